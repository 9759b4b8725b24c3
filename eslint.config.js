// ESLint: JavaScript's and typescript-eslint's recommended rules everywhere, the rules of hooks
// and jsx-a11y's recommended rules for the React code in app/. Every rule is an error or off
// (no warnings), and `npm test` runs `npm run lint` before the suites. Formatting is Prettier's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      "node_modules/",
      ".react-router/",
      "test-results/",
      "bench/results/",
      "db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // `import("…").Type` annotations name the types of modules loaded on first use.
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
    },
  },
  {
    // Type-aware (issue 29): a promise nobody awaits, catches or marks `void` loses its error (an
    // unhandled rejection ends the server process) and its order. Tests are left out: Playwright's
    // and Vitest's own checks cover them, and typed linting of them doubles the lint's time.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "core/**/*.ts", "db/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  {
    // Tests and scripts read untyped JSON answers and third-party reports.
    files: ["tests/**", "scripts/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      // A region that scrolls sideways must take focus, or keyboard users cannot scroll it (axe).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
      // Checkbox labels hold their text two spans deep (name and description).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
);
