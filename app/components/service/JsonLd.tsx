import { useNonce } from "~/components/nonce";
import { scriptSafeJson } from "./structured-data";

/** A structured-data block; it carries the request's CSP nonce like every inline script. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
