import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppErrorCode } from '@pagebird/contract';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { validationFields } from './error-handler.ts';

/** Largest file part of any multipart request (a book file); smaller limits per call. */
export const MULTIPART_MAX_FILE_BYTES = 200 * 1024 * 1024;

/**
 * multipart/form-data for the admin calls of spec §7 (book `bookDto` + `coverFile`, banner
 * `body` + `webImage` + `mobileImage`, quiz `body` + `answerImageN`, book uploads). Registered
 * once; routes read their parts with `readMultipart`. Their contract endpoints declare no
 * `body` (Fastify does not validate a stream): `readMultipart` validates the JSON parts with
 * the contract's schema instead, with the same 400 field messages as any other body.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MULTIPART_MAX_FILE_BYTES, files: 20, fields: 50, fieldSize: 1024 * 1024 },
  });
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface MultipartSpec<S extends z.ZodType> {
  /** The part holding the JSON document (e.g. `bookDto`, `body`). */
  jsonField: string;
  schema: S;
  /** Allowed file fields: exact names, or a RegExp (e.g. /^answerImage\d+$/). */
  files: ReadonlyArray<string | RegExp>;
  /** Per-file limit in bytes (default 10 MB). */
  maxFileBytes?: number;
  /** Whether the JSON part may be missing (then `data` is undefined). */
  jsonOptional?: boolean;
}

export interface MultipartResult<T> {
  data: T;
  files: Map<string, UploadedFile>;
}

const bad = (message: string, field: string): AppError =>
  new AppError(AppErrorCode.VALIDATION, undefined, { [field]: message });

/**
 * Read a multipart request: the JSON part parsed and validated, the files buffered (each within
 * `maxFileBytes`). A wrong content type, an unknown part, a too large file or invalid JSON is a
 * 400 with a field message.
 */
export async function readMultipart<S extends z.ZodType>(
  req: FastifyRequest,
  spec: MultipartSpec<S>,
): Promise<MultipartResult<z.output<S>>> {
  if (!req.isMultipart()) throw bad('Send this request as multipart/form-data.', 'request');
  const maxBytes = spec.maxFileBytes ?? 10 * 1024 * 1024;
  const allowed = (name: string) =>
    spec.files.some((f) => (typeof f === 'string' ? f === name : f.test(name)));
  let json: string | undefined;
  const files = new Map<string, UploadedFile>();
  let current = 'file';
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      current = part.fieldname;
      if (part.type === 'file') {
        if (!allowed(part.fieldname)) {
          part.file.resume();
          throw bad('This file field is not expected here.', part.fieldname);
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw bad('This file is too large.', part.fieldname);
        if (bytes.length > 0) {
          files.set(part.fieldname, {
            field: part.fieldname,
            filename: part.filename,
            mimetype: part.mimetype,
            bytes,
          });
        }
      } else if (part.fieldname === spec.jsonField) {
        json = typeof part.value === 'string' ? part.value : String(part.value);
      } else {
        throw bad('This field is not expected here.', part.fieldname);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw bad('This file is too large.', current);
    if (code.startsWith('FST_')) throw bad('The form data could not be read.', 'request');
    throw err;
  }
  if (json === undefined) {
    if (spec.jsonOptional) return { data: undefined as z.output<S>, files };
    throw bad('This part is required.', spec.jsonField);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw bad('The request body is not valid JSON.', spec.jsonField);
  }
  const parsed = spec.schema.safeParse(raw);
  if (!parsed.success) {
    const fields = validationFields(
      parsed.error.issues.map((i) => ({
        instancePath: `/${[spec.jsonField, ...i.path.map(String)].join('/')}`,
        message: i.message,
      })),
      'body',
    );
    throw new AppError(AppErrorCode.VALIDATION, undefined, fields);
  }
  return { data: parsed.data as z.output<S>, files };
}
