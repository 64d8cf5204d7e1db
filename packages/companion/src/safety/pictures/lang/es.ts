import type { PictureRules } from '../types.js';

/** Spanish (es-ES). */
export const es: PictureRules = {
  segmented: true,
  minorsSexual: [
    'pornografía infantil|porno infantil|pedopornografía|abuso sexual infantil|lolicon|shotacon|csam',
  ].join('|'),
  sexual: [
    'desnud*|en pelotas|sin ropa|en cueros|topless|nudista*|naturista*|desvistiéndose|desvestid*',
    'porno|porn|*porno|pornográfic*|pornografía|xxx|nsfw|hentai|ecchi|obscen*|explícit*',
    'sexo|sexual|sexuales|relaciones sexuales|acto sexual|haciendo el amor|hacer el amor',
    'hacen el amor|teniendo sexo|follando|follar|coito|felación|masturb*|orgasmo*|orgía*',
    'genital*|genitales|pene|penes|vagina*|vulva*|clítoris|erección',
    'pechos|tetas|senos|pezón|pezones|erótic*|erotismo|bdsm|bondage|fetich*|consolador*',
  ].join('|'),
  artNude: [
    'estatua de david|el david de miguel ángel|david de miguel ángel|venus de milo|nacimiento de venus',
  ].join('|'),
  suggestive: [
    'sexy|sensual*|seductor*|seductiv*|provocativ*|provocador*|sugerente*|insinuante*|lujurios*',
    'lencería|ropa interior|bragas|braguitas|tanga*|sujetador*|liguero*|medias de red|striptease',
    'stripper*|piernas abiertas|escote pronunciado|escotad*|boudoir|pin-up|calzoncillo*',
  ].join('|'),
  minors: [
    'niño|niños|niña|niñas|niñito*|niñita*|nene|nena|nenes|nenas|crío|críos|chiquillo*|chiquilla*',
    'bebé|bebés|infante*|infantil|menor|menores|menor de edad|adolescente*|preadolescente*|púber*',
    'colegial*|escolar*|loli|lolita|shota|teen|# años|menos de 18',
  ].join('|'),
  numbers: [
    'dos=2|tres=3|cuatro=4|cinco=5|seis=6|siete=7|ocho=8|nueve=9|diez=10|once=11|doce=12|trece=13',
    'catorce=14|quince=15|dieciséis=16|diecisiete=17|dieciocho=18|diecinueve=19|veinte=20',
    'treinta=30|cuarenta=40|cincuenta=50|sesenta=60|setenta=70|ochenta=80|noventa=90|&y',
  ].join('|'),
  violence: [
    'gore|desmembrad*|desmembramiento|decapitad*|decapitación|degollad*|degollamiento|tortura*',
    'torturad*|mutilad*|mutilación|destripad*|eviscerad*|vísceras|entrañas|intestinos saliendo',
    'intestinos fuera|intestinos colgando|empapad* en sangre|empapad* de sangre|bañad* en sangre',
    'cubiert* de sangre|charco de sangre|baño de sangre|salpicaduras de sangre|sangre por todas partes',
    'cadáver ensangrentado|cuerpo ensangrentado|despedazad*|descuartizad*|masacre*|carnicería humana',
    'cabeza cortada|cabezas cortadas|miembros cortados|miembros cercenados|cercenad*|empalad*',
    'quemad* viv*|desollad*|caníbal*|canibalismo|cadáver en descomposición|violación|violad*',
    'agresión sexual',
  ].join('|'),
  selfHarm: [
    'suicidio*|suicida*|suicidarse|suicidándose|se suicida|autolesión|autolesiones|autolesion*',
    'se corta las venas|cortándose las venas|cortarse las venas|cortes en ~ muñeca*|cortes en ~ brazo*',
    'cortarse las muñecas|ahorcad*|ahorcarse|ahorcándose|se ahorca|soga al cuello',
    'pegándose un tiro|pegarse un tiro|se pega un tiro|se dispara|dispararse|disparándose',
    'quitarse la vida|se quita la vida|sobredosis|tirarse de un edificio|lanzarse al vacío',
    'saltar al vacío|se lanza al vacío',
  ].join('|'),
  wounds: 'cortes|cortaduras|tajos',
  woundPlaces: 'antebrazo*|muñeca|muñecas|muslo*',
  exceptions: [
    'pechuga*|cáncer de mama|juego del ahorcado|sexo del bebé|nudo de|nudos de|nudo marinero',
    'nudo corredizo|nudo gordiano',
  ].join('|'),
  falseFriends: '',
};
