/**
 * The lifecycle sweeper (DESIGN D7, D11): applies period ends that have passed, so a request moves
 * at its deadline even when nobody opens it. Every instance runs one; the claim is
 * `FOR UPDATE SKIP LOCKED`, so N instances share the work and never apply a transition twice. Reads
 * apply due deadlines themselves (docs/decisions/007), so the interval only bounds how stale an
 * unread row, and what the audit trail feeds (D13), can be.
 */

export interface LifecycleSweeperOptions {
  /** Claims and moves up to `batchSize` due requests in one transaction; answers how many. */
  sweepBatch: (batchSize: number) => Promise<number>;
  intervalMs: number;
  batchSize: number;
  /**
   * Batch transactions one sweep runs side by side (default 2): their claims never meet (SKIP
   * LOCKED), so a backlog drains faster on PostgreSQL; PGlite runs them one after the other.
   */
  workers?: number;
  /** What the log lines say (the retention job reuses this loop): its name and what a row is. */
  label?: { job: string; done: string };
  log: {
    error(object: object, message: string): void;
    info(object: object, message: string): void;
  };
}

export interface LifecycleSweeper {
  /** Starts the timer (idempotent). */
  start(): void;
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
  /**
   * Sweeps until nothing is due; a call while a sweep runs joins it instead of starting another.
   * Answers how many requests moved (0 when the sweep failed: the error is logged).
   */
  runOnce(): Promise<number>;
}

export function createLifecycleSweeper(options: LifecycleSweeperOptions): LifecycleSweeper {
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let started = false;

  async function sweep(): Promise<number> {
    let moved = 0;
    const label = options.label ?? { job: 'lifecycle sweep', done: 'period ends applied' };
    // A short batch means the due rows this instance can take are gone (others may hold some).
    const worker = async () => {
      for (;;) {
        const claimed = await options.sweepBatch(options.batchSize);
        moved += claimed;
        if (claimed < options.batchSize) return;
      }
    };
    try {
      const workers = Array.from({ length: Math.max(1, options.workers ?? 2) }, worker);
      const results = await Promise.allSettled(workers);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      if (moved > 0) options.log.info({ moved }, `${label.job}: ${label.done}`);
    } catch (error) {
      // The next tick retries; a failing sweep must not stop the server (reads stay correct).
      options.log.error({ err: error }, `${label.job} failed`);
    }
    return moved;
  }

  function runOnce(): Promise<number> {
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(): void {
    if (!started) return;
    // A timeout chained after each sweep, never an interval: ticks cannot overlap.
    timer = setTimeout(() => {
      timer = null;
      void runOnce().finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    start() {
      if (started || options.intervalMs <= 0) return;
      started = true;
      schedule();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}
