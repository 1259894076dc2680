import { PassThrough, Writable } from "node:stream";
import type { ActionFunctionArgs, EntryContext, HandleDocumentRequestFunction, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { StylesProvider } from "~/components/document-styles";
import { NonceProvider } from "~/components/nonce";
import { hydrateOnIntent } from "~/lib/platform/hydrate-on-intent.server";
import { log, urlForLog } from "~/lib/platform/log.server";
import {
  contentSecurityPolicy,
  createNonce,
  documentCacheControl,
  inlineScriptHashes,
  PRIVATE_NO_STORE,
  sharedCacheable,
} from "~/lib/platform/security.server";
import { stylesheetText } from "~/lib/platform/stylesheet.server";

const ABORT_DELAY = 5_000;

function documentHeaders(headers: Headers, csp: string, cacheControl: string) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", csp);
  headers.set("Cache-Control", cacheControl);
  // Our pages are never embedded by other sites, not even as a no-cors resource.
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  // A personal page (a session, the admin) shares no window with another site's. A shared public page holds
  // nothing to learn and skips the new browser process the policy forces on arrival (decision 0108).
  if (!sharedCacheable(cacheControl)) headers.set("Cross-Origin-Opener-Policy", "same-origin");
}

/**
 * Two ways to send a document (docs/decisions/0062-hashed-csp-for-shared-pages.md): a page a shared cache
 * may keep is rendered whole and its inline scripts are allowed by hash, so no nonce is shared between
 * visitors; a personal page is streamed with a nonce of its own.
 */
const handleRequest: HandleDocumentRequestFunction = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) => {
  const cacheControl = responseHeaders.get("Cache-Control") ?? documentCacheControl(request, responseStatusCode, responseHeaders);
  const nonce = sharedCacheable(cacheControl) ? undefined : createNonce();
  // Crawlers and no-JS visitors get the whole document at once; browsers get personal pages streamed.
  const waitForAll = !nonce || isbot(request.headers.get("user-agent") ?? "");
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesProvider value={stylesheetText()}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </StylesProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          if (!nonce) {
            resolve(wholeDocument(pipe, responseHeaders, () => responseStatusCode, cacheControl));
            return;
          }
          const body = new PassThrough();
          documentHeaders(responseHeaders, contentSecurityPolicy({ nonce }), cacheControl);
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { error: String(error) });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
};

/** Collects the rendered page, holds its code back until the visitor's intent, then allows exactly the inline scripts it contains. */
function wholeDocument(
  pipe: (destination: Writable) => void,
  headers: Headers,
  status: () => number,
  cacheControl: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => {
      const html = hydrateOnIntent(Buffer.concat(chunks).toString("utf8"));
      // An error while rendering makes it a 500, which no cache may keep.
      const final = status() === 200 ? cacheControl : PRIVATE_NO_STORE;
      documentHeaders(headers, contentSecurityPolicy({ hashes: inlineScriptHashes(html) }), final);
      resolve(new Response(html, { headers, status: status() }));
    });
    sink.on("error", reject);
    pipe(sink);
  });
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
