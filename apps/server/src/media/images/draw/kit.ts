/** Small shared pieces of the SVG drawing code. */
import type { Rng } from '../random';
import type { Setting } from '../vocabulary';

/** Colours given to one object (hex); absent: the object's own default. */
export interface Paint {
  readonly main?: string;
  readonly accent?: string;
}

/** What an object drawer may know about the scene. */
export interface DrawCtx {
  readonly rng: Rng;
  readonly setting: Setting | 'abstract';
  /** Windows and lamps glow (night, storm, dark or cozy evening). */
  readonly lightsOn: boolean;
  readonly indoor: boolean;
  readonly minimal: boolean;
  /** Glowing parts, drawn again after the night light filter so they stay bright. */
  readonly lights: string[];
}

/** Draws one object in local coordinates: origin at the bottom centre (ground objects) or the centre (flying ones). */
export type Drawer = (paint: Paint, ctx: DrawCtx) => string;

/** A number written short (one decimal at most). */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A soft contact shadow of the given width under the origin. */
export function shadow(width: number, opacity = 0.22): string {
  return `<ellipse cx="0" cy="-2" rx="${n(width / 2)}" ry="${n(Math.max(4, width * 0.07))}" fill="#1b1420" opacity="${opacity}" filter="url(#soft)"/>`;
}

/** Mirrors SVG markup about the vertical axis (for symmetric parts). */
export function mirrored(svg: string): string {
  return `<g transform="scale(-1 1)">${svg}</g>`;
}

/** A group with a transform. */
export function at(x: number, y: number, scale: number, body: string, flip = false): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? '-' : ''}${Math.round(scale * 1000) / 1000} ${Math.round(scale * 1000) / 1000})">${body}</g>`;
}
