import path from 'node:path';
import {
  AVATARS,
  avatarCard,
  countryDisplayName,
  hobbyNames,
  toLanguageCode,
  ZAvatar,
  type Avatar,
} from '@avatara/companion';
import {
  EXPRESSION_PLACEHOLDER,
  PORTRAIT_EXPRESSIONS,
  type TAvatarView,
  type TPortraitExpression,
} from '@avatara/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { findPortraitFile } from './portraits';
import type { Database } from '../db/client';
import { avatars } from '../db/schema';
import { AppError } from '../errors';

/**
 * The avatars: seeded into the database from `@avatara/companion` at start-up (the code is the
 * source of truth: a changed avatar is updated on the next start), then served from memory.
 */
export class AvatarService {
  private list: Avatar[] = [];
  private readonly byName = new Map<string, Avatar>();
  private readonly files = new Map<string, string>();
  /** Operator files of expressions, keyed `<id>/<expression>`. */
  private readonly expressionFiles = new Map<string, string>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly images: { dir?: string | undefined; baseUrl?: string | undefined } = {},
  ) {}

  /**
   * Syncs the shipped catalog of 12 avatars into the database, then loads every row (validated).
   * A missing avatar is inserted. A row is updated to a new shipped version only while its `data`
   * is still the version shipped before (`seeded_data`); a row an operator edited is left as it is
   * and its shipped version recorded nowhere but in the log (docs/avatars.md, "Catalog").
   * Returns the ids of the operator-edited rows that a newer shipped version did not overwrite.
   */
  async seedAndLoad(): Promise<string[]> {
    const kept = await this.db.transaction(async (tx) => {
      await tx
        .insert(avatars)
        .values(AVATARS.map((a, i) => ({ id: a.id, name: a.name, sortOrder: i, data: a, seededData: a })))
        .onConflictDoNothing({ target: avatars.id });
      const rows = await tx
        .select({ id: avatars.id, same: sql<boolean>`${avatars.data} = ${avatars.seededData}` })
        .from(avatars);
      const untouched = new Set(rows.filter((r) => r.same).map((r) => r.id));
      const edited: string[] = [];
      for (const [i, a] of AVATARS.entries()) {
        const shipped = JSON.stringify(a);
        if (untouched.has(a.id)) {
          await tx
            .update(avatars)
            .set({ name: a.name, sortOrder: i, data: a, seededData: a, updatedAt: sql`now()` })
            .where(and(eq(avatars.id, a.id), sql`${avatars.data} is distinct from ${shipped}::jsonb`));
        } else {
          const [changed] = await tx
            .select({ id: avatars.id })
            .from(avatars)
            .where(and(eq(avatars.id, a.id), sql`${avatars.seededData} is distinct from ${shipped}::jsonb`));
          if (changed) edited.push(a.id);
        }
      }
      return edited;
    });
    const rows = await this.db.select().from(avatars).orderBy(asc(avatars.sortOrder));
    this.list = rows.map((r) => ZAvatar.parse(r.data) as Avatar);
    this.byName.clear();
    for (const a of this.list) {
      this.byName.set(a.name.toLowerCase(), a);
      this.byName.set(a.id, a);
      const file = findPortraitFile(this.images.dir, a.id);
      if (file) this.files.set(a.id, file);
      for (const e of PORTRAIT_EXPRESSIONS) {
        const face = findPortraitFile(this.images.dir, `${a.id}/${e}`);
        if (face) this.expressionFiles.set(`${a.id}/${e}`, face);
      }
    }
    return kept;
  }

  all(): readonly Avatar[] {
    return this.list;
  }

  /** The avatar by display name or id (case-insensitive), or a 404 naming the field. */
  find(nameOrId: string, field = 'avatarName'): Avatar {
    const a = this.byName.get(nameOrId.trim().toLowerCase());
    if (!a)
      throw new AppError('NOT_FOUND', `Unknown avatar ${nameOrId}`, { reason: 'UNKNOWN_AVATAR', field });
    return a;
  }

  /** A configured portrait file for this avatar, if any (else the generated SVG is served). */
  portraitFile(id: string): string | undefined {
    return this.files.get(id);
  }

  /** A configured file for this avatar's `expression` (`<dir>/<id>/<expression>.<ext>`), if any. */
  expressionFile(id: string, expression: TPortraitExpression): string | undefined {
    return this.expressionFiles.get(`${id}/${expression}`);
  }

  /**
   * The URL template of the expression portraits, or undefined when the avatar has none: portraits
   * served from AVATAR_IMAGE_BASE_URL, or an operator's neutral file without expression files
   * (every face would be that one picture).
   */
  private expressionImageUrl(a: Avatar): string | undefined {
    if (this.images.baseUrl) return undefined;
    if (this.files.has(a.id) && !PORTRAIT_EXPRESSIONS.some((e) => this.expressionFiles.has(`${a.id}/${e}`)))
      return undefined;
    return `/avatars/${a.id}/${EXPRESSION_PLACEHOLDER}.svg`;
  }

  private imageUrl(a: Avatar): string {
    if (this.images.baseUrl) return `${this.images.baseUrl.replace(/\/+$/, '')}/${a.image}`;
    const file = this.files.get(a.id);
    return `/avatars/${file ? path.basename(file) : `${a.id}.svg`}`;
  }

  /** The §3 avatar record in `lang`. */
  view(a: Avatar, langTag: string): TAvatarView {
    const lang = toLanguageCode(langTag);
    const card = avatarCard(a, lang, this.now().getTime());
    const expressionImage = this.expressionImageUrl(a);
    return {
      id: a.id,
      name: a.name,
      image: this.imageUrl(a),
      profession: card.profession,
      professions: { ...a.profession },
      country: countryDisplayName(a, lang),
      countryCode: a.country.code,
      city: a.city,
      zipCode: a.zipCode,
      languages: [...a.languages],
      birthDate: a.birthDate,
      ageYears: card.ageYears,
      hobbies: hobbyNames(a.hobbies, lang),
      description: card.description,
      gender: a.gender,
      voice: a.voice.azure[lang],
      voices: { azure: { ...a.voice.azure }, espeak: { ...a.voice.espeak } },
      tone: a.tone,
      timeZone: a.timeZone,
      ...(expressionImage ? { expressionImage } : {}),
    };
  }
}
