import type { LoaderFunctionArgs } from "@remix-run/node";
import { privatePhotoResponse } from "~/lib/requests/photo-storage.server";
import { openStatusPhoto } from "~/lib/requests/request-status.server";

/**
 * A photo the customer sent, on their own request's page: read from the private bucket with the server's
 * credentials, only through the page's token while the page is linked (like the office's photo route).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return privatePhotoResponse(await openStatusPhoto(params.token ?? "", params.photoId ?? ""));
}
