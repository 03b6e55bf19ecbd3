#!/usr/bin/env node
/**
 * The bench's floor: bare Fastify (the same version and Node as the server, default options, no
 * plugins, no hooks, no logger) answering GET /api/health with a small JSON body. Every
 * throughput of the bench is also given as a share of this one, measured in the same run on the
 * same machine. Usage: node bench/lib/bare-fastify.mjs <port>
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Fastify as the server resolves it (apps/server's dependency).
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const Fastify = createRequire(path.join(serverDir, 'package.json'))('fastify');

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
