import { smsHref, telHref } from "~/content/business";
import type { FrameText } from "~/content/frame-text";
import { useWords } from "~/hooks/use-lang";
import { useBusiness } from "~/hooks/use-business";

export function MobileBottomBar() {
  const business = useBusiness();
  const { bottomBar } = useWords<FrameText>().frame;
  // Each link as wide as its label and the rest shared: the chat launcher takes the row's right end.
  return (
    <nav
      aria-label={bottomBar.label}
      data-testid="mobile-bottom-bar"
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t bg-white p-2 shadow-[0_-2px_8px_rgba(0,0,0,0.1)] lg:hidden"
    >
      <a href={telHref(business.phone)} className="btn-primary flex-auto px-2">
        {bottomBar.call}
      </a>
      <a href={smsHref(business.textPhone)} className="btn-secondary flex-auto px-2">
        {bottomBar.text}
      </a>
    </nav>
  );
}
