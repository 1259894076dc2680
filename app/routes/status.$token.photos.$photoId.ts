import type { LoaderFunctionArgs } from "@remix-run/node";
import { openStatusPhoto } from "~/lib/requests/request-status.server";
import { PRIVATE_NO_STORE } from "~/lib/platform/security.server";

/**
 * A photo the customer sent, on their own request's page: read from the private bucket with the server's
 * credentials, only through the page's token while the page is linked, never cached by anyone else. Stored photos
 * are always re-encoded WebP, served as an image only (like the office's photo route).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const object = await openStatusPhoto(params.token ?? "", params.photoId ?? "");
  if (!object) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": PRIVATE_NO_STORE,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Content-Type-Options": "nosniff",
  });
  if (object.contentLength) headers.set("Content-Length", String(object.contentLength));
  return new Response(object.body, { headers });
}
