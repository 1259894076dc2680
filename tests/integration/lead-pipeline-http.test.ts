import { beforeAll, describe, expect, it } from "vitest";
import { PIPELINE_MESSAGES as M } from "~/forms/admin-messages";
import { CROSS_SITE_MESSAGE } from "~/lib/platform/request-guards.server";
import { type PostOptions, useSite } from "../support/site";

/**
 * A lead's page over real HTTP against the production build: a GET never changes the lead, a cross-site post
 * is refused before it is read, a post without a session goes to the login, bad input is a 4xx with the
 * page's message, and what the visitor typed is shown as text.
 */
const ADMIN = { email: "pipeline-admin@example.com", password: "pipeline admin password 1" };
const OFFICE_ZONE = "Asia/Tokyo";
const HOSTILE_ADDRESS = `1 Main St <img src=x onerror=alert(1)> "rear"`;

describe("a lead's page over HTTP", () => {
  // An office far from the default zone, so a time on the wrong clock shows.
  const site = useSite({ admin: ADMIN, env: { ONCALL_TIME_ZONE: OFFICE_ZONE } });
  let leadUrl: string;

  const page = async (path = leadUrl) => {
    const response = await site.get(path, site.admin);
    return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
  };
  const post = (fields: Record<string, string>, options?: PostOptions, path = leadUrl) => site.post(path, new URLSearchParams(fields), options);
  const statusShown = async () => /data-testid="lead-status">([^<]*)</.exec((await page()).html)?.[1];
  const historyRows = async () => ((await page()).html.match(/data-testid="lead-event"/g) ?? []).length;

  beforeAll(async () => {
    const sent = await post(
      { type: "estimate", name: "Ann Lee", address: HOSTILE_ADDRESS, phone: "7035550100", email: "ann.http@example.com", serviceType: "outlets", description: "</textarea><script>alert(2)</script>" },
      { cookie: "", headers: { "X-Forwarded-For": "198.51.100.7" } },
      "/contact",
    );
    expect(sent.status).toBe(302);
    const inbox = await page("/admin/leads");
    const id = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox.html)?.[1];
    expect(id).toBeDefined();
    leadUrl = `/admin/leads/${id}`;
  }, 120_000);

  it("shows times on the office's clock, the time zone the deployment sets (ONCALL_TIME_ZONE)", async () => {
    const office = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: OFFICE_ZONE }).format(new Date(iso));
    // The lead's page says the time; the inbox's row says it as its clock (beside "… ago", which a card shows alone).
    for (const [path, time] of [
      [leadUrl, /<time dateTime="([^"]+)">([^<]+)<\/time>/],
      ["/admin/leads", /<time dateTime="([^"]+)"[^>]*><span class="lead-clock">([^<]+)<\/span>/],
    ] as const) {
      const [, iso, shown] = time.exec((await page(path)).html) ?? [];
      expect(iso, path).toBeDefined();
      expect(shown, path).toBe(office(iso!));
    }
  });

  it("shows what the visitor sent as text, with the status, owner and times", async () => {
    const { status, html } = await page();
    expect(status).toBe(200);
    // The public form already drops markup; what is left is shown as text.
    expect(html).toContain("1 Main St");
    expect(html).toContain("&quot;rear&quot;");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
    expect(html).toContain("No response yet");
    expect(html).toContain("Owner: nobody yet");
    expect(await statusShown()).toBe("New");
  });

  it("never changes a lead on GET, whatever the query says", async () => {
    for (const query of ["?intent=status&status=won", "?intent=note&body=hello", "?intent=owner&ownerId=", "?_data=routes%2F_admin.admin.leads.%24leadId&intent=status&status=lost&lostReason=x"]) {
      const response = await site.get(`${leadUrl}${query}`, site.admin);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(await statusShown()).toBe("New");
    expect(await historyRows()).toBe(0);
  });

  it("refuses a cross-site post before reading it, and one without a session goes to the login", async () => {
    for (const headers of <Record<string, string>[]>[
      { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "http://evil.example" },
      { Origin: "null" },
    ]) {
      const refused = await post({ intent: "status", status: "won" }, { sameOrigin: false, headers });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain(CROSS_SITE_MESSAGE);
    }
    const anonymous = await post({ intent: "status", status: "won" }, { cookie: "" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect(await statusShown()).toBe("New");
    expect(await historyRows()).toBe(0);
  });

  it("answers bad input with a 4xx and the page's message, keeping what was typed; never a 500", async () => {
    const lost = await post({ intent: "status", status: "lost", lostReason: "" });
    expect(lost.status).toBe(400);
    const html = (await lost.text()).replace(/<!-- -->/g, "");
    expect(html).toContain(M.lostReasonRequired);
    const empty = await post({ intent: "note", body: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(M.noteRequired);
    const owner = await post({ intent: "owner", ownerId: "00000000-0000-4000-8000-000000000000" });
    expect(owner.status).toBe(400);
    expect(await owner.text()).toContain(M.unknownOwner);
    const unknown = await post({ intent: "archive" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(M.unknownAction);
    const notForm = await site.post(leadUrl, "{}", { headers: { "Content-Type": "application/json" } });
    expect(notForm.status).toBeGreaterThanOrEqual(400);
    expect(notForm.status).toBeLessThan(500);
    for (const path of ["/admin/leads/not-a-uuid", "/admin/leads/00000000-0000-4000-8000-000000000000"]) {
      expect((await page(path)).status).toBe(404);
      expect((await post({ intent: "note", body: "x" }, undefined, path)).status).toBe(404);
    }
    expect(await statusShown()).toBe("New");
    expect(await historyRows()).toBe(0);
  });

  it("moves the lead with plain form posts (redirect, toast) and shows the history and the note", async () => {
    for (const status of ["contacted", "scheduled", "won"]) {
      const moved = await post({ intent: "status", status });
      expect(moved.status).toBe(302);
      expect(moved.headers.get("location")).toBe(leadUrl);
    }
    expect((await post({ intent: "note", body: "<b>Job done</b>, paid in full" })).status).toBe(302);
    const { html } = await page();
    expect(await statusShown()).toBe("Won");
    expect(html).toContain("&lt;b&gt;Job done&lt;/b&gt;, paid in full");
    expect(html).toMatch(/Status: New → Contacted/);
    expect(html).toMatch(/Status: Scheduled → Won/);
    expect(html).toMatch(/First response .* ago/);
    expect(await historyRows()).toBe(4);
    // The inbox and the CSV show the new state.
    const inbox = await page("/admin/leads?status=won");
    expect(inbox.html).toContain(leadUrl);
    const csv = await (await site.get("/admin/leads.csv?status=won", site.admin)).text();
    expect(csv).toContain('"won"');
    expect(csv).toContain("<b>Job done</b>, paid in full");
  });

  it("saves status, owner and a note in one post (the phone's one Save), each with its history row; a refused one saves none", async () => {
    const before = await historyRows();
    const me = /<option value="([0-9a-f-]{36})">pipeline-admin<\/option>/.exec((await page()).html)?.[1];
    expect(me).toBeDefined();
    // Lost without a reason: refused with its message and what was typed, and the note is not saved either.
    const refused = await post({ intent: "update", status: "lost", lostReason: "", ownerId: me!, body: "Left a voicemail" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(M.lostReasonRequired);
    expect(refusedHtml).toContain("Left a voicemail");
    const stranger = await post({ intent: "update", status: "won", ownerId: "00000000-0000-4000-8000-000000000000", body: "x" });
    expect(stranger.status).toBe(400);
    expect(await stranger.text()).toContain(M.unknownOwner);
    expect(await historyRows()).toBe(before);

    // Status unchanged (Won), the owner set and a note added: two rows, one toast naming both.
    const saved = await post({ intent: "update", status: "won", lostReason: "", ownerId: me!, body: "Sent the invoice" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(leadUrl);
    const { html } = await page();
    expect(html).toContain("Owner: pipeline-admin");
    expect(html).toContain("Sent the invoice");
    expect(await statusShown()).toBe("Won");
    expect(await historyRows()).toBe(before + 2);

    // Lost with its reason, nobody as owner, no note: the status, the reason and the owner, no note row.
    expect((await post({ intent: "update", status: "lost", lostReason: "Went with a cheaper quote", ownerId: "", body: "  " })).status).toBe(302);
    expect(await statusShown()).toBe("Lost");
    expect((await page()).html).toContain("Owner: nobody yet");
    expect(await historyRows()).toBe(before + 5);
  });
});
