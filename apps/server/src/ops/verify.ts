/**
 * Reads a backup through to its end and checks it: a manifest first, every table's rows and the
 * files as counted in `end.json`. `npm run backup` checks each archive so before naming it done.
 */
import type { Readable } from 'node:stream';
import {
  END,
  FILES_PREFIX,
  KEY_FILE_ENTRY,
  MANIFEST,
  PG_DUMP_PREFIX,
  tableOfPart,
  type BackupEnd,
  type BackupManifest,
} from './format';
import { readTarGz } from './tar';

export interface VerifiedBackup {
  manifest: BackupManifest;
  rows: number;
  files: number;
  fileBytes: number;
  keyFile: boolean;
}

/** Throws naming the first thing wrong with the archive read from `input`. */
export async function verifyBackup(input: Readable): Promise<VerifiedBackup> {
  let manifest: BackupManifest | null = null;
  let end: BackupEnd | null = null;
  const rows: Record<string, number> = {};
  let files = 0;
  let fileBytes = 0;
  let keyFile = false;
  let pgDumpParts = 0;
  for await (const entry of readTarGz(input)) {
    if (!manifest) {
      if (entry.name !== MANIFEST)
        throw new Error('not an Avatara backup: it does not start with manifest.json');
      manifest = JSON.parse(entry.data.toString('utf8')) as BackupManifest;
      continue;
    }
    const table = tableOfPart(entry.name);
    if (table !== null) {
      let n = 0;
      for (let at = entry.data.indexOf(10); at !== -1; at = entry.data.indexOf(10, at + 1)) n += 1;
      rows[table] = (rows[table] ?? 0) + n;
    } else if (entry.name.startsWith(PG_DUMP_PREFIX)) {
      pgDumpParts += 1;
    } else if (entry.name.startsWith(FILES_PREFIX)) {
      files += 1;
      fileBytes += entry.data.length;
    } else if (entry.name === END) end = JSON.parse(entry.data.toString('utf8')) as BackupEnd;
    else keyFile ||= entry.name === KEY_FILE_ENTRY;
  }
  if (!manifest) throw new Error('the archive is empty');
  if (!end) throw new Error('the archive ends early: the backup is incomplete');
  if (manifest.dump === 'pg_dump') {
    if (pgDumpParts === 0) throw new Error('the archive holds no pg_dump');
  } else
    for (const t of manifest.tables)
      if ((rows[t.name] ?? 0) !== (end.rows[t.name] ?? 0))
        throw new Error(
          `table ${t.name}: ${rows[t.name] ?? 0} rows in the archive, ${end.rows[t.name]} written`,
        );
  if (files !== end.files) throw new Error(`${files} files in the archive, ${end.files} written`);
  const counted = manifest.dump === 'pg_dump' ? end.rows : rows;
  return { manifest, rows: Object.values(counted).reduce((a, b) => a + b, 0), files, fileBytes, keyFile };
}
