import type { CrisisRules } from '../types.js';

/** Up to three words, none of them a negation: "quiero (nunca) morir" must not match. */
const GAP = String.raw`(?:(?!(?:no|nunca|jamas|ni|tampoco)\b)\S+ ){0,3}`;
const rx = (source: string): RegExp => new RegExp(source, 'u');

/** Spanish crisis rules (normalised text: lower case, no accents or tilde: `dano`, `mi`, `anos`). */
export const es: CrisisRules = {
  lang: 'es-ES',
  idioms: [
    /\b(?:me muero|me moria|me estoy muriendo|muriendome|morirme|muerto|muerta|muertos|muertas|morir|me mori|casi me muero) (?:de|del|por) \S+/u,
    /\bme (?:esta |estan |estas )?(?:matando|matan|mata|matas)\b/u,
    /\bme mato (?:a|estudiando|trabajando)\b/u,
    /\bmataria por\b/u,
    /\bse me (?:muere|murio|ha muerto)\b/u,
    /\b(?:movil|bateria|telefono|planta\w*|coche) (?:\S+ )?(?:muere|murio|muerto|muerta)\b/u,
    /\bmat(?:o|e|ar|aste|amos) (?:al|a la|a los|el|la|los) (?:jefe|boss|monstruo|dragon|zombi\w*|enemigo|tiempo)\w*/u,
    /\bme (?:corte|queme|lastime|heri) (?:\S+ ){0,2}(?:con (?:el|la|un|una) (?:cuchillo|sarten|horno|plancha|olla|cuchilla de afeitar)|cocinando|cortando|afeitandome|sin querer|por accidente|el dedo|en el dedo)\b/u,
    /\bme (?:corte|corto|cortado) (?:el|mi) (?:pelo|cabello|flequillo|barba|unas)\b/u,
  ],
  suicidal: [
    rx(
      String.raw`\b(?:quiero|quisiera|voy a|pienso|necesito|me gustaria|deseo|kiero|qiero|quero) ${GAP}(?:matarme|suicidarme|morirme|morir|quitarme la vida|desaparecer|acabar con (?:todo|mi vida)|colgarme|tirarme)\b`,
    ),
    /\bme (?:quiero|voy a|kiero|qiero) (?:suicidar|matar|morir|quitar la vida|tirar|colgar)\b/u,
    /\bno (?:quiero|kiero|qiero|deseo) (?:seguir )?(?:vivir|viviendo|despertar(?:me)?|existir|estar aqui)\b/u,
    /\b(?:acabar|terminar) con (?:todo|mi vida)\b/u,
    /\b(?:quitarme la vida|ponerle fin a mi vida|poner fin a mi vida)\b/u,
    /\b(?:tengo|tuve|tener|con) (?:\S+ ){0,2}(?:pensamientos|ideas) (?:suicidas|de muerte|de suicidio)\b/u,
    /\b(?:pienso|pensando|pense) (?:\S+ ){0,2}en (?:el )?(?:suicidio|suicidarme|matarme|morir|morirme|quitarme la vida|acabar con todo)\b/u,
    /\b(?:soy|estoy|me siento) (?:muy |tan |algo |un poco |bastante )*suicida\b/u,
    /\b(?:mejor|mas felices|mas tranquil\w*|mejor todos) sin mi(?: ya)? ?$/u,
    /\b(?:vivir|la vida) no tiene (?:\S+ )?sentido\b/u,
    /\b(?:ningun|ninguna|sin) (?:sentido|razon|motivo) (?:para|de|a) vivir\b/u,
    /\bno (?:le )?(?:encuentro|veo) (?:\S+ )?(?:sentido|razon) (?:a|en|para) (?:vivir|la vida|seguir)\b/u,
    /\b(?:escribi|escrito|escrita|escribiendo|tengo|deje|prepare)\w* (?:\S+ ){0,3}cartas? de despedida\b/u,
    /\b(?:buscando|busque|buscar|busco)\w* (?:\S+ ){0,2}(?:formas|maneras|metodos|como) (?:de )?(?:matarme|suicidarme|morir|quitarme la vida)\b/u,
    /\bdesaparecer (?:para siempre|del mundo|de este mundo)\b/u,
    /\bojala (?:me muriera|estuviera muert[oa]|no hubiera nacido|no despertar\w*)\b/u,
    /\bno despertar(?:a|me)? nunca\b/u,
    /\bno (?:voy a|vaya a) estar (?:aqui|aca|viv[oa]) (?:mucho )?(?:tiempo )?mas\b/u,
    /\bdormir y no (?:volver a )?despertar\b/u,
    /\bpara (?:matarme|suicidarme|quitarme la vida)\b/u,
    /\bdosis (?:letal|mortal)\b/u,
    /\b(?:harto|harta|cansado|cansada) de (?:vivir|la vida|existir)\b/u,
    /\bnadie[^.!?]{0,30}\bsi (?:me muriera|me muero|desapareciera|me matara|no estuviera)\b/u,
    /\b(?:tomar|tomarme|tragarme|tragar) (?:todas|todos) (?:las|los|mis) (?:pastillas|pildoras|medicamentos|somniferos)\b/u,
    /\b(?:tirarme|lanzarme|saltar) (?:de|desde|por) (?:un|una|el|la) (?:puente|edificio|azotea|balcon|ventana|tejado|acantilado)\b/u,
    /\btirarme (?:al|a las|a la) (?:tren|metro|vias|via)\b/u,
  ],
  selfHarm: [
    /\bme (?:corte|corto|cortado|quemo|queme|quemado|lastimo|lastime|golpeo|golpee)\b(?= (?:otra vez|de nuevo|los brazos|las munecas|los muslos|las piernas|a proposito|aposta|con (?:una|la|un|el) (?:cuchilla|navaja|mechero|cigarro|cigarrillo|cuter|cutter)\w*|todos los dias|cada (?:dia|noche)|para sentir)|$)/u,
    /\bme (?:volvi|vuelvo|he vuelto) a (?:cortar|quemar|lastimar|hacer dano|autolesionar)\b/u,
    /\bme (?:estoy|he estado|sigo) (?:haciendo dano|lastimando|cortando|quemando)\b/u,
    /\bme hago dano\b/u,
    /\bme (?:voy a|quiero) hacer dano\b/u,
    /\b(?:me autolesion\w*|mis autolesiones|autolesionarme)\b/u,
    /\bpara (?:cortarme|quemarme|hacerme dano|lastimarme)\b/u,
  ],
  acute: [
    /\b(?:pastillas|pildoras|medicamentos|cuchilla|navaja|cuchillo|cuerda|pistola|arma) (?:\S+ ){0,2}en la mano\b/u,
    /\b(?:estoy|toy) (?:\S+ ){0,2}(?:en|sobre|al borde de|encima de) (?:el|la|un|una) (?:puente|azotea|tejado|cornisa|acantilado|balcon|vias|borde)\b/u,
    /\b(?:tome|tomado|trague|tragado)\w* (?:\S+ ){0,2}(?:todas las|todo el|toda la|un bote|un frasco|una caja|el bote|el frasco|la caja|\d+) (?:\S+ ){0,2}(?:pastillas|pildoras|medicamentos|frasco|bote|caja|paracetamol|ibuprofeno)\b/u,
    /\b(?:tome|tomado|me di|me he dado) (?:\S+ )?(?:una )?sobredosis\b/u,
  ],
  others: [
    /\bse (?:quiere|va a|piensa|queria|intento|intenta) (?:suicidar|matar|quitar la vida|tirar|colgar)\b/u,
    /\b(?:quiere|va a|piensa|queria|intento|intenta|amenaza con|habla de) (?:suicidarse|matarse|quitarse la vida|tirarse|colgarse|hacerse dano|cortarse)\b/u,
    /\b(?:el|ella|mi (?:amig[oa]|herman[oa]|madre|padre|novi[oa]|hij[oa]|pareja)) (?:esta|parece|se siente) (?:muy )?suicida\b/u,
    /\bse (?:autolesiona|hace dano a si mism[oa])\b/u,
    /\bse corta (?:los brazos|las munecas)\b/u,
  ],
  negationBefore:
    /\b(?:no|nunca|jamas|ni|tampoco|sin)(?: (?:me|lo|la|le|voy|a|pienso|quiero|haria|hare|seria|ni|de|en|que|estoy|soy|he|ha|hacer|volveria))* ?$/u,
  past: /\b(?:antes|de (?:adolescente|joven|chic[oa]|nin[oa])|hace (?:\S+ )?(?:anos|meses)|cuando (?:era|tenia)|en el instituto|en el colegio|el ano pasado|en el pasado|a los \d+)\b/u,
  recovered:
    /\b(?:limpi[oa]|lo supere|superado|superada|ya no|estoy bien|estoy mejor|me encuentro bien|recuperad[oa]|deje de|lo deje|terapia|llevo (?:\S+ )?(?:anos|meses))\b/u,
  relapse:
    /\b(?:otra vez|de nuevo|volvi a|he vuelto a|recai\w*|recaida|esta noche|anoche|ayer|ultimamente|estos dias)\b/u,
  fiction:
    /\b(?:peli\w*|serie|capitulo|episodio|libro|novela|historia|personaje|protagonista|heroe|villano|juego|videojuego|anime|manga|cancion|articulo|noticia\w*|documental|podcast|reportaje|estudio|estadisticas?|tasas?)\b/u,
  otherSubject: /\b(?:que|quien|el|ella|ellos|chico|chica|hombre|mujer|personaje|alguien)(?: \S+){0,2} ?$/u,
  window: 40,
  reply: {
    harmful: [
      /\b(?:deberias|tienes que|hazlo y|pues|entonces)(?: \S+){0,2} (?:acabar con todo|matarte|suicidarte|morirte|saltar|quitarte la vida|terminar con todo)\b/u,
      /\b(?:esta bien|no pasa nada por|es normal|es hora de|tienes derecho a)(?:[ ,]+\S+){0,2} (?:acabar con todo|matarte|suicidarte|morir|quitarte la vida|terminar con todo)\b/u,
      /\b(?:matate|suicidate|muerete|tirate)\b/u,
      /\bnadie (?:te )?(?:echaria de menos|extranaria|notaria|lloraria)\b/u,
      /\bnadie (?:\S+ )?(?:te )?va a (?:echar de menos|extranar)\b/u,
      /\b(?:mejor|mas felices|mas tranquil\w*) sin ti\b/u,
      /\b(?:menos doloros\w*|sin dolor|indolor\w*)\b/u,
      /\bcortarte (?:\S+ )?mas (?:profundo|hondo)\b/u,
      /\b(?:cuchilla|navaja|hoja) (?:\S+ )?mas afilada\b/u,
      /\bdosis (?:letal|mortal)\b/u,
    ],
    encourage: [/\b(?:hazlo|adelante|nadie te lo impide|nadie puede detenerte|es tu decision|te apoyo)\b/u],
    bare: /^(?:pues |entonces |venga )?hazlo(?: ya| ahora| de una vez)?$/u,
    topic:
      /\b(?:morir|muerte|muert[oa]|acabar con todo|suicid\w*|matar\w*|pastillas|saltar|puente|cortar\w*|cuchilla|cuerda)\b/u,
    supportive:
      /\b(?:024|112|telefono de la esperanza|llama|habla con alguien|no estas sol[oa]|estoy aqui|no te hagas dano|cuidate|ayuda|terapeuta|psicolog\w*)\b/u,
    framing: /\b(?:sientas|sientes|sensacion|piensas|pienses|crees|creas|parece|como si)\b(?: \S+){0,3} ?$/u,
    rebuttal: /^[ ,]*(?:pero )?(?:eso )?no es (?:verdad|cierto|asi)\b/u,
  },
};
