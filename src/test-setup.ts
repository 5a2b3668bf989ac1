// An unexpected console.error is a defect: fail the test that caused it.
import { afterEach } from 'vitest';

let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});
