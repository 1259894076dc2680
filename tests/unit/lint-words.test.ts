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

  it("passes a catalogue module's data, its types, and a catalogue read on the server", async () => {
    const sources: [string, string][] = [
      ["app/components/pages/Virtual.tsx", `import { contactVideo, type aboutText } from "~/content/team";\nexport const f: [typeof contactVideo, typeof aboutText?] = [contactVideo];\n`],
      ["app/components/pages/Virtual.tsx", `import type { aboutText } from "~/content/team";\nexport type T = typeof aboutText;\n`],
      ["app/lib/site/virtual.server.ts", `import { aboutText } from "~/content/team";\nexport const t = aboutText;\n`],
    ];
    for (const [file, code] of sources) expect(await lintAt(file, code), file).toEqual([]);
  });
});
