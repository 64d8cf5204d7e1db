/** Every drawable object: its size, where it goes and how it is drawn. */
import type { ObjectKind } from '../vocabulary';
import { drawBird, drawButterfly, drawCat, drawDog, drawFish, drawHorse, drawRabbit } from './animals';
import { drawBridge, drawCastle, drawHouse, drawLighthouse } from './buildings';
import type { Drawer } from './kit';
import { drawChild, drawPerson } from './people';
import { drawFlower, drawPalm, drawTree } from './plants';
import { drawBook, drawCake, drawCup, drawGuitar, drawHeart, drawPiano, drawUmbrella } from './things';
import { drawAirplane, drawBalloon, drawBicycle, drawBoat, drawCar, drawRocket } from './vehicles';

/**
 * Where an object goes: `ground` in the near row, `big` behind them (or in front when alone),
 * `table` on a table or blanket, `sky` flying, `water` floating or swimming, `celestial` and
 * `backdrop` drawn with the sky and the setting.
 */
export type Placement = 'ground' | 'big' | 'table' | 'sky' | 'water' | 'celestial' | 'backdrop';

/** Size at scale 1 (SVG units), placement, largest scale when alone, and the drawer. */
export interface ObjectSpec {
  readonly w: number;
  readonly h: number;
  readonly place: Placement;
  readonly maxScale: number;
  /** Faces right: mirrored when standing right of centre, so it looks into the picture. */
  readonly facing?: boolean;
  readonly draw?: Drawer;
}

/** The drawable objects. */
export const OBJECT_SPECS: Readonly<Record<ObjectKind, ObjectSpec>> = {
  cat: { w: 135, h: 155, place: 'ground', maxScale: 1.6, draw: drawCat },
  dog: { w: 135, h: 150, place: 'ground', maxScale: 1.6, draw: drawDog },
  horse: { w: 240, h: 225, place: 'ground', maxScale: 1.3, facing: true, draw: drawHorse },
  rabbit: { w: 100, h: 135, place: 'ground', maxScale: 1.8, facing: true, draw: drawRabbit },
  person: { w: 90, h: 250, place: 'ground', maxScale: 1.3, draw: drawPerson },
  child: { w: 72, h: 170, place: 'ground', maxScale: 1.5, draw: drawChild },
  car: { w: 250, h: 110, place: 'ground', maxScale: 1.4, facing: true, draw: drawCar },
  bicycle: { w: 210, h: 125, place: 'ground', maxScale: 1.5, facing: true, draw: drawBicycle },
  guitar: { w: 90, h: 230, place: 'ground', maxScale: 1.4, draw: drawGuitar },
  piano: { w: 240, h: 225, place: 'ground', maxScale: 1.3, draw: drawPiano },
  umbrella: { w: 210, h: 240, place: 'ground', maxScale: 1.3, draw: drawUmbrella },
  flower: { w: 50, h: 92, place: 'ground', maxScale: 2.6, draw: drawFlower },
  house: { w: 240, h: 235, place: 'big', maxScale: 1.3, draw: drawHouse },
  castle: { w: 340, h: 320, place: 'big', maxScale: 1.15, draw: drawCastle },
  lighthouse: { w: 130, h: 340, place: 'big', maxScale: 1.1, draw: drawLighthouse },
  bridge: { w: 480, h: 155, place: 'big', maxScale: 1.3, draw: drawBridge },
  tree: { w: 200, h: 300, place: 'big', maxScale: 1.2, draw: drawTree },
  palm: { w: 220, h: 330, place: 'big', maxScale: 1.1, facing: true, draw: drawPalm },
  cake: { w: 156, h: 150, place: 'table', maxScale: 1.8, draw: drawCake },
  cup: { w: 124, h: 130, place: 'table', maxScale: 2, draw: drawCup },
  book: { w: 160, h: 85, place: 'table', maxScale: 2, draw: drawBook },
  bird: { w: 95, h: 60, place: 'sky', maxScale: 2.2, facing: true, draw: drawBird },
  butterfly: { w: 80, h: 64, place: 'sky', maxScale: 2.4, draw: drawButterfly },
  airplane: { w: 250, h: 110, place: 'sky', maxScale: 1.6, facing: true, draw: drawAirplane },
  rocket: { w: 110, h: 260, place: 'sky', maxScale: 1.4, draw: drawRocket },
  balloon: { w: 150, h: 200, place: 'sky', maxScale: 1.6, draw: drawBalloon },
  heart: { w: 90, h: 80, place: 'sky', maxScale: 3, draw: drawHeart },
  boat: { w: 230, h: 225, place: 'water', maxScale: 1.3, facing: true, draw: drawBoat },
  fish: { w: 105, h: 60, place: 'water', maxScale: 2, facing: true, draw: drawFish },
  sun: { w: 120, h: 120, place: 'celestial', maxScale: 1 },
  moon: { w: 100, h: 100, place: 'celestial', maxScale: 1 },
  star: { w: 50, h: 50, place: 'celestial', maxScale: 1 },
  cloud: { w: 200, h: 80, place: 'celestial', maxScale: 1 },
  mountain: { w: 300, h: 300, place: 'backdrop', maxScale: 1 },
};
