import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/components/ui/icons";
import { servicePages } from "~/content/service-pages";

const root = path.resolve(__dirname, "../..");
/** The site's stylesheet, and the office's (its tab bar's icons). */
const css = ["app/tailwind.css", "app/admin.css"].map((file) => readFileSync(path.join(root, file), "utf8")).join("\n");

/** Every `icon-NAME` class written in the app's components and routes. */
function iconsUsed(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx"))
    .flatMap((entry) => [...readFileSync(path.join(entry.parentPath, entry.name), "utf8").matchAll(/\bicon-([a-z]+)\b/g)].map((m) => m[1]!));
}

describe("the icon set (docs/design.md, Icons)", () => {
  it("has a rule and a drawing for each name, and no rule without a name", () => {
    const rules = [...css.matchAll(/^\.icon-([a-z]+) \{$/gm)].map((m) => m[1]);
    expect(rules.sort()).toEqual([...ICON_NAMES].sort());
    for (const name of ICON_NAMES) expect(existsSync(path.join(root, "public/icons", `${name}.svg`)), name).toBe(true);
  });

  it("is where every icon the pages draw comes from: a name outside it would paint an empty box", () => {
    const used = new Set([...iconsUsed(path.join(root, "app")), ...servicePages.flatMap((page) => page.benefits.map((benefit) => benefit.icon))]);
    expect([...used].filter((name) => !(ICON_NAMES as readonly string[]).includes(name))).toEqual([]);
  });
});
