// `npm test`: build, unit and integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), e2e.
import { run } from './run.mjs';

run('node', ['scripts/build.mjs']);
// The public pages' JavaScript budget, on the files just built (docs/decisions/051-public-javascript-budget.md).
run('node', ['scripts/check-budget.mjs']);
if (!process.env.TEST_DATABASE_URL)
  console.log('note: TEST_DATABASE_URL is not set, so the integration tests run on PGlite only.');
run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
