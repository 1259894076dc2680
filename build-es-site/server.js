// server/start.ts
process.env.NODE_ENV ||= "production";
await import(new URL("./app.js", import.meta.url).href);
//# sourceMappingURL=server.js.map
