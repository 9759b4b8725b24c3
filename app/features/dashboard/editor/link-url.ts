// The addresses a link in the editor may take (docs/decisions/033-visual-editor.md): what the
// server's sanitizer keeps (server/content/sanitize.server.ts: http, https, mailto, tel and
// relative addresses), checked before the link is made, so nobody saves a link that vanishes.

export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A bare domain such as example.com or www.example.com/page, which gets https:// in front. */
const BARE_DOMAIN = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;
// Spaces, control characters and backslashes have no place in an address, and browsers ignore
// some of them inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\s\u0000-\u001f\u007f\\]/;

export const LINK_RULE_MESSAGE =
  "Use a web address (https://…), an email link (mailto:…), a phone link (tel:…) or a path on this site (/journal).";

function refuse(message: string): LinkCheck {
  return { ok: false, message };
}

/** Checks a link address typed by a person; the href to store, or why it is refused. */
export function checkLinkUrl(raw: string): LinkCheck {
  const value = raw.trim();
  if (!value) return refuse("Enter the link's address.");
  if (FORBIDDEN_CHARACTERS.test(value)) return refuse("A link address cannot contain spaces or backslashes.");
  if (value.startsWith("//")) return refuse(`Addresses starting with // are not allowed. ${LINK_RULE_MESSAGE}`);
  if (/^[/?#]/.test(value)) return { ok: true, href: value };

  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme && !BARE_DOMAIN.test(value)) {
    if (!ALLOWED_SCHEMES.has(scheme)) return refuse(`“${scheme}:” links are not allowed. ${LINK_RULE_MESSAGE}`);
    if (scheme === "http" || scheme === "https") {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return refuse("This web address is not valid.");
      }
      if (!url.hostname || !/^https?:\/\/[^/]/i.test(value)) return refuse("This web address has no site name.");
      return { ok: true, href: value };
    }
    if (value.length === scheme.length + 1) return refuse(`Add the address after “${scheme}:”.`);
    return { ok: true, href: value };
  }
  if (BARE_DOMAIN.test(value)) return { ok: true, href: `https://${value}` };
  return refuse(`This does not look like an address. ${LINK_RULE_MESSAGE}`);
}
