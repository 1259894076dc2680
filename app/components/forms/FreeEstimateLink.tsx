import type { ReactNode } from "react";
import { useBusiness } from "~/components/layout/use-business";
import { useLang } from "~/components/layout/use-lang";
import { EstimateLink } from "./EstimateLink";

/**
 * The "free estimate" call to action of the header and the pages' closing sections: the office's scheduling
 * page in a new tab, which speaks English only; on a Spanish page the Spanish estimate form instead, so one
 * label always leads to one place, in the visitor's language.
 */
export function FreeEstimateLink({ className, newTab, testId, children }: { className: string; newTab: string; testId?: string; children: ReactNode }) {
  const business = useBusiness();
  if (useLang() === "es") {
    return (
      <EstimateLink className={className} testId={testId}>
        {children}
      </EstimateLink>
    );
  }
  return (
    <a href={business.schedulingUrl} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId}>
      {children}
      <span className="sr-only">{newTab}</span>
    </a>
  );
}
