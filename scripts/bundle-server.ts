import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

// Part of `npm run build`: the production server (server/main.server.ts and all it imports) as
// one bundle in BUILD_DIR/node, which `npm start` (scripts/start.ts) runs (decision 035). Loaded
// module by module from node_modules, Node's ES module loader made ~150 MB of short-lived heap
// resolving drizzle-orm's modules alone (its package.json lists ~1,300 exports) and the process
// kept that memory; bundled, the server starts with less than half the RSS, and sooner.
//
// Files keep their own addresses: every `import.meta.url` (and the free `__dirname`,
// `__filename` of CommonJS files) is rewritten to the original file's address under the project root, so the
// migrations folder, the template-copy worker, OpenAPI docs and `createRequire` calls resolve as
// they do unbundled. The project root is found from the bundle's own address at run time.

const root = fileURLToPath(new URL("..", import.meta.url));
const outdir = path.resolve(root, process.env.BUILD_DIR || "build", "node");

/**
 * Loaded from node_modules at run time: native addons (sharp, argon2, resvg), WebAssembly with
 * files beside it (PGlite; satori's layout engine), the bundler itself (development only).
 */
const EXTERNAL = [
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "sharp",
  "@node-rs/*",
  "@resvg/*",
  "satori",
  "vite",
  "lightningcss",
  "fsevents",
  "pg-native",
];

const SOURCE = /\.(?:[cm]?js|[cm]?ts)$/;
const META = /\bimport\.meta\.(?:url|dirname|filename)\b/;
const NODE_PATHS = /\b__(?:dirname|filename)\b/;
const DECLARES_NODE_PATHS = /\b(?:var|let|const|function)\s+__(?:dirname|filename)\b/;

const keepFileAddresses: esbuild.Plugin = {
  name: "keep-file-addresses",
  setup(build) {
    build.onLoad({ filter: SOURCE }, async (args) => {
      const text = await readFile(args.path, "utf8");
      const meta = META.test(text);
      // CommonJS's free __dirname and __filename (a file that declares its own keeps them).
      const nodePaths = NODE_PATHS.test(text) && !DECLARES_NODE_PATHS.test(text);
      if (!meta && !nodePaths) return undefined;
      const relative = (p: string) => JSON.stringify(path.relative(root, p).split(path.sep).join("/"));
      const file = relative(args.path);
      const dir = relative(path.dirname(args.path));
      let contents = text
        .replace(/\bimport\.meta\.url\b/g, `__arcwellFileUrl(${file})`)
        .replace(/\bimport\.meta\.filename\b/g, `__arcwellFilePath(${file})`)
        .replace(/\bimport\.meta\.dirname\b/g, `__arcwellFilePath(${dir})`);
      if (nodePaths) {
        const shebang = /^#!.*\n/.exec(contents)?.[0] ?? "";
        contents = `${shebang}var __dirname = __arcwellFilePath(${dir}), __filename = __arcwellFilePath(${file});\n${contents.slice(shebang.length)}`;
      }
      const ext = path.extname(args.path);
      return { contents, loader: ext.includes("ts") ? "ts" : "js", resolveDir: path.dirname(args.path) };
    });
  },
};

const rootFromBundle = JSON.stringify(`${path.relative(outdir, root).split(path.sep).join("/")}/`);
const banner = [
  'import { createRequire as __arcwellCreateRequire } from "node:module";',
  'import { fileURLToPath as __arcwellFileURLToPath } from "node:url";',
  `const __arcwellRoot = new URL(${rootFromBundle}, import.meta.url);`,
  "const __arcwellFileUrl = (file) => new URL(file, __arcwellRoot).href;",
  "const __arcwellFilePath = (file) => __arcwellFileURLToPath(new URL(file || '.', __arcwellRoot));",
  // CommonJS dependencies inside the ES module bundle call require() for Node's own modules.
  'const require = __arcwellCreateRequire(new URL("package.json", __arcwellRoot));',
].join("\n");

await rm(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: { main: "server/main.server.ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  outdir,
  // Modules imported on first use (identity provider, mail, object storage SDKs, AI) stay in
  // chunks of their own and load only then.
  splitting: true,
  // Beside main.js: the banner finds the project root from each file's own address.
  chunkNames: "chunk-[name]-[hash]",
  external: EXTERNAL,
  banner: { js: banner },
  plugins: [keepFileAddresses],
  legalComments: "none",
  // The production server: React, Express and the rest take their production paths, and their
  // development-only code is left out of the bundle.
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server bundle: ${Object.keys(result.metafile.inputs).length} modules → ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1048576).toFixed(1)} MB in ${path.relative(root, outdir)}`,
);
