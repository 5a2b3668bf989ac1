// Production build: the web app (client + server renderer) with Vite, the server with esbuild.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as vite } from 'vite';
import { bundleServer } from './server-bundle.mjs';

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
await bundleServer('src/server/main.ts', 'dist/server/main.js', { sourcemap: 'linked' });

console.log(`estudio: built web and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
