import { Link } from "@remix-run/react";

export function NotFound() {
  return (
    <section className="container-page py-20 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-extrabold">
        Oops! Page not found
      </h1>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
