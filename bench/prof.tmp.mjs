import path from 'node:path';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { makeTempDir, pickFreePort, startServer } from './lib/server.mjs';
const tmp = makeTempDir();
const port = await pickFreePort([3061, 3062, 3063]);
const env = {
  DATA_DIR: path.join(tmp, 'data'),
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  TRUST_PROXY: 'true',
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
  STORAGE: 'local',
  EMBEDDED_PG_PORT: String(await pickFreePort([55471, 55472])),
};
const server = await startServer({
  repoRoot: path.resolve('.'),
  env,
  port,
  logFile: path.join(tmp, 'log'),
});
const url = process.argv[2] ?? '/api/health';
let i = 0;
const run = () =>
  autocannon({
    url: server.baseUrl + url,
    connections: 10,
    duration: 8,
    requests: [
      {
        setupRequest: (r) => ({
          ...r,
          headers: { ...r.headers, 'x-forwarded-for': `10.0.${(i >> 8) & 15}.${i++ & 255}` },
        }),
      },
    ],
  });
await run();
const r = await run();
console.log('rps', Math.round(r.requests.average), 'p99', r.latency.p99, 'non2xx', r.non2xx);
await server.stop();
fs.rmSync(tmp, { recursive: true, force: true });
