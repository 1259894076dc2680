import type { MetaFunction } from "@remix-run/node";
import { useBusiness } from "~/components/layout/use-business";
import { businessFromMatches, seo } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Privacy Policy",
      description: `What we collect when you contact ${businessFromMatches(matches).name}, why we keep it, and how to have it deleted.`,
      path: "/privacy",
    },
    matches,
  );

export default function Privacy() {
  const business = useBusiness();
  return (
    <article className="container-page prose max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold">Privacy Policy</h1>
      <p className="mt-2 text-sm text-navy-700">Last updated November 2026</p>
      <h2 className="mt-8 text-xl font-bold">What we collect</h2>
      <p className="mt-2">
        When you request an estimate, book a call, send a contact request, subscribe to our newsletter or chat with
        our virtual office manager, we keep what you type: your name, phone number, email address, service address
        and the details of your electrical problem, with the page you sent it from and the time.
      </p>
      <h2 className="mt-6 text-xl font-bold">Why we keep it</h2>
      <p className="mt-2">
        Only to answer your request: to call or text you back, schedule the visit, send your confirmation email and
        keep a record of the work we quoted. Newsletter subscribers receive our seasonal tips and offers.
      </p>
      <h2 className="mt-6 text-xl font-bold">Who sees it</h2>
      <p className="mt-2">
        Our office staff. We do not sell or rent your information. Scheduling is handled by Calendly, and voice or
        text chat may be processed by our AI provider to produce an answer; neither may use it for anything else.
      </p>
      <h2 className="mt-6 text-xl font-bold">Cookies</h2>
      <p className="mt-2">
        We set a cookie to show you the result of a form you sent and, for staff, to keep them signed in. When you
        arrive from another website or a link of one of our campaigns, one cookie of our own (named visit) remembers
        for 30 days the page you arrived on, the website that sent you (its address only) and the campaign tags in
        the link; if you send us a request, it is kept with your request so we know which of our pages and
        campaigns bring work. It holds nothing about who you are. We use no advertising or third-party tracking
        cookies and no third-party scripts.
      </p>
      <h2 className="mt-6 text-xl font-bold">Your choices</h2>
      <p className="mt-2">
        To see, correct or delete what we hold about you, or to unsubscribe, email{" "}
        <a className="underline" href={`mailto:${business.email}`}>
          {business.email}
        </a>{" "}
        or call {business.phone}. We answer within 30 days.
      </p>
    </article>
  );
}
