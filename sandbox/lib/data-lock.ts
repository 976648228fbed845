// One process per data folder (PX-10-003). The embedded database (PGlite) is not safe to open from
// two processes: both would run, hand out the same ids, and after a restart only one's writes would
// survive. The server, sandbox:reset and sandbox:review therefore take an exclusive lock on the folder
// first (proper-lockfile: a lock directory whose time stamp the holder refreshes, so the lock of a
// process killed with -9 goes stale and is taken over), and say who holds it when they cannot.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** Who holds a data folder, as written beside its lock. */
export interface LockHolder {
  pid: number;
  /** What runs there: `sandbox server`, `sandbox:reset`, `sandbox:review`. */
  command: string;
  /** The server's address, once it listens (tools use it to reach a running server). */
  url?: string;
  startedAt: string;
}

export class DataFolderBusyError extends Error {
  constructor(readonly dataDir: string, readonly holder: LockHolder | undefined) {
    super(
      `The sandbox data folder ${dataDir} is in use by ${holder ? describeHolder(holder) : 'another process'}. ` +
        'Only one process may open its database: stop that process first, or give this one another folder with SANDBOX_DATA_DIR.',
    );
    this.name = 'DataFolderBusyError';
  }
}

const describeHolder = (h: LockHolder) => `process ${h.pid} (${h.command}${h.url ? ` at ${h.url}` : ''}, since ${h.startedAt})`;

/** A lock left by a process that crashed goes stale after this long without a refresh. */
const STALE_MS = 10_000;
/** The folder's entries that belong to the lock (a reset keeps them). */
export const LOCK_ENTRIES = ['.lock', 'lock-holder.json'];
const lockPath = (dataDir: string) => join(dataDir, LOCK_ENTRIES[0]!);
const holderFile = (dataDir: string) => join(dataDir, LOCK_ENTRIES[1]!);

function readHolder(dataDir: string): LockHolder | undefined {
  try {
    return JSON.parse(readFileSync(holderFile(dataDir), 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataLock {
  /** Records the server's address for tools that reach it (sandbox:review). */
  describe(extra: Partial<LockHolder>): void;
  release(): Promise<void>;
}

/**
 * Takes the folder's lock or throws DataFolderBusyError naming the holder. A lock whose holder has
 * ended (killed with -9) is waited out until it goes stale, then taken.
 */
export async function lockDataDir(dataDir: string, command: string): Promise<DataLock> {
  mkdirSync(dataDir, { recursive: true });
  const take = (retries: number) =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPath(dataDir),
      realpath: false,
      stale: STALE_MS,
      retries: retries > 0 ? { retries, minTimeout: 500, maxTimeout: 500, factor: 1 } : 0,
      onCompromised: (error) => {
        // Another process took the folder over: writing on would corrupt it, so stop at once.
        console.error(`The lock on ${dataDir} was lost (${error.message}); stopping so that two processes never write one database.`);
        process.exit(70);
      },
    });
  let release: () => Promise<void>;
  try {
    release = await take(0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = readHolder(dataDir);
    if (holder && isAlive(holder.pid)) throw new DataFolderBusyError(dataDir, holder);
    try {
      release = await take(Math.ceil((STALE_MS + 2_000) / 500));
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataFolderBusyError(dataDir, readHolder(dataDir));
      throw again;
    }
  }
  let holder: LockHolder = { pid: process.pid, command, startedAt: new Date().toISOString() };
  writeFileSync(holderFile(dataDir), JSON.stringify(holder));
  let released = false;
  return {
    describe(extra) {
      holder = { ...holder, ...extra };
      writeFileSync(holderFile(dataDir), JSON.stringify(holder));
    },
    async release() {
      if (released) return;
      released = true;
      if (readHolder(dataDir)?.pid === process.pid) rmSync(holderFile(dataDir), { force: true });
      if (existsSync(lockPath(dataDir))) await release();
    },
  };
}
