/** Buildings: house, castle, lighthouse, bridge. Windows glow when the lights are on. */
import { mix, shade } from '../color';
import { mirrored, n, type Drawer, type DrawCtx } from './kit';

const GLOW = '#ffd873';

function glass(c: DrawCtx, svg: string): string {
  if (c.lightsOn) c.lights.push(svg.replaceAll('fill="#9fd0ee"', `fill="${GLOW}"`));
  return svg;
}

/** House with a pitched roof, chimney, door and two windows (origin: bottom centre, 240×235). */
export const drawHouse: Drawer = (p, c) => {
  const wall = p.main ?? c.rng.pick(['#f3e3c3', '#f6efe4', '#e9c9a0', '#d9e6f2', '#f2d0c4']);
  const roof = p.accent ?? c.rng.pick(['#c0463a', '#8a4b32', '#4f5d75', '#a33c3c']);
  const window = `<g><rect x="-80" y="-112" width="46" height="42" rx="3" fill="#9fd0ee"/></g>`;
  const frame = `<path d="M-57 -112 V-70 M-80 -91 H-34" stroke="#ffffff" stroke-width="4"/><rect x="-80" y="-112" width="46" height="42" rx="3" fill="none" stroke="${shade(wall, -0.3)}" stroke-width="3"/>`;
  return (
    `<rect x="46" y="-222" width="24" height="56" fill="${shade(roof, -0.25)}"/><rect x="42" y="-228" width="32" height="10" fill="${shade(roof, -0.35)}"/>` +
    `<rect x="-96" y="-142" width="192" height="142" fill="${wall}"/>` +
    `<rect x="-96" y="-142" width="192" height="18" fill="${shade(wall, -0.12)}"/>` +
    `<path d="M-118 -136 L0 -232 L118 -136 Z" fill="${roof}"/><path d="M-118 -136 L0 -232 L118 -136" fill="none" stroke="${shade(roof, -0.25)}" stroke-width="6" stroke-linejoin="round"/>` +
    glass(c, `<circle cx="0" cy="-172" r="15" fill="#9fd0ee"/>`) +
    `<circle cx="0" cy="-172" r="15" fill="none" stroke="#ffffff" stroke-width="4"/>` +
    glass(c, window + mirrored(window)) +
    frame +
    mirrored(frame) +
    `<path d="M-21 0 V-68 Q0 -86 21 -68 V0 Z" fill="${shade(roof, -0.2)}"/><circle cx="12" cy="-34" r="3" fill="#f2c14e"/>` +
    `<rect x="-30" y="-4" width="60" height="6" rx="2" fill="${shade(wall, -0.25)}"/>`
  );
};

/** Castle: curtain wall, two towers with cone roofs and flags, keep and gate (origin: bottom centre, 330×310). */
export const drawCastle: Drawer = (p, c) => {
  const stone = p.main ?? '#bdb6ae';
  const dark = shade(stone, -0.22);
  const roof = p.accent ?? c.rng.pick(['#3a5fa8', '#b8433a', '#6a4aa8']);
  const merlons = (x0: number, x1: number, y: number): string => {
    let s = '';
    for (let x = x0; x < x1 - 4; x += 20)
      s += `<rect x="${x}" y="${y - 14}" width="12" height="14" fill="${stone}"/>`;
    return s;
  };
  const slit = (x: number, y: number): string => {
    const d = `M${x - 6} ${y + 22} V${y} Q${x} ${y - 8} ${x + 6} ${y} V${y + 22} Z`;
    if (c.lightsOn) c.lights.push(`<path d="${d}" fill="${GLOW}"/>`);
    return `<path d="${d}" fill="#4a4452"/>`;
  };
  const tower =
    `<rect x="-160" y="-214" width="62" height="214" fill="${stone}"/><rect x="-160" y="-214" width="62" height="214" fill="${dark}" opacity="0.25"/>` +
    `<path d="M-170 -212 L-129 -292 L-88 -212 Z" fill="${roof}"/><path d="M-129 -292 V-318" stroke="#5a4a40" stroke-width="3"/>` +
    `<path d="M-129 -318 L-106 -311 L-129 -304 Z" fill="#e0423a"/>` +
    slit(-129, -180) +
    slit(-129, -120);
  return (
    tower +
    mirrored(tower) +
    `<rect x="-46" y="-236" width="92" height="100" fill="${stone}"/>${merlons(-46, 50, -236)}` +
    `<path d="M-54 -236 L0 -296 L54 -236 Z" fill="${shade(roof, -0.1)}"/>` +
    slit(0, -210) +
    `<rect x="-100" y="-150" width="200" height="150" fill="${stone}"/>${merlons(-98, 100, -150)}` +
    `<path d="M-100 -40 H100 M-100 -80 H100 M-100 -120 H100" stroke="${dark}" stroke-width="2" opacity="0.35"/>` +
    slit(-60, -120) +
    slit(60, -120) +
    `<path d="M-30 0 V-58 Q0 -92 30 -58 V0 Z" fill="#5b3c2a"/>` +
    `<path d="M-20 0 V-64 M-10 0 V-72 M0 0 V-74 M10 0 V-72 M20 0 V-64 M-30 -20 H30 M-30 -44 H30" stroke="#2e2420" stroke-width="3"/>`
  );
};

/** Striped lighthouse on a rock; its lamp beams at night (origin: bottom centre, 130×345). */
export const drawLighthouse: Drawer = (p, c) => {
  const stripe = p.main ?? '#d63c34';
  const base = p.accent ?? '#f7f5f0';
  const half = (y: number): number => 38 - 14 * ((-22 - y) / 228);
  const band = (y0: number, y1: number): string =>
    `<path d="M${n(-half(y0))} ${y0} L${n(-half(y1))} ${y1} L${n(half(y1))} ${y1} L${n(half(y0))} ${y0} Z" fill="${stripe}"/>`;
  const lamp = `<rect x="-17" y="-300" width="34" height="36" fill="${c.lightsOn ? GLOW : '#fff3b8'}"/>`;
  if (c.lightsOn) {
    const beam = '<path d="M0 -284 L300 -330 L300 -238 Z" fill="url(#beam)"/>';
    c.lights.push(
      `<defs><linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${GLOW}" stop-opacity="0.7"/><stop offset="1" stop-color="${GLOW}" stop-opacity="0"/></linearGradient></defs>` +
        beam +
        mirrored(beam) +
        lamp,
    );
  }
  return (
    `<path d="M-64 2 C-62 -20 -40 -30 0 -28 C40 -30 62 -20 64 2 Z" fill="#6b6470"/><path d="M-40 -18 Q-20 -26 0 -22" stroke="#8a8290" stroke-width="4" fill="none"/>` +
    `<path d="M-38 -22 L-24 -250 L24 -250 L38 -22 Z" fill="${base}"/>` +
    band(-22, -70) +
    band(-118, -166) +
    band(-212, -250) +
    `<path d="M${n(half(-22) * 0.35)} -22 L${n(half(-250) * 0.35)} -250 L24 -250 L38 -22 Z" fill="#000" opacity="0.08"/>` +
    `<path d="M-10 -22 V-46 Q0 -56 10 -46 V-22 Z" fill="#4a3a34"/>` +
    `<rect x="-34" y="-264" width="68" height="14" rx="2" fill="#3b3b44"/>` +
    `<path d="M-30 -264 V-276 M-18 -264 V-276 M-6 -264 V-276 M6 -264 V-276 M18 -264 V-276 M30 -264 V-276 M-32 -276 H32" stroke="#3b3b44" stroke-width="2.5"/>` +
    lamp +
    `<path d="M-17 -300 V-264 M0 -300 V-264 M17 -300 V-264" stroke="#3b3b44" stroke-width="2.5"/>` +
    `<path d="M-23 -298 Q0 -332 23 -298 Z" fill="${stripe}"/><circle cx="0" cy="-334" r="4" fill="#3b3b44"/>`
  );
};

/** Stone arch bridge over a strip of water (origin: bottom centre, 470×150). */
export const drawBridge: Drawer = (p) => {
  const stone = p.main ?? '#c7a77d';
  const dark = shade(stone, -0.25);
  let posts = '';
  for (let x = -220; x <= 220; x += 40)
    posts += `<rect x="${x - 3}" y="-150" width="6" height="28" fill="${dark}"/>`;
  return (
    `<path d="M-210 -2 Q0 -16 210 -2 L220 6 L-220 6 Z" fill="${mix('#4f9bd6', stone, 0.15)}"/>` +
    `<path d="M-235 0 L-235 -124 L235 -124 L235 0 L186 0 C178 -84 -178 -84 -186 0 Z" fill="${stone}"/>` +
    `<path d="M-186 0 C-178 -84 178 -84 186 0" fill="none" stroke="${dark}" stroke-width="8"/>` +
    `<path d="M-235 -104 H235" stroke="${dark}" stroke-width="3" opacity="0.5"/>` +
    `<rect x="-240" y="-128" width="480" height="10" rx="3" fill="${dark}"/>` +
    posts +
    `<rect x="-226" y="-154" width="452" height="7" rx="3" fill="${dark}"/>`
  );
};
