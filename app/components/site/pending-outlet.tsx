import { useEffect, useState, type ComponentType } from "react";
import { matchPath, Outlet, useLocation, useNavigation } from "react-router";
import { CaseStudyDetailSkeleton, CaseStudyListSkeleton } from "../../features/case-studies/case-study-skeletons.tsx";
import { JournalArticleLoading, JournalListLoading } from "../../features/journal/journal-loading.tsx";
import { PortfolioLoading } from "../../features/portfolio/portfolio-loading.tsx";

// docs/product.md#public-screens loading states ('Loading articles...', skeleton cards …) for client-side navigation.
// A page's own component only mounts once its data has arrived, so the frame shows the
// destination's loading view meanwhile. The first HTML response is always complete (SSR).
const PENDING_VIEWS: { pattern: string; View: ComponentType }[] = [
  { pattern: "/case-studies", View: CaseStudyListSkeleton },
  { pattern: "/case-studies/:slug", View: CaseStudyDetailSkeleton },
  { pattern: "/journal", View: JournalListLoading },
  { pattern: "/journal/:slug", View: JournalArticleLoading },
  { pattern: "/portfolio", View: PortfolioLoading },
];

// Fast navigations finish before this, so the page does not flash a placeholder.
const SHOW_AFTER_MS = 120;

export function PendingOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  const pending =
    target && target.pathname !== pathname
      ? PENDING_VIEWS.find((v) => matchPath(v.pattern, target.pathname))
      : undefined;
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) {
      setShown(null);
      return;
    }
    const timer = setTimeout(() => setShown(pending.pattern), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (pending && shown === pending.pattern) return <pending.View />;
  return <Outlet />;
}
