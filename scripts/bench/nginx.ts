import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { start } from "./processes.ts";

// nginx (Debian package) serving, from disk, the very bytes our server answers: the physical
// limit of this machine for these pages. One worker, as our server is one process.

export interface StaticPage {
  /** URL path, e.g. /journal or /api/blog-posts */
  path: string;
  contentType: string;
  plain: Buffer;
  /** Our server's own gzip bytes, served by gzip_static; absent when it answered uncompressed. */
  gzip?: Buffer;
}

/** The exact answer of our server to `headers` (no decoding on the way, unlike fetch). */
export function capturePage(
  origin: string,
  pathname: string,
  headers: Record<string, string>,
): Promise<StaticPage & { headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    request(origin + pathname, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        if (res.statusCode !== 200) return reject(new Error(`${pathname} answered ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        if (encoding && encoding !== "gzip") return reject(new Error(`${pathname} came back as ${encoding}, not gzip`));
        resolve({
          path: pathname,
          contentType: res.headers["content-type"] ?? "text/html; charset=utf-8",
          plain: encoding ? gunzipSync(body) : body,
          gzip: encoding ? body : undefined,
          headers: res.headers,
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

export async function startNginx(dir: string, port: number, pages: StaticPage[]): Promise<ChildProcess> {
  const root = path.join(dir, "root");
  mkdirSync(root, { recursive: true });
  const locations = pages.map((page, i) => {
    const file = `page-${i}`;
    writeFileSync(path.join(root, file), page.plain);
    if (page.gzip) writeFileSync(path.join(root, `${file}.gz`), page.gzip);
    return `    location = ${page.path} { default_type "${page.contentType}"; try_files /${file} =404; }`;
  });
  const conf = path.join(dir, "nginx.conf");
  const errorLog = path.join(dir, "error.log");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 4096; }
http {
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  types { }
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations.join("\n")}
  }
}
`,
  );
  const child = start("nginx", ["-e", errorLog, "-p", dir, "-c", conf], { stdio: "ignore" });
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8").slice(-800) : "(no error log)");
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    if (
      await fetch(`http://127.0.0.1:${port}${pages[0]!.path}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function nginxVersion(): string {
  const { stderr } = spawnSync("nginx", ["-v"], { encoding: "utf8" });
  return /nginx\/([\d.]+)/.exec(stderr)?.[1] ?? "";
}
