import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The server's route matching (Remix 2 loads @remix-run/router's CommonJS build) is patched in
// patches/@remix-run+router+*.patch (decision 0109): the route tree is flattened and ranked once per routes array,
// each path pattern compiled once and the matches of a path kept, instead of computed on every request.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

const tree = () => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "service", path: "services/:slug" },
      { id: "newsletter", path: "newsletter" },
      { id: "splat", path: "*" },
    ],
  },
];
const ids = (routes: ReturnType<typeof tree>, pathname: string) => matchRoutes(routes, pathname)?.map((m) => m.route.id);

describe("route matching on the server", () => {
  it("matches every path as before, with the params of each", () => {
    const routes = tree();
    expect(ids(routes, "/")).toEqual(["root", "home"]);
    expect(ids(routes, "/newsletter")).toEqual(["root", "newsletter"]);
    expect(ids(routes, "/NEWSLETTER/")).toEqual(["root", "newsletter"]);
    expect(matchRoutes(routes, "/services/panel-upgrades")?.[1]?.params).toEqual({ slug: "panel-upgrades" });
    expect(matchRoutes(routes, "/services/ev-chargers")?.[1]?.params).toEqual({ slug: "ev-chargers" });
    expect(ids(routes, "/no/such/page")).toEqual(["root", "splat"]);
  });

  it("gives each caller its own matches of a kept path: changing one changes nothing for the next", () => {
    const routes = tree();
    const first = matchRoutes(routes, "/services/panel-upgrades")!;
    (first[1]!.params as Record<string, string>).slug = "changed";
    first.pop();
    expect(matchRoutes(routes, "/services/panel-upgrades")?.map((m) => [m.route.id, m.params.slug])).toEqual([
      ["root", "panel-upgrades"],
      ["service", "panel-upgrades"],
    ]);
  });

  it("ranks a routes array once: the same array is matched from its first ranking, a new array is ranked anew", () => {
    const routes = tree();
    expect(ids(routes, "/newsletter")).toEqual(["root", "newsletter"]);
    // A route added to the same array afterwards is not seen (the server's routes never change after start) …
    routes[0]!.children.push({ id: "late", path: "late" });
    expect(ids(routes, "/late")).toEqual(["root", "splat"]);
    // … while a new array, as a new build brings, is.
    const rebuilt = tree();
    rebuilt[0]!.children.push({ id: "late", path: "late" });
    expect(ids(rebuilt, "/late")).toEqual(["root", "late"]);
  });
});
