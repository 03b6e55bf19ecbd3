import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Spec §4 "Version check": every build gets an id; it is compiled into the client
 * (`import.meta.env.VITE_BUILD_ID`) and published as `dist/version.json`. The running client
 * polls that file and signs the user out when a newer build has been deployed.
 */
const buildId =
  process.env.PAGEBIRD_BUILD_ID ?? `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;

export function versionFile(): Plugin {
  let outDir = 'dist';
  const body = () => JSON.stringify({ version: buildId });
  return {
    name: 'pagebird-version-file',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(body());
      });
    },
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(resolve(outDir, 'version.json'), body());
    },
  };
}
