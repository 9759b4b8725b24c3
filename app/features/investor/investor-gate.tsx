import { Lock } from "lucide-react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { cn } from "../../lib/cn.ts";
import { INVESTOR_STORAGE_KEY } from "./investor-storage.ts";

// docs/product.md#roles investor gate: a stored token the server still accepts goes straight to /dashboard;
// otherwise the password dialog opens. The server checks the password (decision 006).

const InvestorDialog = lazy(() => import("./investor-dialog.tsx"));

async function hasValidToken(): Promise<boolean> {
  const token = window.localStorage.getItem(INVESTOR_STORAGE_KEY);
  if (!token) return false;
  const response = await fetch("/api/investor-access/verify", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  }).catch(() => null);
  if (response?.ok) return true;
  window.localStorage.removeItem(INVESTOR_STORAGE_KEY);
  return false;
}

export function InvestorButton({ className, children }: { className?: string; children?: ReactNode }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function onClick() {
    if (await hasValidToken()) return void navigate("/dashboard");
    setWanted(true);
    setOpen(true);
  }

  return (
    <>
      <button ref={button} type="button" onClick={onClick} className={cn(className)}>
        {children ?? (
          <>
            <Lock aria-hidden /> Investor
          </>
        )}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <InvestorDialog
            open={open}
            onOpenChange={setOpen}
            onAccepted={() => navigate("/dashboard")}
            opener={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
