import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NARRATION_DIR } from './narration/narration.ts';

const ROOT = resolve(NARRATION_DIR, '../../../../../..');
const SCRIPT = join(ROOT, 'scripts/make-narration.mjs');
const VERSION: Record<string, RegExp> = {
  'espeak-ng': /text-to-speech:\s*([\w.-]+)/,
  sox: /SoX v([\w.-]+)/,
  lame: /version ([\w.-]+)/,
};

/** The installed tool versions, or null when one is missing. */
function installedTools(): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [tool, re] of Object.entries(VERSION)) {
    const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
    if (result.error) return null;
    out[tool] = re.exec(result.stdout)?.[1] ?? '?';
  }
  return out;
}

const committed = JSON.parse(
  readFileSync(join(NARRATION_DIR, 'TEST-0001', 'timings.json'), 'utf8'),
) as { tools: Record<string, string> };
const installed = installedTools();
// Other versions of the tools may synthesise slightly different audio: compare only like for like.
const sameTools =
  installed !== null && JSON.stringify(installed) === JSON.stringify(committed.tools);

describe('scripts/make-narration.mjs', () => {
  it.skipIf(!sameTools)(
    're-records the committed test narration byte for byte (deterministic)',
    () => {
      const out = mkdtempSync(join(tmpdir(), 'pagebird-narration-'));
      try {
        const result = spawnSync(
          process.execPath,
          [
            '--import',
            'tsx',
            SCRIPT,
            '--module',
            join(ROOT, 'apps/server/src/seed/library/test-books.ts'),
            '--export',
            'TEST_BOOKS',
            '--out',
            out,
          ],
          { cwd: ROOT, encoding: 'utf8' },
        );
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        expect(result.stdout).toMatch(/TEST-0001 Kip and the Red Kite: 3 pages/);
        const expected = join(NARRATION_DIR, 'TEST-0001');
        const made = join(out, 'TEST-0001');
        expect(readdirSync(made).sort()).toEqual(readdirSync(expected).sort());
        for (const file of readdirSync(expected)) {
          expect(readFileSync(join(made, file)).equals(readFileSync(join(expected, file)))).toBe(
            true,
          );
        }
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it('explains its usage and refuses unknown books', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        SCRIPT,
        '--module',
        join(ROOT, 'apps/server/src/seed/library/test-books.ts'),
        '--export',
        'TEST_BOOKS',
        'TEST-0003',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('not narrated picture books: TEST-0003');
    expect(result.stderr).toContain('usage: npx tsx scripts/make-narration.mjs');
  });
});
