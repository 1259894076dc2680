/**
 * The office's copy of a request goes to the deployment's inbox, never to the email the office publishes for
 * customers (docs/requests.md): the built server without OFFICE_EMAIL (allowed outside production; production with
 * SMTP_URL refuses to start, tests/unit/config.test.ts), its BUSINESS_EMAIL the deployment's. An admin publishes
 * another public email in the words editor; a contact request's office copy, with the customer's name, phone and
 * address, still reaches BUSINESS_EMAIL over the loopback SMTP, while the visitor's confirmation names the new one.
 */
import { describe, expect, it } from "vitest";
import { formFields } from "../support/html-form";
import { useSite } from "../support/site";
import { waitUntil } from "../support/submissions";

const ADMIN = { email: "mail-admin@example.com", password: "mail admin password 1" };
const DEPLOYMENT_EMAIL = "office@valor-deployment.example";
const PUBLISHED_EMAIL = "hello@valor-public.example";
const EDITOR = "/admin/content/business";

describe("the office's copy of a request over HTTP, after the public email is edited", () => {
  const site = useSite({
    admin: ADMIN,
    smtp: true,
    env: { NODE_ENV: "development", BUSINESS_EMAIL: DEPLOYMENT_EMAIL, OUTBOX_RETRY_BASE_MS: "200", TRUST_PROXY: "1" },
  });

  it("mails the customer's details to the deployment's address, not to the email an admin published", async () => {
    const editor = await site.page(EDITOR, site.admin);
    const fields = formFields(editor, 'id="words-');
    fields.set("email", PUBLISHED_EMAIL);
    fields.set("intent", "publish");
    const published = await site.post(EDITOR, fields);
    expect(published.status).toBe(302);
    expect(await site.page("/contact")).toContain(PUBLISHED_EMAIL);

    const posted = await site.post(
      "/contact",
      new URLSearchParams({ type: "estimate", name: "Rosa Diaz", address: "41 Elm St, Vienna, VA 22180", phone: "7035550163", email: "rosa@example.com", serviceType: "outlets", description: "Two outlets", company_website: "" }),
      { cookie: "", headers: { "X-Forwarded-For": "198.51.100.63" } },
    );
    expect(posted.status).toBe(302);
    await waitUntil(() => site.smtp.received.length >= 2, 15_000, 100);

    const office = site.smtp.received.filter((mail) => mail.subject.startsWith("New "));
    expect(office).toHaveLength(1);
    expect(office[0]!.to).toEqual([DEPLOYMENT_EMAIL]);
    expect(office[0]!.text).toContain("41 Elm St, Vienna, VA 22180");
    expect(site.smtp.received.some((mail) => mail.to.includes(PUBLISHED_EMAIL))).toBe(false);
    // The customer's confirmation does state the email the office published.
    const confirmation = site.smtp.received.find((mail) => mail.to.includes("rosa@example.com"));
    expect(confirmation?.text).toContain(PUBLISHED_EMAIL);
  }, 60_000);
});
