// Bundles server/*.ts (our code only; packages stay external) beside the Remix server build.
import { build } from "esbuild";

const outdir = process.env.BUILD_DIR || "build";

await build({
  // admin-create: `ADMIN_PASSWORD=… node build/admin-create.js --email …` where tsx is not installed (production image).
  // server.js only sets NODE_ENV, then loads app.js (server/index.ts): see server/start.ts.
  entryPoints: {
    server: "server/start.ts",
    app: "server/index.ts",
    "admin-create": "scripts/admin-create.ts",
    voice: "server/voice.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

