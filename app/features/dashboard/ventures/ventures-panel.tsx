import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Rocket, Sparkles } from "lucide-react";
import { useMemo, useState } from "react";
import { totalsByCurrency } from "#core/money.ts";
import { portfolioOverview } from "#core/venture-metrics.ts";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { redirectIfUnauthorized } from "../shared/feedback.ts";
import { EmptyState, LoadError, SkeletonGrid, TabHeader } from "../shared/layout.tsx";
import { KEYS, type VentureJson } from "../shared/types.ts";
import { VentureDialog } from "./venture-dialog.tsx";
import { PortfolioCharts } from "./portfolio-charts.tsx";
import { PortfolioOverview } from "./portfolio-overview.tsx";
import { VentureCard } from "./venture-card.tsx";
import { useNow } from "./use-now.ts";

// docs/product.md#dashboard Ventures: the Portfolio Overview and the grid of flip cards (1/2/3/4 columns).
// The staff tab adds '+ Add Brand', 'Seed Sample Data' when empty, and edit; the investor
// view is read-only and adds the charts.

export function useVentures() {
  return useQuery<VentureJson[]>({ queryKey: KEYS.ventures, retry: false });
}

export function VenturesPanel({ isInvestorView }: { isInvestorView: boolean }) {
  const { data: ventures, isPending, isError } = useVentures();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<VentureJson | null>(null);
  const overview = useMemo(() => portfolioOverview(ventures ?? []), [ventures]);
  // Per currency, never one sum across currencies (docs/decisions/047-venture-money-per-currency.md).
  const baselines = useMemo(() => totalsByCurrency((ventures ?? []).map((v) => v.baselineCost)), [ventures]);
  const now = useNow();
  const queryClient = useQueryClient();

  const seed = useMutation({
    mutationFn: () => apiRequest("POST", "/api/ventures/seed"),
    onSuccess: async () => {
      toast({ title: "Ventures seeded successfully" });
      await queryClient.invalidateQueries({ queryKey: KEYS.ventures });
    },
    onError: (error) => {
      if (redirectIfUnauthorized(error)) return;
      toast({ title: "Error", description: "Failed to seed ventures", variant: "destructive" });
    },
  });

  const isEmpty = !!ventures && ventures.length === 0;
  const addButton = (
    <Button variant="brand" onClick={() => setIsAdding(true)}>
      + Add Brand
    </Button>
  );
  const seedButton = (
    <Button variant="outline" onClick={() => seed.mutate()} disabled={seed.isPending}>
      <Sparkles aria-hidden /> {seed.isPending ? "Seeding..." : "Seed Sample Data"}
    </Button>
  );

  return (
    <div>
      {isInvestorView ? null : (
        <TabHeader
          title="Ventures"
          count={ventures?.length}
          description="The studio’s own ventures as investors see them: phase, progress, costs and break-even."
          actions={
            <>
              {isEmpty ? seedButton : null}
              {addButton}
            </>
          }
        />
      )}
      {isPending ? (
        <SkeletonGrid label="Loading ventures..." className="xl:grid-cols-4" />
      ) : isError ? (
        <LoadError what="the ventures" />
      ) : isEmpty ? (
        <EmptyState icon={<Rocket aria-hidden />} title="No Ventures Yet" headingLevel={isInvestorView ? 2 : 3}>
          {isInvestorView
            ? "No ventures have been added to the portfolio yet."
            : "Get started by adding your first venture to the portfolio."}
        </EmptyState>
      ) : (
        <>
          <PortfolioOverview overview={overview} baselines={baselines} />
          {isInvestorView ? <PortfolioCharts ventures={ventures} /> : null}
          <section aria-labelledby="venture-list-title" className="mt-10">
            <h2 id="venture-list-title" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
              {isInvestorView ? "Ventures" : "All ventures"}
            </h2>
            <div className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {ventures.map((venture, index) => (
                <VentureCard
                  key={venture.id}
                  venture={venture}
                  index={index}
                  now={now}
                  onEdit={isInvestorView ? undefined : setEditing}
                />
              ))}
            </div>
          </section>
        </>
      )}
      {isInvestorView ? null : (
        <VentureDialog
          venture={isAdding ? "new" : editing}
          onClose={() => {
            setIsAdding(false);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
