import { BadgeCheck, FileSpreadsheet, PackageSearch, Repeat, type LucideIcon } from "lucide-react";
import { CONTACT_EMAIL } from "#core/brand.ts";

// Copy of the SupplyLink landing page (docs/product.md#public-screens 'Venture landing pages').

export const SUPPLYLINK = {
  name: "SupplyLink",
  site: "https://supplylink.example",
  title: "SupplyLink — find, vet and reorder from suppliers in one place",
  description:
    "SupplyLink is a supplier-sourcing platform that matches independent brands with vetted manufacturers, makes quotes comparable and keeps every order in one workspace.",
};

/** 'Book a Demo' → a mail draft to the studio with a demo-request subject. */
export const SUPPLYLINK_DEMO_MAILTO = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent("SupplyLink demo request")}&body=${encodeURIComponent(
  "Hello Arcwell team,\n\nI'd like to book a SupplyLink demo.\n\nBrand:\nProduct category:\nPreferred times:\n\nThank you!",
)}`;

export const SL_PROBLEMS = [
  {
    figure: "6+ weeks",
    title: "before a first sample",
    text: "Cold emails to factories, slow replies and samples lost in transit stall every launch.",
  },
  {
    figure: "5 formats",
    title: "for every set of quotes",
    text: "Prices, minimum orders and lead times arrive as PDFs and spreadsheets that cannot be compared.",
  },
  {
    figure: "1 missed reorder",
    title: "can empty the shelf",
    text: "Reorders live in someone's head, so best-sellers sell out at the worst possible moment.",
  },
];

export const SL_FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: "Verified supplier profiles",
    text: "Certifications, minimum order quantities, lead times and past buyer ratings, checked before a supplier goes live.",
  },
  {
    icon: FileSpreadsheet,
    title: "Quotes side by side",
    text: "Structured requests for quotation make every offer directly comparable — price, terms and timing in one table.",
  },
  {
    icon: PackageSearch,
    title: "Sample tracking",
    text: "Every sample request, shipment and review note in one timeline your whole team can follow.",
  },
  {
    icon: Repeat,
    title: "Reorder reminders",
    text: "Reorders tied to your stock levels, so best-sellers are replenished before they run out.",
  },
];

export const SL_STATS = [
  { value: "1,200+", label: "vetted manufacturers" },
  { value: "3×", label: "faster to first sample" },
  { value: "4.8 / 5", label: "average buyer rating" },
];

export const SL_BRANDS = ["Fernhill Candles", "North & Pine", "Saltwater Goods", "Loom & Lantern", "Copperleaf"];

export const SL_QUOTES = [
  {
    quote: "We compared eleven quotes for our new glass jars in an afternoon. That used to take a month of emails.",
    author: "Founder",
    company: "Fernhill Candles",
  },
  {
    quote: "Reorder reminders alone paid for it — we haven't sold out of our bestselling jacket since we started.",
    author: "Operations lead",
    company: "North & Pine Apparel",
  },
];
