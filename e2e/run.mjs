// Runs the Playwright suite in Debian's Chromium. Without a browser: a one-line notice and a skip,
// except in CI (CI=true), where a missing browser is an error.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(browser)) {
  const msg = `[skip] no Chromium at ${browser}: browser tests skipped (install Debian's chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI === 'true') {
    console.error(msg.replace('[skip]', '[error]'));
    process.exit(1);
  }
  console.warn(msg);
  process.exit(0);
}
const res = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: import.meta.dirname,
});
process.exit(res.status ?? 1);
