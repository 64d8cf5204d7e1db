import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { baseText, foldSameLength, foldText, normalizeText } from './fold.js';

/** Any text: arbitrary code points (lone surrogates too), and text made of the scripts the 8 languages use. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        ...'AaÄäÉéÈßẞŒœÆæİıǅﬁÇç’‘`´ＡＢＣ１２３！？ ٠١٢٣۴۵أإآىةـَُِّ ًٌ猫ネコねこー々😀🐱‍👤❤️\u200d\ufe0f\u3000\t\n'.split(
          '',
        ),
        ...['Straße', 'forêt', 'مَرْحَبًا', '夕焼け', 'ﾊﾝｶｸ'],
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join('')),
);

describe('normalizeText', () => {
  it('lower-cases, applies NFKC and unifies apostrophes in every language', () => {
    for (const lang of LANGUAGES) expect(normalizeText('ＨＥＹ’ＹＯＵ！', lang)).toBe("hey'you!");
  });

  it('takes accents off Latin languages only', () => {
    expect(normalizeText('Ça GÉNIAL über', 'fr-FR')).toBe('ca genial uber');
    expect(normalizeText('Ça GÉNIAL über', 'ja-JP')).toBe('ça génial über');
  });

  it('folds Arabic letter variants and drops diacritics and tatweel in Arabic only', () => {
    expect(normalizeText('أنـا مَدرسة إلى', 'ar-SA')).toBe('انا مدرسه الي');
    expect(normalizeText('أنا', 'zh-CN')).toBe('أنا');
  });

  it('keeps ß, digits and spaces as written (the intent cues are written so)', () => {
    expect(normalizeText('Wie heißt  du? ٣', 'de-DE')).toBe('wie heißt  du? ٣');
  });
});

describe('foldText', () => {
  it('folds case, width, accents, ligatures, Arabic and digits whatever the language', () => {
    expect(foldText('  Forêt  ＴＲÄUME Straße Œuvre Æsir ')).toBe('foret traume strasse oeuvre aesir');
    expect(foldText('قطّة حمراءُ أمام ٣ إلى ۴')).toBe('قطه حمراء امام 3 الي 4');
    expect(foldText('夕焼け　の　ビーチ')).toBe('夕焼け の ビーチ');
  });

  it('turns emoji variation selectors and joiners into spaces', () => {
    expect(foldText('❤️🐱‍👤')).toBe('❤ 🐱 👤');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyText, (t) => foldText(foldText(t)) === foldText(t)));
  });
});

describe('baseText', () => {
  it('keeps case and accents, unifies apostrophes and spaces, drops Arabic marks in Arabic', () => {
    expect(baseText('Ｉ’m  Zoë\n', 'en-US')).toBe("I'm Zoë ");
    expect(baseText('اسمي مُحمّد', 'ar-SA')).toBe('اسمي محمد');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...LANGUAGES), (t, lang) => {
        const once = baseText(t, lang);
        return baseText(once, lang) === once;
      }),
    );
  });
});

describe('foldSameLength', () => {
  it('folds case, accents and Arabic letters one unit for one', () => {
    expect(foldSameLength('Ärger ÉTÉ İstanbul')).toBe('arger ete istanbul');
    expect(foldSameLength('أحمد إلى مدرسة')).toBe('احمد الي مدرسه');
  });

  it('keeps the length, so indices of the folded text slice the original', () => {
    fc.assert(fc.property(anyText, (t) => foldSameLength(t).length === t.length));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyText, (t) => foldSameLength(foldSameLength(t)) === foldSameLength(t)));
  });
});
