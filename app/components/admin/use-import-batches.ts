import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { showToast } from "~/components/ui/Toaster";
import { IMPORT_MESSAGES } from "~/forms/admin-messages";

/** With JavaScript the selection is imported in batches of this size, so progress can be shown. */
const BATCH = 5;

/** What the import action answers for one batch (or for the whole selection without JavaScript). */
export interface ImportOutcome {
  ok: boolean;
  message: string;
  imported: number;
  duplicates: number;
  failures: string[];
}

interface Progress {
  total: number;
  done: number;
  queue: string[][];
  imported: number;
  duplicates: number;
  failures: string[];
  error: string | null;
}

/** The selection cut into batches of BATCH. */
function batchesOf(refs: string[]): string[][] {
  const queue: string[][] = [];
  for (let i = 0; i < refs.length; i += BATCH) queue.push(refs.slice(i, i + BATCH));
  return queue;
}

/** Adds one finished batch to the progress: the next progress, or the final outcome when done or failed. */
function afterBatch(progress: Progress, batch: ImportOutcome): { next: Progress } | { final: ImportOutcome } {
  const next: Progress = {
    ...progress,
    done: progress.done + (progress.queue[0]?.length ?? 0),
    queue: progress.queue.slice(1),
    imported: progress.imported + batch.imported,
    duplicates: progress.duplicates + batch.duplicates,
    failures: [...progress.failures, ...batch.failures],
    error: batch.ok ? progress.error : batch.message,
  };
  if (batch.ok && next.queue.length > 0) return { next };
  const counts = { imported: next.imported, duplicates: next.duplicates, failures: next.failures };
  return { final: next.error ? { ok: false, message: next.error, ...counts } : { ok: true, message: IMPORT_MESSAGES.imported(next.imported), ...counts } };
}

/**
 * The import's batching in the browser: posts the selection to the page's action BATCH files at a time (only the
 * last batch lets the page rescan the buckets), adds up the counts, and shows the outcome as toasts.
 */
export function useImportBatches(onDone: () => void) {
  const fetcher = useFetcher<ImportOutcome>();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const handled = useRef<unknown>(null);

  function sendBatch(queue: string[][]) {
    const form = new FormData();
    for (const ref of queue[0]) form.append("file", ref);
    form.set("batch", queue.length > 1 ? "more" : "last");
    fetcher.submit(form, { method: "post" });
  }

  // Each finished batch: add up the counts, then send the next one or finish.
  useEffect(() => {
    if (!progress || fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const step = afterBatch(progress, fetcher.data);
    if ("next" in step) {
      setProgress(step.next);
      sendBatch(step.next.queue);
      return;
    }
    setProgress(null);
    setOutcome(step.final);
    onDone();
    for (const failure of step.final.failures) showToast({ title: failure, type: "error" });
    showToast({ title: step.final.message, type: step.final.ok ? "success" : "error" });
  }, [fetcher.state, fetcher.data]);

  function start(refs: string[]) {
    if (refs.length === 0) {
      setOutcome({ ok: false, message: IMPORT_MESSAGES.noneSelected, imported: 0, duplicates: 0, failures: [] });
      showToast({ title: IMPORT_MESSAGES.noneSelected, type: "error" });
      return;
    }
    const queue = batchesOf(refs);
    setOutcome(null);
    handled.current = fetcher.data;
    setProgress({ total: refs.length, done: 0, queue, imported: 0, duplicates: 0, failures: [], error: null });
    sendBatch(queue);
  }

  return { progress, outcome, start };
}
