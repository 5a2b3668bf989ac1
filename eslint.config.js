// Lint: typescript-eslint + React hooks, and the import boundaries of docs/architecture.md.
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs
  .readdirSync('src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const modules = fs
  .readdirSync('src/server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const serverFromWeb = {
  group: ['@server/*', '**/server/**'],
  message: 'Web code never imports server code.',
};
const webFromServer = { group: ['@web/*', '**/web/**'], message: 'Server code never imports web code.' };

// Server boundaries (ADR 036): another module only through its door (index.ts); the platform knows no module
// and not the composition root; production code never imports the test wiring.
const throughDoor = (others, prefix) => ({
  regex: `^(${prefix}|@server/modules/)(${others.join('|')})/(?!index$).+`,
  message: 'Import another module through its door (modules/<name>/index.ts), never its files.',
});
const platformFromModules = {
  regex: '^((\\.\\./)+|@server/)(modules/|(app|seeds|db-schema)$)',
  message: 'The platform depends on no module: modules register with it at composition (app.ts, seeds.ts).',
};
const productionFromTest = {
  regex: '^((\\.\\./)+|\\./|@server/)test/',
  message: 'Production code never imports src/server/test/ (test wiring and fakes).',
};
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-app.ts', '**/*test-helpers.ts'];
// pending: auth is being edited; authorization.test.ts moves to the doors once its helpers live in src/server/test/.
const pendingDoors = ['src/server/test/authorization.test.ts'];

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', '.e2e-data', 'test-results', 'playwright-report', 'migrations'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  restrict(['src/web/**'], [serverFromWeb]),
  restrict(['src/server/**'], [webFromServer]),
  ...modules.flatMap((module) => {
    const others = modules.filter((other) => other !== module);
    const files = [`src/server/modules/${module}/**`];
    return [
      restrict(files, [webFromServer, throughDoor(others, '(\\.\\./)+')]),
      {
        ...restrict(files, [webFromServer, throughDoor(others, '(\\.\\./)+'), productionFromTest]),
        ignores: testFiles,
      },
    ];
  }),
  {
    ...restrict(
      ['src/server/*.ts'],
      [webFromServer, throughDoor(modules, '\\./modules/'), productionFromTest],
    ),
    ignores: ['src/server/db-schema.ts', ...testFiles],
  },
  restrict(['src/server/test/**'], [webFromServer, throughDoor(modules, '(\\.\\./)+modules/')]),
  restrict(['src/server/platform/**'], [webFromServer, platformFromModules]),
  {
    ...restrict(['src/server/platform/**'], [webFromServer, platformFromModules, productionFromTest]),
    ignores: testFiles,
  },
  restrict(pendingDoors, [webFromServer]),
  restrict(
    ['src/contracts/**'],
    [
      serverFromWeb,
      webFromServer,
      { group: ['node:*'], message: 'Contracts hold schemas and types only, no I/O.' },
    ],
  ),
  restrict(
    ['src/web/components/**', 'src/web/lib/**'],
    [
      serverFromWeb,
      {
        group: ['@web/features/*', '@web/app/*', '**/features/**', '**/app/**'],
        message: 'Shared web code does not depend on features or the app shell.',
      },
    ],
  ),
  // A feature uses its own files and shared code only; shared code moves down to contracts, lib or components/ui.
  ...features.map((feature) =>
    restrict(
      [`src/web/features/${feature}/**`],
      [
        serverFromWeb,
        {
          group: [
            ...features
              .filter((other) => other !== feature)
              .flatMap((other) => [
                `@web/features/${other}/*`,
                `**/features/${other}/**`,
                `../${other}/**`,
                `../../${other}/**`,
              ]),
            '@web/app/*',
            '../../app/*',
            '../../../app/*',
          ],
          message: 'Features never import other features or the app shell.',
        },
      ],
    ),
  ),
);
