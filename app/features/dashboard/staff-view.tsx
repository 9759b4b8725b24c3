import {
  BarChart3,
  BookOpen,
  History,
  Images,
  Inbox,
  LayoutGrid,
  Newspaper,
  Plug,
  Rocket,
  Signpost,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useFocusAfterRemoval } from "./shared/use-focus-after-removal.ts";
import type { SessionUser } from "#core/session-user.ts";
import { can } from "#core/permissions.ts";
import { DEFAULT_TAB, type StaffTab } from "./dashboard-url.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { ActivityTab } from "./activity/activity-tab.tsx";
import { AnalyticsTab } from "./analytics/analytics-tab.tsx";
import { CardsTab } from "./cards/cards-tab.tsx";
import { CaseStudiesTab } from "./case-studies/case-studies-tab.tsx";
import { EnquiriesTab } from "./enquiries/enquiries-tab.tsx";
import { MediaTab } from "./media/media-tab.tsx";
import { IntegrationsTab } from "./integrations/integrations-tab.tsx";
import { NewsletterPanel } from "./newsletter/newsletter-panel.tsx";
import { PostsTab } from "./posts/posts-tab.tsx";
import { RedirectsTab } from "./redirects/redirects-tab.tsx";
import { TeamTab, ROLE_LABELS } from "./team/team-tab.tsx";
import { VenturesPanel } from "./ventures/ventures-panel.tsx";

// docs/product.md#dashboard owner/team view: four tabs (Portfolio Cards, Case Studies, Blog Posts, Ventures),
// plus the enquiry inbox, Analytics (issue 31) and the owner's Team, Integrations, Redirects and Activity sections. The tab comes
// from the address (dashboard-url.ts); an owner's tab named in a team member's address shows the first tab.

const OWNER_TABS: readonly StaffTab[] = ["team", "integrations", "redirects", "activity"];
const TABS: readonly { value: StaffTab; icon: LucideIcon; label: string }[] = [
  { value: "cards", icon: LayoutGrid, label: "Portfolio Cards" },
  { value: "case-studies", icon: BookOpen, label: "Case Studies" },
  { value: "posts", icon: Newspaper, label: "Blog Posts" },
  { value: "ventures", icon: Rocket, label: "Ventures" },
  { value: "media", icon: Images, label: "Media" },
  { value: "enquiries", icon: Inbox, label: "Enquiries" },
  { value: "analytics", icon: BarChart3, label: "Analytics" },
  { value: "team", icon: Users, label: "Team" },
  { value: "integrations", icon: Plug, label: "Integrations" },
  { value: "redirects", icon: Signpost, label: "Redirects" },
  { value: "activity", icon: History, label: "Activity" },
];

export function StaffView({
  user,
  tab,
  onTabChange,
}: {
  user: SessionUser;
  tab: StaffTab;
  onTabChange: (tab: StaffTab) => void;
}) {
  const isOwner = can(user.role, "manageUsers");
  const current = OWNER_TABS.includes(tab) && !isOwner ? DEFAULT_TAB : tab;
  const firstName = user.firstName?.trim();
  const tabs = TABS.filter((t) => isOwner || !OWNER_TABS.includes(t.value));
  // On a phone the tab row scrolls sideways: keep the chosen tab in sight (an address can name any),
  // moving the row only, never the page.
  useEffect(() => {
    const row = document.querySelector<HTMLElement>('[role="tablist"][aria-label="Content"]');
    const active = row?.querySelector<HTMLElement>('[data-state="active"]');
    if (!row || !active) return;
    const [r, a] = [row.getBoundingClientRect(), active.getBoundingClientRect()];
    if (a.left < r.left || a.right > r.right) row.scrollLeft += a.left - r.left - (r.width - a.width) / 2;
  }, [current]);
  // Keyboard focus stays in the tab when the row holding it is deleted, revoked or removed.
  const lists = useFocusAfterRemoval<HTMLDivElement>();
  const panels: Record<StaffTab, ReactNode> = {
    cards: <CardsTab role={user.role} />,
    "case-studies": <CaseStudiesTab />,
    posts: <PostsTab role={user.role} />,
    ventures: <VenturesPanel isInvestorView={false} />,
    media: <MediaTab role={user.role} />,
    // The owner's newsletter list sits under the inbox rather than in a tab of its own (decision 050).
    enquiries: (
      <>
        <EnquiriesTab />
        {isOwner ? <NewsletterPanel /> : null}
      </>
    ),
    analytics: <AnalyticsTab />,
    team: <TeamTab currentUserId={user.id} />,
    integrations: <IntegrationsTab />,
    redirects: <RedirectsTab />,
    activity: <ActivityTab />,
  };
  return (
    <>
      <div className="mb-8">
        <p className="text-sm font-semibold text-indigo-700">Content studio</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {firstName ? `Welcome back, ${firstName}` : "Welcome back"}
        </h1>
        <p className="mt-2 text-slate-600">
          Signed in as <strong className="font-semibold break-all text-slate-900">{user.email}</strong> ·{" "}
          {ROLE_LABELS[user.role]}
        </p>
      </div>
      <Tabs ref={lists} value={current} onValueChange={(v) => onTabChange(v as StaffTab)} className="flex flex-col">
        {/* Ten tabs for the owner need more than a phone's or a tablet's width: the row scrolls sideways
            there (the spec's four first) rather than wrap into a block of buttons. */}
        <TabsList aria-label="Content" className="max-w-full flex-nowrap overflow-x-auto [scrollbar-width:thin]">
          {tabs.map(({ value, icon: Icon, label }) => (
            <TabsTrigger key={value} value={value} className="flex-none">
              <Icon aria-hidden /> {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value }) => (
          <TabsContent key={value} value={value}>
            {panels[value]}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
