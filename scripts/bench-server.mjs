// The production server on a throw-away embedded database, for the benchmark scripts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Starts dist/server/main.js with extra env on a random port and waits until it answers. */
export async function startBenchServer(env = {}) {
  const port = 4300 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'estudio-bench-'));
  // BENCH_SERVER_ENTRY: another bundle of the server (an experiment beside a build others are using).
  const server = spawn(process.execPath, [process.env.BENCH_SERVER_ENTRY ?? 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A loaded machine migrates a fresh database slowly: BENCH_START_SECONDS waits longer (default 120 s).
  const tries = Number(process.env.BENCH_START_SECONDS ?? 120) * 10;
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop, pid: server.pid };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('server did not start');
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
