import { Form } from "@remix-run/react";

/** Footer signup; posts to the /newsletter action (works without JavaScript). */
export function NewsletterForm() {
  return (
    <Form method="post" action="/newsletter" className="flex flex-col gap-2 sm:flex-row" aria-label="Newsletter signup">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        className="min-h-[44px] flex-1 rounded-lg border border-navy-600 bg-navy-800 px-3 text-white placeholder:text-navy-100"
      />
      <button type="submit" className="btn-volt">
        Subscribe
      </button>
    </Form>
  );
}
