import { Link } from "@remix-run/react";
import type { StatusText } from "~/content/emergency-status";

/**
 * The link to an emergency's status page, shown where a request was answered in place (dialogs, booking).
 * `onFollow` closes the dialog it is in, which otherwise stays open over the new page. Its words come from the
 * form that shows it, whose own load on first use with its code (decision 0210).
 */
export function StatusLink({ path, text, onFollow }: { path: string; text: Pick<StatusText, "linkHint" | "followLink">; onFollow?: () => void }) {
  return (
    <div className="rounded-lg border-l-4 border-brand-600 bg-red-50 p-3 text-navy-900" data-testid="status-link">
      <p className="text-sm">{text.linkHint}</p>
      <Link to={path} onClick={onFollow} className="mt-1 inline-block font-bold underline">
        {text.followLink}
      </Link>
    </div>
  );
}
