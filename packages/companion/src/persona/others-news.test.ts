import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { composeOfflineReply } from './compose.js';
import { newsPhrase, othersNewsIn } from './news.js';
import { PHRASES } from './phrases/index.js';
import { readMessage } from './reading.js';
import { makeInput } from './test-fixtures.js';

/**
 * Per language: a relative's good news (with what it is, who, and how the reply names them), the
 * same news negated, and the user's own news beside the relative (first person).
 */
const CASES: Readonly<
  Record<
    LanguageCode,
    { other: string; key: string; relation: string; who: string; negated: string; own: string }
  >
> = {
  'en-US': {
    other: 'My brother got a new job!',
    key: 'job',
    relation: 'brother',
    who: 'your brother',
    negated: "My brother didn't get the job",
    own: 'My sister and I won the tournament!',
  },
  'de-DE': {
    other: 'Mein Bruder hat einen neuen Job!',
    key: 'job',
    relation: 'brother',
    who: 'dein Bruder',
    negated: 'Mein Bruder hat die Prüfung leider nicht bestanden',
    own: 'Ich habe mit meinem Bruder gewonnen!',
  },
  'fr-FR': {
    other: 'Ma sœur est enceinte !',
    key: 'baby',
    relation: 'sister',
    who: 'ta sœur',
    negated: "Ma sœur n'a pas eu le poste",
    own: "J'ai gagné le tournoi avec mon frère !",
  },
  'es-ES': {
    other: '¡Mi hermana se casa el mes que viene!',
    key: 'wedding',
    relation: 'sister',
    who: 'tu hermana',
    negated: 'Mi hermano no ha aprobado el examen',
    own: 'He ganado el torneo con mi hermano',
  },
  'it-IT': {
    other: 'Mio fratello ha trovato un nuovo lavoro!',
    key: 'job',
    relation: 'brother',
    who: 'tuo fratello',
    negated: 'Mio fratello non ha superato l’esame',
    own: 'Ho vinto il torneo con mio fratello!',
  },
  'zh-CN': {
    other: '我姐姐下个月要结婚了！',
    key: 'wedding',
    relation: 'sister',
    who: '你姐姐',
    negated: '我哥哥没通过考试',
    own: '我和哥哥一起赢了比赛！',
  },
  'ja-JP': {
    other: '姉が来月結婚します！',
    key: 'wedding',
    relation: 'sister',
    who: 'お姉さん',
    negated: '兄は試験に落ちました',
    own: '私は兄と一緒に優勝しました！',
  },
  'ar-SA': {
    other: 'أختي بتتزوج الشهر الجاي!',
    key: 'wedding',
    relation: 'sister',
    who: 'أختك',
    negated: 'أخوي ما نجح في الامتحان',
    own: 'انا واخوي فزنا في البطوله!',
  },
};

const seeds = Array.from({ length: 12 }, (_, i) => i * 7919 + 3);

describe("a relative's or friend's good news", () => {
  it.each(LANGUAGES)('%s: is read as theirs, not the user’s', (lang) => {
    const c = CASES[lang];
    const r = readMessage(c.other, lang);
    expect(r.goodNews).toBe(true);
    expect(r.news).toBeUndefined();
    expect(r.othersNews).toMatchObject({ key: c.key, relation: c.relation });
    // Negated: no news at all; with the user as a subject beside the relative: the user's own.
    expect(readMessage(c.negated, lang).othersNews).toBeUndefined();
    expect(readMessage(c.negated, lang).goodNews).toBe(false);
    const own = readMessage(c.own, lang);
    expect(own.othersNews).toBeUndefined();
    expect(own.news).toBe('win');
  });

  it.each(LANGUAGES)(
    '%s: the reply congratulates them, by the relation or the name, and never the user',
    (lang) => {
      const c = CASES[lang];
      const own = newsPhrase(c.key as Parameters<typeof newsPhrase>[0], lang);
      const asks = Object.values(PHRASES[lang].othersAsk).flat();
      let named = 0;
      for (const seed of seeds) {
        const text = composeOfflineReply(makeInput(lang, { message: c.other, seed }));
        expect(text, `seed ${seed}`).not.toContain(own);
        if (text.toLowerCase().includes(c.who.toLowerCase())) named++;
        // A question, when the avatar adds one (its mood decides), is about the news, not about them.
        const asked = asks.some((q) => text.replace(/\u202F/g, ' ').includes(q));
        if (/[?？؟]/.test(text)) expect(asked, text).toBe(true);
      }
      // Most variants name them.
      expect(named).toBeGreaterThanOrEqual(seeds.length / 2);
    },
  );

  it('asks about the news now and then (the wedding, the baby, a celebration)', () => {
    const asked = (lang: LanguageCode, message: string, group: 'wedding' | 'baby' | 'other'): number =>
      seeds.filter((seed) =>
        PHRASES[lang].othersAsk[group].some((q) =>
          composeOfflineReply(makeInput(lang, { message, seed }))
            .replace(/\u202F/g, ' ')
            .includes(q),
        ),
      ).length;
    expect(asked('en-US', 'My brother got a new job!', 'other')).toBeGreaterThan(0);
    expect(asked('en-US', 'My sister Anna is getting married next month!', 'wedding')).toBeGreaterThan(0);
    expect(asked('fr-FR', 'Ma sœur est enceinte !', 'baby')).toBeGreaterThan(0);
  });

  it('uses the name the user gives and does not ask about it ("Anna — lovely name!")', () => {
    const r = readMessage('My sister Anna is getting married next month!', 'en-US');
    expect(r.othersNews).toMatchObject({ key: 'wedding', relation: 'sister', name: 'Anna' });
    // The relative is still remembered.
    expect(r.facts).toEqual([
      expect.objectContaining({ kind: 'person', key: 'person:sister:anna', value: 'Anna' }),
    ]);
    const replies = seeds.map((seed) =>
      composeOfflineReply(
        makeInput('en-US', { message: 'My sister Anna is getting married next month!', seed }),
      ),
    );
    expect(replies.filter((t) => t.includes('Anna')).length).toBeGreaterThanOrEqual(seeds.length / 2);
    for (const t of replies) expect(t).not.toMatch(/lovely name|are you two close/i);
    expect(
      composeOfflineReply(makeInput('ja-JP', { message: '姉のAnnaが来月結婚します！', seed: 3 })),
    ).not.toContain('姉妹');
  });

  it('reads a best friend as a friend (我最好的朋友, "my best friend")', () => {
    expect(readMessage('我最好的朋友下周要结婚了！', 'zh-CN').othersNews).toMatchObject({
      key: 'wedding',
      relation: 'friend',
    });
    expect(readMessage('My best friend is getting married next week!', 'en-US').othersNews).toMatchObject({
      key: 'wedding',
      relation: 'friend',
    });
  });

  it("a partner's baby, engagement or wedding is the user's own news", () => {
    expect(othersNewsIn('my wife is pregnant!', 'en-US')).toMatchObject({
      key: 'baby',
      relation: 'wife',
      shared: true,
    });
    expect(readMessage('My wife is pregnant!', 'en-US')).toMatchObject({ goodNews: true, news: 'baby' });
    expect(readMessage('My girlfriend said yes!', 'en-US')).toMatchObject({ news: 'engagement' });
    expect(readMessage('Meine Frau ist schwanger!', 'de-DE')).toMatchObject({ news: 'baby' });
    // A partner's new job is theirs.
    expect(readMessage('My husband got a new job!', 'en-US').othersNews).toMatchObject({
      key: 'job',
      relation: 'husband',
    });
  });
});
