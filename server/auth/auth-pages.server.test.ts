import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SHORT_NAME } from "#core/brand.ts";
import { SITE_FONT_PATH, siteFont } from "../http/site-font.server.ts";
import { renderSecondFactorForm, renderSignInForm } from "./auth-pages.server.ts";

// The sign-in pages as a newcomer sees them (issue 27 item 4): the site's wordmark and typeface,
// a way back in when the password is forgotten, and each instruction said once.

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("the sign-in pages", () => {
  it("carry the site's wordmark and a 'Forgot password?' link", () => {
    const page = renderSignInForm({ action: "/oidc/interaction/x/login" });
    expect(page).toContain(`<span>${SHORT_NAME}</span>`);
    expect(page).not.toContain("Arcwell Studio</span>");
    expect(page).toContain('<a href="/account/forgot-password">Forgot password?</a>');
  });

  it("use the site's typeface, served at the address their stylesheet names", () => {
    const css = readFileSync(new URL("../../public/auth.css", import.meta.url), "utf8");
    expect(css).toContain(`url(${SITE_FONT_PATH})`);
    expect(css).toMatch(/body \{[^}]*font-family:\s*"Inter Variable"/);
    let sent = "";
    siteFont({} as never, { sendFile: (file: string) => (sent = file) } as never, () => {});
    expect(sent).toMatch(/inter-latin-wght-normal\.woff2$/);
  });

  it("say the second step's instruction once", () => {
    for (const [totp, passkeyOptions] of [
      [true, undefined],
      [true, { challenge: "x" }],
      [false, { challenge: "x" }],
    ] as const) {
      const page = renderSecondFactorForm({ action: "/oidc/interaction/x/second-factor", totp, passkeyOptions });
      expect(occurrences(page, "6-digit code")).toBe(totp ? 1 : 0);
      expect(occurrences(page, "One more step")).toBe(1);
    }
  });
});
