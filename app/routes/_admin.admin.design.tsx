import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import { ContactActions } from "~/components/pages/ContactActions";
import { ServiceOfferCard } from "~/components/pages/ServiceOfferCard";
import { ICON_NAMES } from "~/components/ui/icons";
import { receiveWords } from "~/content/catalogue";
import type { FrameText } from "~/content/frame-text";
import { languages, localeTags, type Lang } from "~/content/languages";
import type { ServicesText } from "~/content/services";
import { PartWords } from "~/hooks/use-lang";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { designPageWords } from "~/lib/content/design-page.server";
import { pageTitle } from "~/lib/site/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Design", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ words: await designPageWords(request) });
}

/** The colour roles of docs/design.md, each with the class that paints it. */
const COLOURS = [
  { role: "Call and emergencies only", className: "bg-brand-600" },
  { role: "Text, headings, the secondary action", className: "bg-navy-900" },
  { role: "Bands and cards", className: "bg-navy-50" },
  { role: "Accent on dark bands, underlines", className: "bg-volt-400" },
];

/** The office's view of the site's design system (docs/design.md): every public component, in every language. */
export default function DesignPage() {
  const { words } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-2xl font-bold">Design</h1>
        <p className="mt-2 max-w-2xl text-navy-700">
          The parts every public page is made of, as visitors see them. Their words come from Content: change a word there and it changes here and on every
          page.
        </p>
      </div>
      <Specimen title="Colours">
        <ul className="grid gap-3 sm:grid-cols-2">
          {COLOURS.map((colour) => (
            <li key={colour.className} className="flex items-center gap-3">
              <span className={`h-10 w-10 shrink-0 rounded-lg border border-navy-100 ${colour.className}`} />
              {colour.role}
            </li>
          ))}
        </ul>
      </Specimen>
      <Specimen title="Type">
        <p className="text-3xl font-extrabold leading-tight sm:text-4xl">Page headline</p>
        <p className="mt-2 text-2xl font-bold">Section heading</p>
        <p className="mt-2 text-lg font-bold">Card heading</p>
        <p className="mt-2">Body text, one face (the system’s sans-serif), sentence case.</p>
        <p className="mt-2 text-sm text-navy-700">Small print and captions.</p>
      </Specimen>
      <Specimen title="Icons and ratings">
        <ul className="flex flex-wrap gap-4" data-testid="design-icons">
          {ICON_NAMES.map((name) => (
            <li key={name} className="flex w-20 flex-col items-center gap-1 text-sm">
              <span aria-hidden="true" className={`icon icon-${name}`} />
              {name}
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-center gap-2">
          <span className="stars stars-5 text-amber-700" aria-hidden="true" /> Ratings, five stars
        </p>
        <p className="mt-4 flex items-center gap-2">
          <img src="/favicon.svg" alt="" width={32} height={32} /> The brand mark (the tab’s icon and the header’s logo)
        </p>
      </Specimen>
      {languages.map((lang) => (
        <LanguageSpecimens key={lang} lang={lang} sent={words[lang]} />
      ))}
    </div>
  );
}

/** The components that carry words, with the words of one language. */
function LanguageSpecimens({ lang, sent }: { lang: Lang; sent: object }) {
  const words = useMemo(() => receiveWords<FrameText & { services: ServicesText }>(sent), [sent]);
  const { common } = words;
  const offer = words.services.serviceOffers[0];
  return (
    <PartWords.Provider value={words}>
      <section lang={localeTags[lang].bcp47} aria-labelledby={`design-${lang}`} className="space-y-6" data-testid={`design-${lang}`}>
        <h2 id={`design-${lang}`} className="text-xl font-bold">
          Components in {localeTags[lang].name}
        </h2>
        <Specimen title="Buttons" level={3}>
          <div className="flex flex-wrap items-center gap-3">
            <span className="btn-primary">{common.call("(703) 555-0142")}</span>
            <span className="btn-secondary">{common.estimate}</span>
            <span className="btn-outline">{words.services.learnMore}</span>
            <span className="link-action">{common.book}</span>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-navy-900 p-4">
            <span className="btn-secondary-on-dark">{common.estimate}</span>
            <span className="link-on-dark">{common.book}</span>
            <span className="btn-volt">{common.bookEstimate}</span>
          </div>
        </Specimen>
        <Specimen title="Ways to reach us" level={3}>
          <ContactActions book estimate />
          <div className="mt-3 rounded-lg bg-brand-700 p-4">
            <ContactActions book light />
          </div>
        </Specimen>
        {offer ? (
          <Specimen title="Priced service card" level={3}>
            <div className="max-w-sm">
              <ServiceOfferCard offer={offer} text={words.services} headingLevel={3} />
            </div>
          </Specimen>
        ) : null}
      </section>
    </PartWords.Provider>
  );
}

function Specimen({ title, level = 2, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="rounded-2xl border border-navy-100 bg-white p-4 sm:p-6">
      <Heading className="mb-4 text-lg font-bold">{title}</Heading>
      {children}
    </section>
  );
}
