import { describe, expect, it } from 'vitest';
import { AVATARS, findAvatar } from '../avatars/index.js';
import { foldNewsText, newsForAvatar, newsInterests } from './match.js';
import type { NewsItem } from './types.js';

const NOW = Date.UTC(2026, 2, 10, 15, 0);
const HOUR = 60 * 60 * 1000;
const avatar = (id: string) => findAvatar(id)!;

let n = 0;
function item(title: string, source: string, hoursAgo: number, summary = ''): NewsItem {
  n += 1;
  return {
    id: `n${n}`,
    title,
    summary,
    link: `https://news.example/${n}`,
    source,
    publishedAtMs: NOW - hoursAgo * HOUR,
  };
}

/** A morning's feed in several languages. */
const FEED: readonly NewsItem[] = [
  item(
    "Germany's wind energy output hits a record high",
    'The Guardian',
    2,
    'Turbines in the North Sea supplied half of the power in February.',
  ),
  item('Berlin: Neue Fahrradstraßen in Kreuzberg eröffnet', 'Tagesspiegel', 5),
  item('Schach-WM: Titelverteidiger gewinnt die zwölfte Partie', 'Der Spiegel', 1),
  item('Lyon : la Fête des Lumières attire deux millions de visiteurs', 'Le Progrès', 3),
  item('Le prix du chocolat atteint un niveau historique', 'Le Monde', 8),
  item('上海将举办世界人工智能大会', '新华社', 4),
  item('京都の猫カフェが話題に', 'NHK', 6),
  item('موسم الرياض يستقبل مليون زائر', 'الشرق الأوسط', 7),
  item("Scientists map a new coral reef off Mexico's Pacific coast", 'Reuters', 9),
  item('Catamaran sales surge as summer nears', 'Boating Weekly', 1),
  item('Chessboard makers report a boom', 'Business Daily', 1),
  item('Stock markets close higher', 'Reuters', 1, 'Energy shares led the gains in Germany and France.'),
];

describe('foldNewsText', () => {
  it('folds case, accents, ß and Arabic letter variants, and spaces out punctuation', () => {
    expect(foldNewsText('Fahrradstraßen: ÉNERGIE!')).toBe(' fahrradstrassen energie ');
    expect(foldNewsText('الأخبار')).toBe(' الاخبار ');
    expect(foldNewsText('京都の猫カフェ')).toBe(' 京都の猫カフェ ');
    expect(foldNewsText('')).toBe(' ');
  });
});

describe('newsForAvatar', () => {
  it('finds the headlines of each avatar in its own and other languages', () => {
    const titles = (id: string): string[] => newsForAvatar(avatar(id), FEED, NOW).map((i) => i.title);
    expect(titles('lukas-hoffmann')).toEqual([
      "Germany's wind energy output hits a record high", // two interests in the title: wind energy, germany
      'Schach-WM: Titelverteidiger gewinnt die zwölfte Partie',
      'Berlin: Neue Fahrradstraßen in Kreuzberg eröffnet',
      'Stock markets close higher', // only in the summary (Germany)
    ]);
    expect(titles('claire-dubois')).toEqual([
      'Lyon : la Fête des Lumières attire deux millions de visiteurs',
      'Le prix du chocolat atteint un niveau historique',
      'Stock markets close higher',
    ]);
    expect(titles('li-wei')).toEqual(['上海将举办世界人工智能大会']);
    expect(titles('yuki-tanaka')).toEqual(['京都の猫カフェが話題に']);
    expect(titles('layla-al-harbi')).toEqual(['موسم الرياض يستقبل مليون زائر']);
    expect(titles('mateo-fernandez')).toEqual(["Scientists map a new coral reef off Mexico's Pacific coast"]);
  });

  it('matches whole words, not parts of words', () => {
    // 'cat' is not in "Catamaran", 'chess' not in "Chessboard".
    expect(newsForAvatar(avatar('yuki-tanaka'), FEED, NOW).map((i) => i.source)).not.toContain(
      'Boating Weekly',
    );
    expect(newsForAvatar(avatar('omar-haddad'), FEED, NOW).map((i) => i.source)).not.toContain(
      'Business Daily',
    );
    const cats = [item('Two cats rescued from a tree', 'Local', 1)];
    expect(newsForAvatar(avatar('yuki-tanaka'), cats, NOW)).toHaveLength(1);
  });

  it('ignores case and accents and matches multi-word interests as phrases', () => {
    const sofia = avatar('sofia-romero');
    expect(
      newsForAvatar(sofia, [item('FLAMENCO FESTIVAL OPENS IN SEVILLA', 'El País', 1)], NOW),
    ).toHaveLength(1);
    expect(newsForAvatar(sofia, [item('Turismo récord en Andalucia', 'ABC', 1)], NOW)).toHaveLength(1);
    expect(newsForAvatar(sofia, [item('Beach volleyball: Spain wins gold', 'Marca', 1)], NOW)).toHaveLength(
      1,
    );
    const lukas = avatar('lukas-hoffmann');
    expect(
      newsForAvatar(lukas, [item('The wind picks up; energy prices fall', 'X', 1)], NOW).map((i) => i.title),
    ).toEqual([]);
  });

  it('lets Arabic interests take proclitics and the article', () => {
    const omar = avatar('omar-haddad');
    expect(newsForAvatar(omar, [item('اكتشاف مقبرة جديدة بمصر', 'الأهرام', 1)], NOW)).toHaveLength(1);
    expect(newsForAvatar(omar, [item('معرض عن تاريخ الفراعنة في باريس', 'الأهرام', 1)], NOW)).toHaveLength(1);
    expect(
      newsForAvatar(avatar('layla-al-harbi'), [item('مهرجان للشعر في جدة', 'عكاظ', 1)], NOW),
    ).toHaveLength(1);
  });

  it('puts title matches before summary matches and breaks ties by recency', () => {
    const lukas = avatar('lukas-hoffmann');
    const older = item('Cycling through Berlin in winter', 'A', 10);
    const newer = item('Cycling boom in the suburbs', 'B', 1);
    const summaryOnly = item('Weekend tips', 'C', 0.5, 'A new cycling route through Berlin.');
    const ranked = newsForAvatar(lukas, [summaryOnly, newer, older], NOW);
    expect(ranked.map((i) => i.source)).toEqual(['A', 'B', 'C']);
    const tie = newsForAvatar(
      lukas,
      [item('Chess in the park', 'Old', 5), item('Chess on the radio', 'New', 1)],
      NOW,
    );
    expect(tie.map((i) => i.source)).toEqual(['New', 'Old']);
  });

  it("also finds the user's interests, and puts them first: a football fan hears the football headline", () => {
    const emma = avatar('emma-walker');
    const football = item('Champions League: Bayern win the final in extra time', 'Sport', 3);
    const feed = [...FEED, football];
    expect(newsForAvatar(emma, feed, NOW).map((i) => i.id)).not.toContain(football.id);
    const forFan = newsForAvatar(emma, feed, NOW, { userInterests: ['Champions League', 'football'] });
    expect(forFan[0]!.id).toBe(football.id);
    // An interest the avatar shares counts once, and no user interest means the avatar's alone.
    expect(newsForAvatar(emma, feed, NOW, { userInterests: [] })).toEqual(newsForAvatar(emma, feed, NOW));
  });

  describe('a user interest in a sport also finds its leagues and clubs', () => {
    const fresh = (title: string, hoursAgo = 1): NewsItem => item(title, 'Sport', hoursAgo);

    it('en: a football fan hears about Real Madrid and Arsenal, a tennis fan about Wimbledon', () => {
      const emma = avatar('emma-walker');
      const real = fresh('Real Madrid beat Barcelona in the Clásico');
      const arsenal = fresh('Arsenal sign a new striker', 2);
      const wimbledon = fresh('Wimbledon: rain delays the final', 3);
      const feed = [real, arsenal, wimbledon];
      expect(newsForAvatar(emma, feed, NOW)).toEqual([]);
      const ids = (userInterests: string[]) =>
        newsForAvatar(emma, feed, NOW, { userInterests }).map((i) => i.id);
      expect(ids(['football'])).toEqual([real.id, arsenal.id]);
      expect(ids(['soccer'])).toEqual([real.id, arsenal.id]);
      expect(ids(['watching football'])).toEqual([real.id, arsenal.id]);
      expect(ids(['tennis'])).toEqual([wimbledon.id]);
      // "table tennis" is a sport of its own, not tennis.
      expect(ids(['table tennis'])).toEqual([]);
      expect(ids(['basketball'])).toEqual([]);
    });

    it('de: a Fußball fan hears „Bayern München gewinnt gegen Dortmund“ and Bundesliga news', () => {
      const lukas = avatar('lukas-hoffmann');
      const bayern = fresh('Bayern München gewinnt gegen Dortmund');
      const liga = fresh('Bundesliga: Leverkusen bleibt Tabellenführer', 2);
      const nba = fresh('NBA: Die Lakers verlieren in Boston', 3);
      const feed = [bayern, liga, nba];
      expect(newsForAvatar(lukas, feed, NOW)).toEqual([]);
      const ids = (userInterests: string[]) =>
        newsForAvatar(lukas, feed, NOW, { userInterests, language: 'de-DE' }).map((i) => i.id);
      expect(ids(['Fußball'])).toEqual([bayern.id, liga.id]);
      expect(ids(['fussball'])).toEqual([bayern.id, liga.id]);
      expect(ids(['Basketball'])).toEqual([nba.id]);
      expect(ids(['Jazz'])).toEqual([]);
    });

    it('ar: a fan of كرة القدم hears about الهلال (with its proclitics) and Real Madrid, not the EU', () => {
      const layla = avatar('layla-al-harbi');
      const hilal = fresh('الهلال يفوز على النصر في دوري روشن');
      const forHilal = fresh('جماهير غفيرة للهلال في جدة', 2);
      const real = fresh('ريال مدريد يهزم برشلونة', 3);
      const eu = fresh('الاتحاد الأوروبي يناقش أسعار الطاقة', 1);
      const feed = [hilal, forHilal, real, eu];
      const ids = (userInterests: string[]) =>
        newsForAvatar(layla, feed, NOW, { userInterests }).map((i) => i.id);
      expect(ids(['كرة القدم']).sort()).toEqual([hilal.id, forHilal.id, real.id].sort());
      expect(ids(['كرة القدم'])).not.toContain(eu.id);
      expect(ids(['football'])).toEqual(ids(['كرة القدم']));
      expect(ids(['كرة السلة'])).toEqual([]);
    });

    it('ja: a サッカー fan hears about 浦和レッズ and the Jリーグ, a 野球 fan about 阪神', () => {
      const yuki = avatar('yuki-tanaka');
      const urawa = fresh('浦和レッズが逆転勝ち');
      const league = fresh('Jリーグ開幕戦に3万人', 2);
      const hanshin = fresh('阪神が5連勝', 3);
      const feed = [urawa, league, hanshin];
      expect(newsForAvatar(yuki, feed, NOW)).toEqual([]);
      const ids = (userInterests: string[]) =>
        newsForAvatar(yuki, feed, NOW, { userInterests }).map((i) => i.id);
      expect(ids(['サッカー'])).toEqual([urawa.id, league.id]);
      expect(ids(['サッカー観戦'])).toEqual([urawa.id, league.id]);
      expect(ids(['野球'])).toEqual([hanshin.id]);
    });

    it('counts a sport once per headline, however many clubs it names, and takes no plural of a club', () => {
      const emma = avatar('emma-walker');
      const three = fresh('Chelsea, Arsenal and Liverpool chase the Premier League title', 5);
      const one = fresh('Tottenham appoint a new coach', 1);
      expect(
        newsForAvatar(emma, [three, one], NOW, { userInterests: ['football'] }).map((i) => i.id),
      ).toEqual([one.id, three.id]);
      // "Inter" is a club; "interés" (interest rates) is not.
      const rates = fresh('El BCE mantiene los tipos de interés');
      expect(newsForAvatar(emma, [rates], NOW, { userInterests: ['fútbol'] })).toEqual([]);
      expect(
        newsForAvatar(emma, [fresh("L'Inter vince il derby")], NOW, { userInterests: ['calcio'] }),
      ).toHaveLength(1);
    });

    it("also widens the avatar's own sports (Mateo's football)", () => {
      const real = fresh('Real Madrid beat Barcelona');
      expect(newsForAvatar(avatar('mateo-fernandez'), [real], NOW)).toHaveLength(1);
    });
  });

  it("puts headlines in the reply's language first, when their language is known", () => {
    const lukas = avatar('lukas-hoffmann');
    const tagged = (i: NewsItem, language: string | null): NewsItem => ({ ...i, language });
    const wind = tagged(FEED[0]!, 'en-US'); // the best match, in English
    const bikes = tagged(FEED[1]!, 'de-DE');
    const chess = tagged(FEED[2]!, 'de');
    const stocks = tagged(FEED[11]!, null); // language not known
    const feed = [wind, bikes, chess, stocks];
    const titles = (language?: string) =>
      newsForAvatar(lukas, feed, NOW, language ? { language } : {}).map((i) => i.id);
    expect(titles()).toEqual([wind.id, chess.id, bikes.id, stocks.id]);
    expect(titles('de-DE')).toEqual([chess.id, bikes.id, wind.id, stocks.id]);
    expect(titles('en-GB')).toEqual([wind.id, chess.id, bikes.id, stocks.id]);
    expect(titles('ja-JP')).toEqual(titles());
  });

  it('keeps only fresh items, at most `limit`, each once', () => {
    const lukas = avatar('lukas-hoffmann');
    const items = [
      item('Chess news', 'A', 1),
      item('Chess news', 'A2', 2),
      item('Berlin chess club', 'B', 100),
      item('Cycling in Berlin', 'C', 2),
    ];
    expect(newsForAvatar(lukas, items, NOW).map((i) => i.source)).toEqual(['C', 'A']);
    expect(newsForAvatar(lukas, items, NOW, { maxAgeMs: 200 * HOUR }).map((i) => i.source)).toEqual([
      'C',
      'B',
      'A',
    ]);
    expect(newsForAvatar(lukas, items, NOW, { limit: 1 })).toHaveLength(1);
    expect(newsForAvatar(lukas, items, NOW, { limit: 0 })).toEqual([]);
    expect(newsForAvatar(lukas, [{ ...items[0]!, publishedAtMs: NOW + 48 * HOUR }], NOW)).toEqual([]);
  });

  it('is deterministic and does not depend on the order of the items', () => {
    for (const a of AVATARS) {
      const forward = newsForAvatar(a, FEED, NOW);
      expect(newsForAvatar(a, [...FEED].reverse(), NOW)).toEqual(forward);
      expect(newsForAvatar(a, FEED, NOW)).toEqual(forward);
    }
  });

  it('returns nothing for an avatar without interests or for bad input', () => {
    expect(newsForAvatar({ ...avatar('emma-walker'), interests: [] }, FEED, NOW)).toEqual([]);
    expect(newsForAvatar(avatar('lukas-hoffmann'), FEED, Number.NaN)).toEqual([]);
    expect(newsForAvatar(avatar('lukas-hoffmann'), [{ ...FEED[0]!, title: '  ' }], NOW)).toEqual([]);
  });
});

describe('newsInterests', () => {
  it('names the interests found in the title and in the summary', () => {
    expect(newsInterests(avatar('lukas-hoffmann'), FEED[0]!)).toEqual({
      title: ['wind energy', 'germany'],
      summary: [],
    });
    expect(newsInterests(avatar('lukas-hoffmann'), FEED[11]!)).toEqual({ title: [], summary: ['germany'] });
  });
});

describe("the reply's language, for items whose feed names none", () => {
  it("puts a headline in the script of the reply's language first (Arabic, Japanese, Chinese)", () => {
    const avatar = { ...AVATARS[0]!, interests: ['football'] };
    const at = Date.parse('2026-11-20T12:00:00Z');
    const item = (id: string, title: string, ageMs: number) => ({
      id,
      title,
      summary: '',
      link: `https://example.com/${id}`,
      source: 'Local',
      publishedAtMs: at - ageMs,
    });
    const items = [
      item('de', 'Fußball: Bayern München gewinnt das Pokalfinale', 0),
      item('ar', 'كرة القدم: الهلال يفوز بنهائي كأس الملك', 60_000),
      item('ja', 'サッカー：鹿島アントラーズが天皇杯決勝で優勝', 120_000),
      item('zh', '足球：上海海港夺得中超冠军', 180_000),
    ];
    const first = (language: string, interest: string) =>
      newsForAvatar(avatar, items, at, { language, userInterests: [interest] })[0]?.id;
    expect(first('ar-SA', 'كرة القدم')).toBe('ar');
    expect(first('ja-JP', 'サッカー')).toBe('ja');
    expect(first('zh-CN', '足球')).toBe('zh');
    expect(first('de-DE', 'Fußball')).toBe('de');
    // A Latin-script reply puts the Latin headline first even when an Arabic one is newer.
    const newer = [
      { ...items[1]!, publishedAtMs: at },
      { ...items[0]!, publishedAtMs: at - 60_000 },
    ];
    expect(newsForAvatar(avatar, newer, at, { language: 'de-DE', userInterests: ['Fußball'] })[0]?.id).toBe(
      'de',
    );
  });
});
