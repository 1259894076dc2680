import type { ActionFunctionArgs, EntryContext, HandleDocumentRequestFunction, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import type { ReactDOMServerReadableStream } from "react-dom/server";
import { renderToReadableStream } from "react-dom/server.browser";
import { StylesProvider } from "~/components/document-styles";
import { NonceProvider } from "~/components/nonce";
import { PartWordsOnServer } from "~/components/ui/words-on-first-use";
import { partWords } from "~/lib/assistant/part-words.server";
import { siteFacts } from "~/lib/content/site-facts.server";
import { defaultFacts } from "~/lib/site/fact-placeholders.server";
import { hydrateOnIntent } from "~/lib/platform/hydrate-on-intent.server";
import { log, urlForLog } from "~/lib/platform/log.server";
import { renderedAtOnce } from "~/lib/platform/render-at-once.server";
import {
  contentSecurityPolicy,
  createNonce,
  documentCacheControl,
  inlineScriptHashes,
  PRIVATE_NO_STORE,
  sharedCacheable,
} from "~/lib/platform/security.server";
import { stylesheetText } from "~/lib/platform/stylesheet.server";
import type { FrameHandle } from "~/root";

const ABORT_DELAY = 5_000;

/**
 * A personal page whose route asks for its code at the first intent (`handle.codeOnIntent`, from its loader data):
 * the customer's request page and the office's day, both whole without JavaScript.
 */
function personalCodeOnIntent({ staticHandlerContext: { matches, loaderData }, routeModules }: EntryContext): boolean {
  return matches.some(({ route }) => (routeModules[route.id]?.handle as FrameHandle | undefined)?.codeOnIntent?.(loaderData[route.id]) === true);
}

function documentHeaders(headers: Headers, csp: string, cacheControl: string) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", csp);
  headers.set("Cache-Control", cacheControl);
  // Our pages are never embedded by other sites, not even as a no-cors resource.
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  // A personal page (a session, the admin) shares no window with another site's. A shared public page holds
  // nothing to learn and skips the new browser process the policy forces on arrival (decision 0062).
  if (!sharedCacheable(cacheControl)) headers.set("Cross-Origin-Opener-Policy", "same-origin");
}

/**
 * Two ways to send a document (docs/decisions/0062-hashed-csp-for-shared-pages.md): a page a shared cache
 * may keep is rendered whole and its inline scripts are allowed by hash, so no nonce is shared between
 * visitors; a personal page is sent with a nonce of its own, unless its code waits for intent as a shared
 * page's does (personalCodeOnIntent): then it is sent whole like them, allowed by hash, as the intent loader's
 * copies of the held-back scripts are. A personal page that waits for nothing is rendered as a string, every
 * other page to a web stream: React 18's Node stream can put NUL bytes where a character meets its buffer's edge
 * (decision 0187).
 */
const handleRequest: HandleDocumentRequestFunction = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) => {
  const cacheControl = responseHeaders.get("Cache-Control") ?? documentCacheControl(request, responseStatusCode, responseHeaders);
  const shared = sharedCacheable(cacheControl);
  const nonce = shared || personalCodeOnIntent(remixContext) ? undefined : createNonce();
  // The parts rendered here state the page's facts (published, or an admin's preview), as its loaders' words do;
  // an error page whose words could not be read states the defaults.
  const facts = await siteFacts(request).catch(() => defaultFacts);
  const page = (
    <NonceProvider value={nonce}>
      <StylesProvider value={stylesheetText()}>
        <PartWordsOnServer.Provider value={(part, lang) => partWords(part, lang, facts)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </PartWordsOnServer.Provider>
      </StylesProvider>
    </NonceProvider>
  );
  // A personal page that waits for nothing is rendered as one string (renderedAtOnce); a shared page is rendered
  // once a minute at most (the page cache), and most of them wait for a part.
  const whole = shared ? null : renderedAtOnce(page);
  if (whole !== null) {
    if (!nonce) return allowedWhole(whole, responseHeaders, responseStatusCode, cacheControl);
    documentHeaders(responseHeaders, contentSecurityPolicy({ nonce }), cacheControl);
    return new Response(whole, { headers: responseHeaders, status: responseStatusCode });
  }
  let shellRendered = false;
  // React keeps listening to its signal after the render ends, and an abort then closes the finished stream
  // again (logged as a render error): the timer stops as soon as everything is rendered.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ABORT_DELAY);
  const stopTimer = () => clearTimeout(timer);
  const body = await renderToReadableStream(
    page,
    {
      nonce,
      signal: abort.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log.error("render error", { error: String(error) });
      },
    },
  ).catch((error: unknown) => {
    stopTimer();
    throw error;
  });
  body.allReady.then(stopTimer, stopTimer);
  shellRendered = true;
  if (!nonce) return wholeDocument(body, responseHeaders, () => responseStatusCode, cacheControl);
  // Crawlers and no-JS visitors get the whole document at once; browsers get personal pages streamed.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  documentHeaders(responseHeaders, contentSecurityPolicy({ nonce }), cacheControl);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
};

/** Collects the rendered page, holds its code back until the visitor's intent, then allows exactly the inline scripts it contains. */
async function wholeDocument(body: ReactDOMServerReadableStream, headers: Headers, status: () => number, cacheControl: string): Promise<Response> {
  // Read once all is ready, so every part is in its place rather than sent later with a script to move it.
  await body.allReady;
  return allowedWhole(await new Response(body).text(), headers, status(), cacheControl);
}

/** A whole page, its code held back until intent, its inline scripts allowed by hash (decision 0062). */
function allowedWhole(rendered: string, headers: Headers, status: number, cacheControl: string): Response {
  const html = hydrateOnIntent(rendered);
  // An error while rendering makes it a 500, which no cache may keep.
  const final = status === 200 ? cacheControl : PRIVATE_NO_STORE;
  documentHeaders(headers, contentSecurityPolicy({ hashes: inlineScriptHashes(html) }), final);
  return new Response(html, { headers, status });
}

export default handleRequest;

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  // Aborted requests and thrown responses (404, 405…) are expected, not failures.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  // Masked like every log line (log.server.ts): the keys in /status/ and /ack/ links, numbers and addresses.
  log.error("request failed", {
    ...urlForLog(request.url),
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
