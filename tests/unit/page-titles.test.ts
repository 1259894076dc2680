/// <reference types="vite/client" />
import type { MetaDescriptor } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { useAppEnvironment } from "../support/db";

// Every route module with a meta export; the business name comes from the root loader's data, as in the app.
const routes = import.meta.glob<{ meta?: (args: unknown) => MetaDescriptor[]; loader?: (args: unknown) => unknown }>(
  "../../app/routes/*.tsx",
);
const NAME = "Acme Wiring Co";

/** Routes whose meta reads its loader's data (loaded content, or the page's words in its language, decision 0210): their loader runs first. */
const needsData = (file: string) =>
  /\/(services\.\$slug|city|_index|about|contact|emergency|services\._index|gallery|privacy|service-areas|reviews|book|estimate|newsletter|chat)\.tsx$/.test(file);
/** The page each loader reads: the city module serves its cities by path, the rest are asked for a service page. */
const pageOf = (file: string) => (file.endsWith("/city.tsx") ? "/electrician-manassas" : "/services/panel-upgrades");

/** The pages behind a customer's token (status, review link) have no loader to run here: their words as their loaders pick them. */
async function tokenPageData(file: string): Promise<unknown> {
  if (/\/status\.\$token\.tsx$/.test(file)) return (await import("~/lib/emergencies/emergency-status.server")).statusPageText("en");
  if (/\/status\.\$token_\.unsubscribe\.tsx$/.test(file)) return (await import("~/lib/requests/request-status.server")).mailUnsubscribePageText("en");
  if (/\/r\.\$token(_\.unsubscribe)?\.tsx$/.test(file)) return (await import("~/lib/reviews/review-page.server")).reviewLinkPageText("en");
  return undefined;
}

describe("page titles", () => {
  it("every route's <title> ends with the business name set by BUSINESS_NAME", async () => {
    // Loaders read the office's edited words, so they run on a migrated database of their own, as in the app.
    const app = await useAppEnvironment("pglite", { BUSINESS_NAME: NAME });
    const { getBusiness } = await import("~/lib/site/business.server");
    const business = getBusiness();
    expect(business.name).toBe(NAME);
    const matches = [{ id: "root", data: { business } }];
    const checked: string[] = [];
    for (const [file, load] of Object.entries(routes)) {
      const mod = await load();
      if (!mod.meta) continue;
      let data: unknown = await tokenPageData(file);
      if (needsData(file)) {
        const response = (await mod.loader!({
          params: { slug: "panel-upgrades" },
          request: new Request(`http://127.0.0.1${pageOf(file)}`),
          context: {},
        })) as Response;
        data = await response.json();
      }
      const descriptors = mod.meta({ data, matches, params: {}, location: { pathname: "/" } });
      const title = descriptors.map((d) => (d as { title?: string }).title).find(Boolean);
      expect(title, file).toMatch(new RegExp(` \\| ${NAME}$`));
      expect(title, file).not.toContain("Valor Electric");
      checked.push(file);
    }
    // All pages with a title: the public pages, the city pages' module, the service pages and the staff pages.
    expect(checked.length).toBeGreaterThanOrEqual(21);
    await app.restore();
  });
});
