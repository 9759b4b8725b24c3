import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "../../lib/toast-store.ts";

// Radix Toast weighs ~12 KB gzip; most visits never show a toast. Its code loads with the
// first one (a form answer) and then stays mounted, so later toasts animate as usual.
export const loadToaster = () => import("./toaster.tsx");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

export function Notifications() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (hasToasts) setNeeded(true);
  }, [hasToasts]);
  if (!needed && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
