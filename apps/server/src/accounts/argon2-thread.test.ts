import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARGON2_AT_ONCE, hashPassword, passwordWork, verifyPassword } from './passwords';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]); // field 19 overall; fields[0] is field 3
  });
}

describe('argon2 in its own threads', () => {
  it('hashes and verifies: the right password passes, a wrong one and a broken hash fail', async () => {
    const hashed = await hashPassword('violet lantern harbor 42');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const before = passwordWork.verifications;
    expect(await verifyPassword(hashed, 'violet lantern harbor 42')).toBe(true);
    expect(await verifyPassword(hashed, 'violet lantern harbor 43')).toBe(false);
    expect(await verifyPassword('not a hash', 'violet lantern harbor 42')).toBe(false);
    expect(passwordWork.verifications - before).toBe(3);
  });

  it('takes turns: many at once all finish, each with its own answer', async () => {
    const passwords = Array.from({ length: ARGON2_AT_ONCE * 3 + 1 }, (_, i) => `password number ${i}`);
    const hashes = await Promise.all(passwords.map(hashPassword));
    expect(new Set(hashes).size).toBe(passwords.length);
    const checks = await Promise.all(
      hashes.map((h, i) => verifyPassword(h, passwords[(i + 1) % passwords.length]!)),
    );
    expect(checks.every((ok) => ok === false)).toBe(true);
    expect(await verifyPassword(hashes[2]!, passwords[2]!)).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'runs at a lower CPU priority than the event loop (10 nicer)',
    async () => {
      // The process, and so the event loop, keeps the nice value it was started with.
      const own = Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')[16]);
      await hashPassword('warm the thread up');
      expect(threadNiceValues()).toContain(Math.min(19, own + 10));
      expect(Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')[16])).toBe(own);
    },
  );
});
