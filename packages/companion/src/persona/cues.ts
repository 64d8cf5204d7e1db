/**
 * Word cues of the intents, per language (questions about the user's name and what the avatar
 * remembers are read by `memoryQuestion`, from the memory rules of each language). Each regex runs on the message after the appraiser's
 * normalisation (`normalizeText`: lower case, NFKC; Latin accents folded; Arabic letter
 * variants unified, so write `اسمي`, `الي`, `حاله`).
 */
import type { LanguageCode } from '../languages.js';

/** Cues of one language. */
export interface IntentCues {
  readonly askIdentity: RegExp;
  readonly askJob: RegExp;
  readonly askHobbies: RegExp;
  readonly askHome: RegExp;
  readonly askAge: RegExp;
  readonly howAreYou: RegExp;
  readonly thanks: RegExp;
  readonly goodbye: RegExp;
  readonly greeting: RegExp;
  /** The message addresses the avatar (you, du, tu, 你…): affection is for the avatar. */
  readonly you: RegExp;
  /** "You are …": a pleasant word after it is a compliment. */
  readonly youAre: RegExp;
  /** Affection or praise that can only be meant for the avatar ("I like talking to you", 我喜欢你, أحبك). */
  readonly likeYou: RegExp;
  /** Its favourite place, what to see in its city, "tell me about your city". */
  readonly askPlace: RegExp;
  /** What it does on weekends, days off, after work. */
  readonly askWeekend: RegExp;
  /** Its favourite food, what it eats or cooks. */
  readonly askFood: RegExp;
  /** The music it listens to. */
  readonly askMusic: RegExp;
  /** "Tell me a joke", "make me laugh". */
  readonly askJoke: RegExp;
  /** "What time is it?", „Wie spät ist es?“, 现在几点了, 今何時, كم الساعة. */
  readonly askTime: RegExp;
  /** "Do you like X?": the thing in the group `t` (several patterns). */
  readonly tasteAsk: readonly RegExp[];
  /** A sentence ending that returns a like to the avatar ("…, do you?", „…, du auch?“, 你呢？). */
  readonly tasteTail: RegExp;
  /** "Any news?", "what's new?", „Was gibt's Neues?“, « Quoi de neuf ? », 有什么新闻吗, ما الأخبار (only in a question or request). */
  readonly askNews: RegExp;
  /** A whole message that only acknowledges: "ok", "alright", „alles klar“, « d'accord », 好的, はい, تمام. */
  readonly okay: RegExp;
  /** A short reaction to what the avatar said: "lol", "that's awesome", „klingt gut“, « trop bien », 哈哈, すごい, هههه. */
  readonly reaction: RegExp;
  /**
   * A request for something only a chat model could give: facts, advice, a recommendation, a
   * story or an explanation ("tell me a story", "recommend me a book", „erklär mir …“, 给我讲个故事,
   * おすすめの本を教えて, احكي لي قصة). Read as a `question`, so it gets the honest offline answer.
   * Imperatives only where a statement could share the verb ("I can't explain it" is no request).
   */
  readonly request: RegExp;
  /**
   * Question words that ask nothing, in a message without a question mark: indefinites (什么都,
   * 这几天, 誰も, どこか) and reported questions (她不肯告诉我为什么, 我不知道怎么办). Where a language
   * counts a question word anywhere as a question (Chinese, Japanese), the message is a question
   * only when one is left outside these.
   */
  readonly notAsking?: RegExp;
}

const r = (s: string): RegExp => new RegExp(s, 'u');

/** The end of a Japanese request: 教えて, 教えてください, 教えてくれる？ (not 教えてくれた, a story told). */
const JA_PLEASE =
  '(?:ください|下さい|くれる|くれない|くれませんか|ほしい|欲しい|もらえ[^。！？!?、\\s]*|よ|ね)?(?=$|[。！？!?、\\s])';

export const CUES: Readonly<Record<LanguageCode, IntentCues>> = {
  'en-US': {
    askIdentity: r(
      "\\b(?:who are (?:you|u)|what(?:'s| is) your name|your name\\b|introduce yourself|tell me about yourself|are you (?:a |an )?(?:bot|robot|ai|human|real))",
    ),
    askJob: r(
      '\\b(?:(?:kind|sort|type|line) of (?:job|work)\\b|(?:job|work) do you (?:do|have)\\b|(?:do|did) (?:you|u) (?:have|got) (?:a |any )?(?:job|work)\\b|are (?:you|u) (?:working|employed)\\b|what do you do(?: for (?:a living|work))?\\b(?! for fun| to relax| in your (?:free|spare) time| on (?:the )?weekends?| at the weekend| after work| when| with)|your (?:job|work|profession|career)\\b|where do you work|what do you work as|do you work\\b)',
    ),
    askHobbies: r(
      '\\b(?:hobb(?:y|ies)|free time|spare time|for fun\\b|what do you like(?: to do)?\\b|what are you into|your interests|your passions?|what do you enjoy)',
    ),
    askHome: r(
      '\\b(?:where (?:do you live|are you from|do you come from|are you based|is home)|(?:city|town|country|part of (?:the )?\\p{L}+) (?:do you live|are you (?:from|based)|do you come from)\\b|your (?:city|hometown|home town|country)\\b|where do you stay)',
    ),
    askAge: r(
      "\\b(?:how old (?:are|r) (?:you|u)|your age\\b|when were you born|when(?:'s| is) your birthday)",
    ),
    howAreYou: r(
      "\\b(?:how are (?:you|u|things)|how(?:'s| is) it going|how do you feel|how(?:'re| are) you feeling|how have you been|how(?:'s| is) (?:your day|life)|how was your day|how(?:'s| has) your day been|tell me about your day|what did you do today|are you (?:ok|okay|alright|well)\\b|you (?:ok|okay)\\b|what'?s up|wassup|how r u|how you doing|how are you doing|hru\\b)",
    ),
    thanks: r('\\b(?:thanks?|thank you|thx|tysm|cheers|appreciate it)\\b'),
    goodbye: r(
      "\\b(?:bye|goodbye|good night|goodnight|nite|see (?:you|ya)|cya|gotta go|got to go|have to go|need to go|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|farewell|i'?m off\\b|i'?m leaving|take care|sleep well)",
    ),
    greeting: r(
      // Drawn out as typed in chat: heyyy, hiii, hellooo.
      '^(?:hi+|hell+o+|hey+|hiya|howdy|heya|yo|good (?:morning|afternoon|evening|day)|greetings|morning|evening)\\b',
    ),
    you: r("\\b(?:you|your|u|ur|yourself|you're)\\b"),
    youAre: r("\\byou(?:'re| are| r|re)\\b|\\bur so\\b"),
    likeYou: r(
      "\\bi (?:really |just |truly |do |so )?(?:like|love|enjoy|adore|appreciate) (?:you|u|talking (?:to|with) (?:you|u)|chatting with (?:you|u)|our (?:chats?|talks?|conversations?))\\b|\\byou (?:always |really |just |so |still )?make me (?:so |really )?(?:happy|smile|laugh|feel (?:better|good|happy|special))|\\bi(?:'ve)? missed (?:you|u)\\b|\\byou(?:'re| are| r) (?:so |really |very |truly |such an? |the |just )*(?:sweet|lovely|kind|nice|funny|smart|clever|amazing|awesome|wonderful|great|cute|adorable|best|beautiful|brilliant|charming|gorgeous)\\b",
    ),
    askPlace: r(
      "\\b(?:favou?rite (?:place|spot|part|area|neighbou?rhood|restaurant|caf[eé]|bar|park)|(?:what|where) (?:should|could|would|do) (?:i|you recommend|one) (?:see|visit|go)|tell me (?:more )?about (?:your )?(?:city|town|hometown)|what(?:'s| is) (?:your city|it) like|what(?:'s| is) there to (?:see|do)|best (?:place|spot)s? (?:in|to))",
    ),
    askWeekend: r(
      '\\b(?:(?:on|at|over|for) (?:the |your )?weekends?|your weekends?|this weekend|on (?:saturdays?|sundays?)|days? off|after work)\\b',
    ),
    askFood: r(
      "\\b(?:favou?rite (?:food|dish|meal|snack|cuisine|restaurant)|what do you (?:like to )?(?:eat|cook)|do you (?:like to )?cook|local (?:food|dish|speciality|specialty)|what(?:'s| is) good to eat)\\b",
    ),
    askMusic: r(
      '\\b(?:(?:what|which) (?:kind of |sort of |type of )?music|favou?rite (?:music|band|singer|song|artist|album|genre)|listen to music|music do you)\\b',
    ),
    askJoke: r(
      '\\b(?:tell|know|got|have|hear) (?:me |us )?(?:a |any |another |some |one more )?(?:good |funny |bad |dad |little )?jokes?\\b|\\bmake me laugh\\b|\\bsay something funny\\b',
    ),
    askTime: r(
      "\\b(?:what time is it|what(?:'s| is) the time|what time do you have|do you (?:know|have) the time|what time is it (?:there|where you are))\\b",
    ),
    tasteAsk: [
      r(
        '(?<!what |which |how )\\b(?:do|did) (?:you|u) (?:also |really |even |ever )?(?:like|love|enjoy|listen to|play|dig|fancy) (?<t>(?!to\\b|doing\\b|it\\b)[^?.!,;]+)',
      ),
      r('\\bare (?:you|u) (?:also )?(?:into|a fan of|fond of) (?<t>[^?.!,;]+)'),
    ],
    tasteTail: r(
      '(?:^|[,;\\s])(?:do (?:you|u)|what about (?:you|u)|how about (?:you|u)|and (?:you|u)|(?:you|u) too|same for (?:you|u))\\s*[?!.]*\\s*$',
    ),
    askNews: r(
      "\\b(?:any (?:fresh |good |interesting |big |exciting |new |recent )?news|what(?:'s| is|s) new\\b(?! with (?:you|u)\\b)|what(?:'s| is|s) (?:happening|going on) (?:in|around) the world|(?:the|today'?s|latest|recent|world) news\\b|news today|in the news\\b|headlines?\\b|current events|(?:heard|read|seen) (?:any|anything) (?:new|interesting|good)\\b)",
    ),
    okay: r(
      '^(?:ok(?:ay)?|k|kk|alright|all right|sure|fine|yes|yeah|yep|yup|no|nope|nah|hmm+|mm+|i see|got it|right|true|fair enough|oh|ah|oh ok(?:ay)?|ok(?:ay)? then|cool cool)$',
    ),
    reaction: r(
      "^(?:(?:ha)+|(?:he)+|lol+|lmao|rofl|xd|wow|cool|nice|great|awesome|amazing|sweet|perfect|lovely|(?:that'?s|thats|that is|it'?s|sounds|how|so|oh|wow|haha|lol) (?:so |really |very |pretty |super |just )?(?:cool|nice|great|awesome|amazing|funny|fun|lovely|good|interesting|wonderful|fantastic|hilarious|sweet|cute|true|fair|like fun|good to me))\\b",
    ),
    request: r(
      '(?:^|[.!?;:,]\\s*|\\b(?:please|pls|plz|hey|ok|okay|so|now|then|just|and) |\\b(?:can|could|would|will) (?:you|u) (?:please |maybe |just |also )?)(?:tell (?:me|us) (?:a |an |another |some |one more )?(?:little |short |good |true |funny |bedtime |scary )?(?:story|stories|tale|fairy ?tale|fun fact|fact)\\b|tell (?:me|us) (?:something|anything) (?:interesting|new|fun|cool|about (?!(?:you|yourself|your)\\b))|tell (?:me|us) (?:about|how|why|who|when|where|whether) (?!(?:you|u|yourself|your|ur|it|that)\\b)|(?:recommend|suggest|explain|describe|advise)\\b|give (?:me|us) (?:a |an |some |any |your |a few )?(?:good |quick |little )?(?:advice|tips?|hints?|ideas?|suggestions?|recommendations?|pointers)\\b|help (?:me|us) (?:with|to|out|understand|figure|decide|choose|pick|write|plan|find)\\b)|^should i\\b|\\b(?:what|which|where|how) should i\\b',
    ),
  },
  'de-DE': {
    askIdentity: r(
      '\\b(?:wer bist du|wie hei(?:ß|ss)t du|dein name|stell dich (?:mal )?vor|erzahl (?:mir )?(?:mal )?(?:was |etwas )?(?:uber dich|von dir)|bist du (?:ein )?(?:bot|roboter|mensch|echt|ki))',
    ),
    askJob: r(
      '\\b(?:was machst du beruflich|was arbeitest du|hast du (?:einen |eine |nen |ne )?(?:job|arbeit|beruf|stelle)\\b|arbeitest du\\b|dein beruf|deine arbeit|wo arbeitest du|was ist dein job|als was arbeitest du)',
    ),
    askHobbies: r(
      '\\b(?:hobb(?:y|ys)|freizeit|was machst du gern|was magst du|deine interessen|was machst du so in deiner|zum spaß|zum spass|zum entspannen)',
    ),
    askHome: r(
      '\\b(?:wo wohnst du|woher kommst du|wo lebst du|wo bist du zu hause|deine[rnm]? (?:stadt|heimat)|(?:stadt|ort|land|gegend|ecke) (?:wohnst|lebst|kommst|stammst) du)',
    ),
    askAge: r('\\b(?:wie alt bist du|dein alter|wann bist du geboren|wann hast du geburtstag)'),
    howAreYou: r(
      "\\b(?:wie geht(?:'?s| es)(?: dir)?|wie gehts|wie lauft(?:'?s| es)|wie fuhlst du dich|alles (?:gut|klar) bei dir|wie war dein tag|erzahl (?:mir )?(?:von|uber) deine[mn] tag|was hast du heute (?:so )?gemacht|was geht|na du)",
    ),
    thanks: r('\\b(?:danke|dankeschon|vielen dank|merci|dank dir)\\b'),
    goodbye: r(
      '\\b(?:tschuss|tschau|ciao|bis (?:dann|bald|morgen|spater|gleich)|auf wiedersehen|gute nacht|ich muss (?:jetzt )?(?:los|gehen)|mach(?:s)? gut|schlaf gut|servus)',
    ),
    greeting: r(
      '^(?:hall+o+|hi+|hey+|moin|servus|guten (?:morgen|tag|abend)|gruß dich|gruss dich|gruezi|na)\\b',
    ),
    you: r('\\b(?:du|dich|dir|dein|deine|deinen|deinem|deiner)\\b'),
    youAre: r('\\bdu bist\\b'),
    likeYou: r(
      '\\bich (?:mag|liebe) dich\\b|\\bich (?:rede|spreche|chatte|schreibe|unterhalte mich) (?:so |echt |wirklich |total |sehr )?gern(?:e)? mit dir|\\bdu fehlst mir|\\bdu bringst mich (?:immer |oft |jedes mal )?zum (?:lachen|lacheln)|\\bdu machst mich (?:so |immer |echt )?(?:glucklich|froh)|\\bich hab(?:e)? dich (?:so |echt |total )?(?:vermisst|lieb|gern)|\\bdu bist (?:so |echt |wirklich |total |einfach |sehr )*(?:lieb|su(?:ß|ss)|toll|nett|klug|schlau|wunderbar|gro(?:ß|ss)artig|witzig|sympathisch|der beste|die beste|super|s(?:ü|u)(?:ß|ss))\\b',
    ),
    askPlace: r(
      '\\b(?:lieblings(?:ort|platz|ecke|viertel|kiez|cafe|restaurant|bar|park)|was (?:sollte|muss|kann) man (?:dort |da |in \\p{L}+ )?(?:unbedingt )?(?:sehen|besuchen|machen)|erzahl (?:mir )?(?:mehr |was |etwas )?(?:uber|von) (?:deine[rnm]? )?(?:stadt|heimat)|wie ist (?:es|das leben) (?:in|bei) (?:dir|deiner stadt))',
    ),
    askWeekend: r(
      '\\b(?:am wochenende|an wochenenden|dein(?:em)? wochenende|am samstag|am sonntag|nach feierabend|nach der arbeit|freie[nr]? tag)',
    ),
    askFood: r(
      '\\b(?:lieblings(?:essen|gericht|speise|restaurant|kuche)|was (?:isst|kochst) du|isst du gern(?:e)?|kochst du|spezialitat)',
    ),
    askMusic: r(
      '\\b(?:was fur musik|welche musik|lieblings(?:musik|band|sanger(?:in)?|song|lied|album)|horst du (?:gern(?:e)? )?musik|was horst du)',
    ),
    askJoke: r(
      '\\b(?:erzahl|erzahle|kennst du|sag|hast du) (?:mir |uns )?(?:mal )?(?:einen |noch einen |ein paar )?(?:guten |lustigen )?witz(?:e)?\\b|\\bbring mich zum lachen\\b',
    ),
    askTime: r(
      '\\b(?:wie spat ist es|wie viel uhr (?:ist es|haben wir)|wieviel uhr (?:ist es|haben wir)|wie spat haben wir)\\b',
    ),
    tasteAsk: [
      r('\\bmagst du (?:auch |eigentlich |gern(?:e)? )?(?<t>[^?.!,;]+)'),
      r('\\b(?:horst|spielst|machst|isst|trinkst) du (?:auch |eigentlich )?gern(?:e)? (?<t>[^?.!,;]+)'),
      r('\\bstehst du (?:auch )?auf (?<t>[^?.!,;]+)'),
      r('\\bbist du (?:auch )?(?:ein )?fan von (?<t>[^?.!,;]+)'),
    ],
    tasteTail: r(
      "(?:^|[,;\\s])(?:du auch|und du|und bei dir|magst du (?:das|es) auch|wie ist es (?:mit|bei) dir|wie sieht'?s bei dir aus)\\s*[?!.]*\\s*$",
    ),
    askNews: r(
      "\\b(?:was gibt(?:'s|s| es) (?:so )?(?:neues|neuigkeiten)|gibt(?:'s|s| es) (?:was |etwas )?neues|neuigkeiten\\b|(?:neue|aktuelle|irgendwelche|heutigen?|spannende|frische) (?:nachrichten|news)\\b|(?:die )?nachrichten (?:gelesen|gehort|gesehen|verfolgt|von heute|heute)\\b|in den nachrichten|\\bnews\\b|schlagzeilen?\\b|was (?:ist|passiert|geht) (?:(?:so|gerade|denn|eigentlich|heute) )*(?:los )?in der welt|was steht (?:heute )?in der zeitung)",
    ),
    okay: r(
      '^(?:ok(?:ay)?|k|alles klar|klar|gut|na gut|ja|jo|jap|nein|ne|nee|hmm+|achso|ach so|aha|ah|oh|verstehe|stimmt|echt|genau)$',
    ),
    reaction: r(
      '^(?:(?:ha)+|(?:he)+|lol+|wow|cool|nice|super|toll|klasse|geil|krass|schon|(?:das ist|das klingt|klingt|wie|oh wie|echt|voll|so) (?:ja |aber |echt |voll |richtig |total |so )?(?:cool|super|toll|schon|gut|lustig|witzig|spannend|interessant|klasse|nett|suss|krass|wunderbar))\\b',
    ),
    request: r(
      '\\berzahl(?:e|st)? (?:mir |uns )?(?:mal |bitte |doch |noch )*(?:eine |ein |ein paar |noch eine |irgendeine )?(?:kurze |schone |spannende |lustige |kleine )?(?:geschichten?|marchen|gutenachtgeschichte|story|anekdote)\\b|\\berzahl(?:e)? (?:mir |uns )(?:mal |bitte |doch )*(?:was|etwas) (?:interessantes|spannendes|(?:uber|von|zu[mr]?) (?!(?:dich|dir|deine[mnrs]?|mich|mir|meine[mnrs]?)\\b))|\\berklar(?:e)? (?:mir|uns|mal|bitte|doch)\\b|\\b(?:kannst|konntest|wurdest|magst) du (?:mir|uns) (?:mal |bitte |vielleicht |noch )*(?:\\S+ ){0,4}(?:erklaren|empfehlen|raten|vorschlagen|helfen)\\b|\\bempfiehl\\b|\\bempfehlen sie mir\\b|\\bgib (?:mir|uns) (?:mal |bitte |doch )*(?:einen |ein paar |paar |ein |einige |deinen )?(?:guten |kleinen )?(?:tipps?|rat|ratschlag|ratschlage|empfehlung(?:en)?|ideen?|hinweis)\\b|\\bschlag (?:mir |uns )(?:[^.!?]* )?vor\\b|\\bhilf (?:mir|uns) (?:mal |bitte |doch )*(?:bei|mit|beim)\\b|\\b(?:was|welche[nrs]?|wie|wo) soll(?:te)? ich\\b|^soll(?:te)? ich\\b',
    ),
  },
  'fr-FR': {
    askIdentity: r(
      "\\b(?:qui es-tu|t'es qui|tu es qui|comment tu t'appelles|comment t'appelles-tu|c'est quoi ton nom|quel est ton nom|presente-toi|parle-moi de toi|(?:tu es|t'es|es-tu) (?:un |une )?(?:bot|robot|ia|humain|humaine|vraie?|(?:vraie |vrai )?personne)\\b)",
    ),
    askJob: r(
      "\\b(?:tu fais quoi dans la vie|que fais-tu dans la vie|qu'est-ce que tu fais dans la vie|ton (?:metier|travail|boulot)|ou (?:est-ce que )?tu (?:travailles|bosses)|(?:tu as|t'as|as-tu) (?:un |une )?(?:travail|boulot|job|metier)\\b|tu (?:travailles|bosses) (?:ou|dans quoi|en quoi)|c'est quoi ton (?:metier|travail|boulot))",
    ),
    askHobbies: r(
      "\\b(?:loisirs?|hobb(?:y|ies)|temps libre|passions?\\b|qu'est-ce que tu aimes faire|tu aimes faire quoi|tes centres d'interet|pour t'amuser|pour te detendre|pour te changer les idees)",
    ),
    askHome: r(
      "\\b(?:ou (?:est-ce que )?tu (?:habites|vis)|tu habites ou|tu viens d'ou|d'ou viens-tu|tu es d'ou|t'es d'ou|ta ville|ton pays|tu (?:vis|habites) (?:dans |en |a )?quel(?:le)? (?:ville|pays|coin|region)|quel(?:le)? (?:ville|pays|coin|region) (?:est-ce que )?tu (?:vis|habites)|tu (?:viens|es) (?:de |d')quel(?:le)? (?:ville|pays|coin|region))",
    ),
    askAge: r(
      "\\b(?:quel age as-tu|tu as quel age|t'as quel age|quel est ton age|ton age|c'est quand ton anniversaire|quand est ton anniversaire)",
    ),
    howAreYou: r(
      "\\b(?:comment (?:ca va|vas-tu|tu vas|allez-vous)|ca va\\b|tu vas bien|comment tu te sens|la forme|quoi de neuf|ta journee s'est bien passee|comment s'est passee ta journee|raconte(?:-moi)? ta journee|qu'est-ce que tu as fait aujourd'hui)",
    ),
    thanks: r("\\b(?:merci|je te remercie|c'est gentil)\\b"),
    goodbye: r(
      "\\b(?:au revoir|a plus|a\\+|a bientot|a demain|a tout a l'heure|bonne nuit|salut,? (?:a|bonne)|je dois (?:y aller|partir|filer)|je file|bye|ciao|dors bien|a la prochaine)",
    ),
    greeting: r('^(?:salut+|bonjour+|bonsoir|coucou+|hell+o+|hey+|yo|re)\\b'),
    you: r("(?:^|[\\s'])(?:tu|te|toi|ton|ta|tes|t)(?=$|[\\s',.!?])"),
    youAre: r("\\btu es\\b|\\bt'es\\b|\\bt'as l'air\\b"),
    likeYou: r(
      "\\bje t'(?:aime|adore|apprecie)\\b|\\bj'(?:aime|adore) (?:bien |beaucoup |trop |vraiment )?(?:parler|discuter|papoter) avec toi|\\btu me manques|\\btu me fais (?:toujours |tellement |vraiment |trop )?(?:rire|sourire|du bien)|\\btu es (?:vraiment |trop |tellement |si |super |tres )*(?:adorable|gentil(?:le)?|genial(?:e)?|mignon(?:ne)?|drole|sympa|formidable|intelligente?|belle|beau|incroyable|la meilleure|le meilleur)\\b",
    ),
    askPlace: r(
      "\\b(?:(?:endroit|coin|lieu|quartier|restaurant|cafe|bar|parc) (?:prefere|favori)|qu'est-ce qu'il faut (?:voir|visiter|faire)|que faut-il (?:voir|visiter)|parle-moi (?:de ta ville|de \\p{L}+)|c'est comment (?:la vie )?a )",
    ),
    askWeekend: r(
      '\\b(?:le week-?end|les week-?ends|ce week-?end|le samedi|le dimanche|tes jours? de (?:conge|repos)|apres le (?:travail|boulot))',
    ),
    askFood: r(
      "\\b(?:(?:plat|cuisine|nourriture|dessert) (?:prefere|favori)e?|qu'est-ce que tu (?:aimes )?manger|tu aimes (?:manger|cuisiner)|tu cuisines|specialite)",
    ),
    askMusic: r(
      "\\b(?:quelle? (?:genre de |type de )?musique|(?:musique|groupe|chanteur|chanteuse|chanson|artiste) (?:prefere|favori)e?|tu ecoutes (?:quoi|de la musique|quel)|qu'est-ce que tu ecoutes)",
    ),
    askJoke: r(
      '\\b(?:raconte|dis|connais|tu connais)(?:-moi| moi|-nous)? (?:une |des |encore une )?(?:petite |bonne )?blagues?\\b|\\bfais[- ]moi rire\\b',
    ),
    askTime: r(
      "\\b(?:quelle heure (?:est-il|il est|est il)|il est quelle heure|t'as l'heure|tu as l'heure|vous avez l'heure)",
    ),
    tasteAsk: [
      r(
        "\\b(?<!qu'est-ce que )tu (?:aimes|adores|kiffes) (?:bien |aussi |beaucoup )?(?<t>(?!faire\\b|quoi\\b)[^?.!,;]+)",
      ),
      r('\\baimes-tu (?<t>[^?.!,;]+)'),
      r("\\btu es (?:fan|amateur|amatrice) (?<t>(?:de |du |des |d')[^?.!,;]+)"),
    ],
    tasteTail: r(
      '(?:^|[,;\\s])(?:et toi|toi aussi|et vous|vous aussi|tu aimes aussi|et de ton cote)\\s*[?!.]*\\s*$',
    ),
    askNews: r(
      "\\b(?:quoi de neuf|(?:des|les|quelles|de) (?:nouvelles|infos)\\b|l'actu(?:alite)?s?\\b|\\b(?:aux|les|des) (?:infos|actus|informations)\\b|(?:du|rien de) nouveau\\b|quelque chose de nouveau|gros titres|qu'est-ce qui se passe dans le monde|que se passe-t-il dans le monde|dans le journal)",
    ),
    okay: r(
      "^(?:ok(?:ay)?|d'accord|dac|daccord|oui|ouais|non|bon|ah bon|ah|oh|hmm+|je vois|vu|ca marche|entendu|c'est vrai|vrai)$",
    ),
    reaction: r(
      "^(?:(?:ha)+|(?:hi)+|lol+|mdr|ptdr|wow|cool|top|super|genial|trop bien|trop cool|(?:c'est|ca a l'air|ca semble|trop|vraiment|oh) (?:trop |vraiment |tellement |super |hyper )?(?:cool|bien|super|genial|drole|marrant|sympa|interessant|mignon|chouette|beau|top))\\b",
    ),
    request: r(
      "\\braconte[sz]?[-\\s](?:moi|nous) (?:une |des |un |quelques )?(?:petite |belle |courte |jolie )?(?:histoires?|contes?|anecdotes?|legendes?)\\b|\\braconte[sz]?[-\\s](?:moi|nous) (?:quelque chose|un truc) (?:d'|de |sur )|\\b(?:recommande|conseille|explique|suggere)[sz]?[-\\s](?:moi|nous)\\b|\\b(?:(?:peux|pourrais|veux|voudrais)[-\\s]tu|(?:pouvez|pourriez|voulez|voudriez)[-\\s]vous|tu (?:peux|pourrais|veux bien)|vous (?:pouvez|pourriez)) (?:bien )?(?:me |m'|nous )(?:recommander|conseiller|expliquer|suggerer|aider|raconter)\\b|\\btu (?:me |m'|nous )(?:recommandes|conseilles|expliques|suggeres|aides|racontes)\\b|\\bdonne[sz]?[-\\s](?:moi|nous) (?:un |une |des |quelques |ton |tes )?(?:petit |bon |petits |bons )?(?:conseils?|astuces?|idees?|recommandations?|suggestions?|tuyaux?)\\b|\\baide[sz]?[-\\s](?:moi|nous) (?:a|avec|pour)\\b|\\bparle[sz]?[-\\s]moi (?:de |du |des |d')(?!(?:toi|ta|ton|tes)\\b)|\\bqu'est-ce que je (?:dois|devrais)\\b|\\b(?:dois|devrais)-je\\b|\\best-ce que je devrais\\b",
    ),
  },
  'es-ES': {
    askIdentity: r(
      '\\b(?:quien eres|como te llamas|cual es tu nombre|tu nombre|presentate|hablame de ti|cuentame de ti|eres (?:un |una )?(?:bot|robot|ia|humano|humana|real|persona(?: real| de verdad)?))',
    ),
    askJob: r(
      '\\b(?:a que te dedicas|en que trabajas|tienes (?:un )?(?:trabajo|empleo|curro)\\b|de que trabajas|tu trabajo|tu profesion|donde trabajas|que haces en la vida)',
    ),
    askHobbies: r(
      '\\b(?:hobb(?:y|ies)|aficion(?:es)?|tiempo libre|que te gusta hacer|que te gusta|tus pasiones|tus intereses|para divertirte|para relajarte|para desconectar)',
    ),
    askHome: r(
      '\\b(?:donde vives|de donde eres|de donde vienes|tu ciudad|tu pais|(?:ciudad|pais|pueblo|barrio) (?:vives|estas|eres)\\b)',
    ),
    askAge: r(
      '\\b(?:cuantos anos tienes|tu edad|que edad tienes|cuando naciste|cuando es tu cumple(?:anos)?)',
    ),
    howAreYou: r(
      '\\b(?:como estas|que tal(?: estas| va| todo| tu dia)?|como te va|como te sientes|estas bien|como va todo|como ha ido tu dia|cuentame (?:de |sobre )?tu dia|que has hecho hoy)',
    ),
    thanks: r('\\b(?:gracias|muchas gracias|te lo agradezco|mil gracias)\\b'),
    goodbye: r(
      '\\b(?:adios|hasta (?:luego|manana|pronto|la vista)|nos vemos|buenas noches|me tengo que ir|me voy ya|chao|chau|cuidate|que descanses)',
    ),
    greeting: r('^(?:hola+|buenas|buenos dias|buenas tardes|hey|que pasa|ey)\\b'),
    you: r('\\b(?:tu|te|ti|contigo|tus)\\b'),
    youAre: r('\\beres\\b|\\bestas (?:muy |tan )?(?:guap|lind|bonit)'),
    likeYou: r(
      '\\bte (?:quiero|amo|adoro|echo de menos|extrano)\\b|\\bme (?:gusta|encanta) (?:mucho |tanto )?(?:hablar|charlar) contigo|\\bme haces (?:siempre |tan |muy )?(?:reir|sonreir|feliz)|\\beres (?:muy |tan |super |un |una |el |la )*(?:sol|encanto|amor|cielo|genial|maj[oa]|simpatic[oa]|guap[oa]|lind[oa]|increible|adorable|buen[oa]|mejor)\\b',
    ),
    askPlace: r(
      '\\b(?:(?:sitio|lugar|rincon|barrio|restaurante|bar|parque) (?:favorito|preferido)|que (?:hay que|se puede|debo|deberia) (?:ver|visitar|hacer)|hablame de tu ciudad|cuentame (?:mas )?(?:de|sobre) tu ciudad|como es (?:la vida en|vivir en) )',
    ),
    askWeekend: r(
      '\\b(?:(?:el|los) fin(?:es)? de semana|este finde|el finde|los sabados|los domingos|tus dias libres|despues del trabajo)',
    ),
    askFood: r(
      '\\b(?:(?:comida|plato|postre) (?:favorit[oa]|preferid[oa])|que te gusta comer|que comes|te gusta cocinar|cocinas\\b|especialidad)',
    ),
    askMusic: r(
      '\\b(?:que (?:tipo de )?musica|(?:musica|grupo|cantante|cancion|artista) (?:favorit[oa]|preferid[oa])|que escuchas|escuchas musica)',
    ),
    askJoke: r(
      '\\b(?:cuentame|cuentanos|dime|cuenta|sabes|conoces) (?:un |algun |otro |unos )?(?:buen )?chistes?\\b|\\bhazme reir\\b',
    ),
    askTime: r('\\b(?:que hora es|que hora tienes|que hora son|tienes hora)\\b'),
    tasteAsk: [
      r('(?<!que )\\bte (?:gusta|gustan|encanta|encantan) (?:tambien |mucho )?(?<t>(?!hacer\\b)[^?.!,;¿]+)'),
      r('\\beres (?:fan|aficionad[oa]) (?:de |del |a |al )(?<t>[^?.!,;¿]+)'),
    ],
    tasteTail: r('(?:^|[,;\\s¿])(?:y a ti|a ti tambien|y tu|tu tambien|y usted)\\s*[?!.]*\\s*$'),
    askNews: r(
      '\\b(?:que hay de nuevo|(?:alguna|algo de|hay|que|las|tienes) (?:novedad(?:es)?|noticias?)\\b|novedades\\b|noticias\\b|algo nuevo\\b|titulares\\b|que (?:pasa|esta pasando|ocurre|sucede) en el mundo)',
    ),
    okay: r('^(?:ok(?:ay)?|vale|vale vale|de acuerdo|si|no|bueno|ya|ah|oh|hmm+|entiendo|claro|cierto|vaya)$'),
    reaction: r(
      '^(?:(?:ja)+|(?:je)+|lol+|wow|guay|genial|que bien|que guay|que bonito|que gracioso|(?:eso es|suena|es|muy|que|oh) (?:muy |super |re |tan )?(?:genial|bien|guay|divertido|gracioso|interesante|bonito|chulo|increible))\\b',
    ),
    request: r(
      '\\b(?:cuentame|cuentanos) (?:una |un |otra |otro |alguna |algun )?(?:pequena |breve |buena |bonita )?(?:historias?|cuentos?|leyendas?|anecdotas?)\\b|\\b(?:cuentame|cuentanos) algo (?:interesante|curioso|bonito|sobre (?!(?:ti|tu)\\b)|de (?!(?:ti|tu)\\b))|\\b(?:recomiendame|recomiendanos|aconsejame|aconsejanos|explicame|explicanos|sugiereme|sugierenos|ayudame|ayudanos)\\b|\\bme (?:recomiendas|aconsejas|explicas|sugieres|puedes (?:recomendar|explicar|aconsejar|sugerir|ayudar))\\b|\\bdame (?:un |una |unos |algun |algunos |tu )?(?:buen |pequeno )?(?:consejos?|ideas?|recomendacion(?:es)?|tips?|sugerencias?)\\b|\\bque (?:deberia|debo|tendria que) hacer\\b',
    ),
  },
  'it-IT': {
    askIdentity: r(
      '\\b(?:chi sei|come ti chiami|qual e il tuo nome|il tuo nome|presentati|parlami di te|sei (?:un |una )?(?:bot|robot|ia|umano|umana|vera?o?|persona(?: vera| reale)?))',
    ),
    askJob: r(
      '\\b(?:che lavoro fai|cosa fai (?:nella vita|di lavoro)|hai (?:un )?(?:lavoro|impiego)\\b|il tuo lavoro|dove lavori|di cosa ti occupi|qual e il tuo lavoro)',
    ),
    askHobbies: r(
      '\\b(?:hobb(?:y|ies)|tempo libero|passatemp[oi]|cosa ti piace fare|le tue passioni|i tuoi interessi|per divertirti|per rilassarti|per svagarti)',
    ),
    askHome: r(
      '\\b(?:dove vivi|dove abiti|di dove sei|da dove vieni|(?:la|della|nella|alla|sulla) tua citta|il tuo paese|(?:citta|paese|zona|quartiere) (?:vivi|abiti|stai|sei|vieni)\\b)',
    ),
    askAge: r('\\b(?:quanti anni hai|la tua eta|quando sei nat[oa]|quando e il tuo compleanno)'),
    howAreYou: r(
      "\\b(?:come stai|come va|tutto bene|come ti senti|stai bene|com'e andata (?:la )?(?:tua )?giornata|come te la passi|raccontami (?:della )?(?:tua )?giornata|cosa hai fatto oggi)",
    ),
    thanks: r('\\b(?:grazie|ti ringrazio|grazie mille)\\b'),
    goodbye: r(
      '\\b(?:arrivederci|a presto|a dopo|a domani|ci vediamo|buonanotte|buona notte|devo (?:andare|scappare)|scappo|ci sentiamo|ciao ciao|notte)\\b',
    ),
    greeting: r('^(?:ciao+|salve|buongiorno|buonasera|ehi|hey|hei)\\b'),
    you: r('\\b(?:tu|te|ti|tuo|tua|tuoi|tue)\\b'),
    youAre: r('\\bsei (?:cosi |molto |davvero |proprio )?\\p{L}'),
    likeYou: r(
      '\\bti (?:voglio bene|amo|adoro)\\b|\\bmi piace (?:tanto |molto |proprio )?(?:parlare|chiacchierare) con te|\\bmi manchi\\b|\\bmi fai (?:sempre |tanto |proprio )?(?:ridere|sorridere|stare bene)|\\bsei (?:davvero |proprio |molto |cosi |troppo |un |una )*(?:tesoro|dolce|gentile|carin[oa]|simpatic[oa]|fantastic[oa]|mitic[oa]|splendid[oa]|bravissim[oa]|amore|il migliore|la migliore)\\b',
    ),
    askPlace: r(
      "\\b(?:(?:posto|luogo|angolo|quartiere|ristorante|bar|locale|parco) (?:preferito|del cuore)|cosa (?:c'e da|bisogna|si puo|dovrei) (?:vedere|visitare|fare)|parlami (?:della tua citta|di \\p{L}+)|com'e (?:la vita|vivere) a )",
    ),
    askWeekend: r(
      '\\b(?:(?:il|nel|nei|durante il) (?:fine settimana|weekend)|questo (?:fine settimana|weekend)|il sabato|la domenica|giorni liberi|dopo il lavoro)',
    ),
    askFood: r(
      '\\b(?:piatto (?:preferito|del cuore)|cibo preferito|cosa (?:ti piace )?mangiare|cosa mangi|ti piace cucinare|cucini\\b|specialita)',
    ),
    askMusic: r(
      '\\b(?:che (?:tipo di |genere di )?musica|(?:musica|gruppo|band|cantante|canzone|artista) preferit[oa]|cosa ascolti|ascolti musica)',
    ),
    askJoke: r(
      "\\b(?:raccontami|racconta|dimmi|conosci|sai) (?:una |qualche |un'altra |delle )?(?:bella )?barzellett[ae]\\b|\\bfammi ridere\\b",
    ),
    askTime: r('\\b(?:che ore sono|che ora e|che ora fai|sai che ore sono)\\b'),
    tasteAsk: [
      r('(?<!cosa |che )\\bti (?:piace|piacciono) (?:anche |molto )?(?<t>(?!fare\\b)[^?.!,;]+)'),
      r('\\bami (?:anche )?(?<t>[^?.!,;]+)'),
      r('\\bsei (?:un |una )?(?:fan|appassionat[oa]) (?:di|del|della|dei|delle) (?<t>[^?.!,;]+)'),
    ],
    tasteTail: r('(?:^|[,;\\s])(?:e tu|e a te|anche a te|anche tu|e lei)\\s*[?!.]*\\s*$'),
    askNews: r(
      "\\b(?:che novita|(?:qualche|ci sono|hai|le) (?:novita|notizie)\\b|novita\\b|notizie\\b|(?:che|cosa) c'e di nuovo|qualcosa di nuovo|titoli (?:di oggi|dei giornali)|telegiornal[ei]|\\btg\\b|cosa (?:succede|sta succedendo) nel mondo)",
    ),
    okay: r("^(?:ok(?:ay)?|va bene|vabbe|si|no|bene|ah|oh|hmm+|capito|certo|vero|d'accordo)$"),
    reaction: r(
      '^(?:(?:ah)+|(?:ha)+|(?:eh)+|lol+|wow|figo|bello|fantastico|grande|che bello|che figo|(?:che|sembra|e|molto|davvero|oh) (?:molto |troppo |proprio |cosi )?(?:bello|figo|divertente|interessante|carino|fantastico|forte|simpatico|bene))\\b',
    ),
    request: r(
      "\\b(?:raccontami|raccontaci) (?:una |un |un'|qualche |un'altra )?(?:bella |breve |piccola )?(?:storia|storie|storiella|favola|fiaba|racconto|aneddoto)\\b|\\b(?:raccontami|raccontaci) qualcosa (?:di (?:interessante|bello|curioso)|su (?!di te\\b))|\\b(?:consigliami|consigliaci|spiegami|spiegaci|suggeriscimi|aiutami|aiutaci)\\b|\\bmi (?:consigli|spieghi|suggerisci|sai consigliare|puoi (?:consigliare|spiegare|suggerire|aiutare))\\b|\\b(?:dammi|dacci) (?:un |dei |qualche |il tuo |un paio di )?(?:buon |piccolo )?(?:consigli|consiglio|suggerimenti|suggerimento|idee|idea|dritte|dritta|spunti|spunto)\\b|\\b(?:cosa|che) (?:dovrei|devo) fare\\b",
    ),
  },
  'zh-CN': {
    askIdentity: r(
      '你是谁|你叫什么|你的名字|介绍一下(?:你自己|自己)|说说你自己|你是(?:机器人|人工智能|真人|ai)',
    ),
    askJob: r(
      '你(?:平时|现在|目前)?(?:是)?(?:做|干)(?:什么|啥)(?:工作|的)|你(?:现在)?有(?:没有)?工作|你(?:在)?上班吗|你的工作|你的职业|你在哪(?:里)?工作|你是干什么的',
    ),
    askHobbies: r('爱好|兴趣|业余时间|空闲时间|你喜欢做什么|你平时喜欢|你喜欢什么'),
    askHome: r(
      '你住(?:在)?哪|你是哪里人|你是哪(?:个|座|一个)?(?:城市|地方|国家|省)(?:的|人)|你来自哪|你从哪(?:里)?来|你的城市|你老家',
    ),
    askAge: r('你(?:今年|现在)?(?:多大|几岁)|你的年龄|你哪年出生|你的生日'),
    howAreYou: r(
      '你(?:还)?好吗|最近(?:怎么样|好吗)|你怎么样|过得(?:怎么样|好吗)|你今天怎么样|今天过得怎么样|你今天做了什么|说说你的一天|心情(?:怎么样|如何)|还好吗',
    ),
    thanks: r('谢谢|多谢|感谢|谢啦|3q'),
    goodbye: r(
      '再见|拜拜|晚安|回头(?:见|聊)|明天见|下次(?:见|聊)|我(?:先)?走了|我(?:先)?下(?:线)?了|我得走了',
    ),
    greeting: r('^(?:你好|您好|嗨|哈喽|早上好|早安|晚上好|下午好|早|hi|hello|hey)'),
    you: r('你|您'),
    youAre: r('你(?:真|好|太|很|最|超|特别)'),
    likeYou: r(
      '我(?:很|真的|好|超|最|也)?(?:喜欢|爱)(?:你|和你聊天|跟你聊天|和你说话|跟你说话)|想你了|我想你|你(?:总是|总能|总|每次都|一直)?(?:能)?让我(?:很|好|特别)?(?:开心|高兴|快乐|笑)|你(?:真|好|太|很|最|超|特别)(?:好|棒|可爱|贴心|温柔|厉害|聪明|漂亮|帅|善良)',
    ),
    askPlace: r(
      '最喜欢的地方|喜欢的地方|推荐(?:一下)?(?:哪里|什么地方|去哪)|有什么好玩的|值得(?:去|看)|介绍一下你的城市|说说你的城市|你们那(?:里|儿)怎么样|你的城市怎么样',
    ),
    askWeekend: r('周末|星期六|星期天|礼拜天|休息日|下班(?:以)?后|放假'),
    askFood: r('(?:最)?喜欢吃什么|爱吃什么|最喜欢的(?:菜|食物|美食)|你会做饭|你做饭|特色菜|有什么好吃的'),
    askMusic: r('(?:什么|哪种|哪类)音乐|听什么|最喜欢的(?:歌|歌手|乐队|音乐)|你听音乐'),
    askJoke: r('(?:讲|说|来)(?:一)?个笑话|讲笑话|说笑话|逗我笑'),
    askTime: r('几点了|现在几点|几点钟|什么时间了|现在什么时间'),
    tasteAsk: [
      r('你(?:也)?(?:喜欢|爱)(?<t>[^吗？?，,。！!]+)吗'),
      r('你(?:也)?喜不喜欢(?<t>[^吗？?，,。！!]+)'),
    ],
    tasteTail: r('(?:你呢|你也(?:喜欢|是)?吗|那你呢|你也一样吗)[？?！!。.]*$'),
    askNews: r(
      '新闻|有(?:什么|啥)(?:新鲜事|新消息|消息)|最近(?:发生了|有)什么(?:事|新鲜事)|世界上(?:发生了|有)什么|头条|时事',
    ),
    okay: r('^(?:好的|好吧|好|嗯+|哦+|噢|行|知道了|明白了|了解|是的|对|没错|这样啊)[。！!~～]*$'),
    reaction: r(
      '^(?:哈哈+|嘻嘻|呵呵|(?:太|真|好)(?:棒|好|酷|厉害|有意思|好玩|可爱|搞笑)了?|不错|厉害|有意思|牛|酷)',
    ),
    request: r(
      '(?:^|给我|跟我|为我|帮我|请|你|再)讲(?:一)?(?:个|段|些)?(?:小)?(?:故事|童话|传说)|(?:^|给我|帮我|跟我|为我|请|你|能|可以|再)(?:推荐|解释)(?!了|过)|(?:给我|跟我)(?:讲讲|说说)(?!你)|(?:^|请|你|能|可以|再)给我(?:一些|一点|点|几个|些|个)?(?:[^。！？!?，,]{1,8}的)?(?:建议|意见|主意|点子)|(?:求|请给我|需要)(?:一些|点|个)?建议|(?:^|请|你|能|可以)帮我(?:想|看|出|写|做|查|选|解决|分析)|我(?:应该|该)(?:怎么|如何)(?:办|做)|(?:^|[，,。！!？?\\s]|请)告诉我(?!你)',
    ),
    notAsking: r(
      '(?:什么|谁|哪儿|哪里|哪|怎么)(?:都|也)|什么的|(?:这|那|前|过|好|十)几(?:天|个|年|次|周|分钟|小时|岁)|(?:不|没)(?:肯|愿意|愿|想|会|能|太)?(?:告诉|说|讲|知道|明白|懂|清楚|记得)(?:过)?(?:我|他|她|你|我们|他们|她们)?[^，,。！!？?]{0,6}?(?:为什么|怎么|什么|哪|谁|几|多少)|问(?:了)?(?:我|他|她|你|我们|他们|她们)[^，,。！!？?]{0,6}?(?:为什么|怎么|什么|哪|谁|几|多少)',
    ),
  },
  'ja-JP': {
    askIdentity: r(
      '(?:あなた|君|きみ)は誰|お名前は|名前(?:は|を)(?:教えて|何)|自己紹介|あなたについて(?:教えて)?|(?:ロボット|AI|ai|人間)なの|(?:あなた|君|きみ)(?:って|は)[^。？?]{0,6}(?:人間|ロボット|ai|ボット)',
    ),
    askJob: r(
      '(?:お)?仕事は(?:何|なん)|何の仕事|職業|どんな仕事|どこで働いて|仕事(?:は|を)?(?:して(?:る|いる)の|して(?:い)?ますか|して(?:る|いる)[？?]|ある[？?]|あるの)',
    ),
    askHobbies: r('趣味|休みの日|暇な時|好きなこと|何が好き'),
    askHome: r(
      'どこ(?:の[^、。？?]{1,4})?に住んで|どこ(?:に|で)暮らして|出身(?:は|地)|どこ(?:の)?出身|どこから来|住んでいるところ|(?:あなた|君|きみ)の(?:街|町|都市|故郷|ふるさと)',
    ),
    askAge: r('何歳|おいくつ|年齢|いつ生まれ|誕生日はいつ'),
    howAreYou: r(
      '元気(?:ですか|？|\\?|\\s*$)|お元気|調子(?:は|どう)|最近どう|大丈夫(?:ですか|？|\\?)|気分(?:は|どう)|どうしてる|今日はどんな一日|今日は何をしていました|今日は何した',
    ),
    thanks: r('ありがと|感謝|どうも(?:ありがとう)?$|サンキュー'),
    goodbye: r(
      'さようなら|さよなら|またね|また明日|おやすみ|じゃあね|バイバイ|失礼します|そろそろ寝|もう行かな',
    ),
    greeting: r(
      '^(?:こんにちは|こんばんは|おはよ(?:う)?|やあ|どうも|はじめまして|初めまして|ハロー|もしもし)',
    ),
    you: r('あなた|君|きみ|さん'),
    youAre: r('あなたは|あなたって|君は|君って|さんは|さんって'),
    likeYou: r(
      '(?:あなた|君|きみ)(?:のこと)?が(?:大)?好き|(?:あなた|君|きみ)と(?:話す|話せる|おしゃべりする)(?:の|こと)が(?:大)?好き|会いたかった|話せて(?:うれしい|嬉しい|楽しい)|(?:あなた|君|きみ)と(?:話す|話して|話せる|話している)と[^。！!]{0,8}(?:笑顔|元気|楽し|嬉し|うれし|幸せ|癒さ)|(?:あなた|君|きみ)(?:は|って)(?:本当に|すごく|とても)?(?:優しい|やさしい|素敵|すてき|かわいい|可愛い|面白い|最高)',
    ),
    askPlace: r(
      '(?:一番)?好きな場所|おすすめの(?:場所|スポット|お店)|お気に入りの(?:場所|スポット|お店|カフェ)|(?:どこ|何)を(?:見|観光|訪れ)(?:る|れば|たら)|街(?:について|のこと)を?(?:教えて|聞かせて)|どんな街',
    ),
    askWeekend: r('週末|休日|休みの日|土曜|日曜|仕事の後|仕事終わり'),
    askFood: r(
      '好きな(?:食べ物|料理|食べもの)|何を食べ|料理(?:は|を)する|料理が好き|おすすめの(?:料理|食べ物)|名物',
    ),
    askMusic: r('(?:どんな|何の)音楽|好きな(?:音楽|歌|歌手|バンド|曲|アーティスト)|何を聴|音楽(?:は|を)聴'),
    askJoke: r(
      '(?:冗談|ジョーク|ダジャレ|だじゃれ|おもしろい話|面白い話)(?:を)?(?:言って|教えて|聞かせて|話して)|笑わせて',
    ),
    askTime: r('何時(?:ですか|？|\\?|\\s*$)|今何時|いま何時'),
    tasteAsk: [
      r('(?<t>[^、。！？!?\\s]{1,20}?)(?:は|が|も)(?:お)?(?:大)?好き(?:です|なん(?:です)?)?か'),
      r('(?<t>[^、。！？!?\\s]{1,20}?)(?:は|が|も)(?:大)?好き[？?]'),
    ],
    tasteTail: r('(?:あなた|君|きみ)(?:は|も)(?:どう(?:ですか)?|好き(?:ですか)?)?[？?]*$'),
    askNews: r(
      'ニュース|(?:何か|なにか)新しいこと|(?:世の中|世界)(?:で)?(?:は)?(?:何|なに)か(?:あった|起き)|最近(?:何か|なにか)(?:あった|変わったこと)|見出し|時事',
    ),
    okay: r(
      '^(?:はい|うん|ええ|了解(?:です)?|そうですか|そうなんだ|なるほど|わかりました|わかった|オッケー|ok|おk)[。！!〜]*$',
    ),
    reaction: r(
      '^(?:(?:は|ハ)(?:は|ハ)+|笑|w+|すごい|いいね|いいですね|面白い|おもしろい|かわいい|素敵|最高|(?:それは|それ|わあ|へえ)(?:すごい|いい|面白い|素敵|楽しそう))',
    ),
    request: r(
      `(?:(?:物語|昔話|おとぎ話|ストーリー|お話)を?(?:して|聞かせて|話して|読んで)|(?:おすすめ|オススメ|お勧め|お薦め)(?:の[^。！？!?、]{0,12})?(?:を|は|って)?(?:教えて|ください|して)|教えて|説明して|解説して|手伝って|アドバイス(?:を)?(?:ください|下さい|して|ちょうだい|お願い))${JA_PLEASE}|(?:おすすめ|オススメ|お勧め|お薦め)(?:の[^。！？!?、]{0,12})?(?:は|って)?(?:ある|あります|ない|何)|アドバイス(?:が|を)?(?:ほしい|欲しい)|どうすれば(?:いい|良い)|どうしたら(?:いい|良い)`,
    ),
    notAsking: r(
      '(?:何|なに|誰|だれ|どこ|いつ)(?:か|も)|なぜか|なんとなく|何となく|どう(?:も|せ|か|しても)|(?:何|なに)(?:を|が)?(?:言っても|しても)',
    ),
  },
  'ar-SA': {
    askIdentity: r(
      'من انت|مين انت|منو انت|(?:ايش|وش|شو|ما) اسمك|عرفني (?:علي |ب)?نفسك|عرف(?:ني|نا)? بنفسك|حدثني عن نفسك|انت (?:روبوت|ذكاء اصطناعي|انسان|حقيقي)',
    ),
    askJob: r(
      '(?:ايش|وش|شو|ما) (?:تشتغل|تعمل|شغلك|وظيفتك|مهنتك)|وين تشتغل|اين تعمل|عملك|وظيفتك|مهنتك|(?:عندك|لديك) (?:وظيفه|شغل|عمل)(?=$|\\s|[؟?!.])',
    ),
    askHobbies: r('هواي(?:ه|اتك|تك)|هواياتك|وقت فراغك|(?:ايش|وش|شو|ماذا) تحب تسوي|(?:ايش|وش|شو|ماذا) تحب'),
    askHome: r(
      'وين ساكن|وين تسكن|اين تسكن|اين تعيش|من وين انت|من اين انت|وين عايش|مدينتك|بلدك|(?:اي|انهي) (?:مدينه|بلد|دوله|منطقه|حي) (?:تسكن|تعيش|ساكن|عايش)|(?:^|\\s)(?:انت|انتي) من (?:اي|انهي) (?:مدينه|بلد|دوله|منطقه)',
    ),
    askAge: r('كم عمرك|عمرك كم|كم سنك|متي ولدت|متي عيد ميلادك'),
    howAreYou: r(
      'كيف حالك|كيفك|شلونك|كيف الحال|(?:ايش|وش) اخبارك|علومك|كيف يومك|كيف كان يومك|وش سويت اليوم|احكيلي عن يومك|انت بخير|عساك بخير|كيف صحتك',
    ),
    thanks: r('شكرا|مشكور|مشكوره|يعطيك العافيه|تسلم|ممنون|الله يجزاك خير'),
    goodbye: r(
      'مع السلامه|الي اللقاء|تصبح علي خير|تصبحين علي خير|باي|اشوفك|نشوفك|لازم اروح|استودعك الله|في امان الله',
    ),
    greeting: r('^(?:مرحبا|مرحبتين|اهلا|هلا|السلام عليكم|سلام|صباح الخير|مساء الخير|هاي|هلو)'),
    you: r('(?:^|\\s)(?:انت|انتي)(?=\\s|$)|ك(?=\\s|$|[!?.،؟])'),
    youAre: r('(?:^|\\s)(?:انت|انتي)(?=\\s|$)'),
    likeYou: r(
      'احبك|احب (?:الكلام|الحديث|السوالف|الدردشه) معك|اشتقت ?لك|وحشتني|تفرحني|(?:^|[،,.!]\\s*)(?:(?:انت|انتي) )?(?:(?:دايم|دايما|دائما|دوم|كل مره) )?(?:تخليني|تخلينني|تجعلني) (?:ابتسم|اضحك|افرح|مبسوط|مبسوطه|سعيد|سعيده)|(?:^|[،,.!]\\s*)(?:(?:انت|انتي) )?(?:دايم |دايما |دائما )?(?:تضحكني|تسعدني)|(?:^|\\s)(?:انت|انتي) (?:رائع|رائعه|لطيف|لطيفه|جميل|جميله|طيب|طيبه|حلو|حلوه)(?:$|\\s|[!.،؟])|كلامك (?:حلو|جميل|يريح)',
    ),
    askPlace: r(
      'مكانك المفضل|المكان المفضل|(?:وش|ايش|ماذا) (?:ازور|اشوف|تنصحني (?:ازور|اشوف|اروح))|وين تنصحني|حدثني عن مدينتك|(?:احكي|احكيلي|كلمني) عن مدينتك|(?:وش|ايش) احلي مكان|افضل مكان',
    ),
    askWeekend: r('الويكند|نهايه الاسبوع|عطله الاسبوع|يوم الجمعه|يوم السبت|بعد الدوام|بعد الشغل|بعد العمل'),
    askFood: r(
      'اكلتك المفضله|اكلك المفضل|الاكل المفضل|طبقك المفضل|(?:وش|ايش|ماذا) تحب تاكل|(?:وش|ايش|ماذا) تاكل|تطبخ|الاكله الشعبيه',
    ),
    askMusic: r(
      '(?:وش|ايش|اي|ماذا) (?:نوع )?(?:ال)?(?:موسيقي|اغاني)|مطربك المفضل|اغنيتك المفضله|موسيقاك المفضله|تسمع (?:موسيقي|اغاني)|(?:وش|ايش|ماذا) تسمع',
    ),
    askJoke: r(
      '(?:قل|قول|احكي|احك|اروي|عطني|اعطني)(?: لي| لنا)? ?(?:نكته|نكت)|(?:تعرف|عندك) (?:نكته|نكت)|ضحكني',
    ),
    askTime: r('كم الساعه|الساعه كم|كم صارت الساعه'),
    tasteAsk: [
      r('(?:^|\\s)(?:هل )?(?:تحب|تحبين|يعجبك|تعجبك|تسمع) (?<t>[^؟?!.،,]+)[؟?]'),
      r('(?:^|\\s)هل (?:تحب|تحبين|يعجبك|تعجبك|تسمع) (?<t>[^؟?!.،,]+)'),
    ],
    tasteTail: r(
      '(?:^|[،,\\s])(?:و ?انت|و ?انتي|انت كمان|وانت كمان|وانت بعد|وانت (?:وش|ايش) رايك)\\s*[؟?!.]*\\s*$',
    ),
    askNews: r(
      '(?:^|\\s)(?:ما|وش|ايش|شو|اي) (?:ال)?(?:اخبار|جديد)(?=$|\\s|[!?.،؟])|الاخبار|اخبار (?:اليوم|العالم|جديده)|(?:فيه|هل (?:هناك|فيه)|عندك) (?:اخبار|جديد|شي جديد)|(?:ماذا|وش|ايش) (?:يحدث|صاير|يصير) في العالم|العناوين',
    ),
    okay: r('^(?:اوكي|اوك|تمام|طيب|اها|ماشي|زين|نعم|اي|ايوه|لا|فهمت|صح|ok)$'),
    reaction: r('^(?:ه{3,}|واو|حلو|رائع|جميل|يا سلام|(?:هذا|شي|مره|والله) (?:حلو|رائع|جميل|ممتع|مضحك|يضحك))'),
    request: r(
      '(?:^|[.!؟?،,]\\s*)(?:(?:احكي|احك|اروي|قل|قولي)(?: لي| لنا) ?(?:قصه|قصص|حكايه|حكايات|حدوته)|(?:احكي|احكيلي|حدثني|حدثيني|كلمني|كلميني)(?: لي)? عن (?!نفسك|يومك|مدينتك|حالك|بلدك)|اقترح(?:ي)? (?:علي|لي)|اشرح(?:ي)?(?: لي| لنا)?(?=\\s|$)|فسر(?:ي)? لي|ساعديني)|(?:تحكي|تحكيلي|تروي|احكيلي)(?: لي| لنا)? ?(?:قصه|قصص|حكايه|حدوته)|انصحني|انصحيني|تنصحني|تقترح(?:ين)? (?:علي|لي)|تشرح(?:ين)? لي|(?:^|\\s)(?:عطني|اعطني|اعطيني|عطيني) (?:نصيحه|نصايح|نصائح|فكره|افكار|اقتراح|اقتراحات)|(?:^|\\s)(?:وش|ايش|ماذا|شو) (?:اسوي|افعل|اعمل)(?=\\s|$|[؟?!.،])',
    ),
  },
};
