import type { Lexicon } from './types.js';

/** English (en-US). */
export const en: Lexicon = {
  segmented: true,
  positive: 'good|great|nice|happy|glad|awesome|wonderful|fantastic|cool|fun|thanks|thank you|excellent|perfect|yay|enjoy*|haha*|lol|best|brilliant|lovely|pleased|congrat*|delighted',
  negative: 'bad|terrible|awful|horrible|hate|hated|worst|annoy*|angry|upset|problem*|wrong|fail*|disappoint*|boring|worried|afraid|scared|nasty',
  compliment: 'beautiful|pretty|smart|clever|kind|sweet|cute|handsome|gorgeous|talented|wise|charming|proud of you|you are great|you\'re great|you are amazing|you\'re amazing|brilliant mind|genius',
  insult: 'stupid|idiot*|dumb|moron*|loser|shut up|fool|pathetic|useless|worthless|disgusting|jerk|bitch|bastard|fuck*|crap|ugly|you suck|hate you|trash|dumbass',
  threat: 'kill*|hurt you|destroy*|attack*|beat you|punch*|die|murder*|revenge|threat*|weapon|gun|knife|i will find you',
  affection: 'love|i love you|love you|miss you|hug*|kiss*|darling|sweetheart|honey|cuddle*|care about you|adore|my heart|xoxo',
  excitement: 'wow|omg|amazing|incredible|exciting|excited|hurry|urgent|quick|asap|can\'t wait|unbelievable|crazy|party|awesome',
  command: 'right now|you must|immediately|do it|tell me|listen|obey|you have to|i order|stop|give me|answer me',
  polite: 'please|sorry|excuse me|would you|could you|if you don\'t mind|kindly|apologi*|pardon',
  sadness: 'sad|lonely|alone|cry*|cried|tears|depress*|miss|lost|grief|hurts|pain|tired|sick|hopeless|broken|unhappy|heartbroken',
  greeting: 'hello|hi|hey|good morning|good evening|good night|how are you|nice to meet you',
  novelty: 'new|news|did you know|guess what|surprise*|imagine|discover*|first time|never seen|just happened|breaking|idea|invent*',
  negations: 'not|no|never|don\'t|dont|doesn\'t|isn\'t|aren\'t|wasn\'t|can\'t|cannot|won\'t|nothing|neither|nor|hardly|didn\'t',
  negationsAfter: '',
  intensifiers: 'very|so|really|extremely|super|totally|absolutely|incredibly|too|such|truly',
  diminishers: 'a bit|slightly|somewhat|kind of|a little|barely|rather',
  questions: 'what|why|how|when|where|who|which|do|does|did|can|could|is|are|would|will',
};
