import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string };

/** The product version shown in the chat readout (`/version.txt`). */
export const APP_VERSION: string = rootPackage.version ?? '0.0.0';
