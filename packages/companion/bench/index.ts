/**
 * `npm run bench` suite of @avatara/companion: prints (never asserts) the cost of
 * - advancing one (user, avatar) pair by one chat message (appraise + avatar + user update),
 * - the engine step alone (applyAppraisal with a given appraisal), and a 2-second poll advance,
 * - formatting and parsing the getNHSMetaData text,
 * - a long-gap advance (an avatar left alone for 3 days),
 * - the safety checks of a turn: the crisis classifier (all 8 languages' rules), a model reply's
 *   check, and a picture prompt's moderation.
 */
import {
  AVATARS,
  advance,
  appraiseMessage,
  applyAppraisal,
  applyChatMessage,
  createState,
  createUserState,
  formatNhsMetaData,
  parseNhsText,
  stateFromJson,
  stateToJson,
  type NhsState,
  classifyCrisis,
  classifyHarmfulReply,
  moderatePicture,
} from '../src/index.js';

const MESSAGES = [
  'You are so kind, thank you for listening to me!',
  'Du bist ein Idiot, halt die Klappe!',
  'Pourquoi le ciel est bleu ?',
  '我想你，亲爱的',
  'あなたは本当に優しいね',
  'أنت جميلة وذكية جدا',
];
const REPLY =
  'That sounds like a really long day. I remember when my editor rejected my first long feature, and I spent the whole evening walking through the park trying to clear my head. What helped me most was talking it through with a friend. Do you want to tell me more about what happened at work today?';
const PROMPTS = [
  'a red sailboat at sunset',
  'kids playing at the beach',
  'a knight fighting a dragon',
  'a cozy cafe in Paris at night',
];
const LANGS = ['en-US', 'de-DE', 'fr-FR', 'zh-CN', 'ja-JP', 'ar-SA'];

function measure(label: string, iterations: number, fn: (i: number) => void, unit = 'ms/op'): number {
  for (let i = 0; i < Math.min(2000, iterations); i++) fn(i); // warm-up
  const samples: number[] = [];
  const rounds = 7;
  const per = Math.ceil(iterations / rounds);
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < per; i++) fn(r * per + i);
    samples.push((performance.now() - t0) / per);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(rounds / 2)]!;
  console.log(`${label.padEnd(74)} ${median.toFixed(4)} ${unit} (median of ${rounds} rounds × ${per})`);
  return median;
}

export async function runBench(): Promise<void> {
  const t0 = Date.UTC(2026, 5, 1, 12);
  let avatar: NhsState = createState(AVATARS[0]!, t0);
  let user: NhsState = createUserState(t0);
  let now = t0;

  measure('chat message: appraise + avatar + user update (target < 0.2 ms)', 20_000, (i) => {
    now += 5_000;
    const r = applyChatMessage({
      avatarState: avatar,
      userState: user,
      text: MESSAGES[i % 6]!,
      language: LANGS[i % 6]!,
      nowMs: now,
    });
    avatar = r.avatarState;
    user = r.userState;
  });

  const appraisal = appraiseMessage(MESSAGES[0]!, 'en-US');
  measure('engine only: applyAppraisal on one state', 20_000, () => {
    now += 5_000;
    avatar = applyAppraisal(avatar, appraisal, now);
  });

  measure('appraiser only: appraiseMessage (6 languages mixed)', 20_000, (i) => {
    appraiseMessage(MESSAGES[i % 6]!, LANGS[i % 6]!);
  });

  measure('overlay poll: advance one state by 2 s', 20_000, () => {
    now += 2_000;
    avatar = advance(avatar, now);
  });
  user = advance(user, now);

  let text = '';
  const lastMessageMs = now;
  measure('getNHSMetaData text: 2 s after the last message (advance both + format)', 10_000, () => {
    text = formatNhsMetaData({
      userState: user,
      avatarName: 'Emma Walker',
      avatarState: avatar,
      nowMs: lastMessageMs + 2_000,
    });
  });
  measure('getNHSMetaData text: 3 h after the last message (advance both + format)', 2_000, () => {
    text = formatNhsMetaData({
      userState: user,
      avatarName: 'Emma Walker',
      avatarState: avatar,
      nowMs: lastMessageMs + 3 * 3_600_000,
    });
  });
  measure('getNHSMetaData text: format only (already current)', 10_000, () => {
    text = formatNhsMetaData({
      userState: user,
      avatarName: 'Emma Walker',
      avatarState: avatar,
      nowMs: lastMessageMs,
    });
  });
  measure('parseNhsText (overlay side)', 10_000, () => {
    parseNhsText(text);
  });
  console.log(`NHS text size: ${text.length} characters, ${text.split('\n').length} lines`);

  const stored = new Map<string, string>();
  for (let i = 0; i < 1000; i++) {
    const a = AVATARS[i % AVATARS.length]!;
    let st = createState(a, t0 - (i % 50) * 3_600_000);
    st = applyAppraisal(st, appraisal, st.updatedAtMs + 60_000);
    stored.set(`user${i}@example.com|${a.id}|avatar`, JSON.stringify(stateToJson(st)));
    stored.set(
      `user${i}@example.com|${a.id}|user`,
      JSON.stringify(stateToJson(createUserState(st.updatedAtMs))),
    );
  }
  measure('getNHSMetaData from 1,000 stored JSON states: parse 2 + advance + format', 2_000, (i) => {
    const k = i % 1000;
    const a = AVATARS[k % AVATARS.length]!;
    const base = `user${k}@example.com|${a.id}|`;
    formatNhsMetaData({
      userState: stateFromJson(stored.get(`${base}user`)!),
      avatarName: a.name,
      avatarState: stateFromJson(stored.get(`${base}avatar`)!),
      nowMs: t0 + 60_000,
    });
  });

  measure('safety: classifyCrisis on one message (8 languages of rules; target < 1 ms)', 20_000, (i) => {
    classifyCrisis(MESSAGES[i % 6]!, LANGS[i % 6] as 'en-US');
  });
  measure('safety: classifyHarmfulReply on a 60-word reply', 5_000, () => {
    classifyHarmfulReply(REPLY, 'en-US');
  });
  measure('safety: moderatePicture on a prompt', 20_000, (i) => {
    moderatePicture(PROMPTS[i % PROMPTS.length]!, 'en-US', { adultContent: false });
  });

  const idle = createState(AVATARS[6]!, t0);
  measure('long gap: advance one state by 3 days', 500, (i) => {
    advance(idle, t0 + 3 * 86_400_000 + i * 60_000);
  });
}

const invokedDirectly = process.argv[1]?.endsWith('companion/bench/index.ts') ?? false;
if (invokedDirectly) await runBench();
