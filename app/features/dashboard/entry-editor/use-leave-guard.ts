import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

// Leaving the editor with unsaved work (issue 26): the browser asks on a reload or a closed tab
// (beforeunload), the editor on a link out (React Router's blocker, answered by leave-editor.tsx).
// `allowLeaving` lets the editor's own navigation through (to a new entry's address after its first save).
export function useLeaveGuard(mustAsk: boolean) {
  const allowLeaving = useRef(false);
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
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      mustAsk && !allowLeaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return { blocker, allowLeaving };
}
