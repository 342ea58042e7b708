import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'app'),
  publicDir: path.resolve(import.meta.dirname, 'app/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@domain': path.resolve(import.meta.dirname, 'domain'),
      '~': path.resolve(import.meta.dirname, 'app'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/app'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
