// Money written as free text ("$1,200/month", "€850 per month", "£300 / month", "1200 USD"), read with its
// currency, so that amounts are only ever added within one currency (docs/decisions/047-venture-money-per-currency.md).

/** An ISO 4217 code, or "unknown" when the text names no currency (or names more than one). */
export type Currency = string;
export const UNKNOWN_CURRENCY = "unknown";

export interface Money {
  amount: number;
  currency: Currency;
}

// Longest first: "US$" before "$", "CHF" as a code below.
const SYMBOLS: [string, Currency][] = [
  ["US$", "USD"],
  ["CA$", "CAD"],
  ["C$", "CAD"],
  ["AU$", "AUD"],
  ["A$", "AUD"],
  ["NZ$", "NZD"],
  ["$", "USD"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["¥", "JPY"],
  ["₹", "INR"],
];
const CODES = new Set(
  "USD EUR GBP CHF CAD AUD NZD JPY CNY HKD SGD INR SEK NOK DKK PLN CZK HUF BRL MXN ZAR AED ILS TRY KRW".split(" "),
);
const WORDS: [RegExp, Currency][] = [
  [/\b(?:us )?dollars?\b/i, "USD"],
  [/\beuros?\b/i, "EUR"],
  [/\b(?:pounds?|sterling)\b/i, "GBP"],
];

// "1,200", "1 200", "1200.50", "99.5"; a "k" right after the number means thousands ("$1.2k").
const NUMBER = /(\d{1,3}(?:[,\u00a0 ]\d{3})+|\d+)(\.\d+)?\s*(k\b)?/i;

function currencyOf(text: string): Currency {
  const found = new Set<Currency>();
  let rest = text;
  for (const [symbol, code] of SYMBOLS) {
    if (rest.includes(symbol)) {
      found.add(code);
      rest = rest.split(symbol).join(" ");
    }
  }
  for (const word of rest.toUpperCase().match(/\b[A-Z]{3}\b/g) ?? []) if (CODES.has(word)) found.add(word);
  for (const [pattern, code] of WORDS) if (pattern.test(rest)) found.add(code);
  return found.size === 1 ? [...found][0]! : UNKNOWN_CURRENCY;
}

/** The first amount in `text` with the currency the text names; null when there is no number. */
export function parseMoney(text: string | null | undefined): Money | null {
  const value = text ?? "";
  const match = NUMBER.exec(value);
  if (!match) return null;
  const whole = match[1]!.replace(/[,\u00a0 ]/g, "");
  let amount = Number.parseFloat(whole + (match[2] ?? ""));
  if (match[3]) amount *= 1000;
  if (!Number.isFinite(amount)) return null;
  return { amount: Math.round(amount * 100) / 100, currency: currencyOf(value) };
}

export interface CurrencyTotal {
  currency: Currency;
  amount: number;
  /** How many figures were added into this total. */
  count: number;
}

export interface MoneyTotals {
  /** One total per named currency, the largest number of figures first, then by code. */
  byCurrency: CurrencyTotal[];
  /** Figures with a number but no (single) currency: added together apart from the rest, or null. */
  unknown: CurrencyTotal | null;
  /** Texts without any number ("TBD"): not added anywhere. */
  unreadable: number;
}

/** Totals per currency: amounts in different currencies are never added together. */
export function totalsByCurrency(texts: readonly (string | null | undefined)[]): MoneyTotals {
  const sums = new Map<Currency, CurrencyTotal>();
  let unreadable = 0;
  for (const text of texts) {
    const money = parseMoney(text);
    if (!money) {
      unreadable += 1;
      continue;
    }
    const total = sums.get(money.currency) ?? { currency: money.currency, amount: 0, count: 0 };
    // Rounded at each step: "$0.10" + "$0.20" is 0.3, without floating-point dust.
    total.amount = Math.round((total.amount + money.amount) * 100) / 100;
    total.count += 1;
    sums.set(money.currency, total);
  }
  const unknown = sums.get(UNKNOWN_CURRENCY) ?? null;
  sums.delete(UNKNOWN_CURRENCY);
  const byCurrency = [...sums.values()].sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
  return { byCurrency, unknown, unreadable };
}

/** 6390 USD → "$6,390"; 850 EUR → "€850"; 12.5 GBP → "£12.50"; an unknown currency → "1,200". */
export function formatMoney(amount: number, currency: Currency, locale = "en-US"): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  const digits = { minimumFractionDigits: hasCents ? 2 : 0, maximumFractionDigits: hasCents ? 2 : 0 };
  if (currency === UNKNOWN_CURRENCY) return new Intl.NumberFormat(locale, digits).format(amount);
  return new Intl.NumberFormat(locale, { style: "currency", currency, ...digits }).format(amount);
}
