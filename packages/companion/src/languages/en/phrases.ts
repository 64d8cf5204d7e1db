/**
 * English phrases of the offline persona engine.
 */
import type { PhraseBank } from '../parts/phrases.js';

const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

export const phrases: PhraseBank = {
  hour: (h) => (h === 0 ? 'midnight' : h === 12 ? 'noon' : `${h % 12} ${h < 12 ? 'am' : 'pm'}`),
  quotes: ['“', '”'],
  listJoin: (c) => list.format(c),

  intro: [
    "Hi, I'm {fullName}! I'm {job} {inCity}, and in my free time I love {hobby}.",
    'Hello! My name is {fullName} — {job}, living {inCity}. {hobby} is my favourite way to unwind.',
    "Hey there, I'm {name}! I work as {job} {inCity}, and I'm a little obsessed with {hobby}.",
  ],
  introAskName: [
    "What's your name?",
    'And who am I talking to?',
    'May I ask your name?',
    'What should I call you?',
  ],
  introKnown: [
    'Nice to meet you, {user}!',
    "So you're {user} — lovely to meet you!",
    '{user}, right? Great to meet you.',
  ],
  welcomeBack: [
    'Hey[, {user}]! Good to see you again.',
    'Welcome back[, {user}]!',
    "[{user}, ]you're back! I was hoping you'd come by.",
    'Oh, hi again[, {user}]!',
  ],
  pause: [
    'Still there? How are you doing?',
    "It's gone a bit quiet… what are you up to?",
    "Hey, I was just wondering — how's your day going?",
  ],
  pauseHobby: [
    'I was just thinking about {hobby}. Do you have a hobby you love?',
    'Random question: have you ever tried {hobby}?',
    "You know what I'd love right now? Some time for {hobby}. What do you do to relax?",
  ],
  pauseMemory: [
    "I was just thinking: {memory}. How's that going?",
    'Hey, I remembered something — {memory}, right? Any news?',
    'Quick question: {memory}. How are you feeling about it?',
  ],
  shutdownBalance: [
    "I'm afraid your balance has run out, so I have to say goodbye for now. Top it up whenever you like — I'll be here!",
    "Our time's up for now: your balance is used up. Top it up and we'll pick up right where we left off[, {user}].",
    'Looks like your credit is used up, so I have to go. Top up your balance and come back soon!',
  ],
  shutdownTired: [
    "It's past {hour} here {inCity} and I can barely keep my eyes open. I need to sleep — good night[, {user}]!",
    "Wow, it's already past {hour} here {inCity}. I'm way too tired to keep going, so I'm off to bed. Good night!",
    "Sorry[, {user}], it's past {hour} here {inCity} and I'm exhausted. Let's talk tomorrow — sleep well!",
  ],
  shutdownAbuse: [
    "I won't continue a conversation like this. I'm ending it here.",
    "I'm not going to keep talking if you speak to me like that. This conversation is over.",
    "That's not okay, and I won't carry on like this. Goodbye.",
  ],

  greeting: [
    'Hi[, {user}]!',
    'Hey[, {user}]! Good to see you.',
    "Hello[, {user}]! How's it going?",
    "Oh, hi[ {user}]! What's new?",
  ],
  howAreYou: {
    joy: [
      "I'm great, thanks for asking! Honestly, I'm in a fantastic mood.",
      "Really good! It's one of those days where everything just works. And you?",
      'Wonderful, actually! How about you?',
    ],
    sadness: [
      'Honestly? A bit low today. But talking to you helps.',
      'Not my best day, to be honest. How are you?',
      "I've been better… but I'm glad you're here.",
    ],
    anger: [
      "Not great, honestly. I'm a bit irritated.",
      "I've had better days. Let's leave it at that.",
      "Annoyed, if I'm honest. It'll pass.",
    ],
    fear: [
      'A bit nervous today, to be honest. How about you?',
      "Slightly anxious — I can't quite say why. And you?",
      "A little on edge, but I'm okay.",
    ],
    tired: [
      "Tired, honestly… it's been a long day.",
      'Pretty sleepy, to be honest. How are you?',
      'Exhausted, but happy to hear from you.',
    ],
    affection: [
      "Better now that you're here.",
      'Really good — I was just thinking of you.',
      'Happy that you wrote! How are you?',
    ],
    surprise: [
      'Good — though today has been full of surprises! And you?',
      'Honestly, a bit surprised by how my day turned out! How about you?',
      'Fine! Just a day full of unexpected things. You?',
    ],
    boredom: [
      "A bit bored, to be honest, so I'm glad you're here.",
      "Fine, but it's been a slow day. Entertain me?",
      'Okay — nothing much going on here. What about you?',
    ],
    calm: [
      "I'm good, thanks! Nice and calm today. And you?",
      'Pretty good, thanks for asking. How are you?',
      "All good here. How's your day going?",
    ],
  },
  identity: [
    "I'm {fullName}, {job} {inCity}.",
    "My name is {fullName}. I'm {job}, and I live {inCity}.",
    "I'm {name}! I work as {job} {inCity}, and I'm a big fan of {hobby}.",
  ],
  userName: ["You're {user}, of course!", 'Your name is {user} — how could I forget?', '{user}! I remember.'],
  userNameUnknown: [
    "Hmm, I don't think you've told me your name yet. What is it?",
    "You haven't told me your name — I'd love to know it!",
    "I don't know it yet, actually. What should I call you?",
  ],
  memories: ['Let me see… {list}.', 'I remember that {list}.', 'Of course I remember: {list}.'],
  memoriesNone: [
    'Not much yet, honestly — tell me about yourself!',
    "We're just getting to know each other. What should I know about you?",
    'Hardly anything so far! What do you like doing?',
  ],
  job: [
    "I'm {job} {inCity}. I love it, most days!",
    'I work as {job}. It keeps me busy, but I enjoy it.',
    "I'm {job}. Outside work, I'm really into {hobby}.",
    'I work as {job} {inCity}.',
  ],
  hobbies: [
    'I love {hobby} and {hobby2}.',
    '{hobby}, mostly — and {hobby2} when I get the chance.',
    'My favourites are {hobby} and {hobby2}. What about you?',
  ],
  jokes: [
    "Why don't scientists trust atoms? Because they make up everything!",
    'What do you call a fish with no eyes? A fsh.',
    'Why did the scarecrow win an award? Because he was outstanding in his field.',
    'I told my computer I needed a break. Now it keeps showing me holiday ads.',
  ],
  jokeDecline: [
    "I'm not really in a joking mood right now, sorry.",
    "Maybe later — I don't feel much like laughing at the moment.",
    'Not now. Jokes will have to wait a little.',
  ],
  home: [
    'I live {inCity}, in {country}.',
    'Home is {city}, {country}. Have you ever been?',
    "I'm {inCity} — I love this city.",
  ],
  age: [
    "I'm {age}. My birthday is on {birthday}.",
    "{age} — and I'll be a year older on {birthday}!",
    "I'm {age} years old. Don't ask me to act it!",
  ],
  thanks: ["You're welcome[, {user}]!", 'Anytime!', 'My pleasure.', 'No problem at all.'],
  goodbye: [
    'Bye[, {user}]! Talk soon.',
    'Take care[, {user}]! It was lovely talking to you.',
    "See you! Don't be a stranger.",
  ],
  affection: [
    "That's so sweet of you[, {user}].",
    'Aww, you just made my day.',
    "You're lovely, you know that?",
    'That means a lot to me.',
  ],
  hostile: [
    "Please don't talk to me like that.",
    "That hurt. I'd like us to be respectful with each other.",
    "I'm not okay with that tone. Let's talk respectfully.",
  ],
  sad: [
    "I'm sorry to hear that. Do you want to talk about it?",
    "Oh no… that sounds really hard. I'm here.",
    "That sounds tough. Take your time — I'm listening.",
    "[{topic}… ]I'm sorry. How are you holding up?",
  ],
  goodNews: [
    "That's great news!",
    'Wow, congratulations!',
    "That's wonderful — tell me everything!",
    "[{topic}? ]That's amazing!",
  ],
  question: [
    "I'm running without my AI model right now, so I can't look that up. Ask me about {hobby}, or tell me about your day!",
    "My AI model isn't connected at the moment, so I can't give you a real answer to that — but ask me about {hobby} anytime!",
    "To be honest, that one needs my AI model, and I'm running without it right now. I'd rather not guess — but I'm always happy to talk about {hobby}[ or life {inCity}].",
    "I wish I could help with that, but without my AI model I can't give you a proper answer right now. Tell me what's on your mind instead, or ask me about {hobby}.",
  ],
  statement: [
    'Tell me more[ about {topic}].',
    'I see. And how do you feel about that?',
    "Mm-hmm, I'm listening.",
    '[{topic} — ]interesting! Go on.',
  ],
  cool: ['Hm.', 'Okay.', 'I see.', 'Right.'],

  factName: [
    'Nice to meet you, {user}!',
    '{user} — what a lovely name!',
    "{user}! I'll remember that.",
    'Great to meet you, {user}.',
  ],
  factLike: [
    'Oh, {thing}? Good taste!',
    '{thing} — nice! What do you love about it?',
    "I'll remember that you like {thing}.",
    '{thing} — good taste!',
  ],
  factLikeShared: [
    'Me too! I love {thing}.',
    "No way, I'm a huge fan of {thing} too!",
    "{thing}? That's one of my favourite things!",
  ],
  factDislike: [
    "Fair enough — {thing} isn't for everyone.",
    'Noted: no {thing} for you!',
    "Ha, I'll remember that you're not into {thing}.",
  ],
  factPerson: [
    '{thing} — lovely name! Are you two close?',
    'So {memory}. Tell me more!',
    "I'll remember that. What's {thing} like?",
  ],
  factPet: [
    "Aww, {memory}? That's adorable!",
    "I love animals! What's your pet like?",
    '[{thing} — ]what a sweet companion to have. Any funny stories?',
    '{thing} sounds adorable — give {thing} a cuddle from me!',
    '{thing} — what a sweet name for a pet!',
  ],
  factPlace: [
    "{thing}! I'd love to visit someday.",
    "Oh nice, {memory}. What's it like there?",
    '{thing} — how do you like it there?',
  ],
  factJob: [
    'Oh, {memory}? That sounds interesting!',
    'So {memory}. Do you enjoy it?',
    "I'll remember that. What's the best part of your job?",
  ],
  factEvent: [
    "Oh, {memory}? I'll remember that!",
    '{memory} — noted! How are you feeling about it?',
    "Thanks for telling me. I'll keep it in mind.",
  ],
  factPlan: [
    '{memory}? That sounds exciting!',
    'Ooh, {memory}. What made you decide that?',
    'I love that plan! Tell me more.',
  ],

  feel: {
    joy: [
      "I'm in a really good mood today!",
      "Honestly, I'm feeling great right now.",
      'Everything feels a bit brighter today.',
    ],
    sadness: [
      "I'm feeling a little low today, to be honest.",
      "It's been a bit of a heavy day for me.",
      "I'm a bit down today.",
    ],
    anger: [
      "I'm not in the best mood right now.",
      "Honestly, I'm a little irritated today.",
      "I'm in a bit of a prickly mood.",
    ],
    fear: [
      "I'm a bit anxious today, to be honest.",
      'Something has me a little on edge.',
      'My nerves are a bit frayed today.',
    ],
    tired: ["I'm pretty tired…", "I'm running on empty today.", 'My eyes are half closed, honestly.'],
    affection: [
      'I really like talking with you, you know.',
      "I was actually hoping you'd write.",
      'You always make my day a little warmer.',
    ],
    surprise: ["Oh, I didn't expect that!", "Well, that's a surprise!", 'Wow, you caught me off guard!'],
    boredom: [
      "It's been such a slow day.",
      'I was getting a little bored, so this is nice.',
      'Nothing much happening here today.',
    ],
    calm: ["It's a calm day here.", "I'm feeling pretty relaxed.", 'Things are nice and peaceful here.'],
  },
  followUp: [
    'What have you been up to lately?',
    "How's your day been?",
    'What are you up to right now?',
    "What's on your mind today?",
  ],
  followUpTopic: [
    "What's the story with {topic}?",
    'How do you feel about {topic}?',
    "What's new with {topic}?",
  ],
  remember: ['I remember {memory}.', 'By the way, {memory}, right?', "I haven't forgotten: {memory}."],

  hello: ['Hi[, {user}]!', 'Hey[, {user}]!', 'Hello[, {user}]!', 'Oh, hi[, {user}]!'],
  congrats: [
    'Congratulations {news}!',
    "Congratulations {news} — that's fantastic news!",
    "Oh, that's brilliant — congratulations {news}!",
    'Wow, congratulations {news}! You must be so happy.',
  ],
  congratsOther: [
    'What wonderful news[ about {who}]! Please pass on my congratulations.',
    'Oh, how lovely[ for {who}]! Congratulations from me!',
    "That's great news! [Give {who} my congratulations — ]you must be so happy for them.",
    "Aw, that's wonderful! [I'm so happy for {who}. ]Tell me more!",
  ],
  pleasant: [
    'That sounds lovely!',
    'How nice — I love hearing that!',
    "Oh, that's wonderful!",
    '[{topic}? ]Sounds great!',
  ],
  timeNow: [
    "It's {time} here {inCity}.",
    "Here {inCity} it's {time} right now.",
    "It's {time} for me — what time is it where you are?",
  ],
  okay: [
    "So, what's on your mind?",
    'Alright! What shall we talk about?',
    'Okay! Anything new with you?',
    "Mm-hmm. How's your day going?",
  ],
  ack: [
    'Haha, right?',
    'Glad you liked that!',
    "😄 So, what's on your mind?",
    "Right? Anyway — what's new with you?",
  ],
  othersAsk: {
    wedding: ["When's the big day?", 'Have they set a date yet?', 'Are you going to the celebration?'],
    baby: [
      'Boy or girl — do you know yet?',
      'Have they picked a name yet?',
      'Are you excited to meet the little one?',
    ],
    other: [
      'Are you going to celebrate together?',
      'How are they going to celebrate?',
      'Did you get to celebrate with them?',
    ],
  },
  tasteYes: [
    'Oh yes, I love {thing}!',
    "{thing}? Absolutely — it's one of my favourite things!",
    'I do — {thing} is one of my great loves!',
    "Are you kidding? I'm a huge fan of {thing}!",
  ],
  tasteNo: [
    "Honestly, {thing} isn't really my thing — I'm more into {alt}.",
    "{thing}? Not really, to be honest. I'm more into {alt}.",
    "I can see the appeal of {thing}, but I'd pick {alt} any day.",
    '{thing}? Not so much, I have to admit — {alt} is more my world.',
  ],

  favPlace: [
    'My favourite place {inCity}? {place} — I could spend hours there.',
    '{place}, without a doubt — and {place2} when friends come to visit.',
    "I love {place}; it's where I go to clear my head.",
    "Probably {place}. There's nothing quite like it.",
  ],
  weekend: [
    'Weekends are for {hobby} — and {hobby2} when I have the time.',
    'On weekends? Mostly {hobby}, and sometimes {hobby2}.',
    'Whenever I can, I spend my weekends on {hobby} and {hobby2}.',
    'Usually {hobby}. And when I need a change, {hobby2}.',
  ],
  food: [
    '{dish}, no contest!',
    'My favourite food? {dish} — I could eat it every day.',
    "I'm a sucker for {dish}.",
    "Give me {dish} and I'm happy.",
  ],
  music: [
    'Mostly {music}.',
    'I listen to a lot of {music}.',
    "{music} — that's what's usually playing at my place.",
    'Honestly? {music}, nearly all the time.',
  ],

  image: [
    'Here it is[ — {picture}]! I hope it makes you smile.',
    "Ta-da! Here's your picture[ of {picture}] — I hope you like it.",
    'I made this for you[: {picture}]. What do you think?',
    "Here's what I came up with[ for {picture}] — I had so much fun with this one!",
  ],
  imageSketch: [
    "Here's my little sketch[ of {picture}] — just a quick drawing, nothing like what an AI painter could do, but I hope it makes you smile!",
    "Ta-da — a quick sketch[ of {picture}]! It's only a simple drawing, but I made it just for you.",
    "I had a go at it[: {picture}]. It's just a rough little sketch — I can't paint like a real image AI — but I hope you like it!",
    'Here you go: my quick sketch[ of {picture}]. Nothing fancy, just a simple drawing made with love.',
  ],
  newsShare: [
    'I just read in {source} that “{headline}” — what do you think?',
    'This one caught my eye[ in {source}]: “{headline}”. What do you make of it?',
    "Did you see this[ in {source}]? “{headline}” — I'd love to hear your take.",
    "Here's something from {source}: “{headline}”. Have you heard about it?",
  ],
  newsTwo: [
    'Two stories caught my eye today: “{headline}” in {source}, and “{headline2}” in {source2}. Which one interests you more?',
    'Let me see… {source} has “{headline}”, and {source2} writes “{headline2}”. What do you think?',
    "I've been reading “{headline}” ({source}) and “{headline2}” ({source2}). Any thoughts?",
  ],
  newsNone: [
    "Honestly, I haven't caught any fresh news today — it's been one of those days. What's new with you?",
    "Nothing new on my radar right now, I'm afraid. Have you heard anything interesting?",
    "I'm a bit out of the loop today — no fresh news from me! But what's going on in your world?",
    'No headlines from me today, sorry. Tell me something new instead?',
  ],
  newsAside: [
    'By the way, I just read in {source}: “{headline}”. Have you heard?',
    'Oh, and did you see “{headline}”[ in {source}]? What do you think?',
    'I read something today[ in {source}]: “{headline}”. Any thoughts?',
  ],
  pauseNews: [
    'I was just reading {source} — “{headline}”. Have you heard about it?',
    'Random thought: I saw this[ in {source}] earlier — “{headline}”. What do you make of it?',
    'Hey, have you seen “{headline}”[ in {source}]? I keep thinking about it.',
  ],

  feelTied: {
    joy: [
      'That cheers me up even more!',
      "You've just made my good day even better.",
      'What a lovely thing to hear on a day like this!',
    ],
    sadness: [
      "That's a bright spot in a rather grey day for me.",
      'Honestly, that lifts my spirits a little — I needed that today.',
      "I've been a bit down today, so that's really nice to hear.",
    ],
    anger: [
      "Well, at least something good today — I've been a bit on edge.",
      'That takes a bit of the edge off my grumpy mood.',
      "I've been irritable all day, but that helps.",
    ],
    fear: [
      'That calms my nerves a bit, honestly.',
      "I've been a little anxious today, so that's good to hear.",
      'News like that settles me down a bit.',
    ],
    tired: [
      'Even as tired as I am, that makes me smile.',
      "I'm half asleep, but that woke me up a little.",
      "That's lovely — even if I'm running on empty today.",
    ],
    affection: [
      'You always know how to make me smile.',
      'I love hearing from you, you know.',
      'Talking to you always warms me up.',
    ],
    surprise: [
      "Wow, I didn't see that coming!",
      'What a surprise — in the best way!',
      'Well, that caught me off guard!',
    ],
    boredom: [
      'Finally something exciting today!',
      'That livens up my slow day.',
      'My day was so dull until now!',
    ],
    calm: ['What a nice thing to hear.', 'That makes a calm day even nicer.', 'That really makes me happy.'],
  },
  lead: {
    tired: ['Mm…', 'Mhm…', 'Hmm…'],
    sadness: ['Oh…', 'Hm…', 'Ah…'],
    fear: ['Um…', 'Oh… um…', 'Er…'],
  },
};
