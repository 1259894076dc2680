import { useLang } from "~/hooks/use-lang";
import { useNonce } from "~/components/nonce";
import { localeTags, type Lang } from "~/content/languages";

/** JSON for a script element: "<" escaped so no text can close the element. */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** Schema.org types that are pages (CreativeWork) and so carry the language they are written in. */
const PAGE_TYPES = new Set(["WebPage", "FAQPage", "AboutPage", "ContactPage", "CollectionPage"]);

/** A page block without a language gets the page's (decision 0160); other blocks are left as they are. */
function withLanguage(block: unknown, lang: Lang): unknown {
  if (typeof block !== "object" || block === null) return block;
  const record = block as Record<string, unknown>;
  if (!PAGE_TYPES.has(String(record["@type"])) || "inLanguage" in record) return block;
  return { ...record, inLanguage: localeTags[lang].bcp47 };
}

/** One <script type="application/ld+json"> per block, carrying the CSP nonce and the page's language. */
export function JsonLd({ data }: { data: unknown[] }) {
  const nonce = useNonce();
  const lang = useLang();
  return (
    <>
      {data.map((block, i) => (
        <script
          key={i}
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(withLanguage(block, lang)) }}
        />
      ))}
    </>
  );
}
