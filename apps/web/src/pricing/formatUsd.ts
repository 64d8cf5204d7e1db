/**
 * An amount of US dollars in the UI language, with 2 decimals (spec §9: balance in USD with
 * 2 decimals). @example formatUsd(10, 'en-US') === '$10.00'
 */
export function formatUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
