import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { useAppServer } from "./support/app-server.ts";
import { expect, test } from "./support/fixtures.ts";
import { PUBLIC_PAGES, SEARCH_PAGES } from "./support/public-pages.ts";

// docs/product.md#quality-bars: the server HTML of every public page passes the Nu Html Checker with 0 errors
// (warnings allowed). vnu refuses local URLs, so the HTML is saved to files and checked in one run.

const app = useAppServer();
const VNU_JAR = fileURLToPath(new URL("../../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));
const JAVA = process.env.JAVA_PATH ?? "/usr/bin/java";

const PAGES = [
  ...PUBLIC_PAGES.map((page) => ({ path: page.path, status: 200 })),
  ...SEARCH_PAGES.map((path) => ({ path, status: 200 })),
  { path: "/no-such-page-here", status: 404 },
  { path: "/dashboard", status: 200 },
];
const SIGN_IN = "/api/login (sign-in page)";

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

let errorsByPath: Map<string, string[]>;

/** Runs vnu once over the given HTML documents; returns the errors of each, by name. */
async function checkHtml(documents: Map<string, string>): Promise<Map<string, string[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), "arcwell-vnu-"));
  try {
    const nameByFile = new Map<string, string>();
    for (const [i, [name, html]] of [...documents].entries()) {
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, html);
      nameByFile.set(file, name);
    }
    const { stdout, stderr } = await promisify(execFile)(
      JAVA,
      ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...nameByFile.keys()],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = new Map([...documents.keys()].map((name) => [name, [] as string[]]));
    for (const message of messages) {
      if (message.type === "info") continue; // warnings are allowed
      const name = nameByFile.get(fileURLToPath(message.url ?? "file:///unknown")) ?? "(unknown)";
      const extract = message.extract ? ` — ${message.extract.trim()}` : "";
      errors.set(name, [...(errors.get(name) ?? []), `line ${message.lastLine}: ${message.message}${extract}`]);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const documents = new Map<string, string>();
  for (const page of PAGES) {
    const response = await context.request.get(`${app().url}${page.path}`);
    expect(response.status(), page.path).toBe(page.status);
    documents.set(page.path, await response.text());
  }
  // The built-in provider's sign-in page sits behind redirects and an interaction cookie.
  const page = await context.newPage();
  await page.goto(`${app().url}/api/login`);
  documents.set(SIGN_IN, await (await context.request.get(page.url())).text());
  await context.close();
  errorsByPath = await checkHtml(documents);
});

for (const { path: pagePath } of [...PAGES, { path: SIGN_IN }]) {
  test(`${pagePath} is valid HTML (Nu Html Checker)`, () => {
    expect(errorsByPath.get(pagePath), `vnu errors on ${pagePath}`).toEqual([]);
  });
}
