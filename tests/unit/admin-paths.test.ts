import { describe, expect, it } from "vitest";
import { isAdminUploadPath, isPrivatePath } from "~/lib/platform/admin-paths";
import { isTokenPath } from "~/lib/platform/token-paths";

describe("the admin's paths (app/lib/platform/admin-paths.ts)", () => {
  const admin = ["/admin", "/admin/", "/admin/leads", "/admin/leads/123", "/admin/leads.csv", "/admin/on-call", "/admin/today", "/gallery-import", "/gallery-import/"];
  const signIn = ["/login", "/login/verify", "/login/enrol", "/logout"];
  const keys = ["/ack/abc", "/status/abc", "/r/abc", "/r/abc/google", "/r/abc/unsubscribe", "/R/abc", "/Status/abc/", "/calendar/abc/visits.ics"];
  const publicPaths = ["/", "/administrator", "/admins", "/gallery", "/gallery-imports", "/loginx", "/acknowledge", "/contact", "/services/admin", "/reviews", "/es/reviews", "/statuses", "/services/r/abc", "/calendars"];

  it("private paths are the admin's pages (/admin and /gallery-import and what is under them, never a path that only starts alike), signing in or out and the links that are keys (token-paths.ts)", () => {
    for (const path of [...admin, ...signIn, ...keys]) expect(isPrivatePath(path), path).toBe(true);
    for (const path of publicPaths) expect(isPrivatePath(path), path).toBe(false);
  });

  it("the links that are keys are the status, acknowledgement, review and calendar feed links and what is under them", () => {
    for (const path of keys) expect(isTokenPath(path), path).toBe(true);
    for (const path of [...admin, ...signIn, ...publicPaths]) expect(isTokenPath(path), path).toBe(false);
  });

  it("only the gallery admin page itself takes the upload", () => {
    expect(isAdminUploadPath("/admin/gallery")).toBe(true);
    expect(isAdminUploadPath("/admin/gallery/")).toBe(true);
    for (const path of ["/admin", "/admin/leads", "/admin/on-call", "/admin/today", "/gallery-import", "/administrator", "/login"]) expect(isAdminUploadPath(path), path).toBe(false);
  });
});
