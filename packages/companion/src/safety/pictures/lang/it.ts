import type { PictureRules } from '../types.js';

const UNDER_18 =
  'seienne|settenne|ottenne|novenne|decenne|undicenne|dodicenne|tredicenne|quattordicenne|quindicenne|sedicenne|diciassettenne';

/** Italian (it-IT). */
export const it: PictureRules = {
  segmented: true,
  minorsSexual: [
    'pedopornografia|pedopornografico|pedopornografica|pornografia infantile|porno infantile',
    'abuso sessuale su minori|lolicon|shotacon|csam',
  ].join('|'),
  sexual: [
    'nudo|nuda|nudi|nude|nudità|svestit*|spogliat*|senza vestiti|tutto nudo|topless|nudist*|naturist*',
    'porno|porn|*porno|pornografic*|pornografia|xxx|nsfw|hentai|ecchi|osceno|oscena|osceni|esplicit*',
    'sesso|sessuale|sessuali|rapporto sessuale|rapporti sessuali|atto sessuale',
    "fare l'amore|fa l'amore|fanno l'amore|fa sesso|fanno sesso|fare sesso|pompino|masturb*",
    'orgasmo|orgasmi|orgia|orge|genital*|pene|vagina*|vulva|clitoride|erezione',
    'tette|seni|capezzol*|erotic*|erotismo|bdsm|bondage|feticis*|vibratore|dildo',
  ].join('|'),
  artNude: [
    'statua del david|statua di david|david di michelangelo|il david|venere di milo|nascita di venere',
  ].join('|'),
  suggestive: [
    'sexy|sensual*|seducent*|provocant*|ammiccant*|lascivi*|lussurios*|malizios*|osé',
    'lingerie|biancheria intima|intimo sexy|mutandin*|mutande|perizoma|tanga|reggiseno|reggiseni',
    'reggicalze|calze a rete|spogliarell*|lap dance|pole dance|gambe aperte|gambe divaricate',
    'scollatura profonda|succint*|pin-up|boudoir',
  ].join('|'),
  minors: [
    'bambino|bambina|bambini|bambine|bimbo|bimba|bimbi|bimbe|bambinett*|neonat*|infante|infanti',
    'ragazzino|ragazzina|ragazzini|ragazzine|fanciull*|adolescent*|minorenn*|minore|minori',
    'scolar*|scolaretta|scolarette|studentess* delle medie|studenti delle medie|alle medie',
    'delle elementari|loli|lolita|shota|teen|# anni|meno di 18',
    UNDER_18,
  ].join('|'),
  numbers: [
    'due=2|tre=3|quattro=4|cinque=5|sei=6|sette=7|otto=8|nove=9|dieci=10|undici=11|dodici=12',
    'tredici=13|quattordici=14|quindici=15|sedici=16|diciassette=17|diciotto=18|diciannove=19',
    'venti=20|trenta=30|quaranta=40|cinquanta=50|sessanta=60|settanta=70|ottanta=80|novanta=90',
  ].join('|'),
  violence: [
    'gore|smembrat*|smembramento|decapitat*|decapitazione|tortur*|mutilat*|mutilazione|sventrat*',
    'eviscerat*|viscere|budella|interiora|intestini che fuoriescono|intestini di fuori|dilaniat*',
    'fatto a pezzi|fatta a pezzi|fatti a pezzi|squartat*|intris* di sangue|coperto di sangue',
    'coperta di sangue|ricoperto di sangue|pozza di sangue|bagno di sangue|sangue ovunque',
    'schizzi di sangue|cadavere insanguinato|corpo insanguinato|massacro|carneficina|testa mozzata',
    'teste mozzate|arti mozzati|mozzat*|impalat*|bruciat* viv*|scuoiat*|cannibal*|sgozzat*',
    'cadavere in decomposizione|stupro|stuprat*|violenza sessuale',
  ].join('|'),
  selfHarm: [
    'suicidio|suicidi|suicid*|si suicida|autolesion*|si taglia le vene|tagliarsi le vene',
    'tagliandosi le vene|tagli sui polsi|polsi tagliati|impiccat*|impiccarsi|si impicca',
    'cappio al collo|cappio|si spara|spararsi|sparandosi|togliersi la vita|si toglie la vita',
    'overdose|buttarsi nel vuoto|gettarsi nel vuoto|lanciarsi nel vuoto|si butta nel vuoto',
  ].join('|'),
  wounds: 'tagli|taglietti|ferite da taglio',
  woundPlaces: 'avambracci*|polso|polsi|coscia|cosce',
  exceptions: [
    'cancro al seno|tumore al seno|petto di pollo|piedi nudi|a piedi nudi|occhio nudo|a occhio nudo',
    "mani nude|a mani nude|muri nudi|rami nudi|gioco dell'impiccato",
  ].join('|'),
  falseFriends: 'nudo|nude',
};
