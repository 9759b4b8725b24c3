import { describe, expect, it } from "vitest";
import { checkLinkUrl } from "./link-url.ts";

describe("checkLinkUrl", () => {
  it.each([
    ["https://example.com/a?b=1#c", "https://example.com/a?b=1#c"],
    ["http://example.com", "http://example.com"],
    ["  https://example.com  ", "https://example.com"],
    ["mailto:hello@arcwell.studio", "mailto:hello@arcwell.studio"],
    ["tel:+15551234567", "tel:+15551234567"],
    ["/journal/launch-notes", "/journal/launch-notes"],
    ["#results", "#results"],
    ["?page=2", "?page=2"],
    ["example.com", "https://example.com"],
    ["www.example.com/page?x=1", "https://www.example.com/page?x=1"],
    ["example.com:8080/x", "https://example.com:8080/x"],
  ])("accepts %s", (raw, href) => {
    expect(checkLinkUrl(raw)).toEqual({ ok: true, href });
  });

  it.each([
    ["javascript:alert(1)", /“javascript:” links are not allowed/],
    ["JaVaScRiPt:alert(1)", /“javascript:” links are not allowed/],
    ["data:text/html,<script>alert(1)</script>", /spaces|not allowed/],
    ["data:text/html;base64,PHNjcmlwdD4=", /“data:” links are not allowed/],
    ["vbscript:msgbox", /“vbscript:” links are not allowed/],
    ["ftp://example.com", /“ftp:” links are not allowed/],
    ["java\tscript:alert(1)", /spaces/],
    ["//evil.example", /\/\/ are not allowed/],
    ["\\\\evil.example", /backslashes/],
    ["https://", /not valid|no site name/],
    ["https:/example.com", /no site name/],
    ["mailto:", /Add the address/],
    ["journal", /does not look like an address/],
    ["", /Enter the link's address/],
    ["   ", /Enter the link's address/],
  ])("refuses %j with a clear message", (raw, message) => {
    const result = checkLinkUrl(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
