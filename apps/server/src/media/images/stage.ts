/**
 * Geometry of each setting on the 768×768 canvas: where the horizon is, where the far and near
 * rows of objects stand, where boats float and where the sky is free for birds and planes.
 */
import type { Setting } from './vocabulary';

/** Side of the square canvas, in SVG user units. */
export const CANVAS = 768;

/** A horizontal band (y from top to bottom). */
export interface Band {
  readonly top: number;
  readonly bottom: number;
}

/** Where things go in one setting. */
export interface Stage {
  /** Where sky meets land or sea. */
  readonly horizon: number;
  /** Baseline and scale of the far row (big things behind the main subjects). */
  readonly back: { readonly y: number; readonly scale: number };
  /** Baseline of the near row. */
  readonly front: { readonly y: number };
  /** Water where boats float (absent: a pond is drawn for them). */
  readonly water?: Band;
  /** Free sky for flying things. */
  readonly sky: Band;
  /** Where the sun or moon stands when low (sunrise, sunset). */
  readonly lowSunY: number;
  readonly indoor: boolean;
  /** Whole picture is water (fish swim anywhere). */
  readonly submerged: boolean;
  /** Window of a room (the sky seen from inside). */
  readonly window?: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
}

const outdoor = (horizon: number, backY: number, extra: Partial<Stage> = {}): Stage => ({
  horizon,
  back: { y: backY, scale: 0.55 },
  front: { y: 712 },
  sky: { top: 60, bottom: horizon - 70 },
  lowSunY: horizon - 18,
  indoor: false,
  submerged: false,
  ...extra,
});

const STAGES: Readonly<Record<Setting | 'abstract', Stage>> = {
  beach: outdoor(420, 590, { water: { top: 430, bottom: 540 } }),
  lake: outdoor(400, 600, { water: { top: 445, bottom: 545 } }),
  forest: outdoor(470, 575, { lowSunY: 330 }),
  meadow: outdoor(440, 570),
  mountains: outdoor(480, 585, { lowSunY: 310 }),
  city: outdoor(470, 560, { lowSunY: 300 }),
  desert: outdoor(450, 585),
  snow: outdoor(450, 585, { lowSunY: 390 }),
  garden: outdoor(430, 575, { lowSunY: 370 }),
  space: { ...outdoor(610, 650), back: { y: 650, scale: 0.5 }, sky: { top: 60, bottom: 520 } },
  room: {
    ...outdoor(520, 560),
    back: { y: 560, scale: 0.62 },
    front: { y: 724 },
    sky: { top: 70, bottom: 380 },
    indoor: true,
    window: { x: 430, y: 86, w: 250, h: 270 },
  },
  underwater: {
    ...outdoor(600, 640),
    back: { y: 640, scale: 0.5 },
    front: { y: 724 },
    sky: { top: 120, bottom: 520 },
    submerged: true,
  },
  abstract: outdoor(470, 585),
};

/** The stage of a setting. */
export function stageFor(setting: Setting | 'abstract'): Stage {
  return STAGES[setting];
}
