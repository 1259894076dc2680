/** The brand mark, a bolt on a navy tile: public/favicon.svg itself, so the tab's icon and the header's are one drawing. */
export function BrandMark({ className = "" }: { className?: string }) {
  return <img src="/favicon.svg" alt="" width="28" height="28" className={className} />;
}
