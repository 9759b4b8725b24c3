// docs/product.md#public-screens mentions a case-story modal (name, category, image, problem, solution, process,
// key-result metrics, impact list) whose fields the case-study model does not have. These
// short client stories, written by the studio, feed it from the case-study list page.

export interface ClientStory {
  id: string;
  name: string;
  category: string;
  /** A gradient class pair from core/constants.ts (CARD_COLORS). */
  gradient: string;
  image: string;
  imageAlt: string;
  summary: string;
  problem: string;
  solution: string;
  process: { title: string; detail: string }[];
  results: { value: string; label: string }[];
  impact: string[];
}

export const CLIENT_STORIES: ClientStory[] = [
  {
    id: "tablewise",
    name: "Tablewise",
    category: "Restaurant Tech",
    gradient: "from-orange-500 to-amber-500",
    image: "/images/samples/horizon.svg",
    imageAlt: "Abstract illustration of a warm horizon",
    summary: "Forecasting and table-turn analytics that fill quiet weeknights without overbooking the weekend rush.",
    problem:
      "Independent restaurants were booking tables by gut feeling. Weeknights ran half empty while Saturday services overbooked, and no-shows cost the owners we interviewed around one table in eight.",
    solution:
      "A floor-plan booking tool that learns how long each table size really stays seated, predicts no-shows and offers freed tables to the waitlist automatically, with a weekly cover forecast shared with the kitchen.",
    process: [
      {
        title: "Shadowing service",
        detail: "Two weeks behind the host stand in four restaurants, timing every table turn.",
      },
      {
        title: "Spreadsheet forecast",
        detail: "A Monday-morning forecast emailed by hand to test whether owners acted on it.",
      },
      {
        title: "Floor-plan MVP",
        detail: "A tablet app built for dim rooms: large targets and two taps for the common actions.",
      },
      { title: "Pilot and tune", detail: "Eight weeks with twelve venues, retraining the turn-time model every week." },
    ],
    results: [
      { value: "+18%", label: "Weeknight covers" },
      { value: "−41%", label: "No-show losses" },
      { value: "2 taps", label: "Most common actions" },
    ],
    impact: [
      "Owners plan staff rotas from the forecast instead of guesswork",
      "Kitchens order produce for the covers actually expected",
      "Waitlisted guests are offered freed tables within minutes",
      "Every pilot venue renewed after the trial",
    ],
  },
  {
    id: "brightcart",
    name: "BrightCart",
    category: "Food & Tech",
    gradient: "from-red-500 to-pink-500",
    image: "/images/samples/dunes.svg",
    imageAlt: "Abstract illustration of soft sand dunes",
    summary: "A pantry brand whose subscription ships the next box just before the shelf runs empty.",
    problem:
      "Customers loved the products but forgot to reorder. Fixed monthly subscriptions arrived too early or too late, and cancellations outnumbered skips three to one.",
    solution:
      "Predictive reorders that learn each household's pace of consumption, a one-tap skip-or-delay message before every shipment, and a storefront built around a short, focused range.",
    process: [
      { title: "Retention first", detail: "We modelled repeat purchase before planning a single ad campaign." },
      {
        title: "Reorder model",
        detail: "Consumption pace estimated from order history and simple household questions.",
      },
      {
        title: "Storefront and engine",
        detail: "A fast storefront and a subscription engine with flexible delivery dates.",
      },
      { title: "Measured launch", detail: "Ad spend raised only once sixty-day repeat purchase passed its target." },
    ],
    results: [
      { value: "4 mo", label: "To first-order profit" },
      { value: "58%", label: "60-day repeat rate" },
      { value: "3×", label: "Skips vs. cancellations" },
    ],
    impact: [
      "Subscribers skip a box instead of cancelling",
      "Paid acquisition scaled on proven retention",
      "Fewer emergency grocery runs for subscribers",
      "A brand story carried by customers, not coupons",
    ],
  },
  {
    id: "quillstone",
    name: "Quillstone",
    category: "Publishing & AI",
    gradient: "from-purple-500 to-violet-500",
    image: "/images/samples/aurora.svg",
    imageAlt: "Abstract illustration of an aurora over a night sky",
    summary: "An editorial desk that reads whole manuscripts closely, so independent authors can revise with intent.",
    problem:
      "Independent authors could not afford a developmental editor for every draft. Continuity slips, drifting timelines and uneven pacing reached readers and reviews.",
    solution:
      "A manuscript workspace that tracks characters and timelines, flags continuity slips and summarises each chapter's pacing — while the author keeps every creative decision.",
    process: [
      { title: "Editor interviews", detail: "Fifteen editors showed us the notes they write on a first read." },
      {
        title: "Evaluation set",
        detail: "Annotated public-domain novels to measure what the model catches and misses.",
      },
      {
        title: "Review-first interface",
        detail: "Every note links to the passage it is about, and can be dismissed in one click.",
      },
      { title: "Press partnerships", detail: "Two small presses piloted Quillstone on their spring catalogue." },
    ],
    results: [
      { value: "92%", label: "Continuity slips caught" },
      { value: "6 hrs", label: "Saved per manuscript" },
      { value: "2", label: "Partner presses" },
    ],
    impact: [
      "Authors arrive at editing with cleaner drafts",
      "Editors spend their time on story, not spreadsheets",
      "A style sheet generated from the manuscript itself",
      "Print and e-book exports from one source",
    ],
  },
];
