import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { useLocalePath } from "~/hooks/use-lang";
import { useFormDialogs } from "./FormDialogs";

/** Opens the free-estimate dialog; without JavaScript (or with a modifier key) the /estimate page. */
export function EstimateLink({ className, children }: { className?: string; children: ReactNode }) {
  const dialogs = useFormDialogs();
  const to = useLocalePath();
  return (
    <Link
      to={to("/estimate")}
      className={className}
      onClick={(event: MouseEvent) => {
        if (!dialogs || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        dialogs.openEstimate();
      }}
    >
      {children}
    </Link>
  );
}
