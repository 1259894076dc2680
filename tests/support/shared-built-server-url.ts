import { inject } from "vitest";

/**
 * The built server the page-reading test files share (tests/support/shared-built-server.ts): for tests that only
 * read pages, where a server of their own would start the build once more for nothing. Apart from built-server.ts,
 * which the Playwright specs import: vitest loaded in Playwright's process breaks its expect.
 */
export const sharedBuiltServerUrl = (): string => inject("sharedBuiltServerUrl");
