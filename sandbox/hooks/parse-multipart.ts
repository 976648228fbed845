// Multipart bodies (purchase-order uploads): fields, JSON parts and files, each part's value checked
// like a JSON body's; a body that cannot be read is the sender's fault (400), a file over the limit 413.
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../http/context.ts';
import { apiErrorOf } from '../http/errors.ts';
import { tooLarge } from '../domain/errors.ts';
import { assertValue, errorFromFramework, malformedMultipart } from '../http/input-guard.ts';
import { apiCallOf, type MultipartBody } from './api-call.ts';

export async function parseMultipart(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) apiCallOf(request).multipart = await readMultipart(request);
}

async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const fields: Record<string, unknown> = {};
  const raw: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    await readParts(request, fields, raw, files);
  } catch (error) {
    // The store's own refusals (a file over the limit: 413 FILE_TOO_LARGE, PX-65-007) pass as they are.
    const known = apiErrorOf(error);
    if (known) throw known;
    // Truncated bodies, wrong boundaries, bad part headers and part limits are the sender's fault.
    throw errorFromFramework(error as any) ?? malformedMultipart(String((error as Error).message ?? 'unreadable').replace(/\.$/, ''));
  }
  // A JSON part's text holds escapes (`\u0000`): its parsed value is checked, first so the message names the field (PX-65-001).
  for (const [name, value] of Object.entries(fields)) assertValue(value, name);
  for (const [name, value] of Object.entries(raw)) assertValue(value, name);
  for (const [name, file] of Object.entries(files)) assertValue(file.filename, `${name} file name`);
  return { fields, raw, files };
}

async function readParts(request: FastifyRequest, fields: Record<string, unknown>, raw: Record<string, string>, files: Record<string, UploadedFile>): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.mimetype === 'application/json') {
      // A JSON part sent as a Blob arrives as a file; it is a form field all the same.
      const text = (await part.toBuffer()).toString('utf8');
      raw[part.fieldname] = text;
      try {
        fields[part.fieldname] = JSON.parse(text);
      } catch {
        fields[part.fieldname] = text;
      }
    } else if (part.type === 'file') {
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch {
        throw tooLarge();
      }
      files[part.fieldname] = { filename: part.filename, bytes, truncated: part.file.truncated };
    } else {
      const value = String(part.value);
      raw[part.fieldname] = value;
      let parsed: unknown = value;
      if (part.mimetype === 'application/json' || /^\s*[{[]/.test(value)) {
        try {
          parsed = JSON.parse(value);
        } catch {
          parsed = value;
        }
      }
      fields[part.fieldname] = parsed;
    }
  }
}
