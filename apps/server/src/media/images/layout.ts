/**
 * Where everything goes: pure arithmetic on the scene and the stage. Near row for animals,
 * people and vehicles (as large as the row allows), far row for buildings and trees, flying
 * things in free sky cells away from the sun, boats on the water, fish in it, small things on a
 * table or a blanket. Rows never overlap their own members; crowded rows split into ranks.
 */
import { OBJECT_SPECS } from './draw/objects';
import { lightsFor, placeFlyers, placeStarsAndClouds, skyCells } from './layout-sky';
import type { Item, Layout, Placed, Support } from './layout-types';
import type { Stage } from './stage';
import type { Rng } from './random';
import type { ObjectKind, Scene } from './vocabulary';

export type { Item, Layout, Light, Placed, Support } from './layout-types';

const W = 768;

function expand(scene: Scene, filter: (kind: ObjectKind) => boolean): Item[] {
  const out: Item[] = [];
  for (const o of scene.objects) {
    if (!filter(o.kind)) continue;
    for (let i = 0; i < o.count; i++)
      out.push({
        kind: o.kind,
        ...(o.color ? { color: o.color } : {}),
        ...(o.accent ? { accent: o.accent } : {}),
        index: i,
      });
  }
  return out;
}

/** A row member: one object, or a group standing on a shared support. */
interface Member {
  readonly w: number;
  readonly h: number;
  readonly maxScale: number;
  readonly items: readonly Item[];
  readonly support?: Support['kind'];
}

function place(
  m: Member,
  x: number,
  y: number,
  scale: number,
  rng: Rng,
  out: Placed[],
  supports: Support[],
): void {
  if (!m.support) {
    const item = m.items[0]!;
    const spec = OBJECT_SPECS[item.kind];
    out.push({
      ...item,
      x,
      y,
      scale,
      flip: spec.facing === true && (x > W / 2 ? rng.next() < 0.8 : rng.next() < 0.2),
      rotate: 0,
    });
    return;
  }
  supports.push({ kind: m.support, x, y, width: m.w, scale });
  const lift = m.support === 'table' ? 110 * scale : m.support === 'pond' ? -6 * scale : 8 * scale;
  const inner = m.items.reduce((s, it) => s + OBJECT_SPECS[it.kind].w * 0.85, 0);
  let cx = x - (inner * scale * 0.8) / 2;
  for (const it of m.items) {
    const w = OBJECT_SPECS[it.kind].w * 0.85 * scale * 0.8;
    const s = m.support === 'pond' ? scale * 0.7 : scale * 0.8;
    out.push({ ...it, x: cx + w / 2, y: y - lift, scale: s, flip: rng.next() < 0.5, rotate: 0 });
    cx += w;
  }
}

const GAP = 22;

/** Horizontal span a row is given: centre and width. */
interface Span {
  readonly cx: number;
  readonly width: number;
}

const FULL: Span = { cx: W / 2, width: W - 60 };

/** Width a row would take at its natural scale (before splitting into ranks). */
function rowWidth(members: readonly Member[], baseline: number, maxScale: number, span = FULL): number {
  if (members.length === 0) return 0;
  const total = members.reduce((s, m) => s + m.w, 0) + GAP * (members.length - 1);
  const tallest = Math.max(...members.map((m) => m.h));
  const cap = Math.min(maxScale, ...members.map((m) => m.maxScale), (baseline - 60) / tallest);
  return total * Math.min(cap, span.width / total);
}

/** Packs members into a row centred in `span`; splits into ranks (further back, smaller) when crowded. */
function row(
  members: readonly Member[],
  baseline: number,
  maxScale: number,
  minScale: number,
  rng: Rng,
  out: Placed[],
  supports: Support[],
  span = FULL,
  depth = 0,
): void {
  if (members.length === 0) return;
  const total = members.reduce((s, m) => s + m.w, 0) + GAP * (members.length - 1);
  const scale = rowWidth(members, baseline, maxScale, span) / total;
  if (scale < minScale && members.length > 1 && depth < 3) {
    const behind = members.filter((_, i) => i % 2 === 1);
    const ahead = members.filter((_, i) => i % 2 === 0);
    row(behind, baseline - 55, maxScale * 0.85, minScale * 0.85, rng, out, supports, span, depth + 1);
    row(ahead, baseline, maxScale, minScale * 0.85, rng, out, supports, span, depth + 1);
    return;
  }
  const gap = GAP;
  let x = span.cx - (total * scale) / 2 + rng.range(-30, 30) * Math.max(0, 1 - (total * scale) / span.width);
  for (const m of members) {
    const w = m.w * scale;
    place(
      m,
      x + w / 2 + rng.range(-6, 6),
      baseline + rng.range(-4, 4),
      scale * rng.range(0.94, 1.04),
      rng,
      out,
      supports,
    );
    x += w + gap * scale;
  }
}

function single(item: Item): Member {
  const s = OBJECT_SPECS[item.kind];
  return { w: s.w, h: s.h, maxScale: s.maxScale, items: [item] };
}

function group(items: readonly Item[], support: Support['kind']): Member {
  const w = items.reduce((s, it) => s + OBJECT_SPECS[it.kind].w * 0.7, 0) + 60;
  const h = Math.max(...items.map((it) => OBJECT_SPECS[it.kind].h)) * 0.8 + (support === 'table' ? 110 : 10);
  return { w: Math.max(w, support === 'pond' ? 200 : 180), h, maxScale: 1.6, items, support };
}

/** Lays out a scene on its stage. Deterministic for a given generator state. */
export function layoutScene(scene: Scene, stage: Stage, rng: Rng): Layout {
  const spec = (k: ObjectKind): (typeof OBJECT_SPECS)[ObjectKind] => OBJECT_SPECS[k];
  const lights = lightsFor(scene, stage, rng);
  const cells = skyCells(stage, lights, rng);
  const supports: Support[] = [];
  const water: Placed[] = [];
  const back: Placed[] = [];
  const front: Placed[] = [];
  const patch: Placed[] = [];
  const flowerCount = scene.objects.find((o) => o.kind === 'flower')?.count ?? 0;
  const patchFlowers = flowerCount >= 4;

  // Near row: ground things, a table or blanket for small things, a pond for stray fish or boats.
  // An umbrella goes to the hand of a person or child when there is one.
  const holders = expand(scene, (k) => k === 'person' || k === 'child').length;
  const held = expand(scene, (k) => k === 'umbrella').slice(0, holders);
  const ground = expand(scene, (k) => spec(k).place === 'ground' && !(k === 'flower' && patchFlowers)).filter(
    (it) => !(it.kind === 'umbrella' && it.index < held.length),
  );
  const members: Member[] = ground.map(single);
  const small = expand(scene, (k) => spec(k).place === 'table');
  if (small.length)
    members.splice(Math.min(1, members.length), 0, group(small, stage.indoor ? 'table' : 'blanket'));
  const swimmers = expand(scene, (k) => spec(k).place === 'water');
  const pondItems = stage.water || stage.submerged ? [] : swimmers;
  if (pondItems.length) members.push(group(pondItems.slice(0, 4), 'pond'));
  const big = expand(scene, (k) => spec(k).place === 'big').map(single);
  const backScale = stage.back.scale * 1.15;
  if (members.length === 0) row(big, stage.front.y - 20, 1.3, 0.55, rng.fork('big'), front, supports);
  else {
    // Side by side when both rows fit: the subjects on one side, buildings and trees on the other.
    const fw = rowWidth(members, stage.front.y, 1.6);
    const bw = rowWidth(big, stage.back.y, backScale);
    const side = rng.next() < 0.5 ? -1 : 1;
    const free = (W - 40 - fw - bw) / 3;
    const fits = big.length > 0 && free >= 15;
    const fromSide = (d: number): number => (side < 0 ? 20 + d : W - 20 - d);
    const frontSpan = fits ? { cx: fromSide(free + fw / 2), width: fw } : FULL;
    const backSpan = fits ? { cx: fromSide(2 * free + fw + bw / 2), width: bw } : FULL;
    row(members, stage.front.y, 1.6, 0.62, rng.fork('front'), front, supports, frontSpan);
    row(big, stage.back.y, backScale, stage.back.scale * 0.6, rng.fork('back'), back, supports, backSpan);
  }

  for (const u of held) {
    const who = front.filter((p) => p.kind === 'person' || p.kind === 'child')[u.index];
    if (!who) continue;
    const hand = who.kind === 'person' ? { x: 37.5, y: -131 } : { x: 25.5, y: -74 };
    front.splice(front.indexOf(who) + 1, 0, {
      ...u,
      x: who.x + hand.x * who.scale,
      y: who.y + hand.y * who.scale,
      scale: who.scale * 0.75,
      flip: false,
      rotate: 0,
      held: true,
    });
  }

  if (patchFlowers) {
    const items = expand(scene, (k) => k === 'flower');
    const r = rng.fork('patch');
    items.forEach((it, i) => {
      const x = 30 + ((i + r.range(0.1, 0.9)) * (W - 60)) / items.length;
      const lone = members.length === 0 && big.length === 0;
      patch.push({
        ...it,
        x,
        y: r.range(stage.front.y - 40, W - 10),
        scale: lone ? r.range(1.3, 1.7) : r.range(0.75, 1.05),
        flip: r.next() < 0.5,
        rotate: r.range(-6, 6),
      });
    });
    patch.sort((a, b) => a.y - b.y);
  }

  // Flying things take free sky cells; a lone flyer is drawn large in the middle of the sky.
  const onlyFlyers = front.length === 0 && back.length === 0 && swimmers.length === 0;
  const { placed: sky, used } = placeFlyers(
    expand(scene, (k) => spec(k).place === 'sky'),
    scene,
    stage,
    rng.fork('sky'),
    cells,
    onlyFlyers,
  );

  // Boats float on the water band, fish swim (underwater) or leap (sea, lake).
  const wr = rng.fork('water');
  const band = stage.water;
  swimmers
    .filter(() => band || stage.submerged)
    .forEach((f, i, all) => {
      if (stage.submerged) {
        if (f.kind === 'boat')
          water.push({ ...f, x: wr.range(150, 620), y: 40, scale: 0.5, flip: wr.next() < 0.5, rotate: 0 });
        else
          water.push({
            ...f,
            x: 60 + ((i + wr.range(0.2, 0.8)) * 650) / all.length,
            y: wr.range(170, stage.horizon - 60),
            scale: all.length <= 2 ? 1.8 : all.length <= 5 ? wr.range(1.1, 1.5) : wr.range(0.8, 1.2),
            flip: wr.next() < 0.5,
            rotate: wr.range(-8, 8),
          });
        return;
      }
      const x = 80 + ((i + wr.range(0.2, 0.8)) * 600) / all.length;
      const lead = front.length === 0 && back.length === 0 ? 1.5 : 1;
      if (f.kind === 'boat')
        water.push({
          ...f,
          x,
          y: band!.top + (band!.bottom - band!.top) * wr.range(0.45, 0.7),
          scale: (all.length <= 2 ? 0.6 : 0.45) * lead,
          flip: x > W / 2,
          rotate: 0,
        });
      else
        water.push({
          ...f,
          x,
          y: band!.top + (band!.bottom - band!.top) * 0.5,
          scale: 0.6,
          flip: wr.next() < 0.5,
          rotate: -25,
        });
    });
  water.sort((a, b) => a.y - b.y);

  const { stars, clouds } = placeStarsAndClouds(scene, stage, rng.fork('clouds'), cells.slice(used), sky);
  return { lights, stars, clouds, sky, water, back, patch, front, supports };
}
