import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from './paths.ts';

/** The server's version, from apps/server/package.json. */
export const SERVER_VERSION: string = (
  JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
