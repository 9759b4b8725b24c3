import { useCallback, useRef, useState } from "react";

/**
 * Open state for a dialog whose code loads on first use: `isWanted` turns true on the first
 * open and stays true, so the lazy component mounts once and can animate closed. Opened from
 * state (no Radix Trigger), so it remembers the opener and `returnFocus` puts focus back there.
 */
export function useLazyDialog() {
  const [isOpen, setOpen] = useState(false);
  const [isWanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWanted(true);
    setOpen(true);
  }, []);
  const returnFocus = useCallback((event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus({ preventScroll: true });
  }, []);
  return { isOpen, isWanted, open, setOpen, returnFocus };
}

export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}
