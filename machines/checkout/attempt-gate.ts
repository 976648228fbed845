// CC-4-048..CC-4-051, PX-08-001: one order attempt at a time. A second 'Place order' (a double
// click, Enter held down) while an attempt runs is ignored rather than queued, so one attempt sends
// one prepare/submit or place call, with its one idempotency key, and makes at most one order.

export interface AttemptGate {
  /** Runs `attempt` unless one is already running; answers its result, or undefined when ignored. */
  run<T>(attempt: () => Promise<T>): Promise<T | undefined>;
  readonly running: boolean;
}

export function createAttemptGate(): AttemptGate {
  let running = false;
  return {
    get running() {
      return running;
    },
    async run(attempt) {
      if (running) return undefined;
      running = true;
      try {
        return await attempt();
      } finally {
        running = false;
      }
    },
  };
}
