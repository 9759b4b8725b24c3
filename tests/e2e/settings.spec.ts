import { useAppServer } from "./support/app-server.ts";
import { expect, test } from "./support/fixtures.ts";

// Operations settings through the real server process (issue 17 items 15 and 16): rate limits
// from the environment, the governing law and the enquiry retention that the legal pages state.

const standard = useAppServer();
const configured = useAppServer({
  env: { RATE_LIMIT_CONTACT: "2", LEGAL_JURISDICTION: "the Netherlands", ENQUIRY_RETENTION_MONTHS: "6" },
});

const enquiry = (base: string) =>
  fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Settings test", email: "settings@example.com", projectInterest: "Rate limits" }),
  }).then((r) => r.status);

test("RATE_LIMIT_CONTACT sets how many enquiries one address may send per window", async () => {
  expect([await enquiry(configured().url), await enquiry(configured().url), await enquiry(configured().url)]).toEqual([
    201, 201, 429,
  ]);
});

test("the Terms name the configured jurisdiction, and England and Wales by default", async ({ page }) => {
  await page.goto(`${configured().url}/terms`);
  await expect(
    page.getByText(/governed by the laws of the Netherlands, .* the courts of the Netherlands have jurisdiction/),
  ).toBeVisible();
  await page.goto(`${standard().url}/terms`);
  await expect(
    page.getByText(/governed by the laws of England and Wales, .* the courts of England and Wales/),
  ).toBeVisible();
});

test("the Privacy Policy states the configured enquiry retention, and 24 months by default", async ({ page }) => {
  await page.goto(`${configured().url}/privacy`);
  await expect(page.getByText("no longer than 6 months after our last exchange")).toBeVisible();
  await page.goto(`${standard().url}/privacy`);
  await expect(page.getByText("no longer than 24 months after our last exchange")).toBeVisible();
});
