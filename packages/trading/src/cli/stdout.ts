import { writeSync } from 'node:fs';

/**
 * Writes `text` to standard output with write(2) on descriptor 1, without creating
 * `process.stdout`: setting that stream up (a socket for a pipe, a TTY stream for a terminal)
 * costs a short CLI run ~8 ms. A closed reader (`| head`) ends the output quietly; a
 * non-blocking descriptor that is full (EAGAIN) gets the rest through `process.stdout`.
 * `fd` is for tests. Returns whether everything is out (false: the rest is still on its way
 * through `process.stdout`, so the process must not exit before its event loop is empty).
 */
export function writeStdout(text: string, fd = 1): boolean {
  const bytes = Buffer.from(text, 'utf8');
  let off = 0;
  try {
    while (off < bytes.length) off += writeSync(fd, bytes, off);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') return true;
    if (code !== 'EAGAIN') throw e;
    process.stdout.write(bytes.subarray(off));
    return false;
  }
  return true;
}
