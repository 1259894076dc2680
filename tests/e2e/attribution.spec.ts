import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createDb } from "../../db/client";
import { leads } from "../../db/schema";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "../support/built-server";
import { jsOn, submit } from "./forms-support";

/**
 * A visitor arrives on a city page from a UTM-tagged search link and sends an estimate; once the office has won
 * the job, the dashboard counts it under that source. A server of its own per project: the office's "won" is
 * written straight into its database while it is stopped (PGlite allows one process at a time).
 */
const ADMIN = { email: "attribution-admin@example.com", password: "a long dashboard password 42" };
const SOURCE = "springmailer";

let server: BuiltServer | null = null;
let restarted: BuiltServer | null = null;

test.afterEach(async () => {
  await restarted?.stop();
  await server?.stop();
  restarted = server = null;
});

test("a lead from a UTM-tagged visit is counted under its source once won", async ({ page }, info) => {
  test.setTimeout(180_000);
  server = await startBuiltServer({ admin: ADMIN });
  const email = `attribution-${info.project.name}@example.com`;

  await page.goto(`${server.url}/electrician-manassas?utm_source=${SOURCE}&utm_medium=email&utm_campaign=spring`, { referer: "https://mail.example/" });
  await page.goto(`${server.url}/contact`);
  await page.getByRole("link", { name: "Get Your Free Estimate" }).click();
  const form = jsOn(info) ? page.getByRole("dialog", { name: "Request Free Estimate" }) : page.getByRole("main");
  await form.getByLabel("Full Name").fill("Dana Visitor");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("571-555-0177");
  await form.getByLabel("Service Needed").selectOption("panel-upgrade");
  await form.getByLabel("Project Description").fill("200A panel");
  await submit(page, info, "Get My Free Estimate", "/estimate");
  await expect(page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "Estimate Request Received!" }).first()).toBeVisible();

  // The office wins the job (the pipeline's own page does this through its forms).
  await server.halt();
  const handle = createDb({ dataDir: server.dataDir });
  try {
    const [lead] = await handle.db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({ source: SOURCE, utmMedium: "email", utmCampaign: "spring", referrer: "https://mail.example" });
    expect(lead!.firstPage).toBe(`/electrician-manassas?utm_source=${SOURCE}&utm_medium=email&utm_campaign=spring`);
    await handle.db.update(leads).set({ status: "won", firstResponseAt: new Date(lead!.createdAt.getTime() + 15 * 60_000) }).where(eq(leads.id, lead!.id));
  } finally {
    await handle.close();
  }
  restarted = await startBuiltServer({ env: { DATA_DIR: server.dataDir } });
  const session = (await loginOverHttp(restarted, ADMIN)).split("; ").map((pair) => {
    const [name, ...value] = pair.split("=");
    return { name: name!, value: value.join("="), url: restarted!.url };
  });
  await page.context().addCookies(session);

  await page.goto(`${restarted.url}/admin/dashboard`);
  await expect(page.getByRole("heading", { name: "Where leads come from" })).toBeVisible();
  const today = await page.getByLabel("To", { exact: true }).inputValue();
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));

  const summary = page.getByTestId("dashboard-summary");
  await expect(summary).toContainText("Leads1");
  await expect(summary).toContainText("15 min");
  const bySource = page.getByRole("img", { name: "Leads per week by source", exact: true });
  await expect(bySource).toBeVisible();
  await expect(bySource).toHaveAccessibleDescription(`1 lead over 1 week: ${SOURCE} 1.`);
  await page.getByText("Data table: conversion by source").click();
  await expect(page.getByTestId(`conversion-${SOURCE}`)).toHaveText(`${SOURCE}11100%`);
  await expect(page.getByRole("figure", { name: "Leads per week by city page" })).toContainText("Manassas (1)");
  if (jsOn(info)) {
    // The charts with data and an open data table: nothing for axe-core at WCAG 2.2 AA.
    const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
    const results = await new AxeBuilder({ page: page as never }).include("#main").withTags(wcag).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
