// The sandbox's shared state, built once per server by app.ts and handed to the domain as a plain value.
import type { StoreFixture } from '../../fixtures/types.ts';
import type { SandboxOptions } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { FileStore } from '../lib/files.ts';
import type { Outbox } from '../lib/outbox.ts';
import type { Catalogue, SortRule } from './catalogue.ts';
import type { SessionPolicy } from './sessions.ts';

export type StoreSettings = StoreFixture['settings'];

export interface Core {
  db: Db;
  catalogue: Catalogue;
  store: StoreFixture;
  settings: StoreSettings;
  sortRules: SortRule[];
  files: FileStore;
  outbox: Outbox;
  options: SandboxOptions;
  /** Now, for standing orders and what they place; tests move it forward (PX-16-010). */
  clock: Clock;
  /**
   * Session lifetimes, their clock and the CSRF key (PX-19-001, PX-19-002). A clock of their own: moving
   * `clock` days ahead for standing orders must not sign everyone out.
   */
  sessions: SessionPolicy;
  /** Reads left per cart before it settles (async cart mode). */
  cartReadsPending: Map<string, number>;
}
