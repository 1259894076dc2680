// Resolves imports for eslint-plugin-import the way TypeScript does, so the `~/` and `~db/` paths of
// tsconfig.json reach the layer rules in eslint.config.js (the plugin's node resolver knows no aliases).
const path = require("node:path");
const ts = require("typescript");

const configFile = ts.findConfigFile(__dirname, ts.sys.fileExists);
const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, path.dirname(configFile));
const cache = ts.createModuleResolutionCache(path.dirname(configFile), (name) => name, options);

exports.interfaceVersion = 2;

/** Our own modules only: packages and node: builtins belong to no layer. */
exports.resolve = (source, file) => {
  if (!ts.isExternalModuleNameRelative(source) && !source.startsWith("~")) return { found: false };
  const { resolvedModule } = ts.resolveModuleName(source, file, options, ts.sys, cache);
  return resolvedModule ? { found: true, path: resolvedModule.resolvedFileName } : { found: false };
};
