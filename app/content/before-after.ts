import { catalogue } from "./catalogue";

/** A drawing of the site's own (not a photo the office uploaded): the page marks it "Illustration". */
export const isIllustration = (src: string) => src.startsWith("/illustrations/");

/** A drawing of two states side by side, named `…-before-after.svg`: the page labels its halves. */
export const isBeforeAfter = (src: string) => isIllustration(src) && src.endsWith("-before-after.svg");

/** Its labels, and the drawings' mark: words belong in the page, not in the picture, so they follow the page's language. */
export const beforeAfterText = /* @__PURE__ */ catalogue(
  { before: "Before", after: "After", illustration: "Illustration" },
  { before: "Antes", after: "Después", illustration: "Ilustración" },
);

/** The labels as the loaders of the pages that show the illustrations send them (home, gallery and service pages). */
export type BeforeAfterWords = { beforeAfter: (typeof beforeAfterText)["en"] };
