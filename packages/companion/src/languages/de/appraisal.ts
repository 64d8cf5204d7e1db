import type { Lexicon } from '../parts/appraisal.js';

/** German (de-DE). */
export const appraisal: Lexicon = {
  segmented: true,
  positive: [
    'gut|toll|super|schöne|schönes|schöner|schönen|wie schön|so schön|sehr schön|prima|klasse|freue*|froh|glücklich|danke*|wunderbar|fantastisch|perfekt|spaß|lustig|haha*|geil|cool|genial|herrlich|bestens|juhu',
    'freude|fröhlich|dankbar|erleichtert|zufrieden|stolz|begeistert|großartig|grossartig|hervorragend|ausgezeichnet|wundervoll|traumhaft|top|spitze|spitzenmäßig|yeah|yay|hihi*|lol|jippie|hurra',
    'gut gemacht|glückwunsch*|gratuliere|herzlichen glückwunsch|gewonnen|baby bekommen|kind bekommen|geboren|schwanger|nachwuchs|gewinne*|bestanden|geschafft|befördert|verlobt|geheiratet|urlaub|reise|verreisen|fliegen wir|alles gute zum geburtstag|geburtstagsfeier|feier*|erfolg*|endlich geschafft|job bekommen|stelle bekommen|zusage bekommen|gute nachrichten|tolle neuigkeiten',
    'geht es besser|geht mir besser|besser|entspannt|ruhig|gemütlich|sicher|alles gut|kein problem|gern geschehen|gerne doch|sehr gerne|mit vergnügen|lächel*|lache*|gelacht',
    'interessant|hilfreich|geholfen|nützlich|schöner tag|freut mich|macht spaß|gefällt mir|liebe es|mag es|das beste|klingt gut|hört sich gut an|vorfreude|freu mich|kann es kaum erwarten|kaum erwarten',
    'gerettet|den tag gerettet|glück|glücklicherweise|zum glück|gott sei dank|wow super|mega gut|richtig gut|echt gut|nice|lecker|schönes|wunderschönen tag|gern gemacht',
    'gehaltserhöhung|abschluss|gute note|gute noten|welpe|kätzchen|geschenk|geschenkt|date lief gut|spaß gehabt|sonnig|sonne|lecker|gekauft|eingezogen|fertig geworden|endlich fertig|freier tag|konzert|strand|wochenende frei',
    'ersten schritte|erste schritte|erstes wort|führerschein|führerscheinprüfung',
    'heiraten|wir heiraten|heirate',
  ].join('|'),
  negative: [
    'schlecht|schrecklich|furchtbar|mies|hasse*|schlimm*|ärger*|wütend|sauer|problem*|falsch|enttäusch*|langweilig|blöd|doof|angst|sorge*|nervig',
    'stress*|gestresst|panik|nervös|frust*|genervt|nervt|sorgen|besorgt|peinlich|schuldig|eifersüchtig|bereue*|fehler|chaos|mist|kacke|scheiße|scheisse|verdammt|mist',
    'hart|harten tag|schwierig|schwer|anstrengend|pleite|unfair|gemein|unhöflich|eklig|igitt|ugh|leider|blöderweise|katastrophe|albtraum|alptraum|hölle|unfall|verletzt|gekündigt|rausgeschmissen',
    'betrogen|gelogen|hat mich verraten|angeschrien|angebrüllt|angeschnauzt|angemeckert|streit|gestritten|stau|verspätet|verspätung|zu spät|abgesagt|ruiniert|kaputt gegangen|verloren|befürchte|fürchte|horror|kopfschmerzen|überfordert|druck|schulden|rechnungen',
    'hab keine lust|keine lust|nervt mich|regt mich auf|aufgeregt über|satt|die nase voll|durchgefallen|nicht bestanden|versagt|verpasst',
    'job verloren|arbeit verloren|handy verloren|geldbeutel verloren|kaputt gemacht|verpasst|vergessen|geklaut|gestohlen|ausgeraubt|abgezockt|panne|platten|grippe|fieber|erkältet|erkältung|husten|kater|festgesteckt|ghostet|geghostet|versetzt|abgesagt|miete|kann mir nicht leisten|zu teuer|teuer|überstunden|geschrien|meckert|beschwert',
    'akku leer|akku ist leer|akku ist schon wieder leer|handyakku|verschüttet|umgeworfen|vom tisch geworfen|runtergeworfen',
    'unruhig',
  ].join('|'),
  compliment: [
    'hübsch|wunderschön|klug|schlau|intelligent|nett|lieb|süß*|charmant|attraktiv|talentiert|weise|du bist toll|du bist super|stolz auf dich|bezaubernd|schöne augen',
    'netteste*|liebste*|schönste*|klügste*|beste*|großartig|grossartig|genial|witzig|humorvoll|aufmerksam|fürsorglich|großzügig|geduldig|sanft|einfühlsam|hilfsbereit|zuverlässig|ehrlich|mutig|stark|kreativ',
    'du bist der beste|du bist die beste|du bist großartig|du bist genial|du bist so lieb|du bist lieb|du bist süß|du bist klug|du bist schlau|du bist wunderbar|du bist einzigartig|du bist besonders',
    'siehst gut aus|siehst toll aus|siehst wunderschön aus|sieht gut aus|umwerfend|atemberaubend|sexy|niedlich|knuffig|goldig|zauberhaft|beeindruckend|inspirierend|verstehst mich|gut zuhören|gute antwort|geniale antwort|kluger kopf|schlaukopf',
  ].join('|'),
  insult: [
    'dumm*|idiot*|depp|trottel|vollidiot|arschloch|blödmann|versager|halt die klappe|halts maul|nutzlos|wertlos|widerlich|hässlich|scheiß*|mistkerl|penner',
    'leck mich|leck mich doch|verpiss dich|hau ab|fick dich|fresse|halt die fresse|halt dein maul|maul|schnauze|halt die schnauze|bescheuert|behindert|spast*|vollpfosten|hohlkopf|dummkopf|schwachkopf',
    'bastard|hurensohn|wichser|schlampe|miststück|drecksack|dreck*|schrott|haufen schrott|müll|abschaum|lügner|feigling|loser|lusche|pfeife|flasche|nervensäge|nervst|du nervst|du bist nervig',
    'ich hasse dich|hasse dich|du kotzt mich an|kotzt mich an|peinlich|lächerlich|erbärmlich|armselig|unfähig|inkompetent|blöde kuh|dumme kuh|affe|schwein|sau|arsch|geh sterben|zum teufel|fahr zur hölle',
    'zeitverschwendung|komplette zeitverschwendung|reine zeitverschwendung',
    'langweiler|langweilerin',
  ].join('|'),
  threat: [
    'töte*|umbringen|bring dich um|verletz*|zerstör*|angreif*|schlag dich|stirb|tot|mord*|rache|drohe*|waffe|messer|pistole',
    'tu dir weh|tue dir weh|wehtun|weh tun|polier dir|polier dir die fresse|in die fresse|fresse polieren|schlag dich tot|mach dich fertig|mach dich kalt|kalt machen|abstechen|erstechen|erschießen|erschiess*',
    'pass bloß auf|pass auf dich auf|weiß wo du wohnst|weiss wo du wohnst|finde dich|ich krieg dich|krieg dich|wirst es bereuen|wirst du bereuen|bist tot|bist du tot|abknallen|erwürgen|würgen|verprügeln|verprügel*',
    'schlagen|prügel*|bombe|sprengen|vergiften|folter*|vergewaltig*|entführ*|gewalt|blut|bluten|knarre|bedroh*|auflauern|brech dir das genick|breche dir das genick|genick brechen|brech dir die knochen|brech dir die beine|brech dir den arm|dreh dir den hals um|dir wird es leid tun|das wirst du bereuen|wirst du es bereuen|du wirst es bereuen|wirst es noch bereuen|mach dich alle',
  ].join('|'),
  affection: [
    'liebe|ich liebe dich|in dich verknallt|in dich verliebt|hab dich lieb|vermisse dich|umarm*|kuss|küss*|schatz|liebling|mein herz|kuscheln|bedeutest mir',
    'lieb dich|hab dich so lieb|hdl|hdgdl|ild|vermiss dich|ich vermisse dich|du fehlst mir|fehlst mir|denk an dich|denke an dich|an dich denken|schätzchen|schatzi|mausi|maus|hase|häschen|süße|süßer',
    'bedeutest mir alles|bedeutest mir viel|verliebt|verknallt|schmusen|kuschel*|halt mich|in deinen armen|in den arm|bei dir sein|bei dir|mit dir zusammen|für immer|seelenverwandt*|herz|herzchen|brauche dich|will dich',
    'dicke umarmung|fette umarmung|drück dich|drücker|knuddel*|bussi|küsschen|schmatzer|gute nacht schatz|träum süß|träum was schönes|schlaf gut|mein engel|engel|liebste|liebster|geliebt*|zärtlich*',
  ].join('|'),
  excitement: [
    'wow|krass|unglaublich|aufregend|aufgeregt|schnell|sofort|dringend|eilig|wahnsinn|irre|party|kann es kaum erwarten|hammer',
    'oh mein gott|omg|oh gott|boah|alter|unfassbar|endlich|rate mal|stell dir vor|der hammer|mega|wahnsinnig|verrückt|nicht zu fassen|ich fass es nicht|hammer news|geil|hype|los geht|auf geht',
    'beeil dich|schnell schnell|notfall|jetzt sofort|gleich|sensationell|sensation|riesig|wahnsinnsnachricht|überraschung|schockiert|sprachlos|juhu|jaaa*|yes',
  ].join('|'),
  command: [
    'sofort|mach das|sag mir|hör zu|gehorche|du musst|ich befehle|stopp|gib mir|antworte',
    'erzähl mir|erzähl|erklär mir|zeig mir|schick mir|mach es|tu es|tu was ich sage|mach was ich sage|ich sagte|ich hab gesagt|beeil dich|du sollst|du hast zu|wage es nicht|komm her|hör auf',
    'beantworte|bring mir|finde|mach schon|hör mir zu|sieh mich an|pass auf|wiederhole|fasse zusammen|übersetze|berechne|erinnere mich|sei still|jetzt sofort|aber sofort|los jetzt',
  ].join('|'),
  polite: [
    'bitte|könntest du|würdest du|wären sie|gerne',
    'könnten sie|würden sie|wärst du so nett|wären sie so nett|wenn es geht|wenn möglich|falls möglich|wenn du zeit hast|keine eile|darf ich|dürfte ich|kann ich fragen|wäre es möglich',
    'danke im voraus|vielen dank im voraus|bitte schön|bitteschön|freundlicherweise|störung|entschuldige die störung',
  ].join('|'),
  sadness: [
    'traurig|einsam|allein|weine|weinen|weinte|geweint|tränen|deprimiert|depression|vermisse|verloren|trauer|schmerz*|müde|krank|hoffnungslos|kaputt|unglücklich',
    'einsamkeit|ganz allein|alleine|keine freunde|niemand versteht|niemand mag mich|niemand liebt mich|niemand hört|keiner versteht|keinen interessiert|niemanden interessiert|niemand interessiert',
    'gestorben|verstorben|tod|beerdigung|trauere|trauern|krebs|krankenhaus|scheidung|trennung|getrennt|schluss gemacht|verlassen|hat mich verlassen|vermisse ihn|vermisse sie|verloren habe',
    'entlassen|gefeuert|gekündigt|rausgeworfen|rausgeschmissen|arbeitslos|job los|stelle verloren|wie es weitergeht',
    'erschöpft|ausgelaugt|fertig|am ende|burnout|ausgebrannt|kann nicht schlafen|schlaflos|leer|weiß nicht was ich|weiß nicht mehr weiter|was ich mit meinem leben|mit meinem leben anfangen|weiß nicht weiter|sinnlos|bedeutungslos|hat keinen sinn|aufgeben|gebe auf|niedergeschlagen|bedrückt|elend|betrübt',
    'am boden zerstört|zerstört|verzweifelt|verzweiflung|heulen|heule|geheult|schluchz*|abgelehnt|zurückgewiesen|im stich gelassen|heimweh|liebeskummer|herzschmerz|nicht aufhören zu weinen|kann nicht mehr',
    'schlechten tag|harten tag|schweren tag|mieser tag|schlimmer tag|schlimmen tag|durch die prüfung gefallen|durchgefallen|versagt|fühle mich schlecht|mir geht es schlecht|mir gehts schlecht|geht mir schlecht',
    'vermisse mein|heimweh|niemand hat geschrieben|keiner hat geschrieben|niemand hat angerufen|wochenende allein|wieder allein|unsichtbar|ausgeschlossen|nicht gut genug|hasse mich|in den schlaf geweint|trauriger tag',
    'keiner hat an|niemand hat an|hat keiner gedacht|hat niemand gedacht|geburtstag vergessen|keiner kam|niemand kam',
  ].join('|'),
  greeting: [
    'hallo|hi|hey|guten morgen|guten tag|guten abend|gute nacht|wie geht es dir|wie gehts|servus|moin',
    "huhu|hallöchen|na du|grüß dich|grüß gott|grüezi|moinsen|tach|nabend|wie geht's|wie geht's dir|wie gehts dir|wie geht es ihnen|alles klar|was geht|na wie gehts|wie läufts",
    'schön dich kennenzulernen|freut mich dich kennenzulernen|willkommen|willkommen zurück|lange nicht gesehen|schön dich zu sehen|schön von dir zu hören|grüße|liebe grüße|lg|schlaf gut|bis später|bis bald',
  ].join('|'),
  novelty: [
    'neu|neue*|neuigkeit*|nachricht*|weißt du was|stell dir vor|überraschung|entdeck*|zum ersten mal|noch nie|gerade passiert|idee|erfind*',
    'neulich|kürzlich|aktuell|update|ankündigung|angekündigt|herausgefunden|gerade erfahren|gelernt|fun fact|wusstest du|rate mal|stellt sich heraus|anscheinend|plötzlich|unerwartet|seltsam|komisch|rätsel',
  ].join('|'),
  negations:
    'nicht|kein*|nie|niemals|nichts|weder|nicht mehr|gar nicht|überhaupt nicht|nich|net|ned|nimmer|kaum',
  negationsAfter: 'nicht|nie|niemals|nicht mehr|gar nicht|überhaupt nicht|nich|net|ned|nimmer',
  intensifiers:
    'sehr|so|wirklich|echt|extrem|total|absolut|zu|mega|voll|richtig|ganz|ultra|besonders|äußerst|höchst|tierisch|sau|arg|derbe|verdammt|so sehr|ganz schön|viel zu',
  diminishers:
    'etwas|bisschen|ein bisschen|ein wenig|leicht|kaum|eher|halbwegs|einigermaßen|ein klein wenig|fast',
  questions:
    'was|warum|wieso|weshalb|wie|wann|wo|wer|welche*|kannst|bist|hast|magst|willst|woher|wohin|wozu|weißt|könntest|würdest|ist|sind|gibt|hättest|machst|soll|sollte',
  apology:
    'tut mir leid|es tut mir leid|tut mir so leid|tut mir echt leid|tut mir wirklich leid|mein fehler|vergib mir|verzeih mir|verzeih|verzeihung|verzeihst du mir|entschuldige|entschuldigung|entschuldige bitte|ich entschuldige mich|sorry|das meinte ich nicht so|war nicht so gemeint|nicht so gemeint|ich nehme es zurück|kommt nicht wieder vor',
  addressee: 'du|dich|dir|dein*|euch|euer*',
  self: 'ich|mich|mir|mein*|wir|uns|unser*',
  others:
    'er|sie|ihn|ihm|sein|seine*|ihre*|chef*|nachbar*|bruder|brüder|schwester*|mutter|vater|mama|papa|eltern|ex|freund|freundin|kollege*|kollegin*|lehrer*|typ|typen|leute|irgendein*|jemand|mann|frau|vermieter*|sohn|tochter|onkel|tante|politiker*|mitbewohner*|^ein|^eine|^einer',
  youAre: 'du bist|ihr seid',
  contrast: 'aber|doch|jedoch|trotzdem|allerdings',
  neutral: '',
  boosters: 'super',
};
