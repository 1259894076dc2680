import { Link } from "@remix-run/react";
import type { FrameText } from "~/content/frame-text";
import { useLocalePath, useWords } from "~/hooks/use-lang";

export function NotFound() {
  const { notFound } = useWords<FrameText>().frame;
  const to = useLocalePath();
  return (
    <section className="container-page py-20 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-extrabold">
        {notFound.heading}
      </h1>
      <Link to={to("/")} className="btn-primary mt-8">
        {notFound.home}
      </Link>
    </section>
  );
}
