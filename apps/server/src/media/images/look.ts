/**
 * The light and colours of a scene: sky gradient by time and weather, sun/moon colours, the
 * lighting filter laid over the land, and the palette shifts of moods and unattached colours.
 */
import { desaturate, mix, NAMED_COLORS, shade } from './color';
import type { Scene, TimeOfDay } from './vocabulary';

/** Everything colour-related the renderer needs beyond the objects' own colours. */
export interface Look {
  /** Sky gradient, top to horizon. */
  readonly sky: readonly [string, string, string];
  readonly sunColor: string;
  readonly glowColor: string;
  readonly cloud: string;
  readonly cloudShade: string;
  /** feColorMatrix values for the land and its objects (null: daylight, no filter). */
  readonly lightMatrix: string | null;
  /** Colour laid over the whole picture at low opacity (moods, named colours). */
  readonly tint: { readonly color: string; readonly opacity: number } | null;
  /** Saturation of the whole picture (1: unchanged). */
  readonly saturation: number;
  /** Darkened corners, 0–1. */
  readonly vignette: number;
  /** True at night or in a storm: windows and lamps glow. */
  readonly lightsOn: boolean;
  /** Fewer decorative details. */
  readonly minimal: boolean;
}

const SKIES: Readonly<Record<TimeOfDay, readonly [string, string, string]>> = {
  sunrise: ['#6f8fd2', '#f2b3a8', '#ffe2a6'],
  day: ['#4b9fe1', '#8ccaf2', '#dcf1fb'],
  sunset: ['#35397a', '#d8607c', '#ffb45e'],
  night: ['#060a22', '#121a46', '#28336a'],
};

const LIGHT: Readonly<Record<TimeOfDay, string | null>> = {
  sunrise: '1.02 0.04 0 0 0.02  0 0.94 0.02 0 0.01  0 0 0.9 0 0.03  0 0 0 1 0',
  day: null,
  sunset: '1.03 0.05 0 0 0.03  0 0.86 0.04 0 0  0.02 0 0.84 0 0.04  0 0 0 1 0',
  night: '0.38 0.04 0 0 0.01  0 0.44 0.04 0 0.02  0.02 0.04 0.66 0 0.07  0 0 0 1 0',
};

/** The look of a scene. Pure: depends on the scene only. */
export function lookFor(scene: Scene): Look {
  const moods = new Set(scene.moods);
  const weather = new Set(scene.weather);
  let sky = [...SKIES[scene.time]] as [string, string, string];
  const night = scene.time === 'night';
  let cloud = night
    ? '#4a5379'
    : scene.time === 'sunset'
      ? '#f6c7b6'
      : scene.time === 'sunrise'
        ? '#fbe3dc'
        : '#ffffff';
  let light = LIGHT[scene.time];
  const toward = (c: string, t: number): void => {
    sky = sky.map((s) => mix(s, c, t)) as [string, string, string];
  };
  if (weather.has('storm')) {
    toward(night ? '#101320' : '#454b5c', 0.72);
    cloud = night ? '#2a2f40' : '#5d6474';
    light = night ? LIGHT.night : '0.72 0.04 0.04 0 0  0.04 0.74 0.04 0 0  0.04 0.06 0.8 0 0.02  0 0 0 1 0';
  } else if (weather.has('rain')) {
    toward(night ? '#1a1f30' : '#8a94a4', 0.55);
    cloud = night ? '#3a4055' : '#a7afbd';
    light ??= '0.86 0.04 0.04 0 0  0.04 0.88 0.04 0 0  0.04 0.04 0.92 0 0.02  0 0 0 1 0';
  } else if (weather.has('snow')) {
    toward(night ? '#2b3350' : '#c9d4e0', 0.45);
    cloud = night ? '#5a6380' : '#eef2f7';
  }
  if (weather.has('fog')) toward(night ? '#3a4158' : '#d9dde2', 0.55);
  if (scene.setting === 'space') {
    sky = ['#03040f', '#0b0d2a', '#1a1440'];
    light = null;
  }

  let tint: Look['tint'] = null;
  let saturation = 1;
  let vignette = 0;
  if (moods.has('dark')) {
    sky = sky.map((s) => shade(s, -0.35)) as [string, string, string];
    tint = { color: '#14102a', opacity: 0.22 };
    vignette = 0.45;
  }
  if (moods.has('dramatic')) {
    sky = [shade(sky[0], -0.3), sky[1], shade(sky[2], 0.08)];
    vignette = Math.max(vignette, 0.35);
    saturation = 1.15;
  }
  if (moods.has('cozy')) tint = { color: '#ff9a3d', opacity: 0.1 };
  if (moods.has('romantic')) {
    sky = sky.map((s) => mix(s, '#f4a3c4', 0.22)) as [string, string, string];
    tint = { color: '#ff7fb0', opacity: 0.08 };
  }
  if (moods.has('mysterious')) {
    sky = sky.map((s) => mix(s, '#6a4aa8', 0.28)) as [string, string, string];
    tint = { color: '#5b3fa0', opacity: 0.12 };
  }
  if (moods.has('calm')) saturation *= 0.9;
  if (moods.has('happy')) saturation *= 1.12;
  if (moods.has('vibrant')) saturation *= 1.35;
  if (moods.has('pastel')) {
    sky = sky.map((s) => mix(s, '#ffffff', 0.3)) as [string, string, string];
    tint = { color: '#ffffff', opacity: 0.18 };
    saturation *= 0.7;
  }
  if (moods.has('sad')) {
    sky = sky.map((s) => desaturate(s, 0.45)) as [string, string, string];
    tint = { color: '#52607a', opacity: 0.14 };
    saturation *= 0.6;
  }
  const named = scene.palette[0];
  if (named) {
    const c = NAMED_COLORS[named];
    const k = night ? 0.1 : 0.22;
    sky = sky.map((s, i) => mix(s, c, i === 1 ? k * 1.4 : k)) as [string, string, string];
    tint = { color: c, opacity: 0.09 };
  }
  const sunColor = scene.time === 'day' ? '#fff3b0' : scene.time === 'sunrise' ? '#ffd27a' : '#ffb347';
  return {
    sky,
    sunColor: named === 'gold' ? '#ffd54a' : sunColor,
    glowColor: scene.time === 'day' ? '#fffbe0' : '#ffd9a0',
    cloud,
    cloudShade: mix(cloud, sky[0], 0.25),
    lightMatrix: light,
    tint,
    saturation,
    vignette,
    lightsOn:
      night || weather.has('storm') || moods.has('dark') || (moods.has('cozy') && scene.time !== 'day'),
    minimal: moods.has('minimal'),
  };
}
