import { defineConfig, devices } from '@playwright/test';
import { adminEmail, MAILBOX_KEY, ownerLabels } from './e2e/accounts';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = `.e2e-data/run-${Date.now()}`;
/*
 * Behaviour runs in light on both layouts. Colours are what a theme changes, so the dark project runs only the
 * tests tagged @dark (the WCAG checks, whose contrast rules read the colours): running every flow again in dark
 * doubled the end-to-end time and found nothing the light runs did not (the phone layout's colours are the
 * desktop's, so there is no phone-dark project).
 */
const projects = [
  { name: 'desktop-light', use: { viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const } },
  {
    name: 'desktop-dark',
    grep: /@dark/,
    use: { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const },
  },
  {
    name: 'phone-light',
    use: { ...devices['Pixel 7'], colorScheme: 'light' as const, browserName: 'chromium' as const },
  },
];
// One owner address per project: the projects run in parallel against one server.
const adminEmails = projects.flatMap((project) =>
  ownerLabels.map((label) => adminEmail(project.name, label)),
);

// The flags keep Chromium off the network it cannot reach here (no sync, updates or first-run calls).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects,
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A fresh data folder applies every migration and seed first; on a busy 2-core machine that can take minutes.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // E-mail links and redirect targets must be on the address the browser uses.
      SITE_URL: `http://127.0.0.1:${port}`,
      // Mails stay in the local mailbox, where the account tests read their links.
      MAILBOX_ENABLED: 'true',
      // …which opens only with its key: a known one, so the helpers can send it (e2e/accounts.ts).
      MAILBOX_KEY,
      ADMIN_EMAILS: adminEmails.join(','),
      // The rental sync spec serves a channel's iCal feed from the test itself, on this machine.
      CALENDAR_FETCH_ALLOW_ADDRESSES: '127.0.0.1',
      // Many sign-ups and mails from one address in a few minutes are the tests, not an attack.
      AUTH_RATE_LIMIT_IP_PER_5MIN: '10000',
      // Every spec books from this one address (the browser's): dozens of bookings in minutes are the tests.
      BOOKING_RATE_LIMIT_PER_10MIN: '10000',
      // …and takes the diagnostic from it in every project and language: a sliding window counts them all.
      DIAGNOSTIC_RATE_LIMIT_PER_10MIN: '10000',
      // …and every page of every spec sends an analytics beacon from it.
      ANALYTICS_RATE_LIMIT_PER_10MIN: '100000',
      // Specs that post through the API name a client address of their own (X-Forwarded-For), so their
      // messages never share the per-address limits with the browser tests'.
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_EMAIL_PER_HOUR: '1000',
      AUTH_EMAIL_FREQUENCY: '1',
    },
  },
});
