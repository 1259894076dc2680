import { readdirSync } from "node:fs";
import path from "node:path";
import { cataloguesIn, type NamedCatalogue } from "./catalogue-text";

/** The modules catalogues.ts reads, for Playwright, which has no import.meta.glob: every browser module of app/. */
function browserModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return browserModules(file);
    return /\.ts$/.test(entry.name) && !/\.(server|d)\.ts$/.test(entry.name) && !entry.name.startsWith("entry.") ? [file] : [];
  });
}

/** Every `catalogue(en, es)` exported under app/, as catalogues.ts finds them. */
export async function loadCatalogues(): Promise<NamedCatalogue[]> {
  const app = path.resolve("app");
  const modules = await Promise.all(
    browserModules(app).map(async (file) => [path.relative(app, file), (await import(file)) as Record<string, unknown>] as [string, Record<string, unknown>]),
  );
  return cataloguesIn(modules);
}
