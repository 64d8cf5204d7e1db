/*
 * Chart colours from the app theme: the CSS custom properties of src/styles/base.css, read when
 * a chart is created (canvas needs resolved colours, not var()).
 */

export interface TChartTheme {
  background: string;
  text: string;
  muted: string;
  grid: string;
  accent: string;
  accentSoft: string;
  warm: string;
  /** Buy markers, gains. */
  up: string;
  /** Sell markers, losses, drawdowns. */
  down: string;
  font: string;
}

/** The fallbacks are base.css's light values; `--trading-up` / `--trading-down` may override the two signal colours. */
const FALLBACK: Record<keyof TChartTheme, [string, string]> = {
  background: ['--surface', '#ffffff'],
  text: ['--ink', '#1f2933'],
  muted: ['--muted', '#5b6570'],
  grid: ['--line', '#e4e1d9'],
  accent: ['--accent', '#2f5d62'],
  accentSoft: ['--accent-soft', '#e2eceb'],
  warm: ['--warm', '#d9a46b'],
  up: ['--trading-up', '#1f8a4c'],
  down: ['--trading-down', '#c0392b'],
  font: ['--font', 'system-ui, sans-serif'],
};

/** The theme from a reader of CSS custom properties (an empty value takes the fallback). */
export function chartTheme(read: (name: string) => string): TChartTheme {
  const out = {} as TChartTheme;
  for (const key of Object.keys(FALLBACK) as (keyof TChartTheme)[]) {
    const [name, fallback] = FALLBACK[key];
    out[key] = read(name).trim() || fallback;
  }
  return out;
}

/** The current theme of the document. */
export function readChartTheme(): TChartTheme {
  const style = getComputedStyle(document.documentElement);
  return chartTheme((name) => style.getPropertyValue(name));
}

/** `color` (#rgb, #rrggbb or rgb()) with an opacity of `alpha` (0–1); other colours unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const c = color.trim();
  const a = Math.min(1, Math.max(0, alpha));
  let rgb: number[] | null = null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    rgb = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  } else {
    const m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(c);
    if (m) rgb = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  return rgb ? `rgba(${rgb.join(', ')}, ${a})` : c;
}
