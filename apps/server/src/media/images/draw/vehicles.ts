/** Vehicles: car, bicycle, sailing boat, airplane, rocket, balloon. */
import { mix, shade } from '../color';
import { mirrored, n, type Drawer } from './kit';

/** Car, side view facing right (origin: bottom centre, 250×110). */
export const drawCar: Drawer = (p, c) => {
  const body = p.main ?? c.rng.pick(['#d63c34', '#3a78d4', '#f4c838', '#4aa652', '#f5f3ee', '#2c2c34']);
  const dark = shade(body, -0.25);
  const glass = '#bfe2f5';
  const wheel = (x: number): string =>
    `<circle cx="${x}" cy="-24" r="24" fill="#2a2a30"/><circle cx="${x}" cy="-24" r="11" fill="#c9cdd4"/><circle cx="${x}" cy="-24" r="4" fill="#7a7f88"/>`;
  if (c.lightsOn)
    c.lights.push(
      '<path d="M122 -50 L260 -70 L260 -14 Z" fill="#ffe9a0" opacity="0.3"/><ellipse cx="119" cy="-50" rx="6" ry="5" fill="#ffe9a0"/>',
    );
  return (
    `<path d="M-121 -32 Q-123 -64 -96 -66 L-62 -68 L-32 -102 Q-22 -110 -2 -110 L48 -110 Q66 -110 78 -98 L104 -68 Q125 -64 125 -42 L125 -32 Q125 -22 116 -22 L-113 -22 Q-121 -22 -121 -32 Z" fill="${body}"/>` +
    `<path d="M-52 -70 L-28 -100 L8 -100 L8 -70 Z" fill="${glass}"/><path d="M18 -70 L18 -100 L48 -100 Q60 -100 68 -90 L84 -70 Z" fill="${glass}"/>` +
    `<path d="M-40 -86 L-30 -98" stroke="#ffffff" stroke-width="4" opacity="0.7"/>` +
    `<path d="M12 -68 V-26 M-60 -66 V-30" stroke="${dark}" stroke-width="2.5"/><rect x="20" y="-60" width="14" height="4" rx="2" fill="${dark}"/>` +
    `<rect x="-124" y="-42" width="250" height="8" rx="4" fill="${dark}" opacity="0.5"/>` +
    `<ellipse cx="119" cy="-50" rx="6" ry="5" fill="#fff3c0"/><rect x="-124" y="-56" width="7" height="10" rx="2" fill="#e0423a"/>` +
    wheel(-70) +
    wheel(72)
  );
};

/** Bicycle, side view (origin: bottom centre, 210×125). */
export const drawBicycle: Drawer = (p, c) => {
  const frame = p.main ?? c.rng.pick(['#d63c34', '#3a78d4', '#27b0aa', '#f4c838', '#2c2c34']);
  const wheel = (x: number): string => {
    let spokes = '';
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 6;
      spokes += `M${n(x + Math.cos(a) * 38)} ${n(-42 + Math.sin(a) * 38)} L${n(x - Math.cos(a) * 38)} ${n(-42 - Math.sin(a) * 38)} `;
    }
    return `<path d="${spokes.trim()}" stroke="#b9bec6" stroke-width="1.5"/><circle cx="${x}" cy="-42" r="40" fill="none" stroke="#2a2a30" stroke-width="7"/><circle cx="${x}" cy="-42" r="4" fill="#2a2a30"/>`;
  };
  return (
    wheel(-62) +
    wheel(62) +
    `<path d="M-62 -42 L-4 -42 L-22 -98 Z M-22 -98 L44 -98 L-4 -42 M44 -98 L62 -42" stroke="${frame}" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M-24 -98 L-27 -108" stroke="#2a2a30" stroke-width="5"/><path d="M-42 -112 Q-26 -116 -12 -110 Q-26 -104 -42 -112 Z" fill="#2a2a30"/>` +
    `<path d="M44 -98 L40 -116 L56 -122" stroke="#2a2a30" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="-4" cy="-42" r="9" fill="none" stroke="#5a5e66" stroke-width="4"/><path d="M-4 -42 L6 -30" stroke="#5a5e66" stroke-width="4"/>`
  );
};

/** Sailing boat on its waterline (origin: waterline centre, 230×225). */
export const drawBoat: Drawer = (p) => {
  const hull = p.main ?? '#b8433a';
  const sail = p.accent ?? '#fbfaf4';
  return (
    `<rect x="-3" y="-214" width="6" height="184" fill="#6b4a2a"/>` +
    `<path d="M8 -204 Q60 -120 100 -42 L8 -42 Z" fill="${sail}"/><path d="M-8 -190 Q-50 -120 -84 -42 L-8 -42 Z" fill="${shade(sail, -0.06)}"/>` +
    `<path d="M8 -204 Q60 -120 100 -42 L70 -42 Q40 -120 8 -190 Z" fill="#000" opacity="0.06"/>` +
    `<path d="M3 -214 L28 -206 L3 -198 Z" fill="#f2c23a"/>` +
    `<path d="M-112 -34 L112 -34 L86 6 L-88 6 Z" fill="${hull}"/><path d="M-104 -22 H104" stroke="${mix(hull, '#ffffff', 0.6)}" stroke-width="5"/>` +
    `<path d="M-96 10 Q-70 2 -44 10 T8 10 T60 10 T110 10" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.55"/>`
  );
};

/** Airliner flying right (origin: centre, 250×110). */
export const drawAirplane: Drawer = (p) => {
  const tail = p.main ?? '#d63c34';
  let windows = '';
  for (let x = -60; x <= 70; x += 16) windows += `<circle cx="${x}" cy="-4" r="3.6" fill="#6aa7d8"/>`;
  return (
    `<path d="M-6 -14 L24 -14 L-2 -44 L-20 -44 Z" fill="#c9ced6"/>` +
    `<path d="M-112 -2 Q-112 -18 -92 -18 L80 -18 Q122 -14 122 0 Q122 12 80 14 L-92 14 Q-112 14 -112 -2 Z" fill="#f6f7fa"/>` +
    `<path d="M-100 -16 L-120 -60 L-94 -60 L-68 -16 Z" fill="${tail}"/>` +
    `<path d="M-108 6 L110 6" stroke="${tail}" stroke-width="5" opacity="0.85"/>` +
    `<path d="M92 -12 Q108 -12 114 -4 L96 -4 Z" fill="#3a4a5a"/>` +
    windows +
    `<path d="M-24 4 L28 4 L-8 46 L-34 46 Z" fill="#dde1e7"/>`
  );
};

/** Rocket with fins, porthole and flame (origin: base centre, 100×240). */
export const drawRocket: Drawer = (p, c) => {
  const fin = p.main ?? '#d63c34';
  const flame =
    '<path d="M-17 -8 Q-10 30 0 52 Q10 30 17 -8 Z" fill="#ffa928"/><path d="M-9 -8 Q-4 16 0 30 Q4 16 9 -8 Z" fill="#fff2a0"/>';
  c.lights.push(flame);
  const side = `<path d="M-26 -70 L-52 -22 L-52 4 L-26 -14 Z" fill="${fin}"/>`;
  return (
    flame +
    side +
    mirrored(side) +
    `<path d="M-26 -12 L-26 -128 Q-26 -178 0 -208 Q26 -178 26 -128 L26 -12 Z" fill="#eef0f4"/>` +
    `<path d="M-19 -170 Q0 -214 19 -170 Q0 -178 -19 -170 Z" fill="${fin}"/>` +
    `<path d="M8 -200 Q26 -170 26 -128 L26 -12 L12 -12 Q16 -120 8 -200 Z" fill="#000" opacity="0.08"/>` +
    `<circle cx="0" cy="-118" r="15" fill="#7ec8f0" stroke="${shade(fin, -0.1)}" stroke-width="5"/><circle cx="-5" cy="-123" r="4" fill="#ffffff" opacity="0.8"/>` +
    `<rect x="-26" y="-20" width="52" height="8" fill="#b9bec6"/>`
  );
};

/** Hot-air balloon with stripes and basket, or a party balloon indoors (origin: centre, 150×210). */
export const drawBalloon: Drawer = (p, c) => {
  const main = p.main ?? c.rng.pick(['#d63c34', '#f4c838', '#3a78d4', '#ee8a2a', '#8c58cc']);
  const accent = p.accent ?? (main === '#f4c838' ? '#d63c34' : '#f4c838');
  if (c.indoor) {
    return (
      `<path d="M0 44 C-8 70 10 90 0 120" stroke="#8a8a90" stroke-width="2" fill="none"/>` +
      `<ellipse cx="0" cy="0" rx="38" ry="46" fill="${main}"/><path d="M-5 50 L5 50 L0 43 Z" fill="${shade(main, -0.2)}"/>` +
      `<ellipse cx="-14" cy="-18" rx="8" ry="13" fill="#ffffff" opacity="0.4"/>`
    );
  }
  return (
    `<path d="M-15 66 L-13 92 M15 66 L13 92" stroke="#6b4a2a" stroke-width="2.5"/>` +
    `<path d="M0 -84 C58 -84 76 -22 52 20 C40 42 22 56 15 68 L-15 68 C-22 56 -40 42 -52 20 C-76 -22 -58 -84 0 -84 Z" fill="${main}"/>` +
    `<path d="M0 -84 C26 -62 26 40 8 68 L-8 68 C-26 40 -26 -62 0 -84 Z" fill="${accent}"/>` +
    `<path d="M0 -84 C46 -80 60 -10 44 30 C36 46 24 58 15 68 C30 40 42 -20 0 -84 Z" fill="#000" opacity="0.1"/>` +
    `<rect x="-16" y="90" width="32" height="22" rx="4" fill="#8b5a34"/><path d="M-16 98 H16" stroke="#6b4226" stroke-width="2"/>`
  );
};
