import type { LoaderFunctionArgs } from "@remix-run/node";
import { NotFound } from "~/components/layout/NotFound";
import { log } from "~/lib/platform/log.server";

/** Every path no other route claims: log it, answer 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  log.warn("unknown path", { path: url.pathname, referer: request.headers.get("referer") });
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
