/*
 * German texts of the signal chart dialog. Entries marked "spec" are trading-dashboard.md's
 * (§2, §5, §8), verbatim; the others are ours.
 */
export const SIGNAL_LABELS = {
  title: 'Signal-Chart',
  /** spec §2 */
  close: 'Schließen',
  /** spec §2: the subtitle's point limit. */
  maxPoints: 'max 500 Punkte',
  absLabel: 'BTC: USD (linke Achse)',
  pctLabel: 'Andere: Veränderung in % seit dem ersten Wert (rechte Achse)',
  signals: 'Signale',
  period: 'Zeitraum',
  /** spec §2 */
  from: 'Von',
  /** spec §2 */
  to: 'Bis',
  load: 'Anzeigen',
  loading: 'Lade…',
  /** spec §5 */
  invalidRange: 'Bitte gültigen Zeitraum wählen.',
  /** spec §8 */
  queryFailed: 'Abfrage fehlgeschlagen',
  /** spec §8: 'HTTP {status}'. */
  http: (status: number) => `HTTP ${status}`,
  /** spec §2: the error box reads 'Fehler: …'. */
  errorPrefix: 'Fehler: ',
  noData: (label: string) => `Keine Daten für ${label} im Zeitraum.`,
  noSignal: 'Bitte mindestens ein Signal wählen.',
  chartLabel: 'Signalvergleich',
  servedInterval: (interval: string) => `Intervall ${interval}`,
  scrollHint: 'Ziehen oder horizontal scrollen, um im Chart zu blättern.',
  /** Issue 28 §6: bounded signals and oscillators are not percent changes. */
  ownScales:
    'RSI und Trend up auf eigener Skala 0–100, Oszillatoren (EMA-Abstand, Drawdown, MACD) als Wert – im unteren Bereich',
} as const;
