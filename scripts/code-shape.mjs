// Prints the codebase-shape figures issue 15 tracks (docs/architecture.md, "Measuring the shape"):
// source files, files over 250 lines, median file length, functions over 100 lines, server imports that
// reach into another module past its door (index.ts), and test files inside folders the web build globs.
// Usage: node scripts/code-shape.mjs [--list]   (--list names the long files and functions)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const list = process.argv.includes('--list');
const LONG_FILE = 250;
const LONG_FUNCTION = 100;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const all = walk(join(root, 'src'));
const isTest = (file) => /\.test\.tsx?$/.test(file) || /\/test\//.test(file) || /test-setup/.test(file);
const sources = all.filter((file) => !isTest(file));
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const lengths = [];
const longFiles = [];
const longFunctions = [];
const reaches = [];
const moduleOf = (file) => /src\/server\/modules\/([^/]+)\//.exec(file)?.[1];

for (const file of sources) {
  const text = readFileSync(file, 'utf8');
  const lines = lineCount(text);
  const rel = relative(root, file);
  lengths.push(lines);
  if (lines > LONG_FILE) longFiles.push([rel, lines]);

  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.end).line;
      if (end - start + 1 > LONG_FUNCTION) {
        const name =
          node.name?.getText(source) ??
          (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : '(anonymous)');
        longFunctions.push([`${rel}:${start + 1} ${name}`, end - start + 1]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  // A server module importing another module's file other than its door.
  const from = moduleOf(file);
  if (!from) continue;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier?.text;
    if (!specifier?.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    const to = moduleOf(`${target}/`);
    if (to && to !== from && relative(join(root, 'src/server/modules', to), target) !== '')
      reaches.push(`${rel} → ${relative(root, target)}`);
  }
}

// Test files under the folders whose screens the web build globs would become client chunks.
const bundledTests = all.filter((file) => /src\/web\/features\/[^/]+\/screens\/.*\.test\.tsx?$/.test(file));

lengths.sort((a, b) => a - b);
const median = lengths[Math.floor(lengths.length / 2)];
longFiles.sort((a, b) => b[1] - a[1]);
longFunctions.sort((a, b) => b[1] - a[1]);

console.log('Code shape (src, tests excluded):');
console.table({
  'source files': sources.length,
  'median file length (lines)': median,
  [`files over ${LONG_FILE} lines`]: longFiles.length,
  [`functions over ${LONG_FUNCTION} lines`]: longFunctions.length,
  'server imports past another module’s index.ts': reaches.length,
  'test files in globbed screen folders': bundledTests.length,
});
if (list) {
  console.log('\nLong files:');
  for (const [name, lines] of longFiles) console.log(`  ${String(lines).padStart(5)}  ${name}`);
  console.log('\nLong functions:');
  for (const [name, lines] of longFunctions) console.log(`  ${String(lines).padStart(5)}  ${name}`);
  if (reaches.length) console.log('\nImports past a door:\n  ' + reaches.join('\n  '));
}
