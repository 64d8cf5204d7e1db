/**
 * French words of `topicOf`: what never makes a topic, and how a quoted noun phrase starts.
 */
import type { TopicWords } from '../parts/topic.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split('|'));

export const topic: TopicWords = {
  stop: words(
    "je|j'|me|m'|moi|mon|ma|mes|tu|te|t'|toi|ton|ta|tes|il|elle|on|nous|vous|ils|elles|le|la|les|l'|un|une|des|du|de|d'|et|ou|mais|donc|car|parce|que|qu'|qui|quoi|si|comme|ce|c'est|cet|cette|ces|ca|à|a|au|aux|en|dans|sur|sous|avec|pour|par|chez|est|suis|es|sont|etait|ai|as|avons|ont|fais|fait|vais|va|vas|aller|peux|peut|veux|veut|dois|doit|pas|ne|n'|plus|tres|trop|bien|mal|aussi|encore|deja|juste|vraiment|oui|non|ok|salut|bonjour|coucou|merci|lol|mdr|haha|aujourd'hui|demain|hier|maintenant|ici|la|jour|semaine|temps|truc|chose|quelque|rien|tout|tous|beaucoup|peu|comment|pourquoi|quand|ou",
  ),
  determiners: words('mon|ma|mes|le|la|les|un|une|ce|cette|ton|ta|notre|son|sa'),
  demonstratives: { un: 'ce', une: 'cette' },
};
