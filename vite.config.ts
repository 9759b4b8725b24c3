import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Visitors' browsers run Preact (preact/compat) instead of React: about 50 KB gzip less on
// every page's first load. The server keeps rendering with React 19; Preact hydrates its HTML.
const PREACT_FOR_REACT: Record<string, string> = {
  react: fileURLToPath(new URL("./app/lib/preact-react.ts", import.meta.url)),
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};
function preactInTheBrowser(): Plugin {
  return {
    name: "arcwell:preact-in-the-browser",
    enforce: "pre",
    // Development keeps real React (Fast Refresh, dev warnings); the production bundle gets Preact.
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id, importer, options) {
      const target = PREACT_FOR_REACT[id];
      // The shim itself re-exports preact/compat, never "react".
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

// lucide-react's icons build their <svg> through its createLucideIcon; every icon of the app gets
// ours instead (app/lib/lucide-icon.ts): the same markup at a fraction of the render cost.
const LUCIDE_CREATE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/;
export function leanLucideIcons(): Plugin {
  const ours = fileURLToPath(new URL("./app/lib/lucide-icon.ts", import.meta.url));
  return {
    name: "arcwell:lean-lucide-icons",
    enforce: "pre",
    load: (id) => (LUCIDE_CREATE_ICON.test(id) ? `export { default } from ${JSON.stringify(ours)};` : null),
  };
}

// The server build's entry is server/pages.server.ts, which wraps React Router's request handler so
// that loaders receive the services created by server/main.server.ts (docs/decisions/002).
export default defineConfig(({ command }) => ({
  // The production server build bundles its dependencies (decision 035): loaded from
  // node_modules at run time, Node's ES module loader spent ~0.5 s on lucide-react's ~1,600 icon
  // modules and ~150 MB of short-lived heap resolving drizzle-orm's modules (its package.json has
  // ~1,300 exports), and the process kept that memory. Development and the tests' pages (Vite's
  // module runner, which cannot evaluate CommonJS) keep loading them from node_modules.
  ssr: { noExternal: command === "build" ? true : ["lucide-react"] },
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/pages.server.ts" } },
      // React's server renderer in its production build, whatever NODE_ENV the server starts
      // with: the bundle picks it at build time and leaves the development build (prop checks,
      // warnings: several times slower per render) out.
      ...(command === "build" ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
    },
    // Fewer, larger files on first load: on a phone each request costs a round trip.
    client: {
      build: {
        // SOURCEMAP=1 for profiling a production build in the browser; never shipped by default.
        sourcemap: process.env.SOURCEMAP === "1",
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](preact|react-router|turbo-stream|cookie|set-cookie-parser|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
                },
                {
                  name: "site",
                  test: /app[\\/](lib[\\/]|components[\\/](site[\\/]|ui[\\/](button|notifications))|features[\\/][\w-]+[\\/][\w-]+-(intro|context|storage))|lucide-react/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [preactInTheBrowser(), leanLucideIcons(), tailwindcss(), reactRouter()],
}));
