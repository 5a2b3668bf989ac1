import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@contracts': r('./src/contracts'),
  '@web': r('./src/web'),
};

/** The API server in development (scripts/dev.mjs starts both). */
const apiServer = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// The web app lives in src/web; the server (src/server) is bundled separately by scripts/build.mjs.
export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
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
