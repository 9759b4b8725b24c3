import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is server/pages.ts, which wraps React Router's request handler so
// that loaders receive the services created by server/main.ts (docs/decisions/002).
export default defineConfig({
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/pages.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
