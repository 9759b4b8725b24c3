import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SAMPLE_CARDS } from "#db/seed/sample-cards.server.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { AXE_TAGS } from "./support/axe.ts";

// docs/product.md#public-screens Home: hero, the eight services (four first on phones), the 'Our Clients' scroller of
// the first six active cards with their card behaviour, 'Work With Us', /?contact=true and the contact dialog
// (docs/product.md#states, #content-rules, #errors-and-messages).

const app = useAppServer();

const HEADLINE = "We Build Your Future, One Venture at a Time.";
const SERVICES = ["Create", "Automate", "Build", "Scale", "Simplify", "Grow", "Transform", "Imagine"];
const ACTIVE_CARDS = SAMPLE_CARDS.filter((c) => c.isActive !== false).sort(
  (a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0),
);
const leadsManager = SAMPLE_CARDS.find((c) => c.name === "LeadsManager")!;

const clients = (page: Page) => page.getByRole("region", { name: "Client ventures" });
const clientCard = (page: Page, name: string) =>
  clients(page)
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${name}`) }) });
/** The card names in the scroller, in order (without the "opens in a new tab" hint for screen readers). */
const clientNames = async (page: Page) =>
  (await clients(page).getByRole("article").getByRole("heading", { level: 3 }).allInnerTexts()).map((t) =>
    t.replace(/\s*\(opens in a new tab\)\s*$/, "").trim(),
  );
const serviceItem = (page: Page, name: string) => page.locator(`[data-service="${name}"]`);
const contactDialog = (page: Page) => page.getByRole("dialog", { name: "Let's build something together" });

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

/** Counts enquiries the page sends. */
function watchContactPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/contact") posts.push(r.postData() ?? "");
  });
  return posts;
}

async function sendContactForm(page: Page) {
  const posts = watchContactPosts(page);
  await page.getByRole("button", { name: "Get in touch with us" }).click();
  const dialog = contactDialog(page);
  await expect(dialog).toBeVisible();

  // docs/product.md#content-rules: missing required fields give a toast and send nothing.
  await dialog.getByLabel("Name").fill("Ada Visitor");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please fill required fields", { exact: true })).toBeVisible();
  await expect(page.getByText("Name, email, and project interest are required.", { exact: true })).toBeVisible();
  expect(posts).toHaveLength(0);
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByLabel("Project interest").fill("A marketplace for local makers.");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({
    name: "Ada Visitor",
    email: "ada@example.com",
    projectInterest: "A marketplace for local makers.",
  });

  // docs/product.md#states: the form is cleared after a success.
  await page.getByRole("button", { name: "Get in touch with us" }).click();
  await expect(contactDialog(page).getByLabel("Name")).toHaveValue("");
  await expect(contactDialog(page).getByLabel("Project interest")).toHaveValue("");
}

test.describe("home page at 1280×800", () => {
  test("the hero carries the headline, a subheadline and opens the contact dialog", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByText("Arcwell partners with founders")).toBeVisible();
    await page.getByRole("button", { name: "Get in touch with us" }).click();
    await expect(contactDialog(page)).toBeVisible();
  });

  test("all eight services show in a grid, without the toggle", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await expect(page.getByRole("heading", { name: "What We Do For You" })).toBeVisible();
    for (const name of SERVICES) await expect(serviceItem(page, name)).toBeVisible();
    await expect(page.getByRole("button", { name: "See All Services" })).toBeHidden();
  });

  test("'Our Clients' lists the first six active cards in order, and 'View All' goes to /portfolio", async ({
    page,
  }) => {
    await page.goto(`${app().url}/`);
    await expect(clients(page).getByRole("article")).toHaveCount(6);
    expect(await clientNames(page)).toEqual(ACTIVE_CARDS.slice(0, 6).map((c) => c.name));
    await expect(clients(page)).not.toContainText("Kindred"); // hidden
    await expect(clients(page)).not.toContainText("Quillstone"); // seventh active card
    await expect(page.getByText("Swipe to explore")).toBeHidden();
    await page.getByRole("link", { name: "View All" }).click();
    await expect(page).toHaveURL(`${app().url}/portfolio`);
    await expect(page.getByRole("heading", { level: 1, name: "Our Portfolio" })).toBeVisible();
  });

  test("a long description is cut at 120 characters and 'Read more' / 'Read less' toggles the full text", async ({
    page,
  }) => {
    await page.goto(`${app().url}/`);
    const card = clientCard(page, "LeadsManager");
    const cut = `${leadsManager.description.slice(0, 120).trimEnd()}…`;
    await expect(card.getByText(cut, { exact: true })).toBeVisible();
    const toggle = card.getByRole("button", { name: /^Read more/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(card.getByRole("button", { name: /^Read less/ })).toHaveAttribute("aria-expanded", "true");
    await expect(card.getByText("started with a simple observation")).toBeVisible();
    await expect(card.getByText("Drag-and-drop pipeline with stage-level conversion rates")).toBeVisible();
    await card.getByRole("button", { name: /^Read less/ }).click();
    await expect(card.getByText(cut, { exact: true })).toBeVisible();
    await expect(card.getByText("started with a simple observation")).toBeHidden();

    // A short description still offers 'Read more' when a full description exists.
    const brightCart = clientCard(page, "BrightCart");
    await expect(
      brightCart.getByText("A direct-to-consumer pantry brand with predictive subscription reorders.", { exact: true }),
    ).toBeVisible();
    await brightCart.getByRole("button", { name: /^Read more/ }).click();
    await expect(brightCart.getByText("learns each household's pace of consumption")).toBeVisible();
  });

  test("up to three service tags show, then '+N more'", async ({ page }) => {
    await page.goto(`${app().url}/`);
    const tags = clientCard(page, "LeadsManager")
      .getByRole("list", { name: "Services for LeadsManager" })
      .getByRole("listitem");
    await expect(tags).toHaveText([
      ...leadsManager.services!.slice(0, 3),
      `+${leadsManager.services!.length - 3} more`,
    ]);
    const tablewise = clientCard(page, "Tablewise").getByRole("listitem");
    await expect(tablewise).toHaveText(["UI/UX Design", "Full-Stack Development", "Data Analytics"]);
  });

  test("a venture with an internal landing page opens it", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await clientCard(page, "LeadsManager").getByRole("link", { name: "LeadsManager" }).click();
    await expect(page).toHaveURL(`${app().url}/ventures/leadsmanager`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Every lead followed up.");
  });

  test("a venture without one opens its website in a new tab, with https:// prepended", async ({ page, context }) => {
    await context.route(/tablewise\.example/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Tablewise</title>" }),
    );
    await page.goto(`${app().url}/`);
    const link = clientCard(page, "Tablewise").getByRole("link", { name: /^Tablewise/ });
    await expect(link).toHaveAttribute("href", "https://tablewise.example"); // stored as "tablewise.example"
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect(popup).toHaveURL("https://tablewise.example/");
    await expect(page).toHaveURL(`${app().url}/`);
  });

  test("/?contact=true opens the contact dialog at load", async ({ page }) => {
    await page.goto(`${app().url}/?contact=true`);
    await expect(contactDialog(page)).toBeVisible();
    await expect(contactDialog(page).getByLabel("Name")).toBeFocused();
  });

  test("the contact form refuses missing fields, then sends, closes and clears", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await sendContactForm(page);
  });

  test("'Work With Us' offers 'Start Your Project', which opens the contact dialog", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await expect(page.getByRole("heading", { name: "Work With Us" })).toBeVisible();
    await page.getByRole("button", { name: "Start Your Project" }).click();
    await expect(contactDialog(page)).toBeVisible();
  });

  test("the page declares the eight services as JSON-LD", async ({ page }) => {
    await page.goto(`${app().url}/`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = blocks.map((b) => JSON.parse(b)).find((j) => j["@type"] === "ItemList");
    expect(
      list.itemListElement.map((e: { item: { "@type": string; name: string } }) => [e.item["@type"], e.item.name]),
    ).toEqual(SERVICES.map((s) => ["Service", s]));
    expect(blocks.map((b) => JSON.parse(b)["@type"])).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  });

  test("has no axe violations, also with the contact dialog open", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Get in touch with us" }).click();
    await expect(contactDialog(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("home page at 375×740", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hero carries the headline and the contact button", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
    await expect(page.getByRole("button", { name: "Get in touch with us" })).toBeVisible();
  });

  test("four services show first; 'See All Services' reveals the other four and 'Show Less' hides them", async ({
    page,
  }) => {
    await page.goto(`${app().url}/`);
    const toggle = page.getByRole("button", { name: "See All Services" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    for (const name of SERVICES.slice(0, 4)) await expect(serviceItem(page, name)).toBeVisible();
    for (const name of SERVICES.slice(4)) await expect(serviceItem(page, name)).toBeHidden();
    await toggle.click();
    const less = page.getByRole("button", { name: "Show Less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    for (const name of SERVICES) await expect(serviceItem(page, name)).toBeVisible();
    await less.click();
    await expect(page.getByRole("button", { name: "See All Services" })).toHaveAttribute("aria-expanded", "false");
    for (const name of SERVICES.slice(4)) await expect(serviceItem(page, name)).toBeHidden();
  });

  test("the clients scroller hints 'Swipe to explore' and scrolls from the keyboard", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await expect(page.getByText("Swipe to explore")).toBeVisible();
    const region = clients(page);
    await expect(region.getByRole("article")).toHaveCount(6);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "View All" })).toBeVisible();
  });

  test("cards truncate, expand and link as on desktop", async ({ page, context }) => {
    await context.route(/tablewise\.example/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Tablewise</title>" }),
    );
    await page.goto(`${app().url}/`);
    const card = clientCard(page, "LeadsManager");
    await expect(card.getByText(`${leadsManager.description.slice(0, 120).trimEnd()}…`, { exact: true })).toBeVisible();
    await card.getByRole("button", { name: /^Read more/ }).click();
    await expect(card.getByText("started with a simple observation")).toBeVisible();
    await expect(card.getByText("+2 more")).toBeVisible();
    const tablewise = clientCard(page, "Tablewise").getByRole("link", { name: /^Tablewise/ });
    await tablewise.scrollIntoViewIfNeeded();
    const [popup] = await Promise.all([context.waitForEvent("page"), tablewise.click()]);
    await expect(popup).toHaveURL("https://tablewise.example/");
  });

  test("/?contact=true opens the contact dialog, and the form sends", async ({ page }) => {
    await page.goto(`${app().url}/?contact=true`);
    await expect(contactDialog(page)).toBeVisible();
    await contactDialog(page).getByRole("button", { name: "Close" }).click();
    await expect(contactDialog(page)).toBeHidden();
    await sendContactForm(page);
  });

  test("has no axe violations, also with the contact dialog open", async ({ page }) => {
    await page.goto(`${app().url}/`);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "See All Services" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Get in touch with us" }).click();
    await expect(contactDialog(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// Last in the file: it changes the content the other tests read.
test.describe("home page content rules", () => {
  test("only active cards show, at most six, in sort order", async ({ page, browser }) => {
    await signIn(page, app().url, "owner");
    const create = async (data: Record<string, unknown>) => {
      const response = await page.request.post(`${app().url}/api/portfolio-cards`, { data });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const base = { category: "B2B Tools", phase: "Web Platform", color: "from-gray-500 to-slate-500" };
    const shownId = await create({
      ...base,
      name: "Zephyr Desk",
      description: "A quiet desk booking tool.",
      services: ["UI/UX Design"],
      sortOrder: -10,
    });
    const hiddenId = await create({
      ...base,
      name: "Shadow Draft",
      description: "Not ready to show.",
      isActive: false,
      sortOrder: -20,
    });

    const visitor = await browser.newPage();
    await visitor.goto(`${app().url}/`);
    await expect(clients(visitor).getByRole("article")).toHaveCount(6);
    const names = await clientNames(visitor);
    expect(names).toEqual(["Zephyr Desk", ...ACTIVE_CARDS.slice(0, 5).map((c) => c.name)]);
    expect(names).not.toContain("Shadow Draft");
    expect(names).not.toContain(ACTIVE_CARDS[5]!.name); // pushed out to seventh

    // A short description without a full text has no 'Read more'; no landing page and no website: no link.
    const zephyr = clientCard(visitor, "Zephyr Desk");
    await expect(zephyr.getByRole("button", { name: /Read more/ })).toHaveCount(0);
    await expect(zephyr.getByRole("link")).toHaveCount(0);
    await expect(zephyr.getByText("+", { exact: false })).toHaveCount(0);
    await visitor.close();

    for (const id of [shownId, hiddenId]) {
      const response = await page.request.delete(`${app().url}/api/portfolio-cards/${id}`, {
        headers: { origin: app().url },
      });
      expect(response.ok()).toBe(true);
    }
  });
});
