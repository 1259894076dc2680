import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MESSAGES, checkAdminAccess, requireAdmin, upsertUser } from "~/lib/admin.server";
import { INVALID_LOGIN, LOGIN_LIMITS, LOGIN_RATE_LIMITED, LoginError, login, safeRedirect } from "~/lib/auth.server";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "~/lib/password.server";
import { memoryRateLimitStore, rateLimit } from "~/lib/rate-limit.server";
import { getSessionUser, SESSION_TTL_MS, createUserSession, destroyUserSession } from "~/lib/session.server";
import { createDb } from "../../db/client";
import { sessions, userRoles, users } from "../../db/schema";
import { loginRequest, requestWithCookie, sessionDepsFor, TEST_SECRET, toastOf } from "../support/admin-helpers";
import { createMigratedDb, dbTargets, type TestDb } from "../support/db";

const PASSWORD = "correct horse battery";

describe("password hashing", () => {
  it("uses scrypt N=2^17 r=8 p=1 with a random salt, and verifies only the right password", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword(PASSWORD)).not.toBe(hash);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, hash)).toBe(false);
    expect(await verifyPassword(PASSWORD, "plain-text")).toBe(false);
  });

  it(`refuses passwords shorter than ${MIN_PASSWORD_LENGTH} characters`, async () => {
    await expect(hashPassword("x".repeat(MIN_PASSWORD_LENGTH - 1))).rejects.toThrow(/at least 12/);
  });

  it("only redirects to paths on this site", () => {
    expect(safeRedirect("/gallery-import?select=all")).toBe("/gallery-import?select=all");
    expect(safeRedirect("//evil.example")).toBe("/admin");
    expect(safeRedirect("https://evil.example")).toBe("/admin");
    expect(safeRedirect(null)).toBe("/admin");
  });
});

describe.each(dbTargets)("auth on %s", (kind) => {
  let db: TestDb;
  let adminId: string;
  let userId: string;

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    adminId = await upsertUser(db.db, { email: " Office@Example.com ", password: PASSWORD, admin: true });
    userId = await upsertUser(db.db, { email: "helper@example.com", password: PASSWORD, admin: false });
  });
  afterAll(() => db.destroy());

  it("admin:create makes a user with the admin role, updates the password, and --no-admin takes the role away", async () => {
    const [admin] = await db.db.select().from(users).where(eq(users.id, adminId));
    expect(admin.email).toBe("office@example.com");
    expect(admin.passwordHash.startsWith("scrypt$")).toBe(true);
    expect(await db.db.select().from(userRoles).where(eq(userRoles.userId, adminId))).toEqual([{ userId: adminId, role: "admin" }]);
    expect(await db.db.select().from(userRoles).where(eq(userRoles.userId, userId))).toEqual([]);

    const other = await upsertUser(db.db, { email: "temp@example.com", password: "first password 1", admin: true });
    expect(await upsertUser(db.db, { email: "TEMP@example.com", password: "second password 2", admin: false })).toBe(other);
    const [temp] = await db.db.select().from(users).where(eq(users.id, other));
    expect(await verifyPassword("second password 2", temp.passwordHash)).toBe(true);
    expect(await db.db.select().from(userRoles).where(eq(userRoles.userId, other))).toEqual([]);

    await expect(upsertUser(db.db, { email: "short@example.com", password: "too short", admin: true })).rejects.toThrow(/at least 12/);
    await expect(upsertUser(db.db, { email: "not-an-email", password: PASSWORD, admin: true })).rejects.toThrow(/email/);
  });

  it("logs in with the right password: a new random session row and an HttpOnly SameSite=Lax cookie", async () => {
    const deps = { ...sessionDepsFor(db), store: memoryRateLimitStore() };
    const { user, setCookie } = await login(loginRequest({ email: "OFFICE@example.com", password: PASSWORD }), "10.0.0.1", deps);
    expect(user).toEqual({ id: adminId, email: "office@example.com" });
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // only in production
    const me = await getSessionUser(requestWithCookie("http://localhost/admin", setCookie), deps);
    expect(me).toEqual({ id: adminId, email: "office@example.com" });

    // Logging in again replaces the session the browser had (no fixation): the old id stops working.
    const again = await login(loginRequest({ email: "office@example.com", password: PASSWORD }, setCookie), "10.0.0.1", deps);
    expect(again.setCookie).not.toBe(setCookie);
    expect(await getSessionUser(requestWithCookie("http://localhost/admin", setCookie), deps)).toBeNull();
    expect(await getSessionUser(requestWithCookie("http://localhost/admin", again.setCookie), deps)).not.toBeNull();
  });

  it("gives the same message for a wrong password and an unknown email, with the email kept", async () => {
    const deps = { ...sessionDepsFor(db), store: memoryRateLimitStore() };
    const wrong = await login(loginRequest({ email: "office@example.com", password: "wrong password!" }), "10.0.0.2", deps).catch((e) => e);
    const unknown = await login(loginRequest({ email: "nobody@example.com", password: PASSWORD }), "10.0.0.2", deps).catch((e) => e);
    for (const error of [wrong, unknown]) {
      expect(error).toBeInstanceOf(LoginError);
      expect(error.message).toBe(INVALID_LOGIN);
      expect(error.status).toBe(400);
    }
    expect(unknown.email).toBe("nobody@example.com");
    const forged = await login(loginRequest({ email: "office@example.com", password: PASSWORD }), "10.0.0.2", {
      ...deps,
      cookie: (await import("~/lib/session.server")).createSessionCookie({ NODE_ENV: "test", SESSION_SECRET: "another-secret-".padEnd(40, "z") }),
    });
    // A cookie signed with another secret is no session here.
    expect(await getSessionUser(requestWithCookie("http://localhost/", forged.setCookie), sessionDepsFor(db))).toBeNull();
  });

  it("limits attempts per account and per IP", async () => {
    const deps = { ...sessionDepsFor(db), store: memoryRateLimitStore() };
    const attempt = (email: string, ip: string) =>
      login(loginRequest({ email, password: "wrong password!" }), ip, deps).then(
        () => 200,
        (e: LoginError) => e.status,
      );
    // Per account: the limit counts attempts from every address (filled in here rather than by
    // hashing eleven times), and the next attempt from a fresh address is refused.
    for (let i = 0; i < LOGIN_LIMITS.account.limit - 1; i++) {
      await rateLimit(LOGIN_LIMITS.account, "helper@example.com", deps.store);
    }
    expect(await attempt("HELPER@example.com", "10.1.0.1")).toBe(400); // the limit-th attempt is still checked
    expect(await attempt("helper@example.com", "10.1.0.2")).toBe(429);
    // The right password is refused too while locked, with the rate-limit message.
    const locked = await login(loginRequest({ email: "helper@example.com", password: PASSWORD }), "10.2.0.1", deps).catch((e) => e);
    expect(locked.message).toBe(LOGIN_RATE_LIMITED);

    // Per IP: one address trying many accounts is stopped before any password is checked.
    const store = memoryRateLimitStore();
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i++) await rateLimit(LOGIN_LIMITS.ip, "10.3.0.1", store);
    const blocked = await login(loginRequest({ email: "office@example.com", password: PASSWORD }), "10.3.0.1", { ...deps, store }).catch((e) => e);
    expect(blocked).toBeInstanceOf(LoginError);
    expect(blocked.status).toBe(429);
  });

  it("expires sessions and logout deletes the row", async () => {
    const deps = sessionDepsFor(db);
    const session = await createUserSession(new Request("http://localhost/login"), adminId, deps);
    const request = requestWithCookie("http://localhost/admin", session.setCookie);
    expect(await getSessionUser(request, deps)).not.toBeNull();
    const later = sessionDepsFor(db, () => new Date(Date.now() + SESSION_TTL_MS + 1000));
    expect(await getSessionUser(request, later)).toBeNull();

    const clear = await destroyUserSession(request, deps);
    expect(clear).toMatch(/^session=;/);
    expect(clear).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await db.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
    expect(await getSessionUser(request, deps)).toBeNull();
  });

  it("checks admin access with the spec's three outcomes and redirects", async () => {
    const deps = sessionDepsFor(db);
    const admin = await createUserSession(new Request("http://localhost/login"), adminId, deps);
    const helper = await createUserSession(new Request("http://localhost/login"), userId, deps);
    const url = "http://localhost/gallery-import?select=all";

    expect(await requireAdmin(requestWithCookie(url, admin.setCookie), deps)).toEqual({ id: adminId, email: "office@example.com" });

    const anonymous = (await requireAdmin(new Request(url), deps).catch((r) => r)) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/gallery-import?select=all")}`);
    expect((await toastOf(anonymous))?.title).toBe(ACCESS_MESSAGES.notLoggedIn);

    const notAdmin = (await requireAdmin(requestWithCookie(url, helper.setCookie), deps).catch((r) => r)) as Response;
    expect(notAdmin.headers.get("Location")).toBe("/");
    expect((await toastOf(notAdmin))?.title).toBe(ACCESS_MESSAGES.notAdmin);

    // A database that does not answer: the check fails closed.
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-closed-"));
    const broken = createDb({ dataDir: dir });
    await broken.close();
    const brokenDeps = { ...deps, db: broken.db };
    expect((await checkAdminAccess(requestWithCookie(url, admin.setCookie), brokenDeps)).kind).toBe("failed");
    const failed = (await requireAdmin(requestWithCookie(url, admin.setCookie), brokenDeps).catch((r) => r)) as Response;
    expect(failed.headers.get("Location")).toBe("/");
    expect((await toastOf(failed))?.title).toBe(ACCESS_MESSAGES.failed);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("npm run admin:create (the script itself, on an embedded database)", () => {
  it("creates an admin who can log in, and refuses a short password", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
    const run = (...args: string[]) =>
      promisify(execFile)("npx", ["tsx", "scripts/admin-create.ts", ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SESSION_SECRET: TEST_SECRET, LOG_LEVEL: "silent" },
      });
    const ok = await run("--email", "Boss@Example.com", "--password", PASSWORD);
    expect(ok.stdout).toContain("Admin boss@example.com is ready.");
    const short = await run("--email", "boss@example.com", "--password", "short").catch((e) => e);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    const usage = await run("--email", "boss@example.com").catch((e) => e);
    expect(usage.code).toBe(2);

    const handle = createDb({ dataDir });
    try {
      const deps = { db: handle.db, cookie: sessionDepsFor({ db: handle.db } as TestDb).cookie, store: memoryRateLimitStore() };
      const { user } = await login(loginRequest({ email: "boss@example.com", password: PASSWORD }), "10.9.0.1", deps);
      const access = await checkAdminAccess(
        requestWithCookie("http://localhost/admin", (await createUserSession(new Request("http://localhost/"), user.id, deps)).setCookie),
        deps,
      );
      expect(access.kind).toBe("admin");
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
