import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@contracts': r('./src/contracts'),
  '@web': r('./src/web'),
};

/**
 * The web app runs on Preact's React compatibility layer instead of React (ADR 054: every public page under the
 * 100 KB budget). The code and its libraries keep importing React; these send every React entry point to Preact,
 * in the browser build, the server renderer and the web's unit tests alike, so the same library renders and
 * hydrates. A string alias matches the name or the name and a subpath, never `react-router` or
 * `react-hook-form`. `WEB_RUNTIME=react` builds on React itself, to compare or to bisect a difference.
 */
const onPreact = process.env.WEB_RUNTIME !== 'react';
const webRuntimeAliases: Record<string, string> = onPreact
  ? { react: 'preact/compat', 'react-dom': 'preact/compat' }
  : {};

/** The API server in development (scripts/dev.mjs starts both). */
const apiServer = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// The web app lives in src/web; the server (src/server) is bundled separately by scripts/build.mjs.
export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  // Fast Refresh is React's own runtime; under Preact an edit reloads the page instead.
  plugins: [react(onPreact ? { refreshExclude: /./ } : {}), tailwindcss()],
  resolve: { alias: { ...aliases, ...webRuntimeAliases } },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router reads React 19's useOptimistic when there is one and keeps the plain value when not, as
        // under Preact: the warning that the import is undefined is that expected case.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
  ssr: {
    // Bundle everything into the SSR entry so dist/ssr runs without Vite.
    noExternal: true,
  },
  server: {
    port: 5173,
    proxy: {
      // The realtime WebSocket (ADR 037), before /api so its upgrade is proxied too.
      '/api/realtime': { target: apiServer, ws: true },
      '/api': apiServer,
      '/auth/v1': apiServer,
      // The mailbox's address with its key (printed in the server's log) goes to the server, which leaves
      // the mailbox cookie and redirects to the page without the key; the page itself is Vite's.
      '/dev/mailbox': {
        target: apiServer,
        bypass: (req) =>
          new URL(req.url ?? '/', 'http://vite').searchParams.has('key') ? undefined : req.url,
      },
    },
  },
});
