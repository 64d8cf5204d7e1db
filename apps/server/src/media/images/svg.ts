/**
 * Scene → SVG: a layered flat illustration on a 768-unit square. Sky, sun or moon, clouds and
 * rainbow; the setting's far layers and ground; boats and fish; far row; flowers; flying things;
 * near row — all under one lighting filter for the time of day, with windows and lamps drawn
 * again on top so they glow. Then weather, mood tint and vignette. Only shapes: no text, no
 * scripts, no external references; every drawn object carries `data-object`.
 */
import { mix, NAMED_COLORS } from './color';
import { backdrop } from './draw/backdrops';
import { offlineBadge } from './draw/badge';
import { at, n, shadow, type DrawCtx, type Paint } from './draw/kit';
import { OBJECT_SPECS } from './draw/objects';
import { cloudShape, defs, moonDisc, nightStars, rainbowArc, starShape, sunDisc } from './draw/sky';
import { blanket, drawHandUmbrella, pond, table } from './draw/things';
import { weatherOverlay } from './draw/weather';
import { layoutScene, type Layout, type Placed } from './layout';
import { lookFor, type Look } from './look';
import { CANVAS, stageFor, type Stage } from './stage';
import { Rng } from './random';
import type { ColorName, ObjectKind, Scene } from './vocabulary';

/** Options of {@link renderSceneSvg}. */
export interface SvgOptions {
  /** Draw the small "offline sketch" pencil badge in the bottom-right corner. */
  readonly badge?: boolean;
}

/** Settings whose ground turns white when it snows. */
const SNOWABLE: ReadonlySet<string> = new Set([
  'forest',
  'meadow',
  'mountains',
  'garden',
  'lake',
  'city',
  'abstract',
  'desert',
]);

const FURRY: ReadonlySet<ObjectKind> = new Set(['cat', 'dog', 'horse', 'rabbit']);
/** Natural coat colours for animals named with a colour word ("a red cat" is ginger-red). */
const COAT: Partial<Record<ColorName, string>> = {
  red: '#d4552c',
  orange: '#e8893a',
  brown: '#9a6a44',
  gold: '#dba752',
  grey: '#8e919b',
  black: '#3a3a44',
  white: '#f3efe8',
  yellow: '#e8b850',
};

function paintOf(p: Placed): Paint {
  const main = p.color
    ? ((FURRY.has(p.kind) ? COAT[p.color] : undefined) ?? NAMED_COLORS[p.color])
    : undefined;
  return { ...(main ? { main } : {}), ...(p.accent ? { accent: NAMED_COLORS[p.accent] } : {}) };
}

interface Drawn {
  readonly body: string;
  readonly lights: string;
}

function drawPlaced(p: Placed, scene: Scene, stage: Stage, look: Look): Drawn {
  const spec = OBJECT_SPECS[p.kind];
  const ctx: DrawCtx = {
    rng: new Rng(scene.seed).fork(`${p.kind}#${p.index}`),
    setting: scene.setting,
    lightsOn: look.lightsOn,
    indoor: stage.indoor,
    minimal: look.minimal,
    lights: [],
  };
  const grounded = (spec.place === 'ground' || spec.place === 'big' || spec.place === 'table') && !p.held;
  const draw = p.held ? drawHandUmbrella : spec.draw;
  const inner =
    (grounded ? shadow(spec.w * 0.85, look.lightsOn ? 0.14 : 0.22) : '') + (draw?.(paintOf(p), ctx) ?? '');
  const wrap = (svg: string, attrs: string): string =>
    `<g${attrs} transform="translate(${n(p.x)} ${n(p.y)})${p.rotate ? ` rotate(${n(p.rotate)})` : ''}">${at(0, 0, p.scale, svg, p.flip)}</g>`;
  return {
    body: wrap(inner, ` data-object="${p.kind}"`),
    lights: ctx.lights.length ? wrap(ctx.lights.join(''), '') : '',
  };
}

function skyLayer(scene: Scene, stage: Stage, look: Look, layout: Layout, rng: Rng): string {
  const win = stage.window;
  const night = scene.time === 'night' || scene.setting === 'space';
  let s = '';
  if (night) {
    s += win
      ? nightStars(rng, win.y + 6, win.y + win.h - 6, 14, win.x + 6, win.x + win.w - 6)
      : nightStars(rng, 0, stage.horizon - 10, scene.setting === 'space' ? 130 : 70);
  }
  if (scene.weather.includes('rainbow'))
    s += win
      ? rainbowArc(win.x + win.w / 2, win.y + win.h, win.w * 0.42)
      : rainbowArc(CANVAS / 2 + rng.range(-120, 120), stage.horizon + 20, 330);
  for (const l of layout.lights) {
    const attrs = l.tagged ? ` data-object="${l.kind}"` : ` data-decor="${l.kind}"`;
    const color = l.color ? NAMED_COLORS[l.color] : undefined;
    s +=
      l.kind === 'sun'
        ? sunDisc(l.x, l.y, l.r, look, attrs, color)
        : moonDisc(l.x, l.y, l.r, (scene.seed & 3) === 0, attrs, color);
  }
  for (const st of layout.stars)
    s += starShape(st.x, st.y, st.r, st.color ? NAMED_COLORS[st.color] : '#ffe27a', ' data-object="star"');
  for (const c of layout.clouds)
    s += cloudShape(
      c.x,
      c.y,
      c.w,
      look.cloud,
      look.cloudShade,
      c.tagged ? ' data-object="cloud"' : ' data-decor="cloud"',
    );
  return s;
}

/**
 * Draws a scene as an SVG document `size` pixels square. Pure and deterministic: the same scene
 * always gives the same string. The prompt's text never appears in it.
 */
export function renderSceneSvg(scene: Scene, size = 768, options: SvgOptions = {}): string {
  const rng = new Rng(scene.seed);
  const look = lookFor(scene);
  const stage = stageFor(scene.setting);
  const layout = layoutScene(scene, stage, rng.fork('layout'));
  const win = stage.window;
  const light = layout.lights[0];
  const sunX = light?.x ?? CANVAS / 2;
  const mountainObj = scene.objects.find((o) => o.kind === 'mountain');

  const sky = skyLayer(scene, stage, look, layout, rng.fork('sky'));
  const drawn = (list: readonly Placed[]): Drawn[] => list.map((p) => drawPlaced(p, scene, stage, look));
  const windowFlyers = win ? drawn(layout.sky.filter((p) => p.y < win.y + win.h && p.x > win.x)) : [];
  const flyers = drawn(layout.sky.filter((p) => !win || !(p.y < win.y + win.h && p.x > win.x)));
  const backdropLights: string[] = [];
  const windowSky = win
    ? `<clipPath id="win"><rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}"/></clipPath>` +
      `<g clip-path="url(#win)">${sky}${windowFlyers.map((d) => d.body).join('')}${weatherOverlay(scene.weather, rng.fork('weather'), { ...stage, horizon: win.y + win.h })}</g>`
    : '';
  const land = backdrop(scene.setting, {
    stage,
    look,
    rng: rng.fork('backdrop'),
    time: scene.time,
    sunX,
    mountains: mountainObj
      ? { count: mountainObj.count, ...(mountainObj.color ? { color: mountainObj.color } : {}) }
      : null,
    lights: backdropLights,
    ...(win ? { windowSky } : {}),
  });
  const supports = layout.supports
    .map(
      (s) =>
        `<g data-support="${s.kind}">${at(s.x, s.y, s.scale, s.kind === 'table' ? table(s.width) : s.kind === 'pond' ? pond(s.width) : blanket(s.width))}</g>`,
    )
    .join('');
  const layers = [drawn(layout.water), drawn(layout.back), drawn(layout.patch), flyers, drawn(layout.front)];
  const objects = layers.map((l, i) => (i === 4 ? supports : '') + l.map((d) => d.body).join('')).join('');
  const glows =
    backdropLights.join('') +
    layers
      .flat()
      .map((d) => d.lights)
      .join('');

  const outdoorSky =
    stage.indoor || stage.submerged
      ? ''
      : `<rect x="0" y="0" width="${CANVAS}" height="${stage.horizon + 40}" fill="url(#sky)"/>${sky}`;
  // Under water, whatever the sky holds is seen faintly through the surface.
  const seenFromBelow = stage.submerged && sky ? `<g opacity="0.45">${sky}</g>` : '';
  const snowCover =
    scene.weather.includes('snow') && SNOWABLE.has(scene.setting)
      ? `<rect data-layer="snow-cover" x="0" y="${stage.horizon}" width="${CANVAS}" height="${CANVAS - stage.horizon}" fill="#f4f8fc" opacity="0.62"/>`
      : '';
  const lit = look.lightMatrix
    ? `<g filter="url(#light)">${land}${snowCover}${objects}</g>`
    : land + snowCover + objects;
  const weather = stage.indoor ? '' : weatherOverlay(scene.weather, rng.fork('weather'), stage);
  const tint = look.tint
    ? `<rect x="0" y="0" width="${CANVAS}" height="${CANVAS}" fill="${look.tint.color}" opacity="${n(look.tint.opacity)}"/>`
    : '';
  const vignette =
    look.vignette > 0
      ? `<rect x="0" y="0" width="${CANVAS}" height="${CANVAS}" fill="url(#vignette)" opacity="${n(look.vignette)}"/>`
      : '';
  const warmth =
    scene.time === 'sunset' && !stage.indoor
      ? `<rect x="0" y="0" width="${CANVAS}" height="${CANVAS}" fill="${mix(look.sky[2], '#ff9a50', 0.5)}" opacity="0.07"/>`
      : '';
  const picture =
    outdoorSky +
    lit +
    seenFromBelow +
    `<g data-layer="lights">${glows}</g>` +
    weather +
    warmth +
    tint +
    vignette;
  const mood = look.saturation !== 1 ? `<g filter="url(#mood)">${picture}</g>` : picture;
  const attrs = `data-setting="${scene.setting}" data-time="${scene.time}" data-weather="${scene.weather.join(' ')}" data-moods="${scene.moods.join(' ')}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${CANVAS} ${CANVAS}" ${attrs}>` +
    defs(look) +
    mood +
    (options.badge ? offlineBadge() : '') +
    '</svg>'
  );
}
