// Types of scripts/artillery.mjs, for the export's test.
export const ARTILLERY_VERSION: string;
export function artilleryCacheDir(env?: NodeJS.ProcessEnv): string;
export function artilleryBin(dir?: string): string;
export function ensureArtillery(options?: { dir?: string; log?: (line: string) => void }): { bin: string; installMs: number };
