import { telHref } from "~/content/business";
import type { FrameText } from "~/content/frame-text";
import { useWords } from "~/hooks/use-lang";
import { useBusiness } from "~/hooks/use-business";

export function EmergencyBar() {
  const business = useBusiness();
  const { emergencyBar } = useWords<FrameText>().frame;
  return (
    <div className="bg-brand-700 text-center text-sm font-semibold text-white" data-testid="emergency-bar">
      <a href={telHref(business.phone)} className="block px-4 py-2 underline-offset-2 hover:underline">
        {emergencyBar} <span className="whitespace-nowrap">{business.phone}</span>
      </a>
    </div>
  );
}
