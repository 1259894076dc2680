import { axe } from "./axe";
import { expect, test } from "./test";
import sharp from "sharp";
import { type BuiltServer, loginOverHttp, startBuiltServer } from "../support/built-server";
import { estimateOpener, jsOn, submit } from "./forms-support";

/**
 * The office's whole journey with one lead: a visitor arrives on a city page from a UTM-tagged link and sends
 * an estimate with two photos; the admin finds it, sees the photos and where it came from, moves it through
 * contacted and scheduled to won with a note, and the dashboard counts it under that source. A server of its
 * own per project, so the dashboard's figures are this lead's alone.
 */
const ADMIN = { email: "attribution-admin@example.com", password: "a long dashboard password 42" };
const SOURCE = "springmailer";
const photo = async (name: string, background: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 80, height: 60, channels: 3, background } }).jpeg().toBuffer(),
});

let server: BuiltServer | null = null;

test.afterEach(async () => {
  await server?.stop();
  server = null;
});

test("a UTM-tagged visit's estimate with two photos is worked to won and counted under its source", async ({ page }, info) => {
  test.setTimeout(180_000);
  server = await startBuiltServer({ admin: ADMIN });
  const name = `Dana ${jsOn(info) ? "Onvisit" : "Offvisit"}`;

  // The visitor.
  await page.goto(`${server.url}/electrician-manassas?utm_source=${SOURCE}&utm_medium=email&utm_campaign=spring`, { referer: "https://mail.example/" });
  await page.goto(`${server.url}/contact`);
  await estimateOpener(page).click();
  const form = jsOn(info) ? page.getByRole("dialog", { name: "Request free estimate" }) : page.getByRole("main");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill("dana.visitor@example.com");
  await form.getByLabel("Phone").fill("571-555-0177");
  await form.getByLabel("Service Needed").selectOption("panel-upgrade");
  await form.getByLabel("Project Description").fill("200A panel");
  await form.getByLabel("Photos (optional)").setInputFiles([await photo("panel.jpg", "#2a6"), await photo("meter.jpg", "#33c")]);
  await submit(page, info, "Get Free Estimate", "/estimate");
  await expect(page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "Estimate Request Received!" }).first()).toBeVisible();

  // The office: finds it, sees the photos and the source.
  const session = (await loginOverHttp(server, ADMIN)).split("; ").map((pair) => {
    const [cookie, ...value] = pair.split("=");
    return { name: cookie!, value: value.join("="), url: server!.url };
  });
  await page.context().addCookies(session);
  await page.goto(`${server.url}/admin/leads`);
  await page.getByLabel("Search").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByTestId("lead-row").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const photos = page.getByTestId("lead-photos");
  await expect(photos.getByRole("heading")).toHaveText("Photos (2)");
  for (const image of await photos.getByRole("img").all()) expect((await page.request.get((await image.getAttribute("src"))!)).status()).toBe(200);
  const source = page.getByRole("region", { name: "Where it came from" });
  await expect(source).toContainText(SOURCE);
  await expect(source).toContainText("/electrician-manassas");

  // Worked to won with a note, through the lead's own forms.
  for (const [value, label] of [
    ["contacted", "Contacted"],
    ["scheduled", "Scheduled"],
    ["won", "Won"],
  ] as const) {
    await page.getByRole("combobox", { name: "Status" }).selectOption(value);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("lead-status")).toHaveText(label);
  }
  await page.getByLabel("New note").fill("Panel replaced, paid in full");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("lead-notes")).toContainText("Panel replaced, paid in full");

  // The dashboard counts it under its source.
  await page.goto(`${server.url}/admin/dashboard`);
  await expect(page.getByRole("heading", { name: "Where leads come from" })).toBeVisible();
  const today = await page.getByLabel("To", { exact: true }).inputValue();
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));

  const summary = page.getByTestId("dashboard-summary");
  await expect(summary).toContainText("Leads1");
  const bySource = page.getByRole("img", { name: "Leads per week by source", exact: true });
  await expect(bySource).toBeVisible();
  await expect(bySource).toHaveAccessibleDescription(`1 lead over 1 week: ${SOURCE} 1.`);
  await page.getByText("Data table: conversion by source").click();
  await expect(page.getByTestId(`conversion-${SOURCE}`)).toHaveText(`${SOURCE}11100%`);
  await expect(page.getByRole("figure", { name: "Leads per week by city page" })).toContainText("Manassas (1)");
  if (jsOn(info)) {
    // The charts with data and an open data table: nothing for axe-core at WCAG 2.2 AA.
    const results = await axe(page).include("#main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
