// Production build: the web app (client + server renderer) with Vite, the server with esbuild.
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as vite } from 'vite';
import { bundleServer } from './server-bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = `${root}vite.config.ts`;
const quiet = { logLevel: 'warn' };

rmSync(`${root}dist`, { recursive: true, force: true });
const started = Date.now();

/**
 * `BUILD_METAFILE=path`: writes what each client chunk holds (its imports and its modules' rendered sizes),
 * to see what a page downloads and why. Off by default.
 */
function chunkStats(file) {
  return {
    name: 'estudio-chunk-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[fileName] = {
          entry: chunk.isEntry,
          dynamicEntry: chunk.isDynamicEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          bytes: chunk.code.length,
          modules: Object.fromEntries(
            Object.entries(chunk.modules)
              .map(([id, m]) => [id.replace(root, ''), m.renderedLength])
              .sort((a, b) => b[1] - a[1]),
          ),
        };
      }
      writeFileSync(file, JSON.stringify(chunks, null, 2));
    },
  };
}
const metafile = process.env.BUILD_METAFILE;

// The manifest lets the server preload the chunk of the screen it renders (no waterfall before hydration).
// Every module the entry imports statically goes in one chunk: left alone, Rolldown splits the parts that
// lazy screens share into small chunks, and each costs a request with its own headers before idle.
await vite({
  configFile,
  ...quiet,
  build: {
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  plugins: metafile ? [chunkStats(metafile)] : [],
});
await vite({
  configFile,
  ...quiet,
  build: { ssr: 'entry-server.tsx', outDir: `${root}dist/ssr`, copyPublicDir: false, emptyOutDir: true },
});
await bundleServer('src/server/main.ts', 'dist/server/main.js', { sourcemap: 'linked' });

console.log(`estudio: built web and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
