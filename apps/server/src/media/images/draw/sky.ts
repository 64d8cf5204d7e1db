/** Sky pieces: gradient, stars, sun, moon, clouds, rainbow. */
import type { Look } from '../look';
import type { Rng } from '../random';
import { n } from './kit';
import { CANVAS } from '../stage';

/**
 * The colour filters cover the whole canvas in user space: a region relative to the group's
 * bounding box made resvg panic (and abort the process) for some scenes whose land reaches far
 * beyond the canvas.
 */
const WHOLE_CANVAS = `filterUnits="userSpaceOnUse" x="0" y="0" width="${CANVAS}" height="${CANVAS}"`;

/** Gradients and filters shared by the whole picture. */
export function defs(look: Look): string {
  const [top, mid, bottom] = look.sky;
  return (
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${look.glowColor}" stop-opacity="0.85"/><stop offset="0.45" stop-color="${look.glowColor}" stop-opacity="0.3"/><stop offset="1" stop-color="${look.glowColor}" stop-opacity="0"/></radialGradient>` +
    '<radialGradient id="moonglow"><stop offset="0" stop-color="#fdf6d8" stop-opacity="0.5"/><stop offset="1" stop-color="#fdf6d8" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="1"/></radialGradient>' +
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>' +
    '<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>' +
    (look.lightMatrix
      ? `<filter id="light" ${WHOLE_CANVAS} color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${look.lightMatrix}"/></filter>`
      : '') +
    (look.saturation !== 1
      ? `<filter id="mood" ${WHOLE_CANVAS} color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="${n(look.saturation)}"/></filter>`
      : '') +
    '</defs>'
  );
}

/** Small dots and a few sparkles across the sky (night, space). */
export function nightStars(rng: Rng, top: number, bottom: number, count: number, x0 = 0, x1 = 768): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(top, bottom);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(0.8, 2.2))}" fill="#ffffff" opacity="${n(rng.range(0.4, 1))}"/>`;
  }
  for (let i = 0; i < Math.ceil(count / 25); i++)
    s += sparkle(rng.range(x0 + 20, x1 - 20), rng.range(top, bottom), rng.range(5, 9), '#ffffff');
  return `<g data-decor="stars">${s}</g>`;
}

/** Four-pointed twinkle. */
export function sparkle(x: number, y: number, r: number, fill: string): string {
  const q = r * 0.22;
  return `<path d="M${n(x)} ${n(y - r)} L${n(x + q)} ${n(y - q)} L${n(x + r)} ${n(y)} L${n(x + q)} ${n(y + q)} L${n(x)} ${n(y + r)} L${n(x - q)} ${n(y + q)} L${n(x - r)} ${n(y)} L${n(x - q)} ${n(y - q)} Z" fill="${fill}"/>`;
}

/** Five-pointed star shape centred on (x, y). */
export function starShape(x: number, y: number, r: number, fill: string, attrs = ''): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)} `;
  }
  return `<g${attrs}><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.8)}" fill="url(#moonglow)"/><path d="${d}Z" fill="${fill}" stroke="${fill}" stroke-width="${n(r * 0.18)}" stroke-linejoin="round"/></g>`;
}

/** Sun disc with a soft glow. */
export function sunDisc(x: number, y: number, r: number, look: Look, attrs: string, color?: string): string {
  return `<g${attrs}><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3)}" fill="url(#glow)"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color ?? look.sunColor}"/></g>`;
}

/** Moon: a crescent, or a full moon with craters. */
export function moonDisc(
  x: number,
  y: number,
  r: number,
  full: boolean,
  attrs: string,
  color = '#fbf3cf',
): string {
  const glow = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.6)}" fill="url(#moonglow)"/>`;
  if (full) {
    return (
      `<g${attrs}>${glow}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>` +
      `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.2)}" fill="#000" opacity="0.07"/><circle cx="${n(x + r * 0.35)}" cy="${n(y + r * 0.3)}" r="${n(r * 0.14)}" fill="#000" opacity="0.07"/><circle cx="${n(x + r * 0.1)}" cy="${n(y - r * 0.5)}" r="${n(r * 0.1)}" fill="#000" opacity="0.06"/></g>`
    );
  }
  const R = r * 1.82;
  return `<g${attrs}>${glow}<path d="M${n(x)} ${n(y - r)} A${n(r)} ${n(r)} 0 1 0 ${n(x)} ${n(y + r)} A${n(R)} ${n(R)} 0 0 1 ${n(x)} ${n(y - r)} Z" fill="${color}" transform="rotate(-20 ${n(x)} ${n(y)})"/></g>`;
}

/** Fluffy flat cloud centred on (x, y), `w` wide. */
export function cloudShape(
  x: number,
  y: number,
  w: number,
  fill: string,
  shadeColor: string,
  attrs = '',
): string {
  const c = (dx: number, dy: number, r: number, f: string): string =>
    `<circle cx="${n(x + dx * w)}" cy="${n(y + dy * w)}" r="${n(r * w)}" fill="${f}"/>`;
  return (
    `<g${attrs}>` +
    `<rect x="${n(x - w * 0.48)}" y="${n(y - w * 0.02)}" width="${n(w * 0.96)}" height="${n(w * 0.16)}" rx="${n(w * 0.08)}" fill="${shadeColor}"/>` +
    c(-0.25, 0.02, 0.17, shadeColor) +
    c(0.28, 0.02, 0.15, shadeColor) +
    c(-0.22, -0.02, 0.17, fill) +
    c(0.04, -0.1, 0.24, fill) +
    c(0.28, -0.01, 0.15, fill) +
    `<rect x="${n(x - w * 0.46)}" y="${n(y - w * 0.04)}" width="${n(w * 0.92)}" height="${n(w * 0.14)}" rx="${n(w * 0.07)}" fill="${fill}"/>` +
    '</g>'
  );
}

/** Rainbow arc standing on the horizon. */
export function rainbowArc(cx: number, baseY: number, r: number): string {
  const colors = ['#e8435a', '#f08a2a', '#f4d03a', '#5cb85c', '#3a9ad9', '#5b5bc8', '#9a5ccc'];
  const arcs = colors
    .map((c, i) => {
      const rr = r - i * 11;
      return `<path d="M${n(cx - rr)} ${n(baseY)} A${n(rr)} ${n(rr)} 0 0 1 ${n(cx + rr)} ${n(baseY)}" stroke="${c}" stroke-width="11.5" fill="none"/>`;
    })
    .join('');
  return `<g data-weather="rainbow" opacity="0.6">${arcs}</g>`;
}
