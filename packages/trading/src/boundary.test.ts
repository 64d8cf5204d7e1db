import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ZTradingConfig } from '@avatara/contracts';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/** The one file that reads the trading config's field names (the boundary). */
const BOUNDARY = 'compile-params.ts';
/**
 * The research workbench's search space (docs/research.md): it tunes config fields and writes the
 * chosen values back as a config layer, so it names them too — as data (field, range), never to
 * decide anything in the engine.
 */
const SEARCH_SPACE = path.join('research', 'param-space.ts');
/**
 * Config field names that are also names in other wire formats, where they stay: `tradingOn` of
 * the stored engine state, the wallet summary and the toggles request; `quota` of the decisions
 * and allocations answers and the CLI's `--quota`.
 */
const ALSO_ELSEWHERE = new Set(['tradingOn', 'quota']);

/** The package's source files (relative to src), without tests and test helpers. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path.relative(SRC, file)] : [];
  });
}

const readonlyType = (t: ts.TypeNode | undefined, src: ts.SourceFile) =>
  t !== undefined && /^(readonly |Readonly<|const$)/.test(t.getText(src));

/** Whether a top-level const holds what could be changed in place: an object, array or instance not marked read-only. */
function mutable(d: ts.VariableDeclaration, src: ts.SourceFile): boolean {
  if (readonlyType(d.type, src)) return false;
  let e = d.initializer;
  while (e && (ts.isAsExpression(e) || ts.isSatisfiesExpression(e))) {
    if (ts.isAsExpression(e) && readonlyType(e.type, src)) return false;
    e = e.expression;
  }
  return !!e && (ts.isObjectLiteralExpression(e) || ts.isArrayLiteralExpression(e) || ts.isNewExpression(e));
}

/** The top-level bindings of a source text that could hold state: `let`/`var`, and mutable consts. */
function moduleState(file: string, text: string): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  return src.statements.filter(ts.isVariableStatement).flatMap((st) => {
    const isConst = (st.declarationList.flags & ts.NodeFlags.Const) !== 0;
    return st.declarationList.declarations
      .filter((d) => !isConst || mutable(d, src))
      .map((d) => `${file}: ${d.name.getText(src)}${isConst ? '' : ' (let/var)'}`);
  });
}

describe('the trading kernel', () => {
  it(`reads the config's field names only in ${BOUNDARY} (and tests)`, () => {
    const names = Object.keys(ZTradingConfig.shape).filter((k) => !ALSO_ELSEWHERE.has(k));
    expect(names).toContain('jumpGuardEnablednabled');
    const word = new RegExp(`\\b(${names.join('|')})\\b`);
    const hits = sources()
      .filter((f) => f !== BOUNDARY && f !== SEARCH_SPACE)
      .flatMap((f) =>
        readFileSync(path.join(SRC, f), 'utf8')
          .split('\n')
          .flatMap((line, i) => (word.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(hits).toEqual([]);
  });

  it('keeps no mutable state at module level', () => {
    // A non-streaming TextDecoder keeps nothing between calls.
    const allowed = new Set(['csv.ts: utf8']);
    const found = sources().flatMap((f) => moduleState(f, readFileSync(path.join(SRC, f), 'utf8')));
    expect(found.filter((x) => !allowed.has(x))).toEqual([]);
  });

  it('would notice module state (the check itself)', () => {
    const text = [
      'let a = 1;',
      'const b = { x: 1 };',
      'const c = [1] as const;',
      'const d: readonly number[] = [1];',
      'const e = new Map();',
      'const f = { y: 1 } as const satisfies object;',
      'const g = 2;',
    ].join('\n');
    expect(moduleState('probe.ts', text)).toEqual(['probe.ts: a (let/var)', 'probe.ts: b', 'probe.ts: e']);
  });
});
