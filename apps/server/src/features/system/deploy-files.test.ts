import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
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

describe('deploy/kubernetes/pagebird.yaml', () => {
  interface Container {
    name: string;
    image: string;
    command: string[];
    envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
    env?: Array<{ name: string; value: string }>;
    readinessProbe?: { httpGet: { path: string } };
    livenessProbe?: { httpGet: { path: string } };
    securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean };
    volumeMounts?: Array<{ mountPath: string }>;
  }
  interface Doc {
    kind: string;
    metadata: { name: string };
    data?: Record<string, string>;
    spec?: {
      replicas?: number;
      minAvailable?: number;
      template?: {
        spec: {
          terminationGracePeriodSeconds?: number;
          securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
          containers: Container[];
        };
      };
      selector?: Record<string, unknown>;
      rules?: Array<{ http: { paths: Array<{ backend: { service: { name: string } } }> } }>;
    };
  }
  const docs = parseAllDocuments(read('deploy/kubernetes/pagebird.yaml')).map(
    (d) => d.toJS() as Doc,
  );
  const byName = (kind: string, name: string) =>
    docs.find((d) => d.kind === kind && d.metadata.name === name);
  const api = byName('Deployment', 'pagebird-api')!;
  const worker = byName('Deployment', 'pagebird-worker')!;
  const config = byName('ConfigMap', 'pagebird-config')!;

  it('runs two or more API pods and the worker, from the compiled server, as a non-root user', () => {
    expect(api.spec!.replicas).toBeGreaterThanOrEqual(2);
    const [apiC] = api.spec!.template!.spec.containers;
    const [workerC] = worker.spec!.template!.spec.containers;
    expect(apiC!.command).toEqual(['node', 'apps/server/dist/main.js']);
    expect(workerC!.command).toEqual(['node', 'apps/server/dist/worker.js']);
    for (const d of [api, worker]) {
      const spec = d.spec!.template!.spec;
      expect(spec.securityContext?.runAsNonRoot).toBe(true);
      expect(spec.securityContext?.runAsUser).not.toBe(0);
      for (const c of spec.containers) {
        expect(c.securityContext?.allowPrivilegeEscalation).toBe(false);
        expect(c.securityContext?.readOnlyRootFilesystem).toBe(true);
        // The Dockerfile's DATA_DIR is writable (an emptyDir) on a read-only root.
        expect(c.volumeMounts?.map((m) => m.mountPath)).toContain(
          /DATA_DIR=(\S+)/.exec(read('Dockerfile'))![1],
        );
      }
    }
  });

  it('sends traffic only to ready pods and drains them before they stop', () => {
    const [c] = api.spec!.template!.spec.containers;
    expect(c!.readinessProbe!.httpGet.path).toBe('/api/ready');
    expect(c!.livenessProbe!.httpGet.path).toBe('/api/health');
    const drainMs = Number(config.data!.DRAIN_DELAY_MS);
    expect(drainMs).toBeGreaterThan(5_000); // longer than the readiness period (5 s)
    expect(api.spec!.template!.spec.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(
      drainMs + 10_000,
    );
    expect(byName('PodDisruptionBudget', 'pagebird-api')!.spec!.minAvailable).toBe(1);
    const ingress = byName('Ingress', 'pagebird')!;
    expect(ingress.spec!.rules![0]!.http.paths[0]!.backend.service.name).toBe('pagebird-api');
    expect(byName('Service', 'pagebird-api')).toBeDefined();
  });

  it("gives the pods settings the server's configuration accepts (with the secrets filled in)", () => {
    for (const d of [api, worker]) {
      const [c] = d.spec!.template!.spec.containers;
      expect(c!.envFrom?.map((e) => e.configMapRef?.name ?? e.secretRef?.name)).toEqual([
        'pagebird-config',
        'pagebird-secrets',
      ]);
      const env = {
        ...config.data,
        ...Object.fromEntries((c!.env ?? []).map((e) => [e.name, e.value])),
        // What the pagebird-secrets Secret holds (docs/deploy.md "Kubernetes").
        DATABASE_URL: 'postgres://pagebird:secret@db.example.org:5432/pagebird',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        REDIS_URL: 'redis://cache.example.org:6379',
        METRICS_TOKEN: 'a-token-of-sixteen-chars',
      };
      const loaded = loadConfig(env);
      expect(loaded.storage.kind).toBe('s3');
      expect(loaded.trustProxy).toBe(1);
      expect(loaded.nodeEnv).toBe('production');
    }
  });
});
