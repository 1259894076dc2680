import { Link } from "@remix-run/react";
import { useText } from "~/hooks/use-lang";
import { statusText } from "~/lib/emergencies/emergency-status.messages";

/**
 * The link to an emergency's status page, shown where a request was answered in place (dialogs, booking).
 * `onFollow` closes the dialog it is in, which otherwise stays open over the new page.
 */
export function StatusLink({ path, onFollow }: { path: string; onFollow?: () => void }) {
  const statusMessages = useText(statusText);
  return (
    <div className="rounded-lg border-l-4 border-brand-600 bg-red-50 p-3 text-navy-900" data-testid="status-link">
      <p className="text-sm">{statusMessages.linkHint}</p>
      <Link to={path} onClick={onFollow} className="mt-1 inline-block font-bold underline">
        {statusMessages.followLink}
      </Link>
    </div>
  );
}
