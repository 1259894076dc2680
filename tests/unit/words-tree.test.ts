/**
 * The words tree (docs/content.md, "Every word"): every catalogue is a part the office edits, or named here with
 * why not; an edit laid over a half changes its key only, a template keeping its arguments; a translation that
 * drops or invents a placeholder is found.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sendWords, WRITTEN } from "~/content/catalogue";
import { translationProblem } from "~/forms/site-content-tree";
import { findTreePart, leavesOf, overlay, catalogueNameOf } from "~/lib/content/words-tree.server";

/** Catalogues the tree leaves out, each with why. */
const NOT_IN_THE_TREE: Record<string, string> = {
  servicePagesText: "each service page is a block of its own (service/<slug>)",
  startingAtText: "the price line follows the service block's starting price",
  businessText: "the business facts' block edits the hours, holidays and service area",
  callbackText: "the built-in assistant finds its place in a call-back by markers inside these sentences",
};

async function everyCatalogue() {
  const root = path.resolve(__dirname, "../../app");
  const files = [
    ...readdirSync(path.join(root, "content")).filter((file) => file.endsWith(".ts")).map((file) => `~/content/${file.replace(/\.ts$/, "")}`),
    ...["forms/messages", "forms/option-labels", "lib/assistant/chat.messages", "lib/assistant/voice.messages", "lib/assistant/assistant-local.messages", "lib/assistant/emergency-callback.messages"].map((file) => `~/${file}`),
  ];
  const found: { name: string; value: object }[] = [];
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (value && typeof value === "object" && WRITTEN in value) found.push({ name, value });
  }
  return found;
}

describe("the words tree", () => {
  it("holds every catalogue, or says why not", async () => {
    const catalogues = await everyCatalogue();
    expect(catalogues.length).toBeGreaterThan(30);
    const outside = catalogues.filter(({ value }) => catalogueNameOf(value) === undefined).map(({ name }) => name);
    expect(outside.sort()).toEqual(Object.keys(NOT_IN_THE_TREE).sort());
  });

  it("lays an edit over its key only, a template keeping its arguments", () => {
    const about = findTreePart("about")!;
    const keys = leavesOf(about).map((leaf) => leaf.key);
    expect(keys).toContain("founder/bio");
    expect(keys.some((key) => key.startsWith("team/"))).toBe(false);
    const written = (about.catalogue as unknown as Record<symbol, { en: Record<string, unknown> }>)[WRITTEN]!.en;
    const bio = leavesOf(about).find((leaf) => leaf.key === "founder/bio")!;
    const edited = overlay(written, new Map([["founder/bio", "Edited: {1} projects."], ["founderTitle", "Edited title"]]), new Map([["founder/bio", bio.args]])) as typeof written;
    expect(edited.founderTitle).toBe("Edited title");
    expect((edited.founder as { bio: (...args: unknown[]) => string }).bio(20, 1000)).toBe("Edited: 1000 projects.");
    expect(sendWords((edited.founder as { bio: unknown }).bio)).toEqual({ $fn: "Edited: {1} projects." });
    // Untouched branches are the written ones.
    expect(edited.values).toBe(written.values);
    expect((edited.founder as { role: string }).role).toBe((written.founder as { role: string }).role);
  });

  it("finds a written Spanish that drops or invents a placeholder, not one left as it was", () => {
    const before = { greeting: { en: "Hi {0},", es: "Hola, {0}:" } };
    expect(translationProblem(before, { greeting: { en: "Hi {0},", es: "Hola:" } })).toBe("greeting: The Spanish leaves out {0}: keep it where the sentence needs it, the site fills it in");
    expect(translationProblem(before, { greeting: { en: "Hi {0},", es: "Hola, {0}, desde {price.wiring}" } })).toMatch(/^greeting: \{price\.wiring\} is not in the English/);
    // The English changed, the Spanish not yet: marked for an update, not refused.
    expect(translationProblem(before, { greeting: { en: "Hello,", es: "Hola, {0}:" } })).toBeNull();
  });
});
