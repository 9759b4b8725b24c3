import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LayoutGrid, Plus, Sparkles } from "lucide-react";
import { useState } from "react";
import { can, type Role } from "#core/permissions.ts";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { EmptyState, LoadError, SkeletonGrid, TabHeader } from "../shared/layout.tsx";
import { KEYS, type CardJson } from "../shared/types.ts";
import { busyEntryId, useToastedChange, withPendingFlag } from "../shared/use-toasted-change.ts";
import { CardDialog } from "./card-dialog.tsx";
import { CardTile } from "./card-tile.tsx";

// docs/product.md#dashboard Portfolio tab: card grid, Add/Edit Card, visibility toggle (sends only isActive),
// delete and 'Seed Sample Data' for owners (seed only when there are no cards).
export function CardsTab({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const { data: cards, isPending, isError } = useQuery<CardJson[]>({ queryKey: KEYS.cards });
  const [editing, setEditing] = useState<CardJson | "new" | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEYS.cards });

  const toggle = useToastedChange({
    send: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest("PUT", `/api/portfolio-cards/${id}`, { isActive }),
    done: { title: "Portfolio card updated" },
    refresh,
    failed: "Error updating card",
  });
  const remove = useToastedChange({
    send: (id: string) => apiRequest("DELETE", `/api/portfolio-cards/${id}`),
    done: { title: "Portfolio card deleted" },
    refresh,
    failed: "Error deleting card",
  });
  const seed = useToastedChange({
    send: () => apiRequest("POST", "/api/portfolio-cards/seed"),
    done: { title: "Portfolio cards seeded" },
    refresh,
    failed: "Error",
  });

  const canSeed = can(role, "seedPortfolioCards") && cards?.length === 0;
  const busyId = busyEntryId(toggle, remove);

  return (
    <div>
      <TabHeader
        title="Portfolio Cards"
        count={cards?.length}
        description="The ventures shown on the home page and on /portfolio. Hidden cards stay here, dimmed."
        actions={
          <>
            {canSeed ? (
              <Button variant="outline" onClick={() => seed.mutate()} disabled={seed.isPending}>
                <Sparkles aria-hidden /> {seed.isPending ? "Seeding..." : "Seed Sample Data"}
              </Button>
            ) : null}
            <Button variant="brand" onClick={() => setEditing("new")}>
              <Plus aria-hidden /> Add Card
            </Button>
          </>
        }
      />
      {isPending ? (
        <SkeletonGrid label="Loading portfolio cards..." />
      ) : isError ? (
        <LoadError what="the portfolio cards" />
      ) : cards.length === 0 ? (
        <EmptyState icon={<LayoutGrid aria-hidden />}>
          No portfolio cards yet. Add your first card to get started!
        </EmptyState>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <CardTile
              key={card.id}
              card={withPendingFlag(card, "isActive", toggle)}
              canDelete={can(role, "deletePortfolioCard")}
              isBusy={busyId === card.id}
              onEdit={() => setEditing(card)}
              onToggle={(isActive) => toggle.mutate({ id: card.id, isActive })}
              onDelete={() => remove.mutate(card.id)}
            />
          ))}
        </div>
      )}
      <CardDialog card={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
