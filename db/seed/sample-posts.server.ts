// Sample journal posts: six published, one draft, exactly one featured. Image galleries
// cover 1, 2, 3, 4, 5 and 8 images; videos always carry a local thumbnail so nothing
// is fetched from the network. Author and publishedAt are left to the server on most.
import type { BlogPostInput } from "#core/schemas/blog-post.ts";

const sixWeekValidation = `
<p>Every venture we build at Arcwell begins with the same uncomfortable question: what would have to be true for this idea to work, and how quickly can we find out if it is not? Over the past year we have refined a six-week validation sprint that answers that question before a single line of production code is written.</p>

<h2>Week one: write down the bets</h2>
<p>We start by turning the idea into a short list of explicit assumptions. A typical list has five to eight entries, such as "small agencies lose at least a fifth of inbound leads" or "restaurant owners will pay monthly for forecasting." Each assumption gets an owner, a way to test it and a threshold that would change our minds.</p>
<p>Writing thresholds down in advance matters more than it sounds. Without them, every result can be read as encouraging.</p>

<h2>Weeks two and three: talk to people</h2>
<p>We aim for at least twenty conversations with the people who would use or buy the product. We do not pitch. We ask about the last time the problem occurred, what it cost and what they tried. Three questions do most of the work:</p>
<ul>
  <li>When did this last happen, and what did you do next?</li>
  <li>What have you already paid, in money or time, to solve it?</li>
  <li>If the problem vanished tomorrow, what would you do with the time?</li>
</ul>
<p>By the end of week three we usually know whether the problem is real, frequent and expensive enough to build a business on.</p>

<h2>Weeks four and five: prototype the promise</h2>
<p>Next we build the cheapest artifact that can test the core promise. Sometimes that is a clickable prototype; sometimes it is a concierge service where our team does the work by hand behind a simple form. For Little Lantern, it was printed stories on paper. For Tablewise, it was a spreadsheet forecast emailed to four restaurants every Monday morning.</p>
<blockquote>A prototype should answer one question well rather than five questions badly.</blockquote>

<h2>Week six: decide</h2>
<p>The sprint ends with a decision meeting and one of three outcomes: build, reshape or stop. We review every assumption against its threshold and write a one-page memo regardless of the result. Stopping is not a failure; it is the cheapest possible outcome for a weak idea, and it frees the team to work on a stronger one.</p>

<h3>What the memo includes</h3>
<ul>
  <li>The assumptions that held, and the evidence behind them</li>
  <li>The assumptions that failed, and what we would need to believe instead</li>
  <li>A first estimate of baseline monthly cost and a break-even target</li>
  <li>The smallest product that could earn its first paying customer</li>
</ul>

<h2>Why six weeks?</h2>
<p>Shorter sprints tend to confuse enthusiasm with evidence, because there is not enough time for a second round of conversations. Longer sprints drift into building. Six weeks is long enough to be surprised and short enough to stay honest. If you are weighing an idea of your own, the same structure works with a team of one: write down the bets, talk to twenty people, prototype the promise and make a decision you would be comfortable defending.</p>
`;

const aiEarnsItsKeep = `
<p>Almost every founder we meet wants to add AI to their product. Some of them should, and some of them should wait. After building AI features into several ventures, we have a simple test: does the model remove a task that people already dislike doing, and can they check its work quickly?</p>

<h2>Three places where AI pays for itself</h2>
<h3>1. Drafting, not deciding</h3>
<p>In LeadsManager, the assistant drafts the next follow-up email from the conversation history. A person still reads and sends it. That division of labor works because writing a first draft is tedious, while judging a draft takes seconds. We measure success by how little people need to edit, not by how many emails the system sends on its own.</p>

<h3>2. Sorting the long tail</h3>
<p>Ledgerleaf uses deterministic rules for well-known merchants and a language model for the unusual transactions that rules cannot handle. The model sees only what it needs and explains its reasoning. Because most volume is handled by rules, costs stay predictable and the model's mistakes are limited to a small, reviewable share of transactions.</p>

<h3>3. Reading closely at scale</h3>
<p>Quillstone reads a full manuscript and tracks characters, timelines and pacing. No human editor would want to build a continuity spreadsheet for a 90,000-word novel, but every author benefits from one. Here the model is a tireless reader, and the author keeps every creative decision.</p>

<h2>Where we hold back</h2>
<p>We are cautious when errors are expensive and hard to notice. Pricing decisions, legal text and anything involving children get extra layers of review or no automation at all. In Little Lantern, every generated story passes through two automated checks, and inputs are limited to illustrated choices rather than free text.</p>
<blockquote>If a user cannot tell whether the AI got it right, the feature is not finished.</blockquote>

<h2>A checklist before you build</h2>
<ul>
  <li>Name the task the feature removes, and confirm that people dislike doing it today.</li>
  <li>Decide how a person will review the output, and how long that review should take.</li>
  <li>Estimate cost per use at ten times your current volume.</li>
  <li>Plan for the model being wrong: what does the user see, and how do they fix it?</li>
  <li>Measure edits and reversals, not just usage.</li>
</ul>

<h2>The unglamorous work</h2>
<p>Most of the effort in a good AI feature goes into the surrounding product: collecting the right context, designing review screens, logging outcomes and building evaluation sets from real, anonymized examples. The model call itself is often a few lines of code. Founders who budget for that surrounding work ship features that users trust; those who do not tend to ship impressive demos that quietly go unused.</p>
<p>The videos below walk through two of these features in practice, including the review screens that make them safe to rely on.</p>
`;

const pricingFirstPlan = `
<p>Pricing is the product decision founders most often postpone, and the one that shapes the most other decisions. A price determines who signs up, which features matter, how much support you can afford and how quickly you reach break-even. Here is the approach we use for the first paid plan of a new SaaS venture.</p>

<h2>Start from the value, not the cost</h2>
<p>Costs set a floor, but they say nothing about what a customer will pay. We begin with the problem interviews from validation and ask what the problem costs today. For LeadsManager, a small agency losing two qualified leads a month was leaving thousands of dollars on the table. A subscription of a few dozen dollars per seat was an easy decision by comparison.</p>

<h2>Pick one value metric</h2>
<p>A value metric is the unit your price scales with: seats, locations, transactions or projects. A good metric grows as the customer gets more value, is easy to predict and is hard to game. We choose one and resist adding a second until there is clear evidence it is needed.</p>
<ul>
  <li><strong>Seats</strong> suit collaboration tools where each user gets value directly.</li>
  <li><strong>Locations</strong> suit operational tools such as Tablewise, where value follows the venue.</li>
  <li><strong>Transactions</strong> suit marketplaces such as SupplyLink, where value arrives with each order.</li>
</ul>

<h2>Launch with two plans, not five</h2>
<p>A starter plan and a growth plan are usually enough. The starter plan should solve the core problem completely for a small team; the growth plan should add what a larger team needs, such as reporting, permissions or integrations. Enterprise tiers can wait until enterprise customers ask for them.</p>
<blockquote>Your first price is a hypothesis. Treat it like one: write down what you expect to happen and check it after ninety days.</blockquote>

<h2>Test willingness to pay early</h2>
<p>Before launch, we ask pilot customers to commit to a paid plan at the intended price, often with a founding-customer discount that expires. A pre-commitment from ten customers tells you more than a survey of two hundred. If nobody will commit, the problem is usually positioning, not price.</p>

<h2>Review after ninety days</h2>
<p>After three months we look at conversion from trial to paid, the plan mix, churn in the first sixty days and the questions sales conversations keep raising. If nearly everyone picks the cheaper plan, the growth plan lacks a compelling reason to upgrade. If nobody complains about price, it is probably too low.</p>
<p>Resist the urge to change prices every few weeks in response to individual objections. Frequent changes confuse existing customers and make it impossible to tell which change caused which result. Batch your learning and adjust deliberately, with a note explaining why.</p>
<p>Pricing never feels finished, and that is fine. The goal of a first plan is not perfection; it is a clear, defensible starting point you can learn from.</p>
`;

const defaultStack = `
<p>Speed matters when you are validating a venture, but so does trust. Customers forgive a missing feature far more readily than a lost invoice or a leaked email address. Over the last year we have converged on a default stack that lets a small team ship quickly without cutting the corners that matter.</p>

<h2>The principles</h2>
<ul>
  <li><strong>One language end to end.</strong> TypeScript on the server and in the browser means shared types and fewer handoffs.</li>
  <li><strong>Boring storage.</strong> PostgreSQL for almost everything. It is well understood, well supported and rarely the bottleneck.</li>
  <li><strong>Validate at the edge.</strong> Every request body is parsed against a schema before it reaches business logic.</li>
  <li><strong>Server-rendered first.</strong> Pages render on the server and progressively enhance in the browser, which keeps them fast and indexable.</li>
</ul>

<h2>Validation as documentation</h2>
<p>We describe every input with a schema and reuse that schema in forms, API handlers and tests. The schema becomes the single source of truth for what a valid record looks like, and error messages are written once, in plain language.</p>
<pre><code>import { z } from "zod";

export const leadSchema = z.strictObject({
  name: z.string().trim().min(1, "This field is required."),
  email: z.email({ error: "Enter a valid email address." }),
  source: z.enum(["web", "referral", "phone"]),
});

export function parseLead(body: unknown) {
  const result = leadSchema.safeParse(body);
  return result.success ? { lead: result.data } : { errors: result.error.issues };
}</code></pre>
<p>Strict objects reject unknown fields, which closes a surprising number of mass-assignment bugs before they exist.</p>

<h2>Testing where it counts</h2>
<p>We do not chase a coverage number. Instead, every schema, every permission rule and every calculation that touches money gets focused unit tests, and a handful of end-to-end tests walk through the journeys that would embarrass us if they broke: signing in, saving a record and publishing content.</p>

<h2>Security defaults we never skip</h2>
<h3>Sessions and access</h3>
<p>Sessions live in the database, cookies are HTTP-only and same-site, and every route that changes data checks the user's role on the server. Interface-level role switches are a convenience, never a control.</p>
<h3>Content and uploads</h3>
<p>Any HTML written in a dashboard is sanitized before it is rendered publicly. Uploads are restricted to images, checked for size and stored under generated names.</p>

<h2>What we left out</h2>
<p>We also keep observability simple: structured logs with a request identifier, a health endpoint and error alerts routed to the team channel. That is enough to answer most questions in the first year.</p>
<p>Microservices, a separate search cluster and a message queue are absent from the default. Each solves real problems, but none of them is a problem a pre-launch venture has. We add them when a measured bottleneck appears, not before.</p>
<blockquote>The best architecture for a new venture is the one the whole team can hold in their heads.</blockquote>
<p>This stack is a starting point rather than a rule. When a venture needs something different, such as a mobile app or a data pipeline, we adapt. But starting from sensible defaults means the first weeks go into the product, not the plumbing.</p>
`;

const retentionFirst = `
<p>It is tempting to treat a new direct-to-consumer brand as an advertising problem: find the right audience, lower the cost per acquisition and scale spend. After working on three DTC launches, we have come to the opposite view. Retention decides whether paid acquisition can ever work, so we design for it first.</p>

<h2>The arithmetic that changes the plan</h2>
<p>If a customer orders once, the first order must pay for the advertising that found them. In most categories that is hard. If a customer orders four times in a year, the first order can break even, or even lose a little, and the brand still grows profitably. The entire marketing plan depends on which of those worlds you are in.</p>
<p>So before we scale spend, we ask a simple question: of the customers who ordered in the first month, how many ordered again within sixty days?</p>

<h2>What moved repeat purchase</h2>
<h3>Subscriptions that respect the customer</h3>
<p>For BrightCart, predictive reorders replaced fixed monthly deliveries. The system learns each household's pace and ships just before the pantry runs low. Customers can skip or delay with one tap, and, counterintuitively, making it easy to skip reduced cancellations.</p>
<h3>A better second experience</h3>
<p>The second order is where most DTC brands lose people. We redesigned the post-purchase journey around it: a short usage guide in the box, a check-in email timed to when the product is likely running low and a small reward for reordering.</p>
<h3>Listening in public</h3>
<p>We added a visible feedback channel and published a short monthly note on what changed as a result. Customers who saw their suggestions adopted became the brand's most reliable advocates.</p>

<h2>Metrics we watch weekly</h2>
<ul>
  <li>Sixty-day repeat purchase rate by acquisition channel</li>
  <li>Contribution margin on the first order and on the second</li>
  <li>Subscription skips versus cancellations</li>
  <li>Share of revenue from returning customers</li>
</ul>
<blockquote>Acquisition fills the bucket. Retention decides whether there is a bucket at all.</blockquote>

<h2>Channels that compound</h2>
<p>Some acquisition channels bring customers who stay. In all three launches, referrals and organic search produced cohorts with noticeably higher repeat rates than paid social. We now give those channels a larger share of early effort, even though they grow more slowly at first, because the customers they bring make every later campaign cheaper.</p>

<h2>When to turn up spend</h2>
<p>We increase paid acquisition only when repeat purchase has stabilized for at least two monthly cohorts and the payback period sits comfortably inside our cash runway. Until then, the best growth investment is usually in the product, the packaging and the post-purchase experience.</p>
<p>None of this is glamorous, and it rarely makes a good launch announcement. But every brand we have seen reach durable profitability did the retention work first.</p>
`;

const backOfHouse = `
<p>Restaurants are some of the most operationally complex small businesses we have worked with. A single evening involves reservations, staffing, inventory, a kitchen running at full speed and guests who expect everything to feel effortless. Building Tablewise taught us a great deal about digital transformation in environments where nobody has time to look at a screen.</p>

<h2>Start where the pain is loudest</h2>
<p>Our first instinct was to build a full restaurant management suite. Conversations with owners changed our minds quickly. The loudest pain was not inventory or payroll; it was the unpredictability of a Friday night. Tables turned slower than expected, the waitlist grew and the kitchen was overwhelmed. We decided to solve that one problem well before touching anything else.</p>

<h2>Design for the floor, not the office</h2>
<p>Hosts use the product standing up, often with one hand, while greeting guests. That shaped the interface more than any other constraint.</p>
<ul>
  <li>Large touch targets and high contrast for dim dining rooms</li>
  <li>A floor plan that reflects the real room, not a generic grid</li>
  <li>No more than two taps for the five most common actions</li>
  <li>Everything usable offline for a few minutes when the connection drops</li>
</ul>

<h2>Respect existing rituals</h2>
<p>Every restaurant has rituals: the pre-service meeting, the handwritten specials board, the closing checklist. Successful tools fit into them rather than replacing them. Tablewise sends a one-page cover forecast that the chef can print and pin up before service. It is a small feature, yet it drove more adoption among kitchen teams than anything on the dashboard.</p>
<blockquote>"I don't need another screen. I need to know how busy eight o'clock will be." — Chef at a pilot restaurant</blockquote>

<h2>Train in minutes, not days</h2>
<p>Staff turnover in hospitality is high, so any tool must be learnable during a single shift. We recorded short walkthroughs for each role and made the first screen a host sees after signing in show exactly what to do next.</p>

<h2>Measure what owners care about</h2>
<p>Owners did not ask for analytics. They asked for fewer empty seats on Tuesdays and less chaos on Saturdays. We framed every metric in those terms: covers per available seat, average table turn time by party size and no-shows recovered through the waitlist.</p>

<h2>Lessons for any traditional industry</h2>
<ol>
  <li>Solve one painful, frequent problem before building a platform.</li>
  <li>Watch people work before designing anything. The real workflow is rarely the documented one.</li>
  <li>Make the first win visible within a week, or attention will move elsewhere.</li>
  <li>Leave paper where paper works.</li>
</ol>
<p>Digital transformation is often described as replacing old systems with new ones. In our experience, the better description is helping experienced people make good decisions a little faster, with tools that respect how they already work.</p>
`;

const seedMarket = `
<p>This is a working draft of our notes on the seed market as we see it from inside a venture studio. We will publish a revised version once the quarter closes and the numbers are final.</p>

<h2>What investors are asking for</h2>
<p>The conversations we have had this year share a theme: investors want evidence earlier. A polished deck and a waitlist are no longer enough. They ask for paying customers, retention data from at least two cohorts and a credible plan to reach break-even on the capital being raised.</p>
<ul>
  <li>Revenue quality matters more than revenue size at seed.</li>
  <li>Capital efficiency is discussed in the first meeting, not the third.</li>
  <li>AI features are expected, but defensibility is questioned closely.</li>
</ul>

<h2>Why studios fit this moment</h2>
<p>A studio can absorb the early validation work across several ventures at once, sharing design, engineering and growth expertise. That allows a venture to reach investors with real customers and a clear cost base. The trade-off is that founders share equity with the studio, so the value it adds must be visible and substantial.</p>

<h2>Sectors we are watching</h2>
<h3>Vertical software for traditional industries</h3>
<p>Restaurants, trades and independent retail remain underserved by software designed for their real workflows. Small, focused tools with clear return on investment are winning.</p>
<h3>Financial tools for independent workers</h3>
<p>The number of people earning from several sources keeps growing, and their financial tools have not caught up. Products that reduce anxiety, not just paperwork, stand out.</p>
<h3>Careful consumer AI</h3>
<p>Consumer AI products that are thoughtful about safety and trust, especially for families, are drawing interest, though investors expect clear answers on content review and data handling.</p>

<blockquote>Draft note: confirm figures with the finance team and add the portfolio summary before publishing.</blockquote>

<h2>Valuations and round sizes</h2>
<p>Rounds are smaller and more closely tied to specific milestones than they were a few years ago. Investors are comfortable funding twelve to eighteen months of focused work, provided the plan explains what will be proven by the end of it. Founders who describe their next round in terms of evidence rather than headcount tend to have easier conversations.</p>

<h2>What this means for founders</h2>
<p>Raise later, with more evidence, and keep the cost base small until the evidence arrives. Talk to investors before you need to raise, so that the first meeting is a progress update rather than a pitch. And be honest about what is not yet proven: experienced investors trust founders who know exactly where the open questions are.</p>
<p>We will expand these notes with data from our own portfolio, including baseline costs, break-even targets and the share of ventures that stopped after validation.</p>
`;

export const SAMPLE_POSTS: BlogPostInput[] = [
  {
    title: "Validating a Venture in Six Weeks",
    slug: "validating-a-venture-in-six-weeks",
    excerpt:
      "Our six-week sprint turns a promising idea into a clear decision to build, reshape or stop, before any production code is written.",
    content: sixWeekValidation,
    category: "Venture Building",
    tags: ["Validation", "Customer Discovery", "Prototyping"],
    featuredImageUrl: "/images/samples/horizon.svg",
    imageGallery: ["/images/samples/horizon.svg", "/images/samples/prism.svg", "/images/samples/bloom.svg"],
    isPublished: true,
    isFeatured: true,
    readTime: 6,
  },
  {
    title: "Where AI Actually Earns Its Keep in an Early-Stage Product",
    slug: "where-ai-earns-its-keep",
    excerpt:
      "A practical test for deciding which AI features belong in a new product, drawn from four ventures we have built.",
    content: aiEarnsItsKeep,
    category: "AI & Innovation",
    tags: ["AI", "Product Design", "LLMs", "Trust"],
    featuredImageUrl: "/images/samples/circuit.svg",
    imageGallery: [
      "/images/samples/circuit.svg",
      "/images/samples/aurora.svg",
      "/images/samples/orbit.svg",
      "/images/samples/grid-city.svg",
      "/images/samples/prism.svg",
      "/images/samples/waves.svg",
      "/images/samples/bloom.svg",
      "/images/samples/mosaic.svg",
    ],
    videoGallery: [
      {
        url: "https://www.youtube.com/watch?v=Xk3p9LmQ2vT",
        title: "Reviewing AI-drafted follow-ups in LeadsManager",
        thumbnail: "/images/samples/grid-city.svg",
      },
      {
        url: "https://vimeo.com/824519306",
        title: "How Ledgerleaf explains a categorization",
        thumbnail: "/images/samples/circuit.svg",
      },
    ],
    isPublished: true,
    isFeatured: false,
    readTime: 7,
  },
  {
    title: "Pricing Your First SaaS Plan Without Guesswork",
    slug: "pricing-your-first-saas-plan",
    excerpt:
      "How we choose a value metric, launch with two plans and test willingness to pay before a product goes live.",
    content: pricingFirstPlan,
    category: "Product Strategy",
    tags: ["Pricing", "SaaS", "Monetization"],
    featuredImageUrl: "/images/samples/waves.svg",
    imageGallery: ["/images/samples/waves.svg"],
    isPublished: true,
    isFeatured: false,
    readTime: 5,
  },
  {
    title: "Shipping Fast Without Breaking Trust: Our Default Stack",
    slug: "shipping-fast-without-breaking-trust",
    excerpt:
      "The technology defaults that let a small team ship a new venture quickly while protecting customer data. Includes the validation pattern we use everywhere.",
    content: defaultStack,
    category: "Tech Trends",
    author: "Daniel Reyes",
    tags: ["TypeScript", "PostgreSQL", "Security", "Architecture"],
    featuredImageUrl: "/images/samples/grid-city.svg",
    imageGallery: ["/images/samples/grid-city.svg", "/images/samples/orbit.svg"],
    isPublished: true,
    isFeatured: false,
    readTime: 6,
  },
  {
    title: "Retention Before Acquisition: Lessons From Three DTC Launches",
    slug: "retention-before-acquisition",
    excerpt:
      "Why we design for the second order before scaling ad spend, and the weekly metrics that tell us when to turn it up.",
    content: retentionFirst,
    category: "Growth Strategy",
    tags: ["E-commerce", "Retention", "Subscriptions", "DTC"],
    featuredImageUrl: "/images/samples/dunes.svg",
    imageGallery: [
      "/images/samples/dunes.svg",
      "/images/samples/mosaic.svg",
      "/images/samples/bloom.svg",
      "/images/samples/horizon.svg",
    ],
    videoGallery: [
      {
        url: "https://www.youtube.com/watch?v=q8Nw2RtY5cZ",
        title: "Designing the second-order experience",
        thumbnail: "/images/samples/dunes.svg",
      },
    ],
    isPublished: true,
    isFeatured: false,
    readTime: 6,
  },
  {
    title: "Digitizing the Back of House: What Restaurants Taught Us",
    slug: "digitizing-the-back-of-house",
    excerpt:
      "Building software for busy restaurant floors changed how we think about digital transformation in traditional industries.",
    content: backOfHouse,
    category: "Digital Transformation",
    author: "Priya Natarajan",
    tags: ["Restaurant Tech", "UX Research", "Operations"],
    featuredImageUrl: "/images/samples/mosaic.svg",
    imageGallery: [
      "/images/samples/mosaic.svg",
      "/images/samples/horizon.svg",
      "/images/samples/dunes.svg",
      "/images/samples/waves.svg",
      "/images/samples/prism.svg",
    ],
    videoGallery: [
      {
        url: "https://vimeo.com/771203458",
        title: "A Friday service with Tablewise",
        thumbnail: "/images/samples/horizon.svg",
      },
    ],
    isPublished: true,
    isFeatured: false,
    readTime: 6,
  },
  {
    title: "Reading the Seed Market From Inside a Venture Studio",
    slug: "reading-the-seed-market",
    excerpt:
      "Draft notes on what seed investors are asking for this year and what that means for founders building with a studio.",
    content: seedMarket,
    category: "Industry Insights",
    tags: ["Fundraising", "Venture Studio"],
    isPublished: false,
    isFeatured: false,
    readTime: 5,
  },
];
