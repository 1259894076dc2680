import type { LoaderFunctionArgs } from "@remix-run/node";
import { allBuckets } from "~/content/buckets";
import { getStorage } from "~/lib/platform/storage.server";

/** Only images and video are served, so an uploaded file can never be rendered as a page. */
const SERVABLE = /^(image\/(jpeg|png|webp|avif|gif)|video\/(mp4|webm))$/;

/** Files in storage, served to browsers with long cache lifetimes (keys are random or versioned). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const bucket = params.bucket ?? "";
  const key = params["*"] ?? "";
  if (!allBuckets.includes(bucket) || !key || key.includes("..")) throw new Response("Not Found", { status: 404 });
  const object = await getStorage().get(bucket, key);
  if (!object) throw new Response("Not Found", { status: 404 });
  if (object.etag && request.headers.get("If-None-Match") === object.etag) {
    return new Response(null, { status: 304 });
  }
  const type = object.contentType && SERVABLE.test(object.contentType) ? object.contentType : "application/octet-stream";
  const headers = new Headers({
    "Content-Type": type,
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (type === "application/octet-stream") headers.set("Content-Disposition", "attachment");
  if (object.contentLength) headers.set("Content-Length", String(object.contentLength));
  if (object.etag) headers.set("ETag", object.etag);
  return new Response(object.body, { headers });
}
