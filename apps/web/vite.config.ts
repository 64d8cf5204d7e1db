import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the API server listens during development (`npm run dev -w @avatara/server`). */
const API_TARGET = 'http://127.0.0.1:8080';

/**
 * Path prefixes answered by the API server: spec §7 of avatar-chat.md and of
 * trading-dashboard.md, plus our own /health, /api-docs, /auth (social sign-in), /logout,
 * /password and /account (forgotten passwords, the account page's calls),
 * /plans, /sandbox (test checkout), /avatars (portraits) and /nhs (the overlay's catalog).
 * Keep client routes (see src/routes.tsx) distinct from these prefixes.
 */
const API_PATHS = [
  '/get-user',
  '/register',
  '/logout',
  '/login',
  '/trial',
  '/getAvatars',
  '/kichat',
  '/memories',
  '/azureSpeech',
  '/getNHSMetaData',
  '/nhs',
  '/loadGeneratedImage',
  '/version.txt',
  '/ai_models_list.txt',
  '/create-checkout-session',
  '/plans',
  '/sandbox',
  '/avatars',
  '/setConsent',
  '/password',
  '/account',
  '/isConsent',
  '/health',
  '/api-docs',
  '/auth',
  '/wallet',
  '/market',
  '/allocations',
  '/trading',
  '/portfolio',
  '/deals',
  '/config',
  '/admin',
  '/backtest',
  '/signals',
];

const proxy = Object.fromEntries(API_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: false }]));

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react()],
  // Source maps are written for local debugging but not referenced, and the server never serves them in production.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  server: { proxy },
  preview: { proxy },
});
