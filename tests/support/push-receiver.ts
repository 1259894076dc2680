import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushDelivery {
  endpoint: string;
  /** The decrypted payload. */
  payload: string;
  /** The VAPID JWT's claims (checked: ES256 signature by `k`, aud = the push service's origin, exp ahead). */
  claims: { aud: string; exp: number; sub: string };
  /** The `k` of the Authorization header: the application server's public key. */
  publicKey: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface PushReceiver {
  url: string;
  /** A new subscription with its own keys (ECDH P-256 + a 16-byte auth secret), as a browser makes one. */
  subscribe(): BrowserSubscription;
  /** Answer this endpoint's next `n` pushes with `status` (500: outage; 410: the subscription is gone; 302 with a Location header). */
  answer(endpoint: string, status: number, n?: number, headers?: Record<string, string>): void;
  /** Every request that reached the receiver, whatever it was answered. */
  requests: { method: string; url: string }[];
  deliveries: PushDelivery[];
  /** Requests refused for a bad signature or payload (should stay empty). */
  refused: { endpoint: string; reason: string }[];
  waitFor(count: number, timeoutMs?: number): Promise<PushDelivery[]>;
  stop(): Promise<void>;
}

const b64u = (buf: Buffer) => buf.toString("base64url");
const fromB64u = (s: string) => Buffer.from(s, "base64url");

/** RFC 8291 / RFC 8188: decrypts an aes128gcm Web Push body with the subscription's private key and auth secret. */
function decryptAes128gcm(body: Buffer, receiver: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid is ${idlen} bytes, not an uncompressed P-256 point`);
  if (records.length > rs) throw new Error("more than one record");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(receiver.privateKey);
  const secret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // Last record: the data, a 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("missing last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT is ES256-signed by k and names this push service. */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`Authorization is not a VAPID header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split(".") as [string, string, string];
  const point = fromB64u(k);
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) }, format: "jwk" });
  if (JSON.parse(fromB64u(head).toString()).alg !== "ES256") throw new Error("JWT alg is not ES256");
  if (!verify("sha256", Buffer.from(`${head}.${body}`), { key, dsaEncoding: "ieee-p1363" }, fromB64u(signature))) throw new Error("bad VAPID signature");
  const claims = JSON.parse(fromB64u(body).toString()) as PushDelivery["claims"];
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("JWT exp is not within 24 h");
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error("JWT sub is not a mailto: or https: contact");
  return { claims, publicKey: k };
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

/**
 * A loopback push service: endpoints it hands out accept RFC 8030 pushes, check the VAPID signature and
 * decrypt the payload with the subscription's own private keys, as the browser would.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const keys = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const planned = new Map<string, { status: number; n: number; headers: Record<string, string> }>();
  const requests: { method: string; url: string }[] = [];
  const deliveries: PushDelivery[] = [];
  const refused: { endpoint: string; reason: string }[] = [];
  let origin = "";
  const server = createServer(async (req, res) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "" });
    const body = await readBody(req);
    const endpoint = `${origin}${req.url}`;
    const receiver = keys.get(endpoint);
    if (req.method !== "POST" || !receiver) return void res.writeHead(404).end();
    const plan = planned.get(endpoint);
    if (plan && plan.n > 0) {
      plan.n -= 1;
      return void res.writeHead(plan.status, plan.headers).end();
    }
    try {
      if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`Content-Encoding ${req.headers["content-encoding"]}`);
      if (!req.headers.ttl) throw new Error("no TTL header");
      const { claims, publicKey } = checkVapid(req.headers.authorization, origin);
      const payload = decryptAes128gcm(body, receiver);
      deliveries.push({ endpoint, payload, claims, publicKey, headers: req.headers });
      res.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end();
    } catch (error) {
      refused.push({ endpoint, reason: String(error) });
      res.writeHead(400).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      keys.set(endpoint, { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth });
      return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    answer: (endpoint, status, n = Number.POSITIVE_INFINITY, headers = {}) => void planned.set(endpoint, { status, n, headers }),
    requests,
    deliveries,
    refused,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.length < count) {
        if (Date.now() > deadline) throw new Error(`push receiver got ${deliveries.length} of ${count} pushes within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return deliveries;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
