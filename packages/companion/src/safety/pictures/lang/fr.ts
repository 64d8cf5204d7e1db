import type { PictureRules } from '../types.js';

/** French (fr-FR). Elided words match without their article (`l'enfant` → `enfant`). */
export const fr: PictureRules = {
  segmented: true,
  minorsSexual: [
    'pédopornographie|pédopornographique|pédopornographiques|porno infantile|pornographie infantile',
    'pornographie enfantine|pédocriminalité|lolicon|shotacon|csam',
  ].join('|'),
  sexual: [
    'nu|nue|nus|nues|nudité|tout nu|toute nue|dénudé*|à poil|déshabillé*|dévêtu*|sans vêtements',
    'sans habits|seins nus|topless|nudiste*|naturiste*',
    'porno|porn|*porno|pornographique*|pornographie|xxx|nsfw|hentai|ecchi|obscène*|explicite*',
    'sexe|sexes|sexuel|sexuelle|sexuels|sexuelles|rapport sexuel|acte sexuel',
    "faire l'amour|font l'amour|fait l'amour|en train de coucher|fellation|cunnilingus|sodomie",
    'masturb*|orgasme*|orgie*|partouze*|sextoy*|godemiché*',
    'organes génitaux|organe génital|génital*|pénis|vagin|vagins|vulve*|clitoris|érection',
    'seins|nichons|tétons|téton|mamelon*|érotique*|érotisme|bdsm|bondage|fétichis*',
  ].join('|'),
  artNude: [
    'statue de david|david de michel-ange|david de michelange|le david de michel-ange',
    'vénus de milo|naissance de vénus',
  ].join('|'),
  suggestive: [
    'sexy|séduisant*|séducteur|séductrice*|sensuel*|aguichant*|provocant*|provocatrice*|suggestif*',
    'suggestive*|lascif|lascive*|lubrique*|coquine*|allumeuse*',
    'lingerie|sous-vêtement*|sous vêtement*|culotte*|string|strings|tanga*|soutien-gorge*|soutif*',
    'porte-jarretelle*|bas résille|strip-tease|striptease|stripteaseuse*|pole dance|lap dance',
    'jambes écartées|décolleté plongeant|tenue légère|tenue osée|pin-up|boudoir',
  ].join('|'),
  minors: [
    'enfant|enfants|gamin|gamine|gamins|gamines|gosse|gosses|bébé|bébés|nourrisson*|bambin*',
    'petite fille|petites filles|fillette*|petit garçon|petits garçons|garçon|garçons|garçonnet*',
    'ado|ados|adolescent*|préado*|pré-ado*|mineur|mineure|mineurs|mineures|écolier*|écolière*',
    "collégien*|lycéen*|loli|lolita|shota|teen|moins de 18 ans|mineur d'âge",
    '# ans|âgé de # ans|âgée de # ans',
  ].join('|'),
  numbers: [
    'deux=2|trois=3|quatre=4|cinq=5|six=6|sept=7|huit=8|neuf=9|dix=10|onze=11|douze=12|treize=13',
    'quatorze=14|quinze=15|seize=16|vingt=20|trente=30|quarante=40|cinquante=50|soixante=60',
    'cent=100',
  ].join('|'),
  violence: [
    'gore|démembré*|démembrement|décapit*|égorgé*|égorgement|tortur*|mutilé*|mutilation*',
    'éventré*|éviscéré*|entrailles|viscères|boyaux|intestins qui sortent|intestins à l air',
    'couvert de sang|couverte de sang|couverts de sang|baignant dans le sang|baignant dans son sang',
    'mare de sang|bain de sang|flaque de sang|giclée* de sang|éclaboussures de sang|sang partout',
    'cadavre ensanglanté*|corps ensanglanté*|déchiqueté*|mis en pièces|découpé en morceaux|massacre*|carnage|tête coupée',
    'têtes coupées|membres coupés|membres arrachés|membre coupé|empalé*|brûlé vif|brûlés vifs',
    'écorché vif|écorchés vifs|cannibal*|cadavre en décomposition|corps en décomposition',
    'viol|violée|violé|violer|viols|agression sexuelle',
  ].join('|'),
  selfHarm: [
    'suicide*|suicidaire*|se suicide|se suicider|automutil*|scarifi*|se taillade|se tailladant',
    'se taillader|taillade les veines|tailladé les veines|se coupe les veines|se couper les veines',
    'se coupant les veines|se coupe les poignets|se couper les poignets|poignets tailladés',
    'coupures sur ~ poignet*|coupures sur ~ bras|pendu|pendue|pendus|se pend|se pendre|pendaison',
    'corde au cou|nœud coulant|se tire une balle|se tirer une balle|se tirant une balle',
    'se donner la mort|se donne la mort|mettre fin à ses jours|met fin à ses jours|overdose',
    "sauter d'un pont|sauter du toit|se jeter dans le vide|se jette dans le vide",
  ].join('|'),
  wounds: 'coupures|entailles|estafilades|scarifications',
  woundPlaces: 'poignet|poignets|avant-bras|cuisse|cuisses',
  exceptions: [
    'cancer du sein|blanc de poulet|pieds nus|pied nu|nu-pieds|nu pieds|tête nue|tête nu|bras nus',
    "torse nu|torse nus|mains nues|main nue|à l'œil nu|à l'oeil nu|œil nu|oeil nu|murs nus|mur nu",
    'arbres nus|arbre nu|branches nues|sexe du bébé|jeu du pendu|viole de gambe|garçon de café',
    'garçons de café|beau gosse|beaux gosses|culotte courte|culottes courtes',
  ].join('|'),
  falseFriends: '',
};
