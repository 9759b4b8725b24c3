import { useAppServer } from "./support/app-server.ts";
import { expect, test } from "./support/fixtures.ts";

// The client build's own files (favicon, sample images) come from the file system; an address
// without an extension never does (server/main.server.ts filesOnly): a folder of the build is
// a missing page, not a redirect to its name with a slash.

const app = useAppServer();

test("the build's files are served with an hour's cache, a folder of them is a missing page", async ({ request }) => {
  const favicon = await request.get(`${app().url}/favicon.svg`);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toContain("image/svg+xml");
  expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");

  const sample = await request.get(`${app().url}/images/samples/horizon.svg`);
  expect(sample.status()).toBe(200);
  expect((await sample.text()).startsWith("<svg")).toBe(true);

  const folder = await request.get(`${app().url}/images/samples`, { maxRedirects: 0 });
  expect(folder.status()).toBe(404);
  expect(folder.headers()["content-type"]).toContain("text/html");
});
