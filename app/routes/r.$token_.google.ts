import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { googleLink } from "~/lib/reviews/review-page.server";

/** The Google review link, through us so its clicks are counted (once per review link, whoever follows it how often). */
export async function loader({ params }: LoaderFunctionArgs) {
  const to = await googleLink(params.token ?? "");
  if (!to) throw new Response("Not Found", { status: 404 });
  // Private like every answer under /r/ (app/lib/platform/token-paths.ts): Google gets no Referer from the redirect.
  return redirect(to);
}
