/**
 * Path prefixes answered by the API server, which `vite dev` and `vite preview` send to it
 * (apps/web/vite.config.ts): spec §7 of avatar-chat.md and of
 * trading-dashboard.md, plus our own /health, /api-docs, /auth (social sign-in), /logout,
 * /password and /account (forgotten passwords, the account page's calls),
 * /plans, /sandbox (test checkout), /avatars (portraits), /nhs (the overlay's catalog) and /models
 * (the model picker's list with availability), /metrics (Prometheus, docs/operations.md).
 * Keep client routes (apps/web/src/AppRoutes.tsx) distinct from these prefixes. The server's
 * `routes/dev-proxy.test.ts` fails when a route of the server is not under one of them.
 */
export const API_PATHS = [
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
  '/speech',
  '/transcribe',
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
  '/models',
  '/metrics',
];
