import type { LoaderFunctionArgs } from "@remix-run/node";
import { openLeadPhoto } from "~/lib/requests/admin-photos.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { PRIVATE_NO_STORE } from "~/lib/platform/security.server";

/**
 * A photo sent with a request, for admins only: read from the private bucket with the server's credentials
 * and never cached by anyone else. Stored photos are always re-encoded WebP, served as an image only.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const object = await openLeadPhoto(params.leadId ?? "", params.photoId ?? "");
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
