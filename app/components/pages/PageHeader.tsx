import type { ReactNode } from "react";

/** The h1 band at the top of an inner page. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className="bg-navy-800 text-white">
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-3xl text-lg text-navy-50">{subtitle}</p> : null}
        {children}
      </div>
    </header>
  );
}
