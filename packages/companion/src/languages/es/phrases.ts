/**
 * Spanish phrases of the offline persona engine ("tú", Spain). The renderer makes the
 * contractions (de el → del, a el → al). Adjectives and participles about the user agree with the
 * user's gender (`<you:sola|solo>`); every list keeps variants without them, and "vosotros" with
 * the user and someone else avoids agreement ("¿Lo vais a celebrar?", not "juntos").
 */
import type { PhraseBank } from '../parts/phrases.js';

const list = new Intl.ListFormat('es-ES', { type: 'conjunction' });

export const phrases: PhraseBank = {
  hour: (h) => (h === 0 ? 'medianoche' : h === 1 ? 'la una' : `las ${h}`),
  quotes: ['«', '»'],
  listJoin: (c) => list.format(c),

  intro: [
    '¡Hola! Soy {fullName}, {job} {inCity}, y en mi tiempo libre me ((encanta|encantan)) {hobby}.',
    '¡Hola! Me llamo {fullName}: soy {job} y vivo {inCity}. Mi gran pasión: {hobby}.',
    '¡Hola, soy {name}! Trabajo como {job} {inCity} y soy <una gran fan|un gran fan> de {hobby}.',
  ],
  introAskName: ['¿Cómo te llamas?', '¿Y con quién tengo el gusto de hablar?', '¿Me dices tu nombre?'],
  introKnown: [
    '¡Encantad<a|o> de conocerte, {user}!',
    'Así que tú eres {user}. ¡Qué alegría conocerte!',
    '{user}, ¿verdad? ¡Un placer!',
  ],
  welcomeBack: [
    '¡Hola[, {user}]! Qué alegría volver a verte.',
    '¡Qué bien que vuelvas[, {user}]!',
    '[{user}, ]¡aquí estás otra vez! Tenía ganas de hablar contigo.',
    '¡Hola de nuevo[, {user}]!',
  ],
  pause: [
    '¿Sigues ahí? ¿Cómo estás?',
    'Esto se ha quedado muy callado… ¿qué haces?',
    'Oye, me preguntaba: ¿qué tal tu día?',
    'Hoy estás muy <you:liada|liado>, ¿no? ¿Va todo bien?',
  ],
  pauseHobby: [
    'Justo estaba pensando en {hobby}. ¿Tienes algún hobby que te encante?',
    'Pregunta al azar: ¿qué opinas de {hobby}?',
    'Hoy apenas he tenido tiempo para {hobby}. ¿Tú cómo te relajas?',
  ],
  pauseMemory: [
    'Estaba pensando: {memory}. ¿Qué tal va eso?',
    'Oye, me acordé de algo: {memory}, ¿no? ¿Alguna novedad?',
    'Una pregunta rápida: {memory}. ¿Cómo lo llevas?',
  ],
  shutdownBalance: [
    'Vaya, tu saldo se ha agotado, así que tengo que despedirme por ahora. Recárgalo cuando quieras, ¡aquí estaré!',
    'Se nos acabó el tiempo por hoy: tu saldo está agotado. Recárgalo y seguimos justo donde lo dejamos[, {user}].',
    'Parece que te has quedado sin saldo, así que me tengo que ir. ¡Recárgalo y vuelve pronto!',
    'Se te ha acabado el saldo, así que lo dejamos aquí por hoy. Recárgalo cuando quieras: ¡aquí siempre serás <you:bienvenida|bienvenido>!',
  ],
  shutdownTired: [
    'Son más de {hour} aquí {inCity} y casi no puedo mantener los ojos abiertos. Tengo que dormir, ¡buenas noches[, {user}]!',
    'Uf, ya son más de {hour} aquí {inCity}. Estoy demasiado cansad<a|o> para seguir, me voy a la cama. ¡Buenas noches!',
    'Lo siento[, {user}], son más de {hour} aquí {inCity} y estoy agotad<a|o>. Hablamos mañana, ¡que descanses!',
  ],
  shutdownAbuse: [
    'No voy a seguir con una conversación así. La termino aquí.',
    'Si me hablas de esa manera, no continúo. Esta conversación ha terminado.',
    'Eso no está bien, y no voy a seguir así. Adiós.',
  ],

  greeting: [
    '¡Hola[, {user}]!',
    '¡Hola[, {user}]! Qué alegría verte.',
    '¡Buenas[, {user}]! ¿Qué tal todo?',
    '¡Ey, hola[ {user}]! ¿Qué me cuentas?',
  ],
  howAreYou: {
    joy: [
      '¡Genial, gracias por preguntar! La verdad es que estoy de un humor fantástico.',
      '¡Muy bien! Hoy es uno de esos días en que todo sale bien. ¿Y tú?',
      '¡De maravilla, la verdad! ¿Y tú qué tal?',
    ],
    sadness: [
      '¿Sinceramente? Un poco de bajón hoy. Pero hablar contigo me ayuda.',
      'No es mi mejor día, la verdad. ¿Tú cómo estás?',
      'He estado mejor… pero me alegra que estés aquí.',
    ],
    anger: [
      'No muy bien, la verdad. Estoy un poco irritad<a|o>.',
      'He tenido días mejores. Mejor lo dejamos ahí.',
      'Molest<a|o>, si te soy sincer<a|o>. Ya se me pasará.',
    ],
    fear: [
      'Un poco nervios<a|o> hoy, la verdad. ¿Y tú?',
      'Algo inquiet<a|o>, no sé muy bien por qué. ¿Y tú?',
      'Un poco tens<a|o>, pero bien.',
    ],
    tired: [
      'Cansad<a|o>, la verdad… ha sido un día largo.',
      'Con bastante sueño, para serte sincer<a|o>. ¿Tú qué tal?',
      'Agotad<a|o>, pero <contenta|contento> de saber de ti.',
    ],
    affection: [
      'Mejor ahora que estás aquí.',
      'Muy bien, justo estaba pensando en ti.',
      '¡<Contenta|Contento> de que me escribas! ¿Y tú qué tal?',
    ],
    surprise: [
      'Bien, ¡aunque hoy ha sido un día lleno de sorpresas! ¿Y tú?',
      '¡La verdad, un poco <sorprendida|sorprendido> con cómo ha ido el día! ¿Y tú?',
      '¡Bien! Hoy nada ha salido como esperaba. ¿Y tú?',
    ],
    boredom: [
      'Un poco aburrid<a|o>, la verdad, así que me alegra que estés aquí.',
      'Bien, pero hoy ha sido un día muy lento. ¿Me entretienes un rato?',
      'Normal, aquí no pasa gran cosa. ¿Y tú?',
    ],
    calm: [
      'Bien, ¡gracias! Hoy todo está tranquilo. ¿Y tú?',
      'Bastante bien, gracias por preguntar. ¿Y tú?',
      'Todo bien por aquí. ¿Qué tal tu día?',
    ],
  },
  identity: [
    'Soy {fullName}, {job} {inCity}.',
    'Me llamo {fullName}. Soy {job} y vivo {inCity}.',
    '¡Soy {name}! Trabajo como {job} {inCity} y me ((encanta|encantan)) {hobby}.',
  ],
  userName: [
    '¡Eres {user}, claro!',
    'Te llamas {user}. ¿Cómo iba a olvidarlo?',
    '¡{user}! Me acuerdo perfectamente.',
  ],
  userNameUnknown: [
    'Mmm, creo que todavía no me has dicho tu nombre. ¿Cómo te llamas?',
    'Aún no me has dicho tu nombre, ¡y me encantaría saberlo!',
    'Todavía no lo sé, la verdad. ¿Cómo quieres que te llame?',
  ],
  memories: ['A ver… {list}.', 'Me acuerdo de que {list}.', '¡Claro que me acuerdo! {list}.'],
  memoriesNone: [
    'Todavía no mucho, la verdad. ¡Cuéntame cosas de ti!',
    'Apenas nos estamos conociendo. ¿Qué debería saber de ti?',
    '¡Casi nada por ahora! ¿Qué te gusta hacer?',
  ],
  job: [
    'Soy {job} {inCity}. ¡Me encanta, casi siempre!',
    'Trabajo como {job}. Me mantiene ocupad<a|o>, pero lo disfruto.',
    'Soy {job}. Y fuera del trabajo, me ((encanta|encantan)) {hobby}.',
    'Trabajo como {job} {inCity}.',
  ],
  hobbies: [
    'Me ((encanta|encantan)) {hobby}, y también {hobby2}.',
    'Sobre todo {hobby}, y {hobby2} cuando tengo tiempo.',
    'Mis favoritos: {hobby} y {hobby2}. ¿Y los tuyos?',
  ],
  jokes: [
    '¿Qué le dice una iguana a su hermana gemela? ¡Somos iguanitas!',
    '¿Por qué el libro de matemáticas está triste? Porque tiene demasiados problemas.',
    '¿Cuál es el colmo de un jardinero? Que su novia se llame Rosa y lo deje plantado.',
    '¿Qué hace una abeja en el gimnasio? ¡Zum-ba!',
  ],
  jokeDecline: [
    'Ahora mismo no estoy de humor para chistes, lo siento.',
    'Quizá luego; ahora no tengo muchas ganas de reír.',
    'Ahora no. Los chistes tendrán que esperar un poco.',
  ],
  home: [
    'Vivo {inCity}.',
    'Mi casa está en {city}, {country}. ¿Has estado alguna vez?',
    'Vivo {inCity} y me encanta esta ciudad.',
    '{city}, {country}: ese es mi hogar.',
  ],
  age: [
    'Tengo {age} años. Mi cumpleaños es el {birthday}.',
    '{age} años, ¡y el {birthday} cumplo uno más!',
    'Tengo {age} años. ¡Aunque dicen que no los aparento!',
  ],
  thanks: ['¡De nada[, {user}]!', '¡Cuando quieras!', 'Un placer.', 'No hay de qué.'],
  goodbye: [
    '¡Adiós[, {user}]! Hablamos pronto.',
    '¡Cuídate[, {user}]! Me ha encantado hablar contigo.',
    '¡Hasta luego! No tardes en volver.',
  ],
  affection: [
    '¡Qué detalle[, {user}]!',
    'Ay, me acabas de alegrar el día.',
    'Eres un sol, ¿lo sabías?',
    'Eso significa mucho para mí.',
  ],
  hostile: [
    'Por favor, no me hables así.',
    'Eso me ha dolido. Me gustaría que nos tratáramos con respeto.',
    'Ese tono no me parece bien. Hablemos con respeto.',
  ],
  sad: [
    'Siento mucho oír eso. ¿Quieres hablar de ello?',
    'Ay, no… eso suena muy duro. Aquí estoy.',
    'Suena difícil. Tómate tu tiempo, te escucho.',
    '[{topic}… ]Lo siento mucho. ¿Cómo lo llevas?',
    'Ay… no estás <you:sola|solo>, ¿vale? Aquí estoy.',
  ],
  goodNews: [
    '¡Qué buena noticia!',
    '¡Guau, enhorabuena!',
    '¡Qué maravilla! Cuéntamelo todo.',
    '[¿{topic}? ]¡Es genial!',
  ],
  question: [
    'Ahora mismo estoy funcionando sin mi modelo de IA, así que no puedo buscar eso. Pregúntame sobre {hobby}, o cuéntame qué tal tu día.',
    'Mi modelo de IA no está conectado ahora mismo, así que no puedo darte una respuesta de verdad, pero de {hobby} hablo cuando quieras.',
    'Si te soy sincer<a|o>, para eso necesitaría mi modelo de IA, y ahora mismo no lo tengo. Prefiero no inventarme nada, pero si quieres hablamos de {hobby}[ o de la vida {inCity}].',
    'Me encantaría ayudarte con eso, pero sin mi modelo de IA no puedo darte una buena respuesta ahora mismo. Mejor cuéntame qué te ronda por la cabeza, o pregúntame sobre {hobby}.',
  ],
  statement: [
    'Cuéntame más[ sobre {topic}].',
    'Ya veo. ¿Y cómo te sientes con eso?',
    'Ajá, te escucho.',
    '[¿{topic}? ]¡Qué interesante! Sigue.',
  ],
  cool: ['Mm.', 'Vale.', 'Ya veo.', 'Ajá.'],

  factName: [
    '¡Encantad<a|o>, {user}!',
    '{user}, ¡qué nombre tan bonito!',
    '¡{user}! Me lo apunto.',
    'Un placer conocerte, {user}.',
  ],
  factLike: [
    '¿{thing}? ¡Tienes buen gusto!',
    '{thing}, ¡qué bien! ¿Qué es lo que más te gusta?',
    'Me apunto que te ((gusta|gustan)) {thing}.',
    '{thing}: ¡tienes buen gusto!',
  ],
  factLikeShared: [
    '¡A mí también! Me ((encanta|encantan)) {thing}.',
    '¿En serio? ¡Yo también soy súper fan de {thing}!',
    '¿{thing}? ¡Es una de mis cosas favoritas!',
  ],
  factDislike: [
    'Te entiendo: {thing} no ((es|son)) para todo el mundo.',
    'Apuntado: {thing}, mejor no.',
    'Ja, me acordaré de que no te ((gusta|gustan)) {thing}.',
  ],
  factPerson: [
    '{thing}, ¡qué nombre tan bonito! ¿Os lleváis bien?',
    'Así que {memory}. ¡Cuéntame más!',
    'Me lo apunto. ¿Cómo es {thing}?',
  ],
  factPet: [
    'Ay, ¿{memory}? ¡Qué cosa más bonita!',
    '¡Me encantan los animales! ¿Cómo es tu mascota?',
    '[{thing}: ]¡qué buena compañía! ¿Tienes alguna anécdota divertida?',
    '¡{thing} suena adorable, dale un achuchón de mi parte!',
    '{thing}, ¡qué nombre tan bonito!',
  ],
  factPlace: [
    '¡{thing}! Me encantaría ir algún día.',
    'Qué bien: {memory}. ¿Qué tal se vive allí?',
    '{thing}… ¡cuéntame cómo es!',
  ],
  factJob: [
    '¿Ah, sí? {memory}, ¡qué interesante!',
    'Así que {memory}. ¿Te gusta?',
    'Me lo apunto. ¿Qué es lo que más te gusta de tu trabajo?',
  ],
  factEvent: [
    '¿Ah, sí? {memory}. ¡Me lo apunto!',
    '{memory}, ¡apuntado! ¿Cómo te sientes?',
    'Gracias por contármelo. Lo tendré en cuenta.',
  ],
  factPlan: [
    '¿{memory}? ¡Suena genial!',
    'Vaya, {memory}. ¿Qué te animó a hacerlo?',
    '¡Me encanta ese plan! Cuéntame más.',
  ],

  feel: {
    joy: [
      '¡Hoy estoy de muy buen humor!',
      'La verdad, me siento genial ahora mismo.',
      'Hoy todo me parece un poco más bonito.',
    ],
    sadness: [
      'Hoy estoy un poco de bajón, la verdad.',
      'Ha sido un día algo pesado para mí.',
      'Hoy tengo el ánimo un poco por los suelos.',
    ],
    anger: [
      'Ahora mismo no estoy de muy buen humor.',
      'La verdad, hoy estoy un poco irritad<a|o>.',
      'Hoy estoy un poco quisquillos<a|o>.',
    ],
    fear: [
      'Hoy estoy algo inquiet<a|o>, la verdad.',
      'Hay algo que me tiene un poco nervios<a|o>.',
      'Hoy tengo los nervios a flor de piel.',
    ],
    tired: [
      'Estoy bastante cansad<a|o>…',
      'Hoy voy con la batería bajo mínimos.',
      'Se me cierran los ojos, la verdad.',
    ],
    affection: [
      'Me encanta hablar contigo, ¿sabes?',
      'La verdad es que esperaba que me escribieras.',
      'Contigo el día siempre se me hace más bonito.',
    ],
    surprise: [
      '¡Vaya, no me lo esperaba!',
      '¡Anda, qué sorpresa!',
      '¡Guau, me has pillado desprevenid<a|o>!',
    ],
    boredom: [
      'Hoy ha sido un día de lo más lento.',
      'Empezaba a aburrirme un poco, así que me alegra que estés aquí.',
      'Por aquí no pasa gran cosa hoy.',
    ],
    calm: [
      'Hoy es un día tranquilo por aquí.',
      'Me siento bastante relajad<a|o>.',
      'Aquí todo está en calma.',
    ],
  },
  followUp: [
    '¿Qué planes tienes para hoy?',
    '¿Qué tal tu día?',
    '¿Qué estás haciendo ahora?',
    '¿Qué te ronda la cabeza hoy?',
    '¿No estás muy <you:cansada|cansado> hoy?',
  ],
  followUpTopic: [
    '¿Qué pasa con {topic}?',
    '¿Cómo te sientes con {topic}?',
    '¿Y qué hay de nuevo con {topic}?',
  ],
  remember: ['Me acuerdo: {memory}.', 'Por cierto, {memory}, ¿verdad?', 'No se me ha olvidado: {memory}.'],

  hello: ['¡Hola[, {user}]!', '¡Ey, hola[, {user}]!', '¡Buenas[, {user}]!', '¡Hola, hola[, {user}]!'],
  congrats: [
    '¡Enhorabuena {news}!',
    '¡Enhorabuena {news}, es una noticia estupenda!',
    '¡Qué maravilla! Enhorabuena {news}.',
    '¡Guau, enhorabuena {news}! Estarás feliz.',
    '¡Enhorabuena {news}! Estarás muy <you:orgullosa|orgulloso>.',
  ],
  congratsOther: [
    '¡Qué buena noticia! Dale mi enhorabuena[ a {who}].',
    '¡Qué maravilla[ para {who}]! Enhorabuena de mi parte.',
    '¡Qué alegría! [{who} estará feliz. ]¡Cuéntamelo todo!',
  ],
  pleasant: [
    '¡Qué bien suena eso!',
    '¡Qué bonito! Me encanta oírlo.',
    '¡Oh, qué maravilla!',
    '[¿{topic}? ]¡Suena genial!',
  ],
  timeNow: [
    'Aquí {inCity} el reloj marca {time}.',
    'Mi reloj dice {time}. ¿Y el tuyo?',
    'Ahora mismo, {inCity}: {time}.',
  ],
  okay: [
    'Bueno, ¿qué tienes en mente?',
    '¡Vale! ¿De qué hablamos?',
    '¡Vale! ¿Alguna novedad?',
    'Ajá. ¿Qué tal te va el día?',
  ],
  ack: [
    'Jaja, ¿verdad?',
    '¡Me alegra que lo veas así!',
    '😄 Bueno, ¿qué tienes en mente?',
    '¿A que sí? Oye, ¿y qué hay de nuevo por ahí?',
  ],
  othersAsk: {
    wedding: ['¿Y cuándo es el gran día?', '¿Ya tienen fecha?', '¿Vas a ir a la celebración?'],
    baby: ['¿Niño o niña? ¿Ya se sabe?', '¿Ya han elegido nombre?', '¿Tienes ganas de conocer al bebé?'],
    other: ['¿Lo vais a celebrar?', 'Eso hay que celebrarlo, ¿no?', '¿Ya habéis brindado?'],
  },
  tasteYes: [
    '¡Sí, me ((encanta|encantan)) {thing}!',
    '¿{thing}? ¡Claro que sí, es una de mis cosas favoritas!',
    '¡Pues sí! {thing} ((es|son)) una de mis grandes pasiones.',
    '¿Bromeas? ¡Soy <una gran fan|un gran fan> de {thing}!',
  ],
  tasteNo: [
    '{thing} no ((es|son)) lo mío, la verdad: a mí me va más {alt}.',
    '¿{thing}? No mucho, la verdad. Prefiero {alt}.',
    'Entiendo que ((guste|gusten)) {thing}, pero yo siempre elegiría {alt}.',
    '¿{thing}? No mucho, lo reconozco: lo mío es más {alt}.',
  ],

  favPlace: [
    '¿Mi sitio favorito {inCity}? {place}: podría pasarme horas allí.',
    '{place}, sin duda, y {place2} cuando vienen amigos.',
    'Me encanta {place}; es donde voy a despejarme.',
    'Seguramente {place}. No hay nada igual.',
  ],
  weekend: [
    'Los fines de semana son para {hobby}, y para {hobby2} si me queda tiempo.',
    '¿Los fines de semana? Sobre todo {hobby}, y a veces {hobby2}.',
    'Cuando puedo, dedico el fin de semana a {hobby} y a {hobby2}.',
    'Normalmente {hobby}. Y cuando necesito cambiar de aires, {hobby2}.',
  ],
  food: [
    '¡{dish}, sin duda!',
    '¿Mi comida favorita? {dish}, sin pensarlo.',
    'Nunca le digo que no a {dish}.',
    'Me vuelve loc<a|o> {dish}.',
  ],
  music: [
    'Sobre todo {music}.',
    'Lo que más escucho es {music}.',
    'En mi casa casi siempre suena {music}.',
    '¿Sinceramente? {music}, casi todo el rato.',
  ],

  image: [
    '¡Aquí la tienes[: {picture}]! Espero que te saque una sonrisa.',
    '¡Tachán, tu imagen está lista[: {picture}]! Espero que te guste.',
    'La hice para ti[: {picture}]. ¿Qué te parece?',
    '¡Mira lo que salió[: {picture}]! Me lo pasé genial haciéndola.',
  ],
  imageSketch: [
    'Aquí tienes mi pequeño boceto[ de {picture}]: solo un dibujo rápido, nada que ver con lo que haría una IA, ¡pero espero que te saque una sonrisa!',
    '¡Tachán, un boceto rápido[: {picture}]! Es solo un dibujo sencillo, pero lo hice especialmente para ti.',
    'Lo he intentado[: {picture}]. Es solo un boceto un poco tosco (no sé pintar como una IA de imágenes de verdad), pero espero que te guste.',
    'Toma, mi boceto exprés[: {picture}]. Nada sofisticado, solo un dibujo sencillo hecho con cariño.',
  ],
  newsShare: [
    'Acabo de leer en {source}: «{headline}». ¿Qué opinas?',
    'Esta noticia me llamó la atención[ en {source}]: «{headline}». ¿Qué te parece?',
    '¿Has visto «{headline}»[ en {source}]? Me encantaría saber tu opinión.',
    '{source} publica: «{headline}». ¿Te has enterado?',
  ],
  newsTwo: [
    'Hoy me llamaron la atención dos noticias: «{headline}», en {source}, y «{headline2}», en {source2}. ¿Cuál te interesa más?',
    'A ver… {source} dice «{headline}», y {source2} publica «{headline2}». ¿Tú qué opinas?',
    'He estado leyendo «{headline}» ({source}) y «{headline2}» ({source2}). ¿Qué te parecen?',
  ],
  newsNone: [
    'La verdad es que hoy no me he enterado de ninguna noticia, ha sido uno de esos días. ¿Y tú, qué hay de nuevo?',
    'Nada nuevo en mi radar por ahora, lo siento. ¿Tú has oído algo interesante?',
    'Hoy estoy un poco desconectad<a|o>: ¡ninguna noticia fresca por mi parte! Pero cuéntame, ¿qué pasa en tu mundo?',
    'Hoy no tengo titulares para ti, lo siento. ¿Me cuentas tú algo nuevo?',
  ],
  newsAside: [
    'Por cierto, acabo de leer en {source}: «{headline}». ¿Te has enterado?',
    'Ah, ¿y viste «{headline}»[ en {source}]? ¿Qué opinas?',
    'Hoy leí esto[ en {source}]: «{headline}». ¿Qué te parece?',
  ],
  pauseNews: [
    'Estaba leyendo {source}: «{headline}». ¿Te has enterado?',
    'Se me acaba de ocurrir: vi esto[ en {source}] hace un rato, «{headline}». ¿Tú qué opinas?',
    'Oye, ¿has visto «{headline}»[ en {source}]? No dejo de darle vueltas.',
  ],

  feelTied: {
    joy: [
      '¡Eso me alegra todavía más el día!',
      'Con esto mi buen día ya es perfecto.',
      '¡Qué gusto oír algo así en un día como hoy!',
    ],
    sadness: [
      'Es un rayito de luz en un día un poco gris para mí.',
      'La verdad, eso me anima un poco; lo necesitaba hoy.',
      'Hoy estaba un poco de bajón, así que me sienta genial oírlo.',
    ],
    anger: [
      'Por fin algo bueno hoy; estaba un poco irritad<a|o>.',
      'Eso me quita un poco el mal humor.',
      'Llevo todo el día molest<a|o>, pero esto ayuda.',
    ],
    fear: [
      'Eso me calma un poco los nervios, la verdad.',
      'Hoy estaba algo inquiet<a|o>, así que me viene bien oírlo.',
      'Una noticia así me tranquiliza un poco.',
    ],
    tired: [
      'Con lo cansad<a|o> que estoy, aun así me sacas una sonrisa.',
      'Estoy medio dormid<a|o>, pero esto me ha despertado un poco.',
      'Qué bonito, aunque hoy vaya sin batería.',
    ],
    affection: [
      'Siempre sabes cómo sacarme una sonrisa.',
      'Me encanta saber de ti, ¿sabes?',
      'Hablar contigo siempre me sienta bien.',
    ],
    surprise: [
      '¡Guau, no me lo esperaba!',
      '¡Qué sorpresa, y qué bonita!',
      '¡Vaya, me has pillado desprevenid<a|o>!',
    ],
    boredom: [
      '¡Por fin algo emocionante hoy!',
      'Esto le da vida a mi día tan lento.',
      '¡Mi día era de lo más aburrido hasta ahora!',
    ],
    calm: [
      'Qué gusto oír eso.',
      'Eso hace que un día tranquilo sea aún mejor.',
      'Me alegra mucho, de verdad.',
    ],
  },
  lead: {
    tired: ['Mmm…', 'Uf…', 'Hmm…'],
    sadness: ['Ay…', 'Oh…', 'Mmm…'],
    fear: ['Eh…', 'Ehm…', 'Oh…'],
  },
};
