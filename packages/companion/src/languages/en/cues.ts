/**
 * English intent cues (`IntentCues`): each regex runs on the message after the appraiser's
 * normalisation (lower case, NFKC; Latin accents folded; Arabic letter variants unified).
 */
import type { IntentCues } from '../parts/cues.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const cues: IntentCues = {
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
  askAge: r("\\b(?:how old (?:are|r) (?:you|u)|your age\\b|when were you born|when(?:'s| is) your birthday)"),
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
};
