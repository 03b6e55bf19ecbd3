import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminBookSchema,
  bookDetailsSchema,
  childExportSchema,
  textSearchResponseSchema,
} from '@pagebird/contract';
import {
  compileProjection,
  createResponseSerializerCompiler,
  ProjectionMismatchError,
} from './response-serializer.ts';
import { errorBodySchema } from './route.ts';

/** The text fastify-type-provider-zod's serializer gave: Zod's encode, then JSON.stringify. */
const viaEncode = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));
const viaProjection = (schema: z.ZodType, value: unknown) =>
  JSON.stringify(compileProjection(schema)(value));

function expectSameText(schema: z.ZodType, value: unknown) {
  const expected = viaEncode(schema, value);
  expect(viaProjection(schema, value)).toBe(expected);
  return expected;
}

const production = createResponseSerializerCompiler({ checked: false });
const tests = createResponseSerializerCompiler({ checked: true });
const serializerOf = (compiler: typeof production, schema: z.ZodType) =>
  compiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' } as never);

describe('compileProjection gives the text of Zod encode', () => {
  it('objects: declared keys only, in the schema order, absent optional keys left out', () => {
    const schema = z.object({
      b: z.string(),
      a: z.number().int(),
      when: z.date(),
      nested: z.object({ x: z.boolean(), y: z.string().optional() }),
      maybe: z.string().nullable(),
      opt: z.number().optional(),
    });
    const text = expectSameText(schema, {
      passwordHash: 'secret',
      a: 1,
      nested: { secret: 1, y: undefined, x: true },
      b: 'b',
      when: new Date('2024-01-02T03:04:05.000Z'),
      maybe: null,
    });
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual({
      b: 'b',
      a: 1,
      when: '2024-01-02T03:04:05.000Z',
      nested: { x: true },
      maybe: null,
    });
  });

  it('arrays, nullable and optional objects, records, loose and strict objects', () => {
    const item = z.object({ id: z.string(), n: z.number() });
    const schema = z.object({
      items: z.array(item),
      plain: z.array(z.string()),
      one: item.nullable(),
      none: item.nullable(),
      maybe: item.optional(),
      byId: z.record(z.string(), item),
      meta: z.record(z.string(), z.unknown()),
      loose: z.looseObject({ id: z.string(), inner: item }),
      strict: z.strictObject({ id: z.string() }),
      tuple: z.tuple([z.string(), z.number()]),
      readonly: item.readonly(),
      withDefault: z.string().default('x'),
    });
    expectSameText(schema, {
      items: [
        { id: 'a', n: 1, extra: true },
        { n: 2, id: 'b' },
      ],
      plain: ['x', 'y'],
      one: { id: 'c', n: 3, extra: [] },
      none: null,
      maybe: { id: 'd', n: 4, extra: 'x' },
      byId: { z: { id: 'z', n: 0, extra: 1 }, a: { n: 1, id: 'a' } },
      meta: { any: { thing: [1, 2] } },
      loose: { kept: 1, id: 'l', inner: { id: 'i', n: 5, extra: 2 }, alsoKept: 'y' },
      strict: { id: 's' },
      tuple: ['t', 1],
      readonly: { id: 'r', n: 6, extra: 3 },
      withDefault: 'given',
    });
  });

  it('unions: primitives, object or primitive, discriminated, and undiscriminated objects', () => {
    const a = z.object({ kind: z.literal('a'), x: z.number() });
    const b = z.object({ kind: z.literal('b'), y: z.string() });
    const schema = z.object({
      prim: z.union([z.string(), z.number(), z.null()]),
      objOrString: z.union([z.string(), z.object({ id: z.string() })]),
      disc: z.array(z.discriminatedUnion('kind', [a, b])),
      undisc: z.array(z.union([z.object({ x: z.number() }), z.object({ y: z.string() })])),
    });
    for (const objOrString of ['plain', { id: 'o', extra: 1 }]) {
      expectSameText(schema, {
        prim: 3,
        objOrString,
        disc: [
          { kind: 'b', y: 'why', extra: 1 },
          { x: 1, kind: 'a', extra: 2 },
        ],
        undisc: [{ y: 'y', extra: 1 }, { x: 2 }],
      });
    }
  });

  it('parts whose encode changes values are still encoded by Zod (overwrite checks, codecs)', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    const schema = z.object({
      trimmed: z.string().trim(),
      lower: z.string().toLowerCase(),
      at: isoDate,
      cents: z.number().pipe(z.number().int()),
    });
    const text = expectSameText(schema, {
      trimmed: '  padded  ',
      lower: 'MiXeD',
      at: new Date('2024-05-06T07:08:09.000Z'),
      cents: 12,
    });
    expect(JSON.parse(text)).toMatchObject({ trimmed: 'padded', lower: 'mixed' });
  });

  it('recursive schemas (z.lazy and getters)', () => {
    const node: z.ZodType<{ name: string; children: unknown[] }> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(node) }),
    );
    const category = z.object({
      name: z.string(),
      get sub() {
        return z.array(category);
      },
    });
    const tree = {
      name: 'root',
      extra: 1,
      children: [{ name: 'leaf', children: [], extra: 2 }],
      sub: [{ name: 'inner', sub: [], extra: 3 }],
    };
    expectSameText(node, tree);
    expectSameText(category, tree);
  });

  it('a transform cannot be encoded: the projection fails as the encode does', () => {
    const schema = z.object({ n: z.string().transform((s) => s.length) });
    expect(() => viaEncode(schema, { n: 3 })).toThrow();
    expect(() => viaProjection(schema, { n: 3 })).toThrow();
  });
});

const AN_ID = '6f1c9a52-58a3-4d43-9c1a-6d1f8d3c1a01';

describe('representative endpoints: production and test serialisers give the same text', () => {
  const cases: [string, z.ZodType, unknown][] = [
    [
      'error body',
      errorBodySchema,
      {
        code: 'NOT_AVAILABLE_TERRITORY',
        message: 'Not here',
        metadata: { reason: 'TERRITORY', nested: { a: 1 } },
        stack: 'Error: …',
      },
    ],
    [
      'error body with fields',
      errorBodySchema,
      { code: 'VALIDATION', message: 'Check', fields: { email: 'Invalid' } },
    ],
  ];

  it.each(cases)('%s', (_name, schema, value) => {
    const text = serializerOf(tests, schema)(value);
    expect(serializerOf(production, schema)(value)).toBe(text);
    expect(text).not.toContain('stack');
  });

  // A valid value generated from each schema, with an extra key in every object (the columns a
  // presenter could let through): the admin book has trimmed strings, the export records.
  it.each([
    ['book details', bookDetailsSchema],
    ['text search', textSearchResponseSchema],
    ['admin book', adminBookSchema],
    ['child export', childExportSchema],
  ] as [string, z.ZodType][])('%s', (_name, schema) => {
    const value = sampleOf(schema, true);
    const text = serializerOf(tests, schema)(value);
    expect(serializerOf(production, schema)(value)).toBe(text);
    expect(text.length).toBeGreaterThan(100);
  });

  it('book details: the extra keys are left out', () => {
    const text = serializerOf(production, bookDetailsSchema)(sampleOf(bookDetailsSchema, true));
    expect(text).not.toContain('internalNote');
    expect(JSON.parse(text)).toEqual(
      z.encode(bookDetailsSchema, sampleOf(bookDetailsSchema) as never),
    );
  });
});

describe('createResponseSerializerCompiler', () => {
  const schema = z.object({ id: z.string(), n: z.number() });

  it('tests (checked): an answer that breaks its schema fails, as before', () => {
    expect(() => serializerOf(tests, schema)({ id: 1, n: 'x' })).toThrow(
      "Response doesn't match the schema",
    );
  });

  it('production: the projection only, without checking the types', () => {
    expect(serializerOf(production, schema)({ id: 1, n: 'x', extra: true })).toBe(
      '{"id":1,"n":"x"}',
    );
  });

  it('tests (checked): a projection that differs from the encode fails the answer', () => {
    // A custom check may rewrite the value in place: the projection does not see it.
    const rewriting = z.object({
      s: z.string().check((ctx) => {
        ctx.value = ctx.value.toUpperCase();
      }),
    });
    expect(() => serializerOf(tests, rewriting)({ s: 'abc' })).toThrow(ProjectionMismatchError);
  });
});

/**
 * A valid value of a (response) schema, walking its definition; with `extraKeys`, every object
 * also has a key its schema does not declare.
 */
function sampleOf(schema: z.ZodType, extraKeys = false, depth = 0): unknown {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def;
  const sub = (s: unknown) => sampleOf(s as z.ZodType, extraKeys, depth + 1);
  switch (def.type) {
    case 'string': {
      const checks = (def.checks ?? []) as { _zod: { def: { format?: string } } }[];
      const format =
        (def as { format?: string }).format ??
        checks.find((c) => c._zod.def.format)?._zod.def.format;
      if (format === 'uuid' || format === 'guid') return AN_ID;
      if (format === 'datetime') return '2024-01-02T03:04:05.000Z';
      if (format === 'date') return '2024-01-02';
      if (format === 'email') return 'a@b.test';
      if (format === 'url') return 'https://pagebird.test/x';
      return '  Some text  ';
    }
    case 'number':
      return 7;
    case 'boolean':
      return true;
    case 'date':
      return new Date('2024-01-02T03:04:05.000Z');
    case 'null':
      return null;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'any':
    case 'unknown':
      return { any: 1 };
    case 'nullable':
    case 'optional':
    case 'readonly':
    case 'default':
      return sub(def.innerType);
    case 'array':
      return depth > 6 ? [] : [sub(def.element), sub(def.element)];
    case 'record':
      return { first: sub(def.valueType), second: sub(def.valueType) };
    case 'union':
      return sub((def.options as unknown[])[0]);
    case 'tuple':
      return (def.items as unknown[]).map(sub);
    case 'object': {
      const out: Record<string, unknown> = extraKeys ? { internalNote: 'not for the answer' } : {};
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) out[k] = sub(v);
      return out;
    }
    default:
      throw new Error(`sampleOf: no sample for ${def.type}`);
  }
}
