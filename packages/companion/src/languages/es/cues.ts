/**
 * Spanish intent cues (`IntentCues`): each regex runs on the message after the appraiser's
 * normalisation (lower case, NFKC; Latin accents folded; Arabic letter variants unified).
 */
import type { IntentCues } from '../parts/cues.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const cues: IntentCues = {
  askIdentity: r(
    '\\b(?:quien eres|como te llamas|cual es tu nombre|tu nombre|presentate|hablame de ti|cuentame de ti|eres (?:un |una )?(?:bot|robot|ia|humano|humana|real|persona(?: real| de verdad)?))',
  ),
  askJob: r(
    '\\b(?:a que te dedicas|en que trabajas|tienes (?:un )?(?:trabajo|empleo|curro)\\b|de que trabajas|tu trabajo|tu profesion|donde trabajas|que haces en la vida)',
  ),
  askHobbies: r(
    '\\b(?:hobb(?:y|ies)|aficion(?:es)?|tiempo libre|que te gusta hacer|que te gusta|tus pasiones|tus intereses|para divertirte|para relajarte|para desconectar)',
  ),
  askHome: r(
    '\\b(?:donde vives|de donde eres|de donde vienes|tu ciudad|tu pais|(?:ciudad|pais|pueblo|barrio) (?:vives|estas|eres)\\b)',
  ),
  askAge: r('\\b(?:cuantos anos tienes|tu edad|que edad tienes|cuando naciste|cuando es tu cumple(?:anos)?)'),
  howAreYou: r(
    '\\b(?:como estas|que tal(?: estas| va| todo| tu dia)?|como te va|como te sientes|estas bien|como va todo|como ha ido tu dia|cuentame (?:de |sobre )?tu dia|que has hecho hoy)',
  ),
  thanks: r('\\b(?:gracias|muchas gracias|te lo agradezco|mil gracias)\\b'),
  goodbye: r(
    '\\b(?:adios|hasta (?:luego|manana|pronto|la vista)|nos vemos|buenas noches|me tengo que ir|me voy ya|chao|chau|cuidate|que descanses)',
  ),
  greeting: r('^(?:hola+|buenas|buenos dias|buenas tardes|hey|que pasa|ey)\\b'),
  you: r('\\b(?:tu|te|ti|contigo|tus)\\b'),
  youAre: r('\\beres\\b|\\bestas (?:muy |tan )?(?:guap|lind|bonit)'),
  likeYou: r(
    '\\bte (?:quiero|amo|adoro|echo de menos|extrano)\\b|\\bme (?:gusta|encanta) (?:mucho |tanto )?(?:hablar|charlar) contigo|\\bme haces (?:siempre |tan |muy )?(?:reir|sonreir|feliz)|\\beres (?:muy |tan |super |un |una |el |la )*(?:sol|encanto|amor|cielo|genial|maj[oa]|simpatic[oa]|guap[oa]|lind[oa]|increible|adorable|buen[oa]|mejor)\\b',
  ),
  askPlace: r(
    '\\b(?:(?:sitio|lugar|rincon|barrio|restaurante|bar|parque) (?:favorito|preferido)|que (?:hay que|se puede|debo|deberia) (?:ver|visitar|hacer)|hablame de tu ciudad|cuentame (?:mas )?(?:de|sobre) tu ciudad|como es (?:la vida en|vivir en) )',
  ),
  askWeekend: r(
    '\\b(?:(?:el|los) fin(?:es)? de semana|este finde|el finde|los sabados|los domingos|tus dias libres|despues del trabajo)',
  ),
  askFood: r(
    '\\b(?:(?:comida|plato|postre) (?:favorit[oa]|preferid[oa])|que te gusta comer|que comes|te gusta cocinar|cocinas\\b|especialidad)',
  ),
  askMusic: r(
    '\\b(?:que (?:tipo de )?musica|(?:musica|grupo|cantante|cancion|artista) (?:favorit[oa]|preferid[oa])|que escuchas|escuchas musica)',
  ),
  askJoke: r(
    '\\b(?:cuentame|cuentanos|dime|cuenta|sabes|conoces) (?:un |algun |otro |unos )?(?:buen )?chistes?\\b|\\bhazme reir\\b',
  ),
  askTime: r('\\b(?:que hora es|que hora tienes|que hora son|tienes hora)\\b'),
  tasteAsk: [
    r('(?<!que )\\bte (?:gusta|gustan|encanta|encantan) (?:tambien |mucho )?(?<t>(?!hacer\\b)[^?.!,;¿]+)'),
    r('\\beres (?:fan|aficionad[oa]) (?:de |del |a |al )(?<t>[^?.!,;¿]+)'),
  ],
  tasteTail: r('(?:^|[,;\\s¿])(?:y a ti|a ti tambien|y tu|tu tambien|y usted)\\s*[?!.]*\\s*$'),
  askNews: r(
    '\\b(?:que hay de nuevo|(?:alguna|algo de|hay|que|las|tienes) (?:novedad(?:es)?|noticias?)\\b|novedades\\b|noticias\\b|algo nuevo\\b|titulares\\b|que (?:pasa|esta pasando|ocurre|sucede) en el mundo)',
  ),
  okay: r('^(?:ok(?:ay)?|vale|vale vale|de acuerdo|si|no|bueno|ya|ah|oh|hmm+|entiendo|claro|cierto|vaya)$'),
  reaction: r(
    '^(?:(?:ja)+|(?:je)+|lol+|wow|guay|genial|que bien|que guay|que bonito|que gracioso|(?:eso es|suena|es|muy|que|oh) (?:muy |super |re |tan )?(?:genial|bien|guay|divertido|gracioso|interesante|bonito|chulo|increible))\\b',
  ),
  request: r(
    '\\b(?:cuentame|cuentanos) (?:una |un |otra |otro |alguna |algun )?(?:pequena |breve |buena |bonita )?(?:historias?|cuentos?|leyendas?|anecdotas?)\\b|\\b(?:cuentame|cuentanos) algo (?:interesante|curioso|bonito|sobre (?!(?:ti|tu)\\b)|de (?!(?:ti|tu)\\b))|\\b(?:recomiendame|recomiendanos|aconsejame|aconsejanos|explicame|explicanos|sugiereme|sugierenos|ayudame|ayudanos)\\b|\\bme (?:recomiendas|aconsejas|explicas|sugieres|puedes (?:recomendar|explicar|aconsejar|sugerir|ayudar))\\b|\\bdame (?:un |una |unos |algun |algunos |tu )?(?:buen |pequeno )?(?:consejos?|ideas?|recomendacion(?:es)?|tips?|sugerencias?)\\b|\\bque (?:deberia|debo|tendria que) hacer\\b',
  ),
};
