// End-to-end tests in the system Chromium against the production build served by the real server.
import { existsSync, rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';
import { run } from './run.mjs';

const chromium = findChromium();
if (!chromium) {
  const message =
    'e2e skipped: Chromium not found. Install it with `apt-get install chromium` (or set CHROMIUM_PATH) to run the end-to-end tests.';
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`${message} E2E_REQUIRED=1, so this is a failure.`);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}
rmSync('.e2e-data', { recursive: true, force: true });
if (!existsSync('dist/server/main.js') || process.env.E2E_BUILD === '1') run('node', ['scripts/build.mjs']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium });
