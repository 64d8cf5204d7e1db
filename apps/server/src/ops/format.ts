/**
 * The backup archive (docs/operations.md, "Backup"): a `.tar.gz` whose entries come in this order —
 *
 * - `manifest.json`: what made it, the migration level, the tables in foreign-key order with their
 *   columns, the sequences, which secrets key sealed the API keys;
 * - `db/<table>/<part>.jsonl`: the rows, one JSON object per line (PostgreSQL's `row_to_json`), parts of
 *   at most a few MB, tables parents first; or, made with `--pg-dump`, `pg_dump/<part>.bin`: the parts
 *   of a `pg_dump --format=custom` file;
 * - `files/<path>`: files of `DATA_DIR` (`files/images/<user>/<avatar>/<name>.png`);
 * - `secrets.key`: the key file, when it was the key in use;
 * - `end.json`: rows per table and the number of files, written last: a restore refuses an archive
 *   without it, or whose counts differ.
 */
import type { SequenceState } from './catalog';

export const FORMAT = 'avatara-backup';
export const FORMAT_VERSION = 1;

export const MANIFEST = 'manifest.json';
export const END = 'end.json';
export const KEY_FILE_ENTRY = 'secrets.key';
export const FILES_PREFIX = 'files/';
export const PG_DUMP_PREFIX = 'pg_dump/';

export interface BackupManifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** The product version that wrote it. */
  app: string;
  source: 'pglite' | 'postgres';
  /** How the rows are kept: JSON lines (restores into either database), or a pg_dump (PostgreSQL only). */
  dump: 'json-lines' | 'pg_dump';
  /** `select version()` of the source. */
  serverVersion: string;
  /** The source's last migration; `tag` null when the writing code did not know it. */
  migration: { tag: string | null; when: number; hash: string };
  /** Tables, parents first, with the columns their rows are written with. */
  tables: { name: string; columns: string[] }[];
  sequences: SequenceState[];
  /** The key that sealed the stored API keys (none yet: null), and whether the key file is inside. */
  secretsKey: { source: 'env' | 'file'; fingerprint: string; included: boolean } | null;
}

export interface BackupEnd {
  rows: Record<string, number>;
  files: number;
  fileBytes: number;
}

/** The entry name of a part of a table's rows. */
export const partName = (table: string, part: number): string =>
  `db/${encodeURIComponent(table)}/${String(part).padStart(5, '0')}.jsonl`;

/** The entry name of a part of the pg_dump file. */
export const pgDumpPartName = (part: number): string =>
  `${PG_DUMP_PREFIX}${String(part).padStart(5, '0')}.bin`;

/** The table of a part's entry name, or null for other entries. */
export function tableOfPart(name: string): string | null {
  const m = /^db\/([^/]+)\/\d+\.jsonl$/.exec(name);
  return m ? decodeURIComponent(m[1]!) : null;
}
