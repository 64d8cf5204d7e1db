/** Animals in the flat style: cat, dog, bird, fish, horse, rabbit, butterfly. */
import { luminance, mix, shade } from '../color';
import { mirrored, type Drawer } from './kit';

const EYE = '#26303a';

function eyes(x: number, y: number, rx: number, ry: number): string {
  return [-x, x]
    .map(
      (cx) =>
        `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="${EYE}"/><circle cx="${cx + rx * 0.35}" cy="${y - ry * 0.4}" r="${Math.max(1.2, rx * 0.38)}" fill="#fff"/>`,
    )
    .join('');
}

/** Sitting cat seen from the front, tail curled beside it (origin: bottom centre, 130×150). */
export const drawCat: Drawer = (p, c) => {
  const body = p.main ?? c.rng.pick(['#e8893a', '#e8893a', '#8e919b', '#3b3b45', '#f3efe8', '#b98a5e']);
  const dark = shade(body, luminance(body) < 0.25 ? 0.25 : -0.28);
  const light = p.accent ?? (luminance(body) > 0.8 ? '#ffffff' : mix(body, '#fff6ec', 0.6));
  const line = luminance(body) < 0.3 ? '#d8d8e0' : '#4a3636';
  const ear = '<path d="M-37 -114 L-31 -152 L-8 -133 Z"/>';
  const inner = '<path d="M-31 -121 L-28.5 -143 L-16 -132 Z" fill="#f3a3ad"/>';
  const stripes =
    luminance(body) > 0.25 && luminance(body) < 0.8
      ? `<g stroke="${dark}" stroke-width="4" stroke-linecap="round" fill="none"><path d="M-7 -136 l2 11 M0 -138 l0 12 M7 -136 l-2 11"/>${[0, 1].map((s) => (s ? mirrored : (x: string) => x)('<path d="M-44 -44 q9 3 13 -3 M-46 -28 q9 3 13 -3 M-40 -60 q8 3 11 -2"/>')).join('')}</g>`
      : '';
  const whiskers = `<g stroke="${line}" stroke-width="1.4" stroke-linecap="round" opacity="0.75">${[1, -1].map((s) => `<path d="M${s * 14} -93 L${s * 42} -98 M${s * 14} -90 L${s * 42} -88"/>`).join('')}</g>`;
  return (
    `<path d="M34 -8 C80 -6 88 -50 62 -74" stroke="${body}" stroke-width="15" fill="none" stroke-linecap="round"/>` +
    `<path d="M-44 0 C-57 -38 -40 -86 0 -90 C40 -86 57 -38 44 0 Z" fill="${body}"/>` +
    `<path d="M-19 -6 C-26 -40 -14 -72 0 -74 C14 -72 26 -40 19 -6 Z" fill="${light}"/>` +
    `<ellipse cx="-16" cy="-5" rx="13" ry="8" fill="${light}"/><ellipse cx="16" cy="-5" rx="13" ry="8" fill="${light}"/>` +
    `<g fill="${body}">${ear}${mirrored(ear)}</g>${inner}${mirrored(inner)}` +
    `<ellipse cx="0" cy="-104" rx="41" ry="35" fill="${body}"/>${stripes}` +
    `<ellipse cx="-9" cy="-91" rx="11" ry="8.5" fill="${light}"/><ellipse cx="9" cy="-91" rx="11" ry="8.5" fill="${light}"/>` +
    eyes(15, -108, 5.5, 7.5) +
    `<path d="M-4.5 -98 L4.5 -98 L0 -93 Z" fill="#e07a86"/>` +
    `<path d="M0 -93 Q-3 -88 -7 -89.5 M0 -93 Q3 -88 7 -89.5" stroke="${line}" stroke-width="1.6" fill="none" stroke-linecap="round"/>` +
    whiskers
  );
};

/** Sitting dog seen from the front: floppy ears, snout, tongue, collar (origin: bottom centre, 130×150). */
export const drawDog: Drawer = (p, c) => {
  const body = p.main ?? c.rng.pick(['#b97a42', '#d8a95c', '#f1ebe2', '#3a3532', '#9a6a44']);
  const dark = shade(body, luminance(body) < 0.25 ? 0.2 : -0.3);
  const light = mix(body, '#fff8ee', 0.55);
  const collar = p.accent ?? '#d8413a';
  const ear = `<path d="M-28 -130 C-54 -130 -60 -98 -48 -80 C-38 -72 -30 -92 -24 -112 Z" fill="${dark}"/>`;
  return (
    `<path d="M32 -10 C62 -12 74 -40 70 -62" stroke="${body}" stroke-width="11" fill="none" stroke-linecap="round"/>` +
    `<path d="M-43 0 C-54 -40 -38 -88 0 -90 C38 -88 54 -40 43 0 Z" fill="${body}"/>` +
    `<path d="M-18 -6 C-22 -40 -12 -68 0 -70 C12 -68 22 -40 18 -6 Z" fill="${light}"/>` +
    `<rect x="-28" y="-52" width="16" height="48" rx="8" fill="${body}"/><rect x="12" y="-52" width="16" height="48" rx="8" fill="${body}"/>` +
    `<ellipse cx="-19" cy="-5" rx="13" ry="7" fill="${light}"/><ellipse cx="19" cy="-5" rx="13" ry="7" fill="${light}"/>` +
    `<path d="M-27 -80 Q0 -68 27 -80" stroke="${collar}" stroke-width="7" fill="none" stroke-linecap="round"/><circle cx="0" cy="-70" r="5" fill="#f2c14e"/>` +
    `<ellipse cx="0" cy="-110" rx="37" ry="34" fill="${body}"/>${ear}${mirrored(ear)}` +
    `<ellipse cx="0" cy="-93" rx="21" ry="15" fill="${light}"/>` +
    eyes(14, -116, 5, 5.5) +
    `<ellipse cx="0" cy="-101" rx="7.5" ry="5.5" fill="#2a2a2e"/>` +
    `<path d="M0 -96 L0 -89 M-9 -89 Q0 -84 9 -89" stroke="#3a2a2a" stroke-width="1.8" fill="none" stroke-linecap="round"/>` +
    `<path d="M-5 -87 Q0 -74 5 -87 Z" fill="#ef7d8d"/>`
  );
};

/** Bird in flight, facing right (origin: centre, 90×60). */
export const drawBird: Drawer = (p, c) => {
  const seaside = c.setting === 'beach' || c.setting === 'lake';
  const body =
    p.main ?? (seaside ? '#f7f7f4' : c.rng.pick(['#3f7fd6', '#e0523e', '#f2c23a', '#6a5acd', '#4aa86a']));
  const wing = p.accent ?? (seaside && !p.main ? '#9aa3ad' : shade(body, -0.25));
  const light = mix(body, '#ffffff', 0.55);
  return (
    `<path d="M-28 -2 L-48 -12 L-45 2 L-48 12 Z" fill="${wing}"/>` +
    `<ellipse cx="0" cy="0" rx="29" ry="15" fill="${body}"/>` +
    `<path d="M-14 6 Q6 18 24 3 Q6 10 -14 6 Z" fill="${light}"/>` +
    `<circle cx="23" cy="-8" r="12" fill="${body}"/>` +
    `<path d="M33 -11 L46 -6.5 L33 -3 Z" fill="#f2a23a"/>` +
    `<circle cx="26" cy="-10" r="2.6" fill="${EYE}"/>` +
    `<path d="M-10 -6 C-8 -36 12 -46 24 -42 C12 -32 8 -16 8 -4 Z" fill="${wing}"/>`
  );
};

/** Fish swimming right, with a stripe and a fin (origin: centre, 100×56). */
export const drawFish: Drawer = (p, c) => {
  const body = p.main ?? c.rng.pick(['#f08a2a', '#f2c23a', '#3fa7d6', '#e8567a', '#27b0aa']);
  const dark = shade(body, -0.25);
  const stripe = p.accent ?? '#ffffff';
  return (
    `<path d="M-32 0 L-52 -19 L-47 0 L-52 19 Z" fill="${dark}"/>` +
    `<path d="M-6 -19 Q8 -36 20 -18 Z" fill="${dark}"/><path d="M0 18 Q8 30 16 17 Z" fill="${dark}"/>` +
    `<path d="M-36 0 C-20 -27 24 -27 42 0 C24 27 -20 27 -36 0 Z" fill="${body}"/>` +
    `<path d="M4 -21 Q-5 0 4 21" stroke="${stripe}" stroke-width="6" fill="none" opacity="0.9"/>` +
    `<path d="M-20 -12 Q-26 0 -20 12" stroke="${stripe}" stroke-width="4" fill="none" opacity="0.7"/>` +
    `<circle cx="27" cy="-5" r="5.5" fill="#fff"/><circle cx="28.5" cy="-5" r="2.8" fill="${EYE}"/>` +
    `<path d="M38 5 Q35 7 33 5" stroke="${dark}" stroke-width="1.6" fill="none"/>`
  );
};

/** Standing horse, side view facing right (origin: bottom centre, 240×220). */
export const drawHorse: Drawer = (p, c) => {
  const body = p.main ?? c.rng.pick(['#8b5a34', '#a8683a', '#f1ede6', '#4a3a30', '#c9a06a']);
  const dark = shade(body, luminance(body) < 0.25 ? 0.2 : -0.35);
  const mane = p.accent ?? (luminance(body) > 0.8 ? '#d9c7a8' : dark);
  const leg = (x: number, fill: string): string =>
    `<rect x="${x}" y="-100" width="15" height="94" rx="6" fill="${fill}"/><rect x="${x - 1}" y="-12" width="17" height="12" rx="3" fill="#3a2e2a"/>`;
  return (
    leg(-70, dark) +
    leg(48, dark) +
    `<path d="M-84 -126 C-110 -112 -112 -70 -104 -48 C-96 -70 -92 -98 -80 -108 Z" fill="${mane}"/>` +
    `<ellipse cx="-8" cy="-118" rx="84" ry="40" fill="${body}"/>` +
    leg(-52, body) +
    leg(66, body) +
    `<path d="M38 -140 L72 -196 L100 -184 L80 -112 Z" fill="${body}"/>` +
    `<path d="M70 -200 C86 -214 108 -204 126 -170 C130 -158 118 -152 108 -156 L84 -172 Z" fill="${body}"/>` +
    `<path d="M74 -202 L78 -224 L90 -204 Z" fill="${body}"/>` +
    `<path d="M66 -204 C54 -176 46 -156 36 -134 L48 -130 C58 -154 68 -178 80 -200 Z" fill="${mane}"/>` +
    `<circle cx="96" cy="-186" r="3.2" fill="${EYE}"/><circle cx="119" cy="-163" r="2.2" fill="${dark}"/>` +
    `<ellipse cx="-30" cy="-128" rx="30" ry="12" fill="#ffffff" opacity="0.12"/>`
  );
};

/** Sitting rabbit, side view facing right (origin: bottom centre, 100×130). */
export const drawRabbit: Drawer = (p, c) => {
  const body = p.main ?? c.rng.pick(['#f3efe9', '#c9b29a', '#9c8a7a', '#e7dccd']);
  const dark = shade(body, -0.18);
  const ear = (x: number, rot: number, fill: string): string =>
    `<g transform="rotate(${rot} ${x} -92)"><ellipse cx="${x}" cy="-112" rx="9" ry="28" fill="${fill}"/><ellipse cx="${x}" cy="-110" rx="4.5" ry="20" fill="#f3b0b8"/></g>`;
  return (
    ear(10, -20, dark) +
    `<ellipse cx="-6" cy="-34" rx="38" ry="33" fill="${body}"/><circle cx="-42" cy="-26" r="11" fill="#ffffff"/>` +
    `<ellipse cx="14" cy="-5" rx="18" ry="6.5" fill="${dark}"/>` +
    `<circle cx="22" cy="-70" r="23" fill="${body}"/>` +
    ear(22, 6, body) +
    `<circle cx="31" cy="-73" r="3.4" fill="${EYE}"/><circle cx="32" cy="-74.5" r="1.1" fill="#fff"/>` +
    `<ellipse cx="44" cy="-64" rx="3.2" ry="2.4" fill="#e98a98"/>` +
    `<path d="M40 -60 L58 -62 M40 -58 L57 -55" stroke="#8a7a70" stroke-width="1.1" opacity="0.6"/>`
  );
};

/** Butterfly with spotted wings (origin: centre, 80×64). */
export const drawButterfly: Drawer = (p, c) => {
  const wing = p.main ?? c.rng.pick(['#f08a2a', '#3fa7d6', '#e8567a', '#8c58cc', '#f2c23a']);
  const edge = p.accent ?? shade(wing, -0.35);
  const half =
    `<ellipse cx="-17" cy="-10" rx="19" ry="15" transform="rotate(-25 -17 -10)" fill="${wing}" stroke="${edge}" stroke-width="3"/>` +
    `<ellipse cx="-12" cy="12" rx="12" ry="10" transform="rotate(20 -12 12)" fill="${wing}" stroke="${edge}" stroke-width="3"/>` +
    `<circle cx="-20" cy="-12" r="4" fill="#fff" opacity="0.8"/><circle cx="-12" cy="12" r="3" fill="#fff" opacity="0.7"/>`;
  return (
    half +
    mirrored(half) +
    `<ellipse cx="0" cy="2" rx="3.5" ry="17" fill="#2b2b33"/>` +
    `<path d="M-1 -14 Q-6 -26 -12 -30 M1 -14 Q6 -26 12 -30" stroke="#2b2b33" stroke-width="1.6" fill="none"/>`
  );
};
