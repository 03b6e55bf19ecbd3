import { USER_SEGMENTS, type UserSegment } from '@pagebird/contract';
import type { IngestOverrides } from '../features/catalogue/import/import.types.ts';

export const IMPORT_USAGE = `Usage: npm run import -- <files or folders> [options]

Imports EPUB and PDF books into the catalogue (folders are searched for *.epub and *.pdf).

Options (they apply to every file of the run):
  --age 4-8                      reader ages (2 to 14; one number for a single age)
  --interests animals,dinosaurs  interest area ids
  --territories WORLD|US,GB      WORLD or two-letter country codes (default WORLD)
  --segments CONSUMER,EDUCATOR   who may see the books (default both)
  --update                       a book already in the catalogue (the same file, the same
                                 content repacked, or another version with the same identifier
                                 and title) gets what the file and these options say now;
                                 options not given keep their catalogue values
  --help                         show this text

Each file gets one line: ✓ imported, ↻ updated, • already in the catalogue, ✗ refused (with
the reason), then every warning indented with "!". The exit code is 1 when a file was refused.

Uses the same settings as the server: DATABASE_URL, or the bundled PostgreSQL of DATA_DIR
(also while a server runs on that DATA_DIR), and STORAGE / DATA_DIR/files for the files.`;

export type ImportArgs =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | { kind: 'run'; paths: string[]; overrides: IngestOverrides; update: boolean };

const OPTIONS = ['age', 'interests', 'territories', 'segments'] as const;
type Option = (typeof OPTIONS)[number];

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Parses the command line (after `--`). Values are checked here; the ingest checks them again. */
export function parseImportArgs(argv: string[]): ImportArgs {
  const paths: string[] = [];
  const values: Partial<Record<Option, string>> = {};
  let update = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--update') {
      update = true;
      continue;
    }
    if (arg === '--') {
      paths.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = (eq >= 0 ? arg.slice(2, eq) : arg.slice(2)) as Option;
      if (!OPTIONS.includes(name)) return { kind: 'error', message: `Unknown option ${arg}` };
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '') {
        return { kind: 'error', message: `--${name} needs a value` };
      }
      values[name] = value;
      continue;
    }
    paths.push(arg);
  }
  if (paths.length === 0) return { kind: 'error', message: 'Name at least one file or folder' };

  const overrides: IngestOverrides = {};
  if (values.age !== undefined) {
    const m = /^\s*(\d{1,2})\s*(?:-\s*(\d{1,2}))?\s*$/.exec(values.age);
    const min = m ? Number(m[1]) : NaN;
    const max = m ? Number(m[2] ?? m[1]) : NaN;
    if (!m || min < 2 || max > 14 || min > max) {
      return {
        kind: 'error',
        message: `--age must be like 4-8, with ages from 2 to 14 (got ${values.age})`,
      };
    }
    overrides.ageMin = min;
    overrides.ageMax = max;
  }
  if (values.interests !== undefined) overrides.interests = list(values.interests);
  if (values.territories !== undefined) {
    const t = list(values.territories).map((s) => s.toUpperCase());
    if (t.length === 0 || t.some((s) => s !== 'WORLD' && !/^[A-Z]{2}$/.test(s))) {
      return {
        kind: 'error',
        message: `--territories must be WORLD or two-letter country codes like US,GB (got ${values.territories})`,
      };
    }
    overrides.salesTerritories = t;
  }
  if (values.segments !== undefined) {
    const s = list(values.segments).map((v) => v.toUpperCase());
    if (s.length === 0 || s.some((v) => !(USER_SEGMENTS as readonly string[]).includes(v))) {
      return {
        kind: 'error',
        message: `--segments must be CONSUMER, EDUCATOR or both (got ${values.segments})`,
      };
    }
    overrides.userSegments = s as UserSegment[];
  }
  return { kind: 'run', paths, overrides, update };
}
