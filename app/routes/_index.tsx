import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChatWidget } from "~/components/chat/ChatWidget";
import { HomeGallery } from "~/components/home/HomeGallery";
import {
  AboutSection,
  AreasStrip,
  EmergencyBanner,
  Hero,
  HomeServices,
  Process,
  Promises,
  ServiceGrid,
  TrustStrip,
} from "~/components/home/sections";
import { Testimonials } from "~/components/home/Testimonials";
import { inLanguage } from "~/content/gallery";
import { heroImageSrc } from "~/content/home";
import { homePageText } from "~/lib/site/page-text.server";
import { langOf } from "~/lib/site/language";
import { homeGalleryCategory, listHomeGalleryItems } from "~/lib/gallery/gallery.server";
import { seo } from "~/lib/site/seo";
import type { FrameHandle } from "~/root";
import { keepServedHtml } from "~/components/ui/deferred";
import { cityLinks } from "~/lib/site/city-links.server";

// Structured data needs no JavaScript: its code (FAQ answers included) stays off the page.
const HomeJsonLd = keepServedHtml(() => import("~/components/home/HomeJsonLd").then((m) => m.HomeJsonLd));

export const links: LinksFunction = () => [{ rel: "preload", as: "image", href: heroImageSrc, type: "image/svg+xml" }];

// The chat widget is the home page's alone (its code ships with this route).
export const handle: FrameHandle = { afterFooter: ChatWidget };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/" }, matches) : []);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = homeGalleryCategory(url.searchParams.get("category"));
  const lang = langOf(url.pathname);
  // The page's words come with its data, in its language only (decision 0179).
  return json({ gallery: inLanguage(await listHomeGalleryItems(), lang), category, areas: cityLinks(), ...homePageText(lang) });
}

export default function Home() {
  const { gallery, category, areas } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeJsonLd />
      <Hero />
      <TrustStrip />
      <Process />
      <Promises />
      <ServiceGrid />
      <HomeServices />
      <EmergencyBanner />
      <Testimonials />
      <HomeGallery key={category} items={gallery} category={category} />
      <AboutSection />
      <AreasStrip cities={areas} />
    </>
  );
}
