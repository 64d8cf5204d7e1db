import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndInspect, forbiddenModules, PAGES, type BuildReport } from './chunks';

/**
 * Issue 12: the sign-in, pricing and chat pages (all in the entry chunk) ship none of the
 * dashboard's, the charts' or the trading schemas' code. A real production build.
 */
describe('built chunks', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'avatara-web-chunks-'));
  let report: BuildReport;
  beforeAll(async () => {
    report = await buildAndInspect(outDir);
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])(
    'the %s page loads its screen but no dashboard, chart or trading-schema module',
    (name) => {
      const page = report.pages[name];
      expect(page.moduleIds.some((id) => id.endsWith(`/${PAGES[name]}`))).toBe(true);
      expect(forbiddenModules(page.moduleIds)).toEqual([]);
      expect(page.gzipBytes).toBeGreaterThan(0);
    },
  );

  it('the chat page has the $ button but the panel comes only on a click', () => {
    expect(report.pages.chat.moduleIds.some((id) => id.endsWith('/apps/web/src/chat/ChatBar.tsx'))).toBe(
      true,
    );
    const panel = report.lazy.find((c) =>
      c.moduleIds.some((id) => id.endsWith('/apps/web/src/trading/TradingPanel.tsx')),
    );
    expect(panel, 'a lazy chunk with the panel').toBeDefined();
    const charts = report.lazy.filter((c) =>
      c.moduleIds.some((id) => id.includes('/node_modules/lightweight-charts/')),
    );
    expect(charts.length, 'the chart library in a lazy chunk').toBeGreaterThan(0);
  });

  it("the operators' safety page comes in a chunk of its own, loaded when opened", () => {
    const page = report.lazy.find((c) =>
      c.moduleIds.some((id) => id.endsWith('/apps/web/src/operator/SafetyPage.tsx')),
    );
    expect(page, 'a lazy chunk with the safety page').toBeDefined();
  });

  it('the check itself catches a forbidden module', () => {
    expect(
      forbiddenModules([
        '/x/apps/web/src/trading/TradingPanel.tsx',
        '/x/node_modules/lightweight-charts/dist/x.js',
        '/x/packages/contracts/src/trading-config.ts',
        '/x/packages/contracts/src/http/trading.ts',
        '/x/apps/web/src/operator/ReportQueue.tsx',
      ]),
    ).toHaveLength(5);
    expect(
      forbiddenModules([
        '/x/apps/web/src/trading/useTradingAccess.ts',
        '/x/packages/contracts/src/chat.ts',
        '/x/packages/contracts/src/http/trading-access.ts',
      ]),
    ).toEqual([]);
  });
});
