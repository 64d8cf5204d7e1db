/** Weather laid over the picture: rain, snow, fog, storm (lightning). The rainbow is in sky.ts. */
import type { Stage } from '../stage';
import type { Rng } from '../random';
import type { Weather } from '../vocabulary';
import { n } from './kit';

const W = 768;

function rain(rng: Rng, heavy: boolean): string {
  let s = '';
  for (let i = 0; i < (heavy ? 140 : 90); i++) {
    const x = rng.range(-40, W);
    const y = rng.range(-20, W);
    const len = rng.range(14, 26);
    s += `M${n(x)} ${n(y)} l${n(len * 0.3)} ${n(len)} `;
  }
  return `<path data-weather="rain" d="${s.trim()}" stroke="#dfe9f5" stroke-width="2" stroke-linecap="round" opacity="0.55"/>`;
}

function snow(rng: Rng): string {
  let s = '';
  for (let i = 0; i < 110; i++) {
    s += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, W))}" r="${n(rng.range(1.5, 5))}"/>`;
  }
  return `<g data-weather="snow" fill="#ffffff" opacity="0.9">${s}</g>`;
}

function fog(stage: Stage): string {
  const y = stage.horizon;
  return (
    `<g data-weather="fog"><rect x="0" y="0" width="${W}" height="${W}" fill="#e8ecf0" opacity="0.18"/>` +
    `<rect x="-40" y="${y - 70}" width="${W + 80}" height="60" rx="30" fill="#f4f6f8" opacity="0.45" filter="url(#blur)"/>` +
    `<rect x="-40" y="${y + 10}" width="${W + 80}" height="80" rx="40" fill="#f4f6f8" opacity="0.4" filter="url(#blur)"/>` +
    `<rect x="-40" y="${y + 130}" width="${W + 80}" height="70" rx="35" fill="#f4f6f8" opacity="0.3" filter="url(#blur)"/></g>`
  );
}

function lightning(rng: Rng, stage: Stage): string {
  const x = rng.range(140, 620);
  let d = `M${n(x)} 70`;
  let cx = x;
  let cy = 70;
  while (cy < stage.horizon - 60) {
    cx += rng.range(-30, 30);
    cy += rng.range(30, 50);
    d += ` L${n(cx)} ${n(cy)}`;
  }
  return `<g data-weather="storm"><path d="${d}" stroke="#fff6c0" stroke-width="10" fill="none" opacity="0.35" stroke-linejoin="round"/><path d="${d}" stroke="#ffffff" stroke-width="4" fill="none" stroke-linejoin="round"/></g>`;
}

/** Rain, snow, fog and lightning over the scene (not indoors: there they stay behind the window). */
export function weatherOverlay(weather: readonly Weather[], rng: Rng, stage: Stage): string {
  const set = new Set(weather);
  let s = '';
  if (set.has('fog')) s += fog(stage);
  if (set.has('storm')) s += lightning(rng, stage);
  if (set.has('rain') || set.has('storm')) s += rain(rng, set.has('storm'));
  if (set.has('snow')) s += snow(rng);
  return s;
}
