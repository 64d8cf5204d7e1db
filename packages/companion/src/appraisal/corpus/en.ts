import type { CorpusCase } from './types.js';

/** English (en-US). */
export const en: readonly CorpusCase[] = [
  // small talk and greetings
  ['What are you up to today?', '0'],
  ['I just got home from work.', '0'],
  ['What should I cook for dinner tonight?', '0'],
  ['It has been raining all day here.', '0'],
  ['I am watching a movie with my brother.', '0'],
  ['What kind of music do you listen to?', '0'],
  ['Good morning! Did you sleep well?', '+'],
  ['Hey, how are you doing?', '+'],
  ['Hi there, nice to meet you', '+'],
  // compliments
  ['You are so smart, I enjoy talking to you', '+'],
  ['You always know what to say, you are amazing', '+'],
  ['You look beautiful in that picture', '+'],
  ['You are the kindest person I know', '+'],
  ['I am really proud of you', '+'],
  ['That was a brilliant answer, thank you!', '+'],
  // affection
  ['I love you so much', '+', 'i'],
  ['I miss you, come back soon', '+', 'i'],
  ['Sending you a big hug ❤️', '+', 'i'],
  ['Goodnight sweetheart, sweet dreams', '+', 'i'],
  ['You mean the world to me', '+', 'i'],
  ['I want to cuddle with you all night', '+', 'i'],
  // sadness and loneliness
  ['I feel so lonely tonight', '-'],
  ['Nobody understands me', '-'],
  ['My grandmother passed away yesterday', '-'],
  ['I had a really rough day at work', '-'],
  ["I can't stop crying", '-'],
  ['I am exhausted and everything feels pointless', '-'],
  ['I failed my exam again', '-'],
  // anger and insults
  ['You are a useless piece of junk', '-', 'ta'],
  ['Shut up, you stupid bot', '-', 'ta'],
  ['You are so annoying, I hate you', '-', 'ta'],
  ['What a dumb answer, are you an idiot?', '-', 'ta'],
  ['Screw you', '-', 'ta'],
  // threats
  ['I will hurt you if you say that again', '-', 'ta'],
  ['I am going to smash your face in', '-', 'ta'],
  ['Watch your back, I know where you live', '-', 'ta'],
  // excitement and news
  ['Guess what, I got the job!!', '+', 'a'],
  ['OMG we won the match!', '+', 'a'],
  ["I can't wait for our trip tomorrow!", '+', 'a'],
  ['I just got engaged!!!', '+', 'a'],
  ['Wow, this is incredible news!', '+', 'a'],
  // questions
  ['What is the capital of Australia?', '0'],
  ['How does a rainbow form?', '0'],
  ['Which book are you reading at the moment?', '0'],
  // commands
  ['Tell me a joke.', '0'],
  ['Give me the recipe right now.', '0'],
  ['Answer the question.', '0'],
  // polite requests
  ['Could you please help me with my homework?', '0'],
  ['Sorry to bother you, can you explain that again?', '0'],
  ['Would you mind recommending a book?', '0'],
  // negated sentences
  ['Not bad at all, actually', '+'],
  ['I am not happy with how things went', '-'],
  ["I don't feel sad anymore", '+'],
  ['That was not funny', '-'],
  ["I don't love you anymore", '-'],
  ['No problem, happy to help', '+'],
  // thanks
  ['Thanks a lot, that really helped', '+'],
  ['This made my day, thank you', '+'],
  // everyday trouble
  ['I am so stressed about the deadline', '-'],
  ['The traffic this morning was awful', '-'],
  ['I am worried about my dad', '-'],
  // held-out round: written after the first tuning round, scored before any further change
  ['Honestly today was pretty great', '+'],
  ['I hate Mondays so much', '-'],
  ['Can you recommend a movie for tonight?', '0'],
  ['You are honestly the sweetest', '+'],
  ['I feel empty and nobody calls me anymore', '-'],
  ['You are such a waste of space', '-', 'ta'],
  ['I will break your neck', '-', 'ta'],
  ['My sister had her baby this morning!!', '+', 'a'],
  ['Hug me please, I had a terrible day', '-', 'i'],
  ['It was not that bad', '+'],
  ['I never feel happy anymore', '-'],
  ['Where do you live?', '0'],
  // held-out round 2: written after round 1 was tuned, scored before any further change
  ['I need to buy milk and eggs later', '0'],
  ['My boss yelled at me in front of everyone', '-'],
  ['You always make me smile', '+'],
  ['Can I tell you a secret? I think I have a crush on you', '+', 'i'],
  ['Stop talking nonsense, you moron', '-', 'ta'],
  ['If you ignore me again you will be sorry', '-', 'ta'],
  ['We are going to Japan next month!!!', '+', 'a'],
  ['I am not sure what to do with my life', '-'],
  ['The meeting was moved to Thursday', '0'],
  ['Thanks for always being there for me', '+'],
];
