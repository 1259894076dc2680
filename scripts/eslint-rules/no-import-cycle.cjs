// Refuses an import that closes a loop of our own modules. Unlike import/no-cycle it counts `import type` and
// import(): a loop of types still ties two modules to each other, and every loop issue 37 found had a type in it.
const fs = require("node:fs");
const path = require("node:path");
const ts = require("typescript");
const resolver = require("../eslint-import-resolver.cjs");

/** A module's own imports, resolved (packages and node: builtins are no part of a loop of ours). */
function importsIn(file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = resolver.resolve(fileName, file);
    return resolved.found && !resolved.path.includes(`${path.sep}node_modules${path.sep}`) ? [resolved.path] : [];
  });
}

const onDisk = new Map();
/** The imports of a file as saved, read again when it changes. */
function importsOnDisk(file) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = onDisk.get(file);
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const imports = importsIn(file, fs.readFileSync(file, "utf8"));
  onDisk.set(file, { mtimeMs, imports });
  return imports;
}

/** The shortest way from `start` back to `file`, or null. Each module is visited once. */
function wayBack(start, file) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const at = queue[i];
    for (const next of importsOnDisk(at)) {
      if (next === file) {
        const way = [at];
        for (let step = cameFrom.get(at); step; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

module.exports = {
  meta: { type: "problem", schema: [], messages: { cycle: "Import cycle: {{way}}. An import points one way: move what both need below them." } },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const resolved = resolver.resolve(source.value, file);
      if (!resolved.found || resolved.path.includes(`${path.sep}node_modules${path.sep}`)) return;
      const way = resolved.path === file ? [] : wayBack(resolved.path, file);
      if (!way) return;
      const name = (f) => path.relative(root, f);
      context.report({ node, messageId: "cycle", data: { way: [file, ...way, file].map(name).join(" → ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
