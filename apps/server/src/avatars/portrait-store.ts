import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Avatar } from '@avatara/companion';
import type { TPortraitExpression } from '@avatara/contracts';
import { IMAGE_TYPES, renderPortrait } from './portraits';

/** One portrait as the HTTP layer sends it. */
export interface PortraitAsset {
  body: Buffer;
  type: string;
  /** A strong ETag (quoted): a hash of the bytes. */
  etag: string;
}

/** Where an operator's portrait files are (AVATAR_IMAGE_DIR), as AvatarService found them at start-up. */
export interface PortraitFiles {
  /** `<dir>/<id>.<ext>`: replaces the generated neutral portrait. */
  portraitFile(id: string): string | undefined;
  /** `<dir>/<id>/<expression>.<ext>`: replaces one generated expression. */
  expressionFile(id: string, expression: TPortraitExpression): string | undefined;
}

/** Portraits change only with a release, so a browser may keep one a week; the ETag revalidates after that. */
export const PORTRAIT_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** A strong ETag of a body that never changes while the process runs. */
export const etagOf = (body: Buffer | string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether an `If-None-Match` header names this ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * The portraits, each rendered (or read) once and kept in memory with its ETag. An operator's
 * file wins: for an expression its own file, else the avatar's neutral file (so every face of
 * that avatar is the operator's picture); only without files is the portrait generated.
 */
export class PortraitStore {
  private readonly generated = new Map<string, PortraitAsset>();
  private readonly read = new Map<string, { mtimeMs: number; size: number; asset: PortraitAsset }>();

  constructor(private readonly files: PortraitFiles) {}

  /** The portrait of `avatar` with `expression` (null: the neutral one). */
  async get(
    avatar: Pick<Avatar, 'id' | 'gender'>,
    expression: TPortraitExpression | null,
  ): Promise<PortraitAsset> {
    const file =
      (expression ? this.files.expressionFile(avatar.id, expression) : undefined) ??
      this.files.portraitFile(avatar.id);
    return file ? this.fromFile(file) : this.render(avatar, expression);
  }

  private render(
    avatar: Pick<Avatar, 'id' | 'gender'>,
    expression: TPortraitExpression | null,
  ): PortraitAsset {
    const key = `${avatar.id}/${expression ?? ''}`;
    let asset = this.generated.get(key);
    if (!asset) {
      const body = Buffer.from(renderPortrait(avatar, expression));
      asset = { body, type: 'image/svg+xml', etag: etagOf(body) };
      this.generated.set(key, asset);
    }
    return asset;
  }

  /** An operator's file, read again only when it changed on disk. */
  private async fromFile(file: string): Promise<PortraitAsset> {
    const s = await stat(file);
    const known = this.read.get(file);
    if (known && known.mtimeMs === s.mtimeMs && known.size === s.size) return known.asset;
    const body = await readFile(file);
    const ext = path.extname(file).slice(1).toLowerCase() as keyof typeof IMAGE_TYPES;
    const asset = { body, type: IMAGE_TYPES[ext], etag: etagOf(body) };
    this.read.set(file, { mtimeMs: s.mtimeMs, size: s.size, asset });
    return asset;
  }
}
