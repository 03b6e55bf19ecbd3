import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { WEB_ROOT } from './chunks.ts';

/** The i18n sections (`src/lib/i18n/<file>.en.ts`, key `<section>`) the app loads per page. */
const I18N_DIR = resolve(WEB_ROOT, 'src/lib/i18n');
const I18N_SECTION_IMPORT = /^import \{ (\w+)En \} from '\.\/([\w-]+)\.en\.ts';\n/gm;
export const I18N_VIRTUAL = 'virtual:pagebird-i18n/';

/**
 * Issue 15 (the app shell): `src/lib/i18n/en.ts` holds every text of the app, about 20 KB in
 * brotli, most of it for pages a given visit never opens. In the client build its feature
 * sections (`catalogue`, `reader`, `adminCore`, …) are taken out of en.ts, and each module
 * whose code names a key of a section (`'catalogue.browse.title'`, `` `catalogue.progress.${p}` ``)
 * imports that section's registration (a virtual module that adds it to i18next) before its own
 * code runs: the texts arrive with the chunks that show them, and a text used by the shell
 * stays in the shell. Tests and the landing page's prerender keep the whole catalogue.
 */
export function i18nSections(): Plugin {
  let sections: { key: string; file: string; pattern: RegExp }[] = [];
  return {
    name: 'pagebird-i18n-sections',
    // The sources as written (before TypeScript is compiled away).
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      const en = readFileSync(join(I18N_DIR, 'en.ts'), 'utf8');
      sections = [...en.matchAll(I18N_SECTION_IMPORT)].map(([, key, file]) => ({
        key: key!,
        file: file!,
        pattern: new RegExp(`['"\`]${key}\\.[\\w$]`),
      }));
      if (sections.length === 0) throw new Error('i18n sections: none found in en.ts');
    },
    resolveId(id) {
      return id.startsWith(I18N_VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${I18N_VIRTUAL}`)) return null;
      const section = sections.find((s) => s.key === id.slice(I18N_VIRTUAL.length + 1));
      if (!section) throw new Error(`i18n sections: unknown ${id}`);
      const index = JSON.stringify(join(I18N_DIR, 'index.ts'));
      const file = JSON.stringify(join(I18N_DIR, `${section.file}.en.ts`));
      return [
        `import { i18n } from ${index};`,
        `import { ${section.key}En } from ${file};`,
        `i18n.addResourceBundle('en', 'translation', { ${section.key}: ${section.key}En }, true, true);`,
      ].join('\n');
    },
    transform(code, id) {
      if (id.startsWith('\0') || !/\.(ts|tsx)$/.test(id.split('?')[0]!)) return null;
      const file = id.split('?')[0]!;
      if (file === join(I18N_DIR, 'en.ts')) {
        let out = code;
        for (const s of sections) {
          out = out
            .replace(`import { ${s.key}En } from './${s.file}.en.ts';\n`, '')
            .replace(new RegExp(`\\n  ${s.key}: ${s.key}En,`), '');
        }
        if (sections.some((s) => new RegExp(`\\b${s.key}En\\b`).test(out)))
          throw new Error('i18n sections: en.ts still names a section after the split');
        return { code: out, map: null };
      }
      if (file.startsWith(I18N_DIR) || !file.includes('/src/') || file.includes('/node_modules/'))
        return null;
      const used = sections.filter((s) => s.pattern.test(code));
      if (used.length === 0) return null;
      const imports = used.map((s) => `import '${I18N_VIRTUAL}${s.key}';\n`).join('');
      return { code: imports + code, map: null };
    },
  };
}
