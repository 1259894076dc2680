import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { domainTable } from "../../eslint.config.js";
import { lintAt, root } from "../support/lint";

/**
 * The floors and the domain table of eslint.config.js (decision 0205), run by ESLint's own API on small
 * sources placed at paths in each floor. What they import must exist, since the rules resolve imports; the
 * file linted may be an existing one with other text, as a change to it would be.
 */
const lint = lintAt;

const ZONES = "import/no-restricted-paths";
const CYCLE = "floors/no-import-cycle";

describe("floors", () => {
  it.each([
    ["content imports a workflow's protocol", "app/content/virtual.ts", `import { CHAT_MESSAGE_MAX } from "~/lib/assistant/chat-protocol";\nexport const l = CHAT_MESSAGE_MAX;\n`],
    ["a form imports a component's words", "app/forms/virtual.ts", `import { FrameWords } from "~/components/layout/frame-text";\nexport const t = FrameWords;\n`],
    ["a hook imports a component", "app/hooks/use-virtual.ts", `import { FrameWords } from "~/components/layout/frame-text";\nexport const t = FrameWords;\n`],
    ["a workflow imports a component", "app/lib/site/virtual.server.ts", `import { useHomeText } from "~/components/home/home-text";\nexport const t = useHomeText;\n`],
    ["a model imports a language helper of lib", "app/models/virtual.server.ts", `import { CHAT_MESSAGE_MAX } from "../lib/assistant/chat-protocol";\nexport const l = CHAT_MESSAGE_MAX;\n`],
    ["a component imports a route", "app/components/Virtual.tsx", `import { meta } from "~/routes/about";\nexport const m = meta;\n`],
    ["the server imports a route", "server/virtual.ts", `import { loader } from "~/routes/healthz";\nexport const l = loader;\n`],
  ])("refuses an upward import: %s", async (_case, file, code) => {
    expect(await lint(file, code)).toEqual([`${ZONES} at 1`]);
  });

  it("passes imports that point down", async () => {
    const sources: [string, string][] = [
      ["app/hooks/use-virtual.ts", `import { langOf } from "~/content/languages";\nexport const l = langOf;\n`],
      ["app/lib/site/virtual.server.ts", `import { frameTextIn } from "~/content/frame-text";\nexport const f = frameTextIn;\n`],
      ["app/models/virtual.server.ts", `import type { Lang } from "~/content/languages";\nexport type L = Lang;\n`],
      ["app/components/Virtual.tsx", `import { CHAT_MESSAGE_MAX } from "~/lib/assistant/chat-protocol";\nexport const l = CHAT_MESSAGE_MAX;\n`],
    ];
    for (const [file, code] of sources) expect(await lint(file, code), file).toEqual([]);
  });
});

describe("the domain table", () => {
  it.each([
    ["platform uses a domain", "app/lib/platform/virtual.server.ts", `import { createSessionCookie } from "../auth/session.server";\nexport const c = createSessionCookie;\n`],
    ["phone uses the assistant", "app/lib/phone/virtual.server.ts", `import { localAnswer } from "../assistant/assistant-local.server";\nexport const a = localAnswer;\n`],
    ["gallery uses requests", "app/lib/gallery/virtual.server.ts", `import { formDeps } from "~/lib/requests/form-deps.server";\nexport const d = formDeps;\n`],
    ["site uses emergencies", "app/lib/site/virtual.ts", `import { statusPath } from "~/lib/emergencies/emergency-status";\nexport const s = statusPath;\n`],
    ["visits uses the office", "app/lib/visits/virtual.server.ts", `import { loadLead } from "../office/lead-pipeline.server";\nexport const l = loadLead;\n`],
  ])("refuses a use not in the table: %s", async (_case, file, code) => {
    expect(await lint(file, code)).toEqual([`${ZONES} at 1`]);
  });

  it("passes the uses in the table", async () => {
    const sources: [string, string][] = [
      ["app/lib/phone/virtual.server.ts", `import { readsLikeEmergency } from "../emergencies/emergency-triage.server";\nexport const r = readsLikeEmergency;\n`],
      ["app/lib/assistant/virtual.server.ts", `import { formDeps } from "../requests/form-deps.server";\nexport const d = formDeps;\n`],
      ["app/lib/office/virtual.server.ts", `import { requireAdmin } from "../auth/require-admin.server";\nexport const r = requireAdmin;\n`],
      ["app/lib/visits/virtual.server.ts", `import { publishedWords } from "../content/content-store.server";\nexport const p = publishedWords;\n`],
    ];
    for (const [file, code] of sources) expect(await lint(file, code), file).toEqual([]);
  });

  it("is the table ARCHITECTURE.md shows", () => {
    const doc = readFileSync(path.join(root, "ARCHITECTURE.md"), "utf8");
    const rows = [...doc.matchAll(/^\| `(\w+)\/` \| (.*?) \|$/gm)].map(([, domain, uses]) => [domain, [...uses!.matchAll(/`(\w+)\/`/g)].map((m) => m[1])]);
    expect(Object.fromEntries(rows)).toEqual(domainTable);
  });
});

describe("cycles", () => {
  it("refuses an import that closes a loop, a type import too", async () => {
    // content/catalogue.ts imports content/languages.ts: languages importing catalogue closes the loop.
    expect(await lint("app/content/languages.ts", `import { catalogue } from "./catalogue";\nexport const c = catalogue;\n`)).toEqual([`${CYCLE} at 1`]);
    expect(await lint("app/content/languages.ts", `import type { Catalogue } from "./catalogue";\nexport type C = Catalogue<string>;\n`)).toEqual([`${CYCLE} at 1`]);
  });

  it("refuses a loop through several modules, and a lazy import()", async () => {
    // forms/contact.ts imports forms/messages.ts, which imports forms/toast.ts: toast → contact → messages → toast.
    const code = `import { contactSchema } from "./contact";\nexport const s = contactSchema;\n`;
    expect(await lint("app/forms/toast.ts", code)).toEqual([`${CYCLE} at 1`]);
    // ChatWidget loads ChatPanel with a lazy import(): one back closes a loop.
    expect(await lint("app/components/chat/ChatPanel.tsx", `export const later = () => import("./ChatWidget");\n`)).toEqual([`${CYCLE} at 1`]);
  });

  it("passes the modules as they are", async () => {
    for (const file of ["app/content/languages.ts", "app/forms/toast.ts", "app/components/contact/SchedulingWidget.tsx"]) {
      expect(await lint(file, readFileSync(path.join(root, file), "utf8")), file).toEqual([]);
    }
  });
});
