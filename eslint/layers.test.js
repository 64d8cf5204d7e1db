import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import local from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

// A small tree on disk: the rule resolves imports to files.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
const files = {
  'top/routes.ts': "import { low } from '../low/store';",
  'low/store.ts': 'export const low = 1;',
  'low/up.ts': "import { x } from '../top/routes';",
  'low/a.ts': "import { b } from './b';",
  'low/b.ts': "import { a } from './a';",
  'low/c.ts': "import { d } from './d';",
  'low/d.ts': 'export const d = 1;',
  'low/stray.ts': "import { s } from '../stray/thing';",
  'stray/thing.ts': 'export const s = 1;',
  'low/helper.test.ts': "import { x } from '../top/routes';",
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
}
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const options = [{ root: dir, layers: [['top'], ['low']] }];
const at = (name) => ({ filename: path.join(dir, name), code: files[name], options });
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('layers', local.rules.layers, {
  valid: [at('top/routes.ts'), at('low/c.ts'), at('low/helper.test.ts')],
  invalid: [
    { ...at('low/up.ts'), errors: [{ messageId: 'upward' }] },
    { ...at('low/a.ts'), errors: [{ messageId: 'circle' }] },
    { ...at('low/stray.ts'), errors: [{ messageId: 'unknown' }] },
  ],
});
