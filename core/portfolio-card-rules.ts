import { DESCRIPTION_TRUNCATE } from "./constants.ts";

// docs/product.md#public-screens Home, card behaviour; #constants limits. Pure rules shared by the home scroller and
// the portfolio page.

export const SERVICE_TAG_LIMIT = 3;

/** The fields of a portfolio card these rules read. */
export interface CardLinkFields {
  hasInternalLanding: boolean;
  internalRoute?: string | null;
  websiteUrl?: string | null;
}

/** docs/product.md#public-screens: the description cut at 120 characters, plus an ellipsis when cut. */
export function truncate(text: string, max: number = DESCRIPTION_TRUNCATE): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/**
 * docs/product.md#public-screens: 'Read more' shows when the description is longer than 120 characters or a full
 * description exists.
 */
export function shouldShowReadMore(card: { description: string; fullDescription?: string | null }): boolean {
  return card.description.length > DESCRIPTION_TRUNCATE || Boolean(card.fullDescription?.trim());
}

/** docs/product.md#public-screens: up to 3 service tags, then '+N more'. */
export function visibleServices(services: readonly string[], limit: number = SERVICE_TAG_LIMIT) {
  return { shown: services.slice(0, limit), moreCount: Math.max(0, services.length - limit) };
}

const HTTP_URL = /^https?:\/\//i;
// Another scheme (mailto:, javascript:, ftp:…), but not "host:port".
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

function isValidHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * docs/product.md#public-screens: a website address for a link; https:// is prepended when no scheme is present.
 * Only http and https addresses come out; anything else gives null (no link).
 */
export function websiteHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value || /\s/.test(value)) return null;
  if (HTTP_URL.test(value)) return isValidHttpUrl(value) ? value : null;
  if (OTHER_SCHEME.test(value)) return null;
  const href = `https://${value.replace(/^\/+/, "")}`;
  return isValidHttpUrl(href) ? href : null;
}

export type VentureLinkTarget = { kind: "internal"; to: string } | { kind: "external"; href: string } | null;

/**
 * docs/product.md#public-screens: the internal landing page when hasInternalLanding is on and internalRoute is set;
 * otherwise the website in a new tab; otherwise no link.
 */
export function ventureLinkTarget(card: CardLinkFields): VentureLinkTarget {
  const route = card.internalRoute?.trim();
  if (card.hasInternalLanding && route) return { kind: "internal", to: `/ventures/${encodeURIComponent(route)}` };
  const href = websiteHref(card.websiteUrl);
  return href ? { kind: "external", href } : null;
}
