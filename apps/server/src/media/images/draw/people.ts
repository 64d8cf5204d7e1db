/** People: a standing adult and a child, with seeded skin, hair and clothes. */
import { shade } from '../color';
import type { Rng } from '../random';
import { mirrored, type Drawer, type Paint } from './kit';

const SKIN = ['#f6d3b3', '#e8b48c', '#c98e63', '#a56c44', '#7a4b2c', '#f1c7a0'];
const HAIR = ['#2e2420', '#5a3a22', '#a8642e', '#e0b860', '#1e1e24', '#8a8a90', '#c0452e'];
const CLOTHES = ['#3a78d4', '#d63c34', '#4aa652', '#8c58cc', '#f4c838', '#27b0aa', '#f07fae', '#ee8a2a'];

interface Figure {
  readonly height: number;
  readonly head: number;
}

function figure(p: Paint, rng: Rng, f: Figure): string {
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const top = p.main ?? rng.pick(CLOTHES);
  const bottom = p.accent ?? rng.pick(['#2f3a56', '#4a4a52', '#5b4636', '#2c2c34']);
  const dress = rng.next() < 0.4;
  const longHair = rng.next() < 0.5;
  const H = f.height;
  const r = f.head;
  const hipY = -H * 0.4;
  const shoulderY = -H + r * 2 + 8;
  const headY = -H + r;
  const legW = H * 0.055;
  const legs = [-1, 1]
    .map(
      (s) =>
        `<rect x="${s < 0 ? -legW - 2 : 2}" y="${hipY}" width="${legW}" height="${-hipY - 4}" rx="${legW / 2}" fill="${dress ? skin : bottom}"/>` +
        `<ellipse cx="${s * (legW / 2 + 3)}" cy="-4" rx="${legW * 0.9}" ry="${legW * 0.45}" fill="#2b2b30"/>`,
    )
    .join('');
  const torso = dress
    ? `<path d="M${-H * 0.1} ${shoulderY} Q0 ${shoulderY - 6} ${H * 0.1} ${shoulderY} L${H * 0.17} ${hipY + H * 0.1} L${-H * 0.17} ${hipY + H * 0.1} Z" fill="${top}"/>`
    : `<path d="M${-H * 0.11} ${shoulderY} Q0 ${shoulderY - 6} ${H * 0.11} ${shoulderY} L${H * 0.12} ${hipY + 4} L${-H * 0.12} ${hipY + 4} Z" fill="${top}"/>`;
  const arm =
    `<path d="M${-H * 0.1} ${shoulderY + 5} Q${-H * 0.17} ${shoulderY + H * 0.13} ${-H * 0.15} ${shoulderY + H * 0.25}" stroke="${shade(top, -0.12)}" stroke-width="${legW * 0.85}" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${-H * 0.15}" cy="${shoulderY + H * 0.26}" r="${legW * 0.5}" fill="${skin}"/>`;
  const back = longHair
    ? `<path d="M${-r * 1.05} ${headY} C${-r * 1.2} ${headY + r * 1.6} ${r * 1.2} ${headY + r * 1.6} ${r * 1.05} ${headY} Z" fill="${hair}"/>`
    : '';
  const cap = `<path d="M${-r * 1.04} ${headY + r * 0.1} C${-r * 1.1} ${headY - r * 1.25} ${r * 1.1} ${headY - r * 1.25} ${r * 1.04} ${headY + r * 0.1} C${r * 0.7} ${headY - r * 0.5} ${-r * 0.5} ${headY - r * 0.6} ${-r * 1.04} ${headY + r * 0.1} Z" fill="${hair}"/>`;
  const eye = `<circle cx="${-r * 0.36}" cy="${headY + r * 0.05}" r="${r * 0.1}" fill="#2b2b30"/><circle cx="${-r * 0.55}" cy="${headY + r * 0.35}" r="${r * 0.17}" fill="#f08a8a" opacity="0.35"/>`;
  return (
    legs +
    back +
    torso +
    arm +
    mirrored(arm) +
    `<rect x="${-r * 0.3}" y="${shoulderY - 10}" width="${r * 0.6}" height="12" fill="${skin}"/>` +
    `<circle cx="0" cy="${headY}" r="${r}" fill="${skin}"/>` +
    cap +
    eye +
    mirrored(eye) +
    `<path d="M${-r * 0.3} ${headY + r * 0.42} Q0 ${headY + r * 0.65} ${r * 0.3} ${headY + r * 0.42}" stroke="#8a4a3a" stroke-width="${Math.max(1.5, r * 0.08)}" fill="none" stroke-linecap="round"/>`
  );
}

/** Standing adult (origin: bottom centre, 90×250). */
export const drawPerson: Drawer = (p, c) => figure(p, c.rng, { height: 250, head: 23 });

/** Standing child (origin: bottom centre, 70×170). */
export const drawChild: Drawer = (p, c) => figure(p, c.rng, { height: 170, head: 22 });
