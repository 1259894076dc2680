import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChatWidget } from "~/components/chat/ChatWidget";
import { PreviewBanner } from "~/components/pages/PreviewBanner";
import { homePage } from "~/lib/content/home-page.server";
import { seo } from "~/lib/site/seo";
import type { FrameHandle } from "~/root";
import { deferUntilUsed, keepServedHtml } from "~/components/ui/deferred";

// Structured data needs no JavaScript: its code (FAQ answers included) stays off the page.
const HomeJsonLd = keepServedHtml(() => import("~/components/home/HomeJsonLd").then((m) => m.HomeJsonLd));
const HomeOffers = keepServedHtml(() => import("~/components/home/sections").then((m) => m.HomeOffers));
// The sections of text and links hydrate when first reached for, with their words (decision 0210).
const HomeTop = deferUntilUsed(() => import("~/components/home/sections").then((m) => m.HomeTop));
const HomeBottom = deferUntilUsed(() => import("~/components/home/sections").then((m) => m.HomeBottom));
// The reviews' carousel shows every review as served; its controls (and its autoplay) come with its code.
const Testimonials = deferUntilUsed(() => import("~/components/home/Testimonials").then((m) => m.Testimonials));
// The gallery's chips are links to ?category= until its code arrives, which filters in place.
const HomeGallery = deferUntilUsed(() => import("~/components/home/HomeGallery").then((m) => m.HomeGallery));


// The chat widget is the home page's alone (its code ships with this route).
export const handle: FrameHandle = { afterFooter: ChatWidget };

// The hero picture is preloaded from here (not `links`), so no content module of the page loads in the browser.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? [...seo({ ...data.meta, path: "/" }, matches), { tagName: "link", rel: "preload", as: "image", href: data.heroImage, type: "image/svg+xml", media: "(min-width: 640px)" }] : [];

// The page's words come with its data, in its language only (decision 0210).
export const loader = ({ request }: LoaderFunctionArgs) => homePage(request);

export default function Home() {
  const { gallery, category, offers, testimonials, preview } = useLoaderData<typeof loader>();
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <HomeJsonLd offers={offers?.items} />
      <HomeTop />
      {offers ? <HomeOffers offers={offers} /> : null}
      <Testimonials reviews={testimonials} />
      <HomeGallery key={category} items={gallery} category={category} />
      <HomeBottom />
    </>
  );
}
