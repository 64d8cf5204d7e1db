import type { TReferralCountsResponse } from '@avatara/contracts/safety';

/** One count of a breakdown: its code (a language tag, a country code), its name and the number. */
export interface CountPart {
  code: string;
  label: string;
  count: number;
}

/** One row of the referral table: a year, its total and its breakdowns, largest first. */
export interface ReferralRow {
  year: number;
  total: number;
  byLanguage: CountPart[];
  byCountry: CountPart[];
}

/** The name of a language tag or country code in `locale` (the code itself when there is none). */
export type NameOf = (kind: 'language' | 'region', code: string) => string;

/** Names from `Intl.DisplayNames` (`ZZ`, no known country: "Unknown Region"); unknown codes stay codes. */
export function displayNames(locale: string): NameOf {
  const names = (type: 'language' | 'region') => {
    try {
      return new Intl.DisplayNames([locale], { type, fallback: 'code' });
    } catch {
      return null;
    }
  };
  const language = names('language');
  const region = names('region');
  return (kind, code) => {
    try {
      return (kind === 'language' ? language : region)?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

const parts = (counts: Record<string, number>, kind: 'language' | 'region', nameOf: NameOf): CountPart[] =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([code, count]) => ({ code, label: nameOf(kind, code), count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));

/** The table of `GET /admin/safety/referrals`: newest year first, each breakdown largest first. */
export function referralRows(data: TReferralCountsResponse, nameOf: NameOf): ReferralRow[] {
  return [...data.years]
    .sort((a, b) => b.year - a.year)
    .map((y) => ({
      year: y.year,
      total: y.total,
      byLanguage: parts(y.byLanguage, 'language', nameOf),
      byCountry: parts(y.byCountry, 'region', nameOf),
    }));
}
