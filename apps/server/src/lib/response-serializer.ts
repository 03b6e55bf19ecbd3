import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

/**
 * Response serialisation (docs/decisions/031-response-serialisation.md).
 *
 * fastify-type-provider-zod serialises an answer with `z.encode` (a full validation of the
 * handler's result against the response schema, which also drops the keys the schema does not
 * declare), then `JSON.stringify`: every value of every answer is checked again.
 *
 * Here every response schema is compiled once into a projection: a function that copies what the
 * schema declares (object keys in schema order, array items, …) without checking types, so
 * `JSON.stringify(project(data))` gives the same text as the encode for every answer the encode
 * accepts. Only the schema parts whose encode changes values (transforms, codecs, pipes,
 * `.trim()`-like overwrites, intersections, undiscriminated unions of objects…) are still encoded
 * by Zod, part by part.
 *
 * - `checked: false` (production): the projection alone.
 * - `checked: true` (tests, development): the Zod encode as before (a result that breaks its
 *   schema still fails), and the projection's text must be the same, else the answer fails too —
 *   so every test answer also checks the projection.
 */

/** A projection of one schema node; `null` when a valid value is its own encoding. */
type Projection = ((value: unknown) => unknown) | null;

const identity = (v: unknown) => v;

/** Schema kinds whose valid values are never objects or arrays (their encode returns the input). */
const PRIMITIVE_KINDS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'literal',
  'enum',
  'nan',
  'template_literal',
]);

/** Kinds whose encode returns the input as it is (when no check rewrites it). */
const IDENTITY_KINDS = new Set([...PRIMITIVE_KINDS, 'date', 'any', 'unknown', 'never', 'custom']);

interface Internals {
  def: {
    type: string;
    checks?: { _zod: { def: { check: string } } }[];
    [key: string]: unknown;
  };
  propValues?: Record<string, Set<unknown>>;
}

const zodOf = (schema: $ZodType) => (schema as unknown as { _zod: Internals })._zod;

/** Whether one of the node's checks rewrites the value (`.trim()`, `.toLowerCase()`, overwrite). */
function rewrites(schema: $ZodType): boolean {
  return (zodOf(schema).def.checks ?? []).some((c) => c._zod.def.check === 'overwrite');
}

/** Zod's own encode of one node, for the kinds not projected here. */
function encodeWithZod(schema: $ZodType) {
  return (value: unknown) => {
    const result = safeEncode(schema, value);
    if (!result.success) throw result.error;
    return result.data;
  };
}

const isPlainKey = (key: string) => key !== '__proto__';

function compileObject(
  schema: $ZodType,
  compile: (s: $ZodType) => Projection,
): Projection | undefined {
  const def = zodOf(schema).def as unknown as {
    shape: Record<string, $ZodType>;
    catchall?: $ZodType;
  };
  const catchallKind = def.catchall ? zodOf(def.catchall).def.type : undefined;
  // strip (no catchall) and strict (never) keep only the declared keys; loose (unknown/any) also
  // the others, as they are; any other catchall schema is left to Zod.
  const loose = catchallKind === 'unknown' || catchallKind === 'any';
  if (catchallKind !== undefined && catchallKind !== 'never' && !loose) return undefined;
  if (Object.getOwnPropertySymbols(def.shape).length) return undefined;
  const keys = Object.keys(def.shape).filter(isPlainKey);
  const fields = keys.map((k) => compile(def.shape[k]!));
  if (loose && fields.every((f) => f === null)) return null;

  // One object literal per answer, keys in the schema's order (as Zod builds it). A key whose
  // value is undefined is left out by JSON.stringify, as an absent optional key is by Zod.
  const args: string[] = [];
  const values: unknown[] = [];
  const props = keys.map((k, i) => {
    const key = JSON.stringify(k);
    const f = fields[i];
    if (!f) return `${key}: o[${key}]`;
    args.push(`p${i}`);
    values.push(f);
    return `${key}: p${i}(o[${key}])`;
  });
  let body = `if (o === null || typeof o !== 'object') return o;\n`;
  if (loose) {
    args.push('declared');
    values.push(new Set(keys));
    body +=
      `const out = {${props.join(', ')}};\n` +
      `for (const k in o) if (!declared.has(k) && k !== '__proto__') out[k] = o[k];\n` +
      `return out;`;
  } else {
    body += `return {${props.join(', ')}};`;
  }
  // Generated code: the keys are JSON string literals of our own schemas, nothing from a request.
  return new Function(...args, `return function project(o) {\n${body}\n};`)(...values) as (
    v: unknown,
  ) => unknown;
}

function compileUnion(schema: $ZodType, compile: (s: $ZodType) => Projection): Projection {
  const def = zodOf(schema).def as unknown as { options: $ZodType[]; discriminator?: string };
  const options = def.options.map((o) => compile(o));
  if (options.every((o) => o === null)) return null;
  const viaZod = encodeWithZod(schema);

  if (def.discriminator !== undefined) {
    // As Zod's encode does: the option whose discriminator value matches, else Zod's own search.
    const tag = def.discriminator;
    const byTag = new Map<unknown, (v: unknown) => unknown>();
    for (let i = 0; i < def.options.length; i++) {
      const values = zodOf(def.options[i]!).propValues?.[tag];
      if (!values) return viaZod;
      for (const v of values) {
        if (v === undefined || byTag.has(v)) return viaZod;
        byTag.set(v, options[i] ?? identity);
      }
    }
    return (value) => {
      const project =
        value !== null && typeof value === 'object'
          ? byTag.get((value as Record<string, unknown>)[tag])
          : undefined;
      return project ? project(value) : viaZod(value);
    };
  }

  // One object-like option among primitives (e.g. an object or a string): an object can only be
  // that option, anything else is a primitive encoded as it is.
  const projected = options.filter((o) => o !== null);
  const primitivesOnly = def.options.every(
    (o, i) => options[i] !== null || PRIMITIVE_KINDS.has(zodOf(o).def.type),
  );
  if (projected.length === 1 && primitivesOnly) {
    const project = projected[0]!;
    return (value) => (value !== null && typeof value === 'object' ? project(value) : value);
  }
  return viaZod;
}

/**
 * The projection of a Zod schema (see the top of this file): `JSON.stringify(project(value))` is
 * the text of `JSON.stringify(z.encode(schema, value))` for every value the encode accepts.
 */
export function compileProjection(root: $ZodType): (value: unknown) => unknown {
  const done = new Map<$ZodType, Projection>();
  const pending = new Set<$ZodType>();

  function compile(schema: $ZodType): Projection {
    if (done.has(schema)) return done.get(schema)!;
    if (pending.has(schema)) {
      // A recursive schema (a getter in a shape): look the projection up when it runs (it is
      // compiled by then).
      return (v) => {
        const p = done.get(schema);
        return p ? p(v) : v;
      };
    }
    pending.add(schema);
    const p = compileNode(schema);
    pending.delete(schema);
    done.set(schema, p);
    return p;
  }

  function compileNode(schema: $ZodType): Projection {
    const { def } = zodOf(schema);
    const kind = def.type;
    if (rewrites(schema)) return encodeWithZod(schema);
    if (IDENTITY_KINDS.has(kind)) return null;
    switch (kind) {
      case 'object': {
        const p = compileObject(schema, compile);
        return p === undefined ? encodeWithZod(schema) : p;
      }
      case 'array': {
        const item = compile(def.element as $ZodType);
        if (!item) return null;
        return (value) => {
          if (!Array.isArray(value)) return value;
          const out = new Array<unknown>(value.length);
          for (let i = 0; i < value.length; i++) out[i] = item(value[i]);
          return out;
        };
      }
      case 'tuple': {
        const items = (def.items as $ZodType[]).map((s) => compile(s));
        const rest = def.rest ? compile(def.rest as $ZodType) : null;
        return items.every((p) => p === null) && rest === null ? null : encodeWithZod(schema);
      }
      case 'record': {
        const keyType = def.keyType as $ZodType;
        const keyKind = zodOf(keyType).def.type;
        // Enumerated keys (z.record(z.enum(...))) come out in the enum's order: left to Zod.
        if (keyKind !== 'string' || rewrites(keyType)) return encodeWithZod(schema);
        const value = compile(def.valueType as $ZodType) ?? identity;
        return (input) => {
          if (input === null || typeof input !== 'object') return input;
          const out: Record<string, unknown> = {};
          for (const k of Object.keys(input)) {
            if (k !== '__proto__') out[k] = value((input as Record<string, unknown>)[k]);
          }
          return out;
        };
      }
      case 'union':
        return compileUnion(schema, compile);
      case 'nullable': {
        const inner = compile(def.innerType as $ZodType);
        return inner && ((v) => (v === null ? v : inner(v)));
      }
      case 'optional': {
        const inner = compile(def.innerType as $ZodType);
        return inner && ((v) => (v === undefined ? v : inner(v)));
      }
      // Encoding goes straight to the inner schema (no default, no catch, no freezing).
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return compile(def.innerType as $ZodType);
      case 'lazy': {
        let inner: ((v: unknown) => unknown) | undefined;
        return (v) => (inner ??= compile((def.getter as () => $ZodType)()) ?? identity)(v);
      }
      default:
        // pipe, transform, codec, intersection, success, map, set, promise, function, file…
        return encodeWithZod(schema);
    }
  }

  return compile(root) ?? identity;
}

/** The schema Fastify hands over (a Zod schema, or `{ properties: zodSchema }`). */
function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`Not a Zod response schema: ${JSON.stringify(maybeSchema)}`);
}

/** Thrown (tests, development) when the projection's text differs from Zod's encode. */
export class ProjectionMismatchError extends Error {
  constructor(method: string, url: string, expected: string | undefined, got: string | undefined) {
    super(
      `The response projection of ${method} ${url} differs from the Zod encode ` +
        `(docs/decisions/031-response-serialisation.md).\nencode:     ${expected}\nprojection: ${got}`,
    );
    this.name = 'ProjectionMismatchError';
  }
}

/**
 * Fastify serializer compiler for the Zod response schemas (replaces fastify-type-provider-zod's
 * `serializerCompiler`). `checked`: see the top of this file.
 */
export function createResponseSerializerCompiler(opts: {
  checked: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = resolveSchema(maybeSchema);
    const project = compileProjection(schema);
    if (!opts.checked) {
      return (data) => {
        try {
          return JSON.stringify(project(data)) as string;
        } catch (cause) {
          // A part left to Zod (see compileNode) failed its encode, or JSON.stringify threw.
          throw new ResponseSerializationError(method, url, {
            cause: cause as ConstructorParameters<typeof ResponseSerializationError>[2]['cause'],
          });
        }
      };
    }
    return (data) => {
      const result = safeEncode(schema, data);
      if (!result.success)
        throw new ResponseSerializationError(method, url, { cause: result.error });
      const expected = JSON.stringify(result.data);
      const got = JSON.stringify(project(data));
      if (got !== expected) throw new ProjectionMismatchError(method, url, expected, got);
      return expected;
    };
  };
}
