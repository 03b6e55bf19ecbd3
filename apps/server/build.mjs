#!/usr/bin/env node
// Compile the server to plain JavaScript for production (`npm start`, the Docker image): one ESM
// bundle per entry point in dist/ — the app's own code and @pagebird/contract bundled, every npm
// package left to node_modules. No TypeScript compiler at start-up (issue 15: cold start).
// Files are written to a temporary name and renamed, so a server starting while another build
// runs never reads half a file.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts', import: 'src/cli/import.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  write: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // Bare imports stay imports (node_modules), except our own workspace packages.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@pagebird/') || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});

mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const tmp = `${file.path}.${process.pid}.tmp`;
  writeFileSync(tmp, file.contents);
  renameSync(tmp, file.path);
}
console.log(
  `server compiled to ${path.relative(process.cwd(), outdir) || 'dist'}/ (${result.outputFiles.length} files)`,
);
