import { ATTENTION_LABELS } from "~/forms/admin-messages";

/** What the customer asked from their page that the office has not seen to (a lead's attention), as a small badge. */
export function AttentionBadge({ attention }: { attention: string | null }) {
  if (!attention) return null;
  return (
    <strong className="rounded bg-volt-300 px-1.5 py-0.5 text-xs text-navy-900" data-testid="lead-attention">
      {ATTENTION_LABELS[attention] ?? attention}
    </strong>
  );
}
