import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LazyChildLogger, lazyChildLoggerFactory } from './logger.ts';

function recordingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('LazyChildLogger (req.log)', () => {
  it('makes no pino child while nothing is logged at the level', () => {
    const { logger, lines } = recordingLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const log = new LazyChildLogger(logger, { reqId: 'req-1' }, {});
    log.info({ a: 1 }, 'incoming request');
    log.debug('details');
    log.trace('more');
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.isLevelEnabled('warn')).toBe(true);
    expect(log.level).toBe('warn');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('logs with the request id (and the route’s serializers) once a line is written', () => {
    const { logger, lines } = recordingLogger('warn');
    const log = new LazyChildLogger(
      logger,
      { reqId: 'req-2' },
      { serializers: { req: (r: { url: string }) => ({ url: r.url.split('?')[0] }) } },
    );
    log.warn({ req: { url: '/api/x?secret=1' } }, 'careful');
    log.error(new Error('boom'));
    log.info('not at warn');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        reqId: 'req-2',
        msg: 'careful',
        req: { url: '/api/x' },
      }),
      expect.objectContaining({ level: 50, reqId: 'req-2', msg: 'boom' }),
    ]);
  });

  it('a route’s own level counts, and a level set later goes to the child', () => {
    const { logger, lines } = recordingLogger('warn');
    const debugRoute = new LazyChildLogger(logger, { reqId: 'r3' }, { level: 'debug' });
    debugRoute.debug('shown');
    const silentRoute = new LazyChildLogger(logger, { reqId: 'r4' }, { level: 'silent' });
    silentRoute.fatal('hidden');
    const raised = new LazyChildLogger(logger, { reqId: 'r5' }, {});
    raised.level = 'info';
    raised.info('shown too');
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['r3', 'shown'],
      ['r5', 'shown too'],
    ]);
  });

  it('child() and bindings() carry the request id', () => {
    const { logger, lines } = recordingLogger('info');
    const log = new LazyChildLogger(logger, { reqId: 'r6' }, {});
    expect(log.bindings()).toEqual({ reqId: 'r6' });
    log.child({ job: 'x' }).info('from the child');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r6', job: 'x' })]);
  });

  it('in a Fastify app: req.log lines have the request id, as with pino’s children', async () => {
    const { logger, lines } = recordingLogger('warn');
    const app = Fastify({
      loggerInstance: logger,
      childLoggerFactory: lazyChildLoggerFactory as never,
    });
    app.get('/x', async (req) => {
      req.log.warn('handled');
      return { ok: true };
    });
    app.get('/quiet', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/quiet' });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([expect.objectContaining({ msg: 'handled', reqId: expect.any(String) })]);
    await app.close();
  });
});
