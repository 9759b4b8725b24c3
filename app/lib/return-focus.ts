/** Radix returns focus to a Dialog.Trigger; dialogs opened from state hand it back here instead. */
export function returnFocus(event: Event, opener: HTMLElement | null | undefined) {
  if (!opener?.isConnected) return;
  event.preventDefault();
  opener.focus({ preventScroll: true });
}
