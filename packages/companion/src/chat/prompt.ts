/**
 * The prompt of a real chat model: the avatar's persona, tone and languages; how it feels right
 * now (from its hormones and states); what it remembers about the user; the recent
 * conversation; the language to answer in. Pure: the server passes everything in.
 */
import { avatarAgeYears } from '../avatars/index.js';
import { hobbyNames } from '../avatars/hobbies.js';
import { localHour } from '../nhs/clock.js';
import type { PersonaInput } from '../persona/types.js';
import { describeFeelings } from './feelings.js';

/** One message of an OpenAI-style chat prompt. */
export interface PromptMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** English names of the UI languages, for the instruction which language to answer in. */
export const LANGUAGE_NAMES_EN = {
  'en-US': 'English',
  'de-DE': 'German',
  'fr-FR': 'French',
  'es-ES': 'Spanish',
  'it-IT': 'Italian',
  'zh-CN': 'Simplified Chinese',
  'ja-JP': 'Japanese',
  'ar-SA': 'Arabic',
} as const;

const WEEKDAY = new Map<string, Intl.DateTimeFormat>();
function localClock(timeZone: string, nowMs: number): string {
  let f = WEEKDAY.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' });
    WEEKDAY.set(timeZone, f);
  }
  const h = localHour(timeZone, nowMs);
  const hh = Math.floor(h);
  const mm = Math.floor((h - hh) * 60);
  return `${f.format(nowMs)}, ${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
}

/** What the turn asks of the model beyond answering the user's message. */
function task(input: PersonaInput, who: string): string {
  switch (input.kind) {
    case 'sessionStart':
      return input.isFirstSession
        ? `${who} has just opened a chat with you for the first time. Greet them, introduce yourself in two or three sentences (name, what you do, where you live, one thing you love) and ask their name if you do not know it.`
        : `${who} has just come back to chat with you. Welcome them back warmly in one or two sentences; you may pick up something you remember about them.`;
    case 'pause':
      return `${who} has been quiet for a while. Say one short thing on your own to re-engage them: a question about something you remember about them, one of your hobbies, or how they are. Do not mention that they were quiet.`;
    case 'shutdown':
      return input.shutdownReason === 'tired'
        ? `It is late at night where you live and you are exhausted. Answer briefly, then say good night and that you are ending the conversation for now.`
        : input.shutdownReason === 'abuse'
          ? `${who} has been hostile and insulting. Say calmly and firmly, in one or two sentences, that you will not continue a conversation like this and that you are ending it now.`
          : `${who}'s balance has run out. Say a warm goodbye in one or two sentences and that they can top up to continue.`;
    case 'image':
      return `You have just drawn the picture ${who} asked for ("${(input.image?.prompt ?? input.message).slice(0, 300)}")${input.image?.offline ? ', as a quick simple sketch' : ''}; it is shown with your message. Present it in one or two sentences, in character. Do not describe how you drew it.`;
    default:
      return '';
  }
}

/**
 * How to address the user where the answer's language shows grammatical gender (ar, fr, es, it,
 * de): as said at registration, else in neutral forms.
 */
function addressing(gender: PersonaInput['userGender'], who: string): string {
  return gender === undefined
    ? `Where the language shows grammatical gender, address ${who} in gender-neutral forms (you do not know how ${who} wants to be addressed).`
    : `Where the language shows grammatical gender, address ${who} in the ${gender === 'female' ? 'feminine' : 'masculine'} forms.`;
}

/** Options of `buildChatPrompt`. */
export interface ChatPromptOptions {
  /** Ask for the JSON object `{reply, appraisal}` (structured output). */
  readonly structured: boolean;
}

/**
 * The system prompt, the recent turns and the current message as chat messages.
 * Control messages add no user turn; the system prompt says what to do instead.
 */
export function buildChatPrompt(input: PersonaInput, options: ChatPromptOptions): PromptMessage[] {
  const a = input.avatar;
  const lang = input.language;
  const remembered = input.memories.find((m) => m.kind === 'name')?.value;
  const who = remembered ?? (input.userName.trim() || 'the user');
  const memories = input.memories;
  const lines = [
    `You are ${a.name}, ${avatarAgeYears(a, input.nowMs)} years old, ${a.gender === 'female' ? 'a woman' : 'a man'}, working as ${a.profession['en-US'].toLowerCase()} in ${a.city}, ${a.country.name}. You chat with ${who} in a companion app.`,
    `You love ${hobbyNames(a.hobbies, 'en-US').join(', ')}. You speak ${a.languages.join(', ')}.`,
    `Your manner: ${a.tone}`,
    `Where you live it is ${localClock(a.timeZone, input.nowMs)}.`,
    `How you feel right now: ${describeFeelings(input.state)} Let this colour your tone and word choice; never mention hormones, states or numbers.`,
    memories.length > 0
      ? `What you remember about ${who}:\n${memories.map((m) => `- ${m.kind}: ${m.value}`).join('\n')}\nUse a memory when it fits; do not list them.`
      : `You do not know anything about ${who} yet.`,
    `Always answer in ${LANGUAGE_NAMES_EN[lang]}, whatever language ${who} writes in. Write like a chat message: one to four sentences, no lists, no markdown.`,
    addressing(input.userGender, who),
    `Stay in character as ${a.name}. If ${who} sincerely asks whether you are an AI, say honestly that you are an AI companion.`,
  ];
  const news = input.news ?? [];
  lines.push(
    news.length > 0
      ? `Headlines you read recently that fit your interests (bring one up when ${who} asks what is new, or when it fits the conversation; never invent news):\n${news
          .slice(0, 3)
          .map((n) => `- "${n.title}" (${n.source})`)
          .join('\n')}`
      : `You have no fresh news; if ${who} asks what is new, say so and never invent news.`,
  );
  const extra = task(input, who);
  if (extra) lines.push(extra);
  if (options.structured) {
    lines.push(
      'Answer with a JSON object only: {"reply": your chat message, "appraisal": how the user\'s latest message felt to you, with valence (-1..1), arousal (0..1), dominance (-1..1), intimacy (0..1), threat (0..1), novelty (0..1), complexity (0..1)}. Write "reply" first.',
    );
  }
  const messages: PromptMessage[] = [{ role: 'system', content: lines.join('\n') }];
  for (const turn of input.history)
    messages.push({ role: turn.role === 'user' ? 'user' : 'assistant', content: turn.text });
  if (input.kind === 'message' || (input.kind === 'shutdown' && input.message.trim() !== ''))
    messages.push({ role: 'user', content: input.message });
  if (input.kind === 'image')
    messages.push({ role: 'user', content: `Please draw: ${input.image?.prompt ?? input.message}` });
  // Strict chat templates (Gemma, Mistral) refuse a list without a user turn, or with two turns of
  // one role in a row: a control turn carries its marker as the user's turn, and runs are merged.
  if (messages.at(-1)!.role !== 'user') messages.push({ role: 'user', content: CONTROL_TURN[input.kind] });
  return alternating(messages);
}

/** The user turn of a turn without a user message: the control marker the system prompt explains. */
const CONTROL_TURN: Readonly<Record<PersonaInput['kind'], string>> = {
  sessionStart: '[AI:SESSION_START]',
  pause: '[AI:PAUSE]',
  shutdown: '[AI:SHUTDOWN]',
  message: '[AI:CONTINUE]',
  image: '[AI:CONTINUE]',
};

/** Merges consecutive turns of one role (after the system prompt) into one, joined by a blank line. */
function alternating(messages: PromptMessage[]): PromptMessage[] {
  const out: PromptMessage[] = [];
  for (const m of messages) {
    const last = out.at(-1);
    if (last && last.role === m.role && m.role !== 'system')
      out[out.length - 1] = { role: m.role, content: `${last.content}\n\n${m.content}` };
    else out.push(m);
  }
  return out;
}
