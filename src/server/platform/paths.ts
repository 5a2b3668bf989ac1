import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this module (works from src/ and from the dist/ bundle). */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server');
    dir = parent;
  }
  return dir;
}

export const paths = {
  migrations: () => path.join(projectRoot(), 'migrations'),
  clientDist: () => path.join(projectRoot(), 'dist', 'client'),
  ssrEntry: () => path.join(projectRoot(), 'dist', 'ssr', 'entry-server.js'),
};
