// Uploaded and generated files: PDF, PNG or JPEG up to 10 MB, recognised by their magic bytes
// (never by the name or the declared type), stored under random names in a folder outside the web
// root; the original name is kept only sanitised, as metadata.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export type FileType = 'application/pdf' | 'image/png' | 'image/jpeg';

export interface StoredFile {
  storedName: string;
  name: string;
  contentType: FileType;
  size: number;
}

function sniffType(bytes: Buffer): FileType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const EXTENSION: Record<FileType, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' };

/** Keeps letters, digits, dot, dash and underscore of the last path segment; never empty. */
function sanitiseName(name: string, type: FileType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 120);
  const withName = cleaned.length > 0 ? cleaned : `upload${EXTENSION[type]}`;
  return /\.[A-Za-z0-9]{1,5}$/.test(withName) ? withName : withName + EXTENSION[type];
}

export class UnsupportedFileError extends Error {}
export class FileTooLargeError extends Error {}

export class FileStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Checks an upload (type by its bytes, size) and names it, without writing anything. */
  check(bytes: Buffer, originalName: string): StoredFile & { bytes: Buffer } {
    if (bytes.length > MAX_UPLOAD_BYTES) throw new FileTooLargeError('Files may be at most 10 MB.');
    const contentType = sniffType(bytes);
    if (!contentType || bytes.length === 0) throw new UnsupportedFileError('Upload a PDF, PNG or JPEG file.');
    return { storedName: `${randomUUID()}${EXTENSION[contentType]}`, name: sanitiseName(originalName, contentType), contentType, size: bytes.length, bytes };
  }

  save(bytes: Buffer, originalName: string): StoredFile {
    const { bytes: _, ...file } = this.check(bytes, originalName);
    writeFileSync(join(this.dir, file.storedName), bytes, { mode: 0o600 });
    return file;
  }

  /**
   * Runs `work` (the database write that owns the files), which writes each checked file with
   * `write` once the request is authorised; the files written are removed when `work` fails, so no
   * upload outlives the record that owns it (PX-10-009).
   */
  async keepWith<T>(work: (write: (file: StoredFile & { bytes: Buffer }) => StoredFile) => Promise<T>): Promise<T> {
    const written: string[] = [];
    try {
      return await work(({ bytes, ...file }) => {
        writeFileSync(join(this.dir, file.storedName), bytes, { mode: 0o600 });
        written.push(file.storedName);
        return file;
      });
    } catch (error) {
      for (const name of written) rmSync(join(this.dir, name), { force: true });
      throw error;
    }
  }

  read(storedName: string): Buffer {
    if (!/^[0-9a-f-]{36}\.(pdf|png|jpg)$/.test(storedName)) throw new Error('bad stored file name');
    return readFileSync(join(this.dir, storedName));
  }
}
