import { describe, expect, it } from 'vitest';
import { HOBBIES } from '../avatars/hobbies.js';
import type { LanguageCode } from '../languages.js';
import { MEMORY_CORPUS, recallLabel } from '../memory/corpus/index.js';
import { extractMemories } from '../memory/extract.js';
import { mergeMemories } from '../memory/merge.js';
import { fold } from '../memory/text.js';
import { composeOfflineReply } from './compose.js';
import { detectIntent } from './intent.js';
import { readMessage } from './reading.js';
import { avatarFor, LANGUAGES, makeInput, MOODS, NOW, stateWith } from './test-fixtures.js';

/** The package compiles without DOM or Node types; vitest provides the console. */
declare const console: { info(...data: unknown[]): void };

/**
 * Per language: what the user told the avatar, the words of it a reply must say back, and the
 * questions about it ("do you still remember my name and what I do in my free time?"), in both
 * grammatical genders of the listener where the language shows them.
 */
const TOLD: Readonly<
  Record<
    LanguageCode,
    { told: string; says: readonly string[]; name: string; ask: readonly string[]; all: readonly string[] }
  >
> = {
  'en-US': {
    told: 'My name is Anna. In my free time I go rock climbing and I play the cello.',
    name: 'Anna',
    says: ['rock climbing', 'cello'],
    ask: ['Do you still remember my name and what I do in my free time?'],
    all: ['What do you remember about me?', 'Do you remember me?'],
  },
  'de-DE': {
    told: 'Ich heiße Anna. Ich bin Lehrerin, wohne in Hamburg, bin 29, spiele Schach und fahre Rennrad.',
    name: 'Anna',
    says: ['Schach', 'Rennrad'],
    ask: ['Weißt du noch, wie ich heiße und was ich in meiner Freizeit mache?'],
    all: ['Was weißt du über mich?', 'Erinnerst du dich an mich?'],
  },
  'fr-FR': {
    told: "Je m'appelle Anna. Pendant mon temps libre, je fais de l'escalade et je joue du violoncelle.",
    name: 'Anna',
    says: ['escalade', 'violoncelle'],
    ask: ['Tu te souviens de mon prénom et de ce que je fais pendant mon temps libre ?'],
    all: ['Tu te souviens de moi ?', 'Vous vous souvenez de moi ?'],
  },
  'es-ES': {
    told: 'Me llamo Anna. En mi tiempo libre hago escalada y toco el violonchelo.',
    name: 'Anna',
    says: ['escalada', 'violonchelo'],
    ask: ['¿Todavía recuerdas mi nombre y lo que hago en mi tiempo libre?'],
    all: ['¿Te acuerdas de mí?', '¿Qué sabes de mí?'],
  },
  'it-IT': {
    told: 'Mi chiamo Anna. Nel tempo libero faccio arrampicata e suono il violoncello.',
    name: 'Anna',
    says: ['arrampicata', 'violoncello'],
    ask: ['Ti ricordi ancora come mi chiamo e cosa faccio nel tempo libero?'],
    all: ['Ti ricordi di me?', 'Cosa ricordi di me?'],
  },
  'zh-CN': {
    told: '我叫安娜。我业余时间喜欢攀岩，还会拉大提琴。',
    name: '安娜',
    says: ['攀岩', '大提琴'],
    ask: ['你还记得我的名字和我业余时间做什么吗？'],
    all: ['你还记得我吗？', '你都记得我哪些事？'],
  },
  'ja-JP': {
    told: 'アンナと申します。趣味は登山とチェロです。東京に住んでいます。看護師をしています。',
    name: 'アンナ',
    says: ['登山', 'チェロ'],
    ask: ['私の名前と趣味、覚えてますか？'],
    all: ['私のこと覚えてる？', '私について何を覚えていますか？'],
  },
  'ar-SA': {
    told: 'اسمي سارة. هواياتي الرسم والسباحة.',
    name: 'سارة',
    says: ['الرسم', 'السباحة'],
    ask: ['هل تتذكرين اسمي وماذا أفعل في وقت فراغي؟', 'هل تتذكر اسمي وماذا أفعل في وقت فراغي؟'],
    all: ['ماذا تتذكرين عني؟', 'ماذا تتذكر عني؟', 'تذكرينني؟'],
  },
};

const seeds = [1, 2, 3, 5, 8, 13, 21, 34];

/** The avatar's own hobbies in `lang`, except those the user shares. */
function ownHobbies(lang: LanguageCode, user: readonly string[]): string[] {
  return avatarFor(lang)
    .hobbies.map((h) => HOBBIES[h]?.[lang] ?? '')
    .filter((h) => h && !user.some((u) => fold(h).includes(fold(u)) || fold(u).includes(fold(h))));
}

describe('questions about what the avatar remembers', () => {
  for (const lang of LANGUAGES) {
    const t = TOLD[lang];
    const memories = mergeMemories([], extractMemories(t.told, lang), lang, NOW);

    it(`${lang}: stores what the user says about themselves as theirs`, () => {
      const likes = memories.filter((f) => f.kind === 'like').map((f) => fold(f.value));
      for (const w of t.says)
        expect(
          likes.some((l) => l.includes(fold(w))),
          w,
        ).toBe(true);
      expect(memories.find((f) => f.kind === 'name')?.value).toBe(t.name);
    });

    it(`${lang}: answers "my name and what I do in my free time" with the user's name and hobbies, never its own`, () => {
      const own = ownHobbies(lang, t.says);
      for (const message of t.ask) {
        const r = readMessage(message, lang);
        expect(r.asks, message).toEqual(['userName', 'memories']);
        expect(r.recall, message).toEqual(['like']);
        expect(detectIntent(message, lang).intent, message).toBe('askUserName');
        for (const mood of ['calm', 'joyful'] as const)
          for (const seed of seeds) {
            const avatar = avatarFor(lang);
            const reply = composeOfflineReply(
              makeInput(lang, { message, memories, seed, state: stateWith(avatar, MOODS[mood]) }),
            );
            expect(reply, `${message} (${seed})`).toContain(t.name);
            for (const w of t.says) expect(fold(reply), `${message} (${seed}): ${reply}`).toContain(fold(w));
            for (const h of own) expect(fold(reply), `${message} (${seed}): ${reply}`).not.toContain(fold(h));
          }
      }
    });

    it(`${lang}: answers "what do you remember about me" (both genders) from the stored facts`, () => {
      for (const message of t.all) {
        expect(detectIntent(message, lang).intent, message).toBe('askMemories');
        for (const seed of seeds.slice(0, 4)) {
          const reply = composeOfflineReply(makeInput(lang, { message, memories, seed }));
          expect(reply, `${message} (${seed})`).toContain(t.name);
          const others = memories.filter((f) => f.kind !== 'name').map((f) => fold(f.value));
          expect(
            others.some((v) => fold(reply).includes(v)),
            `${message} (${seed}): ${reply}`,
          ).toBe(true);
        }
      }
    });

    it(`${lang}: without stored hobbies, says it does not know them rather than naming its own`, () => {
      const nameOnly = memories.filter((f) => f.kind === 'name');
      for (const message of t.ask)
        for (const seed of seeds.slice(0, 4)) {
          const reply = composeOfflineReply(makeInput(lang, { message, memories: nameOnly, seed }));
          expect(reply, `${message} (${seed})`).toContain(t.name);
          for (const h of ownHobbies(lang, [])) expect(fold(reply), reply).not.toContain(fold(h));
        }
    });

    it(`${lang}: reads ≥ 90 % of the labelled memory questions as memory intents, and the look-alikes as others`, () => {
      const c = MEMORY_CORPUS[lang];
      const rows = [...c.questionsHeldOut, ...c.questions];
      const wrong: string[] = [];
      for (const [text, recall] of rows) {
        const r = readMessage(text, lang);
        const intent = detectIntent(text, lang).intent;
        const want = recall.length === 0 ? '' : recallLabel(recall);
        const kinds = [...(r.asks.includes('userName') ? ['name'] : []), ...(r.recall ?? [])];
        const got =
          !r.asks.includes('userName') && !r.asks.includes('memories')
            ? ''
            : r.asks.includes('memories') && (r.recall ?? []).length === 0
              ? 'all'
              : recallLabel(kinds);
        const memoryIntent = intent === 'askUserName' || intent === 'askMemories';
        if (got !== want || memoryIntent !== (want !== ''))
          wrong.push(`${text}: ${want} → ${got} (${intent})`);
      }
      const accuracy = 1 - wrong.length / rows.length;
      console.info(`memory intents ${lang}: ${(100 * accuracy).toFixed(0)} % of ${rows.length}`);
      expect(accuracy, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
    });
  }

  it('does not take a question about the user for one about the avatar, but still answers one about it', () => {
    expect(readMessage('What are my hobbies?', 'en-US').asks).toEqual(['memories']);
    expect(readMessage('What are your hobbies?', 'en-US').asks).toEqual(['hobbies']);
    expect(readMessage('Do you remember my name? And where do you live?', 'en-US').asks).toEqual([
      'userName',
      'home',
    ]);
    expect(readMessage('Was sind meine Hobbys?', 'de-DE').asks).toEqual(['memories']);
    expect(readMessage('وش تسوين في وقت فراغك؟', 'ar-SA').asks).toEqual(['hobbies']);
  });
});
