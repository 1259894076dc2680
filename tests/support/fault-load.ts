import { type LoadRun, type PostResult, postSubmission, type Submission } from "./submissions";

/**
 * A load that carries a fault (decision 0070). Clients post submissions back to back; the fault is set off by
 * the load's own progress — when the `faultAfterAccepted`-th answer has been accepted and other requests are
 * still outstanding — never by a timer, so a faster or slower machine cannot move it to a quiet moment. The load
 * goes on through the fault and stops once `acceptedAfterRecovery` requests sent after the fault was over have
 * been accepted, or at `maxCount` submissions or `maxMs`, whichever comes first.
 */

export interface FaultResult extends PostResult {
  /** When the request was sent and when its answer (or the network error) came, in ms from the load's start. */
  sentAt: number;
  answeredAt: number;
}

interface FaultControl {
  /** Requests sent and not yet answered, now. */
  inFlight(): number;
}

export interface FaultLoadRun extends LoadRun {
  results: FaultResult[];
  /** Whether the fault was set off at all. */
  faulted: boolean;
  /** Requests sent and not yet answered at the moment the fault was set off, counted by the clients here. */
  inFlightAtFault: number;
  /** Those requests' submissions. */
  inFlightSubmissions: Submission[];
  acceptedBeforeFault: number;
  /** ms from the load's start: the fault set off, the fault over (the site expected back). */
  faultAtMs: number;
  recoveredAtMs: number;
  /** Requests sent after the fault was over, and how many of them were accepted. */
  sentAfterRecovery: FaultResult[];
  acceptedAfterRecovery: number;
  stoppedBy: "recovered" | "count" | "time";
}

export async function runLoadThroughFault(options: {
  concurrency: number;
  make: (n: number) => Submission;
  target: (n: number) => string;
  faultAfterAccepted: number;
  /** Brings the fault about and resolves once it is over (the server restarted, the dependency back). */
  fault: (control: FaultControl) => Promise<void>;
  acceptedAfterRecovery: number;
  maxCount: number;
  maxMs: number;
  /** A client that got no success waits this long before its next request (a browser would not hammer either). */
  pauseOnErrorMs?: number;
  /** Once the fault is set off, each client waits this long between requests: a long fault stays bounded in count. */
  thinkAfterFaultMs?: number;
  timeoutMs?: number;
}): Promise<FaultLoadRun> {
  const started = performance.now();
  const now = () => performance.now() - started;
  const results: FaultResult[] = [];
  const outstanding = new Map<number, Submission>();
  const control: FaultControl = { inFlight: () => outstanding.size };
  let next = 0;
  let accepted = 0;
  let acceptedAfter = 0;
  // In one object: the clients and the fault change these, so none of them may be narrowed by the code below.
  const state = {
    fault: null as { at: number; inFlight: Submission[]; acceptedBefore: number; done: Promise<void> } | null,
    recoveredAt: null as number | null,
    error: null as unknown,
  };

  const setOff = () => {
    const inFlight = [...outstanding.values()];
    const at = now();
    // Called synchronously: a fault that acts at once (a signal) lands while these requests are outstanding.
    const done = options.fault(control).then(
      () => void (state.recoveredAt = now()),
      (error: unknown) => void (state.error = error ?? new Error("the fault failed")),
    );
    state.fault = { at, inFlight, acceptedBefore: accepted, done };
  };
  const finished = () => state.error !== null || (state.recoveredAt !== null && acceptedAfter >= options.acceptedAfterRecovery);

  const client = async () => {
    for (;;) {
      if (finished() || now() > options.maxMs) return;
      const n = next++;
      if (n >= options.maxCount) return;
      const submission = options.make(n);
      outstanding.set(n, submission);
      const sentAt = now();
      const result = await postSubmission(options.target(n), submission, options.timeoutMs);
      outstanding.delete(n);
      results.push({ ...result, sentAt, answeredAt: now() });
      if (result.accepted) {
        accepted += 1;
        if (state.recoveredAt !== null && sentAt >= state.recoveredAt) acceptedAfter += 1;
      }
      if (!state.fault && accepted >= options.faultAfterAccepted && outstanding.size > 0) setOff();
      const pause = !result.accepted ? (options.pauseOnErrorMs ?? 0) : state.fault ? (options.thinkAfterFaultMs ?? 0) : 0;
      if (pause > 0) await new Promise((r) => setTimeout(r, pause));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const wallMs = performance.now() - started;
  // A fault still under way when a bound stopped the load is seen through (a server half restarted is no state to end in).
  const { fault: settled } = state;
  await settled?.done;
  if (state.error) throw state.error;
  const { recoveredAt } = state;
  const sentAfterRecovery = recoveredAt === null ? [] : results.filter((r) => r.sentAt >= recoveredAt);
  return {
    results,
    wallMs,
    faulted: settled !== null,
    inFlightAtFault: settled?.inFlight.length ?? 0,
    inFlightSubmissions: settled?.inFlight ?? [],
    acceptedBeforeFault: settled?.acceptedBefore ?? accepted,
    faultAtMs: Math.round(settled?.at ?? 0),
    recoveredAtMs: Math.round(recoveredAt ?? 0),
    sentAfterRecovery,
    acceptedAfterRecovery: acceptedAfter,
    stoppedBy: finished() ? "recovered" : next >= options.maxCount ? "count" : "time",
  };
}

/**
 * What every fault case reports: how many requests were in flight when the fault was set off, what became of
 * them, and the requests after the recovery.
 */
export function faultSummary(run: FaultLoadRun) {
  const inFlight = new Set(run.inFlightSubmissions.map((s) => s.email));
  const ofInFlight = run.results.filter((r) => inFlight.has(r.submission.email));
  return {
    requests: run.results.length,
    acceptedBeforeFault: run.acceptedBeforeFault,
    inFlightAtFault: run.inFlightAtFault,
    inFlightAccepted: ofInFlight.filter((r) => r.accepted).length,
    inFlightUnanswered: ofInFlight.filter((r) => r.status === 0).length,
    faultAtMs: run.faultAtMs,
    recoveredAtMs: run.recoveredAtMs,
    sentAfterRecovery: run.sentAfterRecovery.length,
    acceptedAfterRecovery: run.acceptedAfterRecovery,
    stoppedBy: run.stoppedBy,
  };
}
