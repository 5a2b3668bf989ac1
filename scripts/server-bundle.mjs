// The one way the server is bundled (esbuild: Node 20, ESM, dependencies left in node_modules).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function bundleServer(entry, outfile, options = {}) {
  return build({
    entryPoints: [`${root}${entry}`],
    outfile: `${root}${outfile}`,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'warning',
    ...options,
  });
}
