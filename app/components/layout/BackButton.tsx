import { Link, useNavigate } from "@remix-run/react";
import type { FrameText } from "~/content/frame-text";
import { useLocalePath, useWords } from "~/hooks/use-lang";

/** Goes back in history with JavaScript; without it (or on a first visit) it links home. */
export function BackButton() {
  const navigate = useNavigate();
  const { back } = useWords<FrameText>().frame;
  const to = useLocalePath();
  return (
    <div className="container-page pt-4">
      <Link
        to={to("/")}
        className="inline-flex min-h-[44px] items-center gap-1 font-semibold text-navy-700 hover:underline"
        data-testid="back-button"
        onClick={(event) => {
          if (window.history.length > 1) {
            event.preventDefault();
            navigate(-1);
          }
        }}
      >
        <span aria-hidden="true">←</span> {back}
      </Link>
    </div>
  );
}
