import { formatMoney, formatNumber } from '../numbers';
import type { LiveBar, WhyNoTrade } from './panelModel';

/*
 * The panel's "Warum kein Trade?" lines (issue 28 §5; docs/trading-dashboard.md): the server's
 * reason per strategy (`whyNoTrade` of @avatara/trading) and the live bar, in German like the
 * whole dashboard. Pure: the current time is passed in.
 */

/** Texts of the box, German (the dashboard's language). */
export const WHY_TEXTS = {
  title: 'Warum kein Trade?',
  noData: 'Der Server meldet keine Gründe.',
  nextBar: 'Nächste Kerze schließt {time} ({in}) · Kerzen zu {bar}',
  demo: 'Demo-Kerzen: {bar} statt {validated} – die Standardwerte sind auf Kerzen zu {validated} geprüft; so schnelle Kerzen nur für Vorführungen (TRADING_BAR_SECONDS).',
} as const;

/** A bar length: "1 s", "15 min", "1 h", "1 Tag". */
export function formatBarLength(ms: number): string {
  if (ms >= 86_400_000 && ms % 86_400_000 === 0)
    return ms === 86_400_000 ? '1 Tag' : `${ms / 86_400_000} Tage`;
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${formatNumber(ms / 1000, ms % 1000 === 0 ? 0 : 1)} s`;
}

/** How long until `ms`: "gleich", "in 12 s", "in 5 min", "in 2 h 5 min", "in 3 Tagen". */
export function formatIn(ms: number, nowMs: number): string {
  const s = Math.round((ms - nowMs) / 1000);
  if (s < 1) return 'gleich';
  if (s < 60) return `in ${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `in ${min} min`;
  if (min < 48 * 60) {
    const h = Math.floor(min / 60);
    return min % 60 === 0 ? `in ${h} h` : `in ${h} h ${min % 60} min`;
  }
  return `in ${Math.round(min / 1440)} Tagen`;
}

/** A time: "14:05:00" today, else "03.12. 14:05". */
export function formatWhen(ms: number, nowMs: number): string {
  const d = new Date(ms);
  const time = d.toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  if (d.toDateString() === new Date(nowMs).toDateString()) return `um ${time}`;
  const day = d.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit' });
  return `am ${day} ${time.slice(0, 5)}`;
}

/** The live bar line: when the next bar closes, and the bar length. */
export function nextBarText(bar: LiveBar, nowMs: number): string {
  return WHY_TEXTS.nextBar
    .replace('{time}', formatWhen(bar.nextCloseMs, nowMs))
    .replace('{in}', formatIn(bar.nextCloseMs, nowMs))
    .replace('{bar}', formatBarLength(bar.barMs));
}

/** The demo notice when the bars are shorter than those the defaults were validated on; null otherwise. */
export function demoText(bar: LiveBar): string | null {
  if (!bar.fast) return null;
  return WHY_TEXTS.demo
    .replace('{bar}', formatBarLength(bar.barMs))
    .replaceAll('{validated}', formatBarLength(bar.validatedBarMs));
}

/** A value of `metric` as shown: RSI and confidence with one decimal, a gap in percent, a price in $. */
function shown(metric: string | null, v: number): string {
  if (metric === 'EMA_GAP') return `${formatNumber(v * 100, 2)} %`;
  if (metric === 'PRICE') return `${formatMoney(v)} $`;
  return formatNumber(v, 1);
}

/** "RSI", "EMA-Abstand", "Konfidenz", "Kurs". */
const METRIC_NAME: Readonly<Record<string, string>> = {
  RSI: 'RSI',
  EMA_GAP: 'EMA-Abstand',
  PROB: 'Konfidenz',
  PRICE: 'Kurs',
};

/** "RSI ≤ 30,0 (jetzt 45,2)": where the strategy acts, from the side the value is on now. */
function target(w: WhyNoTrade): string {
  if (w.metric === null || w.value === null || w.threshold === null) return '';
  const name = METRIC_NAME[w.metric] ?? w.metric;
  const op = w.value < w.threshold ? '≥' : '≤';
  return `${name} ${op} ${shown(w.metric, w.threshold)} (jetzt ${shown(w.metric, w.value)})`;
}

const until = (w: WhyNoTrade, nowMs: number, lead: string) =>
  w.untilMs !== null && w.untilMs > 0
    ? ` ${lead} ${formatWhen(w.untilMs, nowMs)} (${formatIn(w.untilMs, nowMs)})`
    : '';

/**
 * One line per strategy: which condition holds it back now.
 * @example whyText({ code: 'COOLDOWN', untilMs, … }, now) // 'Cooldown läuft bis um 14:05:00 (in 3 min)'
 */
export function whyText(w: WhyNoTrade, nowMs: number): string {
  switch (w.code) {
    case 'TRADING_OFF':
      return 'Trading ist aus';
    case 'DISABLED':
      return 'Strategie ist aus';
    case 'NO_QUOTA':
      return 'Quote 0 % – handelt nicht (Alloc % setzen und speichern)';
    case 'NO_FUNDS':
      return 'Kein Guthaben – erst einzahlen (Deposit 10.000 $)';
    case 'NOT_WARM':
      return `Nicht warm: Indikatoren und Trendfilter sammeln noch Kerzen${until(w, nowMs, '– bereit')}`;
    case 'IN_DEAL': {
      const t = target(w);
      return `Deal offen – wartet auf den Ausstieg${t ? ` bei ${t}` : ''}`;
    }
    case 'JUMP_GUARD':
      return `Sprungschutz pausiert Einstiege${until(w, nowMs, 'bis')}`;
    case 'RULE_CONFLICT':
      return `Regelkonflikt pausiert Einstiege${until(w, nowMs, 'bis')}`;
    case 'TREND_FILTER':
      return w.value !== null && w.threshold !== null
        ? `Trendfilter: Kurs ${shown('PRICE', w.value)} ${w.value < w.threshold ? 'unter' : 'über'} dem Trend-EMA ${shown('PRICE', w.threshold)} – Einstiege gegen den Trend gesperrt`
        : 'Trendfilter: Einstiege gegen den Trend gesperrt';
    case 'SITUATION':
      return `Marktlage sperrt Einstiege${w.threshold !== null ? ` (Untergrenze ${shown('PRICE', w.threshold)})` : ''}`;
    case 'COOLDOWN':
      return `Cooldown läuft${until(w, nowMs, 'bis')}`;
    case 'FEE_BUDGET':
      return `Gebührenbudget ausgeschöpft${until(w, nowMs, '– wieder frei')}`;
    case 'CAPITAL':
      return 'Kein freies Kapital in der Allokation (Quote, Mindestgröße oder Guthaben)';
    case 'NO_SIGNAL': {
      if (w.metric === 'PRICE' && w.threshold !== null)
        return `Kein Signal: nächste Kaufstufe ${shown('PRICE', w.threshold)}${w.value !== null ? ` (Kurs ${shown('PRICE', w.value)})` : ''}`;
      const t = target(w);
      return t ? `Kein Signal: Einstieg bei ${t}` : 'Kein Signal';
    }
    case 'READY': {
      const now =
        w.metric !== null && w.value !== null
          ? ` (${METRIC_NAME[w.metric] ?? w.metric} ${shown(w.metric, w.value)})`
          : '';
      return `Signal liegt an${now} – Einstieg mit der nächsten Kerze`;
    }
    default:
      return w.code || 'Kein Signal';
  }
}
