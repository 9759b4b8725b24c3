import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { useAppServer } from "./support/app-server.ts";
import { expect, test } from "./support/fixtures.ts";
import { VIEWPORTS } from "./support/viewports.ts";
import { AXE_TAGS } from "./support/axe.ts";

// docs/product.md#public-screens venture landing pages: /ventures/leadsmanager (demo-request dialog sending an
// enquiry), /ventures/supplylink (demo modal with a mail draft, client-site links), /ventures/{slug}.

const app = useAppServer();

const FEATURES = [
  "Lead management",
  "Smart reminders",
  "Analytics dashboard",
  "AI integration",
  "Task management",
  "Growth focus",
];
const MAILTO = "mailto:hello@arcwell.studio?subject=SupplyLink%20demo%20request";

const demoDialog = (page: Page) => page.getByRole("dialog", { name: "Request a LeadsManager demo" });
const bookDialog = (page: Page) => page.getByRole("dialog", { name: "Book a SupplyLink demo" });

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

function watchContactPosts(page: Page) {
  const posts: Record<string, string>[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/contact")
      posts.push(JSON.parse(r.postData() ?? "{}"));
  });
  return posts;
}

for (const viewport of VIEWPORTS) {
  test.describe(`venture landing pages at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("LeadsManager shows hero, problem/solution, six features, eight benefits and a quote", async ({ page }) => {
      await page.goto(`${app().url}/ventures/leadsmanager`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every lead followed up. Every deal in view.");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { name: "The problem" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "The solution" })).toBeVisible();
      for (const feature of FEATURES)
        await expect(page.getByRole("heading", { name: feature, exact: true })).toBeVisible();
      const benefits = page.getByRole("region", { name: "Why teams switch to LeadsManager" }).locator("ul > li");
      await expect(benefits).toHaveCount(8);
      await expect(page.locator("blockquote").first()).toContainText("every enquiry had an owner and a next step");
      await expect(page.getByRole("button", { name: "Request Demo" }).first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Get Started" }).first()).toBeVisible();
    });

    test("LeadsManager's demo request checks required fields, sends an enquiry, closes and clears", async ({
      page,
    }) => {
      const posts = watchContactPosts(page);
      await page.goto(`${app().url}/ventures/leadsmanager`);
      await page.getByRole("button", { name: "Request Demo" }).first().click();
      const dialog = demoDialog(page);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByText("Please fill required fields", { exact: true })).toBeVisible();
      expect(posts).toHaveLength(0);

      await dialog.getByLabel("Name").fill("Grace Buyer");
      await dialog.getByLabel("Work email").fill("grace@example.com");
      await dialog.getByLabel("Company").fill("Hopper Analytics");
      await dialog.getByLabel("Team size").selectOption("6–20 people");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
      await expect(page.getByText("We'll get back to you within 24 hours.", { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ name: "Grace Buyer", email: "grace@example.com" });
      expect(posts[0]!.projectInterest).toMatch(/^LeadsManager demo request: /);
      expect(posts[0]!.projectInterest).toContain("Hopper Analytics");
      expect(posts[0]!.projectInterest).toContain("6–20 people");

      // 'Get Started' opens the same dialog, now empty.
      await page.getByRole("button", { name: "Get Started" }).first().click();
      await expect(demoDialog(page).getByLabel("Name")).toHaveValue("");
      await expect(demoDialog(page).getByLabel("Company")).toHaveValue("");
    });

    test("a failed demo request shows the error toast and keeps the entries", async ({ page }) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 429,
          contentType: "application/json",
          body: JSON.stringify({ message: "Too many messages" }),
        }),
      );
      await page.goto(`${app().url}/ventures/leadsmanager`);
      await page.getByRole("button", { name: "Get Started" }).first().click();
      const dialog = demoDialog(page);
      await dialog.getByLabel("Name").fill("Grace Buyer");
      await dialog.getByLabel("Work email").fill("grace@example.com");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByText("Error sending message", { exact: true })).toBeVisible();
      await expect(page.getByText("Please try again or contact us directly.", { exact: true })).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Name")).toHaveValue("Grace Buyer");
    });

    test("LeadsManager's other buttons lead back to /portfolio", async ({ page }) => {
      await page.goto(`${app().url}/ventures/leadsmanager`);
      await page.getByRole("link", { name: "Back to Portfolio" }).click();
      await expect(page).toHaveURL(`${app().url}/portfolio`);
      await page.goto(`${app().url}/ventures/leadsmanager`);
      await page.getByRole("link", { name: "Explore more ventures" }).click();
      await expect(page).toHaveURL(`${app().url}/portfolio`);
    });

    test("SupplyLink shows problem, solution and social proof; 'Back to home' goes to /", async ({ page }) => {
      await page.goto(`${app().url}/ventures/supplylink`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Find suppliers you can trust. Reorder in one click.",
      );
      await expect(page.getByRole("heading", { name: "Sourcing still runs on email threads" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "One workspace from search to reorder" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Trusted by growing brands" })).toBeVisible();
      await page.getByRole("link", { name: "Back to home" }).click();
      await expect(page).toHaveURL(`${app().url}/`);
    });

    test("SupplyLink's 'Book a Demo' opens a modal whose email button drafts a demo request", async ({ page }) => {
      await page.goto(`${app().url}/ventures/supplylink`);
      await page.getByRole("button", { name: "Book a Demo" }).first().click();
      const dialog = bookDialog(page);
      await expect(dialog).toBeVisible();
      const email = dialog.getByRole("link", { name: "Email us" });
      await expect(email).toHaveAttribute("href", new RegExp(`^${MAILTO.replace(/[?]/g, "\\?")}(&|$)`));
      await dialog.getByRole("button", { name: "Maybe later" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Book a Demo" }).first()).toBeFocused();
    });

    test("SupplyLink's other buttons open the client's site in a new tab", async ({ page, context }) => {
      await context.route(/supplylink\.example/, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>SupplyLink</title>" }),
      );
      await page.goto(`${app().url}/ventures/supplylink`);
      for (const name of ["Visit SupplyLink", "Explore suppliers", "Start sourcing"]) {
        const link = page.getByRole("link", { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute("href", "https://supplylink.example");
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      const [popup] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: /^Visit SupplyLink/ }).click(),
      ]);
      await expect(popup).toHaveURL("https://supplylink.example/");
    });

    test("/ventures/{slug}: an unknown slug is the 404 page", async ({ page }) => {
      const response = await page.goto(`${app().url}/ventures/unknown`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      const ok = await page.goto(`${app().url}/ventures/supplylink`);
      expect(ok?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Find suppliers you can trust.");
    });

    test("both landing pages have no axe violations, also with their dialogs open", async ({ page }) => {
      await page.goto(`${app().url}/ventures/leadsmanager`);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Request Demo" }).first().click();
      await expect(demoDialog(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${app().url}/ventures/supplylink`);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Book a Demo" }).first().click();
      await expect(bookDialog(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
