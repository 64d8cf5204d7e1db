import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version?: string;
};

/** The product version shown in the chat readout (`/version.txt`). */
export const APP_VERSION: string = rootPackage.version ?? '0.0.0';
