import type { Lexicon } from '../parts/appraisal.js';

/** Spanish (es-ES). */
export const appraisal: Lexicon = {
  segmented: true,
  positive: [
    'bien|bueno|buena|genial|feliz|contento*|gracias|maravillos*|perfecto|fantástic*|guay|divertid*|jaja*|excelente|encantad*|estupendo|bravo|mola',
    'alegr*|agradecid*|aliviad*|satisfech*|orgullos*|entusiasmad*|ilusionad*|ilusión|magnífic*|espléndid*|precioso|increíble|chulo|chula|de lujo|brutal|jeje*|xd|lol|yupi|bien hecho|olé|ole',
    'felicidades|enhorabuena|buenas noticias|buena noticia|ganado|ganamos|gané|aprobado|aprobé|ascendid*|ascenso|contratad*|me han dado el trabajo|me dieron el trabajo|prometid*|casad*|nos prometimos|ha tenido a su bebé|tenido un bebé|ha tenido un bebé|ha dado a luz|dio a luz|ha nacido|nació|embarazada|nos hemos prometido|nos acabamos de prometer|comprometid*|boda|vacaciones|viaje|nos vamos a|feliz cumpleaños|fiesta|éxito',
    'mejor|me siento mejor|tranquil*|relajad*|cómod*|a salvo|sin problema|no pasa nada|de nada|con mucho gusto|con gusto|un placer|sonri*|sonreír|reír|me río|risas',
    'interesante|útil|me has ayudado|me ayudó|ayudado|me encanta|me encantó|me gusta|me gustó|tengo ganas|muchas ganas|qué ganas|tengo muchísimas ganas|muchísimas ganas|me has alegrado|alegrado el día|buen día|qué bien|qué guay|rico|delicios*|suerte|menos mal|por fin',
    'qué alegría|qué ilusión|mola mucho|me flipa|flipante|de puta madre|cojonudo|gozada|pasada|una pasada|top|crack|maravilla|bendit*|afortunad*|gracia',
    'aumento de sueldo|me he graduado|graduad*|buena nota|buenas notas|cachorro|gatito|regalo*|la cita fue bien|me lo pasé genial|lo pasamos genial|pasarlo bien|soleado|delicios*|riquísim*|compré|me he comprado|mudado|terminado|acabé|día libre|concierto|playa',
    'primeros pasos|primera palabra|carnet de conducir|el carnet',
    'nos casamos|me caso|nos vamos a casar|casarnos',
  ].join('|'),
  negative: [
    'mal|malo|mala|terrible|horrible|odio|odi*|peor|enfadad*|molest*|problema*|error|decepcion*|aburrid*|miedo|preocupad*|asco',
    'estrés|estresad*|ansiedad|ansios*|pánico|nervios*|frustrad*|furios*|cabread*|harto|harta|rabia|irritad*|vergüenza|culpable|celos*|arrepentid*|lío|desastre|mierda|joder|hostia|jolín|vaya por dios',
    'difícil|duro|dura|fatal|pésimo|pésima|injusto|grosero|asqueroso|puaj|uf|desgraciadamente|por desgracia|lamentablemente|pesadilla|infierno|accidente|herid*|despedid*|me han echado|engañad*|mentido|traicion*',
    'me gritó|me ha gritado|gritó|gritado|me echó la bronca|bronca|pelea*|discusión|discutido|atasco|tráfico|tráfico horrible|retraso|llego tarde|cancelad*|arruinad*|roto|rota|perdí|temo|me temo|dolor de cabeza|presión|deudas|facturas|estoy harto|estoy harta',
    'suspendido|suspendí|suspender|fracaso|fallé|fallado|me preocupa|preocupación|inquiet*|fastidio|fastidiad*|qué rollo|un rollo|qué mal|fatal',
    'perdí el trabajo|me han despedido|perdí el móvil|perdí la cartera|se me ha roto|he perdido el|perdí el tren|perdí el autobús|se me olvidó|olvidé|robado|me han robado|estafad*|averiad*|pinchazo|gripe|fiebre|resfriad*|tos|resaca|ruidos*|atascad*|me dejó plantad*|plantón|alquiler|no me lo puedo permitir|carísim*|caro|horas extra|gritando|quejándose|se queja',
    'sin batería|se me ha acabado la batería|acabar la batería|batería|derramad*|tirado mi|se me cayó|se ha caído',
    'agobi*',
  ].join('|'),
  compliment: [
    'guapa|guapo|hermos*|lind*|bonit*|inteligente|list*|amable|simpátic*|encantador*|talentos*|sabi*|eres genial|eres increíble|orgullos* de ti|precios*',
    'guapísim*|preciosa|preciosísim*|divin*|bell*|sexy|atractiv*|mon*|majo|maja|graciosa|gracioso|divertida|atent*|generos*|paciente|dulce|cariños*|comprensiv*|sincer*|valiente|fuerte|creativ*|únic*|especial',
    'eres la mejor|eres el mejor|la más amable|el más amable|la más guapa|el más guapo|eres un sol|eres una maravilla|eres un encanto|eres muy buena|eres muy bueno|qué lista eres|qué listo eres|qué guapa|qué guapo',
    'impresionante|me impresionas|inspirador*|me entiendes|sabes escuchar|buena respuesta|gran respuesta|qué respuesta tan buena|bien dicho|genio|crack|estoy orgulloso de ti|estoy orgullosa de ti',
  ].join('|'),
  insult: [
    'estúpid*|idiota|tont*|imbécil|gilipollas|cabrón|pendejo|cállate|inútil|asqueros*|mierda|perdedor*|basura|payaso|capullo',
    'vete a la mierda|a la mierda|que te den|vete al carajo|vete al diablo|lárgate|piérdete|cierra la boca|cierra el pico|calla|cállate ya|hijo de puta|hdp|puta|zorra|cabrona|malnacid*|desgraciad*',
    'subnormal|retrasad*|memo|mema|burro|burra|bobo|boba|idiotez|estúpido bot|chatarra|montón de chatarra|trasto|escoria|mentiros*|cobarde|fracasado|pringad*|pesado|pesada|eres un pesado|eres una pesada|plasta',
    'te odio|te detesto|me das asco|das asco|me das pena|patétic*|ridícul*|incompetente|inepto|inepta|cerdo|cerda|gusano|rata|cara de|gilipuertas|tarado|tarada|mamón|mamona|soplapollas|capulla',
    'pérdida de tiempo|una pérdida de tiempo|me haces perder el tiempo',
  ].join('|'),
  threat: [
    'matar*|mato|hacer daño|destru*|ataca*|pegar|golpear|muere|asesin*|venganza|amenaz*|arma|cuchillo|pistola',
    'te voy a matar|te mato|hacerte daño|te voy a hacer daño|te hago daño|partir la cara|te parto la cara|romper la cara|te rompo la cara|partirte la cara|reventar|te reviento|machacar|te machaco|darte una paliza|paliza',
    'ten cuidado|sé dónde vives|se donde vives|te voy a encontrar|te encontraré|te arrepentirás|te vas a arrepentir|estás muerto|estás muerta|eres hombre muerto|apuñalar|acuchillar|disparar|te pego un tiro|pegarte un tiro|un tiro',
    'estrangular|ahorcar|bomba|explotar|envenenar|torturar|violar|secuestrar|violencia|violent*|sangre|sangrar|dar una hostia|te doy una hostia|te meto|hostia que te|te vas a enterar|ya verás|romper el cuello|te rompo el cuello|romperte el cuello|partir el cuello|romper las piernas|te rompo las piernas|romper los huesos|retorcer el cuello',
  ].join('|'),
  affection: [
    'amor|te quiero|te amo|te echo de menos|abrazo*|abraz*|beso*|cariño|querid*|mi vida|mi corazón|te adoro|te extraño',
    'tq|tqm|te quiero mucho|te quiero muchísimo|te amo tanto|te echo tanto de menos|me haces falta|pienso en ti|pensando en ti|mi amor|cielo|mi cielo|cariñito|corazón|cari|bebé|bebe|nena|nene|gordi|mi rey|mi reina|mi niña|mi niño',
    'significas todo|significas mucho|lo eres todo|eres todo para mí|eres mi todo|enamorad*|me gustas|me encantas|acurrucarme|acurrucarnos|acurruc*|abrazarte|en tus brazos|a tu lado|contigo siempre|para siempre|alma gemela|te necesito|quiero estar contigo',
    'abrazo enorme|un abrazo|abrazos|besos|besitos|muchos besos|un beso|mil besos|te mando un beso|dulces sueños|que sueñes bonito|que descanses|buenas noches mi amor|tesoro|mi tesoro|ternura|con cariño|achuchar|mimos|mimar',
  ].join('|'),
  excitement: [
    'guau|increíble|emocionante|emocionad*|rápido|urgente|ahora mismo|locura|fiesta|no puedo esperar|alucinante|madre mía',
    'dios mío|ay dios|hala|ostras|flipa|flipo|flipando|por fin|al fin|adivina|adivina qué|qué fuerte|brutal|bestial|una locura|no me lo creo|no me lo puedo creer|increíble pero cierto|qué pasada|wow|omg',
    'date prisa|corre|deprisa|rápido rápido|urgencia|emergencia|inmediatamente|ya mismo|sorpresa|sorprendid*|en shock|sin palabras|yupi|toma ya|vamos|venga ya|qué emoción',
  ].join('|'),
  command: [
    'ahora mismo|debes|tienes que|hazlo|dime|escucha|obedece|te ordeno|para ya|dame|responde',
    'cuéntame|explícame|explica|enséñame|muéstrame|mándame|envíame|haz lo que te digo|te he dicho|te dije|date prisa|no te atrevas|ven aquí|para|déjalo|basta|basta ya',
    'tráeme|búscame|hazme|arregla|arréglalo|escúchame|mírame|presta atención|repite|resume|traduce|calcula|recuérdame|cállate|contesta|ya|inmediatamente',
  ].join('|'),
  polite: [
    'por favor|podrías|podría|con gusto',
    'porfa|porfi|plis|le importaría|te importaría|si no te importa|si no es molestia|si puedes|si es posible|cuando puedas|sin prisa|puedo preguntarte|me permites|sería posible|serías tan amable|sería tan amable',
    'disculpa la molestia|perdona que te moleste|perdone que le moleste|gracias de antemano|muy amable|amablemente|tendrías|tendría',
    'disculpa que te moleste|disculpe que le moleste|perdona la molestia',
  ].join('|'),
  sadness: [
    'triste|me siento solo|me siento sola|estoy solo|estoy sola|soledad|llor*|lágrimas|deprimid*|perdid*|qué pena|dolor|cansad*|enfermo|enferma|enfermos|enfermas|enfermedad|desesperad*|infeliz',
    'sola|solita|solito|muy sola|muy solo|aislad*|sin amigos|nadie me quiere|nadie me entiende|nadie me escucha|a nadie le importa|nadie me hace caso|abandonad*|me siento vacío|me siento vacía|vacío|vacía',
    'falleció|fallecid*|murió|muerto|muerta|muerte|funeral|entierro|luto|duelo|cáncer|hospital|divorcio|ruptura|separad*|me ha dejado|me dejó|lo dejamos|cortamos|te echo de menos|la echo de menos|lo echo de menos',
    'agotad*|reventad*|hecho polvo|hecha polvo|quemad*|no puedo dormir|insomnio|sin sentido|no sé qué hacer con mi vida|no sé qué hacer|no se que hacer|ya no sé qué hacer|qué hacer con mi vida|hacer con mi vida|nada tiene sentido|no tiene sentido|sin esperanza|rendirme|me rindo|desanimad*|decaíd*|hundid*|destrozad*|roto por dentro',
    'bajón|de bajón|pena|penita|me da pena|tristeza|angustia*|sollozo*|rechazad*|corazón roto|con el corazón roto|nostalgia|echo de menos mi casa|no puedo dejar de llorar|dejar de llorar|ganas de llorar',
    'día horrible|mal día|un día horrible|un día de mierda|día duro|día difícil|suspendí el examen|suspender el examen|he vuelto a suspender|estoy mal|me siento mal|me siento fatal|estoy fatal|lo estoy pasando mal',
    'echo de menos a mi|echo de menos mi|morriña|nadie me ha escrito|nadie me ha llamado|fin de semana sola|fin de semana solo|otra vez sola|otra vez solo|invisible|excluid*|no soy suficiente|me odio|lloré toda la noche|día triste',
    'nadie se acordó|nadie se ha acordado|se olvidaron de mi cumpleaños|nadie vino|no vino nadie',
  ].join('|'),
  greeting: [
    'hola|buenos días|buenas tardes|buenas noches|qué tal|cómo estás',
    'holi|holaa*|buenas|hey|ey|qué pasa|qué hay|qué onda|cómo te va|cómo va|cómo vas|cómo está|cómo están|encantad* de conocerte|un placer conocerte|mucho gusto|bienvenid*|cuánto tiempo',
    'qué alegría verte|me alegra verte|hasta luego|hasta pronto|nos vemos|que tengas un buen día|buen día|saludos|un saludo',
  ].join('|'),
  novelty: [
    'nuevo|nueva|noticia*|sabías que|adivina|imagina|sorpresa|descubr*|primera vez|nunca visto|acaba de|idea|invent*',
    'recientemente|últimamente|actualización|anuncio|anunciado|me he enterado|acabo de enterarme|acabo de aprender|aprendí|dato curioso|resulta que|al parecer|de repente|inesperad*|raro|extraño|misterio|novedad*',
  ].join('|'),
  negations:
    'no|nunca|jamás|nada|ni|tampoco|ningún|ninguna|ninguno|ya no|sin|nadie|en absoluto|para nada|ni siquiera',
  negationsAfter: 'en absoluto|para nada',
  intensifiers:
    'muy|tan|realmente|súper|super|extremadamente|demasiado|tanto|totalmente|muchísimo|re|requete|bastante|mogollón|un montón|súper súper|tremendamente|terriblemente|profundamente|sumamente|increíblemente|de verdad|muchísima|muchísimos|muchísimas|mucho|muy muy',
  diminishers: 'un poco|algo|ligeramente|apenas|un poquito|un pelín|poco|medio|casi',
  questions:
    'qué|por qué|cómo|cuándo|dónde|quién|cuál|cuánto*|quiénes|cuáles|sabes|puedes|tienes|eres|estás|hay',
  apology:
    'lo siento|lo siento mucho|siento mucho|perdona|perdóname|perdón|disculpa|discúlpame|disculpe|te pido perdón|pido perdón|te pido disculpas|mis disculpas|fue culpa mía|culpa mía|no lo decía en serio|no quise decir eso|no era mi intención',
  addressee: 'tú|tu|te|ti|contigo|tuyo|tuya|tus|usted|vosotros|vosotras|os|vuestro*',
  self: 'yo|me|mi|mis|mí|conmigo|soy|estoy|nosotros|nosotras|nos|nuestro*',
  others:
    'él|ella|ellos|ellas|le|les|su|sus|jefe*|jefa*|vecin*|herman*|madre|padre|mamá|papá|padres|ex|novio*|novia*|compañer*|profe*|tío|tía|gente|alguien|algún|alguna|marido|mujer|hijo|hija|casero*|político*|^un|^una',
  youAre: 'eres|sois|es usted',
  contrast: 'pero|sin embargo|aunque',
  neutral: 'aquí no pasa nada|de nuevo',
  boosters: '',
};
