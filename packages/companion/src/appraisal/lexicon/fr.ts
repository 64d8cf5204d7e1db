import type { Lexicon } from './types.js';

/** French (fr-FR). Elisions (t'aime, n'aime) are split: `n'` also negates. */
export const fr: Lexicon = {
  segmented: true,
  positive: 'bien|bon|bonne|super|génial|géniale|content*|heureu*|merci|magnifique|parfait*|fantastique|cool|chouette|drôle|haha*|excellent*|ravi*|sympa|top|bravo',
  negative: 'mal|mauvais*|terrible|horrible|affreu*|déteste*|pire|énerv*|fâché*|problème*|faux|déçu*|ennuyeu*|nul|nulle|peur|inquiet*',
  compliment: 'belle|beau|jolie|intelligent*|gentil*|mignon*|charmant*|adorable|talentueu*|sage|tu es géniale|tu es génial|tu es super|fier de toi|fière de toi|ravissant*|brillant*',
  insult: 'stupide|idiot*|con|conne|connard|crétin*|imbécile|abruti*|ferme-la|tais-toi|ta gueule|inutile|dégoûtant*|salaud|merde|pauvre type|débile|minable',
  threat: 'tuer|tue|tuerai|blesser|détrui*|attaque*|frapper|meurs|mort|meurtre|vengeance|menace*|arme|couteau|pistolet',
  affection: 'amour|je t\'aime|aime|tu me manques|câlin*|bisou*|embrasse*|chéri*|mon cœur|mon coeur|tendresse|je t\'adore',
  excitement: 'waouh|wow|incroyable|excitant*|excité*|vite|urgent|tout de suite|dingue|fou|fête|j\'ai hâte|hâte',
  command: 'tout de suite|tu dois|fais-le|dis-moi|écoute|obéis|je t\'ordonne|arrête|donne-moi|réponds',
  polite: 's\'il te plaît|s\'il vous plaît|svp|pardon|désolé*|excuse*|pourrais-tu|pourriez-vous|volontiers',
  sadness: 'triste|je suis seul|je suis seule|me sens seul|me sens seule|solitude|pleure*|larmes|déprim*|manque|perdu*|chagrin|douleur|fatigué*|malade|désespér*|malheureu*',
  greeting: 'bonjour|salut|coucou|bonsoir|bonne nuit|comment vas-tu|comment allez-vous|ça va',
  novelty: 'nouveau|nouvelle*|actualité*|devine|imagine|surprise|découv*|première fois|jamais vu|vient de|idée|invent*',
  negations: 'ne|n\'|pas|jamais|rien|aucun*|ni',
  negationsAfter: 'pas|jamais|plus|rien',
  intensifiers: 'très|trop|vraiment|tellement|super|extrêmement|si|absolument|hyper|grave',
  diminishers: 'un peu|peu|légèrement|assez|plutôt',
  questions: 'quoi|pourquoi|comment|quand|où|qui|quel*|est-ce',
};
