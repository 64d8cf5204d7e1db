/** Plants and mountains: leafy or conifer tree, palm, flower, mountain peak. */
import { mix, shade } from '../color';
import { n, type Drawer } from './kit';

const CONIFER_SETTINGS = new Set(['snow', 'mountains']);

/** Tree: round leafy crown, or a conifer in snow and mountains (origin: bottom centre, 200×300). */
export const drawTree: Drawer = (p, c) => {
  const conifer = CONIFER_SETTINGS.has(c.setting) || (c.setting === 'forest' && c.rng.next() < 0.5);
  const leaf = p.main ?? (conifer ? '#2f7d4f' : c.rng.pick(['#4a9e4e', '#5aa84a', '#3f8f4a']));
  const trunk = p.accent ?? '#7a5234';
  if (conifer) {
    const snow = c.setting === 'snow';
    const tier = (y: number, w: number): string =>
      `<path d="M${-w} ${y} L0 ${y - 110} L${w} ${y} Q0 ${y + 12} ${-w} ${y} Z" fill="${leaf}"/>` +
      `<path d="M0 ${y - 110} L${w} ${y} Q${w * 0.5} ${y + 8} 0 ${y + 10} Z" fill="#000" opacity="0.12"/>` +
      (snow
        ? `<path d="M${-w * 0.45} ${y - 60} L0 ${y - 110} L${w * 0.45} ${y - 60} Q0 ${y - 50} ${-w * 0.45} ${y - 60} Z" fill="#f4f8fc"/>`
        : '');
    return (
      `<rect x="-11" y="-60" width="22" height="60" fill="${trunk}"/>` +
      tier(-50, 88) +
      tier(-130, 70) +
      tier(-200, 52)
    );
  }
  const hi = mix(leaf, '#eaf7c0', 0.28);
  const lo = shade(leaf, -0.2);
  return (
    `<path d="M-15 0 L-10 -130 L10 -130 L15 0 Z" fill="${trunk}"/>` +
    `<path d="M-4 -110 L-40 -150 M4 -118 L36 -160" stroke="${trunk}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="-52" cy="-168" r="56" fill="${lo}"/><circle cx="54" cy="-166" r="54" fill="${lo}"/>` +
    `<circle cx="0" cy="-200" r="78" fill="${leaf}"/><circle cx="-44" cy="-176" r="50" fill="${leaf}"/><circle cx="44" cy="-178" r="50" fill="${leaf}"/>` +
    `<circle cx="-22" cy="-236" r="34" fill="${hi}"/><circle cx="-58" cy="-190" r="18" fill="${hi}" opacity="0.8"/>`
  );
};

/** Palm tree: curved ringed trunk, fronds and coconuts (origin: bottom centre, 220×330). */
export const drawPalm: Drawer = (p) => {
  const leaf = p.main ?? '#3f9a4a';
  const dark = shade(leaf, -0.25);
  const trunk = p.accent ?? '#a77a4c';
  let rings = '';
  for (let i = 1; i < 11; i++) {
    const t = i / 11;
    const x = -2 + 40 * t * t;
    rings += `<path d="M${n(x - 9)} ${n(-t * 290)} q9 5 19 0" stroke="${shade(trunk, -0.28)}" stroke-width="3" fill="none"/>`;
  }
  const frond = (angle: number, len: number, fill: string): string =>
    `<path transform="translate(38 -294) rotate(${angle}) scale(${len})" d="M0 0 C30 -26 80 -22 112 12 C96 2 84 8 70 2 C60 10 48 4 38 6 C28 10 14 6 0 0 Z" fill="${fill}"/>`;
  return (
    `<path d="M-12 0 C-8 -100 14 -210 30 -292 L46 -290 C32 -210 12 -100 12 0 Z" fill="${trunk}"/>` +
    rings +
    frond(200, 0.9, dark) +
    frond(-20, 0.9, dark) +
    frond(240, 0.85, leaf) +
    frond(-60, 0.85, leaf) +
    frond(160, 1, leaf) +
    frond(20, 1, leaf) +
    frond(275, 0.7, dark) +
    `<circle cx="32" cy="-284" r="9" fill="#6b4a2a"/><circle cx="46" cy="-282" r="9" fill="#5a3c22"/><circle cx="39" cy="-272" r="9" fill="#6b4a2a"/>`
  );
};

/** Flower with five petals on a leafy stem (origin: bottom centre, 50×92). */
export const drawFlower: Drawer = (p, c) => {
  const petal = p.main ?? c.rng.pick(['#e8435a', '#f07fae', '#f4c838', '#8c58cc', '#ffffff', '#ee8a2a']);
  const heart = p.accent ?? (petal === '#f4c838' ? '#8b5a34' : '#f6c33a');
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    petals += `<circle cx="${n(Math.cos(a) * 11)}" cy="${n(-80 + Math.sin(a) * 11)}" r="10.5" fill="${petal}"/>`;
  }
  return (
    `<path d="M0 0 C-4 -30 4 -56 0 -78" stroke="#3f8f4a" stroke-width="4.5" fill="none" stroke-linecap="round"/>` +
    `<path d="M0 -30 C12 -44 26 -40 28 -36 C20 -28 10 -26 0 -30 Z" fill="#4aa652"/><path d="M0 -46 C-12 -58 -24 -54 -26 -50 C-18 -42 -8 -42 0 -46 Z" fill="#4aa652"/>` +
    petals +
    `<circle cx="0" cy="-80" r="8" fill="${heart}"/>`
  );
};

/** One mountain peak with a snow cap (origin: bottom centre; width and height as given). */
export function mountainPeak(w: number, h: number, rock: string, snow: string, skew = 0): string {
  const top = skew * w * 0.15;
  const cap = 0.3;
  const lx = -w / 2 + (top + w / 2) * (1 - cap);
  const rx = w / 2 - (w / 2 - top) * cap;
  const capY = -h * (1 - cap);
  return (
    `<path d="M${n(-w / 2)} 0 L${n(top)} ${n(-h)} L${n(w / 2)} 0 Z" fill="${rock}"/>` +
    `<path d="M${n(top)} ${n(-h)} L${n(w / 2)} 0 L${n(top + w * 0.05)} 0 Z" fill="#000" opacity="0.12"/>` +
    `<path d="M${n(lx)} ${n(capY)} L${n(top)} ${n(-h)} L${n(rx)} ${n(capY)} L${n(rx - w * 0.06)} ${n(capY + h * 0.06)} L${n(top + w * 0.03)} ${n(capY - h * 0.02)} L${n(lx + w * 0.07)} ${n(capY + h * 0.07)} Z" fill="${snow}"/>`
  );
}
