#!/usr/bin/env node
// Reports what each public page loads on first visit (DESIGN 8: at most 120 KB
// gzip of JavaScript, no dashboard code). Reads the last `npm run build` from
// dist/app; builds nothing and never fails the run: it reports, it does not assert.
//
// First load of a route = the entry chunk of index.html with its static imports
// (all modulepreloaded) + the route's lazy page chunk with its static imports.
// Chunks that load later (the auth dialog's forms, toasts, dashboard) are not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 120;
const dist = path.resolve(import.meta.dirname, '..', process.env.CLIENT_DIST_DIR ?? 'dist/app');
const manifestFile = path.join(dist, '.vite/manifest.json');
const modulesFile = path.join(dist, '.vite/chunk-modules.json');

/**
 * Public routes and the page module the router lazy-loads for each
 * (app/router.tsx). `form` pages show a form at once, so they may load the
 * form libraries; the others may not.
 */
const PUBLIC_ROUTES = {
  '/': { pages: ['features/home/home-page.tsx'] },
  '/font-preview': { pages: ['features/fonts/font-preview-page.tsx'] },
  '/font-comparison': { pages: ['features/fonts/font-comparison-page.tsx'] },
  '/login': { pages: ['features/auth/pages/sign-in-page.tsx'], form: true },
  // Server-rendered (server/routes/public-pages): no SPA entry, only their own script.
  '/quotes/:slug': { entry: 'public-entry.ts' },
  '/agents/:brand': { entry: null },
};

/** Code a public page must never pull in on first load. */
const DASHBOARD_CODE = [
  /^features\/(dashboard|admin|profile)\//,
  /^routes\/dashboard-route/,
  /^features\/shell\/dashboard-layout/,
  /node_modules\/@tanstack\//,
];
const FORM_CODE = [/node_modules\/(zod|react-hook-form|@hookform)\//];

if (!fs.existsSync(manifestFile)) {
  console.log(`No ${path.relative(process.cwd(), manifestFile)}: run \`npm run build\` first.`);
  process.exit(0);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const chunkModules = fs.existsSync(modulesFile) ? JSON.parse(fs.readFileSync(modulesFile, 'utf8')) : {};

const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    gzipCache.set(file, zlib.gzipSync(bytes, { level: 9 }).length / 1024);
  }
  return gzipCache.get(file);
}

/** The chunk files (JS and CSS) a manifest entry loads with its static imports. */
function closure(keys) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) {
      console.log(`  (manifest has no entry for ${key})`);
      return;
    }
    if (entry.file.endsWith('.js')) js.add(entry.file);
    for (const c of entry.css ?? []) css.add(c);
    for (const i of entry.imports ?? []) visit(i);
  };
  for (const k of keys) visit(k);
  return { js: [...js], css: [...css] };
}

/** Groups a chunk's modules by npm package or app folder, largest first. */
function contents(file) {
  const modules = chunkModules[file];
  if (!modules) return '';
  const groups = new Map();
  for (const [rawId, len] of Object.entries(modules)) {
    // Virtual modules (the bundler's runtime) have ids starting with a NUL byte.
    const id = rawId.replace(/\0/g, '');
    const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const name = pkg ? pkg[1] : id.split('/').slice(0, 2).join('/');
    groups.set(name, (groups.get(name) ?? 0) + len);
  }
  return [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, len]) => `${name} ${(len / 1024).toFixed(1)}k`)
    .join(', ');
}

function forbiddenIn(files, forbidden) {
  const hits = new Set();
  for (const f of files) {
    for (const id of Object.keys(chunkModules[f] ?? {})) {
      if (forbidden.some((re) => re.test(id))) hits.add(id.replace(/^.*node_modules\//, ''));
    }
  }
  return [...hits];
}

const sum = (files, size = gzipKb) => files.reduce((t, f) => t + size(f), 0);

// What Chrome actually receives: the server answers `br` when asked (@fastify/compress).
const brotliCache = new Map();
function brotliKb(file) {
  if (!brotliCache.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    brotliCache.set(file, zlib.brotliCompressSync(bytes).length / 1024);
  }
  return brotliCache.get(file);
}

console.log(`Public first-load JavaScript (gzip -9), budget ${BUDGET_KB} KB per page (DESIGN 8)\n`);
const summary = [];
for (const [route, { pages = [], form, entry }] of Object.entries(PUBLIC_ROUTES)) {
  const keys = entry === undefined ? ['index.html', ...pages] : entry === null ? [] : [entry];
  const { js, css } = closure(keys);
  const jsKb = sum(js);
  const cssKb = sum(css);
  summary.push([route, jsKb, cssKb, sum(js, brotliKb)]);
  console.log(`${route}  JS ${jsKb.toFixed(1)} KB gzip in ${js.length} chunks, CSS ${cssKb.toFixed(1)} KB gzip`);
  for (const f of [...js].sort((a, b) => gzipKb(b) - gzipKb(a))) {
    const what = contents(f);
    console.log(`  ${gzipKb(f).toFixed(1).padStart(6)} KB  ${f}${what ? `  [${what}]` : ''}`);
  }
  const bad = forbiddenIn(js, form ? DASHBOARD_CODE : [...DASHBOARD_CODE, ...FORM_CODE]);
  if (bad.length) console.log(`  ! code this page should not load first: ${bad.slice(0, 8).join(', ')}`);
  console.log('');
}

console.log('Summary');
for (const [route, jsKb, cssKb, brKb] of summary) {
  const verdict = jsKb <= BUDGET_KB ? 'within budget' : `OVER by ${(jsKb - BUDGET_KB).toFixed(1)} KB`;
  console.log(
    `  ${route.padEnd(18)} ${jsKb.toFixed(1).padStart(6)} KB JS gzip (${brKb.toFixed(1)} KB brotli)  ${cssKb.toFixed(1).padStart(5)} KB CSS  ${verdict}`,
  );
}
