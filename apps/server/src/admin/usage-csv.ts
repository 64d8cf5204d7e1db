import { USAGE_CSV_COLUMNS } from '@avatara/contracts';
import type { UsageMicro } from './usage';

/** Micro-USD as a USD figure with 6 decimals (exact: no float rounding). */
export function usdFigure(micro: number): string {
  const sign = micro < 0 ? '-' : '';
  const abs = Math.abs(micro);
  return `${sign}${Math.floor(abs / 1_000_000)}.${String(abs % 1_000_000).padStart(6, '0')}`;
}

/**
 * A text cell of RFC 4180 CSV: quoted when it holds a comma, quote or line break, and never read
 * as a formula by a spreadsheet (a leading `=`, `+`, `-`, `@` gets an apostrophe).
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The usage report's rows as CSV (`format=csv`): one line per day and model, the columns of
 * `USAGE_CSV_COLUMNS`, amounts in USD with 6 decimals, CRLF line ends (RFC 4180).
 * @example usageCsv(report).split('\r\n')[0] // 'date,source,model,messages,…,cost_known'
 */
export function usageCsv(u: UsageMicro): string {
  const lines = [USAGE_CSV_COLUMNS.join(',')];
  for (const r of u.rows)
    lines.push(
      [
        r.date,
        r.source,
        csvCell(r.model),
        r.messages,
        r.tokensIn,
        r.tokensOut,
        r.images,
        r.speechCharacters,
        usdFigure(r.charged),
        usdFigure(r.providerCost),
        usdFigure(r.charged - r.providerCost),
        r.costKnown,
      ].join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
