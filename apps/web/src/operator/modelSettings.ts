import type { TConnectionModel, TModelSettings } from '@avatara/contracts/models';

/** Highest price an operator may enter, USD per million tokens. */
export const MAX_USD_PER_MILLION = 1000;

/**
 * A stored price (integer micro-USD per million tokens) as the operator edits it: USD per million.
 * @example usdText(300_000) // '0.3'
 */
export function usdText(microPerMillion: number): string {
  return String(microPerMillion / 1_000_000);
}

/**
 * What the operator typed (USD per million tokens, `.` or `,` as decimal mark) in integer
 * micro-USD per million; null when it is not a price from 0 to `MAX_USD_PER_MILLION`.
 * @example microFromUsd('0,5') // 500_000
 */
export function microFromUsd(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,6})?$/.test(t)) return null;
  const usd = Number(t);
  return usd <= MAX_USD_PER_MILLION ? Math.round(usd * 1_000_000) : null;
}

/** One model row as the operator edits it. */
export interface ModelDraft {
  id: string;
  shown: boolean;
  displayName: string;
  input: string;
  output: string;
}

export const draftOf = (m: TConnectionModel): ModelDraft => ({
  id: m.id,
  shown: m.shown,
  displayName: m.displayName,
  input: usdText(m.inputMicroUsdPerMillion),
  output: usdText(m.outputMicroUsdPerMillion),
});

/**
 * The settings that changed, for `PUT /admin/models/connections/{id}`; or the id and field of the
 * first entry that is not valid (an empty name, a price that is not one).
 */
export function changedSettings(
  models: readonly TConnectionModel[],
  drafts: readonly ModelDraft[],
): { settings: TModelSettings[] } | { invalid: { id: string; field: 'displayName' | 'input' | 'output' } } {
  const settings: TModelSettings[] = [];
  for (const d of drafts) {
    const m = models.find((x) => x.id === d.id);
    if (!m) continue;
    const input = microFromUsd(d.input);
    const output = microFromUsd(d.output);
    const name = d.displayName.trim();
    if (name === '') return { invalid: { id: d.id, field: 'displayName' } };
    if (input === null) return { invalid: { id: d.id, field: 'input' } };
    if (output === null) return { invalid: { id: d.id, field: 'output' } };
    const change: TModelSettings = {
      id: d.id,
      ...(d.shown !== m.shown ? { shown: d.shown } : {}),
      ...(name !== m.displayName ? { displayName: name } : {}),
      ...(input !== m.inputMicroUsdPerMillion ? { inputMicroUsdPerMillion: input } : {}),
      ...(output !== m.outputMicroUsdPerMillion ? { outputMicroUsdPerMillion: output } : {}),
    };
    if (Object.keys(change).length > 1) settings.push(change);
  }
  return { settings };
}
