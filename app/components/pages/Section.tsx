import type { ReactNode } from "react";

/** A section with a visible h2. */
export function Section({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`py-8 sm:py-14 ${className}`}>
      <div className="container-page">
        <h2 id={id} className="scroll-mt-28 text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-3xl text-navy-700 sm:text-lg">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
