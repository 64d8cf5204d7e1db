import type { Lexicon } from './types.js';

/** Spanish (es-ES). */
export const es: Lexicon = {
  segmented: true,
  positive: 'bien|bueno|buena|genial|feliz|contento*|gracias|maravillos*|perfecto|fantástic*|guay|divertid*|jaja*|excelente|encantad*|estupendo|bravo|mola',
  negative: 'mal|malo|mala|terrible|horrible|odio|odi*|peor|enfadad*|molest*|problema*|error|decepcion*|aburrid*|miedo|preocupad*|asco',
  compliment: 'guapa|guapo|hermos*|lind*|bonit*|inteligente|list*|amable|simpátic*|encantador*|talentos*|sabi*|eres genial|eres increíble|orgullos* de ti|precios*',
  insult: 'estúpid*|idiota|tont*|imbécil|gilipollas|cabrón|pendejo|cállate|inútil|asqueros*|mierda|perdedor*|basura|payaso|capullo',
  threat: 'matar*|mato|hacer daño|destru*|ataca*|pegar|golpear|muere|muert*|asesin*|venganza|amenaz*|arma|cuchillo|pistola',
  affection: 'amor|te quiero|te amo|te echo de menos|abrazo*|beso*|cariño|querid*|mi vida|mi corazón|te adoro|te extraño',
  excitement: 'guau|increíble|emocionante|emocionad*|rápido|urgente|ahora mismo|locura|fiesta|no puedo esperar|alucinante|madre mía',
  command: 'ahora mismo|debes|tienes que|hazlo|dime|escucha|obedece|te ordeno|para ya|dame|responde',
  polite: 'por favor|perdón|perdona|lo siento|disculpa*|podrías|podría|con gusto',
  sadness: 'triste|me siento solo|me siento sola|estoy solo|estoy sola|soledad|llor*|lágrimas|deprimid*|perdid*|qué pena|dolor|cansad*|enferm*|desesperad*|infeliz',
  greeting: 'hola|buenos días|buenas tardes|buenas noches|qué tal|cómo estás',
  novelty: 'nuevo|nueva|noticia*|sabías que|adivina|imagina|sorpresa|descubr*|primera vez|nunca visto|acaba de|idea|invent*',
  negations: 'no|nunca|jamás|nada|ni|tampoco|ningún|ninguna',
  negationsAfter: '',
  intensifiers: 'muy|tan|realmente|súper|super|extremadamente|demasiado|tanto|totalmente|muchísimo',
  diminishers: 'un poco|algo|ligeramente|apenas|bastante',
  questions: 'qué|por qué|cómo|cuándo|dónde|quién|cuál',
};
