import { AUTO_TEXT_LABELS, FIELD_LABELS, NO_TEXT_REASONS } from "~/forms/admin-messages";
import { At, statusLabel } from "./format";

/** A history row's values as the office reads them. */
function eventValue(field: string, value: string | null) {
  if (value == null || value === "") return "—";
  return field === "status" ? statusLabel(value) : value;
}

export function NoteList({ notes }: { notes: { id: string; body: string; author: string | null; createdAt: string }[] }) {
  if (notes.length === 0) return <p className="mt-3 text-navy-700">No notes yet.</p>;
  return (
    <ol className="mt-3 space-y-3" data-testid="lead-notes">
      {notes.map((note) => (
        <li key={note.id} className="rounded-lg bg-navy-50 p-3">
          <p className="whitespace-pre-wrap break-words">{note.body}</p>
          <p className="mt-1 text-xs text-navy-700">
            {note.author ?? "A former admin"}, <At iso={note.createdAt} />
          </p>
        </li>
      ))}
    </ol>
  );
}

export function LeadHistory({
  events,
}: {
  events: { id: string; actorName: string | null; field: string; fromValue: string | null; toValue: string | null; createdAt: string }[];
}) {
  if (events.length === 0) return <p className="mt-3 text-navy-700">No changes yet.</p>;
  return (
    <ol className="mt-3 space-y-2 text-sm" data-testid="lead-history">
      {events.map((event) => (
        <li key={event.id} data-testid="lead-event">
          <At iso={event.createdAt} /> · <strong>{event.actorName ?? "The system"}</strong> ·{" "}
          {event.field === "note" ? (
            "added a note"
          ) : event.field === "on_my_way" ? (
            `On my way: ~${event.toValue ?? "?"} min`
          ) : event.field === "visit_confirmed" || event.field === "call_requested" ? (
            // The customer's answers from their page: what they did, and the visit it was about.
            [FIELD_LABELS[event.field], event.toValue].filter(Boolean).join(": ")
          ) : event.field === "auto_text" ? (
            // Which automatic text was not sent, and the rule that refused it.
            `${AUTO_TEXT_LABELS[event.fromValue ?? ""] ?? event.fromValue}: ${NO_TEXT_REASONS[event.toValue ?? ""] ?? event.toValue}`
          ) : (
            <>
              {FIELD_LABELS[event.field] ?? event.field}: {eventValue(event.field, event.fromValue)} → {eventValue(event.field, event.toValue)}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
