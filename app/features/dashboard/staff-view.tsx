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
} from "lucide-react";
import type { ReactNode } from "react";
import { useFocusAfterRemoval } from "./shared/use-focus-after-removal.ts";
import type { SessionUser } from "#core/session-user.ts";
import { can } from "#core/permissions.ts";
import { DEFAULT_TAB, type StaffTab } from "./dashboard-url.ts";
import { Tabs, TabsContent } from "../../components/ui/tabs.tsx";
import { SectionTabs, type SectionTab } from "./section-tabs.tsx";
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
// plus the media library (issue 30), the enquiry inbox, Analytics (issue 31) and the owner's Team, Integrations, Redirects and Activity sections. The tab comes
// from the address (dashboard-url.ts); an owner's tab named in a team member's address shows the first tab.

const OWNER_TABS: readonly StaffTab[] = ["team", "integrations", "redirects", "activity"];
// Groups (decision 061): the content and its library, the audience, the owner's site settings.
const TABS: readonly SectionTab[] = [
  { value: "cards", icon: LayoutGrid, label: "Portfolio Cards" },
  { value: "case-studies", icon: BookOpen, label: "Case Studies" },
  { value: "posts", icon: Newspaper, label: "Blog Posts" },
  { value: "ventures", icon: Rocket, label: "Ventures" },
  { value: "media", icon: Images, label: "Media" },
  { value: "enquiries", icon: Inbox, label: "Enquiries", group: true },
  { value: "analytics", icon: BarChart3, label: "Analytics" },
  { value: "team", icon: Users, label: "Team", group: true },
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
        <SectionTabs tabs={tabs} current={current} onChange={onTabChange} />
        {tabs.map(({ value }) => (
          <TabsContent key={value} value={value}>
            {panels[value]}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
