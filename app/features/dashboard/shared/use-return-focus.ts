import { useRef } from "react";

/**
 * Dialogs opened from state (not from a Radix Trigger) would leave focus on <body> when they
 * close. This remembers what had focus when the dialog opened and returns focus there.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
