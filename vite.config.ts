import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const appRoot = path.resolve(import.meta.dirname, 'app');

/**
 * Writes .vite/chunk-modules.json (chunk file -> its modules and their rendered
 * sizes) so scripts/measure-public.mjs can say what a public page's first load holds.
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, Record<string, number>> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(item.modules)) {
          modules[path.relative(appRoot, id).replaceAll('\\', '/')] = info.renderedLength;
        }
        report[item.fileName] = modules;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report) });
    },
  };
}

export default defineConfig({
  root: appRoot,
  publicDir: path.resolve(import.meta.dirname, 'app/public'),
  plugins: [react(), tailwindcss(), chunkModulesReport()],
  resolve: {
    alias: {
      '@domain': path.resolve(import.meta.dirname, 'domain'),
      '~': appRoot,
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, process.env.CLIENT_DIST_DIR ?? 'dist/app'),
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/measure-public.mjs to add up each public page's first load.
    manifest: true,
    // SVGs stay files rather than base64 inside the JavaScript that every
    // visitor parses; other small assets may still be inlined (DESIGN 8).
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    // Every browser we support has <link rel="modulepreload">; no polyfill.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: path.join(appRoot, 'index.html'),
        // The few-KB script of the server-rendered /quotes/* and /agents/* pages.
        public: path.join(appRoot, 'public-entry.ts'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
