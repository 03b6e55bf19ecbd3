import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointDescriptors } from './endpoint-descriptors.ts';

const CONTRACT = resolve(import.meta.dirname, '../../../packages/contract/src');
const dir = mkdtempSync(join(tmpdir(), 'pagebird-descriptors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds one entry as the client build does (this plugin on) and returns the bundle's code. */
async function bundle(entry: string, plugins = [endpointDescriptors()]): Promise<string> {
  const file = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, entry);
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins,
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: file },
    },
  })) as Rollup.RollupOutput;
  return out.output
    .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
    .map((c) => c.code)
    .join('\n');
}

describe('endpoint descriptors in the client build (decision 034)', () => {
  it('a page that calls endpoints gets method, path and response only, and no Zod', async () => {
    const code = await bundle(
      `import { catalogueApi } from ${JSON.stringify(`${CONTRACT}/catalogue/catalogue.schemas.ts`)};\n` +
        `import { collectionsApi } from ${JSON.stringify(`${CONTRACT}/collections/collections.schemas.ts`)};\n` +
        `console.log(catalogueApi.details, collectionsApi.removeFavorite);`,
    );
    expect(code).toContain('/api/books/details/:id');
    expect(code).toMatch(/response: true/);
    // The 204 endpoint keeps no response flag: callApi returns undefined for it.
    expect(code).toMatch(/path: "\/api\/favorite\/:bookId"\s*\}/);
    expect(code).not.toMatch(/\$ZodType|ZodObject|_zod/);
    expect(code).not.toContain('summary');
  }, 60_000);

  it('a form that imports a schema still gets it whole, with Zod', async () => {
    const code = await bundle(
      `import { updateCollectionBodySchema } from ${JSON.stringify(`${CONTRACT}/collections/collections.schemas.ts`)};\n` +
        `console.log(updateCollectionBodySchema.safeParse({ title: '' }).success);`,
    );
    expect(code).toMatch(/_zod/);
  }, 60_000);

  it('without the plugin the same page would carry Zod (what the plugin saves)', async () => {
    const code = await bundle(
      `import { catalogueApi } from ${JSON.stringify(`${CONTRACT}/catalogue/catalogue.schemas.ts`)};\n` +
        `console.log(catalogueApi.details);`,
      [],
    );
    expect(code).toMatch(/_zod/);
  }, 60_000);
});
