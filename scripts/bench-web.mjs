// `npm run bench:web`: what a phone downloads and how Lighthouse scores the public pages, in the system
// Chromium against the production build (run `npm run build` first). Prints figures and which budget each
// page misses; it never fails the run (budgets are goals, not tests; scripts/check-budget.mjs is the CI check).
// BENCH_PAGES: a comma-separated list (default: the public pages of issue 23); BENCH_RUNS: Lighthouse runs per
// page (default 3, the median is shown); BENCH_LIGHTHOUSE=0 skips Lighthouse.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';
import { startBenchServer } from './bench-server.mjs';

const publicPages = [
  '/',
  '/app',
  '/projects',
  '/projects/la-mansion',
  '/cv',
  '/biography',
  '/airbnb',
  '/diagnostico-marca-profesional',
];
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : publicPages;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const JS_BUDGET_KB = 100;
const goals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const chromePath = findChromium();
if (!chromePath) {
  console.error('bench:web needs Chromium (apt-get install chromium, or set CHROMIUM_PATH)');
  process.exit(1);
}

const { base, stop } = await startBenchServer();
try {
  // 1. JavaScript transferred (compressed bytes on the wire) until the page is idle, at phone size.
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const transfer = [];
  for (const path of pages) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'es-MX',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map();
    let js = 0;
    let all = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      all += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') js += e.encodedDataLength;
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    transfer.push({
      page: path,
      'JS KB (compressed)': +(js / 1024).toFixed(1),
      'all KB': +(all / 1024).toFixed(1),
      budget: js / 1024 <= JS_BUDGET_KB ? 'met' : `missed by ${(js / 1024 - JS_BUDGET_KB).toFixed(1)} KB`,
    });
    await context.close();
  }
  await browser.close();
  console.log(`JavaScript before idle, phone (budget ≤ ${JS_BUDGET_KB} KB compressed):`);
  console.table(transfer);

  // 2. Lighthouse, mobile (its default: emulated phone, slow 4G, 4× CPU slowdown). BENCH_LIGHTHOUSE=0 skips it.
  if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseScores(base);
} finally {
  await stop();
}

async function lighthouseScores(base) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const scores = [];
  try {
    for (const path of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(base + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(goals),
        });
        // A run Lighthouse could not finish (say, no paint in time on a busy machine) scores 0: say why.
        if (lhr.runtimeError)
          console.log(`${path} run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        results.push(lhr);
      }
      // The median run by performance score stands for the page (its audits are the ones listed below).
      results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const result = { lhr: results[Math.floor(results.length / 2)] };
      const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const row = { page: path };
      const missed = [];
      for (const [id, goal] of Object.entries(goals)) {
        const score = median(results.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
        row[id] = score;
        if (score < goal) missed.push(`${id} ${score} < ${goal}`);
      }
      row['LCP ms'] = median(
        results.map((lhr) => Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
      );
      // Lighthouse's measure of this machine's CPU (higher is faster): its simulated phone is this machine's
      // work × 4, so the same page scores lower on a slower or busier machine.
      row['CPU index'] = median(results.map((lhr) => Math.round(lhr.environment?.benchmarkIndex ?? 0)));
      row['TBT ms'] = median(
        results.map((lhr) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
      );
      row.goals = missed.length ? `missed: ${missed.join(', ')}` : 'met';
      scores.push(row);
      // What to look at when a category misses its goal.
      for (const [id, goal] of Object.entries(goals)) {
        const category = result.lhr.categories[id];
        if (!category || Math.round(category.score * 100) >= goal) continue;
        const failing = category.auditRefs
          .map((ref) => result.lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a.id} (${Math.round(a.score * 100)})`);
        console.log(`${path} ${id}: ${failing.slice(0, 8).join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(
    `Lighthouse, mobile, median of ${runs} (goals: performance ≥ 95, accessibility, best practices and SEO 100):`,
  );
  console.table(scores);
}
