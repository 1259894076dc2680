import webpush from "web-push";
import type { PushKeys } from "~/models/push-subscriptions.server";
import { generatedOnce, getConfig, type Config } from "../platform/config.server";
import { isPushServiceEndpoint, type PushEndpointPolicy } from "./push-services";
import { singleton } from "../platform/singleton.server";

/**
 * How an alert leaves the building: SMS through Twilio's Messaging API, Web Push through the browsers' push
 * services (payload encrypted and signed by the `web-push` library). Each sender sends one message or throws;
 * alert-sending.server.ts retries what throws.
 */

/**
 * A send that failed; `gone` = the recipient no longer exists (a push subscription the service dropped, or one
 * that is not a push service's). `detail` goes to the log only, never to the alerts page.
 */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly gone = false,
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = "ChannelError";
  }
}

const SEND_TIMEOUT_MS = 10_000;

export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}

/** A Twilio account and where its REST API is (TWILIO_API_URL: a loopback server in tests). */
interface TwilioAccount {
  apiUrl: string;
  accountSid: string;
  authToken: string;
}

/**
 * Twilio's Messaging API, the one way the site sends a text (alerts here, the phone channel's texts):
 * POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth. Resolves with Twilio's answer (the
 * message resource as JSON text) on its 201; throws ChannelError with the status on anything else.
 */
export async function postTwilioMessage(account: TwilioAccount, fields: Record<string, string>): Promise<string> {
  const url = `${account.apiUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const answer = await response.text().catch(() => "");
  if (!response.ok) throw new ChannelError(`Twilio answered ${response.status}: ${answer.slice(0, 200)}`);
  return answer;
}

/** Alerts go out from the one number TWILIO_FROM. */
export function twilioSms(settings: TwilioAccount & { from: string }): SmsSender {
  return {
    async send(to, body) {
      await postTwilioMessage(settings, { To: to, From: settings.from, Body: body });
    },
  };
}

export interface PushSender {
  /** The public key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  send(subscription: PushKeys, payload: string): Promise<void>;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What the alerts page shows of a failed push: never the push service's answer (decision 0090). */
export const PUSH_ERRORS = {
  notAService: "not a browser push service: subscription removed",
  gone: "the browser turned notifications off",
  refused: "the push service did not take the notification",
  unreachable: "the push service could not be reached",
} as const;

/**
 * Web Push (RFC 8030) with an aes128gcm payload (RFC 8291) and a VAPID signature (RFC 8292), built by
 * `web-push`; the request itself goes through fetch. The endpoint is checked again here (rows saved before the
 * check existed), and a redirect is never followed: it would turn the push into a request anywhere.
 */
export function webPush(vapid: VapidKeys, policy: PushEndpointPolicy = { allowLoopback: false }): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(subscription, payload) {
      if (!isPushServiceEndpoint(subscription.endpoint, policy)) throw new ChannelError(PUSH_ERRORS.notAService, true);
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails: vapid, TTL: 3_600, urgency: "high", contentEncoding: "aes128gcm" },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "manual",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new ChannelError(PUSH_ERRORS.unreachable, false, String(error));
      });
      await response.body?.cancel();
      if (response.ok) return;
      // The browser unsubscribed or the subscription expired: it will never work again.
      if (response.status === 404 || response.status === 410) throw new ChannelError(PUSH_ERRORS.gone, true, `status ${response.status}`);
      throw new ChannelError(PUSH_ERRORS.refused, false, `status ${response.status}`);
    },
  };
}

/** VAPID keys from the environment, else a pair generated once into the data folder (like the session secret). */
export function vapidKeys(config: Config = getConfig()): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  }
  const stored = generatedOnce(
    config.DATA_DIR,
    "vapid-keys.json",
    () => JSON.stringify(webpush.generateVAPIDKeys()),
    "VAPID keys are not set: generated a pair into %s (set VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY to share them between instances)",
  );
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { ...keys, subject: config.VAPID_SUBJECT };
}

/** The app's senders: SMS only when Twilio is configured, push always. */
export function appChannels(config: Config = getConfig()): { sms: SmsSender | null; push: PushSender } {
  return singleton("alert-channels", () => ({
    sms:
      config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
        ? twilioSms({ apiUrl: config.TWILIO_API_URL, accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_FROM })
        : null,
    push: webPush(vapidKeys(config), { allowLoopback: config.PUSH_TEST_LOOPBACK }),
  }));
}
