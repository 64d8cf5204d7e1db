import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  backupThroughServer,
  claimPgliteFolder,
  controlSocketPath,
  FolderBusy,
  folderHolder,
} from './control';

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), 'avatara-ctl-')), 'pglite');

async function collect(run: (out: PassThrough) => Promise<void>): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await run(out);
  return Buffer.concat(chunks).toString();
}

describe('claimPgliteFolder', () => {
  it('lets one process hold a folder: the next one learns who holds it, and may claim it once it is free', async () => {
    const dir = folder();
    expect(await folderHolder(dir)).toBeNull();
    const claim = await claimPgliteFolder(dir, 'server');
    expect(await folderHolder(dir)).toEqual({ pid: process.pid, who: 'server' });
    const refused = await claimPgliteFolder(dir, 'tool').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FolderBusy);
    expect((refused as Error).message).toMatch(/an Avatara server \(pid \d+\) is running on/);
    await claim.close();
    expect(existsSync(controlSocketPath(dir))).toBe(false);
    const next = await claimPgliteFolder(dir, 'tool');
    await next.close();
  });

  it('replaces the socket of a process that was killed', async () => {
    const dir = folder();
    const child = spawn(process.execPath, [
      '-e',
      "require('net').createServer().listen(process.argv[1]); setInterval(() => {}, 1000)",
      controlSocketPath(dir),
    ]);
    for (let i = 0; i < 100 && !existsSync(controlSocketPath(dir)); i++) await sleep(50);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(existsSync(controlSocketPath(dir))).toBe(true);
    expect(await folderHolder(dir)).toBeNull();
    const claim = await claimPgliteFolder(dir, 'server');
    expect(await folderHolder(dir)).toEqual({ pid: process.pid, who: 'server' });
    await claim.close();
  });

  it('hands a backup over from the holder, refuses before the holder serves, and fails when the holder fails', async () => {
    const dir = folder();
    const claim = await claimPgliteFolder(dir, 'server');
    try {
      await expect(backupThroughServer(dir, new PassThrough(), { withKeyFile: true })).rejects.toThrow(
        /still starting/,
      );
      let asked: unknown;
      claim.serveBackups(async (out, request) => {
        asked = request;
        out.write('an archive, ');
        await sleep(10);
        out.end('whole');
      });
      expect(await collect((out) => backupThroughServer(dir, out, { withKeyFile: false }))).toBe(
        'an archive, whole',
      );
      expect(asked).toEqual({ withKeyFile: false });
      claim.serveBackups(async (out) => {
        out.write('half an archive');
        await sleep(10);
        throw new Error('disk on fire');
      });
      await expect(collect((out) => backupThroughServer(dir, out, { withKeyFile: true }))).rejects.toThrow(
        'the server failed during the backup: disk on fire',
      );
      // The server stops in the middle (SIGTERM closes the socket first).
      claim.serveBackups(async (out) => {
        out.write('half an archive');
        await sleep(50);
        await claim.close();
      });
      await expect(collect((out) => backupThroughServer(dir, out, { withKeyFile: true }))).rejects.toThrow(
        'the server stopped before the end of the backup',
      );
    } finally {
      await claim.close();
    }
  });
});
