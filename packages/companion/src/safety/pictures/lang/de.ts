import type { PictureRules } from '../types.js';

const UNDER_18 =
  'ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn';

/** German (de-DE). Compounds are matched with `*` on both sides (`*nackt*`, `*porno*`). */
export const de: PictureRules = {
  segmented: true,
  minorsSexual: [
    '*kinderporn*|*kinderpornograf*|*kindersex*|*jugendporn*|kindesmissbrauch*|kipo|lolicon|shotacon|jailbait|csam',
  ].join('|'),
  sexual: [
    '*nackt*|entblößt*|entkleid*|unbekleidet*|ohne kleidung|ohne klamotten|hüllenlos*|splitterfasernackt',
    'oben ohne|unten ohne|barbusig*|fkk*|nudist*|naturist*',
    '*porno*|porn|*pornograf*|*pornograph*|xxx|nsfw|hentai|ecchi|explizit*|obszön*',
    'sex|*sex|sexszene*|sexbild*|sexfoto*|sexvideo*|sexpuppe*|sexspielzeug*|sexuell*|beim sex|sex haben',
    'geschlechtsverkehr|geschlechtsakt|geschlechtsteil*|genital*|penis*|vagina*|vulva|klitoris|erektion',
    'brüste|nippel*|brustwarze*|titten|möpse|masturb*|selbstbefriedigung|orgasmus|orgie*|oralsex',
    'erotik*|erotisch*|bdsm|bondage|fetisch*|dildo*|intimbereich',
  ].join('|'),
  artNude: [
    'david statue|davidstatue|statue des david|david von michelangelo|michelangelos david',
    'venus von milo|geburt der venus',
  ].join('|'),
  suggestive: [
    'sexy|verführerisch*|aufreizend*|lasziv*|provokant*|freizügig*|anzüglich*|lüstern*',
    'dessous|reizwäsche|*unterwäsche|unterhose*|höschen|slip|slips|string|tanga*|*tanga|bh|strapse*',
    'netzstrümpfe|stripper*|striptease|poledance|lapdance|busen|dekolleté|knapp bekleidet',
    'spärlich bekleidet|breitbeinig|gespreizte beine|beine gespreizt|schlafzimmerblick|pin-up',
    'pinup|boudoir',
  ].join('|'),
  minors: [
    'kind|kinder|*kind|kinder*|baby|babys|säugling*|kleinkind*|kleines mädchen|kleine mädchen',
    'junges mädchen|junge mädchen|kleiner junge|ein =junge|der =junge|einen =jungen|dem =jungen',
    'jungs|knabe*|bub|buben|teen|teens|teenager*|teenie*|jugendlich*|minderjährig*|schüler*',
    'schulmädchen*|schuljunge*|grundschul*|loli|lolita|shota|unter 18|unter achtzehn',
    '# jahre alt|# jahre jung|# jährig*|im alter von #|mit # jahren',
    UNDER_18.split('|')
      .map((n) => `${n}jährig*`)
      .join('|'),
  ].join('|'),
  numbers: [
    'ein=1|eins=1|zwei=2|drei=3|vier=4|fünf=5|sechs=6|sieben=7|acht=8|neun=9|zehn=10|elf=11|zwölf=12',
    'dreizehn=13|vierzehn=14|fünfzehn=15|sechzehn=16|siebzehn=17|achtzehn=18|neunzehn=19',
    'zwanzig=20|dreißig=30|vierzig=40|fünfzig=50|sechzig=60|siebzig=70|achtzig=80|neunzig=90',
  ].join('|'),
  violence: [
    'gore|*zerstückel*|enthaupt*|geköpft*|köpfung|folter*|gefoltert*|verstümmel*|ausgeweidet*',
    'ausweiden|eingeweide|gedärme|blutgetränkt*|blutüberströmt*|blutlache|in einer blutlache|blutbad',
    'blutspritzer|blut spritzt|zerfetzt*|zerfleischt*|in stücke gerissen|massaker|abgeschlachtet*',
    'gemetzel|gehäutet*|lebendig verbrannt|bei lebendigem leib|aufgespießt*|kannibal*|menschenfleisch',
    'abgetrennt* kopf|abgetrennt* köpfe|abgetrennt* gliedmaßen|abgetrennt* arm*|abgetrennt* bein*',
    'abgetrennt* hand|abgetrennt* hände|abgetrennt* körperteil*|verwest* leiche*|verwesend* leiche*',
    'blutig* leiche*|mit blut überströmt|vergewaltig*|sexuelle gewalt|sexueller missbrauch',
  ].join('|'),
  selfHarm: [
    'selbstmord*|suizid*|selbstverletz*|selbstverstümmel*|ritzt sich|ritzen sich|sich ritzen',
    'sich zu ritzen|sich ~ ritzt|*pulsader*|erhängt*|erhängen|sich aufhängen|sich ~ aufgehängt',
    'hängt sich auf|hängte sich auf|strick um den hals|schlinge um den hals|erschießt sich',
    'erschoss sich|sich erschießen|sich erschossen|sich ~ erschießen|sich ~ erschossen',
    'bringt sich um|brachte sich um|sich umbringen|sich ~ umbringen|nimmt sich das leben',
    'nahm sich das leben|sich das leben nehmen|freitod|überdosis|abschiedsbrief*',
  ].join('|'),
  wounds: 'schnitte|schnitten|schnittwunde*|ritzwunde*|ritzer|ritznarbe*|schnittverletzung*',
  woundPlaces: 'unterarm*|handgelenk*|oberschenkel*',
  exceptions: [
    'hähnchenbrust|putenbrust|entenbrust|brustkrebs*|nacktschneck*|nacktmull*|nackte wahrheit',
    'sextant*|sextett*|unisex|sussex|essex|middlesex|wessex|kind of|a kind|kind woman|kind man|kind face|kind eyes|kind smile|kind person',
    'kind lady|kind old|kind-hearted|kind hearted|so kind|very kind|be kind|all kinds|what kind',
    'this kind|that kind|any kind|some kind|one kind|kind regards',
  ].join('|'),
  falseFriends: '',
};
