// Production build: the web app (client + server renderer) with Vite, the server with esbuild.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as vite } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = `${root}vite.config.ts`;
const quiet = { logLevel: 'warn' };

rmSync(`${root}dist`, { recursive: true, force: true });
const started = Date.now();

// The manifest lets the server preload the chunk of the screen it renders (no waterfall before hydration).
await vite({ configFile, ...quiet, build: { manifest: true } });
await vite({
  configFile,
  ...quiet,
  build: { ssr: 'entry-server.tsx', outDir: `${root}dist/ssr`, copyPublicDir: false, emptyOutDir: true },
});
await esbuild({
  entryPoints: [`${root}src/server/main.ts`],
  outfile: `${root}dist/server/main.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: `${root}tsconfig.json`,
  logLevel: 'warning',
  sourcemap: 'linked',
});

console.log(`estudio: built web and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
