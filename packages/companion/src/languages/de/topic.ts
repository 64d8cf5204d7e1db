/**
 * German words of `topicOf`: what never makes a topic, and how a quoted noun phrase starts.
 */
import type { TopicWords } from '../parts/topic.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split('|'));

export const topic: TopicWords = {
  stop: words(
    'ich|mich|mir|mein|meine|meinen|meinem|meiner|du|dich|dir|dein|deine|wir|uns|er|sie|es|ihr|der|die|das|den|dem|des|ein|eine|einen|einem|einer|und|oder|aber|denn|weil|dass|wenn|als|wie|so|auch|noch|schon|nur|mal|doch|ja|nein|nicht|kein|keine|sehr|ganz|echt|total|ist|bin|bist|sind|war|waren|habe|hast|hat|haben|hatte|werde|wird|kann|kannst|muss|will|soll|mache|machst|macht|gehe|geht|gehen|heute|morgen|gestern|jetzt|gerade|hier|da|dort|was|wer|wo|warum|weshalb|wann|mit|von|zu|zum|zur|bei|nach|aus|für|uber|auf|an|in|im|am|um|hallo|hi|hey|danke|bitte|gut|schlecht|okay|ok|lol|haha|etwas|alles|nichts|viel|mehr|immer|wieder|einfach|eigentlich|vielleicht|tag|woche|zeit|mal',
  ),
  determiners: new Set(),
  demonstratives: {},
};
