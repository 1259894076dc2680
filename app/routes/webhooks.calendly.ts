import type { ActionFunctionArgs } from "@remix-run/node";
import { calendlyWebhook } from "~/lib/visits/calendly-webhook.server";

/** Calendly's invitee webhooks, signed by the subscription's key: bookings become visits (docs/visits.md). */
export const action = ({ request }: ActionFunctionArgs) => calendlyWebhook(request);
