/**
 * English words of `topicOf`: what never makes a topic, and how a quoted noun phrase starts.
 */
import type { TopicWords } from '../parts/topic.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split('|'));

export const topic: TopicWords = {
  stop: words(
    "i|i'm|im|i've|i'd|i'll|don't|dont|didn't|didnt|doesn't|doesnt|can't|cant|won't|wont|isn't|isnt|aren't|wasn't|weren't|haven't|hasn't|hadn't|shouldn't|wouldn't|couldn't|it'll|that's|thats|there's|what's|whats|let's|say|me|my|mine|you|your|you're|u|we|our|he|she|it|it's|its|they|them|their|this|that|these|those|a|an|the|and|or|but|so|because|if|then|than|to|of|in|on|at|for|with|about|from|by|as|into|just|really|very|too|also|still|already|not|no|yes|yeah|ok|okay|is|am|are|was|were|be|been|being|have|has|had|do|does|did|done|get|got|go|going|went|gone|make|made|think|thought|know|knew|want|wanted|like|liked|feel|felt|need|say|said|tell|told|see|saw|look|can|could|would|should|will|shall|may|might|must|what|who|why|how|when|where|which|there|here|today|tomorrow|yesterday|tonight|now|then|morning|evening|night|week|day|time|lot|lots|thing|things|something|anything|nothing|everything|some|any|all|much|many|more|most|well|good|bad|great|nice|fine|pretty|kind|sort|maybe|actually|honestly|literally|hey|hi|hello|lol|haha|thanks|thank|please|sorry|wow|oh|ah|hmm|gonna|wanna|let|lets|let's|really|sure|right|way|bit|little|cool|happy|sad|tired|today's",
  ),
  determiners: words('my|the|a|an|your|this|that|our|his|her|their'),
  demonstratives: { a: 'that', an: 'that' },
};
