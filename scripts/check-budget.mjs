// The public pages' JavaScript budget, checked on the built files (issue 23, docs/decisions/051-public-javascript-budget.md):
// for each public page, the compressed size of what the browser must run before the page is interactive — the
// entry chunk, the page's screen chunk and the chunks of its texts, each with every chunk they import statically
// — walked from Vite's manifest (dist/client/.vite/manifest.json) and gzipped like the server sends them.
// `node scripts/check-budget.mjs` prints the table and fails when a page is over the ceiling; scripts/test.mjs
// runs it after the build. A size check on files, never a timing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The goal of issue 23: each public page's JavaScript before idle, compressed. */
export const GOAL_KB = 100;
/**
 * What CI enforces: the heaviest page measured, plus a small margin — a ratchet under the goal (150 when this check
 * landed on React; 147 once the sign-in's second step left the entry; 90 on Preact's compat layer, ADR 054:
 * 88.8 KB, `/projects/{slug}`). Lower it whenever a page gets lighter; never raise it to let a feature in, and
 * never above the goal.
 */
export const CEILING_KB = Number(process.env.JS_CEILING_KB ?? 90);
/** The analytics beacon (src/web/lib/page-views.ts) runs on every page: it stays tiny. */
export const BEACON_BUDGET_BYTES = 1024;

/**
 * The public pages and the source modules each needs before it is interactive (relative to src/web, as the
 * manifest names them): its screen and the parts of its texts (app/routes.tsx; a test keeps the two in step).
 * The texts are counted in Spanish, the default and longer language.
 */
export const PUBLIC_PAGES = [
  { page: '/', screen: 'features/content/screens/projects-centre.tsx', messages: [] },
  { page: '/app', screen: 'features/content/screens/home.tsx', messages: [] },
  { page: '/projects', screen: 'features/content/screens/projects-centre.tsx', messages: [] },
  { page: '/projects/{slug}', screen: 'features/content/screens/project-detail.tsx', messages: [] },
  { page: '/cv', screen: 'features/content/screens/cv.tsx', messages: [] },
  { page: '/biography', screen: 'features/content/screens/biography.tsx', messages: [] },
  { page: '/airbnb', screen: 'features/rental/screens/rental-landing.tsx', messages: ['rental'] },
  {
    page: '/diagnostico-marca-profesional',
    screen: 'features/diagnostic/screens/diagnostic-intro.tsx',
    messages: ['diagnostic'],
  },
];

/** The manifest key of the client entry (the HTML page Vite builds from). */
export const ENTRY_KEY = 'index.html';

/** The source modules of a language's texts for these parts (the site's part always). */
export function messageModules(lang, parts) {
  return [`locales/${lang}.ts`, ...parts.map((part) => `locales/${lang}/${part}.json`)];
}

/**
 * Every JavaScript file the browser loads for these manifest keys: each key's chunk and, recursively, the chunks
 * it imports statically (`imports`). Dynamic imports are not followed: they load later, on demand. Throws on a
 * key the manifest does not have, so a renamed screen cannot silently drop out of the check.
 */
export function chunkFiles(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`check-budget: ${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].sort();
}

/** Each page's files and compressed size; `sizeOf(file)` gives a built file's compressed bytes. */
export function pageBudgets(manifest, sizeOf, { lang = 'es', pages = PUBLIC_PAGES } = {}) {
  return pages.map(({ page, screen, messages }) => {
    const files = chunkFiles(manifest, [ENTRY_KEY, screen, ...messageModules(lang, messages)]);
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { page, files, bytes };
  });
}

/** The beacon's code on its own, minified and compressed (it has no dependencies but the browser's). */
async function beaconBytes(root) {
  const result = await build({
    entryPoints: [`${root}src/web/lib/page-views.ts`],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents).length;
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const client = `${root}dist/client/`;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(`${client}.vite/manifest.json`, 'utf8'));
  } catch {
    console.error('check-budget: no build manifest (run `npm run build` first)');
    process.exit(1);
  }
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(client + file)).length);
    return sizes.get(file);
  };
  const entryBytes = chunkFiles(manifest, [ENTRY_KEY]).reduce((sum, file) => sum + sizeOf(file), 0);
  const rows = pageBudgets(manifest, sizeOf).map(({ page, files, bytes }) => ({
    page,
    chunks: files.length,
    'JS KB (gzip)': +(bytes / 1024).toFixed(1),
    'of which entry': +(entryBytes / 1024).toFixed(1),
    goal: bytes / 1024 <= GOAL_KB ? 'met' : `over by ${(bytes / 1024 - GOAL_KB).toFixed(1)} KB`,
  }));
  console.log(
    `Public pages' JavaScript before they are interactive (goal ≤ ${GOAL_KB} KB, CI ceiling ${CEILING_KB} KB):`,
  );
  console.table(rows);
  const beacon = await beaconBytes(root);
  console.log(`Analytics beacon (lib/page-views.ts): ${beacon} B gzip (budget ${BEACON_BUDGET_BYTES} B)`);

  const over = rows.filter((row) => row['JS KB (gzip)'] > CEILING_KB);
  let failed = false;
  if (over.length) {
    console.error(
      `check-budget: over the ${CEILING_KB} KB ceiling: ${over.map((row) => row.page).join(', ')} — ` +
        'move what the page does not need before it is interactive into a chunk loaded later',
    );
    failed = true;
  }
  if (beacon > BEACON_BUDGET_BYTES) {
    console.error(`check-budget: the analytics beacon is ${beacon} B, over ${BEACON_BUDGET_BYTES} B`);
    failed = true;
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
