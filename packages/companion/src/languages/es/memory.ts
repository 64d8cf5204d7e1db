/**
 * Spanish memory rules. Patterns run on folded text (lower case, á → a, ñ → n).
 */
import { alternation, rx, type MemoryPatterns } from '../parts/memory.js';
import type { RelationId, SpeciesId } from '../parts/nouns.js';

const relations: Record<string, RelationId> = {
  madre: 'mother',
  mama: 'mother',
  mami: 'mother',
  padre: 'father',
  papa: 'father',
  papi: 'father',
  hermana: 'sister',
  hermanas: 'sister',
  hermano: 'brother',
  hermanos: 'brother',
  mujer: 'wife',
  esposa: 'wife',
  marido: 'husband',
  esposo: 'husband',
  novia: 'girlfriend',
  prometida: 'girlfriend',
  novio: 'boyfriend',
  prometido: 'boyfriend',
  pareja: 'partner',
  hijo: 'son',
  hija: 'daughter',
  amigo: 'friend',
  amiga: 'friend-f',
  'mejor amigo': 'friend',
  'mejor amiga': 'friend-f',
  colega: 'colleague',
  'companero de trabajo': 'colleague',
  'companera de trabajo': 'colleague',
  jefe: 'boss',
  jefa: 'boss',
  abuela: 'grandmother',
  abuelo: 'grandfather',
  primo: 'cousin',
  prima: 'cousin',
  'companero de piso': 'roommate',
  'companera de piso': 'roommate',
  vecino: 'neighbor',
  vecina: 'neighbor',
};
const species: Record<string, SpeciesId> = {
  perro: 'dog',
  perra: 'dog',
  perros: 'dog',
  perrito: 'dog',
  perrita: 'dog',
  gato: 'cat',
  gata: 'cat',
  gatos: 'cat',
  gatito: 'cat',
  gatita: 'cat',
  conejo: 'rabbit',
  conejos: 'rabbit',
  hamster: 'hamster',
  cobaya: 'guinea-pig',
  cuyo: 'guinea-pig',
  pajaro: 'bird',
  pajaros: 'bird',
  loro: 'parrot',
  periquito: 'parrot',
  pez: 'fish',
  peces: 'fish',
  caballo: 'horse',
  tortuga: 'turtle',
  serpiente: 'snake',
};
const REL = alternation(relations);
const SP = alternation(species);
const NAME = "(?<v>\\p{L}[\\p{L}\\p{M}'-]*(?: \\p{L}[\\p{L}\\p{M}'-]*){0,3})";
const THING = '(?<v>[^,;:]+)';
const MY = '(?:mi|mis|nuestro|nuestra)';
const ADJ = '(?:(?:hermana |hermano )?(?:mayor|menor|pequena|pequeno|querida|querido) )?';
const AFTER_NAME =
  '(?=$|,| y\\b| es\\b| vive\\b| trabaja\\b| tiene\\b| esta\\b| viene\\b| estudia\\b| duerme\\b)';
const EVENTS =
  'examen|examenes|prueba|test|entrevista|entrevista de trabajo|cita|cita medica|boda|reunion|operacion|cirugia|concierto|partido|fiesta|presentacion|vuelo|audicion|competicion|torneo|carrera|maraton|espectaculo|entrega|oposiciones|selectividad';
const JOBS =
  'enfermer[oa]|profesora?|maestr[oa]|medic[oa]|doctora?|abogad[oa]|ingenier[oa]|estudiante|programadora?|desarrolladora?|arquitect[oa]|panader[oa]|cociner[oa]|camarer[oa]|meser[oa]|vendedora?|contable|contadora?|periodista|policia|bomber[oa]|peluquer[oa]|dentista|farmaceutic[oa]|veterinari[oa]|disenadora?|chofer|conductora?|jubilad[oa]|secretari[oa]|fotograf[oa]|musico|artista|actor|actriz|escritora?|traductora?|agricultora?|mecanic[oa]|electricista|fontaner[oa]|carpinter[oa]|psicolog[oa]|fisioterapeuta|cajer[oa]|carter[oa]|gerente|directora?|consultora?|analista|banquer[oa]|piloto|azafata|ninera|educadora?|investigadora?|cientific[oa]|biolog[oa]|funcionari[oa]|autonom[oa]|empresari[oa]|informatic[oa]|administrativ[oa]|recepcionista|auxiliar|obrer[oa]|albanil|jardiner[oa]|jueza?|militar|soldado|tecnic[oa]|asistente|pasteler[oa]|carnicer[oa]|guia turistic[oa]|ama de casa|repartidor[a]?';

const DIETS =
  'vegetarian[oa]|vegan[oa]|pescetarian[oa]|flexitarian[oa]|celiac[oa]|intolerante a la lactosa|intolerante al gluten|diabetic[oa]';
const FOODS =
  'carne roja|carne|cerdo|ternera|pollo|pescado|marisco|mariscos|lacteos|leche|queso|huevos|gluten|azucar|frutos secos|productos animales';
const OFTEN = '(?:mucho |a menudo |bastante |tambien |siempre |a veces )*';
/** « juego al tenis » → `el tenis`. */
const TO_ARTICLE: readonly (readonly [RegExp, string])[] = [
  [/^al\s+/iu, 'el '],
  [/^a\s+(?=(?:la|las|los)\s)/iu, ''],
  [/^a\s+/iu, ''],
];

const words = (s: string): Set<string> => new Set(s.split('|'));

export const memory: MemoryPatterns = {
  label: 'Español',
  rules: [
    { kind: 'name', re: rx(`\\bme llamo ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bmi nombre es ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\b(?:llamame|puedes llamarme|dime) ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bsoy ${NAME}${AFTER_NAME}`), case: 'strict' },
    { kind: 'age', re: rx('\\btengo (?<v>\\d{1,3}) anos\\b') },
    { kind: 'diet', re: rx(`\\bsoy (?:(?:un|una) )?(?:estrictamente )?(?<v>${DIETS})\\b`) },
    { kind: 'diet', sub: 'no', re: rx(`\\bno (?:como|tomo|bebo) (?:nada de |nunca )?(?<v>${FOODS})\\b`) },
    {
      kind: 'diet',
      sub: 'allergy',
      re: rx(
        '\\b(?:soy alergic[oa]|tengo (?:una )?alergia) (?<v>(?:al |a la |a los |a las |a )(?<k>[^,;:]+))',
      ),
    },
    { kind: 'person', re: rx(`\\b${MY} ${ADJ}(?<rel>${REL}) ${ADJ}se llaman? ${NAME}`), titleCase: true },
    {
      kind: 'person',
      re: rx(`\\btengo (?:un|una) (?<rel>${REL}) ${ADJ}que se llama ${NAME}`),
      titleCase: true,
    },
    {
      kind: 'person',
      re: rx(`(?:^|, |\\by |\\bpero )${MY} (?<rel>${REL}) ${ADJ},?${NAME}${AFTER_NAME}`),
      case: 'strict',
    },
    { kind: 'person', re: rx(`\\btengo (?:un|una|dos|tres) (?<v>(?<rel>${REL}))\\b`) },
    { kind: 'pet', re: rx(`\\b${MY} (?<sp>${SP}) se llama ${NAME}`), titleCase: true },
    { kind: 'pet', re: rx(`\\btengo (?:un|una) (?<sp>${SP}) que se llama ${NAME}`), titleCase: true },
    { kind: 'pet', re: rx(`(?:^|, |\\by )${MY} (?<sp>${SP}),? ${NAME}${AFTER_NAME}`), case: 'strict' },
    { kind: 'pet', re: rx(`\\btengo (?:un|una|dos|tres) (?<v>(?<sp>${SP}))\\b`) },
    { kind: 'place', sub: 'origin', re: rx('\\b(?:soy|vengo) de (?<v>.+)'), case: 'upper', proper: true },
    { kind: 'place', sub: 'origin', re: rx('\\bnaci en (?<v>.+)'), case: 'upper', proper: true },
    {
      kind: 'place',
      sub: 'home',
      re: rx('\\b(?:vivo|resido)(?: ahora| actualmente| desde hace \\S+ anos)? en (?<v>.+)'),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx('\\bme (?:mude|he mudado) a (?<v>.+)'),
      case: 'upper',
      proper: true,
    },
    { kind: 'job', re: rx(`\\btrabajo (?:como|de) ${THING}`) },
    { kind: 'job', re: rx('\\bmi (?:trabajo|profesion|oficio) es (?:ser )?(?<v>[^,;:]+)') },
    { kind: 'job', re: rx(`\\bsoy (?:un |una )?(?<v>(?:${JOBS}))s?\\b`) },
    {
      kind: 'event',
      sub: 'birthday',
      re: rx('\\bmi cumple(?:anos)? es (?<v>(?:el |en |manana|hoy|este |esta |la |el proximo|\\d)[^,;]*)'),
    },
    { kind: 'event', sub: 'birthday', re: rx('\\b(?<v>hoy|manana) es mi cumple(?:anos)?') },
    {
      kind: 'event',
      re: rx(
        `\\btengo (?<v>(?:un |una |mi |mis )(?:gran |importante |primer |primera )?(?<k>${EVENTS})\\b[^,;]*)`,
      ),
    },
    {
      kind: 'plan',
      sub: 'trip',
      re: rx(
        "\\b(?:me voy|voy|viajo|vuelo|me mudo|vuelvo|me marcho)(?: pronto| manana| la semana que viene| el mes que viene| este verano| de viaje| de vacaciones)? (?<v>a (?<k>\\p{L}[\\p{L}'-]*(?: \\p{L}[\\p{L}'-]*)?)[^,;]*)",
      ),
      case: 'strict',
      proper: true,
    },
    {
      kind: 'plan',
      re: rx(
        '\\b(?:quiero|me gustaria|voy a|pienso|planeo|tengo pensado|tengo ganas de|espero|sueno con|tengo planeado|mi plan es)(?: mucho| de verdad| pronto| algun dia)? (?<v>(?!dormir|comer|saber|hablar|charlar|preguntar|decir|llorar|morir|irme|salir|ser|estar|tener|descansar|te |verte|hablarte|contarte)\\p{L}+(?:ar|er|ir)(?:lo|la|los|las|me|se)?\\b[^,;]*)',
      ),
      case: 'lower',
    },
    { kind: 'dislike', re: rx(`\\b(?:odio|detesto|no soporto|no aguanto) ${THING}`) },
    { kind: 'dislike', re: rx(`\\bno me gustan? (?:nada |mucho |demasiado )?${THING}`) },
    {
      kind: 'like',
      re: rx(
        '\\bmis? (?:aficion(?:es)?|hobb(?:y|ies)|pasatiempos?|pasion(?:es)?)(?: favorit[oa]s?)? (?:es|son) (?<v>[^;:]+)',
      ),
      list: true,
    },
    {
      kind: 'like',
      re: rx(
        `\\b(?:hago|practico) ${OFTEN}(?!(?:la|el|los|las|lo|un|una|mi|mis|su|nada|algo|eso|esto|caso|falta|cola|tiempo|deberes|ejercicios?)\\b)(?<v>\\p{L}[\\p{L}-]*)`,
      ),
      activity: true,
    },
    { kind: 'like', re: rx(`\\btoco ${OFTEN}(?<v>(?:el |la |los |las )?\\p{L}[\\p{L}-]*)`), activity: true },
    {
      kind: 'like',
      re: rx(
        `\\bjuego ${OFTEN}(?<v>(?:al |a la |a los |a las |a (?!\\p{L}+(?:ar|er|ir)\\b))\\p{L}[\\p{L}-]*(?: de \\p{L}+| (?!(?:los|las|el|la|con|en|de|todos|todas|cada|por|desde)\\b)\\p{L}+)?)`,
      ),
      activity: true,
    },
    {
      kind: 'like',
      re: rx(
        '\\b(?:suelo |me gusta |siempre )?(?:salir|salgo|sale|ir|voy) a (?<v>correr|nadar|caminar|pasear|bailar|escalar|patinar|esquiar|pescar|bucear|surfear|navegar|montar en bici(?:cleta)?|montar a caballo|andar en bici(?:cleta)?|hacer senderismo)\\b',
      ),
    },
    {
      kind: 'like',
      re: rx(
        '\\bsoy (?:muy |super |un gran |una gran |muy muy )?(?:fan|hincha|seguidora?|aficionad[oa]) (?:de |del |de la |de los )(?<v>[^,;:]+)',
      ),
    },
    { kind: 'like', re: rx(`\\bmi \\p{L}+ (?:favorit[oa]|preferid[oa])s? (?:es|son) ${THING}`) },
    { kind: 'like', re: rx(`\\blo que mas me gusta es ${THING}`) },
    {
      kind: 'like',
      re: rx(
        `(?<!\\bno )\\bme (?:encantan?|gustan?|fascinan?|chiflan?|flipan?)(?: mucho| muchisimo| un monton| bastante)? ${THING}`,
      ),
    },
    {
      kind: 'like',
      re: rx(
        `(?:^|\\s)(?:adoro|amo|soy fan de|soy fanatica? de|soy un apasionado de|soy una apasionada de) ${THING}`,
      ),
    },
  ],
  questionStart: rx(
    '^¿|^(?:que|por que|porque|como|cuando|donde|quien|quienes|cual|cuales|cuanto|cuanta|cuantos|cuantas|sabes|puedes|tienes|eres|estas|hay|te acuerdas|recuerdas)\\b',
  ),
  notNames: words(
    [
      'yo|tu|el|ella|usted|nosotros|y|pero|o|el|la|los|las|un|una|no|muy|tan|bien|mal|aqui|alli|de|del|en|con|para|por|ya|solo|tambien|todavia|ok|vale|si|hola|gracias|jaja|jajaja|lol|asi',
      'cansado|cansada|feliz|triste|contento|contenta|enfermo|enferma|listo|lista|solo|sola|ocupado|ocupada|nervioso|nerviosa|aburrido|aburrida|enamorado|enamorada|casado|casada|soltero|soltera|embarazada|agotado|agotada|preocupado|preocupada|enfadado|enfadada|harto|harta|nuevo|nueva|joven|mayor|libre|curioso|curiosa|orgulloso|orgullosa|seguro|segura',
      'espanol|espanola|mexicano|mexicana|argentino|argentina|colombiano|colombiana|chileno|chilena|peruano|peruana|venezolano|venezolana|cubano|cubana|frances|francesa|italiano|italiana|aleman|alemana|ingles|inglesa|americano|americana|chino|china|japones|japonesa|arabe|europeo|europea|latino|latina',
      'hombre|mujer|chica|chico|nino|nina|madre|padre|fan|persona|amigo|amiga|cielo|carino|guapo|guapa|tio|tia|colega',
    ].join('|'),
  ),
  notPlaces: words(
    'el|la|los|las|un|una|mi|mis|tu|este|esta|aqui|alli|casa|trabajo|curro|escuela|colegio|universidad|uni|iglesia|gimnasio|tienda|oficina|hospital|medico|dentista|mercado|ciudad|campo|pueblo|pais|cama|playa|piscina|cine|restaurante|fiesta|concierto|vacaciones|manana|hoy|pronto|ahora|desde|con|y|pero|proxima|proximo|semana|mes|ano|verano|invierno|primavera|otono|navidad|centro|afueras|compras|bano|paz|miedo|nuevo|todo|nada|verdad|acuerdo|hecho|momento|vez|clase|fuera|dentro|tiempo|viaje|mas|menos',
  ),
  notThings: words(
    'eso|esto|lo|todo|nada|algo|te|ti|tu|mucho|muchisimo|que|cuando|como|si|porque|y|pero|dormir|hablar|charlar|comer|hacerlo|eso tambien',
  ),
  connectors: words('de|del|la|las|los|el|y|of|am|di|da|sur'),
  stop: rx(
    '\\s(?:y|pero|porque|aunque|cuando|si|que(?! viene)|quien|donde|o|con|desde|hasta|sino|lol|pues|como|mientras)\\b|\\sjaja\\p{L}*|[,;:()]|\\s[-–]\\s',
  ),
  filler: rx(
    ' (?:mucho|muchisimo|tambien|bastante|de verdad|la verdad|un monton|demasiado|ahora|ahora mismo|jaja\\p{L}*|lol|xd|un poco|tanto|sobre todo|con locura)',
  ),
  articles: rx('(?:el|la|los|las|un|una|unos|unas|mi|mis|a|al|de|del) '),
  secondPerson: rx('\\b(?:tu|tus|te|ti|contigo|usted|ustedes|vosotros|vosotras|vuestro|vuestra)\\b'),
  idioms: rx(
    '\\b(?:(?:un )?hambre de lobo|otro gallo cantaria|mala leche|pajaros en la cabeza|(?:un )?humor de perros|memoria de pez|la piel de gallina|mariposas en el estomago|ser un gallina|soy un gallina|perro viejo|gato encerrado|(?:un )?sueno de perros)\\b',
  ),
  listSplit: rx('\\s*,\\s*(?:y\\s+|e\\s+)?|\\s+(?:y|e|o|u)\\s+'),
  activityEnd: rx(
    '\\s(?:(?:los|las) (?:lunes|martes|miercoles|jueves|viernes|sabados|domingos|fines|tardes|mananas|noches)|todos|todas|cada|con|en|por|desde|dos veces|tres veces|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin)|\\d)\\b',
  ),
  activityValue: (v) => {
    for (const [re, to] of TO_ARTICLE) if (re.test(v)) return v.replace(re, to);
    return v;
  },
  questions: {
    about: rx(
      '\\b(?:que|cuanto) (?:sabes|recuerdas|te acuerdas|conoces) (?:de|sobre) mi\\b|\\bque te he contado\\b|\\b(?:te acuerdas|se acuerda) de mi(?!\\s+\\p{L})|\\b(?:me recuerdas|me recuerda)\\b(?! a\\b)|\\bde que te acuerdas\\b(?! de (?:tu|tus)\\b)|\\bque recuerdas\\b(?! de (?!mi\\b))',
    ),
    recall: rx(
      '\\b(?:te acuerdas|recuerdas|sabes|conoces|te sabes|se acuerda|sabe)\\b|\\b(?:se te (?:ha )?olvidado|se te olvido|olvidaste|has olvidado)\\b',
    ),
    topics: [
      ['name', rx('\\bmi nombre\\b|\\bcomo me llamo\\b|\\bquien soy\\b')],
      [
        'like',
        rx(
          '\\bmis (?:aficiones|hobbies|pasatiempos|gustos|intereses|pasiones)\\b|\\bmi (?:aficion|hobby|pasatiempo|pasion)\\b|\\blo que hago en mi tiempo libre\\b|\\b(?:lo que|que) me gusta(?: hacer)?\\b',
        ),
      ],
      ['dislike', rx('\\b(?:lo que|que) (?:odio|no me gusta)\\b')],
      [
        'job',
        rx(
          '\\bmi (?:trabajo|profesion|oficio)\\b|\\b(?:en|de) que trabajo\\b|\\ba que me dedico\\b|\\bdonde trabajo\\b',
        ),
      ],
      ['place', rx('\\bdonde vivo\\b|\\bde donde soy\\b|\\bmi ciudad\\b')],
      ['age', rx('\\bcuantos anos tengo\\b|\\bmi edad\\b')],
      [
        'person',
        rx(
          '\\bmi (?:madre|mama|padre|papa|hermana|hermano|mujer|esposa|marido|esposo|novia|novio|hija|hijo|amiga|amigo|jefe|jefa)\\b|\\bmis hijos\\b',
        ),
      ],
      ['pet', rx('\\bmi (?:perro|perra|gato|gata|mascota|conejo|hamster|pajaro|caballo)\\b')],
      ['plan', rx('\\bmis planes\\b|\\bmi viaje\\b|\\badonde voy\\b')],
      ['event', rx('\\bmi cumpleanos\\b|\\bmi (?:examen|entrevista)\\b')],
      ['diet', rx('\\blo que (?:no )?como\\b|\\bmi dieta\\b|\\bmis alergias\\b')],
    ],
    direct: [
      ['name', rx('\\bcomo me llamo\\b|\\bcual es mi nombre\\b|\\bquien soy\\b')],
      [
        'like',
        rx(
          '\\bcuales son mis (?:aficiones|hobbies|pasatiempos|gustos)\\b|\\bcual es mi (?:aficion|hobby|pasatiempo)\\b|\\bque me gusta hacer\\b',
        ),
      ],
      ['job', rx('\\ba que me dedico\\b|\\ben que trabajo\\b|\\bcual es mi (?:trabajo|profesion)\\b')],
      ['place', rx('\\bdonde vivo\\b|\\bde donde soy\\b')],
      ['age', rx('\\bcuantos anos tengo\\b')],
      ['pet', rx('\\bcomo se llama mi (?:perro|perra|gato|gata|mascota|conejo)\\b')],
      [
        'person',
        rx(
          '\\bcomo se llama mi (?:madre|padre|hermana|hermano|mujer|marido|novia|novio|hija|hijo|amiga|amigo|jefe|jefa)\\b',
        ),
      ],
      ['event', rx('\\bcuando es mi cumpleanos\\b')],
    ],
  },
  relations,
  species,
};
