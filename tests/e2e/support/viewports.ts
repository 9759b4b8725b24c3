/** The two widths every screen is checked at: a desktop and a phone (375 px). */
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
] as const;
