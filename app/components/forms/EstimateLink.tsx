import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** Opens the free-estimate request: the /estimate page (works without JavaScript). */
export function EstimateLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Link to="/estimate" className={className}>
      {children}
    </Link>
  );
}
