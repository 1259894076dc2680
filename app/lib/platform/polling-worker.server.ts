import { log } from "./log.server";

/** Rows a worker has claimed and not yet settled (`started`: the send may have reached the other side). */
export type Claimed = Map<string, { started: boolean }>;

export interface PollingWorker {
  /** Run now (after a request queued work) instead of at the next tick. */
  kick(): void;
  /** Stops polling, waits up to `graceMs` for the run in progress, then hands back what is still claimed. */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * The loop shared by the mail outbox and the alert outbox: one run at a time, every `intervalMs` and on
 * every kick (a kick during a run starts another right after it, so nothing queued meanwhile waits a tick).
 */
export function startPollingWorker({
  name,
  intervalMs,
  run,
  handBack,
}: {
  /** For the log ("outbox", "alert"). */
  name: string;
  intervalMs: number;
  run(claimed: Claimed, stopped: () => boolean): Promise<unknown>;
  /** Returns the claims a stopped worker could not settle to the queue; resolves to how many. */
  handBack(claimed: Claimed): Promise<number>;
}): PollingWorker {
  const claimed: Claimed = new Map();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run(claimed, () => stopped)
      .then(() => undefined)
      .catch((error: unknown) => log.error(`${name} run failed`, { error: String(error) }))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    kick: tick,
    async stop({ graceMs = 5_000 } = {}) {
      stopped = true;
      clearInterval(timer);
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))]);
      clearTimeout(grace);
      if (claimed.size === 0) return;
      const released = await handBack(claimed);
      log.info(`${name} claims released`, { released });
    },
  };
}
