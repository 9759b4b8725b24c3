import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestOrigins } from "./request-origin.server.ts";

// The origin pages are rendered for and the page cache keys on, and the one staff addresses use (decision 039).

const ask = (headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
const loopback = (address: string | undefined) => address === "127.0.0.1";

describe("requestOrigins", () => {
  it("renders for PUBLIC_URL whatever a request says", () => {
    const { render, links } = requestOrigins({ publicOrigin: "https://site.example", trust: () => true });
    const forged = ask({ host: "evil.example", "x-forwarded-host": "evil.example", origin: "https://evil.example" });
    expect(render(forged)).toBe("https://site.example");
    expect(links(forged)).toBe("https://site.example");
  });

  it("reads X-Forwarded-Host and -Proto only from a proxy TRUST_PROXY names", () => {
    const { render } = requestOrigins({ trust: loopback });
    const forwarded = {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "Site.Example, other",
      "x-forwarded-proto": "https",
    };
    expect(render(ask(forwarded))).toBe("https://site.example");
    expect(render(ask(forwarded, "203.0.113.9"))).toBe("http://10.0.0.5:3000");
    expect(requestOrigins().render(ask(forwarded))).toBe("http://10.0.0.5:3000");
  });

  it("spells the origin as a URL does, and has none for a host no address can carry", () => {
    const { render } = requestOrigins();
    expect(render(ask({ host: "LOCALHOST:80" }))).toBe("http://localhost");
    expect(render(ask({ host: "[::1]:3000" }))).toBe("http://[::1]:3000");
    for (const host of ["evil.example/x", "a b", "x@evil.example", "", "h".repeat(256)])
      expect(render(ask({ host })), host).toBeUndefined();
    expect(render(ask({}))).toBeUndefined();
    // A protocol other than http or https is not believed, even from a trusted proxy.
    expect(
      requestOrigins({ trust: loopback }).render(ask({ host: "a.example", "x-forwarded-proto": "javascript" })),
    ).toBe("http://a.example");
  });

  it("points staff addresses at the page the browser calls from, or else the rendering origin", () => {
    const { links } = requestOrigins({ trust: loopback });
    expect(links(ask({ host: "evil.example", origin: "http://localhost:3000" }))).toBe("http://localhost:3000");
    expect(links(ask({ host: "localhost:3000", origin: "null" }))).toBe("http://localhost:3000");
    expect(links(ask({ host: "localhost:3000", origin: "https://x.example/path" }))).toBe("http://localhost:3000");
  });
});
