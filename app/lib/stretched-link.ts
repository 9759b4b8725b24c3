// A link (or button) whose click area is its whole card: an empty ::after box over the card.
// The card needs `relative`. z-10 keeps the box above parts of the card that make their own
// stacking context on hover (a transformed arrow or image would otherwise lie on top and
// swallow the click: issue 17 item 12). Anything else clickable inside the card needs z-20.
export const STRETCHED_LINK = "outline-none after:absolute after:inset-0 after:z-10 after:content-['']";
