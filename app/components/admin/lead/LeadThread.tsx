import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { FieldError, JsonReplyField } from "~/components/forms/fields";
import { showToast } from "~/components/ui/Toaster";
import { NO_TEXT_REASONS, REPLY_MAX } from "~/forms/admin-messages";
import { leadActionSchemas } from "~/forms/lead-pipeline";
import { At } from "./format";

/** A lead's texts and calls as a conversation, and the office's reply form. */

type Entry =
  | { type: "text"; id: string; direction: "in" | "out"; textBack: boolean; body: string; status: string; retrying: boolean; at: string }
  | { type: "call"; id: string; status: string; durationSeconds: number | null; textBack: string | null; stirVerstat: string | null; at: string };

/** An outgoing text's state in words: waiting in our outbox or at Twilio is one "Queued" to the office. */
const TEXT_STATES: Record<string, string> = {
  pending: "Queued",
  claimed: "Queued",
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  undelivered: "Undelivered",
  failed: "Failed",
  "opted-out": "Not sent: the number opted out",
  cancelled: "Not sent: the visit was cancelled",
};

const minutes = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);

/** Twilio's caller-ID attestation (StirVerstat) in words. */
function callerId(verstat: string | null) {
  if (!verstat) return null;
  if (verstat === "TN-Validation-Passed-A" || verstat === "TN-Validation-Passed-B") return `caller ID verified (${verstat.slice(21)})`;
  // C is the attestation of a call the carrier only passed on: it vouches for nothing.
  if (verstat.startsWith("TN-Validation-Passed")) return `caller ID not verified (attestation ${verstat.slice(21) || "without a level"})`;
  return verstat.startsWith("TN-Validation-Failed") ? "caller ID failed verification" : "caller ID not checked";
}

function callText(entry: Extract<Entry, { type: "call" }>) {
  if (entry.status === "ringing") return "Call ringing";
  if (entry.status === "answered") return `Call answered${entry.durationSeconds ? `, ${minutes(entry.durationSeconds)}` : ""}`;
  const reason = entry.textBack ? NO_TEXT_REASONS[entry.textBack] : undefined;
  return `Missed call (${entry.status.replace("-", " ")})${reason ? `, no text-back: ${reason}` : ""}`;
}

function who(entry: Extract<Entry, { type: "text" }>) {
  if (entry.direction === "in") return "Customer";
  return entry.textBack ? "Automatic text-back" : "Office";
}

export function LeadThread({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return <p className="mt-3 text-navy-700">No texts or calls yet.</p>;
  return (
    <ol className="mt-3 space-y-3" data-testid="lead-thread">
      {entries.map((entry) =>
        entry.type === "call" ? (
          <li key={entry.id} className="rounded-lg border border-navy-100 p-3 text-sm" data-testid="thread-call">
            <strong>{callText(entry)}</strong> · <At iso={entry.at} />
            {callerId(entry.stirVerstat) ? ` · ${callerId(entry.stirVerstat)}` : null}
          </li>
        ) : (
          <li
            key={entry.id}
            data-testid="thread-text"
            className={`rounded-lg p-3 ${entry.direction === "in" ? "mr-8 bg-navy-50" : "ml-8 border border-navy-100"}`}
          >
            <p className="text-xs text-navy-700">
              <strong>{who(entry)}</strong> · <At iso={entry.at} />
              {entry.direction === "out" ? (
                <>
                  {" "}
                  · <span data-testid="text-state">{TEXT_STATES[entry.status] ?? entry.status}</span>
                  {entry.retrying && entry.status === "pending" ? " (retrying)" : ""}
                </>
              ) : null}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{entry.body}</p>
          </li>
        ),
      )}
    </ol>
  );
}

type ActionData = { intent: string; ok?: boolean; message: string; reply?: SubmissionResult<string[]> | null };

/**
 * The office's text to the customer. Without JavaScript a plain post (the page comes back with a toast); with
 * it a fetcher: the page stays, the thread reloads with the new text, the box empties.
 */
export function ReplyForm({ pageResult, version }: { pageResult: ActionData | undefined; version: string }) {
  const fetcher = useFetcher<ActionData>();
  const result = fetcher.data ?? (pageResult?.intent === "reply" ? pageResult : undefined);
  const [form, fields] = useForm<Record<string, string>>({
    id: "lead-reply",
    lastResult: result?.reply ?? undefined,
    defaultValue: { body: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: leadActionSchemas.reply }),
  });
  useEffect(() => {
    if (fetcher.data?.message) showToast({ title: fetcher.data.message, type: fetcher.data.ok ? "success" : "error" });
  }, [fetcher.data]);
  const busy = fetcher.state !== "idle";
  const refused = result && !result.ok && result.message ? result.message : null;
  return (
    <fetcher.Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="mt-4 space-y-3" key={`reply-${version}`}>
      <input type="hidden" name="intent" value="reply" />
      <JsonReplyField />
      <div>
        <label htmlFor={fields.body.id} className="block font-semibold">
          Text the customer
        </label>
        <textarea
          id={fields.body.id}
          name="body"
          rows={3}
          maxLength={REPLY_MAX}
          defaultValue={fields.body.initialValue ?? ""}
          className="admin-input py-2"
          aria-invalid={fields.body.errors ? true : undefined}
          aria-describedby={`${fields.body.id}-hint${fields.body.errors ? ` ${fields.body.errorId}` : ""}${refused ? " reply-refused" : ""}`}
        />
        <p id={`${fields.body.id}-hint`} className="text-sm text-navy-700">
          Sent by text from the number they called or texted, {REPLY_MAX} characters at most
        </p>
        <FieldError id={fields.body.errorId} errors={fields.body.errors} />
        {refused ? (
          <p id="reply-refused" role="alert" className="mt-1 text-sm font-semibold text-brand-700">
            {refused}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Sending..." : "Send"}
      </button>
    </fetcher.Form>
  );
}
