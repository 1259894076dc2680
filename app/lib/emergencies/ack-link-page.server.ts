import { json } from "@remix-run/node";
import { acknowledgeByLink, ackLinkPage } from "./lead-acknowledgement.server";

// The /ack/:token route's loader and action: it imports this one server module of its own, not ones other routes
// share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").

export async function ackPage(token: string) {
  const page = await ackLinkPage(token);
  return json(page, { status: page.ok ? 200 : page.status });
}

export async function acknowledgeFromLink(token: string) {
  const outcome = await acknowledgeByLink(token);
  return json(outcome, { status: outcome.ok ? 200 : outcome.status });
}
