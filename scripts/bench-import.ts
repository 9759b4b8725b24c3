import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { freePort } from "#server/http/free-port.server.ts";
import { cookieFetch, signInChoosingPassword } from "../tests/support/cookie-fetch.ts";
import { memoryOf } from "./load/memory.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.ts";

// `npm run bench:import` (issue 32, decision 057): a WordPress export of 5,000 posts (Gutenberg
// bodies, categories, tags, permalinks, an image each out of 50 served by a local server) imported
// through POST /api/admin/import into the production server (the build of `npm run build`, embedded
// database, a fresh data folder), the server's resident memory sampled every 100 ms and its
// peak (VmHWM) read at the end. Passes under 2 minutes and 512 MiB; then the same file again,
// which must change nothing. Writes bench/results/import.md.

const POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 5000);
const IMAGES = 50;
const LIMIT_MIB = 512;
const LIMIT_MS = 120_000;
const root = fileURLToPath(new URL("..", import.meta.url));

function wxr(imageBase: string): string {
  const items: string[] = [];
  for (let i = 1; i <= POSTS; i++) {
    const day = new Date(Date.UTC(2015, 0, 1) + i * 86_400_000 * 0.7);
    const date = day.toISOString().slice(0, 19).replace("T", " ");
    const slug = `bench-post-${i}`;
    const body = Array.from(
      { length: 6 },
      (_, p) =>
        `<!-- wp:paragraph -->\n<p>Paragraph ${p + 1} of post ${i}: small teams, weekly shipping and <strong>honest</strong> numbers, written so that the body has the length of a real article.</p>\n<!-- /wp:paragraph -->`,
    ).join("\n\n");
    const image = `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${imageBase}/img/${i % IMAGES}.jpg" alt="Image ${i % IMAGES}"/></figure>\n<!-- /wp:image -->`;
    items.push(`<item><title><![CDATA[Bench post ${i}]]></title>
<link>https://old.example/${day.getUTCFullYear()}/${slug}/</link>
<dc:creator><![CDATA[mara]]></dc:creator>
<content:encoded><![CDATA[${body}\n\n${image}]]></content:encoded>
<excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${i}</wp:post_id><wp:post_date_gmt><![CDATA[${date}]]></wp:post_date_gmt>
<wp:post_name><![CDATA[${slug}]]></wp:post_name><wp:status><![CDATA[${i % 10 === 0 ? "draft" : "publish"}]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="category" nicename="c"><![CDATA[${i % 3 ? "Venture Building" : `Topic ${i % 7}`}]]></category>
<category domain="post_tag" nicename="t1"><![CDATA[tag ${i % 11}]]></category>
<category domain="post_tag" nicename="t2"><![CDATA[tag ${i % 13}]]></category></item>`);
  }
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Bench</title><link>https://old.example</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:author><wp:author_login><![CDATA[mara]]></wp:author_login><wp:author_display_name><![CDATA[Mara]]></wp:author_display_name></wp:author>
${items.join("\n")}
</channel></rss>`;
}

function post(address: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(address, { method: "POST", headers: { ...headers, "content-length": body.length } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function main() {
  const jpegs = await Promise.all(
    Array.from({ length: IMAGES }, (_, i) =>
      sharp({ create: { width: 64 + i, height: 48, channels: 3, background: { r: i * 5, g: 90, b: 160 } } })
        .jpeg()
        .toBuffer(),
    ),
  );
  const images = createServer((req, res) => {
    const n = Number(/\/img\/(\d+)\.jpg$/.exec(req.url ?? "")?.[1]);
    const bytes = jpegs[n];
    if (!bytes) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "image/jpeg" }).end(bytes);
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  const file = Buffer.from(wxr(`http://127.0.0.1:${(images.address() as AddressInfo).port}`));

  const dataDir = mkdtempSync(path.join(tmpdir(), "arcwell-bench-import-"));
  const port = await freePort("127.0.0.1");
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      SEED_SAMPLE_CONTENT: "false",
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  server.stdout!.on("data", (chunk: Buffer) => (out += chunk));
  try {
    for (
      let i = 0;
      !(await fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      if (i > 1200 || server.exitCode !== null) throw new Error(`the server did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const owner = /Email:\s+(\S+)\s+Password:\s+(\S+)/.exec(out.replace(/\n/g, " "));
    if (!owner) throw new Error("no owner credentials printed at first start");
    const client = cookieFetch();
    await signInChoosingPassword(client, url, owner[1]!, owner[2]!, `bench-${Date.now()}-password`);
    const cookie = client.cookieHeader(`${url}/api/admin/import`);
    const before = memoryOf(server.pid!);

    const run = async () => {
      let peakRss = 0;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryOf(server.pid!).rss)), 100);
      const started = performance.now();
      // node:http, not fetch: fetch gives up on an answer slower than 5 minutes (a loaded machine).
      const res = await post(`${url}/api/admin/import?source=wordpress`, file, {
        cookie,
        origin: url,
        "content-type": "application/xml",
      });
      const ms = performance.now() - started;
      clearInterval(sampler);
      const report = JSON.parse(res.body) as Record<
        "created" | "updated" | "unchanged" | "failed" | "media" | "redirects",
        number
      >;
      if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(report)}`);
      return { ms, peakRss, report };
    };
    const first = await run();
    const second = await run();
    const hwm = memoryOf(server.pid!).peak;
    const counts = (r: typeof first.report) =>
      `created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, failed ${r.failed}, media ${r.media}, redirects ${r.redirects}`;
    const ok =
      first.ms < LIMIT_MS &&
      hwm < LIMIT_MIB &&
      first.report.created === POSTS &&
      second.report.unchanged === POSTS &&
      second.report.created + second.report.updated === 0;
    const lines = [
      `# Import bench (npm run bench:import, decision 057)`,
      ``,
      `${new Date().toISOString()} · Node ${process.version} · embedded database · ${POSTS.toLocaleString("en")} posts, ${(file.length / 2 ** 20).toFixed(1)} MiB WXR, ${IMAGES} distinct images`,
      ``,
      `| run | time | server RSS peak while it ran | report |`,
      `|---|---|---|---|`,
      `| first import | ${(first.ms / 1000).toFixed(1)} s | ${first.peakRss.toFixed(0)} MiB | ${counts(first.report)} |`,
      `| same file again | ${(second.ms / 1000).toFixed(1)} s | ${second.peakRss.toFixed(0)} MiB | ${counts(second.report)} |`,
      ``,
      `Server RSS before: ${before.rss.toFixed(0)} MiB; peak over the whole run (VmHWM): ${hwm.toFixed(0)} MiB (budget ${LIMIT_MIB} MiB); time budget ${LIMIT_MS / 1000} s.`,
      ``,
      ok ? "Result: within budget." : "Result: OVER BUDGET or wrong counts.",
    ].join("\n");
    console.log(lines);
    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    writeFileSync(path.join(root, "bench/results/import.md"), `${lines}\n`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    images.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
