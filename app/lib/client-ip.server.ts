import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as the server entry saw it (express `req.ip`, proxy-aware when TRUST_PROXY is set). */
    clientIp?: string;
  }
}

/** The key rate limits count by. */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? "unknown";
}
