import { catalogue } from "./catalogue";

/** The one illustration that shows two states side by side; the page labels its halves (app/components/pages/BeforeAfter.tsx). */
export const BEFORE_AFTER_ILLUSTRATION = "/illustrations/gallery-before-after.svg";

/** Its labels: words belong in the page, not in the picture, so they follow the page's language. */
export const beforeAfterText = /* @__PURE__ */ catalogue({ before: "Before", after: "After" }, { before: "Antes", after: "Después" });

/** The labels as the loaders of the pages that show the illustration send them (home and service pages). */
export type BeforeAfterWords = { beforeAfter: (typeof beforeAfterText)["en"] };
