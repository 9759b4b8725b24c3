import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// After `react-router build`: write .br and .gz beside each fingerprinted text asset, so the
// server sends them without compressing on every request (issue: speed).

const root = fileURLToPath(new URL("..", import.meta.url));
const assets = path.join(root, process.env.BUILD_DIR || "build", "client", "assets");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

let count = 0;
let saved = 0;
for (const name of readdirSync(assets)) {
  const file = path.join(assets, name);
  if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count++;
  saved += source.length - br.length;
}
console.log(`compressed ${count} assets (brotli saves ${(saved / 1024).toFixed(0)} KiB)`);
