import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// nginx (Debian package) serving, from disk, the very bytes our server answers: the physical
// limit of this machine for these pages. One worker, as our server is one process.

export interface StaticPage {
  /** URL path, e.g. /journal or /api/blog-posts */
  path: string;
  body: Buffer;
  contentType: string;
}

export async function startNginx(dir: string, port: number, pages: StaticPage[]): Promise<ChildProcess> {
  const root = path.join(dir, "root");
  mkdirSync(root, { recursive: true });
  const locations = pages.map((page, i) => {
    const file = `/page-${i}`;
    writeFileSync(path.join(root, file.slice(1)), page.body);
    writeFileSync(path.join(root, `${file.slice(1)}.gz`), gzipSync(page.body, { level: 9 }));
    return `    location = ${page.path} { default_type "${page.contentType}"; try_files ${file} =404; }`;
  });
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  types { }
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations.join("\n")}
  }
}
`,
  );
  const child = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`http://127.0.0.1:${port}${pages[0]!.path}`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error(`nginx did not start: ${readFileSync(path.join(dir, "error.log"), "utf8").slice(-500)}`);
}
