import type { Lexicon } from '../parts/appraisal.js';

/** English (en-US). */
export const appraisal: Lexicon = {
  segmented: true,
  positive: [
    'good|great|nice|happy|happier|happiest|glad|awesome|wonderful|fantastic|cool|fun|funny|thanks|thank you|thx|ty|tysm|excellent|perfect|yay|enjoy*|haha*|hehe*|lol|lmao|rofl|best|brilliant|lovely|pleased|congrat*|delighted',
    'grateful|thankful|appreciate*|cheerful|joy|joyful|blessed|lucky|relieved|relief|proud|excited about|fabulous|superb|terrific|marvelous|marvellous|splendid|neat|sweet dreams|beautiful day',
    'well done|good job|nice one|good news|great news|made my day|love it|loved it|love this|like it|sure thing|with pleasure|my pleasure|no worries|no problem|all good',
    'won|win|winning|passed|promoted|promotion|got the job|hired|had a baby|had her baby|had his baby|had their baby|baby was born|was born|newborn|pregnant|expecting a baby|engaged|got engaged|married|vacation|holiday|trip|travel|traveling|travelling|happy birthday|birthday party|celebrat*|success*|achiev*|proud of myself|finally did it',
    "feel better|feeling better|much better|better now|can't wait|cannot wait|looking forward|hopeful|optimistic|peaceful|calm|relaxed|comfortable|cozy|safe|fine|smile*|laugh*",
    'interesting|helpful|helped|useful|amazing|beautiful|pleasure|hooray|woohoo|yippee|sweet|epic|legendary|dope|lit|stoked|thrilled|ecstatic|overjoyed',
    'got a raise|pay raise|graduated|graduation|good grade|good grades|aced|nailed it|new puppy|new kitten|puppy|kitten|gift|presents|date went well|great time|had fun|fun time|sunny|sunshine|delicious|tasty|yummy|bought a|moved into|finished|done with|day off|free time|concert|beach',
    "first steps|first word|first words|driving test|driver's license|drivers license",
  ].join('|'),
  negative: [
    'bad|terrible|awful|horrible|hate|hated|hates|worst|annoy*|angry|upset|problem*|wrong|fail*|disappoint*|boring|bored|worried|worry|worrying|afraid|scared|nasty',
    'stress*|anxious|anxiety|panic*|nervous|frustrat*|furious|mad|pissed|irritat*|sucks|sucked|awkward|embarrass*|ashamed|guilty|jealous|regret*|mistake*|mess|messed up',
    'rough|hard day|tough|difficult|struggl*|broke|unfair|rude|sick of|fed up|tired of|gross|yuck|ugh|meh|damn|dammit|shit|crappy|lame|poor|unfortunately|sadly',
    'yelled at me|shouted at me|screamed at me|yelled at|shouted at|disaster|nightmare|hell|accident|injur*|fired|laid off|dumped|cheated|lied|betray*|argument|argu*|fight|fought|traffic|late|delay*|cancelled|canceled|broken|ruined|lost my',
    'fear|terrified|horrified|dread*|hurt|hurting|ache|headache|not fair|too much|overwhelm*|pressure|deadline*|bills|debt|sucks|hate it|hate this|hate my',
    "lost my job|lost my phone|lost my wallet|broke my|missed the|missed my|forgot my|stolen|robbed|scammed|car broke down|flat tire|flu|fever|a cold|cough|hangover|noisy|stuck|ghosted|stood up|no one came|cancelled on me|can't afford|cant afford|expensive|overtime|yelling|screaming|shouting|complain*|exhausting",
    'battery died|battery is dead|phone died|dead battery|spilled|knocked over|knocked my',
  ].join('|'),
  compliment: [
    "beautiful|pretty|smart|clever|kind|kindest|kindness|sweet|cute|handsome|gorgeous|talented|wise|charming|proud of you|you are great|you're great|you are amazing|you're amazing|brilliant mind|genius",
    "intelligent|funny person|hilarious|thoughtful|caring|generous|patient|gentle|lovely person|good listener|best friend|the best|you rock|you're the best|you are the best|you're awesome|you are awesome",
    "stunning|sexy|attractive|adorable|amazing person|wonderful person|you look great|you look beautiful|look beautiful|look amazing|you're so good|you are so good|so good at|well said|good point",
    'impressive|impressed|inspiring|inspire*|incredible person|special|unique|perfect for me|understand me|you never fail|proud of u|smartest|sweetest|prettiest|cutest|funniest|best answer',
    "brave|strong|creative|honest|loyal|reliable|supportive|awesome person|great person|nice person|you're kind|you are kind|you're sweet|you are sweet|you're smart|you are smart|so smart",
  ].join('|'),
  insult: [
    'stupid|idiot*|dumb|moron*|loser|shut up|fool|pathetic|useless|worthless|disgusting|jerk|bitch|bastard|fuck*|crap|ugly|you suck|hate you|trash|dumbass',
    'screw you|go to hell|piss off|get lost|get out|shut your mouth|stfu|gtfo|asshole|ass|dick|prick|cunt|slut|whore|retard*|imbecile|cretin|brainless|clueless|incompetent',
    'piece of junk|piece of shit|piece of crap|junk|garbage|rubbish|waste of time|waste of space|nobody likes you|no one likes you|shame on you|liar|fake|freak|creep|weirdo|clown',
    "annoying bot|stupid bot|dumb bot|useless bot|braindead|dimwit|nitwit|halfwit|numbskull|twat|wanker|douche*|scum|pig|coward|failure|disgrace|pathetic loser|you're nothing|you are nothing",
    'go away|leave me alone|hate u|i hate you|you make me sick|sick of you|annoying|ridiculous|nonsense|bullshit|bs|wtf|stfu',
    'waste of my time|complete waste|total waste|waste of time',
    'bore|such a bore|real bore',
  ].join('|'),
  threat: [
    'kill*|hurt you|destroy*|attack*|beat you|punch*|die|murder*|revenge|threat*|weapon|gun|knife|i will find you',
    "smash your|break your|your face in|beat you up|beat the|watch your back|know where you live|find where you live|you'll regret|you will regret|you're dead|you are dead|dead meat",
    "stab*|shoot*|strangle*|choke you|burn you|burn your|hunt you|come for you|coming for you|get you|you will be sorry|you'll be sorry|you'll regret it|make you pay|make you suffer|slap you|hit you|i'll hurt|i will hurt|going to hurt|gonna hurt",
    "bomb*|explode|blow up|poison*|torture*|rape|kidnap*|i'll end you|end you|wreck you|crush you|bleed|blood|violence|violent|assault*|i'll get you|wait till i find|hurt u|kill u|break your neck|snap your neck|break your legs|break your arm|break your bones|wring your neck",
  ].join('|'),
  affection: [
    'love|i love you|love you|miss you|hug*|kiss*|darling|sweetheart|honey|cuddle*|care about you|adore|my heart|xoxo',
    'love u|luv|luv u|ily|miss u|i miss you|missed you|thinking of you|thinking about you|think of you|babe|baby|my love|dear|dearest|sweetie|sugar|boo|bae|my everything',
    'mean the world|mean everything|you mean a lot|mean so much|in love|crush on you|fall for you|fallen for you|snuggle*|hold you|hold me|in your arms|by your side|next to you|with you forever',
    'sending love|lots of love|much love|hugs and kisses|big hug|warm hug|forever yours|yours forever|soulmate|soul mate|heart|treasure you|cherish*|need you|want you|together forever|be with you|kisses',
    'good night my love|sweet dreams|sleep tight|my dear|my sweet|my angel|angel|beloved|lovey|precious|adorable you|proud to be yours|love talking to you|love you too|love ya|appreciate you',
  ].join('|'),
  excitement: [
    'wow|omg|amazing|incredible|exciting|excited|hurry|urgent|quick|asap|unbelievable|crazy|party|awesome',
    "oh my god|oh my gosh|no way|holy|whoa|woah|guess what|finally|at last|insane|wild|mind blowing|mindblowing|epic|thrilling|pumped|hyped|hype|cannot believe|can't believe|can not believe",
    "just got|big news|huge|massive|jackpot|surprise|shocking|shocked|speechless|emergency|quickly|right away|immediately|now now|hurry up|come on|let's go|lets go|yes yes|yess*",
  ].join('|'),
  command: [
    'right now|you must|immediately|do it|tell me|listen|obey|you have to|i order|stop|give me|answer me',
    "explain|show me|send me|do what i say|do as i say|i said|i told you|hurry up|you need to|you should|don't you dare|dont you dare|come here|shut it down",
    'bring me|find me|make me|fix it|fix this|get me|stop it|stop that|enough|listen to me|look at me|pay attention|repeat|summarize|translate|calculate|remind me|keep quiet',
  ].join('|'),
  polite: [
    "please|pls|plz|excuse me|would you|could you|if you don't mind|kindly",
    "would you mind|do you mind|if possible|if you can|if it's not too much|when you have time|no rush|i was wondering|may i|might i|can i ask|could i|would it be possible|sorry to bother",
    'thank you in advance|thanks in advance|appreciate it|respectfully|with respect',
    'excuse me please|sorry to bother you|sorry to disturb|sorry to interrupt|pardon me',
  ].join('|'),
  sadness: [
    "sad|lonely|alone|cry*|cried|tears|depress*|miss|lost|grief|hurts|pain|tired|sick|hopeless|broken|unhappy|heartbroken|not sure what to do|no idea what to do|dont know what to do|what to do with my life|don't know what to do|lost in life",
    'loneliness|isolated|lonely tonight|all alone|by myself|no friends|no one cares|nobody cares|nobody understands|no one understands|nobody loves me|no one loves me|nobody listens|no one listens',
    'passed away|died|death|funeral|grieving|mourn*|cancer|hospital|ill|illness|divorce|breakup|broke up|break up|left me|miss him|miss her|miss them|lost my|lost him|lost her',
    "exhausted|drained|worn out|burned out|burnt out|sleepless|can't sleep|cannot sleep|insomnia|empty|numb|worthless feeling|pointless|meaningless|no point|give up|giving up|gave up",
    'feeling down|feeling low|miserable|gloomy|sorrow|devastated|crushed|hurt inside|sobbing|sob*|weep*|upset|disappointed in myself|failed my|i failed|failed again|rejected|abandoned',
    "can't stop crying|cannot stop crying|couldn't stop crying|want to cry|wanna cry|crying all|bad day|rough day|hard time|tough day|hard day|awful day|terrible day|worst day|homesick|heartache|homeless",
    'i miss my|miss home|nobody texted|no one texted|nobody called|no one called|spent the weekend alone|alone again|feel invisible|left out|not good enough|hate myself|cry myself|crying myself|sad day|lonely weekend',
    'nobody remembered|no one remembered|forgot my birthday|nobody came|no one came',
  ].join('|'),
  greeting: [
    'hello|hi|hey|good morning|good evening|good night|how are you|nice to meet you',
    "hiya|heya|howdy|yo|sup|what's up|whats up|wassup|morning|evening|good afternoon|good day|gm|gn|night night|how's it going|hows it going|how are u|how r u|how do you do",
    'how have you been|long time no see|welcome|welcome back|greetings|pleased to meet you|nice meeting you|good to see you|nice to see you|glad to see you|hey there|hi there|hello there',
  ].join('|'),
  novelty: [
    'new|news|did you know|guess what|surprise*|imagine|discover*|first time|never seen|just happened|breaking|idea|invent*',
    'recently|latest|update|announcement|announce*|found out|just found|just learned|learned|fun fact|interesting fact|turns out|apparently|never before|brand new|unexpected*|suddenly|strange|weird|mystery',
  ].join('|'),
  negations:
    "not|no|never|don't|dont|doesn't|doesnt|isn't|isnt|aren't|arent|wasn't|wasnt|weren't|can't|cant|cannot|won't|wont|nothing|neither|nor|hardly|didn't|didnt|haven't|hasn't|hadn't|shouldn't|wouldn't|couldn't|ain't|no longer|not at all|not even|none|nobody",
  negationsAfter: '',
  intensifiers:
    'very|so|really|extremely|super|totally|absolutely|incredibly|too|such|truly|soooo|sooo|soo|real|damn|hella|mega|ultra|highly|deeply|terribly|awfully|insanely|completely|utterly|entirely|seriously|honestly|literally|most|much|way too|so much|so so|the most|such a',
  diminishers:
    'a bit|slightly|somewhat|kind of|kinda|sort of|sorta|a little|barely|rather|a tad|fairly|mildly|a little bit|partly|almost',
  questions:
    "what|why|how|when|where|who|which|do|does|did|can|could|is|are|would|will|whats|what's|how's|hows|should|shall|may|have|has|am|were|was",
  apology:
    "sorry|i'm sorry|im sorry|i am sorry|so sorry|really sorry|very sorry|terribly sorry|sorry for|sorry about|sorry that|apologi*|my apologies|forgive me|please forgive me|my bad|my fault|didn't mean it|didnt mean it|didn't mean that|didnt mean that|i was wrong|won't happen again|i take it back",
  addressee: "you|your|yours|yourself|you're|youre|u|ur|ya|you've|you'll|you'd",
  self: "i|i'm|im|me|my|mine|myself|i've|i'd|i'll|we|us|our",
  others:
    "he|she|they|him|her|his|their|them|he's|she's|they're|boss|neighbour*|neighbor*|brother*|sister*|mom|mum|mother|dad|father|parents|ex|boyfriend|girlfriend|husband|wife|partner|colleague*|coworker*|teacher*|guy|guys|people|someone|somebody|some|everyone|friend*|manager|landlord|driver|son|daughter|cousin|uncle|aunt|roommate|politician*|^a|^an",
  youAre: "you're|youre|you are|ur|u r|u are|you r",
  contrast: 'but|however|though|although|yet',
  neutral: '',
  boosters: '',
};
