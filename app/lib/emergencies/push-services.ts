/**
 * Where a browser's push subscription may point: the push services of the browsers themselves (Chrome and
 * the other Chromium browsers: FCM; Firefox: Mozilla's autopush; Safari: Apple; Edge: Windows Notification
 * Service), over https on the default port. Anything else — a loopback, private or metadata address, another
 * https server — would make the alert worker send requests wherever an admin session says (decision 0090).
 */
const SERVICE_HOSTS = ["fcm.googleapis.com"];
const SERVICE_DOMAINS = [".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com"];
const LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]"];

export interface PushEndpointPolicy {
  /** Tests' loopback push receivers (PUSH_TEST_LOOPBACK, refused by the config unless SITE_URL is loopback too). */
  allowLoopback: boolean;
}

export function isPushServiceEndpoint(endpoint: string, { allowLoopback }: PushEndpointPolicy): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (allowLoopback && LOOPBACK_HOSTS.includes(url.hostname)) return url.protocol === "http:" || url.protocol === "https:";
  if (url.protocol !== "https:" || url.port !== "") return false;
  return SERVICE_HOSTS.includes(url.hostname) || SERVICE_DOMAINS.some((domain) => url.hostname.endsWith(domain));
}
