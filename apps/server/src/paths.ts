import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** apps/server (this package's root), resolved from this file, never from the cwd. */
export const SERVER_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
/** The monorepo root (two levels above apps/server). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src', 'db', 'migrations');
