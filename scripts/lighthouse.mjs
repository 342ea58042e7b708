#!/usr/bin/env node
// Lighthouse (mobile) on the public pages of the built app, against the real
// production server on a fresh data folder (DESIGN 8: performance and
// accessibility at least 95). Prints the scores and what costs points; reports,
// never fails the run. Needs `npm run build` first and Chromium at CHROME_PATH
// (default /usr/bin/chromium).
//   npm run bench:lighthouse [-- /path /other-path]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = process.env.LIGHTHOUSE_PORT ?? '4460';
const PG_PORT = process.env.LIGHTHOUSE_PG_PORT ?? '4461';
const base = `http://127.0.0.1:${PORT}`;
// The demo seed's branded quote and agent page (server/db/seed-quotes.ts, seed-branding.ts);
// the blog and a seeded article (server/db/seed-blog.ts).
const DEFAULT_PAGES = [
  '/',
  '/font-preview',
  '/quotes/santorini-sunset-escape',
  '/agents/hughes-holidays',
  '/blog',
  '/blog/what-atol-protection-means-for-your-customers',
];
const pages = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
const clientDir = path.resolve(root, process.env.CLIENT_DIST_DIR ?? 'dist/app');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = 95;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
  console.log(`No ${path.relative(root, clientDir)}: run \`npm run build\` first.`);
  process.exit(0);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ap-lighthouse-'));
// mkdtemp makes a 0700 folder; the embedded server runs as `postgres` when we are root.
fs.chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT,
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: PG_PORT,
    // The demo quote and agent page are among the pages measured.
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stop().then(() => process.exit(130)));
}

async function waitForHealth() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not answer /api/health within 90 s');
}

/** Runs the Lighthouse CLI (mobile is its default) and returns the parsed report. */
function runLighthouse(url) {
  const out = path.join(dataDir, `report-${Date.now()}.json`);
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  const result = spawnSync(
    bin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8' },
  );
  if (!fs.existsSync(out)) throw new Error(`lighthouse failed: ${result.stderr || result.error}`);
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/** Audits that cost points in a category, worst first. */
function shortfalls(report, category) {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 0.9)
    .sort((a, b) => a.score - b.score)
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

try {
  await waitForHealth();
  console.log(`Lighthouse mobile on ${base} (target: performance and accessibility >= ${TARGET})\n`);
  const rows = [];
  for (const page of pages) {
    const report = runLighthouse(`${base}${page}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]));
    rows.push([page, scores]);
    console.log(`${page}`);
    console.log(`  ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join('  ')}`);
    console.log(`  ${METRICS.map(([id, label]) => `${label} ${report.audits[id].displayValue}`).join('  ')}`);
    // Lighthouse's CPU benchmark: under ~1000 the machine was busy or slow, and
    // the simulated mobile CPU (4x slower) makes blocking time look worse.
    const work = report.audits['mainthread-work-breakdown'];
    console.log(
      `  machine benchmark index ${report.environment.benchmarkIndex}; main-thread work ${work.displayValue ?? '-'}`,
    );
    const boot = report.audits['bootup-time'].details?.items ?? [];
    for (const item of boot.slice(0, 4)) {
      console.log(
        `    ${String(item.url).replace(base, '')}: script ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms`,
      );
    }
    if (process.env.LIGHTHOUSE_KEEP) {
      const file = path.join(process.env.LIGHTHOUSE_KEEP, `lighthouse${page.replaceAll('/', '_') || '_'}.json`);
      fs.mkdirSync(process.env.LIGHTHOUSE_KEEP, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(report));
      console.log(`  report: ${file}`);
    }
    for (const c of CATEGORIES) {
      const misses = shortfalls(report, c);
      if (misses.length) console.log(`  ${c} misses: ${misses.join('; ')}`);
    }
    console.log('');
  }
  console.log('Summary');
  for (const [page, s] of rows) {
    const ok = s.performance >= TARGET && s.accessibility >= TARGET;
    console.log(
      `  ${page.padEnd(34)} perf ${s.performance}  a11y ${s.accessibility}  ${ok ? 'meets the target' : 'BELOW the target'}`,
    );
  }
} catch (e) {
  console.log(`Lighthouse run failed: ${e instanceof Error ? e.message : e}`);
} finally {
  await stop();
}
