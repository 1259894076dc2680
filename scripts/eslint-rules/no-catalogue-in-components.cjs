// Refuses a component (or a route module, or a hook) that imports a catalogue: `catalogue(en, es)` holds every
// language, and whatever a component imports ships to the browser. A page's words come from its loader, in its
// language, read with useWords (decision 0210). Type imports ship nothing and pass.
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

module.exports = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      catalogue:
        "{{name}} is a catalogue of every language ({{file}}): a component gets its words from its route's loader (sendWords) and reads them with useWords (docs/languages.md).",
    },
  },
  create(context) {
    const file = context.filename;
    return {
      ImportDeclaration(node) {
        if (node.importKind === "type" || typeof node.source.value !== "string") return;
        const resolved = resolver.resolve(node.source.value, file);
        if (!resolved.found || resolved.path.includes(`${path.sep}node_modules${path.sep}`)) return;
        const catalogues = cataloguesIn(resolved.path);
        if (catalogues.size === 0) return;
        for (const specifier of node.specifiers) {
          if (specifier.importKind === "type") continue;
          const name = specifier.type === "ImportSpecifier" ? (specifier.imported.name ?? specifier.imported.value) : null;
          // A namespace or default import takes the module's catalogues with it.
          if (name !== null && !catalogues.has(name)) continue;
          context.report({ node: specifier, messageId: "catalogue", data: { name: name ?? specifier.local.name, file: path.relative(context.cwd, resolved.path) } });
        }
      },
    };
  },
};
