import type { TestProject } from "vitest/node";
import { startBuiltServer } from "./built-server";

declare module "vitest" {
  export interface ProvidedContext {
    sharedBuiltServerUrl: string;
  }
}

/**
 * Global setup of the test files that only read pages from the production build (the `built-pages` project of
 * vitest.config.ts): one built server for all of them, started once when one of them runs and stopped at the end.
 * They read it through sharedBuiltServerUrl() (tests/support/shared-built-server-url.ts).
 */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide("sharedBuiltServerUrl", server.url);
  return () => server.stop();
}
