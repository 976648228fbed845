// PX-17-002: a registration document is a PDF, PNG or JPEG of at most 10 MB.
import {
  MSG_DOCUMENT_TOO_LARGE,
  MSG_DOCUMENT_TYPE,
  REGISTRATION_DOCUMENT_MAX_BYTES,
  REGISTRATION_DOCUMENT_TYPES,
} from '../constants/registration.ts';
import type { FileRef } from './form.ts';

// Browsers leave `type` empty for some files; the extension decides then.
const TYPE_OF_EXTENSION: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

function documentType(file: FileRef): string {
  if (file.type) return file.type.toLowerCase();
  return TYPE_OF_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** The message refusing `file`, or undefined when it may be attached. */
export function documentError(file: FileRef): string | undefined {
  if (!(REGISTRATION_DOCUMENT_TYPES as readonly string[]).includes(documentType(file))) return MSG_DOCUMENT_TYPE;
  if (file.size > REGISTRATION_DOCUMENT_MAX_BYTES) return MSG_DOCUMENT_TOO_LARGE;
  return undefined;
}

/** '2.4 MB', '180 KB', '512 bytes': how the form shows an attached document's size. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
