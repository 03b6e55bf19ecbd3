import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { readMultipart, registerMultipart } from './multipart.ts';

const schema = z.object({ title: z.string().min(1, { error: 'Title is required.' }) });

describe('readMultipart', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerMultipart(app);
    app.setErrorHandler((err, _req, reply) => {
      if (err instanceof AppError) return reply.status(400).send({ fields: err.fields });
      return reply.status(500).send({ message: String(err) });
    });
    app.post('/up', async (req) => {
      const { data, files } = await readMultipart(req, {
        jsonField: 'bookDto',
        schema,
        files: ['coverFile', /^answerImage\d+$/],
        maxFileBytes: 1000,
      });
      return {
        data,
        files: [...files.values()].map((f) => ({
          field: f.field,
          name: f.filename,
          n: f.bytes.length,
        })),
      };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (form: FormData) =>
    app.inject({ method: 'POST', url: '/up', body: form as never }).then((r) => ({
      status: r.statusCode,
      body: r.json() as Record<string, unknown>,
    }));

  it('parses the JSON part with the schema and buffers the allowed files', async () => {
    const form = new FormData();
    form.set('bookDto', JSON.stringify({ title: 'Owl at Night' }));
    form.set('coverFile', new Blob([new Uint8Array(10)], { type: 'image/png' }), 'c.png');
    form.set('answerImage2', new Blob([new Uint8Array(5)], { type: 'image/png' }), 'a.png');
    const res = await post(form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { title: 'Owl at Night' },
      files: [
        { field: 'coverFile', name: 'c.png', n: 10 },
        { field: 'answerImage2', name: 'a.png', n: 5 },
      ],
    });
  });

  it('answers 400 with field messages for an invalid document, a big file or an unknown part', async () => {
    const invalid = new FormData();
    invalid.set('bookDto', JSON.stringify({ title: '' }));
    expect(await post(invalid)).toEqual({
      status: 400,
      body: { fields: { 'bookDto.title': 'Title is required.' } },
    });

    const big = new FormData();
    big.set('bookDto', JSON.stringify({ title: 'x' }));
    big.set('coverFile', new Blob([new Uint8Array(5000)]), 'c.png');
    expect(await post(big)).toEqual({
      status: 400,
      body: { fields: { coverFile: 'This file is too large.' } },
    });

    const unknown = new FormData();
    unknown.set('evil', new Blob([new Uint8Array(3)]), 'x.sh');
    expect((await post(unknown)).body).toEqual({
      fields: { evil: 'This file field is not expected here.' },
    });

    const notJson = new FormData();
    notJson.set('bookDto', '{nope');
    expect((await post(notJson)).body).toEqual({
      fields: { bookDto: 'The request body is not valid JSON.' },
    });

    const json = await app.inject({ method: 'POST', url: '/up', payload: { title: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});
