/**
 * The icon set (docs/design.md, "Icons"): each name has a `.icon-NAME` rule in app/tailwind.css (the office's tab
 * bar's, last, in app/admin.css, so no public page carries them) and a drawing in public/icons/NAME.svg (a unit test
 * holds the three together). The office's design page shows them all.
 */
export const ICON_NAMES = [
  "bolt",
  "shield",
  "clock",
  "dollar",
  "home",
  "check",
  "plug",
  "car",
  "bulb",
  "wrench",
  "building",
  "search",
  "phone",
  "message",
  "close",
  "menu",
  "warning",
  "inbox",
  "calendar",
  "chart",
  "pencil",
  "more",
] as const;
