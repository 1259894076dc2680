import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

const USER = "https://api.calendly.test/users/AAAA";
export const calendlyEventTypes = [
  { uri: "https://api.calendly.test/event_types/CONSULT", name: "Free 30-Minute Consultation", duration: 30, active: true },
  { uri: "https://api.calendly.test/event_types/DISCOVERY", name: "Discovery Call", duration: 30, active: true },
  { uri: "https://api.calendly.test/event_types/OLD", name: "Retired", duration: 60, active: false },
];
export const calendlyBookingUrl = "https://calendly.test/d/abc-123/free-30-minute-consultation";
/** Offered only with `brokenType`: creating its scheduling link always fails (for end-to-end tests). */
export const brokenEventType = { uri: "https://api.calendly.test/event_types/BROKEN", name: "Broken Consultation", duration: 30, active: true };

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : undefined;
}

/**
 * A loopback HTTP server that answers like Calendly API v2 (GET /users/me, GET /event_types,
 * POST /scheduling_links) and records every request. `fail` makes the named call answer 500.
 */
export async function startCalendly(token: string, options: { port?: number; brokenType?: boolean } = {}) {
  const eventTypes = options.brokenType ? [...calendlyEventTypes, brokenEventType] : calendlyEventTypes;
  const requests: RecordedRequest[] = [];
  const state = { fail: null as null | "event_types" | "scheduling_links" };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const body = await readBody(req);
      requests.push({ method: req.method ?? "", path: `${url.pathname}${url.search}`, authorization: req.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${token}`) return send(401, { title: "Unauthenticated" });
      if (req.method === "GET" && url.pathname === "/users/me") return send(200, { resource: { uri: USER } });
      if (req.method === "GET" && url.pathname === "/event_types") {
        if (state.fail === "event_types") return send(500, { title: "Internal Server Error" });
        if (url.searchParams.get("user") !== USER) return send(400, { title: "Invalid Argument" });
        return send(200, { collection: eventTypes, pagination: { next_page: null } });
      }
      if (req.method === "POST" && url.pathname === "/scheduling_links") {
        const { owner } = body as { owner: string };
        if (state.fail === "scheduling_links" || owner === brokenEventType.uri) return send(500, { title: "Internal Server Error" });
        return send(201, { resource: { booking_url: calendlyBookingUrl, owner, owner_type: "EventType" } });
      }
      send(404, { title: "Resource Not Found" });
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    userUri: USER,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
