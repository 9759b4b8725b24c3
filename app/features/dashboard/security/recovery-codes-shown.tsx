import { Button } from "#app/components/ui/button.tsx";

// Newly issued recovery codes, shown once until the person says they have saved them.

export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5">
      <p className="font-semibold text-emerald-900">Save your recovery codes now: they will not be shown again.</p>
      <p className="mt-1 text-sm text-emerald-900">
        Each code signs you in once when your app or passkey is not at hand.
      </p>
      <ul
        className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-slate-900"
        aria-label="Recovery codes"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).catch(() => undefined)}
        >
          Copy codes
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
