import { describe, expect, it } from "vitest";
import { lintAt } from "../support/lint";

/**
 * Decision 0210: what ships to the browser (components, route modules, hooks) gets a page's words from its
 * route's loader, never a catalogue of every language. Run by ESLint's own API on small sources.
 */
const RULE = "words/no-catalogue-in-components";

describe("no catalogue in components", () => {
  it.each([
    ["a component imports a catalogue", "app/components/pages/Virtual.tsx", `import { galleryText } from "~/content/gallery-text";\nexport const t = galleryText;\n`],
    ["a route module reads one in its meta", "app/routes/virtual.tsx", `import { aboutText } from "~/content/team";\nexport const meta = () => [{ title: aboutText.en.title }];\n`],
    ["a hook imports one by a relative path", "app/hooks/use-virtual.ts", `import { frameText } from "../content/frame";\nexport const t = frameText;\n`],
    ["a component takes a catalogue module whole", "app/components/pages/Virtual.tsx", `import * as gallery from "~/content/gallery-text";\nexport const g = gallery;\n`],
    ["a component passes on a shared module's catalogue", "app/components/pages/Virtual.tsx", `export { aboutText as t } from "~/content/team";\n`],
    ["a component loads a shared module with a catalogue", "app/components/pages/Virtual.tsx", `export const load = () => import("~/content/team");\n`],
  ])("refuses it: %s", async (_case, file, code) => {
    expect(await lintAt(file, code)).toEqual([`${RULE} at 1`]);
  });

  // No file is exempt: the footer and the home's sections, the last to move (decision 0210), are held like any other.
  it.each([
    ["app/components/layout/Footer.tsx", `import { footerText } from "~/content/footer";\nexport const t = footerText;\n`],
    ["app/components/home/sections.tsx", `import { homeText } from "~/content/home";\nexport const t = homeText;\n`],
    ["app/components/home/HomeJsonLd.tsx", `import { homeStructuredText } from "~/content/home-structured";\nexport const t = homeStructuredText;\n`],
  ])("refuses it in %s, with no allow-list", async (file, code) => {
    expect(await lintAt(file, code)).toEqual([`${RULE} at 1`]);
  });

  // A words module is refused by its path, whatever it exports: a lookup over a catalogue (findServicePage,
  // servicePages, citiesIn) takes the catalogue with it as surely as the catalogue itself.
  it.each([
    ["a component imports a lookup", "app/components/city/Virtual.tsx", `import { findServicePage } from "~/content/service-pages";\nexport const p = findServicePage("panel-upgrades", "es");\n`],
    ["by a relative path", "app/components/Virtual.tsx", `import { findServicePage } from "../content/service-pages";\nexport const p = findServicePage("panel-upgrades");\n`],
    ["a list made from a catalogue", "app/components/service/Virtual.tsx", `import { servicePages } from "~/content/service-pages";\nexport const n = servicePages.length;\n`],
    ["a route module takes a lookup", "app/routes/virtual.tsx", `import { citiesIn } from "~/content/city-text";\nexport const c = citiesIn("en");\n`],
    ["a hook imports a module for its side effects", "app/hooks/use-virtual.ts", `import "~/content/emergency";\nexport const n = 1;\n`],
    ["a component passes one on", "app/components/pages/Virtual.tsx", `export { homeServiceCards } from "~/content/services";\n`],
    ["a root reads a half", "app/root.tsx", `import { emergencySymptoms } from "~/content/emergency";\nexport const s = emergencySymptoms;\n`],
    ["a component passes a module on whole", "app/components/pages/Virtual.tsx", `export * from "~/content/home-structured";\n`],
    ["a component loads one on first use", "app/components/pages/Virtual.tsx", `export const load = () => import("~/content/service-pages");\n`],
    // Every module of app/content is one, but for the few the browser shares (eslint.config.js): none is listed by hand.
    ["any other module of app/content", "app/components/pages/Virtual.tsx", `import { frameTextIn } from "~/content/frame-text";\nexport const f = frameTextIn("es");\n`],
  ])("refuses a words module: %s", async (_case, file, code) => {
    expect(await lintAt(file, code)).toEqual([`${RULE} at 1`]);
  });

  it("passes a words module's types, and its lookups on the server", async () => {
    const sources: [string, string][] = [
      ["app/components/city/Virtual.tsx", `import type { ServicePage } from "~/content/service-pages";\nexport type P = ServicePage;\n`],
      ["app/components/city/Virtual.tsx", `import { type ServicePage, type findServicePage } from "../../content/service-pages";\nexport type P = [ServicePage, typeof findServicePage];\n`],
      ["app/components/city/Virtual.tsx", `export type { City } from "~/content/cities";\n`],
      ["app/lib/site/virtual.ts", `import { findServicePage } from "~/content/service-pages";\nexport const p = findServicePage("panel-upgrades");\n`],
      ["app/lib/site/virtual.server.ts", `import { citiesIn } from "~/content/city-text";\nexport const c = citiesIn("es");\n`],
      // The modules the browser shares hold no words of more than one language.
      ["app/components/pages/Virtual.tsx", `import { telHref } from "~/content/business";\nimport { langOf } from "~/content/languages";\nexport const t = [telHref, langOf];\n`],
    ];
    for (const [file, code] of sources) expect(await lintAt(file, code), file).toEqual([]);
  });

  it("passes a catalogue module's data, its types, and a catalogue read on the server", async () => {
    const sources: [string, string][] = [
      ["app/components/pages/Virtual.tsx", `import { contactVideo, type aboutText } from "~/content/team";\nexport const f: [typeof contactVideo, typeof aboutText?] = [contactVideo];\n`],
      ["app/components/pages/Virtual.tsx", `import type { aboutText } from "~/content/team";\nexport type T = typeof aboutText;\n`],
      ["app/components/pages/Virtual.tsx", `export { contactVideo } from "~/content/team";\n`],
      ["app/lib/site/virtual.server.ts", `import { aboutText } from "~/content/team";\nexport const t = aboutText;\n`],
    ];
    for (const [file, code] of sources) expect(await lintAt(file, code), file).toEqual([]);
  });
});
