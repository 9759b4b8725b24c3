import type { Page, Route } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { effectsSettled, expect, hydrated, signIn, test } from "./support/fixtures.ts";

// docs/product.md#routes search: the top bar's field (≥ 1024 px) or search icon (below), the "/"
// and Ctrl/Cmd+K shortcuts, and the /search page's server-rendered results with <mark>ed
// snippets, "No results" suggestions, and text from the body that never becomes markup.

const app = useAppServer();
const WORD = "saffron";
const NO_HITS = "zzyzxqv";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const MARKUP_TITLE = "Markup in the body";

const topField = (page: Page) => page.locator("#site-search");
const pageField = (page: Page) => page.locator("#search-page-q");
const resultsHeading = (page: Page) => page.locator("#search-results-heading");
const results = (page: Page) => page.getByTestId("search-results").getByRole("listitem");
const newsletterDialog = (page: Page) => page.getByRole("dialog", { name: "Subscribe to the newsletter" });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, app().url, "owner");
  const posts = [
    {
      title: "Saffron Supply Chains",
      excerpt: "What a spice trade teaches a marketplace about trust.",
      content: `<p>The ${WORD} harvest lasts three weeks, and every buyer wants proof of origin.</p>`,
    },
    {
      title: MARKUP_TITLE,
      excerpt: "A post whose text shows markup.",
      content: `<p>Write &lt;img src=x onerror=alert(1)&gt; in a post about ${WORD} and it stays text &lt;script&gt;alert(2)&lt;/script&gt;.</p>`,
    },
  ];
  for (const post of posts) {
    const response = await page.request.post(`${app().url}/api/blog-posts`, {
      data: { ...post, category: "Field Notes", isPublished: true },
      headers: { origin: app().url },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await context.close();
});

/** Presses `key` until the field is focused: the shortcut listens once the page has hydrated. */
async function pressUntilFocused(page: Page, key: string, field: ReturnType<typeof topField>) {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(field).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** The results of WORD as the server renders them: two articles, each snippet with the word marked. */
async function expectWordResults(page: Page) {
  await expect(page).toHaveURL(`${app().url}/search?q=${WORD}`);
  await expect(resultsHeading(page)).toHaveText(`2 results for “${WORD}”`);
  await expect(page).toHaveTitle(`Search results for “${WORD}” | Arcwell Studio`);
  await expect(results(page)).toHaveCount(2);
  for (const item of await results(page).all()) {
    await expect(item.getByText("Article", { exact: true })).toBeVisible();
    await expect(item.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", /^\/journal\//);
    await expect(item.locator("mark").first()).toHaveText(new RegExp(WORD, "i"));
  }
  await expect(pageField(page)).toHaveValue(WORD);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}

test.describe("at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("'/' focuses the top bar's field; Enter shows the results with marked snippets", async ({ page }) => {
    await page.goto(`${app().url}/journal`, { waitUntil: "networkidle" });
    await expect(topField(page)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Search", exact: true })).toBeHidden();
    await pressUntilFocused(page, "/", topField(page));
    await expect(topField(page)).toHaveValue(""); // the key itself is not typed
    await page.keyboard.type(WORD);
    await page.keyboard.press("Enter");
    await expectWordResults(page);

    // A result opens its article.
    await results(page).filter({ hasText: "Saffron Supply Chains" }).getByRole("link").click();
    await expect(page).toHaveURL(`${app().url}/journal/saffron-supply-chains`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saffron Supply Chains");
  });

  test("Ctrl+K and Cmd+K focus the top bar's field, and on /search the page's own field", async ({ page }) => {
    await page.goto(`${app().url}/about`, { waitUntil: "networkidle" });
    await pressUntilFocused(page, "Control+k", topField(page));
    await page.locator("main h1").click();
    await expect(topField(page)).not.toBeFocused();
    await page.keyboard.press("Meta+k");
    await expect(topField(page)).toBeFocused();
    await expect(page).toHaveURL(`${app().url}/about`);

    await page.goto(`${app().url}/search?q=${WORD}`, { waitUntil: "networkidle" });
    await pressUntilFocused(page, "/", pageField(page));
    await page.locator("main h1").click();
    await page.keyboard.press("Control+k");
    await expect(pageField(page)).toBeFocused();
  });

  test("'/' typed into a text field stays in the field", async ({ page }) => {
    await page.goto(`${app().url}/journal`, { waitUntil: "networkidle" });
    await pressUntilFocused(page, "/", topField(page));
    await page.keyboard.type("a/b");
    await expect(topField(page)).toHaveValue("a/b");
    await expect(topField(page)).toBeFocused();

    await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
    await expect(newsletterDialog(page)).toBeVisible();
    await effectsSettled(page);
    const email = newsletterDialog(page).getByLabel("Email");
    await email.click();
    await page.keyboard.type("ac/dc@example.com");
    await expect(email).toHaveValue("ac/dc@example.com");
    await expect(email).toBeFocused();
    await expect(newsletterDialog(page)).toBeVisible();
    await expect(page).toHaveURL(`${app().url}/journal`);
  });

  test("a query without hits says so and suggests categories", async ({ page }) => {
    await page.goto(`${app().url}/search?q=${NO_HITS}`);
    await expect(resultsHeading(page)).toHaveText(`No results for “${NO_HITS}”`);
    const none = page.getByTestId("no-results");
    await expect(none.getByText("Suggestions")).toBeVisible();
    await expect(none.getByText("Check the spelling of your words.")).toBeVisible();
    await expect(page.getByTestId("search-results")).toHaveCount(0);
    const topic = none.getByRole("link", { name: /^Field Notes \(\d+\)$/ });
    await expect(topic).toHaveAttribute("href", "/journal/category/field-notes");
    await expect(none.getByRole("link", { name: "Browse the journal" })).toHaveAttribute("href", "/journal");
    await topic.click();
    await expect(page).toHaveURL(`${app().url}/journal/category/field-notes`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Field Notes");
  });

  test("markup written as text in a post's body stays text in its snippet", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${app().url}/search?q=${WORD}`, { waitUntil: "networkidle" });
    const item = results(page).filter({ hasText: MARKUP_TITLE });
    const snippet = item.locator("p").filter({ has: page.locator("mark") });
    await expect(snippet).toHaveCount(1);
    expect(await snippet.evaluate((p) => [...p.querySelectorAll("*")].map((el) => el.tagName))).toEqual(["MARK"]);
    // Which words around the match the snippet keeps may vary; the markup in it shows as text.
    await expect(snippet).toContainText(/<img src=x onerror=alert\(1\)>|<script>alert\(2\)<\/script>/);
    await expect(page.locator("main img, main script")).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: PHONE });

  test("the search icon opens /search with its field focused", async ({ page }) => {
    await page.goto(`${app().url}/journal`, { waitUntil: "networkidle" });
    await hydrated(page);
    await expect(topField(page)).toBeHidden();
    const icon = page.getByRole("banner").getByRole("link", { name: "Search" });
    await expect(icon).toHaveAttribute("href", "/search");
    await icon.click();
    await expect(page).toHaveURL(`${app().url}/search`);
    await expect(pageField(page)).toBeFocused();
    await expect(resultsHeading(page)).toHaveCount(0);
    await page.keyboard.type(WORD);
    await page.keyboard.press("Enter");
    await expectWordResults(page);
  });

  test("the search icon pressed before the page's scripts have run also opens /search with its field focused", async ({
    page,
  }) => {
    // The scripts of /journal are held back, so the icon is a plain link and the press a document
    // load, as on a slow phone; /search's own scripts then load as usual.
    let holding = true;
    const held: Route[] = [];
    await page.route(/\.js$/, (route) => (holding ? held.push(route) : route.continue()));
    await page.goto(`${app().url}/journal`, { waitUntil: "commit" });
    const icon = page.getByRole("banner").getByRole("link", { name: "Search" });
    await expect(icon).toBeVisible();
    // The page asks for its scripts once parsing ends: the press comes after that, before they run.
    await expect.poll(() => held.length, { message: "a script held back" }).toBeGreaterThan(0);
    holding = false;
    await icon.click();
    await expect(page).toHaveURL(`${app().url}/search`);
    await hydrated(page);
    await expect(pageField(page)).toBeFocused();
    for (const route of held) await route.continue().catch(() => undefined);

    // Typing the address or reloading is not asking to type: the page keeps its usual start.
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(pageField(page)).not.toBeFocused();
    await page.goto(`${app().url}/search`);
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(pageField(page)).not.toBeFocused();
  });

  test("Ctrl+K and '/' on another page open /search with its field focused", async ({ page }) => {
    await page.goto(`${app().url}/about`, { waitUntil: "networkidle" });
    await expect(async () => {
      await page.keyboard.press("Control+k");
      await expect(page).toHaveURL(`${app().url}/search`, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(pageField(page)).toBeFocused();

    await page.goto(`${app().url}/journal`, { waitUntil: "networkidle" });
    await expect(async () => {
      await page.keyboard.press("/");
      await expect(page).toHaveURL(`${app().url}/search`, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(pageField(page)).toBeFocused();
    // Typing "/" into the field now is text.
    await page.keyboard.type("a/b");
    await expect(pageField(page)).toHaveValue("a/b");
    await expect(page).toHaveURL(`${app().url}/search`);
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`without JavaScript at ${viewport.width} px`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test("the search form submits and the server renders the results", async ({ page }) => {
      await page.goto(`${app().url}/journal`);
      if (viewport.width >= 1024) {
        await topField(page).fill(WORD);
        await topField(page).press("Enter");
      } else {
        await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
        await expect(page).toHaveURL(`${app().url}/search`);
        await pageField(page).fill(WORD);
        await page.locator("main").getByRole("button", { name: "Search" }).click();
      }
      await expectWordResults(page);

      await pageField(page).fill(NO_HITS);
      await pageField(page).press("Enter");
      await expect(page).toHaveURL(`${app().url}/search?q=${NO_HITS}`);
      await expect(resultsHeading(page)).toHaveText(`No results for “${NO_HITS}”`);
      await expect(page.getByTestId("no-results")).toBeVisible();
    });
  });
}
