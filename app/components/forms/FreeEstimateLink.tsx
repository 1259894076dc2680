import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useBusiness } from "~/hooks/use-business";
import { useLang, useLocalePath } from "~/hooks/use-lang";

/**
 * The "free estimate" call to action of the header and the pages' closing sections: the office's scheduling
 * page in a new tab, which speaks English only; on a Spanish page the Spanish estimate form instead, so one
 * label always leads to one place, in the visitor's language. A plain link (not the estimate dialog): the header
 * draws it on every page, and the dialog's code would weigh on each of them.
 */
export function FreeEstimateLink({ className, newTab, testId, children }: { className: string; newTab: string; testId?: string; children: ReactNode }) {
  const business = useBusiness();
  const to = useLocalePath();
  if (useLang() === "es") {
    return (
      <Link to={to("/estimate")} className={className} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <a href={business.schedulingUrl} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId}>
      {children}
      <span className="sr-only">{newTab}</span>
    </a>
  );
}
