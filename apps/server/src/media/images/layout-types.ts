/** The shapes of a placed scene, shared by the layout of the ground (layout.ts) and of the sky (layout-sky.ts). */
import type { ColorName, ObjectKind } from './vocabulary';

/** A disc in the sky: sun or moon, tagged when the prompt asked for it. */
export interface Light {
  readonly kind: 'sun' | 'moon';
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly tagged: boolean;
  readonly color?: ColorName;
}

/** One object instance placed on the canvas. */
export interface Placed {
  readonly kind: ObjectKind;
  readonly color?: ColorName;
  readonly accent?: ColorName;
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly flip: boolean;
  readonly rotate: number;
  /** Index of this instance among its kind (a seed for its own variety). */
  readonly index: number;
  /** Held by a person (an umbrella): no shadow of its own. */
  readonly held?: boolean;
}

/** A support drawn under some objects: table (indoors), blanket (outdoors) or pond. */
export interface Support {
  readonly kind: 'table' | 'blanket' | 'pond';
  readonly x: number;
  readonly y: number;
  /** Width at scale 1 (drawn scaled). */
  readonly width: number;
  readonly scale: number;
}

/** Everything placed, in drawing order within each layer. */
export interface Layout {
  readonly lights: readonly Light[];
  readonly stars: readonly { x: number; y: number; r: number; color?: ColorName }[];
  readonly clouds: readonly { x: number; y: number; w: number; tagged: boolean }[];
  readonly sky: readonly Placed[];
  readonly water: readonly Placed[];
  readonly back: readonly Placed[];
  readonly patch: readonly Placed[];
  readonly front: readonly Placed[];
  readonly supports: readonly Support[];
}

/** One instance of an object kind, before placement. */
export interface Item {
  readonly kind: ObjectKind;
  readonly color?: ColorName;
  readonly accent?: ColorName;
  readonly index: number;
}
