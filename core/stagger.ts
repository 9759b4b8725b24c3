// docs/product.md#dashboard: cards animate in with a stagger of 0.1 s × their index. Capped at 0.5 s so that a
// long list does not keep its last cards hidden for seconds (issue 17 item 13: the 36th card
// appeared after 3.6 s). Under reduced motion nothing animates at all (motion-safe classes).

export const STAGGER_STEP_S = 0.1;
export const STAGGER_MAX_S = 0.5;

/** The entrance delay of the card at `index`, in seconds. */
export function staggerDelay(index: number): number {
  return Math.min(Math.max(0, index) * STAGGER_STEP_S, STAGGER_MAX_S);
}
