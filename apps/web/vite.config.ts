import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// By path, not by package name: Vite bundles the config's relative imports but hands package
// imports to Node, which cannot load the contracts' TypeScript sources.
import { API_PATHS } from '../../packages/contracts/src/api-paths';

/** Where the API server listens during development (`npm run dev -w @avatara/server`). */
const API_TARGET = 'http://127.0.0.1:8080';

const proxy = Object.fromEntries(
  API_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
);

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react()],
  // Source maps are written for local debugging but not referenced, and the server never serves them in production.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  // The password-strength worker loads zxcvbn's dictionaries as chunks of their own (dynamic imports).
  worker: { format: 'es' },
  server: { proxy },
  preview: { proxy },
});
