import { BookOpen, History, Inbox, LayoutGrid, Newspaper, Plug, Rocket, Signpost, Users } from "lucide-react";
import type { SessionUser } from "#core/session-user.ts";
import { can } from "#core/permissions.ts";
import { DEFAULT_TAB, type StaffTab } from "./dashboard-url.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { ActivityTab } from "./activity/activity-tab.tsx";
import { CardsTab } from "./cards/cards-tab.tsx";
import { CaseStudiesTab } from "./case-studies/case-studies-tab.tsx";
import { EnquiriesTab } from "./enquiries/enquiries-tab.tsx";
import { IntegrationsTab } from "./integrations/integrations-tab.tsx";
import { PostsTab } from "./posts/posts-tab.tsx";
import { RedirectsTab } from "./redirects/redirects-tab.tsx";
import { TeamTab, ROLE_LABELS } from "./team/team-tab.tsx";
import { VenturesPanel } from "./ventures/ventures-panel.tsx";

// docs/product.md#dashboard owner/team view: four tabs (Portfolio Cards, Case Studies, Blog Posts, Ventures),
// plus the enquiry inbox and the owner's Team, Integrations, Redirects and Activity sections. The tab comes
// from the address (dashboard-url.ts); an owner's tab named in a team member's address shows the first tab.

const OWNER_TABS: readonly StaffTab[] = ["team", "integrations", "redirects", "activity"];

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
      <Tabs value={current} onValueChange={(v) => onTabChange(v as StaffTab)} className="flex flex-col">
        {/* Nine tabs for the owner need more than a tablet's width: they wrap below 1280 px. */}
        <TabsList aria-label="Content" className="sm:flex-wrap xl:flex-nowrap">
          <TabsTrigger value="cards">
            <LayoutGrid aria-hidden /> Portfolio Cards
          </TabsTrigger>
          <TabsTrigger value="case-studies">
            <BookOpen aria-hidden /> Case Studies
          </TabsTrigger>
          <TabsTrigger value="posts">
            <Newspaper aria-hidden /> Blog Posts
          </TabsTrigger>
          <TabsTrigger value="ventures">
            <Rocket aria-hidden /> Ventures
          </TabsTrigger>
          <TabsTrigger value="enquiries">
            <Inbox aria-hidden /> Enquiries
          </TabsTrigger>
          {isOwner ? (
            <TabsTrigger value="team">
              <Users aria-hidden /> Team
            </TabsTrigger>
          ) : null}
          {isOwner ? (
            <TabsTrigger value="integrations">
              <Plug aria-hidden /> Integrations
            </TabsTrigger>
          ) : null}
          {isOwner ? (
            <TabsTrigger value="redirects">
              <Signpost aria-hidden /> Redirects
            </TabsTrigger>
          ) : null}
          {isOwner ? (
            <TabsTrigger value="activity">
              <History aria-hidden /> Activity
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="cards">
          <CardsTab role={user.role} />
        </TabsContent>
        <TabsContent value="case-studies">
          <CaseStudiesTab />
        </TabsContent>
        <TabsContent value="posts">
          <PostsTab role={user.role} />
        </TabsContent>
        <TabsContent value="ventures">
          <VenturesPanel isInvestorView={false} />
        </TabsContent>
        <TabsContent value="enquiries">
          <EnquiriesTab />
        </TabsContent>
        {isOwner ? (
          <TabsContent value="team">
            <TeamTab currentUserId={user.id} />
          </TabsContent>
        ) : null}
        {isOwner ? (
          <TabsContent value="integrations">
            <IntegrationsTab />
          </TabsContent>
        ) : null}
        {isOwner ? (
          <TabsContent value="redirects">
            <RedirectsTab />
          </TabsContent>
        ) : null}
        {isOwner ? (
          <TabsContent value="activity">
            <ActivityTab />
          </TabsContent>
        ) : null}
      </Tabs>
    </>
  );
}
