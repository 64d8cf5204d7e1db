import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { fingerprint, TARGETS } from './build-changed.mjs';

interface Target {
  name: string;
  inputs: string[];
}

/** A tree with the web target's inputs: one source file, one test file and the lockfile. */
function tree(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-changed-'));
  mkdirSync(path.join(dir, 'apps/web/src/chat'), { recursive: true });
  writeFileSync(path.join(dir, 'apps/web/src/chat/view.tsx'), 'export const a = 1;\n');
  writeFileSync(path.join(dir, 'apps/web/src/chat/view.test.tsx'), 'test 1\n');
  writeFileSync(path.join(dir, 'package-lock.json'), '{}\n');
  return dir;
}

describe('build-changed: what makes npm start build again', () => {
  const web = (TARGETS as Target[]).find((t) => t.name === 'web')!;

  it('keeps the fingerprint while nothing changes, and while only a test file changes', () => {
    const dir = tree();
    const first = fingerprint(web, dir) as string;
    expect(fingerprint(web, dir)).toBe(first);
    writeFileSync(path.join(dir, 'apps/web/src/chat/view.test.tsx'), 'test 2\n');
    expect(fingerprint(web, dir)).toBe(first);
  });

  it('changes it when a source file, a new file, the lockfile or a contract changes', () => {
    const dir = tree();
    const seen = new Set([fingerprint(web, dir) as string]);
    const change = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
      const now = fingerprint(web, dir) as string;
      expect(seen.has(now), file).toBe(false);
      seen.add(now);
    };
    change('apps/web/src/chat/view.tsx', 'export const a = 2;\n');
    change('apps/web/src/chat/more.ts', 'export const b = 1;\n');
    change('package-lock.json', '{"lockfileVersion":3}\n');
    change('packages/contracts/src/chat.ts', 'export const c = 1;\n');
    // A renamed file is a change too: the path is part of the fingerprint.
    change('apps/web/public/a.txt', 'x');
  });
});
