import fs from 'node:fs';
import { isLanguage } from '@contracts/language';
import { createOrPromoteAdmin, importUsers, removeFactors, rotateSigningKey } from './modules/auth';
import { ConfigError, loadConfig } from './platform/config';
import { DatabaseStartError, openDatabase } from './platform/db/client';
import { DataDirLockedError } from './platform/db/lock';
import { MigrationError, migrate } from './platform/db/migrate';
import { seed } from './seeds';
import { paths } from './platform/paths';

const usage = `Usage:
  npm run admin -- create --email you@example.com [--name "Your Name"] [--lang es|en]
    --lang: the account's language (site and e-mails); a new account without it has no choice (the site
            keeps the browser's language; e-mails go in es)
  npm run admin -- remove-factors --email you@example.com
    removes the account's second factors and ends its sessions (a lost authenticator)
  npm run admin -- rotate-keys
  npm run users:import -- export.json [--vouch]
    --vouch: every confirmed address in the export is proven (you vouch the old site never autoconfirmed);
             without it, only rows whose confirmation was mailed (confirmation_sent_at) are`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0
    ? args[index + 1]
    : args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function fail(message: string): never {
  process.stderr.write(`estudio: ${message}\n`);
  process.exit(1);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const action = command === 'admin' ? args[0] : command;
  if (!action || !['create', 'remove-factors', 'rotate-keys', 'users:import'].includes(action)) fail(usage);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.sql, paths.migrations());
    await seed(database.db);
    if (action === 'create') {
      const email = option(args, 'email');
      if (!email) fail(usage);
      const lang = option(args, 'lang');
      if (lang !== undefined && !isLanguage(lang)) fail(`--lang must be es or en, not "${lang}"\n${usage}`);
      const result = await createOrPromoteAdmin(database.db, config, email, option(args, 'name') ?? '', lang);
      const lines = [`${result.email} is an administrator${result.created ? ' (new account)' : ''}.`];
      if (result.password)
        lines.push(
          `One-time password: ${result.password}`,
          'Sign in at ' +
            new URL('/auth', config.siteUrl).href +
            ' and change it from "Forgot your password?".',
        );
      if (result.setPasswordLink)
        lines.push(`Set a password here (also e-mailed): ${result.setPasswordLink}`);
      process.stdout.write(lines.join('\n') + '\n');
    } else if (action === 'remove-factors') {
      const email = option(args, 'email');
      if (!email) fail(usage);
      const result = await removeFactors(database.db, email);
      process.stdout.write(
        `${result.email}: ${result.removed} second factor(s) removed and every session ended; ` +
          'the next sign-in asks only for the password.\n',
      );
    } else if (action === 'rotate-keys') {
      await rotateSigningKey(database.db);
      process.stdout.write(
        'A new signing key is in use; the old one stays published until its tokens expire.\n',
      );
    } else {
      const file = args.find((arg) => !arg.startsWith('--'));
      if (!file) fail(usage);
      let json: unknown;
      try {
        json = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        fail(`cannot read ${file}: ${(error as Error).message}`);
      }
      const report = await importUsers(database.db, config, json, { vouch: args.includes('--vouch') });
      process.stdout.write(`Imported ${report.imported} account(s).\n`);
      for (const skipped of report.skipped)
        process.stdout.write(`Skipped ${skipped.email}: ${skipped.reason}\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError)
    fail(`${error.message} Stop the server first (the embedded database allows one process at a time).`);
  if ([ConfigError, DatabaseStartError, MigrationError].some((kind) => error instanceof kind))
    fail((error as Error).message);
  fail((error as Error)?.message ?? String(error));
});
