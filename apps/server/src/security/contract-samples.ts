import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import * as contract from '@pagebird/contract';
import type { Endpoint } from '@pagebird/contract';

/**
 * The contract's endpoints, discovered (every endpoint of every exported `…Api` object), and
 * valid-shaped requests for them built from their schemas through JSON Schema. Shared by the
 * contract fuzz (features/system/contract-fuzz.test.ts) and the security suite.
 */

export interface NamedEndpoint {
  name: string;
  endpoint: Endpoint;
}

/** Every endpoint of every exported `…Api` object of the contract. */
export function contractEndpoints(): NamedEndpoint[] {
  const out: NamedEndpoint[] = [];
  for (const [apiName, api] of Object.entries(contract)) {
    if (!apiName.endsWith('Api') || typeof api !== 'object' || api === null) continue;
    for (const [name, e] of Object.entries(api as Record<string, unknown>)) {
      const candidate = e as Partial<Endpoint> | null;
      if (typeof candidate?.method === 'string' && typeof candidate.path === 'string') {
        out.push({ name: `${apiName}.${name}`, endpoint: candidate as Endpoint });
      }
    }
  }
  return out;
}

// ── a valid-shaped value from a schema (through its JSON Schema) ──

export type Json = Record<string, unknown>;

export const STRING_CANDIDATES = [
  'Fuzz',
  'abc',
  'ABC123',
  '1234',
  'en',
  'US',
  '#aabbcc',
  '8AM',
  '2020-01-01',
  'America/New_York',
  'a',
  // Admin list sort ("key,order"), app versions, discount sources, hex colours without #.
  'createdAt,desc',
  '1.0.0',
  'PROMO',
  'aabbcc',
];

export function sampleString(s: Json): string {
  switch (s.format) {
    case 'uuid':
    case 'guid':
      return randomUUID();
    case 'email':
      return `fuzz-${randomUUID().slice(0, 8)}@example.test`;
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return '2020-01-01';
    case 'time':
      return '10:00:00';
    case 'uri':
    case 'url':
      return 'https://example.test/fuzz';
  }
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern, 'u');
    const hit = STRING_CANDIDATES.find((c) => re.test(c) && fits(c));
    if (hit) return hit;
  }
  let v = 'Fuzz text';
  if (v.length < min) v = v.padEnd(min, 'x');
  return v.slice(0, Math.max(min, Math.min(max, v.length)));
}

export function sample(s: unknown, defs: Json, depth = 0): unknown {
  if (typeof s !== 'object' || s === null || depth > 12) return undefined;
  const js = s as Json;
  if (typeof js.$ref === 'string') {
    const key = js.$ref.replace(/^#\/(\$defs|definitions)\//, '');
    return sample(defs[key], defs, depth + 1);
  }
  if ('const' in js) return js.const;
  if (Array.isArray(js.enum)) return js.enum[0];
  if (js.default !== undefined) return js.default;
  if (Array.isArray(js.examples) && js.examples.length) return js.examples[0];
  const options = (js.anyOf ?? js.oneOf) as unknown[] | undefined;
  if (Array.isArray(options)) {
    const pick = options.find((o) => (o as Json).type !== 'null') ?? options[0];
    return sample(pick, defs, depth + 1);
  }
  if (Array.isArray(js.allOf) && js.allOf.length) return sample(js.allOf[0], defs, depth + 1);
  const type = Array.isArray(js.type) ? js.type.find((t) => t !== 'null') : js.type;
  switch (type) {
    case 'string':
      return sampleString(js);
    case 'integer':
    case 'number': {
      const lo =
        typeof js.minimum === 'number'
          ? js.minimum
          : typeof js.exclusiveMinimum === 'number'
            ? js.exclusiveMinimum + 1
            : 1;
      const hi = typeof js.maximum === 'number' ? js.maximum : Infinity;
      return Math.min(lo, hi);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const n = Math.max(1, typeof js.minItems === 'number' ? js.minItems : 1);
      const item = Array.isArray(js.prefixItems) ? undefined : js.items;
      if (Array.isArray(js.prefixItems)) {
        return js.prefixItems.map((p) => sample(p, defs, depth + 1));
      }
      return Array.from({ length: n }, () => sample(item, defs, depth + 1));
    }
    case 'object': {
      const out: Json = {};
      for (const [k, p] of Object.entries((js.properties as Json | undefined) ?? {})) {
        const v = sample(p, defs, depth + 1);
        if (v !== undefined) out[k] = v;
      }
      if (
        !js.properties &&
        typeof js.additionalProperties === 'object' &&
        js.additionalProperties !== null
      ) {
        out.fuzzKey = sample(js.additionalProperties, defs, depth + 1);
      }
      return out;
    }
  }
  return undefined;
}

export function sampleOf(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const js = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json;
  return sample(js, (js.$defs as Json | undefined) ?? {});
}

/** Paths of the string leaves of a sample. */
export function stringPaths(
  v: unknown,
  path: Array<string | number> = [],
): Array<Array<string | number>> {
  if (typeof v === 'string') return [path];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringPaths(x, [...path, i]));
  if (v && typeof v === 'object') {
    return Object.entries(v).flatMap(([k, x]) => stringPaths(x, [...path, k]));
  }
  return [];
}

export function withValueAt(v: unknown, path: Array<string | number>, bad: string): unknown {
  if (path.length === 0) return bad;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as Json) }) as Json;
  const [head, ...rest] = path;
  copy[head as string] = withValueAt(copy[head as string], rest, bad);
  return copy;
}

/**
 * Percent-encoding that keeps lone surrogates (as their generalised UTF-8 bytes, what a
 * hostile client can send), where encodeURIComponent would throw.
 */
export function encodeRaw(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

export function urlOf(path: string, params: unknown, query: unknown): string {
  const p = (params ?? {}) as Json;
  const url = path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) =>
    encodeRaw(String(p[k] ?? randomUUID())),
  );
  const parts: string[] = [];
  for (const [k, v] of Object.entries((query ?? {}) as Json)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined || item === null) continue;
      parts.push(`${encodeRaw(k)}=${encodeRaw(String(item))}`);
    }
  }
  return parts.length ? `${url}?${parts.join('&')}` : url;
}

/**
 * Values the JSON Schema of a field cannot tell (Zod refinements): a deliverable email address,
 * a grade of the list, a known time zone, school hours. More requests then get past validation
 * to the handler's own checks (the role check itself runs before validation).
 */
export function refineSample(v: unknown, key = ''): unknown {
  if (Array.isArray(v)) return v.map((x) => refineSample(x));
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v as Json).map(([k, x]) => [k, refineSample(x, k)]));
  }
  if (typeof v === 'string' && /email/i.test(key)) {
    return `matrix-${randomUUID().slice(0, 8)}@example.com`;
  }
  if (typeof v === 'number' && /^gradeId$/.test(key)) return 3;
  if (typeof v === 'string' && key === 'timeZone') return 'America/New_York';
  if (typeof v === 'string' && key === 'hoursFrom') return '8AM';
  if (typeof v === 'string' && key === 'hoursTo') return '3PM';
  return v;
}

export interface SampleRequest {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * A valid-shaped request for an endpoint: params, query and body sampled from its schemas;
 * path parameters the contract does not describe get an id-shaped value.
 */
export function sampleRequest(e: Endpoint): SampleRequest {
  const req: SampleRequest = {
    params: sampleOf(e.params),
    query: sampleOf(e.query),
    body: sampleOf(e.body),
  };
  const pathParams = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  if (pathParams.length && (typeof req.params !== 'object' || req.params === null)) {
    req.params = Object.fromEntries(pathParams.map((p) => [p, randomUUID()]));
  }
  return req;
}

let ipCounter = 0;
/** A fresh client address per request, so per-route rate limits never answer for the route. */
export const nextIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
