/** Types of cli-build.mjs (a plain ES module so that `npm run backtest` needs no TypeScript loader). */
export declare const PACKAGE_DIR: string;
export declare const CLI_BUNDLE: string;
export declare function buildCli(outfile?: string): Promise<string>;
export declare function ensureCliBuilt(): Promise<string>;
export declare const CLI_LAUNCH: { unsetEnv: string[]; nodeFlags: string[] };
export declare const CLI_LAUNCH_COMMAND: string;
