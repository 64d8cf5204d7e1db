import { randomUUID } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FILE_NAME } from '@avatara/contracts';
import { AppError } from '../errors';

/**
 * Generated images on disk, one folder per (user, avatar): `DATA_DIR/images/<user id>/<avatar id>/<uuid>.png`.
 * A file is served only to its owner, by a name that must be exactly `<uuid>.png`: no `..`, no
 * separator (plain or encoded), no absolute path; a symbolic link or anything resolving outside
 * the folder is refused.
 */
export class ImageStore {
  constructor(private readonly root: string) {}

  private folder(userId: string, avatarId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(userId) || !/^[a-z0-9-]{1,80}$/.test(avatarId))
      throw new AppError('VALIDATION', 'Bad image owner', { reason: 'INVALID_INPUT' });
    return path.join(this.root, userId, avatarId);
  }

  /** Stores a PNG and returns its file name. */
  async save(userId: string, avatarId: string, png: Buffer): Promise<string> {
    const dir = this.folder(userId, avatarId);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.png`;
    await writeFile(path.join(dir, name), png, { flag: 'wx', mode: 0o600 });
    return name;
  }

  /** The PNG of this user's image, or a 400/404 naming the field. */
  async read(userId: string, avatarId: string, filename: string): Promise<Buffer> {
    if (!IMAGE_FILE_NAME.test(filename))
      throw new AppError('VALIDATION', 'Invalid image file name', {
        reason: 'IMAGE_NOT_FOUND',
        field: 'filename',
      });
    const dir = this.folder(userId, avatarId);
    const file = path.join(dir, filename);
    try {
      const info = await lstat(file);
      if (!info.isFile())
        throw new AppError('NOT_FOUND', 'No such image', { reason: 'IMAGE_NOT_FOUND', field: 'filename' });
      const [realDir, realFile] = await Promise.all([realpath(dir), realpath(file)]);
      if (path.dirname(realFile) !== realDir)
        throw new AppError('NOT_FOUND', 'No such image', { reason: 'IMAGE_NOT_FOUND', field: 'filename' });
      return await readFile(realFile);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('NOT_FOUND', 'No such image', { reason: 'IMAGE_NOT_FOUND', field: 'filename' });
    }
  }

  /** Every image file of a user: avatar id and file name. */
  async list(userId: string): Promise<{ avatarId: string; file: string }[]> {
    if (!/^[0-9a-f-]{36}$/.test(userId)) return [];
    const dir = path.join(this.root, userId);
    const avatars = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const out: { avatarId: string; file: string }[] = [];
    for (const a of avatars) {
      if (!a.isDirectory()) continue;
      for (const f of await readdir(path.join(dir, a.name)).catch(() => []))
        out.push({ avatarId: a.name, file: f });
    }
    return out;
  }

  /** Removes every image of a user (account deletion). */
  async removeAll(userId: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/.test(userId)) return;
    await rm(path.join(this.root, userId), { recursive: true, force: true });
  }
}
