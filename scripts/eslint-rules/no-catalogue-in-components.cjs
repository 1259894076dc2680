// Refuses a component (or a route module, or a hook) that imports words of every language: whatever a component
// imports ships to the browser. A page's words come from its loader, in its language, read with useWords
// (decision 0210). Two nets:
// - by path: a words module (`words` less `shared`, globs from the root) is refused whatever it exports, since a
//   lookup over a catalogue (findServicePage, citiesIn) or a half of one takes the whole catalogue with it;
// - by name: a catalogue, `export const x = catalogue(…)`, is refused from any other module (a shared module's
//   data passes, its catalogue does not).
// Type imports ship nothing and pass.
const fs = require("node:fs");
const path = require("node:path");
const resolver = require("../eslint-import-resolver.cjs");

const CATALOGUE = /export const (\w+)(?:\s*:[^=]+)?\s*=\s*(?:\/\*\s*@__PURE__\s*\*\/\s*)?catalogue\s*[<(]/g;

const known = new Map();
/** The names a module exports as catalogues, read again when the file changes. */
function cataloguesIn(file) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return new Set();
  }
  const cached = known.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.names;
  const names = new Set([...fs.readFileSync(file, "utf8").matchAll(CATALOGUE)].map((m) => m[1]));
  known.set(file, { mtimeMs, names });
  return names;
}

/** A glob of the config (`*`, `**`, `{a,b}`) as a regular expression over a path from the root, `/`-separated. */
function globRegex(glob) {
  const source = glob
    .replace(/[.+^$()|[\]\\]/g, "\\$&")
    .replace(/\{([^}]*)\}/g, (_, alternatives) => `(?:${alternatives.split(",").join("|")})`)
    .replace(/\*\*\/|\*\*|\*/g, (star) => (star === "**/" ? "(?:.*/)?" : star === "**" ? ".*" : "[^/]*"));
  return new RegExp(`^${source}$`);
}

/** The name a specifier takes from its module; null for a namespace or default import, which takes it all. */
function takenName(specifier) {
  if (specifier.type === "ImportSpecifier") return specifier.imported.name ?? specifier.imported.value;
  if (specifier.type === "ExportSpecifier") return specifier.local.name ?? specifier.local.value;
  return null;
}

module.exports = {
  meta: {
    type: "problem",
    schema: [
      {
        type: "object",
        properties: {
          basePath: { type: "string" },
          words: { type: "array", items: { type: "string" } },
          shared: { type: "array", items: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      catalogue:
        "{{name}} is a catalogue of every language ({{file}}): a component gets its words from its route's loader (sendWords) and reads them with useWords (docs/languages.md).",
      wordsModule:
        "{{file}} is a words module: anything taken from it takes its catalogues, every language, to the browser. Read it in the loader's helpers (app/lib, e.g. app/lib/site/page-text.server.ts), send the page's words with sendWords and read them with useWords; import only its types here (docs/languages.md).",
    },
  },
  create(context) {
    const { basePath = context.cwd, words = [], shared = [] } = context.options[0] ?? {};
    const wordsGlobs = words.map(globRegex);
    const sharedGlobs = shared.map(globRegex);
    const file = context.filename;

    /** The module a specifier names, if it is one of ours, with its path from the root. */
    function moduleOf(specifier) {
      const resolved = resolver.resolve(specifier, file);
      if (!resolved.found || resolved.path.includes(`${path.sep}node_modules${path.sep}`)) return null;
      const relative = path.relative(basePath, resolved.path).split(path.sep).join("/");
      const isWords = wordsGlobs.some((g) => g.test(relative)) && !sharedGlobs.some((g) => g.test(relative));
      return { path: resolved.path, relative, isWords };
    }

    /**
     * An import, a re-export or an import(). Without specifiers (a side-effect import, `export *`, import()) it
     * takes the whole module.
     */
    function check(node, source, specifiers = []) {
      if (node.importKind === "type" || node.exportKind === "type" || typeof source?.value !== "string") return;
      const target = moduleOf(source.value);
      if (!target) return;
      const values = specifiers.filter((s) => s.importKind !== "type" && s.exportKind !== "type");
      if (specifiers.length > 0 && values.length === 0) return;
      if (target.isWords) {
        context.report({ node: source, messageId: "wordsModule", data: { file: target.relative } });
        return;
      }
      const catalogues = cataloguesIn(target.path);
      if (catalogues.size === 0) return;
      if (specifiers.length === 0) {
        context.report({ node: source, messageId: "catalogue", data: { name: [...catalogues].join(", "), file: target.relative } });
        return;
      }
      for (const specifier of values) {
        const name = takenName(specifier);
        if (name !== null && !catalogues.has(name)) continue;
        context.report({ node: specifier, messageId: "catalogue", data: { name: name ?? specifier.local.name, file: target.relative } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source, node.specifiers),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, node.specifiers),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
