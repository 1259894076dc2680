import { randomBytes } from "node:crypto";
import { type Config, getConfig } from "./config.server";

export const createNonce = () => randomBytes(16).toString("base64");

const origin = (url?: string) => (url ? new URL(url).origin : "");

/** Headers every response carries (set by the server entry for assets, resource routes and documents). */
export function baseSecurityHeaders(config: Config = getConfig()): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), geolocation=(), payment=(), microphone=(self)",
  };
  if (config.NODE_ENV === "production") {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

/** Content-Security-Policy of an HTML document: scripts only from us or carrying this request's nonce. */
export function contentSecurityPolicy(nonce: string, config: Config = getConfig()): string {
  const storage = origin(config.S3_PUBLIC_URL);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "https://assets.calendly.com"],
    // React renders style attributes; styles cannot run code, so inline styles are allowed.
    "style-src": ["'self'", "'unsafe-inline'", "https://assets.calendly.com"],
    "img-src": ["'self'", "data:", "blob:", storage].filter(Boolean),
    "media-src": ["'self'", "blob:", storage].filter(Boolean),
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["https://calendly.com", "https://www.google.com", "https://maps.google.com"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  if (config.NODE_ENV === "production") directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * Public pages are the same for everyone, so a CDN may keep them; anything personal (a cookie in or
 * out, an error) must not be shared.
 */
export function documentCacheControl(request: Request, status: number, headers: Headers): string {
  const personal = request.headers.has("Cookie") || headers.has("Set-Cookie");
  if (status !== 200 || personal || !["GET", "HEAD"].includes(request.method)) return "private, no-store";
  return "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
}
