/**
 * Spanish words of `topicOf`: what never makes a topic, and how a quoted noun phrase starts.
 */
import type { TopicWords } from '../parts/topic.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split('|'));

export const topic: TopicWords = {
  stop: words(
    'yo|me|mi|mis|conmigo|tu|te|ti|tus|el|ella|nosotros|vosotros|ellos|ellas|la|las|los|lo|le|les|un|una|unos|unas|y|o|pero|porque|que|quien|como|si|cuando|donde|de|del|a|al|en|con|por|para|sin|sobre|es|soy|eres|son|era|estoy|estas|esta|estan|he|has|ha|hay|tengo|tienes|tiene|hago|hace|voy|vas|va|puedo|puedes|quiero|quieres|no|muy|mas|tambien|ya|solo|bien|mal|si|vale|ok|hola|gracias|jaja|jajaja|lol|hoy|manana|ayer|ahora|aqui|alli|dia|semana|tiempo|cosa|algo|nada|todo|mucho|poco|eso|esto|este|esta|ese|esa|que|cual|por que',
  ),
  determiners: words('mi|mis|el|la|los|las|un|una|este|esta|tu|nuestro|nuestra|su'),
  demonstratives: { un: 'ese', una: 'esa' },
};
