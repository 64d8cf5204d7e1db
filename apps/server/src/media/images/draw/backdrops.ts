/**
 * The setting behind the objects: far layers (hills, mountains, skyline, dunes, trees) and the
 * ground or water in front, per setting, in the flat style. Colours follow the look's sky so
 * everything sits in the same light; the lighting filter is applied by the caller.
 */
import { hsl, mix, NAMED_COLORS, shade } from '../color';
import type { Look } from '../look';
import type { Stage } from '../stage';
import type { Rng } from '../random';
import type { ColorName, Setting, TimeOfDay } from '../vocabulary';
import { n } from './kit';
import { mountainPeak } from './plants';

/** What a backdrop needs to know. */
export interface BackdropCtx {
  readonly stage: Stage;
  readonly look: Look;
  readonly rng: Rng;
  readonly time: TimeOfDay;
  /** x of the sun or moon (for reflections on water). */
  readonly sunX: number;
  /** Mountain peaks asked for by the prompt (count, colour), if any. */
  readonly mountains: { readonly count: number; readonly color?: ColorName } | null;
  readonly lights: string[];
  /** Sky, sun or moon seen through a room's window (already clipped to it). */
  readonly windowSky?: string;
}

const W = 768;

/** A smooth ridge through seeded points, filled down to `bottom`. */
function ridge(
  rng: Rng,
  y: number,
  amp: number,
  segments: number,
  bottom: number,
  fill: string,
  attrs = '',
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= segments; i++) pts.push([-30 + (i * (W + 60)) / segments, y - amp * rng.next()]);
  let d = `M${n(pts[0]![0])} ${n(pts[0]![1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, yy] = pts[i]!;
    const [x2, y2] = pts[i + 1]!;
    d += ` Q${n(x)} ${n(yy)} ${n((x + x2) / 2)} ${n((yy + y2) / 2)}`;
  }
  const last = pts[pts.length - 1]!;
  return `<path${attrs} d="${d} L${n(last[0])} ${n(last[1])} L${W + 30} ${bottom} L-30 ${bottom} Z" fill="${fill}"/>`;
}

function haze(c: BackdropCtx, color: string, t: number): string {
  return mix(color, c.look.sky[2], t);
}

/** A range of peaks standing on `base` (the prompt's mountains or the setting's). */
function mountainRange(
  c: BackdropCtx,
  base: number,
  height: number,
  tagged: boolean,
  rockColor = '#7d8aa6',
  snowy = true,
): string {
  const count = c.mountains?.count ?? 3;
  const rock = c.mountains?.color ? NAMED_COLORS[c.mountains.color] : rockColor;
  const snow = !snowy ? rock : c.time === 'night' ? '#c9d2e8' : '#f7f9fc';
  const far = haze(c, rock, 0.45);
  const near = haze(c, shade(rock, -0.15), 0.15);
  let s = '';
  const slots = Math.max(1, Math.min(12, count));
  const step = (W + 120) / slots;
  // A softer far range first, then the named peaks.
  for (let i = 0; i < slots + 1; i++) {
    const x = -60 + step * (i + 0.0) + c.rng.range(-20, 20);
    s += `<g transform="translate(${n(x)} ${n(base)})">${mountainPeak(step * 1.5, height * c.rng.range(0.55, 0.75), far, mix(snow, far, 0.3), c.rng.range(-1, 1))}</g>`;
  }
  for (let i = 0; i < slots; i++) {
    const x = -60 + step * (i + 0.5) + c.rng.range(-15, 15);
    const h = height * c.rng.range(0.8, 1);
    s += `<g${tagged ? ' data-object="mountain"' : ''} transform="translate(${n(x)} ${n(base)})">${mountainPeak(step * 1.35, h, near, snow, c.rng.range(-1, 1))}</g>`;
  }
  return s;
}

function waterGradient(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
}

function reflection(c: BackdropCtx, top: number, bottom: number): string {
  if (c.look.lightMatrix && c.time === 'day') return '';
  let s = '';
  const color = c.time === 'night' ? '#fdf6d8' : c.look.sunColor;
  for (let y = top + 5, i = 0; y < bottom - 6; y += 10, i++) {
    const w = (40 + i * 9) * c.rng.range(0.5, 1.1);
    const dx = c.rng.range(-10, 10);
    s += `<rect x="${n(c.sunX - w / 2 + dx)}" y="${n(y)}" width="${n(w)}" height="3.5" rx="1.75" fill="${color}" opacity="${n(0.7 - i * 0.05)}"/>`;
  }
  return s;
}

function waves(c: BackdropCtx, top: number, bottom: number, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(20, W - 60);
    const y = c.rng.range(top + 8, bottom - 8);
    s += `<path d="M${n(x)} ${n(y)} q10 -6 20 0 t20 0" stroke="#ffffff" stroke-width="2.5" fill="none" opacity="0.35"/>`;
  }
  return s;
}

function tufts(c: BackdropCtx, top: number, bottom: number, color: string, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(10, W - 10);
    const y = c.rng.range(top, bottom);
    s += `<path d="M${n(x - 6)} ${n(y)} Q${n(x - 5)} ${n(y - 10)} ${n(x - 9)} ${n(y - 16)} M${n(x)} ${n(y)} Q${n(x)} ${n(y - 14)} ${n(x + 2)} ${n(y - 20)} M${n(x + 6)} ${n(y)} Q${n(x + 6)} ${n(y - 10)} ${n(x + 10)} ${n(y - 14)}" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  return s;
}

function treeline(c: BackdropCtx, base: number, size: number, color: string, conifer: boolean): string {
  let s = '';
  for (let x = -20; x < W + 20; x += size * c.rng.range(0.55, 0.9)) {
    const h = size * c.rng.range(0.8, 1.3);
    s += conifer
      ? `<path d="M${n(x - h * 0.32)} ${n(base)} L${n(x)} ${n(base - h)} L${n(x + h * 0.32)} ${n(base)} Z" fill="${color}"/>`
      : `<circle cx="${n(x)}" cy="${n(base - h * 0.45)}" r="${n(h * 0.42)}" fill="${color}"/>`;
  }
  return s + `<rect x="0" y="${n(base - 2)}" width="${W}" height="6" fill="${color}"/>`;
}

function ground(top: string, bottom: string, y: number, id: string): string {
  return (
    waterGradient(id, top, bottom) +
    `<rect x="0" y="${n(y)}" width="${W}" height="${n(W - y)}" fill="url(#${id})"/>`
  );
}

type Painter = (c: BackdropCtx) => string;

/** Sea colours by time of day (far, near). */
const SEA: Readonly<Record<TimeOfDay, readonly [string, string]>> = {
  sunrise: ['#4f6fae', '#7fb6c8'],
  day: ['#2a74b4', '#3fb8c8'],
  sunset: ['#3b3f86', '#5e6fa6'],
  night: ['#13204a', '#1f3a62'],
};

const beach: Painter = (c) => {
  const { horizon } = c.stage;
  const water = c.stage.water!;
  const [seaTop, seaBottom] = SEA[c.time];
  const sand = mix('#f2d7a0', c.look.sky[2], 0.1);
  const island =
    c.rng.next() < 0.5
      ? `<path d="M${n(c.rng.range(40, 200))} ${horizon + 1} q60 -34 150 -10 q30 -6 60 10 Z" fill="${haze(c, '#3f6f6a', 0.55)}"/>`
      : '';
  return (
    (c.mountains ? mountainRange(c, horizon + 2, 150, true) : island) +
    waterGradient('sea', seaTop, seaBottom) +
    `<rect x="0" y="${horizon}" width="${W}" height="${water.bottom - horizon + 30}" fill="url(#sea)"/>` +
    reflection(c, horizon, water.bottom) +
    waves(c, horizon, water.bottom, c.look.minimal ? 2 : 9) +
    `<path d="M0 ${water.bottom + 8} Q120 ${water.bottom - 10} 260 ${water.bottom + 4} T520 ${water.bottom} T${W} ${water.bottom + 6} V${W} H0 Z" fill="${mix(sand, '#c9a46a', 0.25)}"/>` +
    `<path d="M0 ${water.bottom + 8} Q120 ${water.bottom - 10} 260 ${water.bottom + 4} T520 ${water.bottom} T${W} ${water.bottom + 6}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8"/>` +
    ground(sand, mix(sand, '#e2b676', 0.6), water.bottom + 24, 'sand') +
    `<path d="M0 ${water.bottom + 24} Q200 ${water.bottom + 12} 420 ${water.bottom + 26} T${W} ${water.bottom + 20} V${water.bottom + 40} H0 Z" fill="${sand}"/>` +
    (c.look.minimal ? '' : shells(c, water.bottom + 60))
  );
};

function shells(c: BackdropCtx, top: number): string {
  let s = '';
  for (let i = 0; i < 3; i++) {
    const x = c.rng.pick([c.rng.range(30, 200), c.rng.range(560, 740)]);
    const y = c.rng.range(top + 60, W - 20);
    s +=
      i === 0
        ? `<path d="M${n(x)} ${n(y - 9)} l3 6 7 1 -5 5 1 7 -6 -3 -6 3 1 -7 -5 -5 7 -1 Z" fill="#f08a6a"/>`
        : `<path d="M${n(x - 7)} ${n(y)} Q${n(x)} ${n(y - 14)} ${n(x + 7)} ${n(y)} Z" fill="#f7e3d4" stroke="#d9b8a0" stroke-width="1.5"/>`;
  }
  return s;
}

const lake: Painter = (c) => {
  const { horizon } = c.stage;
  const water = c.stage.water!;
  const grass = mix('#6fae4f', c.look.sky[2], 0.08);
  return (
    (c.mountains
      ? mountainRange(c, water.top, 230, true)
      : ridge(c.rng, horizon + 10, 70, 5, water.top + 4, haze(c, '#5d8f7a', 0.5))) +
    ridge(c.rng, water.top - 4, 30, 7, water.top + 4, haze(c, '#4f8a5e', 0.25)) +
    treeline(c, water.top + 2, 26, haze(c, '#2f6b4a', 0.2), true) +
    waterGradient('lakewater', mix('#5aa7d6', c.look.sky[2], 0.35), mix('#2f7fb0', c.look.sky[1], 0.15)) +
    `<rect x="0" y="${water.top}" width="${W}" height="${water.bottom - water.top + 10}" fill="url(#lakewater)"/>` +
    reflection(c, water.top, water.bottom) +
    waves(c, water.top, water.bottom, c.look.minimal ? 1 : 5) +
    `<path d="M0 ${water.bottom + 10} Q180 ${water.bottom - 6} 400 ${water.bottom + 6} T${W} ${water.bottom} V${W} H0 Z" fill="${grass}"/>` +
    ground(grass, shade(grass, -0.12), water.bottom + 30, 'lakegrass') +
    (c.look.minimal
      ? ''
      : reeds(c, water.bottom) + tufts(c, water.bottom + 60, W - 10, shade(grass, -0.2), 14))
  );
};

function reeds(c: BackdropCtx, y: number): string {
  let s = '';
  for (const x0 of [30, W - 70]) {
    for (let i = 0; i < 5; i++) {
      const x = x0 + i * 9;
      const h = c.rng.range(50, 90);
      s += `<path d="M${x} ${y + 16} Q${x + 3} ${n(y + 16 - h / 2)} ${x + 1} ${n(y + 16 - h)}" stroke="#4f7d3a" stroke-width="3" fill="none"/><rect x="${x - 2}" y="${n(y + 16 - h)}" width="6" height="16" rx="3" fill="#7a5234"/>`;
    }
  }
  return s;
}

const forest: Painter = (c) => {
  const { horizon } = c.stage;
  const g = mix('#4d8a43', c.look.sky[2], 0.06);
  return (
    (c.mountains ? mountainRange(c, horizon - 60, 220, true) : '') +
    treeline(c, horizon - 60, 80, haze(c, '#3f7a5a', 0.55), true) +
    treeline(c, horizon - 20, 100, haze(c, '#2f6b48', 0.3), true) +
    treeline(c, horizon + 10, 120, haze(c, '#245a3a', 0.1), c.rng.next() < 0.7) +
    ground(g, shade(g, -0.2), horizon, 'forestfloor') +
    `<path d="M330 ${horizon} Q300 ${horizon + 120} 380 ${horizon + 180} T330 ${W} H470 Q540 ${horizon + 220} 430 ${horizon + 150} T390 ${horizon} Z" fill="${mix('#b08a5a', g, 0.3)}" opacity="0.85"/>` +
    (c.look.minimal ? '' : tufts(c, horizon + 30, W - 10, shade(g, -0.25), 18) + mushrooms(c, horizon + 120))
  );
};

function mushrooms(c: BackdropCtx, top: number): string {
  let s = '';
  for (let i = 0; i < 3; i++) {
    const x = c.rng.pick([c.rng.range(30, 250), c.rng.range(520, 740)]);
    const y = c.rng.range(top, W - 30);
    s += `<rect x="${n(x - 3)}" y="${n(y - 12)}" width="6" height="12" fill="#f5efe2"/><path d="M${n(x - 11)} ${n(y - 10)} Q${n(x)} ${n(y - 28)} ${n(x + 11)} ${n(y - 10)} Z" fill="#d63c34"/><circle cx="${n(x - 3)}" cy="${n(y - 17)}" r="2" fill="#fff"/>`;
  }
  return s;
}

const meadow: Painter = (c) => {
  const { horizon } = c.stage;
  const g = mix('#7bbf55', c.look.sky[2], 0.08);
  return (
    (c.mountains ? mountainRange(c, horizon - 20, 220, true) : '') +
    ridge(c.rng, horizon - 10, 50, 4, W, haze(c, '#8cc46a', 0.45)) +
    ridge(c.rng, horizon + 30, 40, 4, W, haze(c, '#6fb04e', 0.2)) +
    (c.look.minimal
      ? ''
      : treeline(c, horizon + 8, 22, haze(c, '#3f7f48', 0.35), false).replace(/<rect[^>]*\/>$/, '')) +
    ridge(c.rng, horizon + 90, 30, 3, W, g) +
    ground(g, shade(g, -0.12), horizon + 110, 'meadowgrass') +
    (c.look.minimal
      ? ''
      : tufts(c, horizon + 120, W - 10, shade(g, -0.2), 18) + dots(c, horizon + 110, W, 30))
  );
};

function dots(c: BackdropCtx, top: number, bottom: number, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    s += `<circle cx="${n(c.rng.range(0, W))}" cy="${n(c.rng.range(top, bottom))}" r="${n(c.rng.range(2, 4))}" fill="${c.rng.pick(['#ffffff', '#f4c838', '#f07fae', '#e8435a'])}"/>`;
  }
  return s;
}

const mountains: Painter = (c) => {
  const { horizon } = c.stage;
  const g = mix('#6aa856', c.look.sky[2], 0.1);
  return (
    mountainRange(c, horizon + 10, 330, c.mountains !== null) +
    ridge(c.rng, horizon, 40, 4, W, haze(c, '#5f9a55', 0.25)) +
    treeline(c, horizon + 24, 64, haze(c, '#2f6b48', 0.2), true) +
    ground(g, shade(g, -0.15), horizon + 22, 'alpine') +
    (c.look.minimal ? '' : tufts(c, horizon + 40, W - 10, shade(g, -0.2), 14))
  );
};

const city: Painter = (c) => {
  const { horizon } = c.stage;
  const far = haze(c, '#6f7c99', 0.45);
  const near = haze(c, '#4f5a78', 0.15);
  let s = c.mountains ? mountainRange(c, horizon - 80, 180, true) : '';
  for (let x = -10; x < W; x += c.rng.range(40, 70)) {
    const h = c.rng.range(120, 260);
    s += `<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(c.rng.range(38, 64))}" height="${n(h + 4)}" fill="${far}"/>`;
  }
  for (let x = -20; x < W; x += c.rng.range(70, 110)) {
    const w = c.rng.range(60, 96);
    const h = c.rng.range(90, 200);
    const body = c.rng.pick([near, shade(near, -0.1), mix(near, '#8a6a5a', 0.25)]);
    s += `<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(w)}" height="${n(h + 4)}" fill="${body}"/>`;
    let win = '';
    for (let wy = horizon - h + 14; wy < horizon - 20; wy += 22) {
      for (let wx = x + 10; wx < x + w - 16; wx += 18) {
        const lit = c.look.lightsOn && c.rng.next() < 0.55;
        const cell = `<rect x="${n(wx)}" y="${n(wy)}" width="9" height="12" fill="${lit ? '#ffd873' : mix(body, '#cfe6f5', 0.35)}"/>`;
        if (lit) c.lights.push(cell);
        win += cell;
      }
    }
    s += win;
  }
  const road = c.time === 'night' ? '#3a3d48' : '#5a5e6a';
  let dashes = '';
  for (let x = 10; x < W; x += 90)
    dashes += `<rect x="${x}" y="${horizon + 150}" width="50" height="8" rx="3" fill="#f2e6b0"/>`;
  let lamps = '';
  for (const x of [90, 400, 690]) {
    lamps += `<rect x="${x - 3}" y="${horizon - 70}" width="6" height="${74}" fill="#3a3d48"/><path d="M${x} ${horizon - 70} q0 -10 16 -10" stroke="#3a3d48" stroke-width="5" fill="none"/><circle cx="${x + 18}" cy="${horizon - 76}" r="7" fill="${c.look.lightsOn ? '#ffe9a0' : '#e8e8e0'}"/>`;
    if (c.look.lightsOn)
      c.lights.push(
        `<circle cx="${x + 18}" cy="${horizon - 76}" r="26" fill="#ffe9a0" opacity="0.25"/><circle cx="${x + 18}" cy="${horizon - 76}" r="7" fill="#ffe9a0"/>`,
      );
  }
  return (
    s +
    `<rect x="0" y="${horizon}" width="${W}" height="50" fill="#b9b4ac"/><rect x="0" y="${horizon + 44}" width="${W}" height="8" fill="#8f8a84"/>` +
    lamps +
    `<rect x="0" y="${horizon + 52}" width="${W}" height="${W - horizon - 52}" fill="${road}"/>` +
    dashes +
    `<rect x="0" y="${W - 40}" width="${W}" height="40" fill="#a9a49c"/>`
  );
};

const desert: Painter = (c) => {
  const { horizon } = c.stage;
  const sand = mix('#eec07a', c.look.sky[2], 0.12);
  let mesas = '';
  for (let i = 0; i < 2; i++) {
    const x = c.rng.range(40, 600);
    const w = c.rng.range(90, 170);
    const h = c.rng.range(50, 90);
    mesas += `<path d="M${n(x)} ${horizon + 2} L${n(x + 20)} ${n(horizon - h)} L${n(x + w - 20)} ${n(horizon - h)} L${n(x + w)} ${horizon + 2} Z" fill="${haze(c, '#b8643a', 0.45)}"/>`;
  }
  return (
    (c.mountains ? mountainRange(c, horizon + 2, 200, true) : mesas) +
    ridge(c.rng, horizon + 4, 30, 3, W, haze(c, '#e0a45e', 0.3)) +
    ridge(c.rng, horizon + 60, 50, 3, W, mix(sand, '#d9934e', 0.35)) +
    ridge(c.rng, horizon + 130, 40, 2, W, sand) +
    (c.look.minimal
      ? ''
      : cactus(c.rng.pick([70, 120]), horizon + 190, 0.9) +
        cactus(c.rng.pick([650, 700]), horizon + 110, 0.6))
  );
};

function cactus(x: number, y: number, s: number): string {
  const g = '#4f8f4a';
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-12" y="-120" width="24" height="120" rx="12" fill="${g}"/>` +
    `<path d="M-10 -50 H-34 V-86" stroke="${g}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M10 -66 H32 V-96" stroke="${g}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="-3" y="-112" width="5" height="104" rx="2" fill="#000" opacity="0.1"/></g>`
  );
}

const snow: Painter = (c) => {
  const { horizon } = c.stage;
  const white = mix('#f4f8fc', c.look.sky[2], 0.15);
  const blue = mix('#cfdcec', c.look.sky[1], 0.15);
  let pines = '';
  for (let i = 0; i < 7; i++) {
    const x = c.rng.range(0, W);
    const h = c.rng.range(40, 80);
    const y = horizon + c.rng.range(0, 30);
    pines += `<path d="M${n(x - h * 0.3)} ${n(y)} L${n(x)} ${n(y - h)} L${n(x + h * 0.3)} ${n(y)} Z" fill="${haze(c, '#2f5f4a', 0.3)}"/><path d="M${n(x - h * 0.12)} ${n(y - h * 0.6)} L${n(x)} ${n(y - h)} L${n(x + h * 0.12)} ${n(y - h * 0.6)} Z" fill="${white}"/>`;
  }
  return (
    mountainRange(c, horizon - 10, 200, c.mountains !== null) +
    ridge(c.rng, horizon, 40, 4, W, blue) +
    pines +
    ridge(c.rng, horizon + 50, 40, 3, W, white) +
    ridge(c.rng, horizon + 140, 30, 3, W, mix(white, blue, 0.3)) +
    ridge(c.rng, horizon + 190, 20, 2, W, white)
  );
};

const space: Painter = (c) => {
  const { horizon } = c.stage;
  const hue = c.rng.range(0, 360);
  const planet = hsl(hue, 0.55, 0.6);
  const px = c.sunX > 384 ? c.rng.range(130, 240) : c.rng.range(520, 640);
  const py = c.rng.range(170, 280);
  const r = c.rng.range(60, 90);
  const ring = hsl(hue + 40, 0.5, 0.75);
  return (
    `<ellipse cx="${n(c.rng.range(200, 560))}" cy="${n(c.rng.range(150, 350))}" rx="260" ry="120" fill="${hsl(hue + 140, 0.6, 0.45)}" opacity="0.22" filter="url(#blur)"/>` +
    `<g data-decor="planet"><ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 1.7)}" ry="${n(r * 0.35)}" fill="none" stroke="${ring}" stroke-width="${n(r * 0.12)}" transform="rotate(-15 ${n(px)} ${n(py)})"/>` +
    `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r)}" fill="${planet}"/>` +
    `<path d="M${n(px - r)} ${n(py)} A${n(r)} ${n(r)} 0 0 0 ${n(px + r)} ${n(py)}" fill="${shade(planet, -0.25)}" opacity="0.6"/>` +
    `<path d="M${n(px - r * 1.7)} ${n(py)} A${n(r * 1.7)} ${n(r * 0.35)} 0 0 0 ${n(px + r * 1.7)} ${n(py)}" fill="none" stroke="${ring}" stroke-width="${n(r * 0.12)}" transform="rotate(-15 ${n(px)} ${n(py)})"/></g>` +
    `<circle cx="${n(c.rng.range(60, 700))}" cy="${n(c.rng.range(80, 420))}" r="14" fill="${hsl(hue + 200, 0.4, 0.65)}"/>` +
    `<path d="M-20 ${horizon + 30} Q384 ${horizon - 50} ${W + 20} ${horizon + 30} V${W} H-20 Z" fill="#8a8694"/>` +
    `<path d="M-20 ${horizon + 70} Q384 ${horizon} ${W + 20} ${horizon + 70} V${W} H-20 Z" fill="#a29eac"/>` +
    craters(c, horizon + 60)
  );
};

function craters(c: BackdropCtx, top: number): string {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const x = c.rng.range(20, W - 20);
    const y = c.rng.range(top, W - 20);
    const r = c.rng.range(10, 28);
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.35)}" fill="#7a7684"/><ellipse cx="${n(x)}" cy="${n(y + r * 0.06)}" rx="${n(r * 0.8)}" ry="${n(r * 0.25)}" fill="#6a6674"/>`;
  }
  return s;
}

const room: Painter = (c) => {
  const { horizon } = c.stage;
  const win = c.stage.window!;
  const wall = c.rng.pick(['#f1e4cf', '#dfe8dc', '#dbe3ee', '#f2dcd6']);
  const floor = '#b07a4e';
  let planks = '';
  for (let y = horizon + 30; y < W; y += 34)
    planks += `<path d="M0 ${y} H${W}" stroke="${shade(floor, -0.2)}" stroke-width="2" opacity="0.6"/>`;
  const curtain = c.rng.pick(['#c0463a', '#3a78d4', '#4aa652', '#e2b23a', '#8c58cc']);
  const frame = `<rect x="${win.x - 12}" y="${win.y - 12}" width="${win.w + 24}" height="${win.h + 24}" rx="6" fill="#f8f5ee"/>`;
  const bars = `<path d="M${win.x + win.w / 2} ${win.y} V${win.y + win.h} M${win.x} ${win.y + win.h / 2} H${win.x + win.w}" stroke="#f8f5ee" stroke-width="10"/>`;
  const drape = (x: number, dir: number): string =>
    `<path d="M${x} ${win.y - 24} H${x + dir * 54} Q${x + dir * 30} ${win.y + win.h / 2} ${x + dir * 62} ${win.y + win.h + 40} H${x} Z" fill="${curtain}"/>`;
  return (
    ground(wall, shade(wall, -0.08), 0, 'wall') +
    `<rect x="0" y="${horizon - 70}" width="${W}" height="70" fill="${shade(wall, -0.1)}"/><rect x="0" y="${horizon - 74}" width="${W}" height="6" fill="#f8f5ee"/>` +
    frame +
    `<rect data-window="1" x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="url(#sky)"/>` +
    (c.windowSky ?? '') +
    bars +
    `<rect x="${win.x - 24}" y="${win.y + win.h + 10}" width="${win.w + 48}" height="14" rx="4" fill="#efe9dd"/>` +
    drape(win.x - 30, 1) +
    drape(win.x + win.w + 30, -1) +
    `<rect x="${win.x - 50}" y="${win.y - 34}" width="${win.w + 100}" height="10" rx="5" fill="#7a5234"/>` +
    picture(c) +
    `<rect x="0" y="${horizon}" width="${W}" height="${W - horizon}" fill="${floor}"/>` +
    planks +
    `<rect x="0" y="${horizon - 6}" width="${W}" height="12" fill="${shade(floor, -0.3)}"/>` +
    `<ellipse cx="384" cy="${horizon + 170}" rx="300" ry="58" fill="${mix(curtain, '#f5efe4', 0.55)}"/><ellipse cx="384" cy="${horizon + 170}" rx="260" ry="44" fill="none" stroke="${mix(curtain, '#ffffff', 0.3)}" stroke-width="6"/>`
  );
};

/** A framed landscape on the wall; the prompt's mountains are the ones in it. */
function picture(c: BackdropCtx): string {
  const x = 90;
  const y = 130;
  const hue = c.rng.range(0, 360);
  const peaks = Math.min(6, c.mountains?.count ?? 2);
  const rock = c.mountains?.color ? NAMED_COLORS[c.mountains.color] : hsl(hue + 160, 0.35, 0.45);
  let hills = '';
  for (let i = 0; i < peaks; i++) {
    const w = 150 / peaks + 40;
    hills += `<g${c.mountains ? ' data-object="mountain"' : ''} transform="translate(${n(x + ((i + 0.5) * 150) / peaks)} ${y + 110})">${mountainPeak(w, c.rng.range(50, 80), rock, '#f7f9fc', c.rng.range(-1, 1))}</g>`;
  }
  return (
    `<rect x="${x - 10}" y="${y - 10}" width="170" height="130" rx="4" fill="#7a5234"/><rect x="${x}" y="${y}" width="150" height="110" fill="${hsl(hue, 0.45, 0.82)}"/>` +
    `<circle cx="${x + 110}" cy="${y + 32}" r="14" fill="${hsl(hue + 40, 0.7, 0.65)}"/>` +
    `<g clip-path="url(#frame)"><clipPath id="frame"><rect x="${x}" y="${y}" width="150" height="110"/></clipPath>${hills}</g>`
  );
}

const garden: Painter = (c) => {
  const { horizon } = c.stage;
  const lawn = mix('#79b955', c.look.sky[2], 0.06);
  let stripes = '';
  for (let i = 0; i < 6; i++)
    stripes += `<path d="M${n(384 - 40 - i * 40)} ${horizon + 40} L${n(384 - 40 - i * 160)} ${W} H${n(384 - i * 160 + 40)} L${n(384 - i * 40)} ${horizon + 40} Z" fill="#ffffff" opacity="0.05"/>`;
  let fence = '';
  for (let x = 6; x < W; x += 34)
    fence += `<path d="M${x} ${horizon + 40} V${horizon - 10} L${x + 10} ${horizon - 22} L${x + 20} ${horizon - 10} V${horizon + 40} Z" fill="#f6f2ea"/>`;
  return (
    treeline(c, horizon - 40, 90, haze(c, '#3f7f48', 0.35), false) +
    `<rect x="0" y="${horizon - 50}" width="${W}" height="60" rx="24" fill="${haze(c, '#3f8a4a', 0.1)}"/>` +
    ground(lawn, shade(lawn, -0.1), horizon, 'lawn') +
    stripes +
    `<rect x="0" y="${horizon + 2}" width="${W}" height="8" fill="#e7e0d2"/><rect x="0" y="${horizon + 22}" width="${W}" height="8" fill="#e7e0d2"/>` +
    fence +
    `<path d="M330 ${W} Q360 ${horizon + 160} 384 ${horizon + 44} Q408 ${horizon + 160} 440 ${W} Z" fill="#d9c9a8" opacity="0.8"/>` +
    (c.look.minimal ? '' : flowerBed(c, 20, horizon + 60) + flowerBed(c, W - 170, horizon + 60))
  );
};

function flowerBed(c: BackdropCtx, x: number, y: number): string {
  let s = `<ellipse cx="${x + 75}" cy="${y + 24}" rx="80" ry="22" fill="#7a5234"/>`;
  for (let i = 0; i < 9; i++) {
    const fx = x + 12 + i * 16;
    const fy = y + 20 + c.rng.range(-6, 6);
    s += `<circle cx="${n(fx)}" cy="${n(fy - 12)}" r="8" fill="#4aa652"/><circle cx="${n(fx)}" cy="${n(fy - 18)}" r="6" fill="${c.rng.pick(['#e8435a', '#f07fae', '#f4c838', '#8c58cc', '#ffffff'])}"/>`;
  }
  return s;
}

const underwater: Painter = (c) => {
  const { horizon } = c.stage;
  let rays = '';
  for (let i = 0; i < 5; i++) {
    const x = c.rng.range(40, 700);
    rays += `<path d="M${n(x)} 0 L${n(x + 60)} 0 L${n(x + 180)} ${horizon} L${n(x + 60)} ${horizon} Z" fill="#ffffff" opacity="0.07"/>`;
  }
  let bubbles = '';
  for (let i = 0; i < 14; i++)
    bubbles += `<circle cx="${n(c.rng.range(20, 748))}" cy="${n(c.rng.range(60, horizon))}" r="${n(c.rng.range(3, 9))}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.45"/>`;
  let weeds = '';
  for (let i = 0; i < 8; i++) {
    const x = c.rng.pick([c.rng.range(10, 220), c.rng.range(540, 760)]);
    const h = c.rng.range(90, 200);
    weeds += `<path d="M${n(x)} ${horizon + 20} q-14 ${n(-h / 4)} 0 ${n(-h / 2)} t0 ${n(-h / 2)}" stroke="${c.rng.pick(['#2f8a5a', '#3fa86a', '#4f9a3a'])}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }
  const coral = (x: number, color: string): string =>
    `<path d="M${x} ${horizon + 24} V${horizon - 30} M${x} ${horizon - 6} L${x - 22} ${horizon - 40} V${horizon - 60} M${x} ${horizon - 14} L${x + 20} ${horizon - 46} V${horizon - 70} M${x - 22} ${horizon - 44} L${x - 36} ${horizon - 58}" stroke="${color}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  return (
    `<defs><linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix('#6fd0e4', c.look.sky[2], 0.15)}"/><stop offset="1" stop-color="${mix('#0e4a78', c.look.sky[0], 0.15)}"/></linearGradient></defs>` +
    `<rect x="0" y="0" width="${W}" height="${W}" fill="url(#deep)"/>` +
    rays +
    `<path d="M0 34 Q40 26 80 34 T160 34 T240 34 T320 34 T400 34 T480 34 T560 34 T640 34 T720 34 T800 34" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.35"/>` +
    (c.mountains ? mountainRange(c, horizon + 20, 260, true, '#2f5f82', false) : '') +
    bubbles +
    weeds +
    coral(c.rng.range(120, 260), '#f07f8e') +
    coral(c.rng.range(500, 640), '#f4a64a') +
    `<path d="M-10 ${horizon + 10} Q200 ${horizon - 20} 400 ${horizon + 6} T${W + 10} ${horizon} V${W} H-10 Z" fill="#e8d3a0"/>` +
    `<path d="M-10 ${horizon + 60} Q240 ${horizon + 40} 420 ${horizon + 62} T${W + 10} ${horizon + 54} V${W} H-10 Z" fill="#dcc48e"/>`
  );
};

const abstract: Painter = (c) => {
  const [h0, h1] = c.rng.pick([
    [80, 150],
    [150, 190],
    [195, 240],
    [250, 285],
    [20, 45],
  ] as const);
  const hue = c.rng.range(h0, h1);
  const sat = c.rng.range(0.35, 0.55);
  const { horizon } = c.stage;
  let s = '';
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const y = horizon - 60 + i * 70;
    const color = mix(hsl(hue + i * c.rng.range(8, 22), sat, 0.6 - i * 0.07), c.look.sky[2], 0.22 - i * 0.05);
    s += ridge(c.rng, y, c.rng.range(40, 110), c.rng.int(2, 5), W, color);
    if (i === 2 && !c.look.minimal) {
      for (let k = 0; k < 4; k++) {
        const x = c.rng.range(40, 720);
        const ty = y + c.rng.range(10, 40);
        const r = c.rng.range(16, 26);
        s += `<rect x="${n(x - 4)}" y="${n(ty - 44)}" width="8" height="44" fill="${shade(color, -0.45)}"/><circle cx="${n(x)}" cy="${n(ty - 44 - r * 0.8)}" r="${n(r)}" fill="${hsl(hue + 90 + k * 25, sat, 0.42)}"/>`;
      }
    }
  }
  return s;
};

const PAINTERS: Readonly<Record<Setting | 'abstract', Painter>> = {
  beach,
  lake,
  forest,
  meadow,
  mountains,
  city,
  desert,
  snow,
  space,
  room,
  garden,
  underwater,
  abstract,
};

/** The far layers and ground of a setting. */
export function backdrop(setting: Setting | 'abstract', c: BackdropCtx): string {
  return PAINTERS[setting](c);
}
