import { useEffect, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";

// Leaving the editor with unsaved work (issue 26): the browser asks on a reload, a closed tab or an address
// typed (beforeunload); the editor asks before its own link out ("Leave without saving?", leave-editor.tsx).
// Not React Router's blocker: it would add its code to the chunk every public page loads, and the work is
// kept (autosaved, offered back) whichever way the person goes, the browser's Back button included.
export function useLeaveGuard(mustAsk: boolean) {
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useEffect(() => {
    if (!mustAsk) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [mustAsk]);
  return {
    /** The click handler of a link out of the editor to `to`. */
    guard: (to: string) => (event: MouseEvent) => {
      if (!mustAsk || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setLeavingTo(to);
    },
    isAsking: leavingTo !== null,
    stay: () => setLeavingTo(null),
    leave: () => {
      const to = leavingTo;
      setLeavingTo(null);
      if (to) void navigate(to);
    },
  };
}
