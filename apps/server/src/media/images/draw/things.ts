/** Things: heart, cake, cup, book, guitar, piano, umbrella, and the table, blanket and pond they may need. */
import { mix, shade } from '../color';
import { mirrored, n, type Drawer } from './kit';

/** Heart (origin: centre, 90×80). */
export const drawHeart: Drawer = (p) => {
  const fill = p.main ?? '#e8435a';
  return (
    `<path d="M0 32 C-42 6 -48 -22 -31 -35 C-17 -45 -4 -37 0 -26 C4 -37 17 -45 31 -35 C48 -22 42 6 0 32 Z" fill="${fill}"/>` +
    `<path d="M0 32 C20 18 40 0 38 -20 C34 2 16 18 0 26 Z" fill="#000" opacity="0.1"/>` +
    `<ellipse cx="-20" cy="-20" rx="8" ry="5" transform="rotate(-35 -20 -20)" fill="#ffffff" opacity="0.55"/>`
  );
};

/** Layer cake with icing, candles and a cherry, on a plate (origin: bottom centre, 150×160). */
export const drawCake: Drawer = (p, c) => {
  const sponge = p.main ?? '#f4a6c0';
  const icing = p.accent ?? '#fffaf4';
  let candles = '';
  for (const x of [-22, 0, 22]) {
    const flame = `<path d="M${x} -142 Q${x - 6} -132 ${x} -126 Q${x + 6} -132 ${x} -142 Z" fill="#ffb020"/>`;
    c.lights.push(flame);
    candles +=
      `<rect x="${x - 3.5}" y="-126" width="7" height="22" rx="2" fill="${['#3a78d4', '#f4c838', '#4aa652'][(x + 22) / 22]}"/>` +
      flame;
  }
  const drip = (x0: number, x1: number, y: number): string => {
    let d = `M${x0} ${y}`;
    for (let x = x0; x < x1; x += 20) d += ` v10 q5 8 10 0 v-4 q5 6 10 0`;
    return `<path d="${d} V${y - 8} H${x0} Z" fill="${icing}"/>`;
  };
  return (
    `<ellipse cx="0" cy="-5" rx="78" ry="11" fill="#eceff3"/><ellipse cx="0" cy="-7" rx="66" ry="7" fill="#ffffff"/>` +
    `<rect x="-62" y="-72" width="124" height="66" rx="8" fill="${sponge}"/><rect x="-62" y="-44" width="124" height="6" fill="${shade(sponge, -0.15)}"/>` +
    drip(-62, 62, -72) +
    `<rect x="-42" y="-106" width="84" height="38" rx="7" fill="${sponge}"/>` +
    drip(-42, 42, -106) +
    candles +
    `<circle cx="34" cy="-112" r="7" fill="#d63c34"/>`
  );
};

/** Cup of coffee on a saucer, steaming (origin: bottom centre, 120×120). */
export const drawCup: Drawer = (p) => {
  const cup = p.main ?? '#f7f4ee';
  const dark = shade(cup, -0.15);
  return (
    `<path d="M-18 -98 C-26 -108 -10 -116 -18 -128 M2 -100 C-6 -110 10 -118 2 -130 M20 -98 C12 -108 28 -116 20 -128" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>` +
    `<ellipse cx="0" cy="-6" rx="58" ry="10" fill="${dark}"/><ellipse cx="0" cy="-9" rx="46" ry="6" fill="${cup}"/>` +
    `<path d="M33 -72 C62 -72 62 -30 28 -30" stroke="${cup}" stroke-width="9" fill="none"/>` +
    `<path d="M-38 -84 L38 -84 L31 -20 Q29 -12 21 -12 L-21 -12 Q-29 -12 -31 -20 Z" fill="${cup}"/>` +
    `<path d="M14 -84 L38 -84 L31 -20 Q29 -12 21 -12 L12 -12 Q24 -40 14 -84 Z" fill="#000" opacity="0.07"/>` +
    `<ellipse cx="0" cy="-84" rx="38" ry="7" fill="${shade(cup, -0.1)}"/><ellipse cx="0" cy="-83" rx="33" ry="5" fill="#6b4226"/>`
  );
};

/** Open book with lines of text (origin: bottom centre, 160×85). */
export const drawBook: Drawer = (p) => {
  const cover = p.main ?? '#3a78d4';
  let lines = '';
  for (let y = -62; y <= -24; y += 8)
    lines += `M-60 ${y + 4} Q-34 ${y - 4} -10 ${y + 4} M10 ${y + 4} Q34 ${y - 4} 60 ${y + 4} `;
  const page = '<path d="M-2 -8 Q-36 -22 -70 -10 L-70 -72 Q-36 -86 -2 -72 Z" fill="#fbf8ef"/>';
  return (
    `<path d="M-78 -4 L-78 -68 L78 -68 L78 -4 L4 2 L-4 2 Z" fill="${cover}"/>` +
    page +
    mirrored(page) +
    `<path d="M-2 -8 Q-36 -22 -70 -10 L-70 -16 Q-36 -28 -2 -14 Z" fill="#e6dfcc"/>` +
    `<path d="${lines.trim()}" stroke="#9a9488" stroke-width="2" fill="none" opacity="0.6"/>` +
    `<path d="M0 -74 V-6" stroke="${shade(cover, -0.2)}" stroke-width="2"/>`
  );
};

/** Acoustic guitar standing upright (origin: bottom centre, 90×230). */
export const drawGuitar: Drawer = (p) => {
  const wood = p.main ?? '#d08a3e';
  const dark = shade(wood, -0.35);
  return (
    `<rect x="-7" y="-206" width="14" height="110" rx="3" fill="#5a3a22"/><rect x="-10" y="-230" width="20" height="28" rx="4" fill="#3a2616"/>` +
    `<circle cx="-12" cy="-222" r="3" fill="#c9cdd4"/><circle cx="12" cy="-222" r="3" fill="#c9cdd4"/><circle cx="-12" cy="-210" r="3" fill="#c9cdd4"/><circle cx="12" cy="-210" r="3" fill="#c9cdd4"/>` +
    `<path d="M0 -2 C-48 -2 -52 -48 -32 -70 C-42 -90 -30 -130 0 -130 C30 -130 42 -90 32 -70 C52 -48 48 -2 0 -2 Z" fill="${wood}" stroke="${dark}" stroke-width="4"/>` +
    `<circle cx="0" cy="-82" r="13" fill="#2e1e12"/><rect x="-16" y="-40" width="32" height="7" rx="2" fill="#3a2616"/>` +
    `<path d="M-4 -36 V-226 M0 -36 V-226 M4 -36 V-226" stroke="#ece7dd" stroke-width="1"/>`
  );
};

/** Upright piano with keys, music stand and legs (origin: bottom centre, 240×220). */
export const drawPiano: Drawer = (p) => {
  const body = p.main ?? '#2a2a32';
  const light = mix(body, '#ffffff', 0.18);
  let keys = '';
  for (let x = -96; x < 96; x += 12)
    keys += `<rect x="${x}" y="-118" width="11" height="24" fill="#fbfbf8"/>`;
  const black = [0, 1, 3, 4, 5, 7, 8, 10, 11, 12, 14];
  for (const k of black)
    keys += `<rect x="${-96 + k * 12 + 8}" y="-118" width="7" height="14" fill="#1a1a1e"/>`;
  return (
    `<rect x="-106" y="-216" width="212" height="200" rx="6" fill="${body}"/><rect x="-112" y="-222" width="224" height="12" rx="4" fill="${light}"/>` +
    `<rect x="-80" y="-196" width="160" height="60" rx="4" fill="${light}"/><rect x="-40" y="-186" width="80" height="44" fill="#f7f3e8"/>` +
    `<path d="M-30 -176 H30 M-30 -166 H30 M-30 -156 H30" stroke="#6a6a70" stroke-width="1.5"/>` +
    `<rect x="-104" y="-124" width="208" height="34" rx="3" fill="${light}"/>` +
    keys +
    `<rect x="-100" y="-90" width="16" height="90" fill="${body}"/><rect x="84" y="-90" width="16" height="90" fill="${body}"/>` +
    `<rect x="-104" y="-8" width="24" height="8" fill="${light}"/><rect x="80" y="-8" width="24" height="8" fill="${light}"/>`
  );
};

/** Umbrella: a striped beach parasol stuck in the ground (origin: bottom centre, 210×240). */
export const drawUmbrella: Drawer = (p, c) => {
  const main = p.main ?? c.rng.pick(['#d63c34', '#3a78d4', '#f4c838', '#27b0aa']);
  const accent = p.accent ?? '#fbfaf4';
  let segs = '';
  const xs = [-104, -62, -21, 21, 62, 104];
  for (let i = 0; i < xs.length - 1; i++) {
    const a = xs[i]!;
    const b = xs[i + 1]!;
    segs += `<path d="M0 -232 L${a} -168 Q${(a + b) / 2} -152 ${b} -168 Z" fill="${i % 2 ? accent : main}"/>`;
  }
  return (
    `<path d="M0 0 V-232" stroke="#8a8f98" stroke-width="6"/>` +
    segs +
    `<path d="M0 -232 L104 -168 Q83 -152 62 -168 Z" fill="#000" opacity="0.08"/><circle cx="0" cy="-236" r="6" fill="${shade(main, -0.2)}"/>`
  );
};

/** Rain umbrella held in a hand: dome, ribs and a hooked handle (origin: the hand). */
export const drawHandUmbrella: Drawer = (p, c) => {
  const main = p.main ?? c.rng.pick(['#d63c34', '#3a78d4', '#f4c838', '#8c58cc', '#27b0aa']);
  const rib = shade(main, -0.2);
  return (
    `<path d="M0 0 V-150" stroke="#4a4a52" stroke-width="5"/><path d="M0 0 Q0 14 -10 14 Q-18 14 -18 6" stroke="#4a4a52" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M-104 -150 Q-100 -236 0 -240 Q100 -236 104 -150 Q87 -164 70 -150 Q52 -164 35 -150 Q17 -164 0 -150 Q-17 -164 -35 -150 Q-52 -164 -70 -150 Q-87 -164 -104 -150 Z" fill="${main}"/>` +
    `<path d="M0 -240 Q-30 -200 -35 -150 M0 -240 Q30 -200 35 -150 M0 -240 Q-76 -210 -70 -150 M0 -240 Q76 -210 70 -150" stroke="${rib}" stroke-width="3" fill="none"/>` +
    `<path d="M0 -240 V-252" stroke="#4a4a52" stroke-width="5" stroke-linecap="round"/>`
  );
};

/** Wooden table top for things on it (origin: bottom centre; width given). */
export function table(width: number): string {
  const w = width / 2;
  return (
    `<rect x="${n(-w + 16)}" y="-96" width="14" height="96" fill="#7a5234"/><rect x="${n(w - 30)}" y="-96" width="14" height="96" fill="#7a5234"/>` +
    `<rect x="${n(-w)}" y="-110" width="${n(width)}" height="18" rx="4" fill="#a8744a"/><rect x="${n(-w)}" y="-96" width="${n(width)}" height="5" fill="#7a5234"/>`
  );
}

/** Checked picnic blanket seen in perspective (origin: centre of the blanket; width given). */
export function blanket(width: number): string {
  const w = width / 2;
  let checks = '';
  for (let i = -3; i <= 3; i += 2)
    checks += `<path d="M${n((i * w) / 4 - w / 8)} -14 L${n((i * w) / 4 + w / 8)} -14 L${n((i * w) / 4 + w / 6)} 14 L${n((i * w) / 4 - w / 6)} 14 Z" fill="#d63c34" opacity="0.75"/>`;
  return `<path d="M${n(-w * 0.85)} -14 L${n(w * 0.85)} -14 L${n(w)} 14 L${n(-w)} 14 Z" fill="#fbf5ea"/>${checks}<path d="M${n(-w * 0.92)} 0 H${n(w * 0.92)}" stroke="#d63c34" stroke-width="6" opacity="0.5"/>`;
}

/** Small pond for a fish or a boat away from water (origin: centre; width given). */
export function pond(width: number): string {
  const w = width / 2;
  return (
    `<ellipse cx="0" cy="0" rx="${n(w)}" ry="${n(w * 0.22)}" fill="#6a8f4e"/><ellipse cx="0" cy="0" rx="${n(w * 0.92)}" ry="${n(w * 0.18)}" fill="#4f9bd6"/>` +
    `<path d="M${n(-w * 0.5)} 0 Q0 ${n(-w * 0.05)} ${n(w * 0.5)} 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.5"/>`
  );
}
