// PX-17-001: the registration draft is kept in the browser until it is submitted. IndexedDB holds
// the entries and the documents themselves (Blobs), so a reload, a failed submit or a dropped
// connection loses nothing. A document is written only when it changes, not with every keystroke.
import type { FileKind, FileRef, RegistrationDraft } from '../../machines/registration/form.ts';

export interface KeptDraft {
  draft: RegistrationDraft;
  tab: number;
  completed: boolean[];
}

export interface DraftStore {
  read(): Promise<KeptDraft | undefined>;
  write(kept: KeptDraft): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'kestrel-registration';
const STORE = 'draft';
const FORM_KEY = 'form';
const FILE_KINDS: FileKind[] = ['taxExemptFile', 'resaleLicenseFile'];

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

const withoutFiles = (kept: KeptDraft): KeptDraft => ({ ...kept, draft: { ...kept.draft, files: {} } });

/** Every operation runs after the one before it, so a clear after the last write wins. */
function serial(): <T>(operation: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (operation) => {
    const next = last.then(operation, operation);
    last = next.catch(() => undefined);
    return next;
  };
}

function indexedDbDraftStore(factory: IDBFactory = globalThis.indexedDB): DraftStore {
  let db: Promise<IDBDatabase> | undefined;
  const database = () => (db ??= openDb(factory));
  const queue = serial();
  const written = new Map<FileKind, FileRef | undefined>();

  return {
    read: () =>
      queue(async () => {
        const transaction = (await database()).transaction(STORE, 'readonly');
        const store = transaction.objectStore(STORE);
        const [form, ...files] = await Promise.all([done(store.get(FORM_KEY)), ...FILE_KINDS.map((kind) => done(store.get(kind)))]);
        if (!form) return undefined;
        const kept = form as KeptDraft;
        const attached = Object.fromEntries(FILE_KINDS.flatMap((kind, index) => (files[index] ? [[kind, files[index] as File]] : [])));
        FILE_KINDS.forEach((kind) => written.set(kind, attached[kind]));
        return { ...kept, draft: { ...kept.draft, files: attached } };
      }),
    write: (kept) =>
      queue(async () => {
        const transaction = (await database()).transaction(STORE, 'readwrite');
        const store = transaction.objectStore(STORE);
        store.put(withoutFiles(kept), FORM_KEY);
        for (const kind of FILE_KINDS) {
          const file = kept.draft.files[kind];
          if (written.get(kind) === file) continue;
          if (file) store.put(file, kind);
          else store.delete(kind);
          written.set(kind, file);
        }
        await finished(transaction);
      }),
    clear: () =>
      queue(async () => {
        const transaction = (await database()).transaction(STORE, 'readwrite');
        transaction.objectStore(STORE).clear();
        written.clear();
        await finished(transaction);
      }),
  };
}

/** Where IndexedDB is missing (tests, private modes that block it): kept for this page only. */
export function memoryDraftStore(initial?: KeptDraft): DraftStore {
  let kept = initial;
  return {
    read: async () => kept,
    write: async (next) => {
      kept = next;
    },
    clear: async () => {
      kept = undefined;
    },
  };
}

export function browserDraftStore(): DraftStore {
  return typeof globalThis.indexedDB === 'undefined' ? memoryDraftStore() : indexedDbDraftStore();
}
