// Sample case studies about fictional ventures. Three are published, one is a draft,
// and one is featured. publishedAt is left to the server.
import type { CaseStudyInput } from "#core/schemas/case-study.ts";

const leadsManagerContent = `
<h2>The challenge</h2>
<p>When the founders of LeadsManager came to Arcwell, they had already interviewed forty owners of small service businesses. The pattern was consistent: each team had tried at least one well-known CRM, paid for it for a few months and then quietly returned to a shared spreadsheet. The tools were not bad. They were simply built for sales organizations with operations staff, and a five-person team could not afford the hours of data entry they required.</p>
<p>The cost of that drift was easy to see. Leads arrived through web forms, phone calls and referrals, and nobody owned the follow-up. In the businesses we studied, roughly a third of inbound inquiries never received a second touch.</p>

<h2>Our approach</h2>
<p>We ran a six-week discovery and prototyping sprint before writing production code. Instead of asking people which features they wanted, we sat with three teams during their Monday pipeline meeting and noted every question they tried to answer. That list became the product brief.</p>
<ul>
  <li><strong>One screen, one pipeline.</strong> Every open deal fits on a single board, with stage-level conversion rates shown at the top of each column.</li>
  <li><strong>Reminders that think ahead.</strong> Follow-up prompts are scheduled from each lead's own response history rather than a fixed cadence.</li>
  <li><strong>Drafts, not autopilot.</strong> The AI assistant prepares the next email from the conversation so far, but a person always reviews and sends it.</li>
  <li><strong>Capture without typing.</strong> Forwarded emails and web-form submissions create and update leads automatically.</li>
</ul>

<h2>Building the product</h2>
<p>The application is a React front end on a PostgreSQL-backed API, with background jobs that score leads and schedule reminders. We kept the data model deliberately small: contacts, deals, activities and tasks. Every additional field had to earn its place by answering one of the questions from the discovery list.</p>
<p>The AI integration was scoped carefully. Drafts are generated from the thread history and a short tone profile that each user sets up during onboarding. We measured edit distance between the draft and the sent email; by launch, more than half of drafts were sent with only light changes.</p>

<blockquote>"It is the first CRM my team opens without being reminded. The Monday meeting now takes twenty minutes instead of an hour." — Operations lead at a pilot customer</blockquote>

<h2>Results after six months</h2>
<p>We tracked the same metrics across twelve pilot teams before and after adoption.</p>
<table>
  <thead>
    <tr><th>Metric</th><th>Before</th><th>After six months</th></tr>
  </thead>
  <tbody>
    <tr><td>Inquiries with a second touch</td><td>64%</td><td>93%</td></tr>
    <tr><td>Median time to first reply</td><td>19 hours</td><td>3 hours</td></tr>
    <tr><td>Weekly active users per team</td><td>41%</td><td>88%</td></tr>
    <tr><td>Lead-to-customer conversion</td><td>11%</td><td>17%</td></tr>
  </tbody>
</table>
<p>The most important number for the founders was the last one. A six-point lift in conversion paid for the subscription many times over, and it made the product easy to recommend.</p>

<h2>What we learned</h2>
<p>Simplicity was a feature, but it had to be defended. Several pilot customers asked for custom fields and complex automations. We added a small number of them behind a settings page and kept the default experience untouched. Retention stayed high because new users never met the complexity unless they went looking for it.</p>
<p>LeadsManager is now in its growth phase, with Arcwell supporting the roadmap, the partner program and ongoing experimentation on onboarding.</p>
`;

const supplyLinkContent = `
<h2>A sourcing process built on email threads</h2>
<p>Independent product brands live and die by their suppliers, yet most of them still source by email. A founder launching a new candle line or a leather accessory collection might contact twenty factories, receive quotes in twenty different formats and spend weeks reconciling minimum order quantities, lead times and sample costs in a spreadsheet.</p>
<p>SupplyLink set out to turn that process into a structured, comparable workflow. Arcwell partnered with the founding team from the first supplier interviews through to a public launch in two product categories.</p>

<h2>Designing both sides of the marketplace</h2>
<p>A sourcing marketplace has two audiences with very different needs. Brands want confidence and speed; manufacturers want qualified buyers who will not waste their time. We designed the product around a single shared object, the request for quotation, so that both sides work from the same structured information.</p>
<ul>
  <li><strong>Structured requests.</strong> Brands describe materials, quantities, packaging and target dates in a guided form, and suppliers respond in the same format.</li>
  <li><strong>Side-by-side comparison.</strong> Quotes are normalized to landed cost per unit, including shipping estimates and duties.</li>
  <li><strong>Verified profiles.</strong> Suppliers upload certifications and production photos, which our onboarding team reviews before they can quote.</li>
  <li><strong>Sample tracking.</strong> Each sample has a status, a feedback thread and a decision, so nothing is lost between rounds.</li>
</ul>

<h2>Trust as a product feature</h2>
<p>Early interviews showed that the biggest barrier was not discovery but trust. Brands had been burned by suppliers who missed deadlines or changed materials without notice. We responded with three mechanisms: verified reviews that can only be left after a completed order, escrow payments released at agreed milestones, and a dispute process with clear timelines.</p>

<blockquote>"For the first time I could compare five quotes without building a spreadsheet. We placed our first production order in nine days." — Founder of a home-goods brand in the launch cohort</blockquote>

<h2>Technology choices</h2>
<p>The platform runs on a Node.js and TypeScript back end with PostgreSQL, a React front end and Stripe Connect for split payments and escrow. Currency conversion and landed-cost estimates are calculated server-side and cached daily. We invested early in an internal admin console so the operations team could verify suppliers, mediate disputes and monitor request quality without engineering help.</p>

<h2>Launch and early traction</h2>
<p>We launched with home goods and apparel accessories, two categories where the founders had deep networks. Supplier onboarding came first: we did not open the brand side until every category had at least thirty verified manufacturers able to respond within two business days.</p>
<p>Within the first quarter, brands on the platform reduced their average sourcing cycle from six weeks to under two, and repeat orders accounted for a growing share of volume. That repeat behavior matters most for a marketplace business, because it shows that the relationships formed on SupplyLink are worth returning to.</p>

<h2>What comes next</h2>
<p>SupplyLink is now adding a third category and deeper inventory integrations, so that reorder suggestions can be triggered directly from a brand's stock levels. Arcwell continues to support product, growth and the supplier success program.</p>
`;

const ledgerleafContent = `
<h2>Money, freelancers and anxiety</h2>
<p>Freelancers are good at their craft and often less comfortable with bookkeeping. In our interviews, the most common fear was not an audit or a missed invoice but a surprise: a tax bill in April that was far larger than expected because nothing had been set aside during the year.</p>
<p>Ledgerleaf was conceived as an assistant that quietly does the bookkeeping in the background and tells freelancers, after every payment, how much of it is really theirs to spend.</p>

<h2>Designing for trust</h2>
<p>Financial products ask for a great deal of trust, and AI products ask for even more. We treated explainability as a core requirement rather than a later addition.</p>
<ul>
  <li>Every automatic categorization shows the reason behind it, such as a merchant match or a similar past transaction.</li>
  <li>Low-confidence suggestions are grouped into a short weekly review instead of being applied silently.</li>
  <li>Tax estimates show their inputs and assumptions, and users can adjust them in plain language.</li>
  <li>Nothing leaves the user's workspace without an explicit export.</li>
</ul>

<h2>The model behind the assistant</h2>
<p>Transaction categorization combines deterministic rules for well-known merchants with a language model that reads transaction descriptions and receipt text. We evaluated several approaches on an anonymized set of beta transactions and chose a hybrid: rules handle roughly seventy percent of volume instantly and cheaply, while the model handles the long tail. Corrections made by users feed back into per-account rules, so the assistant gets noticeably better within the first month.</p>

<blockquote>"I used to spend a weekend every quarter on receipts. Now I spend ten minutes on a Friday confirming a handful of suggestions." — Independent product designer in the closed beta</blockquote>

<h2>Building the MVP</h2>
<p>The MVP is a responsive web application built with React and TypeScript, backed by PostgreSQL and a Python service for the categorization pipeline. Bank data arrives through an aggregation provider, and receipts can be forwarded by email or photographed from a phone. We shipped to a closed beta of sixty freelancers after ten weeks of development.</p>

<h2>Beta results</h2>
<p>During an eight-week beta we measured accuracy, time spent and confidence. Categorization accuracy reached ninety-four percent after user corrections, and the median time to reconcile a full month fell to under ten minutes. Most tellingly, the share of participants who said they knew how much tax they owed rose from one in five to four in five.</p>

<h2>Design details that mattered</h2>
<p>Small choices carried a lot of weight. Amounts set aside for tax are shown in a separate, softly colored balance rather than subtracted silently, and the weekly review never contains more than ten items. Both decisions came directly from beta feedback about feeling in control.</p>

<h2>Next steps</h2>
<p>The MVP is complete. Ledgerleaf is finalizing its banking-data partnership and preparing a public launch with a free categorization tier and a paid plan for tax estimates and accountant-ready exports.</p>
`;

const littleLanternContent = `
<h2>Why bedtime stories?</h2>
<p>Bedtime is one of the few moments in a family's day that is reliably calm, and many parents told us they run out of new stories long before their children run out of requests. The founders of Little Lantern wanted to help without replacing the parent: a tool that turns a child's own ideas into a gentle story the family can read together.</p>
<p>Because the audience is young children, the venture raised questions that most consumer products never face. This case study describes how we approached safety, tone and design in the concept and early build phases.</p>

<h2>Safety before features</h2>
<p>We agreed with the founders on a simple rule: no story reaches a child unless it could be read aloud by a careful preschool teacher. That rule shaped every technical decision.</p>
<ul>
  <li><strong>Constrained inputs.</strong> Children choose from illustrated cards for heroes, places and small problems rather than typing free text.</li>
  <li><strong>Layered review.</strong> Generated stories pass through a content classifier and a second model that checks tone, length and reading level.</li>
  <li><strong>Parent controls.</strong> Parents can preview stories, block themes and switch off narration at any time.</li>
  <li><strong>No data for advertising.</strong> Children's content and usage data are never used for ads or shared with third parties.</li>
</ul>

<h2>Finding the right tone</h2>
<p>Early prototypes produced stories that were technically safe but emotionally flat. We worked with two early-years educators to write a style guide covering sentence length, repetition, gentle humor and a calm resolution. The guide became part of the generation prompt and of the automated review, and every story now ends with the hero settling down to rest.</p>

<blockquote>"The stories sound like something I might have made up myself on a good night, which is exactly what I wanted." — Parent in the paper-prototype study</blockquote>

<h2>Prototype testing</h2>
<p>Before writing any production code, we tested paper prototypes with twelve families. Parents read printed stories generated from their children's card choices and kept a short diary for two weeks. We learned that children wanted to see their choices reflected in illustrations and that parents valued a saved library of favorites far more than endless new stories.</p>

<h2>Current status</h2>
<p>Two smaller findings also shaped the roadmap. Parents wanted stories to run between three and five minutes, and several asked for a way to record their own voice for narration on nights when they travel.</p>
<p>The venture is in its concept phase with development started. The content-safety pipeline and the first illustration style are in progress, built on a React Native app and a TypeScript API. A public beta will follow only after an independent review by child-development advisors.</p>
`;

export const SAMPLE_CASE_STUDIES: CaseStudyInput[] = [
  {
    title: "LeadsManager: A CRM Small Teams Keep Using",
    slug: "leadsmanager-crm-small-teams",
    subtitle: "How a one-screen pipeline and timely reminders lifted conversion for teams of two to twenty",
    category: "SaaS",
    excerpt:
      "Small sales teams kept abandoning their CRM within months. We designed LeadsManager around the questions they ask every Monday, and conversion rose by six points.",
    content: leadsManagerContent,
    stats: [
      {
        label: "Inquiries followed up",
        value: "93%",
        description: "Share of inbound leads receiving a second touch, up from 64%.",
      },
      {
        label: "Time to first reply",
        value: "3 hrs",
        description: "Median across twelve pilot teams, down from 19 hours.",
      },
      { label: "Weekly active users", value: "88%" },
      { label: "Conversion lift", value: "+6 pts", description: "Lead-to-customer conversion rose from 11% to 17%." },
    ],
    featuredImageUrl: "/images/samples/grid-city.svg",
    gradientColors: "from-purple-500 to-violet-500",
    readTime: 7,
    tags: ["React", "PostgreSQL", "Node.js", "OpenAI API", "Tailwind CSS"],
    isPublished: true,
    isFeatured: true,
    metaDescription:
      "How Arcwell designed and built LeadsManager, a lead-management CRM that helped small sales teams raise conversion by six points.",
    metaKeywords: "CRM, small business sales, SaaS case study, lead management",
    sortOrder: 0,
  },
  {
    title: "SupplyLink: Making Supplier Sourcing Predictable",
    slug: "supplylink-supplier-sourcing-marketplace",
    subtitle: "A two-sided marketplace that cut the sourcing cycle for independent brands from six weeks to under two",
    category: "E-commerce",
    excerpt:
      "Independent brands were sourcing through email threads and spreadsheets. SupplyLink gave them structured quotes, verified suppliers and escrow payments.",
    content: supplyLinkContent,
    stats: [
      { label: "Sourcing cycle", value: "< 2 wks", description: "Down from an average of six weeks." },
      { label: "Verified suppliers at launch", value: "60+" },
      { label: "First order placed", value: "9 days", description: "Median time for brands in the launch cohort." },
    ],
    featuredImageUrl: "/images/samples/mosaic.svg",
    imageGallery: ["/images/samples/mosaic.svg", "/images/samples/waves.svg"],
    gradientColors: "from-green-500 to-emerald-500",
    readTime: 6,
    tags: ["TypeScript", "Node.js", "PostgreSQL", "Stripe Connect", "React"],
    isPublished: true,
    isFeatured: false,
    metaDescription:
      "How Arcwell built SupplyLink, a supplier-sourcing marketplace with structured quotes, verified manufacturers and escrow payments.",
    sortOrder: 1,
  },
  {
    title: "Ledgerleaf: Designing Trust Into AI Bookkeeping",
    slug: "ledgerleaf-ai-bookkeeping",
    subtitle: "An explainable assistant that categorizes expenses and sets aside tax for freelancers",
    category: "FinTech",
    excerpt:
      "Freelancers feared surprise tax bills more than paperwork. Ledgerleaf pairs rules with a language model and explains every suggestion it makes.",
    content: ledgerleafContent,
    stats: [
      {
        label: "Categorization accuracy",
        value: "94%",
        description: "After user corrections during the eight-week beta.",
      },
      { label: "Monthly reconciliation", value: "10 min" },
      { label: "Knew their tax position", value: "4 in 5", description: "Up from one in five before the beta." },
    ],
    gradientColors: "from-blue-500 to-cyan-500",
    readTime: 6,
    tags: ["React", "TypeScript", "Python", "PostgreSQL"],
    isPublished: true,
    isFeatured: false,
    metaDescription:
      "How Arcwell designed Ledgerleaf, an explainable AI bookkeeping assistant for freelancers, from concept to a completed MVP.",
    sortOrder: 2,
  },
  {
    title: "Little Lantern: Safe Generative Stories for Young Children",
    slug: "little-lantern-safe-storytelling",
    subtitle: "Putting safety, tone and parental control first in a storytelling app for ages three to eight",
    category: "EdTech",
    excerpt:
      "A storytelling app for young children raises questions most products never face. Here is how we approached safety and tone before building features.",
    content: littleLanternContent,
    stats: [
      { label: "Families in prototype study", value: "12" },
      {
        label: "Review layers per story",
        value: "2",
        description: "A content classifier and a tone and reading-level check.",
      },
      { label: "Advisors on the safety review", value: "2" },
    ],
    featuredImageUrl: "/images/samples/bloom.svg",
    gradientColors: "from-yellow-500 to-orange-500",
    readTime: 5,
    author: "Elena Marsh",
    tags: ["React Native", "TypeScript", "Content Moderation"],
    isPublished: false,
    isFeatured: false,
    metaDescription:
      "Draft: how Arcwell approached child safety, tone and parental control in the Little Lantern storytelling app.",
    sortOrder: 3,
  },
];
