import { useNonce } from "~/components/nonce";

/** JSON for a script element: "<" escaped so no text can close the element. */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** One <script type="application/ld+json"> per block, carrying the CSP nonce. */
export function JsonLd({ data }: { data: unknown[] }) {
  const nonce = useNonce();
  return (
    <>
      {data.map((block, i) => (
        <script
          key={i}
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }}
        />
      ))}
    </>
  );
}
