import { describe, expect, it } from "vitest";
import { lintAt } from "../support/lint";

/**
 * The layer rules of eslint.config.js (decision 0205), run by ESLint's own API on small sources placed at
 * paths in each layer. The files need not exist; what they import must, since the rules resolve imports.
 */
const lint = lintAt;

const LAYERS = "import/no-restricted-paths";
const DB_ALIAS = "no-restricted-imports";

describe("layer rules", () => {
  it.each([
    ["a component type-imports a .server module", "app/components/admin/Virtual.tsx", `import type { Storage } from "~/lib/platform/storage.server";\nexport type S = Storage;\n`],
    ["a form imports a workflow", "app/forms/virtual.ts", `import { getConfig } from "~/lib/platform/config.server";\nexport const c = getConfig;\n`],
    ["a component imports a model", "app/components/Virtual.tsx", `import { saveLead } from "~/models/lead-intake.server";\nexport const f = saveLead;\n`],
    ["a form imports the schema", "app/forms/virtual.ts", `import { leads } from "~db/schema";\nexport const t = leads;\n`],
    ["a route imports the database client", "app/routes/virtual.ts", `import { ping } from "~db/client";\nexport const p = ping;\n`],
    ["a route imports the database handle", "app/routes/virtual.ts", `import { getDb } from "~/lib/platform/db.server";\nexport const loader = () => getDb();\n`],
    ["a model imports a workflow", "app/models/virtual.server.ts", `import { log } from "~/lib/platform/log.server";\nexport const l = log;\n`],
    ["a model imports a workflow by a relative path", "app/models/virtual.server.ts", `import { log } from "../lib/platform/log.server";\nexport const l = log;\n`],
  ])("refuses %s", async (_case, file, code) => {
    expect(await lint(file, code)).toEqual([`${LAYERS} at 1`]);
  });

  it.each([
    ["a workflow", "app/lib/platform/virtual.server.ts", `import type { Db } from "../../../db/client";\nexport type D = Db;\n`],
    ["a test", "tests/integration/virtual.test.ts", `import { leads } from "../../db/schema";\nexport const t = leads;\n`],
    ["a file at the root", "virtual.ts", `import { leads } from "./db/schema";\nexport const t = leads;\n`],
  ])("refuses a relative import of db/ from %s", async (_case, file, code) => {
    expect(await lint(file, code)).toEqual([`${DB_ALIAS} at 1`]);
  });

  it("passes imports that follow the layers", async () => {
    const sources: [string, string][] = [
      ["app/components/admin/Virtual.tsx", `import type { AdminPhoto } from "~/lib/requests/lead-photos";\nimport { defaultBusiness } from "~/content/business";\nexport type P = AdminPhoto;\nexport const b = defaultBusiness;\n`],
      ["app/routes/virtual.ts", `import { checkHealth } from "~/lib/platform/health.server";\nexport const loader = () => checkHealth();\n`],
      ["app/models/virtual.server.ts", `import type { Db } from "~db/client";\nimport { leads } from "~db/schema";\nexport const q = (db: Db) => db.select().from(leads);\n`],
      ["app/lib/platform/virtual.server.ts", `import { saveLead } from "~/models/lead-intake.server";\nimport { getDb } from "./db.server";\nexport const save = () => saveLead;\nexport const db = getDb;\n`],
    ];
    for (const [file, code] of sources) expect(await lint(file, code), file).toEqual([]);
  });
});
