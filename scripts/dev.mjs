// `npm run dev`: the API server with reload on change (tsx watch, :3000) and Vite with hot reload (:5173).
// Open http://localhost:5173; Vite proxies /api, /auth/v1 and the mailbox's key address to the server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

// The site people open is Vite's, so e-mailed links and auth redirects point there.
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: process.env.PORT ?? '3000',
  HOST: '127.0.0.1',
  SITE_URL: process.env.SITE_URL ?? 'http://localhost:5173',
  // One mailbox key for the whole session: tsx watch restarts the server on every save, and a key made at
  // each start would lock the open mailbox tab again every time.
  MAILBOX_KEY: process.env.MAILBOX_KEY ?? randomBytes(24).toString('base64url'),
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 3000).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
