import { useHydrated } from "~/hooks/use-hydrated";

/**
 * The class for a home section below the first screen: on the page as served, the browser lays it out only when
 * it nears the viewport (docs/performance.md). Once the page's code runs it is dropped, so a page rendered by
 * the app (coming back to home) has its true height at once and scroll restoration lands where it should.
 */
export const useBelowFold = () => (useHydrated() ? "" : "below-fold");
