/** Colour helpers for the flat illustration style: named colours, mixing, shading. */
import type { ColorName } from './vocabulary';

/** The hex value drawn for each colour word. */
export const NAMED_COLORS: Readonly<Record<ColorName, string>> = {
  red: '#d63c34',
  orange: '#ee8a2a',
  yellow: '#f4c838',
  green: '#4aa652',
  blue: '#3a78d4',
  turquoise: '#27b0aa',
  purple: '#8c58cc',
  pink: '#f07fae',
  brown: '#8b5a34',
  black: '#2c2c34',
  white: '#f5f3ee',
  grey: '#8d9098',
  gold: '#e2b23a',
  silver: '#c3c8d0',
};

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(r: number, g: number, b: number): string {
  const c = (x: number): string =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Darker (amount < 0, towards black) or lighter (amount > 0, towards white). */
export function shade(hex: string, amount: number): string {
  return amount < 0 ? mix(hex, '#000000', -amount) : mix(hex, '#ffffff', amount);
}

/** Colour from hue (degrees), saturation and lightness (0–1). */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex(f(0) * 255, f(8) * 255, f(4) * 255);
}

/** Relative luminance 0–1 (to pick dark or light details on a coloured body). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Less saturated: mixed towards its own grey. */
export function desaturate(hex: string, amount: number): string {
  const l = luminance(hex) * 255;
  return mix(hex, toHex(l, l, l), amount);
}
