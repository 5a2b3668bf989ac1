// A server of the realtime spec's own (its own port and data folder), which the spec stops and starts again:
// the shared e2e server must stay up for the other specs.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestInfo } from '@playwright/test';
import { MAILBOX_KEY } from './accounts';

/** A port nobody listens on now: a fixed one could still be held by another run's server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function healthy(base: string, timeoutMs: number, exited: () => boolean) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // Our process is gone (the port was taken after all): whatever answers there is not our server.
    if (exited()) throw new Error(`the spare server for ${base} exited before it was healthy`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the spare server at ${base} did not become healthy`);
}

/** Starts `node dist/server/main.js` on a free port; `stop` and `start` keep its port and data. */
export async function startSpareServer(testInfo: TestInfo, adminEmails: string[]) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `.e2e-data/realtime-${testInfo.project.name}-${port}-${Date.now()}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SITE_URL: base,
    MAILBOX_ENABLED: 'true',
    MAILBOX_KEY,
    ADMIN_EMAILS: adminEmails.join(','),
    AUTH_RATE_LIMIT_IP_PER_5MIN: '10000',
    BOOKING_RATE_LIMIT_PER_10MIN: '10000',
    AUTH_RATE_LIMIT_EMAIL_PER_HOUR: '1000',
    AUTH_EMAIL_FREQUENCY: '1',
  };
  let child: ChildProcess | null = null;
  const server = {
    base,
    async start() {
      const started = spawn(process.execPath, ['dist/server/main.js'], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = started;
      // Not healthy in time: stopped here, or it would outlive the run (the test never gets a server to stop).
      await healthy(base, 90_000, () => started.exitCode !== null).catch((error: unknown) => {
        started.kill('SIGKILL');
        throw error;
      });
    },
    /** Stops it as a deployment would (SIGTERM: sockets closed with 1001) and waits for the exit. */
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
  await server.start();
  return server;
}
