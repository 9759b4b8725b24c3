import type { Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";
import { useAppServer } from "./support/app-server.ts";
import { expect, signIn, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// The owner's Integrations tab (issue 18): make and revoke an API token, add a webhook
// endpoint, send a test event to a real receiver and read the delivery log; at phone and
// desktop widths, axe clean. The receiver is on loopback, so the server allows private targets.

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(() => receiver?.close());
const app = useAppServer({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" } });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

const expectAxeClean = (page: Page) => expectNoAxeViolations(page);

async function openIntegrations(page: Page) {
  await signIn(page, app().url, "owner");
  await page.getByRole("tab", { name: "Integrations" }).click();
  await expect(page.getByRole("heading", { name: "API tokens" })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the owner makes a token, uses it, and revokes it", async ({ page, request }) => {
      await openIntegrations(page);
      await expectAxeClean(page);
      const name = `Newsletter sync ${viewport.width}`;

      // A blank name is refused in place.
      await page.getByRole("button", { name: "Create token" }).click();
      await expect(page.getByText("This field is required.")).toBeVisible();

      await page.getByLabel("Name").fill(name);
      await page.getByRole("combobox", { name: "Access" }).click();
      await page.getByRole("option", { name: /^Write/ }).click();
      await page.getByRole("button", { name: "Create token" }).click();
      const shown = page.getByLabel(`Token “${name}”`);
      await expect(shown).toHaveValue(/^arcwell_pat_/);
      const token = await shown.inputValue();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectAxeClean(page);

      // The token works on the API as a team member would.
      const read = await request.get(`${app().url}/api/admin/blog-posts`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(read.status()).toBe(200);

      await page.getByRole("button", { name: "Done" }).click();
      await expect(shown).toHaveCount(0);
      const row = page.getByTestId("api-token").filter({ hasText: name });
      await expect(row).toContainText("Write");
      // Who made it (issue 33 item 8): the signed-in owner.
      await expect(row).toContainText(/Created by \S+@\S+ on /);
      await expect(row).not.toContainText("Not working");
      await page.reload();
      await page.getByRole("tab", { name: "Integrations" }).click();
      await expect(row).toContainText(/Last used (?!never)/);

      await row.getByRole("button", { name: `Revoke ${name}` }).click();
      await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to revoke this API token?");
      await page.getByRole("button", { name: "Revoke", exact: true }).click();
      await expect(toasts(page).getByText("Token revoked").first()).toBeVisible();
      await expect(row).toHaveCount(0);
      const refused = await request.get(`${app().url}/api/admin/blog-posts`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);
    });

    test("the owner adds a webhook endpoint, sends a test event and reads the delivery log", async ({ page }) => {
      await openIntegrations(page);
      const url = `${receiver.url}?width=${viewport.width}`;
      await page.getByLabel("Endpoint URL").fill("http://");
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await expect(page.getByText("Use a web address starting with https:// or http://.")).toBeVisible();

      await page.getByLabel("Endpoint URL").fill(url);
      await page.getByRole("checkbox", { name: /content\.changed/ }).check();
      await page.getByRole("button", { name: "Add endpoint" }).click();
      const secretField = page.getByLabel(`Signing secret for ${url}`);
      await expect(secretField).toHaveValue(/^whsec_/);
      const secret = await secretField.inputValue();
      await page.getByRole("button", { name: "Done" }).click();

      const item = page.getByTestId("webhook").filter({ hasText: url });
      await expect(item).toContainText("post.published");
      await expect(item).toContainText("content.changed");
      const before = receiver.received.length;
      await item.getByRole("button", { name: "Send test event" }).click();
      await expect(toasts(page).getByText("Test event sent").first()).toBeVisible();
      const log = item.getByTestId("webhook-delivery").first();
      await expect(log).toContainText("webhook.test");
      await expect(log).toContainText("Delivered (200)", { timeout: 10_000 });

      // What arrived is signed with the secret the dashboard showed once.
      const [got] = (await receiver.waitFor(before + 1)).slice(before);
      expect(new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>)).toMatchObject({
        type: "webhook.test",
      });
      expect(page.url()).not.toContain(secret);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectAxeClean(page);

      // Turning it off says so; deleting asks first and takes it away.
      await item.getByRole("switch").click();
      await expect(item.getByText("Off", { exact: true })).toBeVisible();
      await item.getByRole("button", { name: `Delete ${url}` }).click();
      await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this webhook?");
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(item).toHaveCount(0);
    });
  });
}

test("team members see no Integrations tab, and the server refuses them", async ({ page }) => {
  await signIn(page, app().url, "team");
  await expect(page.getByRole("tab", { name: "Portfolio Cards" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Integrations" })).toHaveCount(0);
  const status = await page.evaluate(async () => (await fetch("/api/webhooks")).status);
  expect(status).toBe(403);
});
