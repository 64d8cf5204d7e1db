/**
 * Italian words of `topicOf`: what never makes a topic, and how a quoted noun phrase starts.
 */
import type { TopicWords } from '../parts/topic.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split('|'));

export const topic: TopicWords = {
  stop: words(
    "io|me|mi|mio|mia|miei|mie|tu|te|ti|tuo|tua|lui|lei|noi|voi|loro|il|lo|la|i|gli|le|l'|un|uno|una|un'|e|o|ma|perche|che|chi|come|se|quando|dove|di|del|della|a|al|alla|da|in|nel|con|su|per|tra|fra|e|sono|sei|siamo|era|ho|hai|ha|abbiamo|hanno|faccio|fai|fa|vado|vai|va|posso|puoi|voglio|vuoi|non|molto|piu|anche|gia|solo|bene|male|si|ok|ciao|grazie|ahah|lol|oggi|domani|ieri|ora|adesso|qui|qua|giorno|settimana|tempo|cosa|qualcosa|niente|tutto|tanto|poco|questo|questa|quello|quella",
  ),
  determiners: words('mio|mia|il|lo|la|i|gli|le|un|una|uno|questo|questa|nostro|nostra'),
  demonstratives: { un: 'quel', uno: 'quello', una: 'quella' },
};
