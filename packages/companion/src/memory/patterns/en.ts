/**
 * English memory rules. Patterns run on folded text (lower case, no accents).
 *
 * A relative's or pet's name right after the noun (`my boss Mike`, `my dog, Rex`) must be written
 * with a capital, even in a sentence typed in lower case: in `my boss shouted at me`, `my mom says
 * hi` or `my boss is mean` the next word is a verb or an adjective, not a name (as in the other
 * languages' rules). Written out (`my sister is called anna`, `my dog's name is rex`), any case.
 */
import type { RelationId, SpeciesId } from '../nouns.js';
import { alternation, rx, type MemoryPatterns } from './types.js';

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

const words = (s: string): Set<string> => new Set(s.split('|'));

export const en: MemoryPatterns = {
  label: 'English',
  rules: [
    { kind: 'name', re: rx(`\\bmy name(?:'s| is) ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\b(?:you can |just |please )?call me ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bi(?:'m| am) ${NAME}`), case: 'strict' },
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
      re: rx('\\bi was born (?:and raised )?in (?<v>.+)'),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx("\\bi (?:live|am living|'m living|reside|stay) in (?<v>.+)"),
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
        "\\bi(?:'m| am|'ll| will)(?: be)? (?:going|flying|travell?ing|heading|driving|off|go|fly|travel|head)(?: back)? to (?<v>(?<k>\\p{L}[\\p{L}'-]*(?: \\p{L}[\\p{L}'-]*){0,2})[^,;]*)",
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
  relations,
  species,
};
