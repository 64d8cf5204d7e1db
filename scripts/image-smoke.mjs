// Checks a running Avatara over HTTP the way a first visitor meets it: /health, the web app,
// a registration, and a streamed chat reply from a trial account. Used by scripts/image-test.sh
// against the container image; works against any running server.
//   node scripts/image-smoke.mjs http://127.0.0.1:8080
const base = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const json = { 'content-type': 'application/json', origin: base };
const stamp = Date.now().toString(36);

function check(condition, what) {
  if (!condition) throw new Error(`image smoke: ${what}`);
  console.log(`  ✓ ${what}`);
}

const health = await fetch(`${base}/health`);
check(health.status === 200, `GET /health answers 200 (${health.status})`);

const page = await fetch(`${base}/`);
const html = await page.text();
check(page.status === 200 && html.includes('<div id="root"'), 'GET / serves the web app');

const reg = await fetch(`${base}/register`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({
    name: 'Image',
    email: `image-${stamp}@example.com`,
    password: 'violet lantern harbor 42',
  }),
});
check(
  reg.status === 201,
  `POST /register makes an account (${reg.status} ${reg.status === 201 ? '' : await reg.text()})`,
);

const email = `image-trial-${stamp}@example.com`;
const trial = await fetch(`${base}/trial`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ name: 'Dora', email }),
});
check(trial.status === 201, `POST /trial starts a trial (${trial.status})`);
const cookie = trial.headers.get('set-cookie')?.split(';')[0] ?? '';
const consent = await fetch(`${base}/setConsent`, {
  method: 'POST',
  headers: { ...json, cookie },
  body: JSON.stringify({ email, consent: true, birthDate: '1990-05-17' }),
});
check(consent.ok, `POST /setConsent records consent (${consent.status})`);

const chat = await fetch(`${base}/kichat`, {
  method: 'POST',
  headers: { ...json, cookie, accept: 'text/event-stream' },
  body: JSON.stringify({
    avatarName: 'Lukas Hoffmann',
    email,
    message: 'Tell me about your bike rides along the river, please.',
    userLanguage: 'en-US',
  }),
});
const stream = await chat.text();
check(chat.status === 200, `POST /kichat streams (${chat.status})`);
check(stream.includes('event: done'), 'the chat reply finishes with event: done');
console.log('image smoke: all checks passed');
