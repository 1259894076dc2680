import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import type { FrameText } from "~/content/frame-text";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { useFormDialogs } from "./FormDialogs";

/**
 * Get Free Estimate: opens the free-estimate dialog; without JavaScript (or with a modifier key) the /estimate
 * page. Its label is the action's one wording (docs/design.md), so no page can name it differently.
 */
export function EstimateLink({ className }: { className?: string }) {
  const dialogs = useFormDialogs();
  const to = useLocalePath();
  const { estimate } = useWords<FrameText>().common;
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
      {estimate}
    </Link>
  );
}
