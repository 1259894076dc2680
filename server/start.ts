/**
 * `node build/server.js`: production unless NODE_ENV says otherwise (docs/decisions/0070). React, Remix and
 * express read NODE_ENV when they load, and static imports load before any statement runs, so this entry
 * imports nothing: it sets the variable, then loads the server (server/index.ts, bundled as app.js).
 */
process.env.NODE_ENV ||= "production";
await import(new URL("./app.js", import.meta.url).href);
