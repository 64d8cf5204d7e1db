/**
 * The sky part of the layout: where the sun or moon stands, the free sky cells away from it,
 * flying things (a flock, a lone balloon drawn large, planes seen through a room's window),
 * the stars and clouds the prompt names and a few decorative clouds.
 */
import { OBJECT_SPECS } from './draw/objects';
import type { Item, Layout, Light, Placed } from './layout-types';
import type { Stage } from './stage';
import type { Rng } from './random';
import type { ObjectKind, Scene } from './vocabulary';

const W = 768;

/** Free cells of the sky, away from the sun or moon, in a seeded order. */
export function skyCells(stage: Stage, lights: readonly Light[], rng: Rng): { x: number; y: number }[] {
  const { top, bottom } = stage.sky;
  const cells: { x: number; y: number }[] = [];
  const x0 = stage.indoor ? 60 : 40;
  const x1 = stage.indoor ? 400 : W - 40;
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 4; c++) {
      const x = x0 + ((c + 0.5) * (x1 - x0)) / 4 + rng.range(-18, 18);
      const y = top + ((r + 0.5) * (bottom - top)) / 2 + rng.range(-16, 16);
      if (stage.indoor || lights.every((l) => Math.hypot(l.x - x, l.y - y) > l.r + 110)) cells.push({ x, y });
    }
  }
  return cells
    .map((c) => ({ c, k: rng.next() }))
    .sort((a, b) => a.k - b.k)
    .map((e) => e.c);
}

/** The sun and moon: the ones the prompt names (tagged), else one for the time of day. */
export function lightsFor(scene: Scene, stage: Stage, rng: Rng): Light[] {
  const kinds = new Map(scene.objects.map((o) => [o.kind, o]));
  const weather = new Set(scene.weather);
  const out: Light[] = [];
  const win = stage.window;
  const low = scene.time === 'sunrise' || scene.time === 'sunset';
  const pos = (i: number, kind: 'sun' | 'moon'): { x: number; y: number; r: number } => {
    if (win)
      return {
        x: win.x + win.w * (0.35 + 0.3 * (i % 2)),
        y: win.y + win.h * (low && kind === 'sun' ? 0.62 : 0.3) + i * 12,
        r: 26,
      };
    if (low && kind === 'sun')
      return {
        x: (rng.next() < 0.5 ? rng.range(210, 300) : rng.range(470, 560)) + i * 150,
        y: stage.lowSunY,
        r: 60,
      };
    return {
      x: (i % 2 ? 190 : rng.range(540, 640)) - Math.floor(i / 2) * 80,
      y: rng.range(115, 150) + i * 10,
      r: kind === 'sun' ? 46 : 40,
    };
  };
  for (const kind of ['sun', 'moon'] as const) {
    const o = kinds.get(kind);
    for (let i = 0; i < (o?.count ?? 0); i++)
      out.push({
        kind,
        ...pos(i + (kind === 'moon' && kinds.has('sun') ? 1 : 0), kind),
        tagged: true,
        ...(o?.color ? { color: o.color } : {}),
      });
  }
  const covered = weather.has('rain') || weather.has('storm');
  if (out.length === 0 && !stage.submerged && !covered && scene.setting !== 'space') {
    out.push({
      kind: scene.time === 'night' ? 'moon' : 'sun',
      ...pos(0, scene.time === 'night' ? 'moon' : 'sun'),
      tagged: false,
    });
  }
  return out;
}

/** Places flying things; returns them and how many sky cells they used. */
export function placeFlyers(
  flyers: readonly Item[],
  scene: Scene,
  stage: Stage,
  rng: Rng,
  cells: readonly { x: number; y: number }[],
  onlyFlyers: boolean,
): { placed: Placed[]; used: number } {
  const sr = rng;
  const sky: Placed[] = [];
  const win = stage.window;
  const inWindow = (k: ObjectKind): boolean =>
    win !== undefined && (k === 'bird' || k === 'airplane' || k === 'rocket');
  let cell = 0;
  const nextCell = (): { x: number; y: number } =>
    cells[cell++ % Math.max(1, cells.length)] ?? {
      x: sr.range(100, 660),
      y: sr.range(stage.sky.top, stage.sky.bottom),
    };
  const birds = flyers.filter((f) => f.kind === 'bird');
  let flock: { x: number; y: number } | null = null;
  for (const f of flyers) {
    const s = OBJECT_SPECS[f.kind];
    if (inWindow(f.kind)) {
      sky.push({
        ...f,
        x: win!.x + sr.range(0.25, 0.75) * win!.w,
        y: win!.y + sr.range(0.25, 0.7) * win!.h,
        scale: 0.35,
        flip: sr.next() < 0.5,
        rotate: f.kind === 'rocket' ? 30 : 0,
      });
      continue;
    }
    if (f.kind === 'butterfly' && !onlyFlyers) {
      sky.push({
        ...f,
        x: sr.range(80, 690),
        y: sr.range(stage.horizon + 20, stage.front.y - 150),
        scale: sr.range(0.7, 1),
        flip: false,
        rotate: sr.range(-15, 15),
      });
      continue;
    }
    let at: { x: number; y: number };
    let scale = sr.range(0.75, 1);
    if (f.kind === 'bird' && birds.length > 1) {
      const lead = onlyFlyers && flyers.length === birds.length;
      flock ??= lead
        ? { x: W / 2 + sr.range(-60, 60), y: (stage.sky.top + stage.sky.bottom) / 2 }
        : nextCell();
      const k = birds.indexOf(f);
      const spread = lead ? 95 : 48;
      at = {
        x: flock.x + (k % 2 ? -1 : 1) * Math.ceil(k / 2) * spread + sr.range(-8, 8),
        y: flock.y + Math.ceil(k / 2) * spread * 0.5 + sr.range(-6, 6),
      };
      scale = lead ? sr.range(1.1, 1.5) : sr.range(0.55, 0.8);
    } else if (onlyFlyers && flyers.length <= 2) {
      at = {
        x: flyers.length === 1 ? W / 2 + sr.range(-40, 40) : flyers.indexOf(f) ? 530 : 240,
        y: (stage.sky.top + stage.front.y) / 2 - 40,
      };
      scale = Math.min(s.maxScale, 2.2);
    } else at = nextCell();
    const rotate =
      f.kind === 'rocket' ? (scene.setting === 'space' ? 20 : 30) : f.kind === 'airplane' ? -6 : 0;
    sky.push({
      ...f,
      x: at.x,
      y: at.y,
      scale,
      flip: at.x > W / 2 && f.kind !== 'rocket' ? sr.next() < 0.7 : false,
      rotate,
    });
  }

  return { placed: sky, used: cell };
}

/** Stars and clouds the prompt asked for, then decorative clouds in the cells left free. */
export function placeStarsAndClouds(
  scene: Scene,
  stage: Stage,
  rng: Rng,
  cells: readonly { x: number; y: number }[],
  sky: readonly Placed[],
): Pick<Layout, 'stars' | 'clouds'> {
  const cr = rng;
  let cell = 0;
  const nextCell = (): { x: number; y: number } =>
    cells[cell++ % Math.max(1, cells.length)] ?? {
      x: cr.range(100, 660),
      y: cr.range(stage.sky.top, stage.sky.bottom),
    };
  const win = stage.window;
  const starObj = scene.objects.find((o) => o.kind === 'star');
  const stars = Array.from({ length: starObj?.count ?? 0 }, () =>
    win
      ? { x: win.x + cr.range(20, win.w - 20), y: win.y + cr.range(20, win.h - 20), r: cr.range(7, 11) }
      : { x: cr.range(50, 718), y: cr.range(stage.sky.top, stage.sky.bottom), r: cr.range(14, 24) },
  ).map((s) => ({ ...s, ...(starObj?.color ? { color: starObj.color } : {}) }));
  const cloudObj = scene.objects.find((o) => o.kind === 'cloud');
  const clouds: { x: number; y: number; w: number; tagged: boolean }[] = [];
  for (let i = 0; i < (cloudObj?.count ?? 0); i++) {
    if (win)
      clouds.push({
        x: win.x + cr.range(40, win.w - 40),
        y: win.y + cr.range(30, win.h * 0.6),
        w: 80,
        tagged: true,
      });
    else {
      const at = nextCell();
      clouds.push({ x: at.x, y: at.y, w: cr.range(170, 230), tagged: true });
    }
  }
  const weather = new Set(scene.weather);
  const decor =
    stage.submerged || scene.setting === 'space' || stage.indoor
      ? 0
      : weather.has('storm') || weather.has('rain')
        ? 5
        : scene.moods.includes('minimal')
          ? 1
          : scene.time === 'night'
            ? 1
            : cr.int(1, 3);
  const free = cells
    .slice(cell)
    .filter((c) =>
      sky.every((p) => Math.hypot(p.x - c.x, p.y - c.y) > 90 + OBJECT_SPECS[p.kind].w * p.scale * 0.6),
    );
  for (let i = 0; i < decor; i++) {
    const storm = weather.has('storm') || weather.has('rain');
    const at = storm ? { x: 60 + i * 160 + cr.range(-20, 20), y: cr.range(70, 150) } : free[i];
    if (at)
      clouds.push({ x: at.x, y: at.y, w: storm ? cr.range(240, 320) : cr.range(140, 220), tagged: false });
  }
  return { stars, clouds };
}
