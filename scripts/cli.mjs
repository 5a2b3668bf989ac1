// Builds the server's command-line entry (a second or so) and runs it: `npm run admin`, `npm run users:import`.
import { spawnSync } from 'node:child_process';
import { bundleServer, root } from './server-bundle.mjs';

await bundleServer('src/server/cli.ts', 'dist/server/cli.js');
const result = spawnSync(process.execPath, [`${root}dist/server/cli.js`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
