/**
 * What each page of the built web app ships (issue 12): builds the app with Vite into a folder
 * and, for each screen, follows the entry chunk's and the screen's chunk's static imports — what
 * the page loads before any click.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Module ids no page may load before the dashboard is opened: the dashboard, the chart libraries,
 * the trading schemas; nor the operators' safety page (docs/safety.md), loaded when opened.
 */
export const FORBIDDEN_IN_ENTRY: { what: string; id: RegExp }[] = [
  { what: 'trading dashboard', id: /\/apps\/web\/src\/trading\/(?!useTradingAccess\.ts$)/ },
  { what: 'operator safety page', id: /\/apps\/web\/src\/operator\// },
  { what: 'chart library', id: /\/node_modules\/(lightweight-charts|uplot|fancy-canvas)\// },
  {
    what: 'trading schemas',
    id: /\/packages\/contracts\/src\/(http\/)?(trading|trading-api|trading-config|backtest|signals|lenient)\.ts$/,
  },
];

/** The screens a user meets before any click on the dashboard, by page name. */
export const PAGES = {
  'sign-in': 'apps/web/src/screens/LoginScreen.tsx',
  pricing: 'apps/web/src/screens/PricingScreen.tsx',
  avatars: 'apps/web/src/screens/AvatarSelectionScreen.tsx',
  chat: 'apps/web/src/screens/ChatScreen.tsx',
} as const;
export type PageName = keyof typeof PAGES;

export interface PageChunks {
  /** File names of the entry chunk, the screen's chunk and everything they import statically. */
  files: string[];
  /** Every module id in those chunks. */
  moduleIds: string[];
  /** Their JavaScript, raw and gzipped, bytes. */
  bytes: number;
  gzipBytes: number;
}

export interface BuildReport {
  pages: Record<PageName, PageChunks>;
  /** Chunks no page loads before a click (the trading panel, its dialogs, the charts), largest first. */
  lazy: { file: string; bytes: number; gzipBytes: number; moduleIds: string[] }[];
}

const normalId = (id: string) => id.replaceAll('\\', '/');

/** Builds the web app (production mode, no source maps) into `outDir` and reports what each page loads. */
export async function buildAndInspect(outDir: string): Promise<BuildReport> {
  const result = await build({
    root: webRoot,
    configFile: `${webRoot}vite.config.ts`,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false, write: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of outputs)
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the build');
  const closure = (start: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of chunks.get(file)?.imports ?? []) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const loaded = new Set<string>();
  const pages = {} as Record<PageName, PageChunks>;
  for (const [name, screen] of Object.entries(PAGES) as [PageName, string][]) {
    const home = [...chunks.values()].find((c) =>
      c.moduleIds.some((id) => normalId(id).endsWith(`/${screen}`)),
    );
    if (!home) throw new Error(`no chunk holds ${screen}`);
    const files = [...closure([entry.fileName, home.fileName])];
    files.forEach((f) => loaded.add(f));
    const code = files.map((f) => chunks.get(f)!.code).join('\n');
    pages[name] = {
      files,
      moduleIds: files.flatMap((f) => chunks.get(f)!.moduleIds.map(normalId)),
      bytes: Buffer.byteLength(code),
      gzipBytes: gzipSync(code).length,
    };
  }
  const lazy = [...chunks.values()]
    .filter((c) => !loaded.has(c.fileName))
    .map((c) => ({
      file: c.fileName,
      bytes: Buffer.byteLength(c.code),
      gzipBytes: gzipSync(c.code).length,
      moduleIds: c.moduleIds.map(normalId),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  return { pages, lazy };
}

/** The forbidden modules found in the entry, as "what: id" lines (empty when clean). */
export function forbiddenModules(moduleIds: readonly string[]): string[] {
  return moduleIds.flatMap((id) =>
    FORBIDDEN_IN_ENTRY.filter((f) => f.id.test(id)).map((f) => `${f.what}: ${id}`),
  );
}
