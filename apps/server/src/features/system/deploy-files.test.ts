import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../config.ts';
import { REPO_ROOT } from '../../paths.ts';

/**
 * The deploy files cannot run here (no container engine), so they are checked statically
 * (issue 15): the Dockerfile's stages, user and entry point; the compose file's services and
 * that every app instance's environment is one the server accepts; nginx's configuration with
 * `nginx -t` (Debian's nginx, installed by .ci/run).
 */
const read = (f: string) => fs.readFileSync(path.join(REPO_ROOT, f), 'utf8');

interface Stage {
  name: string;
  lines: string[];
}

function stages(dockerfile: string): Stage[] {
  const out: Stage[] = [];
  const logical = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const line of logical) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) out.push({ name: from[1] ?? `stage${out.length}`, lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const all = stages(dockerfile);
  const runtime = all.at(-1)!;

  it('is multi-stage, and the runtime stage runs the compiled server as a non-root user', () => {
    expect(all.length).toBeGreaterThanOrEqual(3);
    const user = runtime.lines.filter((l) => /^USER\s/i.test(l)).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER\s+(root|0)(\s|:|$)/i);
    const cmd = runtime.lines.find((l) => /^CMD\s/i.test(l));
    expect(cmd).toContain('apps/server/dist/main.js');
    expect(cmd).not.toMatch(/tsx|\.ts"/);
    expect(runtime.lines.some((l) => /^HEALTHCHECK\s/i.test(l))).toBe(true);
    // The compiled entry points are what build.mjs writes.
    expect(read('apps/server/build.mjs')).toMatch(
      /main: 'src\/main\.ts'.*worker: 'src\/worker\.ts'/s,
    );
  });

  it('puts no dev dependencies in the runtime image', () => {
    const copiesOfModules = runtime.lines.filter((l) => /^COPY\s.*node_modules/i.test(l));
    expect(copiesOfModules.length).toBeGreaterThan(0);
    for (const copy of copiesOfModules) {
      const from = /--from=(\S+)/.exec(copy)?.[1];
      const source = all.find((s) => s.name === from);
      expect(source, copy).toBeDefined();
      expect(source!.lines.join('\n')).toMatch(/npm ci[^\n]*--omit=dev/);
    }
    expect(runtime.lines.some((l) => /^RUN\s+npm\s/i.test(l))).toBe(false);
  });

  it('copies only what exists: every --from stage is defined and every context path is in the repo', () => {
    const names = new Set(all.map((s) => s.name));
    for (const stage of all) {
      for (const line of stage.lines.filter((l) => /^COPY\s/i.test(l))) {
        const from = /--from=(\S+)/.exec(line)?.[1];
        if (from) {
          expect(names.has(from), line).toBe(true);
          continue;
        }
        const parts = line.replace(/--\S+/g, '').split(/\s+/).slice(1).filter(Boolean);
        for (const src of parts.slice(0, -1)) {
          if (src === '.') continue;
          expect(fs.existsSync(path.join(REPO_ROOT, src)), `${line}: ${src}`).toBe(true);
        }
      }
    }
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        build?: unknown;
        command?: string[];
        environment?: Record<string, string>;
        volumes?: string[];
      }
    >;
  };
  const services = compose.services;

  it('has the load balancer, two app instances, a worker, PostgreSQL, MinIO and Redis', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['nginx', 'app1', 'app2', 'worker', 'postgres', 'minio', 'redis']),
    );
    expect(services.worker!.command).toEqual(['node', 'apps/server/dist/worker.js']);
    for (const name of ['app1', 'app2', 'worker']) expect(services[name]!.build).toBe('.');
  });

  it("gives every app process an environment the server's configuration accepts", () => {
    for (const name of ['app1', 'app2', 'worker']) {
      const env = services[name]!.environment!;
      const config = loadConfig(env);
      expect(config.databaseUrl).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(config.storage.kind).toBe('s3');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.trustProxy).toBe(1);
      expect(config.ops.drainDelayMs).toBeGreaterThan(0);
    }
  });

  it("mounts nginx's configuration from the repository", () => {
    const mount = services.nginx!.volumes!.find((v) => v.includes('/etc/nginx/nginx.conf'));
    expect(mount).toBeDefined();
    expect(fs.existsSync(path.join(REPO_ROOT, mount!.split(':')[0]!))).toBe(true);
  });
});

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

describe('deploy/nginx.conf', () => {
  it.skipIf(!nginx)('passes `nginx -t` (upstreams pointed at loopback)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-nginx-'));
    try {
      const conf = read('deploy/nginx.conf')
        .replace(/server app(\d):3000/g, (_m, n: string) => `server 127.0.0.${n}:3000`)
        .replace(/^worker_processes.*$/m, `worker_processes 1;\npid ${dir}/nginx.pid;`)
        .replace(/^http \{/m, `http {\n  access_log off;\n  client_body_temp_path ${dir};`);
      fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
      const res = spawnSync(
        nginx!,
        ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
        {
          encoding: 'utf8',
        },
      );
      expect(`${res.stdout}${res.stderr}`).toMatch(/syntax is ok/);
      expect(res.status, res.stderr).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('routes to both app instances and keeps /metrics private', () => {
    const conf = read('deploy/nginx.conf');
    expect(conf).toMatch(/server app1:3000/);
    expect(conf).toMatch(/server app2:3000/);
    expect(conf).toMatch(/location = \/metrics \{\s*#[^\n]*\n\s*deny all;/);
  });
});
