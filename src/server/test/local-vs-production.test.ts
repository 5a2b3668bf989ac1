import { describe, expect, it } from 'vitest';
import { sandboxInProductionWarning } from '../modules/payments';
import { loadConfig } from '../platform/config';

// The platform's config and the payments module's warning read one rule for local vs production; the test
// lives here because the platform's own tests import no module (ADR 036).
describe('local vs production', () => {
  it('has one rule for local vs production, which the sandbox warning and the mailbox follow', () => {
    const run = (env: NodeJS.ProcessEnv) => {
      const config = loadConfig(env);
      return {
        production: config.production,
        env: config.env,
        mailbox: config.mail.mailboxEnabled,
        sandboxWarning: sandboxInProductionWarning(config) !== null,
      };
    };
    // `npm start` with nothing set: local, the mailbox on and no production warning.
    expect(run({})).toEqual({ production: false, env: 'development', mailbox: true, sandboxWarning: false });
    expect(run({ SITE_URL: 'http://127.0.0.1:4000' }).production).toBe(false);
    expect(run({ NODE_ENV: 'test' }).production).toBe(false);
    // NODE_ENV=production, or a public SITE_URL: production, the mailbox off and the sandbox warned about.
    expect(run({ NODE_ENV: 'production' })).toEqual({
      production: true,
      env: 'production',
      mailbox: false,
      sandboxWarning: true,
    });
    expect(run({ SITE_URL: 'https://estudio.example' })).toEqual({
      production: true,
      env: 'production',
      mailbox: false,
      sandboxWarning: true,
    });
  });
});
