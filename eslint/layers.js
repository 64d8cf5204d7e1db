// A local ESLint rule that keeps the folders of an app in layers (issue 24): a file may import a
// file of its own folder or of a folder in a lower layer, never one above or beside it, and no
// chain of imports may lead back to the file it starts from (an import circle).
import fs from 'node:fs';
import path from 'node:path';

/** Tests and test helpers (`testing/`, `testing.ts`) may import anything. */
const TEST_FILE = /(\.test\.tsx?|[\\/]testing\.ts|[\\/]testing[\\/].*)$/;

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Resolves a relative import to a file on disk, or null. */
function resolve(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  if (/\.(ts|tsx|mjs|js)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

const IMPORT_RE =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const importsCache = new Map();

/** The relative imports of a file (type-only ones included), resolved; cached for the lint run. */
function importsOf(file) {
  let out = importsCache.get(file);
  if (out) return out;
  out = [];
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    /* unreadable: no imports */
  }
  for (const m of text.matchAll(IMPORT_RE)) {
    const target = resolve(file, m[1] ?? m[2]);
    if (target) out.push(target);
  }
  importsCache.set(file, out);
  return out;
}

/** A path of imports from `start` back to `goal` that stays inside `root`, or null. */
function pathBack(start, goal, root, isExempt) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file))
      if (next.startsWith(root) && !isExempt(next) && !seen.has(next)) stack.push([next, [...trail, next]]);
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders import only downwards, and no imports run in a circle.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          exempt: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "'{{from}}' (layer {{fromLayer}}) may not import '{{to}}' (layer {{toLayer}}): folders import only from lower layers (docs/architecture.md).",
      unknown: "'{{unit}}' is in no layer of eslint.config.js: add it where it belongs.",
      circle: 'Import circle: {{trail}}.',
    },
  },
  create(context) {
    const { root: rootOption, layers: table, exempt = [] } = context.options[0];
    const root = path.resolve(context.cwd, rootOption) + path.sep;
    const file = context.filename;
    const isExempt = (f) => TEST_FILE.test(f) || exempt.some((e) => f.startsWith(root + e));
    if (!file.startsWith(root) || isExempt(file)) return {};
    const rank = new Map(table.flatMap((units, i) => units.map((u) => [u, i])));
    const unitOf = (f) =>
      path
        .relative(root, f)
        .split(path.sep)[0]
        .replace(/\.(ts|tsx|mjs|js)$/, '');
    const show = (f) => path.relative(root, f);
    const from = unitOf(file);

    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(file, spec);
      if (!target || !target.startsWith(root)) return;
      const to = unitOf(target);
      if (to !== from) {
        for (const unit of [from, to])
          if (!rank.has(unit)) return context.report({ node, messageId: 'unknown', data: { unit } });
        const fromLayer = rank.get(from);
        const toLayer = rank.get(to);
        if (fromLayer >= toLayer)
          return context.report({
            node,
            messageId: 'upward',
            data: { from, to, fromLayer: String(fromLayer + 1), toLayer: String(toLayer + 1) },
          });
      }
      if (isExempt(target)) return;
      const trail = pathBack(target, file, root, isExempt);
      if (trail)
        context.report({
          node,
          messageId: 'circle',
          data: { trail: [file, ...trail].map(show).join(' → ') },
        });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers } };
