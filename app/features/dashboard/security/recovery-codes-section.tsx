import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { SecurityCard } from "./security-card.tsx";
import { TWO_FACTOR_KEY, TWO_FACTOR_URL, type SectionProps } from "./two-factor.ts";

// The recovery-codes section: how many are left, and a new set (shown once) on request. Hidden
// until a first factor exists.

export function RecoveryCodesSection({ status, onCodes, onFailure }: SectionProps) {
  const queryClient = useQueryClient();
  const regenerate = useMutation({
    mutationFn: () => apiRequest<{ recoveryCodes: string[] }>("POST", `${TWO_FACTOR_URL}/recovery-codes`),
    onSuccess: async ({ recoveryCodes }) => {
      onCodes(recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
    },
    onError: onFailure,
  });
  if (!status.totp.enabled && status.passkeys.length === 0) return null;
  return (
    <SecurityCard id="recovery-heading" title="Recovery codes" icon={KeyRound}>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700" data-testid="recovery-left">
          {status.recoveryCodesLeft} of 10 recovery codes left. Each works once, if you lose your phone or passkey.
        </p>
        <Button variant="outline" size="sm" onClick={() => regenerate.mutate()} disabled={regenerate.isPending}>
          Generate new codes
        </Button>
      </div>
    </SecurityCard>
  );
}
