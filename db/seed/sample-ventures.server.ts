// Sample ventures for the investor portfolio dashboard, loaded with the other sample content on a fresh
// install (issue 27, item 5). Every venture of the public sample portfolio (sample-cards.server.ts, the
// visible cards) has one of the same name, plus Parcelpilot, still in research and not on the site.
// Together they cover every phase (concept, mvp, growth), every status and three currencies; SupplyLink's
// "Q3 2025" is a target that has passed, the dated targets of the others lie ahead of the day they are
// loaded. All people, links and figures are invented.
import type { VentureInput } from "#core/schemas/venture.ts";

/** "Q2 2027": the quarter `quarters` after the current one (sample targets stay ahead of a fresh install). */
function quarterAhead(quarters: number, now = new Date()): string {
  const index = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3) + quarters;
  return `Q${(index % 4) + 1} ${Math.floor(index / 4)}`;
}

/** "H2 2027": the half-year `halves` after the current one. */
function halfAhead(halves: number, now = new Date()): string {
  const index = now.getUTCFullYear() * 2 + Math.floor(now.getUTCMonth() / 6) + halves;
  return `H${(index % 2) + 1} ${Math.floor(index / 2)}`;
}

export const SAMPLE_VENTURES: VentureInput[] = [
  {
    name: "LeadsManager",
    oneLiner: "A lead-management CRM that small sales teams keep using after the first month.",
    phase: "growth",
    progressPercentage: 95,
    status: "launched",
    description:
      "LeadsManager gives teams of two to twenty a one-screen pipeline, reminders timed to each lead's response pattern and AI-drafted follow-ups. " +
      "It is live with paying customers, and the current focus is on reducing churn in the first ninety days and opening a partner channel with bookkeeping firms.",
    problemThreeWords: "Leads go cold",
    solutionThreeWords: "Timely guided follow-ups",
    targetAudience:
      "Founder-led sales teams\nSmall agencies and consultancies\nHome-services businesses\nB2B startups before their first sales hire",
    monetization: "Monthly subscription per seat ($19 Starter, $39 Growth) with a 20% discount on annual plans.",
    baselineCost: "$1,200/month",
    breakEvenTarget: "Achieved",
    styleVisualVoice:
      "Calm, confident and practical. Indigo and teal palette, generous white space, plain-spoken copy without sales jargon.",
    owner: "Maya Okafor",
    websiteLink: "https://leadsmanager.example",
    deckLink: "https://decks.arcwell.example/leadsmanager",
    notes:
      "Net revenue retention is above 104%. Next milestone: native calendar sync and the bookkeeping-partner referral program.",
  },
  {
    name: "SupplyLink",
    oneLiner: "A sourcing platform that connects independent brands with vetted manufacturers.",
    phase: "growth",
    progressPercentage: 70,
    status: "in_progress",
    description:
      "SupplyLink replaces email threads and spreadsheets with structured requests for quotation, verified supplier profiles and sample tracking. " +
      "The marketplace launched in two categories (home goods and apparel accessories) and is now adding escrow payments and a third category.",
    problemThreeWords: "Opaque supplier sourcing",
    solutionThreeWords: "Vetted comparable quotes",
    targetAudience:
      "Independent DTC brands\nBoutique retailers developing private labels\nSmall and mid-sized manufacturers seeking export buyers",
    monetization:
      "Transaction fee of 3.5% on orders placed through the platform, plus an optional supplier verification package.",
    baselineCost: "€850 per month",
    breakEvenTarget: "Q3 2025",
    styleVisualVoice:
      "Trustworthy and precise. Deep teal with warm sand accents; copy that reads like an experienced sourcing agent.",
    owner: "Jonas Lindqvist",
    websiteLink: "https://supplylink.example",
  },
  {
    name: "Ledgerleaf",
    oneLiner: "An AI bookkeeping assistant that sets aside tax for freelancers automatically.",
    phase: "mvp",
    progressPercentage: 100,
    status: "complete",
    description:
      "The MVP categorizes bank transactions, matches receipts and estimates quarterly tax. The build is complete and has passed a closed beta with 60 freelancers; " +
      "public launch is scheduled once the banking-data provider contract is finalized.",
    problemThreeWords: "Surprise tax bills",
    solutionThreeWords: "Automatic tax set-aside",
    targetAudience: "Freelance designers and developers\nIndependent consultants\nCreators with several income streams",
    monetization: "Freemium: free categorization, $12/month for tax estimates and accountant exports.",
    baselineCost: "$2,500/mo",
    breakEvenTarget: quarterAhead(2),
    styleVisualVoice:
      "Reassuring and clear. Soft greens, rounded shapes and short sentences that explain money without judgment.",
    owner: "Priya Natarajan",
    deckLink: "https://decks.arcwell.example/ledgerleaf",
    notes: "Beta users reconciled a month of transactions in under ten minutes on average.",
  },
  {
    name: "Tablewise",
    oneLiner: "Reservation and table-turn analytics for independent restaurants.",
    phase: "mvp",
    progressPercentage: 55,
    status: "in_progress",
    description:
      "Tablewise learns how long each table size stays seated and recommends booking slots that fill weeknights without overloading weekends. " +
      "The MVP is being piloted with four restaurants in one neighborhood to validate the no-show prediction model.",
    problemThreeWords: "Unpredictable table turns",
    solutionThreeWords: "Forecast-led booking slots",
    targetAudience: "Independent restaurant owners\nGeneral managers of small restaurant groups\nFront-of-house leads",
    monetization: "Flat monthly fee per location ($149) with a reduced rate for seasonal venues.",
    baselineCost: "$900/month",
    breakEvenTarget: "Month 18",
    styleVisualVoice:
      "Warm and hospitable. Amber and charcoal, hand-drawn table icons, copy written for busy people on their feet.",
    owner: "Daniel Reyes",
    websiteLink: "tablewise.example",
  },
  {
    name: "Little Lantern",
    oneLiner: "Gentle, illustrated bedtime stories built from a child's own ideas.",
    phase: "concept",
    progressPercentage: 20,
    status: "started",
    description:
      "Children choose a hero, a setting and a small problem to solve, and Little Lantern writes and narrates a calm story. " +
      "The concept has been tested with paper prototypes in twelve families; work has started on the content-safety pipeline and the first illustration style.",
    problemThreeWords: "Repetitive bedtime routines",
    solutionThreeWords: "Personalized calm stories",
    targetAudience: "Parents of children aged three to eight\nGrandparents reading remotely\nEarly-years educators",
    monetization: "Family subscription at $6.99/month after a 14-day trial; printed story books as a one-off purchase.",
    baselineCost: "$640/month",
    breakEvenTarget: "Month 24",
    styleVisualVoice:
      "Soft and magical without being saccharine. Dusk blues and lantern yellows; a narrator voice that is slow and kind.",
    owner: "Elena Marsh",
    notes: "Safety review with two child-development advisors is booked before any public beta.",
  },
  {
    name: "BrightCart",
    oneLiner: "A direct-to-consumer pantry brand whose subscription reorders arrive before the shelf runs empty.",
    phase: "growth",
    progressPercentage: 85,
    status: "launched",
    description:
      "BrightCart sells a focused range of organic pantry staples and learns each household's pace of consumption, so the next box ships just before it is needed. " +
      "First orders became profitable within four months of launch; the work now is on retention and a second product line.",
    problemThreeWords: "Pantry runs empty",
    solutionThreeWords: "Predictive subscription reorders",
    targetAudience: "Busy households of two to five\nHome cooks buying organic\nSmall offices stocking a kitchen",
    monetization: "Product margin on subscription boxes, with a 10% saving for subscribers over one-off orders.",
    baselineCost: "$1,100/month",
    breakEvenTarget: "Achieved",
    styleVisualVoice:
      "Bright and wholesome. Tomato red and cream, photography of real kitchens, copy like a neighbour recommending a find.",
    owner: "Sofia Brandt",
    websiteLink: "https://brightcart.example",
    notes: "Subscriber churn is the number to watch; the reorder timing model cut it by a third in the last quarter.",
  },
  {
    name: "Quillstone",
    oneLiner: "An AI-assisted editorial desk that gives independent authors structural feedback on their manuscripts.",
    phase: "mvp",
    progressPercentage: 40,
    status: "in_progress",
    description:
      "Quillstone reads a manuscript closely: it tracks characters and timelines, flags continuity slips and summarizes each chapter's pacing. " +
      "The MVP is in a closed pilot with two small presses in the UK, who pay in pounds.",
    problemThreeWords: "Costly developmental edits",
    solutionThreeWords: "Chapter-level structural notes",
    targetAudience: "Independent and self-published authors\nSmall presses\nFreelance developmental editors",
    monetization: "Per-manuscript reports (£49) and a monthly plan for presses with several titles a season.",
    baselineCost: "£420 / month",
    breakEvenTarget: halfAhead(3),
    styleVisualVoice:
      "Literary and exact. Deep violet and paper white, serif headings, the voice of a trusted first reader.",
    owner: "Tomasz Wierzbicki",
    deckLink: "https://decks.arcwell.example/quillstone",
  },
  {
    name: "Parcelpilot",
    oneLiner: "Returns management that turns refunds into exchanges for small online shops.",
    phase: "concept",
    progressPercentage: 0,
    status: "not_built",
    description:
      "Parcelpilot would give small e-commerce stores a branded returns portal that suggests exchanges and store credit before refunds, and routes returned items back into stock. " +
      "The idea is in research: interviews with store owners are planned before any design work begins.",
    problemThreeWords: "Costly product returns",
    solutionThreeWords: "Guided exchange offers",
    targetAudience:
      "Shopify and WooCommerce stores under $2M in revenue\nApparel and footwear brands\nOperations managers at small retailers",
    monetization: "Tiered monthly plans by return volume, plus a small fee per prepaid label.",
    baselineCost: "$300/month",
    breakEvenTarget: "Month 20",
    styleVisualVoice:
      "Friendly and efficient. Sky blue and white, simple parcel illustrations, instructions a shopper can follow in one read.",
    owner: "",
  },
];
