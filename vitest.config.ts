import { defineConfig } from "vitest/config";

// Unit tests run anywhere; integration tests start the real Express app on a real database:
// PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set (each file gets a fresh database).
const integration = (name: string, kind: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own app on its own database, so files need no module isolation; without
    // it a worker evaluates the server's modules once instead of once per file (a quarter of the
    // integration suite's time on this 2-core machine).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "core/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
        },
      },
      integration("integration:pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration:postgres", "postgres")] : []),
    ],
  },
});
