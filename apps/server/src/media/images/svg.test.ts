import { describe, expect, it } from 'vitest';
import { sceneFromPrompt } from './scene';
import { renderSceneSvg } from './svg';
import { OBJECT_KINDS, SETTINGS, TIMES, type ObjectKind, type Scene } from './vocabulary';

const base: Scene = {
  setting: 'meadow',
  settingSource: 'prompt',
  time: 'day',
  weather: [],
  objects: [],
  palette: [],
  moods: [],
  language: 'en-US',
  seed: 42,
};

/** Counts drawn instances of an object. */
function drawn(svg: string, kind: ObjectKind): number {
  return svg.split(`data-object="${kind}"`).length - 1;
}

/** Checks that every tag is closed in order (a small well-formedness test). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, close, name, self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

/** Only shapes: no text, no scripts, no links, no external references. */
function safe(svg: string): boolean {
  return (
    !/<(text|script|foreignObject|image|a|use|style)\b/i.test(svg) &&
    !/\bon\w+=|javascript:|href=/i.test(svg) &&
    !/https?:/.test(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''))
  );
}

describe('renderSceneSvg', () => {
  it('marks the setting and time on the root and draws the prompt objects', () => {
    const svg = renderSceneSvg(sceneFromPrompt('a red cat on a beach at sunset'));
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="768" height="768" viewBox="0 0 768 768" data-setting="beach" data-time="sunset"/,
    );
    expect(drawn(svg, 'cat')).toBe(1);
    expect(svg).toContain('#d4552c');
    expect(balanced(svg)).toBe(true);
    expect(safe(svg)).toBe(true);
  });

  it.each([...SETTINGS, 'abstract' as const])('draws the %s setting at every time of day', (setting) => {
    for (const time of TIMES) {
      const svg = renderSceneSvg({ ...base, setting, time, objects: [{ kind: 'cat', count: 1 }] });
      expect(svg).toContain(`data-setting="${setting}" data-time="${time}"`);
      expect(drawn(svg, 'cat')).toBe(1);
      expect(balanced(svg)).toBe(true);
      expect(safe(svg)).toBe(true);
    }
  });

  it.each(OBJECT_KINDS)('draws every instance of %s', (kind) => {
    for (const setting of ['meadow', 'beach', 'room', 'underwater'] as const) {
      const svg = renderSceneSvg({ ...base, setting, objects: [{ kind, count: 3, color: 'blue' }] });
      expect(drawn(svg, kind)).toBe(3);
      expect(balanced(svg)).toBe(true);
    }
  });

  it('counts and colours what the prompt asks for', () => {
    const svg = renderSceneSvg(sceneFromPrompt('two cats, three trees and five birds'));
    expect([drawn(svg, 'cat'), drawn(svg, 'tree'), drawn(svg, 'bird')]).toEqual([2, 3, 5]);
    const cars = renderSceneSvg(sceneFromPrompt('a red car and a blue house'));
    expect(cars).toContain('#d63c34');
    expect(cars).toContain('#3a78d4');
  });

  it('draws weather and moods', () => {
    const svg = renderSceneSvg(sceneFromPrompt('a dark stormy night with rain, fog, snow and a rainbow'));
    for (const w of ['storm', 'rain', 'fog', 'snow', 'rainbow']) expect(svg).toContain(`data-weather="${w}"`);
    expect(svg).toContain('data-moods="dark"');
    expect(renderSceneSvg(sceneFromPrompt('a vibrant garden'))).toContain('type="saturate"');
  });

  it('keeps things where they belong', () => {
    const svg = renderSceneSvg(sceneFromPrompt('a person with an umbrella and a cup of tea on the beach'));
    expect(drawn(svg, 'umbrella')).toBe(1);
    expect(svg).toContain('data-support="blanket"');
    expect(renderSceneSvg(sceneFromPrompt('a fish in a meadow'))).toContain('data-support="pond"');
    expect(renderSceneSvg(sceneFromPrompt('a cake in the kitchen'))).toContain('data-support="table"');
  });

  it('is deterministic, and different prompts give different pictures', () => {
    const a = renderSceneSvg(sceneFromPrompt('a dog in a forest'));
    expect(renderSceneSvg(sceneFromPrompt('a dog in a forest'))).toBe(a);
    expect(renderSceneSvg(sceneFromPrompt('a dog in the forest'))).not.toBe(a);
    expect(renderSceneSvg(sceneFromPrompt('qwrtz'))).not.toBe(renderSceneSvg(sceneFromPrompt('zxcvb')));
  });

  it('adds the offline badge only when asked', () => {
    const scene = sceneFromPrompt('a house');
    expect(renderSceneSvg(scene)).not.toContain('data-badge');
    expect(renderSceneSvg(scene, 768, { badge: true })).toContain('data-badge="offline-renderer"');
  });

  it('never writes the prompt into the SVG', () => {
    const prompt = '<script>alert("pwned")</script> "quoted" \'single\' & <img src=x onerror=1> 🐱🌈 a cat';
    const svg = renderSceneSvg(sceneFromPrompt(prompt), 512, { badge: true });
    expect(svg).toContain('width="512"');
    expect(drawn(svg, 'cat')).toBe(1);
    expect(safe(svg)).toBe(true);
    expect(balanced(svg)).toBe(true);
    for (const bit of ['pwned', 'alert', 'quoted', 'onerror', '🐱', '<img']) expect(svg).not.toContain(bit);
    const long = 'a lighthouse near a castle by the sea at night with many stars '.repeat(40).slice(0, 2000);
    const big = renderSceneSvg(sceneFromPrompt(long));
    expect(balanced(big)).toBe(true);
    expect(big).not.toContain('lighthouse near');
  });
});
