import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { messages } from "~/forms/messages";
import { PHOTO_POSTS } from "~/lib/requests/photo-post-slots.server";
import { LOGIN_RATE_LIMITED } from "~/forms/admin-messages";
import type { BuiltServer } from "../support/built-server";
import { useSite } from "../support/site";

/**
 * Limits as an attacker meets them (docs/decisions/0050, 0065): the production build behind one trusted proxy
 * (TRUST_PROXY=1), every request a real one with the X-Forwarded-For the proxy would send.
 */
const ADMIN = { email: "limits-admin@example.com", password: "limits admin password 7" };
const BOUNDARY = "----limits-boundary";

const ESTIMATE = { name: "Pat Photo", email: "pat@example.com", phone: "(703) 555-0171", service: "panel-upgrade", company_website: "" };

/** The start of a multipart estimate: its fields, then the header of a photo part whose bytes follow. */
const multipartHead = () =>
  Buffer.from(
    Object.entries(ESTIMATE)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );

interface HeldPost {
  /** What the server has answered so far (status line, headers, body): "" until it answers. */
  answer(): string;
  /** Resolves with the answer once its headers are in (and a moment for the body), or "" after `ms`. */
  answered(ms: number): Promise<string>;
  /** Body bytes written so far. */
  sent: number;
  close(): void;
}

/**
 * A multipart photo post over a raw socket that declares `declared` bytes of body but sends only its fields
 * and `first` bytes of photo, then holds the connection open: the upload of a slow (or hostile) visitor.
 */
function holdPhotoPost(server: BuiltServer, path: string, forwardedFor: string, { declared = 25 * 1024 * 1024, first = 64 * 1024 } = {}): HeldPost {
  const url = new URL(server.url);
  const socket = connect(Number(url.port), url.hostname);
  socket.on("error", () => {});
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const head = multipartHead();
  const headers = [
    `POST ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    `Origin: ${server.url}`,
    "Sec-Fetch-Site: same-origin",
    `X-Forwarded-For: ${forwardedFor}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${declared}`,
  ];
  const held: HeldPost = {
    sent: 0,
    answer: () => received,
    answered: async (ms) => {
      const until = Date.now() + ms;
      while (!received.includes("\r\n\r\n") && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      await new Promise((r) => setTimeout(r, 200));
      return received;
    },
    close: () => socket.destroy(),
  };
  socket.write(`${headers.join("\r\n")}\r\n\r\n`);
  socket.write(head);
  socket.write(Buffer.alloc(first, 0xff));
  held.sent = head.length + first;
  return held;
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const headerOf = (answer: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(answer)?.[1]?.trim();

describe("per-address limits on the built server behind one proxy", () => {
  const site = useSite({ admin: ADMIN, signIn: false, env: { TRUST_PROXY: "1" } });
  /** A visitor's form post from `forwardedFor`. */
  const post = (path: string, forwardedFor: string, fields: Record<string, string>) =>
    site.post(path, new URLSearchParams(fields), { cookie: "", headers: { "X-Forwarded-For": forwardedFor } });

  it("counts every address of one IPv6 /64 as one visitor, however it is written: rotating them gets refused", async () => {
    // The newsletter allows 5 sign-ups per address per 10 minutes; one host's /64, five notations.
    const rotating = ["2001:db8:aa:1::1", "2001:DB8:AA:1:0:0:0:2", "2001:0db8:00aa:0001::3", "2001:db8:aa:1:ffff:ffff:ffff:ffff", "2001:db8:aa:1::5%eth0", "2001:db8:aa:1:1234::6", "2001:db8:aa:1::7"];
    const statuses: number[] = [];
    for (const [i, address] of rotating.entries()) statuses.push((await post("/newsletter", address, { email: `six4.${i}@example.com`, _reply: "json" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The next /64 is another visitor.
    expect((await post("/newsletter", "2001:db8:aa:2::1", { email: "next64@example.com", _reply: "json" })).status).toBe(200);

    // An IPv4 visitor written as IPv4-mapped IPv6 is the same visitor.
    for (let i = 0; i < 5; i++) expect((await post("/newsletter", "203.0.113.50", { email: `v4.${i}@example.com`, _reply: "json" })).status).toBe(200);
    expect((await post("/newsletter", "::ffff:203.0.113.50", { email: "mapped@example.com", _reply: "json" })).status).toBe(429);
    expect((await post("/newsletter", "::ffff:cb00:7132", { email: "mapped-hex@example.com", _reply: "json" })).status).toBe(429);

    // Voice tickets (10 per 10 minutes) are counted by the /64 too.
    const tickets: number[] = [];
    for (let i = 1; i <= 12; i++) {
      tickets.push((await site.get("/voice-token", "", { "X-Forwarded-For": `2001:db8:aa:3::${i.toString(16)}` })).status);
    }
    expect(tickets).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it("a stranger's wrong passwords, rotating addresses in their /64, lock out only that network: the office still signs in", async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const response = await post("/login", `2001:db8:bb:1::${i.toString(16)}`, { email: ADMIN.email, password: `wrong guess ${i}`, redirectTo: "/admin" });
      answers.push(response.status);
    }
    // 10 wrong passwords per account and network, then refused unchecked.
    expect(answers).toEqual([...Array(10).fill(400), 429, 429]);
    const right = await post("/login", "2001:db8:bb:1::99", { email: ADMIN.email, password: ADMIN.password, redirectTo: "/admin" });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await right.text()).toContain(LOGIN_RATE_LIMITED);

    // The office, from its own address, signs in with both steps and reaches the admin.
    const admin = await site.get("/admin/leads", await site.signIn(ADMIN));
    expect(admin.status).toBe(200);
  }, 120_000);

  it("answers a rate-limited address's big photo post 429 before reading its body", async () => {
    const address = "2001:db8:cc:1::1";
    for (let i = 0; i < 5; i++) {
      const response = await post("/estimate", `2001:db8:cc:1::${(i + 2).toString(16)}`, { ...ESTIMATE, email: `limited.${i}@example.com` });
      expect(response.status, `estimate ${i + 1}`).toBe(302);
    }
    const upload = holdPhotoPost(site.server, "/estimate", address);
    const answer = await upload.answered(5_000);
    upload.close();
    expect(statusOf(answer), answer.slice(0, 200)).toBe(429);
    expect(Number(headerOf(answer, "Retry-After"))).toBeGreaterThan(0);
    expect(answer).toContain(messages.rateLimited.description!);
    // What the visitor typed before the photo comes back in the form.
    expect(answer).toContain(`value="${ESTIMATE.name}"`);
    // The answer came with only the fields and 64 kB of the declared 25 MB sent.
    expect(upload.sent).toBeLessThan(100 * 1024);
  });

  it(`takes ${PHOTO_POSTS.concurrency} photo posts at once (one per address): more are refused 503 unread, and slots come back`, async () => {
    const held = Array.from({ length: PHOTO_POSTS.concurrency }, (_, i) => holdPhotoPost(site.server, "/contact", `198.51.100.${60 + i}`));
    try {
      // Admitted and waiting for their bodies: no answer yet.
      await new Promise((r) => setTimeout(r, 500));
      for (const post of held) expect(post.answer()).toBe("");
      const extra = holdPhotoPost(site.server, "/estimate", "198.51.100.70");
      const answer = await extra.answered(5_000);
      extra.close();
      expect(statusOf(answer), answer.slice(0, 200)).toBe(503);
      expect(headerOf(answer, "Retry-After")).toBe(String(PHOTO_POSTS.retryAfterSeconds));
      expect(answer).toContain("Many photos are being sent to us right now.");
      expect(answer).toContain(`value="${ESTIMATE.name}"`);
      // A post without photos (small, urlencoded) is never held up by them.
      expect((await post("/estimate", "198.51.100.71", { ...ESTIMATE, email: "nophoto@example.com" })).status).toBe(302);
    } finally {
      for (const post of held) post.close();
    }
    // The visitors went away: their slots are free again and a real photo post is taken.
    // Random pixels: a photo of over 64 kB, so the post needs a slot.
    const jpeg = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    expect(jpeg.length).toBeGreaterThan(64 * 1024);
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 302; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 250));
      const body = new FormData();
      for (const [k, v] of Object.entries({ ...ESTIMATE, email: `after.${attempt}@example.com` })) body.append(k, v);
      body.append("photos", new File([new Uint8Array(jpeg)], "panel.jpg", { type: "image/jpeg" }));
      const response = await site.post("/estimate", body, { cookie: "", headers: { "X-Forwarded-For": "198.51.100.72" } });
      status = response.status;
    }
    expect(status).toBe(302);
  }, 60_000);

  it("decodes each photo with one libvips thread, whatever sharp's default", async () => {
    sharp.concurrency(4);
    vi.resetModules();
    const { SHARP_CONCURRENCY } = await import("~/lib/platform/image-encoding.server");
    expect(SHARP_CONCURRENCY).toBe(1);
    expect(sharp.concurrency()).toBe(SHARP_CONCURRENCY);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("admin idle timeout on the built server (Postgres)", () => {
  const site = useSite({ admin: ADMIN, signIn: false, postgres: true });

  /** Moves every session's clock back, as if `minutes` passed without a request. */
  const idle = async (minutes: number) => {
    await site.sql`update sessions set created_at = created_at - make_interval(mins => ${minutes}), expires_at = expires_at - make_interval(mins => ${minutes})`;
  };
  const admin = (cookie: string) => site.get("/admin/leads", cookie);

  it("sends a session idle past 30 minutes to the login; one in use stays signed in", async () => {
    const cookie = await site.signIn(ADMIN);
    expect((await admin(cookie)).status).toBe(200);
    // Used every 20 minutes: still in, 40 minutes after signing in.
    await idle(20);
    expect((await admin(cookie)).status).toBe(200);
    await idle(20);
    expect((await admin(cookie)).status).toBe(200);
    // Then 31 minutes without a request.
    await idle(31);
    const refused = await admin(cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/admin/leads")}`);
  }, 60_000);

  it("ends a session 7 days after sign-in however active it is", async () => {
    const cookie = await site.signIn(ADMIN);
    expect((await admin(cookie)).status).toBe(200);
    // Begun 7 days ago, last used a minute ago.
    await site.sql`update sessions set created_at = created_at - interval '7 days'`;
    expect((await admin(cookie)).status).toBe(302);
  }, 60_000);
});
