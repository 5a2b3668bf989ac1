// Builds the server's command-line entry (a second or so) and runs it: `npm run admin`, `npm run users:import`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
await build({
  entryPoints: [`${root}src/server/cli.ts`],
  outfile: `${root}dist/server/cli.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: `${root}tsconfig.json`,
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, [`${root}dist/server/cli.js`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
