/**
 * French memory rules. Patterns run on folded text (lower case, é → e, ç → c; œ stays).
 */
import { alternation, rx, type MemoryPatterns } from '../parts/memory.js';
import type { RelationId, SpeciesId } from '../parts/nouns.js';

const relations: Record<string, RelationId> = {
  mere: 'mother',
  maman: 'mother',
  pere: 'father',
  papa: 'father',
  sœur: 'sister',
  soeur: 'sister',
  sœurs: 'sister',
  soeurs: 'sister',
  frere: 'brother',
  freres: 'brother',
  femme: 'wife',
  epouse: 'wife',
  mari: 'husband',
  epoux: 'husband',
  copine: 'girlfriend',
  'petite amie': 'girlfriend',
  'petite copine': 'girlfriend',
  copain: 'boyfriend',
  'petit ami': 'boyfriend',
  'petit copain': 'boyfriend',
  compagnon: 'partner',
  compagne: 'partner',
  conjoint: 'partner',
  conjointe: 'partner',
  partenaire: 'partner',
  fils: 'son',
  fille: 'daughter',
  ami: 'friend',
  pote: 'friend',
  amie: 'friend-f',
  'meilleur ami': 'friend',
  'meilleure amie': 'friend-f',
  collegue: 'colleague',
  patron: 'boss',
  patronne: 'boss',
  chef: 'boss',
  cheffe: 'boss',
  'grand-mere': 'grandmother',
  mamie: 'grandmother',
  'grand-pere': 'grandfather',
  papi: 'grandfather',
  papy: 'grandfather',
  cousin: 'cousin',
  cousine: 'cousin',
  coloc: 'roommate',
  colocataire: 'roommate',
  voisin: 'neighbor',
  voisine: 'neighbor',
};
const species: Record<string, SpeciesId> = {
  chien: 'dog',
  chienne: 'dog',
  chiens: 'dog',
  chiot: 'dog',
  chat: 'cat',
  chatte: 'cat',
  chats: 'cat',
  chaton: 'cat',
  lapin: 'rabbit',
  lapins: 'rabbit',
  hamster: 'hamster',
  "cochon d'inde": 'guinea-pig',
  oiseau: 'bird',
  oiseaux: 'bird',
  perroquet: 'parrot',
  perruche: 'parrot',
  poisson: 'fish',
  poissons: 'fish',
  'poisson rouge': 'fish',
  cheval: 'horse',
  poney: 'horse',
  tortue: 'turtle',
  serpent: 'snake',
};
const REL = alternation(relations);
const SP = alternation(species);
const NAME = "(?<v>\\p{L}[\\p{L}\\p{M}'-]*(?: \\p{L}[\\p{L}\\p{M}'-]*){0,3})";
const THING = '(?<v>[^,;:]+)';
const MY = '(?:mon|ma|mes|notre|nos)';
const ADJ = '(?:(?:grande|grand|petite|petit|meilleure|meilleur|vieux|vieille|cher|chere) )?';
const CALLED = "(?:s'appelle|se nomme|s'appellent)";
const AFTER_NAME =
  '(?=$|,| et\\b| est\\b| habite\\b| vit\\b| vient\\b| travaille\\b| a\\b| fait\\b| adore\\b| aime\\b| dort\\b)';
const EVENTS =
  "examen|examens|exam|partiel|partiels|controle|bac|concours|entretien|entretien d'embauche|rendez-vous|rdv|mariage|reunion|operation|concert|match|fete|soiree|presentation|soutenance|vol|audition|competition|tournoi|course|marathon|spectacle|rencard|deadline|oral|permis";
const JOBS =
  "infirmier|infirmiere|professeur|professeure|prof|enseignant|enseignante|instituteur|institutrice|medecin|docteur|avocat|avocate|ingenieur|ingenieure|etudiant|etudiante|developpeur|developpeuse|programmeur|programmeuse|informaticien|informaticienne|architecte|boulanger|boulangere|cuisinier|cuisiniere|serveur|serveuse|vendeur|vendeuse|comptable|journaliste|policier|policiere|pompier|coiffeur|coiffeuse|dentiste|pharmacien|pharmacienne|veterinaire|designer|graphiste|chauffeur|retraite|retraitee|secretaire|photographe|musicien|musicienne|artiste|acteur|actrice|ecrivain|ecrivaine|traducteur|traductrice|agriculteur|agricultrice|mecanicien|electricien|plombier|menuisier|psychologue|kine|kinesitherapeute|caissier|caissiere|facteur|factrice|manager|directeur|directrice|consultant|consultante|analyste|banquier|banquiere|pilote|hotesse de l'air|steward|nounou|educateur|educatrice|chercheur|chercheuse|scientifique|biologiste|chimiste|physicien|physicienne|aide-soignant|aide-soignante|sage-femme|assistant|assistante|fonctionnaire|commercial|commerciale|patissier|patissiere|lyceen|lyceenne|eleve|stagiaire|ouvrier|ouvriere|macon|jardinier|jardiniere|juge|militaire|soldat|freelance|independant|independante|entrepreneur|entrepreneuse|vendeur|agent immobilier|fleuriste|chef cuisinier|cheffe cuisiniere|boucher|bouchere";

const DIETS =
  'vegetarienne|vegetarien|vegetalienne|vegetalien|vegane|vegan|pescetarienne|pescetarien|flexitarienne|flexitarien|intolerante? au (?:lactose|gluten)|coeliaque|diabetique';
const FOODS =
  'viande rouge|viande|porc|boeuf|poisson|fruits de mer|crustaces|produits laitiers|lait|fromage|oeufs|gluten|sucre|noix|arachides|cacahuetes|produits animaux|poulet|agneau';
const OFTEN = '(?:souvent |beaucoup |parfois |regulierement |aussi |encore |pas mal )*';
/** A partitive after « je fais » / « je joue » as the thing one likes: `du violoncelle` → `le violoncelle`. */
const PARTITIVE: readonly (readonly [RegExp, string])[] = [
  [/^(?:du|au)\s+/iu, 'le '],
  [/^(?:de la|à la|a la)\s+/iu, 'la '],
  [/^(?:de l'|à l'|a l')\s*/iu, "l'"],
  [/^(?:des|aux)\s+/iu, 'les '],
];

const words = (s: string): Set<string> => new Set(s.split('|'));

export const memory: MemoryPatterns = {
  label: 'Français',
  rules: [
    { kind: 'name', re: rx(`\\bje m'appelle ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bmon (?:pre)?nom(?:,)? (?:est|c'est) ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\b(?:appelle-moi|appelez-moi|tu peux m'appeler) ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bmoi(?:,)? c'est ${NAME}`), case: 'upper' },
    { kind: 'name', re: rx(`\\bje suis ${NAME}${AFTER_NAME}`), case: 'strict' },
    { kind: 'age', re: rx("\\b(?<!que |quand |lorsque |qu'|puisque )j'ai (?<v>\\d{1,3}) ans\\b") },
    { kind: 'diet', re: rx(`\\bje suis (?:(?:un|une) )?(?:strictement )?(?<v>${DIETS})\\b`) },
    {
      kind: 'diet',
      sub: 'no',
      re: rx(`\\bje (?:ne )?(?:mange|bois) (?:pas|jamais|plus) (?<v>(?:de |d')(?<k>${FOODS}))\\b`),
    },
    {
      kind: 'diet',
      sub: 'allergy',
      re: rx("\\bje suis (?:tres )?allergique (?<v>(?:au |aux |a la |a l'|a )(?<k>[^,;:]+))"),
    },
    { kind: 'person', re: rx(`\\b${MY} ${ADJ}(?<rel>${REL}) ${CALLED} ${NAME}`), titleCase: true },
    {
      kind: 'person',
      re: rx(`\\bj'ai (?:un|une) ${ADJ}(?<rel>${REL}) qui ${CALLED} ${NAME}`),
      titleCase: true,
    },
    {
      kind: 'person',
      re: rx(`(?:^|, |\\bet |\\bmais )${MY} ${ADJ}(?<rel>${REL}),? ${NAME}${AFTER_NAME}`),
      case: 'strict',
    },
    { kind: 'person', re: rx(`\\bj'ai (?:un|une|deux|trois) ${ADJ}(?<v>(?<rel>${REL}))\\b`) },
    { kind: 'pet', re: rx(`\\b${MY} (?:petit |petite )?(?<sp>${SP}) ${CALLED} ${NAME}`), titleCase: true },
    {
      kind: 'pet',
      re: rx(`\\bj'ai (?:un|une) (?:petit |petite )?(?<sp>${SP}) qui ${CALLED} ${NAME}`),
      titleCase: true,
    },
    {
      kind: 'pet',
      re: rx(`(?:^|, |\\bet )${MY} (?:petit |petite )?(?<sp>${SP}),? ${NAME}${AFTER_NAME}`),
      case: 'strict',
    },
    { kind: 'pet', re: rx(`\\bj'ai (?:un|une|deux|trois) (?:petit |petite )?(?<v>(?<sp>${SP}))\\b`) },
    {
      kind: 'place',
      sub: 'origin',
      re: rx("\\bje (?:viens|suis originaire) (?:de |d'|(?=du |des ))(?<v>(?:du |des )?(?<k>.+))"),
      case: 'upper',
      proper: true,
    },
    { kind: 'place', sub: 'origin', re: rx("\\bje suis (?:de |d')(?<v>.+)"), case: 'upper', proper: true },
    {
      kind: 'place',
      sub: 'origin',
      re: rx("\\b(?:je suis nee?|j'ai grandi) (?:a |en |au )(?<v>.+)"),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx(
        "\\b(?:j'habite|je vis|je reside|je demeure)(?: maintenant| actuellement| depuis \\S+ ans)? (?:a |(?=en |au |aux ))(?<v>(?:en |au |aux )?(?<k>.+))",
      ),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx(
        '\\bje (?:viens de demenager|me suis installee?|ai demenage) (?:a |(?=en |au ))(?<v>(?:en |au )?(?<k>.+))',
      ),
      case: 'upper',
      proper: true,
    },
    { kind: 'job', re: rx(`\\bje (?:travaille|bosse) comme ${THING}`) },
    { kind: 'job', re: rx('\\bje suis (?<v>[^,;:]+?) de (?:metier|profession)\\b') },
    { kind: 'job', re: rx("\\bmon (?:metier|travail|boulot)(?:,)? (?:est|c'est) (?:d'etre )?(?<v>[^,;:]+)") },
    { kind: 'job', re: rx(`\\bje suis (?:un |une )?(?<v>(?:${JOBS}))s?\\b`) },
    {
      kind: 'event',
      sub: 'birthday',
      re: rx(
        "\\bmon anniv(?:ersaire)?(?:,)? (?:est|c'est|tombe) (?<v>(?:le |en |demain|aujourd'hui|ce |cette |dans |la semaine|\\d)[^,;]*)",
      ),
    },
    { kind: 'event', sub: 'birthday', re: rx("\\bc'est mon anniv(?:ersaire)? (?<v>aujourd'hui|demain)") },
    {
      kind: 'event',
      re: rx(
        `\\bj'ai (?<v>(?:un |une |mon |ma |mes |l')(?:gros |grosse |grand |grande |important |importante |premier |premiere )?(?<k>${EVENTS})\\b[^,;]*)`,
      ),
    },
    {
      kind: 'plan',
      sub: 'trip',
      re: rx(
        "\\bje (?:vais|pars|m'en vais|voyage|vole|demenage|retourne|partirai|irai)(?: bientot| demain| la semaine prochaine| le mois prochain| cet ete| en vacances)? (?<v>(?:a|au|aux|en) (?<k>\\p{L}[\\p{L}'-]*(?: \\p{L}[\\p{L}'-]*)?)[^,;]*)",
      ),
      case: 'strict',
      proper: true,
    },
    {
      kind: 'plan',
      re: rx(
        "\\b(?:je veux |je voudrais |je compte |je vais |je souhaite |je reve d'|je reve de |je prevois de |je projette de |j'espere |j'aimerais |j'ai envie d'|j'ai envie de |j'ai l'intention d'|j'ai l'intention de )(?:vraiment |bientot |enfin |un jour )?(?<v>(?!dormir|manger|savoir|parler|discuter|demander|dire|pleurer|mourir|partir|rentrer|me coucher|aller dormir|aller au lit|etre|avoir|te |t')\\p{L}+(?:er|ir|re|oir)\\b[^,;]*)",
      ),
      case: 'lower',
    },
    {
      kind: 'dislike',
      re: rx(
        `\\bje (?:deteste|hais|n'aime pas|n'aime pas du tout|n'aime vraiment pas|ne supporte pas|supporte pas|n'aime pas trop) ${THING}`,
      ),
    },
    { kind: 'dislike', re: rx(`\\bj'aime (?:pas|vraiment pas|pas trop|pas du tout) ${THING}`) },
    { kind: 'dislike', re: rx("\\bj'ai horreur (?:de |d'|(?=du |des ))(?<v>[^,;:]+)") },
    {
      kind: 'like',
      re: rx(
        "\\b(?:mon|ma|mes) (?:passe-temps|loisirs?|hobb(?:y|ys|ies)|passions?|activites?)(?: (?:preferee?s?|favori(?:te)?s?))?,? (?:est|sont|c'est|ce sont) (?<v>[^;:]+)",
      ),
      list: true,
    },
    {
      kind: 'like',
      re: rx(
        `\\bje (?:fais|pratique) ${OFTEN}(?!des (?:courses|betises|efforts|erreurs|cauchemars|economies|progres)\\b|du mal\\b|du bruit\\b|de la peine\\b)(?<v>(?:du |de la |de l'|des )\\p{L}[\\p{L}'-]*)`,
      ),
      activity: true,
    },
    {
      kind: 'like',
      re: rx(
        "\\bje suis (?:tres |super |grand |grande |un grand |une grande |une vraie |un vrai )?fan (?:de |d')?(?<v>(?:du |des )?[^,;:]+)",
      ),
      activity: true,
    },
    {
      kind: 'like',
      re: rx(`\\bje joue ${OFTEN}(?<v>(?:du |de la |de l'|des |au |aux |a la |a l')\\p{L}[\\p{L}'-]*)`),
      activity: true,
    },
    {
      kind: 'like',
      re: rx(`\\b(?:mon|ma|mes) \\p{L}+ (?:preferee?s?)(?:,)? (?:est|sont|c'est|ce sont) ${THING}`),
    },
    { kind: 'like', re: rx(`\\bce que je prefere(?:,)? c'est ${THING}`) },
    {
      kind: 'like',
      re: rx(
        `\\bj'(?:aime|adore)(?! pas\\b| plus\\b)(?: bien| beaucoup| vraiment| trop| tellement| grave)? ${THING}`,
      ),
    },
    {
      kind: 'like',
      re: rx(`\\bje (?:kiffe|suis passionnee? (?:de|par)|suis accro (?:a|au|aux)) ${THING}`),
    },
  ],
  questionStart: rx(
    "^(?:qu'est-ce|qu'est ce|quoi|pourquoi|comment|quand|ou|qui|quel|quelle|quels|quelles|est-ce|est ce|combien|tu sais|tu te souviens|te souviens|sais-tu|as-tu|es-tu|peux-tu|veux-tu)\\b",
  ),
  notNames: words(
    [
      'je|tu|il|elle|on|nous|vous|et|mais|ou|le|la|les|un|une|des|pas|tres|trop|bien|mal|ici|la|chez|en|a|de|du|au|aux|dans|avec|pour|sur|sous|encore|deja|juste|vraiment|tellement|ok|oui|non|si|salut|bonjour|coucou|merci|lol|mdr|haha|moi|toi',
      'fatigue|fatiguee|content|contente|heureux|heureuse|triste|malade|pret|prete|desole|desolee|seul|seule|occupe|occupee|presse|pressee|stresse|stressee|enerve|enervee|furieux|furieuse|inquiet|inquiete|nerveux|nerveuse|ennuye|ennuyee|amoureux|amoureuse|mariee|celibataire|enceinte|perdu|perdue|creve|crevee|epuise|epuisee|ravi|ravie|fier|fiere|curieux|curieuse|sur|sure|certain|certaine|libre|nouveau|nouvelle|jeune|vieux|vieille|gentil|gentille|calme|debout|rentre|rentree|la|partant|partante',
      'francais|francaise|belge|suisse|canadien|canadienne|italien|italienne|espagnol|espagnole|allemand|allemande|anglais|anglaise|americain|americaine|chinois|chinoise|japonais|japonaise|arabe|marocain|marocaine|algerien|algerienne|tunisien|tunisienne|africain|africaine|europeen|europeenne|parisien|parisienne',
      "homme|femme|fille|garcon|enfant|mere|pere|fan|personne|quelqu'un|ami|amie|cheri|cherie|chou|pote|mec|meuf",
    ].join('|'),
  ),
  notPlaces: words(
    "le|la|les|l'|un|une|des|mon|ma|mes|ton|ta|notre|ce|cette|ici|la-bas|travail|boulot|ecole|fac|universite|lycee|college|eglise|salle|magasin|bureau|maison|hopital|medecin|dentiste|marche|ville|campagne|village|pays|lit|dodo|plage|piscine|cinema|restaurant|resto|soiree|fete|concert|vacances|week-end|weekend|demain|aujourd'hui|bientot|maintenant|depuis|avec|chez|et|mais|prochain|prochaine|semaine|mois|annee|ete|hiver|printemps|automne|noel|paques|train|avion|voiture|bus|centre|banlieue|courses|toilettes|paix|peur|colere|retard|avance|forme|train|ligne|face|plus|moins|general|fait|gros|petit|grand|quel|rien|tout|cours|classe|gym|sport|muscu|piscine|retraite|attente|pleurs|larmes",
  ),
  notThings: words(
    'ca|ce|cela|ceci|tout|rien|quelque chose|toi|te|vous|moi|bien|beaucoup|trop|vraiment|ca beaucoup|bien ca|que|quand|comment|si|parce|et|mais|dormir|parler|discuter|manger|le faire|faire ca|ca aussi',
  ),
  connectors: words('de|du|des|la|le|les|sur|en|am|of|di|da|del|el|y'),
  stop: rx(
    "\\s(?:et|mais|parce|car|puisque|quand|lorsque|si|qui|que|ou|avec|depuis|sauf|pendant|lol|mdr|haha|donc|alors|comme|sinon)\\b|\\squ'|[,;:()]|\\s[-–]\\s",
  ),
  filler: rx(
    ' (?:aussi|beaucoup|vraiment|trop|tellement|bien|grave|a fond|de ouf|en ce moment|maintenant|lol|mdr|haha|quand meme|en fait|franchement|par-dessus tout|plus que tout|a la folie)',
  ),
  articles: rx("(?:(?:le|la|les|un|une|des|du|de la|mon|ma|mes|a|au|aux|en|de) |l'|d')"),
  secondPerson: rx("(?:^|\\s)(?:tu|te|toi|ton|ta|tes|vous|votre|vos)(?=$|[\\s,.!?])|(?:^|\\s)t'"),
  idioms: rx(
    "\\b(?:un chat dans la gorge|d'autres chats a fouetter|un poil dans la main|une faim de loup|un coeur d'artichaut|le cafard|la chair de poule|un oeil de lynx|une memoire de poisson rouge|des fourmis dans les jambes|un froid de canard|une fievre de cheval|une cervelle d'oiseau|la puce a l'oreille)\\b",
  ),
  listSplit: rx('\\s*,\\s*(?:et\\s+|ou\\s+)?|\\s+(?:et|ou|&)\\s+'),
  activityEnd: rx(
    '\\s(?:le|les|tous|toutes|chaque|avec|depuis|pendant|en|dans|au|a|le samedi|le dimanche|deux fois|trois fois|\\d)\\b',
  ),
  activityValue: (v) => {
    for (const [re, to] of PARTITIVE) if (re.test(v)) return v.replace(re, to);
    return v;
  },
  questions: {
    about: rx(
      "\\b(?:qu'est-ce que tu sais|que sais-tu|tu sais quoi|qu'est-ce que vous savez|que savez-vous|qu'est-ce que tu te rappelles|qu'est-ce que tu retiens) (?:sur|de) moi\\b|\\b(?:tu te|vous vous) (?:souviens|rappelles|souvenez|rappelez) (?:de|d') ?(?:moi|quoi)\\b|\\bte souviens-tu de moi\\b|\\bde quoi (?:tu te|vous vous) (?:souviens|rappelles|souvenez)\\b(?! (?:de|d') ?(?:ton|ta|tes|votre|vos)\\b)|\\b(?:ce que|qu'est-ce que) tu (?:as retenu|retiens|sais|te rappelles) (?:sur|de) moi\\b|\\bqu'est-ce que je t'ai (?:dit|raconte)\\b|\\btu me reconnais\\b",
    ),
    recall: rx(
      '\\b(?:tu te|vous vous) (?:souviens|souvenez|rappelles|rappelez)\\b|\\btu (?:sais|connais)\\b|\\bvous (?:savez|connaissez)\\b|\\bte souviens-tu\\b|\\bsais-tu\\b|\\b(?:tu as|as-tu|vous avez) (?:deja )?oublie\\b',
    ),
    topics: [
      ['name', rx("\\bmon (?:pre)?nom\\b|\\bcomment je m'appelle\\b|\\bqui je suis\\b")],
      [
        'like',
        rx(
          "\\bmes (?:loisirs|passe-temps|hobbies|hobbys|passions|centres d'interet)\\b|\\bmon (?:loisir|passe-temps|hobby)\\b|\\bce que je fais (?:pendant|de) mon temps libre\\b|\\bce que j'aime(?: faire)?\\b",
        ),
      ],
      ['dislike', rx("\\bce que je (?:deteste|n'aime pas)\\b")],
      [
        'job',
        rx(
          '\\bmon (?:metier|travail|boulot|job)\\b|\\bce que je fais (?:comme (?:travail|metier|boulot)|dans la vie)\\b|\\bou je travaille\\b',
        ),
      ],
      ['place', rx("\\bou j'habite\\b|\\bou je (?:vis|suis nee?)\\b|\\bd'ou je viens\\b|\\bma ville\\b")],
      ['age', rx("\\bmon age\\b|\\bquel age j'ai\\b")],
      [
        'person',
        rx(
          '\\b(?:ma|mon) (?:mere|maman|pere|papa|soeur|sœur|frere|femme|mari|copine|copain|fille|fils|meilleure? amie?|chef|patron|patronne)\\b|\\bmes enfants\\b',
        ),
      ],
      ['pet', rx('\\b(?:mon|ma) (?:chien|chienne|chat|chatte|lapin|hamster|oiseau|cheval|animal)\\b')],
      ['plan', rx('\\bmes (?:projets|plans)\\b|\\bmon (?:voyage|projet)\\b|\\bou je vais\\b')],
      ['event', rx('\\bmon anniversaire\\b|\\bmon (?:examen|entretien)\\b')],
      ['diet', rx('\\bce que je (?:ne )?mange(?: pas)?\\b|\\bmon regime\\b|\\bmes allergies\\b')],
    ],
    direct: [
      [
        'name',
        rx(
          "\\bcomment je m'appelle\\b|\\b(?:c'est )?quoi mon (?:pre)?nom\\b|\\bquel est mon (?:pre)?nom\\b|\\bqui suis-je\\b",
        ),
      ],
      [
        'like',
        rx(
          "\\b(?:c'est )?quoi mes (?:loisirs|passe-temps|hobbies|passions)\\b|\\bquels sont mes (?:loisirs|passe-temps|hobbies|passions)\\b|\\bquel est mon (?:loisir|passe-temps|hobby)\\b",
        ),
      ],
      [
        'job',
        rx(
          "\\b(?:c'est )?quoi mon (?:metier|travail|boulot)\\b|\\bquel est mon (?:metier|travail)\\b|\\bje fais quoi dans la vie\\b",
        ),
      ],
      ['place', rx("\\bj'habite ou\\b|\\bou (?:est-ce que )?j'habite\\b")],
      ['age', rx("\\bquel age (?:j'ai|ai-je)\\b")],
      ['pet', rx("\\bcomment s'appelle (?:mon|ma) (?:chien|chienne|chat|chatte|lapin|hamster)\\b")],
      [
        'person',
        rx(
          "\\bcomment s'appelle (?:ma|mon) (?:mere|pere|soeur|sœur|frere|femme|mari|copine|copain|fille|fils)\\b",
        ),
      ],
      ['event', rx("\\bc'est quand mon anniversaire\\b|\\bquand est mon anniversaire\\b")],
    ],
  },
  relations,
  species,
};
