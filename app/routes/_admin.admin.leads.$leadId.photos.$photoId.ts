import type { LoaderFunctionArgs } from "@remix-run/node";
import { openLeadPhoto } from "~/lib/requests/admin-photos.server";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import { privatePhotoResponse } from "~/lib/requests/photo-storage.server";

/** A photo sent with a request, for admins only: read from the private bucket with the server's credentials. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return privatePhotoResponse(await openLeadPhoto(params.leadId ?? "", params.photoId ?? ""));
}
