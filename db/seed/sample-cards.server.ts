// Sample portfolio cards: fictional client ventures used by the "Seed Sample Data"
// action and by tests. All names, domains and figures are invented.
import type { PortfolioCardInput } from "#core/schemas/portfolio-card.ts";

export const SAMPLE_CARDS: PortfolioCardInput[] = [
  {
    name: "LeadsManager",
    tagline: "The CRM that small teams actually keep using",
    description:
      "A lightweight lead-management CRM for teams of two to twenty, with smart follow-up reminders, a clear pipeline view and AI-drafted outreach.",
    fullDescription:
      "<p><strong>LeadsManager</strong> started with a simple observation: most small sales teams abandon their CRM within three months because it asks for more data entry than it gives back in insight.</p>" +
      "<p>We designed a pipeline that fits on one screen, reminders that arrive before a lead goes cold, and an assistant that drafts the next email from the conversation history.</p>" +
      "<ul><li>Drag-and-drop pipeline with stage-level conversion rates</li><li>Smart reminders based on response patterns</li><li>Analytics dashboard built for a weekly sales meeting</li><li>AI-assisted follow-ups that stay in the rep's own voice</li></ul>",
    category: "B2B Tools",
    phase: "B2B SaaS",
    services: ["UI/UX Design", "Full-Stack Development", "AI Integration", "Data Analytics", "Growth & SEO"],
    color: "from-indigo-500 to-blue-500",
    logoUrl: "/images/samples/logo-leadsmanager.svg",
    imageUrl: "/images/samples/grid-city.svg",
    websiteUrl: "https://leadsmanager.example",
    hasInternalLanding: true,
    internalRoute: "leadsmanager",
    isActive: true,
    sortOrder: 0,
  },
  {
    name: "SupplyLink",
    tagline: "Find, vet and reorder from suppliers in one place",
    description:
      "A supplier-sourcing platform that matches independent brands with vetted manufacturers, compares quotes side by side and keeps every purchase order in one shared workspace.",
    fullDescription:
      "<p>Independent product brands spend weeks emailing factories, chasing samples and reconciling quotes in spreadsheets. <strong>SupplyLink</strong> turns that process into a guided workflow.</p>" +
      "<ul><li>Verified supplier profiles with certifications, minimum order quantities and lead times</li><li>Structured requests for quotation that make offers directly comparable</li><li>Sample tracking and reorder reminders tied to inventory levels</li></ul>" +
      "<p>Arcwell led the product from discovery to launch, including the marketplace rules, payment escrow and the supplier onboarding program.</p>",
    category: "E-commerce & Luxury",
    phase: "Marketplace",
    services: [
      "Branding & Identity",
      "UI/UX Design",
      "Full-Stack Development",
      "Payment Systems",
      "Marketing Strategy",
      "Data Analytics",
    ],
    color: "from-teal-500 to-green-500",
    logoUrl: "/images/samples/logo-supplylink.svg",
    websiteUrl: "https://supplylink.example",
    hasInternalLanding: true,
    internalRoute: "supplylink",
    isActive: true,
    sortOrder: 1,
  },
  {
    name: "Tablewise",
    tagline: "Fewer empty seats, calmer service",
    description:
      "Reservation and table-turn analytics for independent restaurants, built to fill quiet weeknights without overbooking the weekend rush.",
    fullDescription:
      "<p>Tablewise gives owners of independent restaurants the forecasting tools that large groups take for granted. It learns how long each table size really stays seated and suggests booking slots accordingly.</p>" +
      "<ul><li>Floor-plan view with live table status</li><li>No-show prediction and automatic waitlist offers</li><li>Weekly cover forecast shared with the kitchen</li></ul>",
    category: "Restaurant Tech",
    phase: "Web Platform",
    services: ["UI/UX Design", "Full-Stack Development", "Data Analytics"],
    color: "from-orange-500 to-amber-500",
    websiteUrl: "tablewise.example",
    hasInternalLanding: false,
    isActive: true,
    sortOrder: 2,
  },
  {
    name: "Little Lantern",
    tagline: "Bedtime stories shaped by your child's imagination",
    description:
      "A storytelling app that turns a child's ideas into gentle, illustrated bedtime stories with parents in control.",
    fullDescription:
      "<p>Children pick a hero, a place and a small problem to solve; <strong>Little Lantern</strong> writes a calm, age-appropriate story and reads it aloud.</p>" +
      "<p>Every story passes through content filters designed with early-years educators, and parents can review, edit or save favorites to a family library.</p>",
    category: "Children & AI",
    phase: "Mobile App",
    services: ["Branding & Identity", "Mobile Development", "AI Integration"],
    color: "from-yellow-500 to-orange-500",
    imageUrl: "/images/samples/bloom.svg",
    websiteUrl: "https://littlelantern.example",
    isActive: true,
    sortOrder: 3,
  },
  {
    name: "Ledgerleaf",
    tagline: "Bookkeeping that runs in the background",
    description:
      "An AI bookkeeping assistant for freelancers that categorizes expenses and sets aside tax automatically.",
    fullDescription:
      "<p>Ledgerleaf connects to a freelancer's bank accounts, categorizes every transaction and estimates quarterly tax in real time.</p>" +
      "<ul><li>Receipt matching from photos and email forwards</li><li>Tax set-aside suggestions after each invoice is paid</li><li>Year-end export formatted for an accountant</li></ul>",
    category: "AI & Innovation",
    phase: "FinTech Platform",
    services: ["UI/UX Design", "Full-Stack Development", "AI Integration", "Payment Systems"],
    color: "from-green-500 to-emerald-500",
    imageUrl: "/images/samples/circuit.svg",
    websiteUrl: "https://ledgerleaf.example",
    isActive: true,
    sortOrder: 4,
  },
  {
    name: "BrightCart",
    tagline: "Pantry staples, delivered before you run out",
    description: "A direct-to-consumer pantry brand with predictive subscription reorders.",
    fullDescription:
      "<p>BrightCart sells a focused range of organic pantry staples and learns each household's pace of consumption, so the next box ships just before the shelf runs empty.</p>" +
      "<p>Arcwell built the storefront, the subscription engine and the launch campaign that reached profitability on first orders within four months.</p>",
    category: "Food & Tech",
    phase: "DTC E-commerce",
    services: ["Branding & Identity", "Content Creation", "Growth & SEO", "Ads Management"],
    color: "from-red-500 to-pink-500",
    imageUrl: "/images/samples/dunes.svg",
    websiteUrl: "https://brightcart.example",
    isActive: true,
    sortOrder: 5,
  },
  {
    name: "Kindred",
    tagline: "Make friends in a new city",
    description:
      "A social app that helps people who have just moved build a circle of friends through small, interest-based meetups.",
    category: "Social & Dating",
    phase: "Social Platform",
    services: ["Mobile Development", "UI/UX Design"],
    color: "from-pink-500 to-rose-500",
    websiteUrl: "https://kindred.example",
    isActive: false,
    sortOrder: 6,
  },
  {
    name: "Quillstone",
    tagline: "An editorial desk for independent authors",
    description:
      "An AI-assisted manuscript workspace that gives independent authors and small presses structural feedback, consistency checks and a clear path from draft to print.",
    fullDescription:
      "<p><strong>Quillstone</strong> does not write books. It reads them closely: tracking characters and timelines, flagging continuity slips and summarizing each chapter's pacing so authors can revise with intent.</p>" +
      "<ul><li>Chapter-by-chapter structural notes</li><li>Style sheet generated from the manuscript itself</li><li>Export presets for print and e-book formats</li></ul>",
    category: "Publishing & AI",
    phase: "AI/ML Product",
    services: ["AI Integration", "Full-Stack Development", "Content Creation", "PR Outreach"],
    color: "from-purple-500 to-violet-500",
    imageUrl: "/images/samples/aurora.svg",
    websiteUrl: "https://quillstone.example",
    isActive: true,
    sortOrder: 7,
  },
];
