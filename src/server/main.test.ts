import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from './platform/paths';

// The real entry point, as an operator runs it (from source through tsx, so no build is needed).
const entry = path.join(projectRoot(), 'src/server/main.ts');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, running: Running) {
  for (let i = 0; i < 1200; i++) {
    if (running.child.exitCode !== null) throw new Error(`server exited: ${running.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy: ${running.output()}`);
}

// Below Linux's ephemeral range (32768+), so no outgoing connection holds it.
const randomPort = () => 10_000 + Math.floor(Math.random() * 20_000);
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('exits with code 1 and one line per configuration problem, without a stack trace', async () => {
    const running = start({ PORT: 'seventy', DATABASE_URL: 'mysql://db' });
    children.push(running.child);
    expect(await running.exited).toBe(1);
    const lines = running.output().trim().split('\n');
    expect(lines).toEqual([
      'estudio: Invalid configuration:',
      expect.stringMatching(/^ {2}PORT: .*"seventy"/),
      expect.stringMatching(/^ {2}DATABASE_URL: /),
    ]);
  });

  it('names the host when PostgreSQL cannot be reached', async () => {
    const running = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/estudio' });
    children.push(running.child);
    expect(await running.exited).toBe(1);
    expect(running.output().trim()).toBe(
      'estudio: Cannot connect to PostgreSQL at 127.0.0.1:1/estudio: connection refused.',
    );
  });

  it('names the folder when the embedded database is damaged', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-damaged-'));
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'not a version\n');
    const running = start({ DATA_DIR: dataDir });
    children.push(running.child);
    expect(await running.exited).toBe(1);
    expect(running.output().trim()).toMatch(
      new RegExp(
        `^estudio: The embedded database in ${path.join(dataDir, 'pglite')} could not be opened .*damaged`,
      ),
    );
    expect(fs.existsSync(path.join(dataDir, 'estudio.lock'))).toBe(false);
  });

  it('keeps its data across a graceful restart and refuses a second server on the same folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-main-'));
    const port = randomPort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    children.push(first.child);
    expect(await waitForHealth(port, first)).toMatchObject({ status: 'ok', database: { engine: 'pglite' } });
    expect(first.output()).toContain(
      '"seeded":["content-v1","diagnostic-v1","booking-v1","cv-v1","testimonials-v1","rental-v1"]',
    );
    // `npm start` with nothing set is a local run (README): the mailbox is on and no production warning shows.
    expect(first.output()).toContain('mails go to the local mailbox');
    // The mailbox opens only with the key in the address the log prints (a new one at every start).
    const opener = /open the mailbox at (http:\/\/\S+?\/dev\/mailbox\?key=[\w-]+)/.exec(first.output())?.[1];
    expect(opener).toMatch(new RegExp(`^http://localhost:${port}/dev/mailbox\\?key=`));
    const mailboxApi = `http://127.0.0.1:${port}/api/dev/mailbox`;
    expect((await fetch(mailboxApi)).status).toBe(401);
    const key = new URL(opener!).searchParams.get('key')!;
    expect((await fetch(mailboxApi, { headers: { 'x-mailbox-key': key } })).status).toBe(200);
    expect(first.output()).not.toContain('THE SANDBOX TAKES THE CHECKOUTS');

    const second = start({ DATA_DIR: dataDir, PORT: String(port + 1), HOST: '127.0.0.1' });
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data folder .* is in use by another Estudio process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('database closed');
    expect(fs.existsSync(path.join(dataDir, 'estudio.lock'))).toBe(false);

    const again = start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    children.push(again.child);
    await waitForHealth(port, again);
    expect(again.output()).toContain('"migrated":[],"seeded":[]');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });
});
