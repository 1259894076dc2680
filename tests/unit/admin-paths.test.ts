import { describe, expect, it } from "vitest";
import { isAdminUploadPath, isPrivatePath } from "~/lib/platform/admin-paths";

describe("the admin's paths (app/lib/platform/admin-paths.ts)", () => {
  const admin = ["/admin", "/admin/", "/admin/leads", "/admin/leads/123", "/admin/leads.csv", "/admin/on-call", "/gallery-import", "/gallery-import/"];
  const signIn = ["/login", "/login/verify", "/login/enrol", "/logout", "/ack/abc"];
  const publicPaths = ["/", "/administrator", "/admins", "/gallery", "/gallery-imports", "/loginx", "/acknowledge", "/contact", "/services/admin"];

  it("private paths are the admin's pages (/admin and /gallery-import and what is under them, never a path that only starts alike), signing in or out and the acknowledgement links", () => {
    for (const path of [...admin, ...signIn]) expect(isPrivatePath(path), path).toBe(true);
    for (const path of publicPaths) expect(isPrivatePath(path), path).toBe(false);
  });

  it("only the gallery admin page itself takes the upload", () => {
    expect(isAdminUploadPath("/admin")).toBe(true);
    expect(isAdminUploadPath("/admin/")).toBe(true);
    for (const path of ["/admin/leads", "/admin/on-call", "/gallery-import", "/administrator", "/login"]) expect(isAdminUploadPath(path), path).toBe(false);
  });
});
