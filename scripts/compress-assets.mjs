// Writes a brotli (quality 11) and a gzip (level 9) copy beside each of the client build's scripts and styles,
// which the server sends as they are (express-static-gzip in server/index.ts). Compressing once at the
// strongest level costs seconds here instead of milliseconds per request, and sends about 13% fewer bytes
// of script at a visitor's first touch than the on-the-fly compression (brotli at quality 4).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const assets = path.join(process.env.BUILD_DIR || "build", "client", "build");

const files = (await readdir(assets, { recursive: true })).filter((file) => /\.(js|css)$/.test(file));
await Promise.all(files.map(async (file) => {
  const body = await readFile(path.join(assets, file));
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  await writeFile(path.join(assets, `${file}.br`), await brotli(body, { params }));
  await writeFile(path.join(assets, `${file}.gz`), await gz(body, { level: 9 }));
}));
