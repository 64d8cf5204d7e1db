/**
 * English memory rules. Patterns run on folded text (lower case, no accents).
 *
 * A relative's or pet's name right after the noun (`my boss Mike`, `my dog, Rex`) must be written
 * with a capital, even in a sentence typed in lower case: in `my boss shouted at me`, `my mom says
 * hi` or `my boss is mean` the next word is a verb or an adjective, not a name (as in the other
 * languages' rules). Written out (`my sister is called anna`, `my dog's name is rex`), any case.
 */
import { alternation, rx, type MemoryPatterns } from '../parts/memory.js';
import type { RelationId, SpeciesId } from '../parts/nouns.js';

const relations: Record<string, RelationId> = {
  mom: 'mother',
  mum: 'mother',
  mother: 'mother',
  mommy: 'mother',
  dad: 'father',
  father: 'father',
  daddy: 'father',
  sister: 'sister',
  sis: 'sister',
  brother: 'brother',
  bro: 'brother',
  wife: 'wife',
  husband: 'husband',
  hubby: 'husband',
  girlfriend: 'girlfriend',
  gf: 'girlfriend',
  boyfriend: 'boyfriend',
  bf: 'boyfriend',
  fiancee: 'girlfriend',
  fiance: 'boyfriend',
  partner: 'partner',
  son: 'son',
  daughter: 'daughter',
  friend: 'friend',
  buddy: 'friend',
  colleague: 'colleague',
  coworker: 'colleague',
  'co-worker': 'colleague',
  boss: 'boss',
  grandma: 'grandmother',
  grandmother: 'grandmother',
  granny: 'grandmother',
  grandpa: 'grandfather',
  grandfather: 'grandfather',
  cousin: 'cousin',
  roommate: 'roommate',
  flatmate: 'roommate',
  neighbor: 'neighbor',
  neighbour: 'neighbor',
};
const species: Record<string, SpeciesId> = {
  dog: 'dog',
  dogs: 'dog',
  puppy: 'dog',
  cat: 'cat',
  cats: 'cat',
  kitten: 'cat',
  rabbit: 'rabbit',
  rabbits: 'rabbit',
  bunny: 'rabbit',
  hamster: 'hamster',
  'guinea pig': 'guinea-pig',
  bird: 'bird',
  parrot: 'parrot',
  budgie: 'parrot',
  fish: 'fish',
  goldfish: 'fish',
  horse: 'horse',
  pony: 'horse',
  turtle: 'turtle',
  tortoise: 'turtle',
  snake: 'snake',
};
const REL = alternation(relations);
const SP = alternation(species);
const NAME = "(?<v>\\p{L}[\\p{L}\\p{M}'-]*(?: \\p{L}[\\p{L}\\p{M}'-]*){0,3})";
const THING = '(?<v>[^,;:]+)';
const ADJ = '(?:(?:older|younger|little|big|baby|best|elder|twin|new|old) )?';
const EVENTS =
  "exam|exams|test|finals|interview|job interview|appointment|doctor's appointment|dentist appointment|date|first date|wedding|meeting|surgery|operation|concert|match|game|party|presentation|flight|audition|competition|tournament|race|marathon|recital|show|gig|deadline";
const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';

/** Diets said as what one is ("I'm vegetarian"). */
const DIETS =
  'vegetarian|vegan|pescatarian|pescetarian|plant-based|gluten-free|gluten free|lactose intolerant|lactose-intolerant|dairy-free|dairy free|coeliac|celiac|diabetic|halal|kosher|keto|paleo';
/** Foods one may not eat ("I don't eat pork"). */
const FOODS =
  'red meat|meat|pork|beef|lamb|veal|chicken|poultry|fish|seafood|shellfish|dairy|milk|cheese|eggs|gluten|sugar|nuts|peanuts|animal products|meat or fish|fish or meat|meat and fish';
/** Sports and practices one "does" ("I do yoga"). */
const PRACTICES =
  'yoga|pilates|karate|judo|taekwondo|kung fu|tai chi|crossfit|ballet|gymnastics|kickboxing|boxing|archery|fencing|aikido|jiu[- ]jitsu|zumba|meditation|martial arts|parkour|triathlons?|marathons?|ballroom dancing|salsa|weightlifting|powerlifting|calisthenics';
const OFTEN = '(?:also |usually |often |sometimes |regularly |still |really |mostly |actually )*';

const words = (s: string): Set<string> => new Set(s.split('|'));

export const memory: MemoryPatterns = {
  label: 'English',
  rules: [
    { kind: 'name', re: rx(`\\bmy name(?:'s| is) ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\b(?:you can |just |please )?call me ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bi(?:'m| am) ${NAME}`), case: 'strict' },
    {
      kind: 'age',
      re: rx(
        "\\bi(?:'m| am) (?:now |already )?(?<v>\\d{1,3})(?= years? old\\b| yrs?\\b| y/?o\\b| and\\b| but\\b| so\\b|\\s*(?:[,.!;]|$))",
      ),
    },
    { kind: 'age', re: rx('\\bmy age is (?<v>\\d{1,3})\\b') },
    {
      kind: 'age',
      re: rx(
        "\\bi(?:'ve| have)? (?:just |recently |only )?turned (?<v>\\d{1,3})\\b(?! (?:minutes?|hours?|days?|pages?|degrees?|times?|percent|%))",
      ),
    },
    {
      kind: 'diet',
      re: rx(
        `\\bi(?:'m| am|'ve been| have been) (?:an? )?(?:strict |strictly |full |fully |completely |mostly )?(?<v>${DIETS})\\b`,
      ),
    },
    {
      kind: 'diet',
      sub: 'no',
      re: rx(
        `\\bi (?:don't|do not|dont|never|no longer|can't|cannot|can not) eat (?:any )?(?<v>${FOODS})\\b`,
      ),
    },
    {
      kind: 'diet',
      sub: 'allergy',
      re: rx("\\bi(?:'m| am) (?:very |really |severely |super )?allergic to (?<v>[^,;:]+)"),
    },
    {
      kind: 'person',
      re: rx(
        `\\bmy ${ADJ}(?<rel>${REL})(?:'s name is|'s called| is called| is named| named| called) ${NAME}`,
      ),
      titleCase: true,
    },
    { kind: 'person', re: rx(`\\bmy ${ADJ}(?<rel>${REL})(?:,| is)? ${NAME}`), case: 'strict' },
    {
      kind: 'person',
      re: rx(`\\bi (?:have|'ve got|have got) an? ${ADJ}(?<rel>${REL}) (?:called|named) ${NAME}`),
      titleCase: true,
    },
    { kind: 'person', re: rx(`\\bi (?:have|'ve got|have got) an? ${ADJ}(?<v>(?<rel>${REL}))\\b`) },
    {
      kind: 'pet',
      re: rx(
        `\\bmy (?:little |old |new )?(?<sp>${SP})(?:'s name is|'s called| is called| is named| named| called) ${NAME}`,
      ),
      titleCase: true,
    },
    { kind: 'pet', re: rx(`\\bmy (?:little |old |new )?(?<sp>${SP}),? ${NAME}`), case: 'strict' },
    {
      kind: 'pet',
      re: rx(
        `\\bi (?:have|'ve got|have got|own) an? (?:little |cute )?(?<sp>${SP}) (?:called|named) ${NAME}`,
      ),
      titleCase: true,
    },
    {
      kind: 'pet',
      re: rx(
        `\\bi (?:have|'ve got|have got|own) (?:an?|two|three|\\d+) (?:little |cute )?(?<v>(?<sp>${SP}))\\b`,
      ),
    },
    {
      kind: 'place',
      sub: 'origin',
      re: rx("\\bi(?:'m| am) (?:originally )?from (?<v>.+)"),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'origin',
      re: rx('\\bi (?:originally )?come from (?<v>.+)'),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'origin',
      re: rx('\\bi (?:was born|grew up|was raised)(?: and (?:raised|grew up))? in (?<v>.+)'),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx("\\bi(?:'ve| have)? (?:live|am living|'m living|reside|stay|lived|been living) in (?<v>.+)"),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx('\\bi (?:just |recently )?moved to (?<v>.+)'),
      case: 'upper',
      proper: true,
    },
    { kind: 'job', re: rx(`\\bi (?:work|am working|'m working) as (?:an? )?${THING}`) },
    { kind: 'job', re: rx(`\\bmy (?:job|profession|occupation) is (?:an? )?${THING}`) },
    {
      kind: 'job',
      re: rx(
        "\\bi(?:'m| am) an? (?<v>(?:[\\p{L}-]+ )?[\\p{L}-]*(?:er|or|ist|ian|eer|ect|nurse|chef|cook|doctor|surgeon|vet|pilot|judge|lawyer|student|intern|model|artist|barista|clerk|nanny|guard|officer|coach|medic|paramedic|carpenter|plumber|mechanic|dentist|scientist|analyst|consultant|accountant|engineer|designer|programmer|farmer|professor|tutor|technician|therapist|journalist|photographer|musician|actor|actress|writer|author|secretary|receptionist|cashier|waiter|waitress|bartender|soldier|firefighter|driver|retiree|freelancer|assistant|agent|attendant|architect|chemist|economist|pharmacist|librarian|midwife|caregiver|housewife|homemaker))\\b(?! of\\b)",
      ),
    },
    {
      kind: 'event',
      sub: 'birthday',
      re: rx(
        `\\bmy birthday(?: is|'s) (?<v>(?:on |in |at |the |this |next |tomorrow|today|\\d|${MONTHS})[^,;]*)`,
      ),
    },
    { kind: 'event', sub: 'birthday', re: rx('\\b(?<v>today|tomorrow) is my birthday') },
    {
      kind: 'event',
      re: rx(
        `\\bi (?:have|'ve got|have got|got) (?<v>(?:an?|my) (?:big |important |final |first |second |huge )?(?<k>${EVENTS})\\b[^,;]*)`,
      ),
    },
    {
      kind: 'plan',
      sub: 'trip',
      re: rx(
        "(?:\\bi(?:'m| am|'ll| will)|\\b(?:my \\p{L}+(?: \\p{L}+)? and i|\\p{L}+ and i|we)(?: are|'re|'ll| will))(?: be)? (?:going|flying|travell?ing|heading|driving|off|go|fly|travel|head)(?: back)? to (?<v>(?<k>\\p{L}[\\p{L}'-]*(?: \\p{L}[\\p{L}'-]*){0,2})[^,;]*)",
      ),
      case: 'strict',
      proper: true,
    },
    {
      kind: 'plan',
      sub: 'trip',
      re: rx(
        "\\bi(?:'m| am| will|'ll) (?:be )?visiting (?<v>(?<k>\\p{L}[\\p{L}'-]*(?: \\p{L}[\\p{L}'-]*){0,2})[^,;]*)",
      ),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'plan',
      re: rx(
        "(?:\\bi (?:really |finally |still )?(?:want to|wanna|plan to|hope to|intend to|dream of|dream about)|\\bi(?:'d| would) (?:really )?(?:love|like) to|\\bi(?:'m| am) (?:really |finally )?(?:planning to|planning on|going to|gonna)) (?<v>(?!be\\b|know\\b|ask\\b|say\\b|tell\\b|talk\\b|chat\\b|speak\\b|hear\\b|sleep\\b|die\\b|kill\\b|cry\\b|hug\\b|kiss\\b|leave\\b|stop\\b|see you\\b|eat\\b)\\p{L}[^,;]*)",
      ),
      case: 'lower',
    },
    {
      kind: 'dislike',
      re: rx(
        `\\bi (?:really |just |absolutely |kind of |kinda )?(?:hate|dislike|can't stand|cannot stand|detest|loathe) ${THING}`,
      ),
    },
    {
      kind: 'dislike',
      re: rx(
        `\\bi (?:really )?(?:don't|do not|dont) (?:really |much |particularly )?(?:like|enjoy|love) ${THING}`,
      ),
    },
    { kind: 'dislike', re: rx(`\\bi(?:'m| am) not (?:really )?(?:a (?:big |huge )?fan of|into) ${THING}`) },
    {
      kind: 'like',
      re: rx(
        '\\bmy (?:favou?rite |main |biggest )?(?:hobb(?:y|ies)|pastimes?|passions?) (?:is|are|include|includes) (?<v>[^;:]+)',
      ),
      list: true,
    },
    {
      kind: 'like',
      re: rx(
        '(?:^|,\\s*)(?<v>[^;:]+?) (?:are|is) my (?:favou?rite |main )?(?:hobb(?:y|ies)|pastimes?|passions?)\\b',
      ),
      list: true,
      activity: true,
    },
    {
      kind: 'like',
      re: rx(
        `\\bi ${OFTEN}go (?!(?:crazy|mad|nuts|insane|on|back|around|out of)\\b)(?<v>(?:[\\p{L}-]+ )?(?!(?:thinking|nothing|something|anything|everything|being|going|doing|getting|feeling|having|looking|trying|working)\\b)[\\p{L}-]+ing)\\b`,
      ),
      activity: true,
    },
    {
      kind: 'like',
      re: rx(
        `\\bi ${OFTEN}play (?!with\\b|it\\b|around\\b|along\\b|together\\b|outside\\b|dead\\b|fair\\b|hard\\b|safe\\b|a lot\\b|a role\\b|a part\\b)(?<v>(?:the |some )?\\p{L}[\\p{L}-]*(?: (?:games?|tennis|ball|hockey|football|cards|music))?)`,
      ),
      activity: true,
    },
    { kind: 'like', re: rx(`\\bi ${OFTEN}(?:do|practi[cs]e) (?<v>${PRACTICES})\\b`), activity: true },
    {
      kind: 'like',
      re: rx(
        "\\bi(?:'m| am) an? (?:(?:big|huge|massive|great|die-hard|diehard|lifelong|true|total|real|super) )?(?!(?:big|huge|massive|great|die-hard|diehard|lifelong|true|total|real|super) (?:fan|supporter|lover|enthusiast)\\b)(?<v>\\p{L}[\\p{L} .'-]{1,30}?) (?:fan|supporter|lover|enthusiast|nerd|geek)\\b(?! of\\b)",
      ),
    },
    { kind: 'like', re: rx(`\\bmy (?:all[- ]time )?fav(?:ou?rite)? [\\p{L} ]{2,30}? (?:is|are) ${THING}`) },
    {
      kind: 'like',
      re: rx(
        `\\bi (?:really |also |just |absolutely |totally |truly |do |so )?(?:love|like|adore|enjoy) ${THING}`,
      ),
    },
    {
      kind: 'like',
      re: rx(
        `\\bi(?:'m| am) (?:really |so |totally )?(?:into|crazy about|passionate about|obsessed with) ${THING}`,
      ),
    },
    { kind: 'like', re: rx(`\\bi(?:'m| am) an? (?:big |huge |great )?fan of ${THING}`) },
  ],
  questionStart: rx(
    "^(?:what|what's|whats|who|who's|whom|whose|where|where's|when|why|how|how's|which|do|does|did|can|could|would|will|should|shall|is|are|am|was|were|may|might|isn't|aren't|don't|doesn't|didn't|can't|won't|wouldn't|remember)\\b",
  ),
  notNames: words(
    [
      'a|an|the|not|so|very|really|just|also|too|still|already|only|back|here|there|home|now|ok|okay|fine|good|great|well|bad|sorry|sure|glad|happy|sad|tired|sleepy|bored|busy|hungry|thirsty|sick|ill|cold|hot|late|early|ready|done|free|alone|lonely|lost|new|old|young|single|married|pregnant|alive|awake|here',
      'excited|nervous|scared|afraid|angry|mad|upset|stressed|worried|confused|curious|serious|kidding|joking|fine|alright|exhausted|depressed|anxious|annoyed|frustrated|jealous|proud|grateful|thankful|blessed|lucky|sure|certain|right|wrong|sorry|amazed|shocked|surprised|fed|sick|drunk|high|broke|rich|poor|lazy|crazy|weird|strange|normal|okay|better|worse|best|worst',
      'going|trying|doing|thinking|looking|feeling|working|coming|leaving|getting|having|watching|listening|talking|playing|reading|eating|cooking|studying|waiting|sitting|living|staying|gonna|about|from|in|at|on|with|for|to|of|by|and|or|but|because|if|that|this|it|is|am|are|was|nice|pleased|happy|meet|hi|hello|hey|btw|lol|haha|who|what|yes|no|yeah|nope|yep|totally|kind|sort|bit|little|lot|big|huge|fan|mess|person|human|guy|girl|man|woman|boy|child|kid|adult|mom|mother|dad|father|sister|brother|parent|member|beginner|lover|believer|dreamer|loner|user|customer|foreigner|stranger|winner|loser|smoker|vegetarian|vegan|christian|muslim|jewish|catholic|introvert|extrovert|genius|idiot|nerd|geek|robot|bot|ai',
      'american|british|english|german|french|italian|spanish|chinese|japanese|indian|mexican|canadian|australian|brazilian|russian|polish|dutch|swiss|austrian|irish|scottish|welsh|turkish|greek|portuguese|korean|arab|arabic|egyptian|saudi|nigerian|african|european|asian|latino|latina|hungarian|swedish|norwegian|danish|finnish|ukrainian|romanian|czech|vietnamese|thai|filipino|pakistani|iranian|israeli|lebanese|moroccan',
      'monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|yesterday|morning|evening|night|afternoon|week|weekend|month|year|everyone|everybody|nobody|someone|friend|friends|buddy|mate|dear|darling|honey|baby|sweetheart|bro|sis|dude|man',
    ].join('|'),
  ),
  notPlaces: words(
    'a|an|the|my|your|his|her|our|their|this|that|these|those|some|bed|sleep|work|school|class|college|uni|university|church|gym|shop|store|office|home|hospital|doctor|dentist|market|mall|town|city|village|country|countryside|here|there|now|next|this|last|tomorrow|today|tonight|on|in|at|for|with|since|by|around|near|be|see|do|get|have|make|try|fear|peace|hope|love|hell|pieces|the|it|them|him|her|you|me|us|sleep|bathroom|toilet|party|lunch|dinner|breakfast|concert|cinema|movies|beach|park|sea|mountains|visit|and|but|because|so|if|or|when|where|lol|haha|again|back|soon|later|tomorrow|every|each|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|year|summer|winter|spring|autumn|fall|christmas|easter',
  ),
  notThings: words(
    'it|that|this|them|him|her|you|u|me|myself|everything|nothing|something|anything|everyone|nobody|someone|it when|that you|this one|one|so|too|much|a lot|lots|it a lot|it so much|it too|the|a|an|go to bed|go to sleep|go home|go out|go to work|go to the bathroom|get some sleep|take a nap|sleep|rest|know|talk|chat|watch tv|do that|do this|do it|see|try|be|thank you|thanks|but|and|or|how|what|when|where|why|who|if|because|when you|your',
  ),
  connectors: words('of|de|del|la|le|am|an|upon|on|the|da|di|el|los|las|y|and|sur|in'),
  stop: rx(
    '\\s(?:and|but|because|cause|cuz|coz|since|although|though|while|so|if|which|who|whose|where|when|that|or|with|lol|haha|btw|as|plus|until|till|except|whereas)\\b|[,;:()]|\\s-\\s|\\s–\\s',
  ),
  filler: rx(
    ' (?:too|as well|a lot|so much|very much|really|also|anymore|right now|now|lately|though|lol|haha|xd|tbh|honestly|actually|these days|by the way|btw|a bit|a little|of course|for sure|obviously|i guess|i think|haha+)',
  ),
  articles: rx('(?:the|a|an|my|some|to|playing|listening to|going) '),
  secondPerson: rx('\\b(?:you|your|yours|yourself|u|ur|ya|thee)\\b'),
  idioms: rx(
    '\\b(?:a frog in my throat|other fish to fry|a bone to pick|butterflies in my stomach|a sweet tooth|a green thumb|cold feet|a chip on (?:my|your) shoulder|ants in my pants|a monkey on my back|a cat nap|a dog in (?:this|the) fight|raining cats and dogs|sick as a dog|dog tired|night owl|early bird)\\b',
  ),
  // A gerund that opens the sentence is no name: "Reading and baking are my hobbies" → `reading`.
  activityValue: (v) => v.replace(/^(\p{Lu})(?=\p{Ll}+ing\b)/u, (c) => c.toLowerCase()),
  listSplit: rx('\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|&|or|plus)\\s+'),
  activityEnd: rx(
    '\\s(?:every|on|at|in|with|for|each|twice|once|three times|several times|a lot|sometimes|almost|most|all|whenever|since|after|before|during|at least|\\d)\\b',
  ),
  questions: {
    about: rx(
      '\\bwhat (?:do|did|else do|else did) (?:you|u) (?:actually |really |even |still )?(?:know|remember|recall|learn(?:ed|t)?) about me\\b|\\bwhat have i told (?:you|u)\\b|\\btell me what (?:you|u) (?:know|remember)\\b|\\bwhat do (?:you|u) remember\\b(?! about (?!me\\b))|\\b(?:you|u) (?:still |even )?remember me\\b|\\bremember me\\b|\\bhow (?:much|well) do (?:you|u) (?:know|remember) (?:about )?me\\b',
    ),
    recall: rx(
      '\\b(?:do|did|can|could|would|will) (?:you|u) (?:still |even |really |actually )?(?:remember|recall|know)\\b|\\b(?:you|u) (?:still )?(?:remember|know)\\b|\\b(?:have|did) (?:you|u) (?:already |just )?forg[eo]t(?:ten)?\\b|\\bremind me\\b',
    ),
    topics: [
      ['name', rx("\\bmy (?:first |last |full |nick)?name\\b|\\bwho i am\\b|\\bwhat i(?:'m| am) called\\b")],
      [
        'like',
        rx(
          "\\bmy (?:hobb(?:y|ies)|interests?|passions?|pastimes?|favou?rite (?:things?|music|food|band|movie|sport|book|colou?r|game)s?)\\b|\\bwhat i (?:usually )?(?:do|like to do|love to do|enjoy doing|love doing) (?:in|with) my (?:free|spare) time\\b|\\bwhat i (?:like|love|enjoy|do for fun)\\b|\\bwhat i'?m into\\b",
        ),
      ],
      ['dislike', rx("\\bwhat i (?:hate|don't like|do not like|dislike|can't stand)\\b")],
      [
        'job',
        rx(
          '\\bmy (?:job|work|profession|career|occupation)\\b|\\bwhat i do (?:for (?:a living|work)|professionally)\\b|\\bwhere (?:did i (?:say|tell you|mention) (?:that )?)?i work\\b|\\bwhat i work as\\b',
        ),
      ],
      [
        'place',
        rx(
          "\\bwhere (?:did i (?:say|tell you|mention) (?:that )?)?i (?:live|am from|'m from|come from|grew up|was born|moved to)\\b|\\bmy (?:city|hometown|home town|country)\\b",
        ),
      ],
      ['age', rx('\\bhow old i am\\b|\\bmy age\\b')],
      [
        'person',
        rx(
          "\\bmy (?:mom|mum|mother|dad|father|sister|brother|wife|husband|girlfriend|boyfriend|partner|son|daughter|kids|children|family|friend|best friend|boss)(?:'s)?\\b",
        ),
      ],
      ['pet', rx("\\bmy (?:dog|cat|pet|puppy|kitten|rabbit|hamster|bird|parrot|horse|fish)(?:'s|s)?\\b")],
      ['plan', rx("\\bmy (?:plans?|trip|holiday|vacation|goals?)\\b|\\bwhere i(?:'m| am) going\\b")],
      ['event', rx('\\bmy (?:birthday|exam|interview|appointment|wedding)\\b')],
      ['diet', rx("\\bmy (?:diet|allerg(?:y|ies))\\b|\\bwhat i (?:can't |don't |do not )?eat\\b")],
    ],
    direct: [
      [
        'name',
        rx(
          "\\bwhat(?:'s| is) my (?:first |full )?name\\b|\\bwho am i\\b|\\bwhat am i called\\b|\\bsay my name\\b",
        ),
      ],
      [
        'like',
        rx(
          "\\bwhat (?:are|were) my (?:hobbies|interests|passions|pastimes)\\b|\\bwhat(?:'s| is) my (?:hobby|favou?rite \\p{L}+)\\b",
        ),
      ],
      [
        'job',
        rx(
          "\\bwhat(?:'s| is) my (?:job|profession|occupation)\\b|\\bwhat do i do for (?:a living|work)\\b|\\bwhere do i work\\b",
        ),
      ],
      ['place', rx('\\bwhere do i (?:live|come from)\\b|\\bwhere am i from\\b')],
      ['age', rx("\\bhow old am i\\b|\\bwhat(?:'s| is) my age\\b")],
      [
        'pet',
        rx(
          "\\bwhat(?:'s| is) my (?:dog|cat|pet|puppy|kitten|rabbit|hamster|bird|parrot|horse)(?:'s|s)? name\\b",
        ),
      ],
      [
        'person',
        rx(
          "\\bwhat(?:'s| is) my (?:mom|mum|mother|dad|father|sister|brother|wife|husband|girlfriend|boyfriend|partner|son|daughter|friend|boss)(?:'s|s)? name\\b",
        ),
      ],
      ['event', rx("\\bwhen(?:'s| is) my (?:birthday|exam|interview|appointment)\\b")],
    ],
  },
  relations,
  species,
};
