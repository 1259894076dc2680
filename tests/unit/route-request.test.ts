import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// Remix 2 hands each action and loader a copy of the request without its `index` and `_data` parameters. It is
// patched (patches/@remix-run+server-runtime+*.patch, decision 0110) to copy only when the URL has one: a copy
// follows the original's signal, which on Node 20 costs twice a plain Request and survives until a full GC.
type Handler = (args: { request: Request }) => unknown;
type CallArgs = { loadContext: unknown; params: object; request: Request; routeId: string; singleFetch: boolean };
const { callRouteAction, callRouteLoader } = createRequire(import.meta.url)("@remix-run/server-runtime/dist/data.js") as {
  callRouteAction(args: CallArgs & { action: Handler }): Promise<Response>;
  callRouteLoader(args: CallArgs & { loader: Handler }): Promise<Response>;
};

const post = (url: string, abort = new AbortController()) =>
  new Request(url, { method: "POST", body: "email=a%40example.com", headers: { "Content-Type": "application/x-www-form-urlencoded" }, signal: abort.signal });

/** What the action was given: the request itself, and its URL and form as it read them. */
async function actionSees(request: Request) {
  let seen: Request | null = null;
  let form: FormData | null = null;
  await callRouteAction({
    loadContext: {},
    params: {},
    routeId: "routes/contact",
    singleFetch: false,
    request,
    action: async ({ request }) => {
      seen = request;
      form = await request.formData();
      return null;
    },
  });
  return { seen: seen!, form: form! };
}

describe("the request an action or loader is given", () => {
  it("is the request itself when its URL has nothing to strip", async () => {
    const request = post("http://site.test/contact?type=estimate");
    const { seen, form } = await actionSees(request);
    expect(seen).toBe(request);
    expect(form.get("email")).toBe("a@example.com");

    const page = new Request("http://site.test/services/panel-upgrades");
    let loaderSaw: Request | null = null;
    await callRouteLoader({ loadContext: {}, params: {}, routeId: "routes/services", singleFetch: false, request: page, loader: ({ request }) => ((loaderSaw = request), null) });
    expect(loaderSaw).toBe(page);
  });

  it("is a copy without `_data` and the empty `index`, with the same body, and aborted with the original", async () => {
    const abort = new AbortController();
    const request = post("http://site.test/newsletter?index&_data=routes%2Fnewsletter&from=footer", abort);
    const { seen, form } = await actionSees(request);
    expect(seen).not.toBe(request);
    expect(seen.url).toBe("http://site.test/newsletter?from=footer");
    expect(seen.method).toBe("POST");
    expect(form.get("email")).toBe("a@example.com");
    abort.abort();
    expect(seen.signal.aborted).toBe(true);
  });
});
