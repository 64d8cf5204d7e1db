// argon2 in a worker thread of its own, at a lower CPU priority than the event loop (docs/accounts.md
// "Passwords"). A sign-in can wait a few hundred milliseconds; the chat streams on the event loop,
// and the database beside it, cannot. Plain JavaScript, so it runs the same under tsx and built.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

/** 10 nicer than the process: a busy core goes to the event loop first, idle cores still hash. */
const NICER_BY = 10;
try {
  // Linux gives each thread its own nice value; /proc/thread-self names this thread's id.
  const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
  setPriority(tid, Math.min(19, getPriority(tid) + NICER_BY));
} catch {
  // Elsewhere the thread keeps the process's priority; taking turns still bounds the work.
}

parentPort.on('message', ({ id, op, args }) => {
  try {
    const result = op === 'hash' ? hashSync(args[0], args[1]) : verifySync(args[0], args[1]);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err instanceof Error ? err.message : err) });
  }
});
