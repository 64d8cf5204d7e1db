import {
  CHECKED_PASSWORD_LENGTH,
  judgePassword,
  personalWords,
  type TPasswordOwner,
  type TPasswordVerdict,
} from './password-policy';

/** Checks passwords against the policy with zxcvbn and its dictionaries loaded. */
export interface PasswordChecker {
  /** The verdict on `password` for its owner (a password made of the owner's email or name is refused). */
  check(password: string, owner?: TPasswordOwner): TPasswordVerdict;
}

/** A language package's word lists, by list name (`commonWords`, or `commonWords-en` from version 4 on). */
type WordLists = Record<string, (string | number)[]>;

/**
 * zxcvbn-ts with the common-password list and the dictionaries of the UI languages that have one
 * (Chinese has none): English, German, French, Spanish, Italian, Japanese, Arabic. Every module is
 * imported on demand, so a bundler puts them in chunks of their own (megabytes, never in a page's
 * main chunk); building the lookup tables takes a second or more and about 80 MB of memory.
 * @example const checker = await loadPasswordChecker(); checker.check('password1').acceptable // false
 */
export async function loadPasswordChecker(): Promise<PasswordChecker> {
  const [core, common, en, de, fr, es, it, ja, ar] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-de'),
    import('@zxcvbn-ts/language-fr'),
    import('@zxcvbn-ts/language-es-es'),
    import('@zxcvbn-ts/language-it'),
    import('@zxcvbn-ts/language-ja'),
    import('@zxcvbn-ts/language-ar'),
  ]);
  const languages: Record<string, WordLists> = {
    en: en.dictionary,
    de: de.dictionary,
    fr: fr.dictionary,
    'es-es': es.dictionary,
    it: it.dictionary,
    ja: ja.dictionary,
    ar: ar.dictionary,
  };
  const dictionary: Record<string, (string | number)[]> = {
    'passwords-common': common.dictionary['passwords-common'],
    // zxcvbn scores a word of the list named exactly `diceware` at a fixed 6^5 / 2 guesses.
    diceware: common.dictionary['diceware-common'],
  };
  for (const [language, lists] of Object.entries(languages))
    for (const [name, words] of Object.entries(lists))
      dictionary[name.includes('-') ? name : `${name}-${language}`] = words;
  const zxcvbn = new core.ZxcvbnFactory({
    dictionary,
    graphs: common.adjacencyGraphs,
    maxLength: CHECKED_PASSWORD_LENGTH,
    // Bounds the work of l33t matching: "p@$$w0rd"-like passwords are found as well with 4 as with the
    // default 100, and a long one with many "@", "$", "1" no longer costs seconds.
    l33tMaxSubstitutions: 4,
  });
  return {
    check: (password, owner = {}) => judgePassword(password, zxcvbn.check(password, personalWords(owner))),
  };
}
