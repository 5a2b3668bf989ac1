import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output; exits the script with its code when it fails. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
