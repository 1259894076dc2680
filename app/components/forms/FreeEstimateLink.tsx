import { Link } from "@remix-run/react";
import type { FrameText } from "~/content/frame-text";
import { useBusiness } from "~/hooks/use-business";
import { useLang, useLocalePath, useWords } from "~/hooks/use-lang";

/**
 * Book Free Estimate, the header's and the pages' closing action: the office's scheduling page in a new tab, which
 * speaks English only; on a Spanish page the Spanish estimate form instead, whose Spanish words are the form's
 * action's (app/content/page-parts.ts), so one label always leads to one place, in the visitor's language. A plain link (not the estimate dialog): the header
 * draws it on every page, and the dialog's code would weigh on each of them.
 */
export function FreeEstimateLink({ className, testId }: { className: string; testId?: string }) {
  const business = useBusiness();
  const to = useLocalePath();
  const { common, frame } = useWords<FrameText>();
  if (useLang() === "es") {
    return (
      <Link to={to("/estimate")} className={className} data-testid={testId}>
        {common.bookEstimate}
      </Link>
    );
  }
  return (
    <a href={business.schedulingUrl} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId}>
      {common.bookEstimate}
      <span className="sr-only">{frame.header.newTab}</span>
    </a>
  );
}
