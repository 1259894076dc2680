import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetTwoFactor, upsertUser } from "~/lib/auth/admin-accounts.server";
import { checkAdminAccess, requireAdmin } from "~/lib/auth/require-admin.server";
import { ACCESS_MESSAGES } from "~/lib/auth/require-admin.messages";
import { ALREADY_ENROLLED, CODE_INVALID, INVALID_LOGIN, LOGIN_EXPIRED, LOGIN_RATE_LIMITED } from "~/forms/admin-messages";
import { createChallengeCookie, type LoginDeps } from "~/lib/auth/login-cookies.server";
import { LOGIN_LIMITS } from "~/lib/auth/login-throttle.server";
import { login } from "~/lib/auth/password-login.server";
import { readPendingLogin } from "~/lib/auth/pending-login.server";
import { safeRedirect } from "~/lib/auth/safe-redirect.server";
import { LoginError } from "~/lib/auth/sign-in-step.server";
import { hashingLoad, hashPassword, MIN_PASSWORD_LENGTH, PASSWORD_TOO_COMMON, passwordProblem, verifyPassword } from "~/lib/auth/password.server";
import { addressKey } from "~/lib/platform/client-ip.server";
import { peekRateLimit, rateLimit } from "~/lib/platform/rate-limit.server";
import { createUserSession, destroyUserSession, getSessionUser, SESSION_IDLE_MS, SESSION_TTL_MS } from "~/lib/auth/session.server";
import { confirmEnrolment, enrolment, requirePendingLogin, verifySecondFactor } from "~/lib/auth/two-factor.server";
import { createDb } from "~db/client";
import { loginChallenges, recoveryCodes, sessions, userRoles, users } from "~db/schema";
import { loginDepsFor, loginRequest, requestWithCookie, sessionDepsFor, TEST_SECRET, toastOf } from "../support/admin-helpers";
import { createMigratedDb, dbTargets, type TestDb, useAppEnvironment } from "../support/db";
import { seedMigratedPglite } from "../support/migrated-templates";
import { builtScript, hasBuild } from "../support/app-process";

const PASSWORD = "correct horse battery";
const STEP_MS = 30_000;

/** The code an authenticator app would show for the secret at the time. */
const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret.replace(/ /g, "")), timestamp: at.getTime() });
const codeForm = (code: string) => {
  const form = new FormData();
  form.set("code", code);
  return form;
};
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (e: unknown) => {
      if (e instanceof LoginError) return e.status;
      throw e;
    },
  );

/** A table of hostile `redirectTo` values: each must give the fallback, never a Location off the site. */
const HOSTILE_REDIRECTS = [
  "/\t/evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "//evil.example",
  "///evil.example",
  "/./evil.example".replace("./", ".//"),
  "/..//evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "https://evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  " /\t/evil.example",
  "evil.example",
  "",
];
/** The same values as a browser would put them in a query string, plus ones encoded twice. */
const HOSTILE_QUERIES = ["/%09/evil.example", "/%5Cevil.example", "%2F%2Fevil.example", "%2F%09%2Fevil.example", "/%0D%0A/evil.example"];

/**
 * What the database plays no part in (where a login sends the browser, how many hashes run at once, the login
 * limits, which count in the test's own memory store: loginDepsFor) on one database: each of its logins is a full
 * scrypt, the most expensive thing in this file. The database's part of a login is shown on both.
 */
const onFirstDatabase = (kind: (typeof dbTargets)[number]) => it.runIf(kind === dbTargets[0]);

describe("password rules and redirects", () => {
  it("uses scrypt N=2^17 r=8 p=1 with a random salt, and verifies only the right password", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword(PASSWORD)).not.toBe(hash);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, hash)).toBe(false);
    expect(await verifyPassword(PASSWORD, "plain-text")).toBe(false);
  });

  it(`refuses passwords shorter than ${MIN_PASSWORD_LENGTH} characters, common ones and easy ones`, async () => {
    await expect(hashPassword("x".repeat(MIN_PASSWORD_LENGTH - 1))).rejects.toThrow(/at least 12/);
    expect(passwordProblem("x".repeat(MIN_PASSWORD_LENGTH - 1))).toBe("Password must be at least 12 characters");
    // In the common-passwords list, though long enough and (to a bare estimator) varied enough.
    for (const common of ["leavemealone", "LeaveMeAlone", "sonyericsson", "qwerty123456"]) expect(passwordProblem(common), common).toBe(PASSWORD_TOO_COMMON);
    // Not in the list, but trivially guessable.
    for (const easy of ["aaaaaaaaaaaa", "abcdefghijkl", "office@example.com1"]) {
      expect(passwordProblem(easy, ["office@example.com", "office", "example"]), easy).toBe(PASSWORD_TOO_COMMON);
    }
    expect(passwordProblem(PASSWORD)).toBeNull();
    expect(passwordProblem("amber lantern over quiet harbour 47")).toBeNull();
  });

  it("only redirects to paths on this site", () => {
    expect(safeRedirect("/gallery-import?select=all")).toBe("/gallery-import?select=all");
    expect(safeRedirect("/admin/leads#new")).toBe("/admin/leads#new");
    expect(safeRedirect(null)).toBe("/admin");
    for (const to of HOSTILE_REDIRECTS) expect(safeRedirect(to), JSON.stringify(to)).toBe("/admin");
    // Encoded once more, they are harmless paths on this site (the browser does not decode them).
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirect("/%5Cevil.example")).toBe("/%5Cevil.example");
  });
});

describe.each(dbTargets)("auth on %s", (kind) => {
  let db: TestDb;
  let adminId: string;
  let userId: string;
  /** The clock of the second step: each login moves it on by a TOTP step (each code is accepted once). */
  let clock = Date.now();
  const now = () => new Date(clock);
  const tick = () => (clock += STEP_MS);
  let adminSecret = "";

  /** The password step; returns the pending-login cookie and where it sends the browser. */
  const passwordStep = (deps: LoginDeps, email: string, password = PASSWORD, ip = "10.0.0.1", extra: Record<string, string> = {}) =>
    login(loginRequest({ email, password, ...extra }), ip, deps);

  /** Password, then the enrolment page (its key, a code from it): the first login of an account. */
  async function enrol(deps: LoginDeps, email: string, password = PASSWORD) {
    const { setCookie, next } = await passwordStep(deps, email, password);
    expect(next).toBe("/login/enrol");
    const request = requestWithCookie("http://localhost/login/enrol", setCookie, { method: "POST" });
    const page = (await enrolment(request, deps))!;
    expect(page.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const pending = (await readPendingLogin(request, deps))!;
    const result = await confirmEnrolment(request, pending, codeForm(codeAt(page.secret, now())), "10.0.0.1", deps);
    return { ...result, secret: page.secret.replace(/ /g, ""), pendingCookie: setCookie };
  }

  /** A full login of an enrolled account with a fresh code; returns the session's Set-Cookie. */
  async function signIn(deps: LoginDeps, email: string, secret: string, ip = "10.0.0.1") {
    const { setCookie } = await passwordStep(deps, email, PASSWORD, ip);
    tick();
    const request = requestWithCookie("http://localhost/login/verify", setCookie, { method: "POST" });
    const pending = await requirePendingLogin(request, "verify", deps);
    const { headers } = await verifySecondFactor(request, pending, codeForm(codeAt(secret, now())), ip, deps);
    return headers.getSetCookie()[0];
  }

  beforeAll(async () => {
    db = await createMigratedDb(kind);
    adminId = await upsertUser(db.db, { email: " Office@Example.com ", password: PASSWORD, admin: true });
    userId = await upsertUser(db.db, { email: "helper@example.com", password: PASSWORD, admin: false });
    adminSecret = (await enrol(loginDepsFor(db, now), "office@example.com")).secret;
  });
  afterAll(() => db.destroy());
  const onOneDatabase = onFirstDatabase(kind);

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
    await expect(upsertUser(db.db, { email: "weak@example.com", password: "password1234", admin: true })).rejects.toThrow(PASSWORD_TOO_COMMON);
    await expect(upsertUser(db.db, { email: "not-an-email", password: PASSWORD, admin: true })).rejects.toThrow(/email/);
    expect(await db.db.select().from(users).where(eq(users.email, "weak@example.com"))).toEqual([]);
  });

  it("a new password signs the account out everywhere (sessions and half-finished logins), not other accounts", async () => {
    const deps = loginDepsFor(db, now);
    const id = await upsertUser(db.db, { email: "reset@example.com", password: PASSWORD, admin: true });
    await enrol(deps, "reset@example.com");
    // Sessions as the last step of a sign-in makes them (two-factor.server.ts): a full login each would cost a scrypt.
    const session = async (userId: string) => (await createUserSession(new Request("http://localhost/login/verify"), userId, deps)).setCookie;
    const laptop = await session(id);
    const phone = await session(id);
    const half = await passwordStep(deps, "reset@example.com");
    const bystander = await session(adminId);
    for (const cookie of [laptop, phone]) expect(await getSessionUser(requestWithCookie("http://localhost/admin", cookie), deps)).not.toBeNull();

    await upsertUser(db.db, { email: "reset@example.com", password: "a brand new passphrase 9", admin: true });
    for (const cookie of [laptop, phone]) expect(await getSessionUser(requestWithCookie("http://localhost/admin", cookie), deps)).toBeNull();
    expect(await db.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await readPendingLogin(requestWithCookie("http://localhost/login/verify", half.setCookie), deps)).toBeNull();
    expect(await getSessionUser(requestWithCookie("http://localhost/admin", bystander), deps)).not.toBeNull();
    // The second factor stays: only the password changed.
    expect((await passwordStep(deps, "reset@example.com", "a brand new passphrase 9")).next).toBe("/login/verify");
  });

  it("the password alone starts no session: the second factor does, with an HttpOnly SameSite=Lax cookie", async () => {
    const deps = loginDepsFor(db, now);
    const { user, setCookie, next } = await passwordStep(deps, "OFFICE@example.com");
    expect(user).toEqual({ id: adminId, email: "office@example.com" });
    expect(next).toBe("/login/verify");
    expect(setCookie).toMatch(/^login=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).not.toMatch(/Secure/); // SITE_URL is http here
    expect(await getSessionUser(requestWithCookie("http://localhost/admin", setCookie), deps)).toBeNull();
    expect((await checkAdminAccess(requestWithCookie("http://localhost/admin", setCookie), deps)).kind).toBe("not-logged-in");

    tick();
    const request = requestWithCookie("http://localhost/login/verify", setCookie, { method: "POST" });
    const pending = await requirePendingLogin(request, "verify", deps);
    const { headers, redirectTo } = await verifySecondFactor(request, pending, codeForm(codeAt(adminSecret, now())), "10.0.0.1", deps);
    expect(redirectTo).toBe("/admin");
    const [session, cleared] = headers.getSetCookie();
    expect(session).toMatch(/^session=.*HttpOnly.*SameSite=Lax/);
    expect(cleared).toMatch(/^login=;.*Max-Age=0/);
    expect(await getSessionUser(requestWithCookie("http://localhost/admin", session), deps)).toEqual({ id: adminId, email: "office@example.com" });
    // The pending login is used up.
    expect(await readPendingLogin(request, deps)).toBeNull();

    // Logging in again replaces the session the browser had (no fixation): the old id stops working.
    const again = await passwordStep(deps, "office@example.com", PASSWORD, "10.0.0.1");
    tick();
    const second = requestWithCookie("http://localhost/login/verify", again.setCookie, { method: "POST" });
    second.headers.set("Cookie", `${second.headers.get("Cookie")}; ${session.split(";")[0]}`);
    const renewed = await verifySecondFactor(second, (await readPendingLogin(second, deps))!, codeForm(codeAt(adminSecret, now())), "10.0.0.1", deps);
    expect(await getSessionUser(requestWithCookie("http://localhost/admin", session), deps)).toBeNull();
    expect(await getSessionUser(requestWithCookie("http://localhost/admin", renewed.headers.getSetCookie()[0]), deps)).not.toBeNull();
  });

  it("gives the same message for a wrong password and an unknown email, with the email kept", async () => {
    const deps = loginDepsFor(db, now);
    const wrong = await passwordStep(deps, "office@example.com", "wrong password!", "10.0.0.2").catch((e) => e);
    const unknown = await passwordStep(deps, "nobody@example.com", PASSWORD, "10.0.0.2").catch((e) => e);
    for (const error of [wrong, unknown]) {
      expect(error).toBeInstanceOf(LoginError);
      expect(error.message).toBe(INVALID_LOGIN);
      expect(error.status).toBe(400);
    }
    expect(unknown.email).toBe("nobody@example.com");
    // A pending-login cookie with the right id but signed with another secret is nothing here.
    const { setCookie } = await passwordStep(deps, "office@example.com");
    const id = String(await deps.challengeCookie!.parse(setCookie.split(";")[0]));
    expect(await readPendingLogin(requestWithCookie("http://localhost/login/verify", setCookie), deps)).not.toBeNull();
    const other = createChallengeCookie({ SITE_URL: "http://localhost:3000", SESSION_SECRET: "another-secret-".padEnd(40, "z") });
    expect(await readPendingLogin(requestWithCookie("http://localhost/login/verify", await other.serialize(id)), deps)).toBeNull();
  });

  it("TOTP codes are accepted once, wrong codes count as failures, recovery codes work once each", async () => {
    const deps = loginDepsFor(db, now);
    const { setCookie } = await passwordStep(deps, "office@example.com");
    tick();
    const request = requestWithCookie("http://localhost/login/verify", setCookie, { method: "POST" });
    const pending = await requirePendingLogin(request, "verify", deps);
    const code = codeAt(adminSecret, now());
    await verifySecondFactor(request, pending, codeForm(code), "10.0.0.3", deps);

    // The same code again, within its 30 seconds, on a new pending login: refused, and it counts.
    const replay = await passwordStep(deps, "office@example.com");
    const replayRequest = requestWithCookie("http://localhost/login/verify", replay.setCookie, { method: "POST" });
    const replayPending = (await readPendingLogin(replayRequest, deps))!;
    const replayed = await verifySecondFactor(replayRequest, replayPending, codeForm(code), "10.0.0.3", deps).catch((e) => e);
    expect(replayed).toBeInstanceOf(LoginError);
    expect(replayed.message).toBe(CODE_INVALID);
    // An older code (the step before, still inside the clock-drift window) is refused too.
    expect(await status(verifySecondFactor(replayRequest, replayPending, codeForm(codeAt(adminSecret, new Date(clock - STEP_MS))), "10.0.0.3", deps))).toBe(400);
    expect(await status(verifySecondFactor(replayRequest, replayPending, codeForm("12345"), "10.0.0.3", deps))).toBe(400);
    // Three wrong codes counted against the account.
    expect((await peekRateLimit({ ...LOGIN_LIMITS.code, limit: 3 }, "office@example.com", deps.store)).ok).toBe(false);
    expect((await peekRateLimit({ ...LOGIN_LIMITS.code, limit: 4 }, "office@example.com", deps.store)).ok).toBe(true);

    // A recovery code (any case, with or without dashes) signs in once; the same code again does not.
    const [id] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, "spare@example.com"));
    expect(id).toBeUndefined();
    await upsertUser(db.db, { email: "spare@example.com", password: PASSWORD, admin: true });
    const enrolled = await enrol(deps, "spare@example.com");
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    for (const recovery of enrolled.recoveryCodes) expect(recovery).toMatch(/^([A-HJ-NP-Z2-9]{5}-){3}[A-HJ-NP-Z2-9]{5}$/);
    const stored = await db.db.select().from(recoveryCodes).innerJoin(users, eq(users.id, recoveryCodes.userId)).where(eq(users.email, "spare@example.com"));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(enrolled.recoveryCodes.map((c) => c.replace(/-/g, ""))).not.toContain(row.recovery_codes.codeHash);

    const useRecovery = async (value: string) => {
      const step = await passwordStep(deps, "spare@example.com");
      const r = requestWithCookie("http://localhost/login/verify", step.setCookie, { method: "POST" });
      return status(verifySecondFactor(r, (await readPendingLogin(r, deps))!, codeForm(value), "10.0.0.4", deps));
    };
    expect(await useRecovery(enrolled.recoveryCodes[0].toLowerCase().replace(/-/g, " "))).toBe(200);
    expect(await useRecovery(enrolled.recoveryCodes[0])).toBe(400);
    expect(await useRecovery(enrolled.recoveryCodes[1])).toBe(200);
  });

  it("enrolment happens once: a second pending login cannot replace the factor, and the verify page sends un-enrolled accounts to enrol", async () => {
    const deps = loginDepsFor(db, now);
    await upsertUser(db.db, { email: "twice@example.com", password: PASSWORD, admin: true });
    const first = await passwordStep(deps, "twice@example.com");
    const second = await passwordStep(deps, "twice@example.com");
    const verifyPage = await requirePendingLogin(requestWithCookie("http://localhost/login/verify", first.setCookie), "verify", deps).catch((r) => r);
    expect((verifyPage as Response).headers.get("Location")).toBe("/login/enrol");

    const r1 = requestWithCookie("http://localhost/login/enrol", first.setCookie, { method: "POST" });
    const r2 = requestWithCookie("http://localhost/login/enrol", second.setCookie, { method: "POST" });
    const page1 = (await enrolment(r1, deps))!;
    const page2 = (await enrolment(r2, deps))!;
    expect(page1.secret).not.toBe(page2.secret);
    // Reloading the page shows the same key (it belongs to the pending login).
    expect((await enrolment(r1, deps))!.secret).toBe(page1.secret);
    // A wrong code does not enrol.
    expect(await status(confirmEnrolment(r1, (await readPendingLogin(r1, deps))!, codeForm(codeAt(page2.secret, now())), "10.0.0.5", deps))).toBe(400);
    const p2 = (await readPendingLogin(r2, deps))!;
    await confirmEnrolment(r1, (await readPendingLogin(r1, deps))!, codeForm(codeAt(page1.secret, now())), "10.0.0.5", deps);
    const late = await confirmEnrolment(r2, p2, codeForm(codeAt(page2.secret, now())), "10.0.0.5", deps).catch((e) => e);
    expect(late.message).toBe(ALREADY_ENROLLED);
    const [row] = await db.db.select({ totpSecret: users.totpSecret }).from(users).where(eq(users.email, "twice@example.com"));
    expect(row.totpSecret).toBe(page1.secret.replace(/ /g, ""));
    // The enrolment page of an enrolled account sends to the code step.
    const third = await passwordStep(deps, "twice@example.com");
    const sent = await enrolment(requestWithCookie("http://localhost/login/enrol", third.setCookie), deps).catch((r) => r);
    expect((sent as Response).headers.get("Location")).toBe("/login/verify");
  });

  it("a pending login expires after 10 minutes and then leads back to /login with a message", async () => {
    const deps = loginDepsFor(db, now);
    const { setCookie } = await passwordStep(deps, "office@example.com");
    const later = { ...deps, now: () => new Date(clock + 10 * 60 * 1000 + 1000) };
    const expired = (await requirePendingLogin(requestWithCookie("http://localhost/login/verify", setCookie), "verify", later).catch((r) => r)) as Response;
    expect(expired.headers.get("Location")).toBe("/login");
    expect((await toastOf(expired))?.title).toBe(LOGIN_EXPIRED);
    // Expired rows are swept by the next password step.
    await passwordStep(later, "office@example.com");
    expect(await db.db.select().from(loginChallenges).where(eq(loginChallenges.expiresAt, new Date(clock + 10 * 60 * 1000)))).toEqual([]);
  });

  it("admin:create --reset-totp removes the factor and every session; the next login enrols again", async () => {
    const deps = loginDepsFor(db, now);
    await upsertUser(db.db, { email: "lost@example.com", password: PASSWORD, admin: true });
    const { secret } = await enrol(deps, "lost@example.com");
    const session = await signIn(deps, "lost@example.com", secret);
    expect(await resetTwoFactor(db.db, "LOST@example.com")).toBe(true);
    expect(await resetTwoFactor(db.db, "nobody@example.com")).toBe(false);
    expect(await getSessionUser(requestWithCookie("http://localhost/admin", session), deps)).toBeNull();
    const [user] = await db.db.select().from(users).where(eq(users.email, "lost@example.com"));
    expect(user.totpSecret).toBeNull();
    expect(await db.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect((await passwordStep(deps, "lost@example.com")).next).toBe("/login/enrol");
  });

  onOneDatabase("counts only wrong passwords per account and address, and a full sign-in clears them", async () => {
    const deps = { ...loginDepsFor(db, now), limits: { ...LOGIN_LIMITS, password: { ...LOGIN_LIMITS.password, limit: 3 } } };
    for (let i = 0; i < 5; i++) expect(await status(passwordStep(deps, "office@example.com", PASSWORD, "10.4.0.1")), `attempt ${i + 1}`).toBe(200);
    const wrong = () => status(passwordStep(deps, "office@example.com", "wrong password!", "10.4.1.1"));
    expect([await wrong(), await wrong()]).toEqual([400, 400]);
    await signIn(deps, "office@example.com", adminSecret, "10.4.1.1");
    expect([await wrong(), await wrong()]).toEqual([400, 400]);
    // Two failures since the sign-in: still open (four would be over the limit of 3).
    expect(await status(passwordStep(deps, "office@example.com", PASSWORD, "10.4.1.1"))).toBe(200);
  }, 180_000);

  onOneDatabase("a stranger's wrong passwords lock out the stranger's address only: the office still signs in from its own", async () => {
    const deps = loginDepsFor(db, now);
    const stranger = "2001:db8:66:1::1";
    const attempts = LOGIN_LIMITS.password.limit + 3;
    const answers: number[] = [];
    // The stranger rotates addresses inside their /64: one network, one count.
    for (let i = 0; i < attempts; i++) {
      answers.push(await status(passwordStep(deps, "office@example.com", `wrong password ${i}`, addressKey(`2001:db8:66:1::${i + 1}`))));
    }
    expect(answers.slice(0, LOGIN_LIMITS.password.limit)).toEqual(Array(LOGIN_LIMITS.password.limit).fill(400));
    expect(answers.slice(LOGIN_LIMITS.password.limit)).toEqual(Array(attempts - LOGIN_LIMITS.password.limit).fill(429));
    // Even the right password from the stranger's network is refused unchecked, with Retry-After.
    const throttled = await passwordStep(deps, "office@example.com", PASSWORD, addressKey(stranger)).catch((e) => e);
    expect(throttled.status).toBe(429);
    expect(throttled.message).toBe(LOGIN_RATE_LIMITED);
    expect(throttled.retryAfterSeconds).toBeGreaterThan(0);
    // The office, from its own address, signs in with the right password.
    const session = await signIn(deps, "office@example.com", adminSecret, "10.6.0.2");
    expect(await getSessionUser(requestWithCookie("http://localhost/admin", session), deps)).not.toBeNull();
  }, 180_000);

  onOneDatabase("the account-wide ceiling stops guessing spread over networks, but never a browser that signed in before", async () => {
    const ceiling = 4;
    const deps = { ...loginDepsFor(db, now), limits: { ...LOGIN_LIMITS, account: { ...LOGIN_LIMITS.account, limit: ceiling } } };
    // The office's browser signs in once: it gets the device cookie.
    const { setCookie } = await passwordStep(deps, "office@example.com", PASSWORD, "10.7.0.1");
    tick();
    const verify = requestWithCookie("http://localhost/login/verify", setCookie, { method: "POST" });
    const done = await verifySecondFactor(verify, (await readPendingLogin(verify, deps))!, codeForm(codeAt(adminSecret, now())), "10.7.0.1", deps);
    const device = done.headers.getSetCookie().find((c) => c.startsWith("device="))!;
    expect(device).toMatch(/HttpOnly.*SameSite=Lax/);

    const answers: number[] = [];
    for (let i = 0; i < ceiling + 2; i++) answers.push(await status(passwordStep(deps, "office@example.com", `wrong password ${i}`, `10.8.${i}.1`)));
    expect(answers).toEqual([...Array(ceiling).fill(400), 429, 429]);
    // A browser new to the account is refused while the ceiling holds, whatever its address...
    expect(await status(passwordStep(deps, "office@example.com", PASSWORD, "10.9.0.1"))).toBe(429);
    // ...the office's browser is not, from any address.
    const known = await login(loginRequest({ email: "office@example.com", password: PASSWORD }, device), "10.9.0.2", deps);
    expect(known.next).toBe("/login/verify");
    // A device cookie of another account, or forged, is no pass.
    const forged = `device=${encodeURIComponent(Buffer.from(JSON.stringify("office@example.com")).toString("base64"))}`;
    expect(await status(login(loginRequest({ email: "office@example.com", password: PASSWORD }, forged), "10.9.0.3", deps))).toBe(429);
  }, 180_000);

  it("limits every attempt per IP, before any password is checked", async () => {
    const deps = loginDepsFor(db, now);
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i++) await rateLimit(LOGIN_LIMITS.ip, "10.3.0.1", deps.store);
    const blocked = await passwordStep(deps, "office@example.com", PASSWORD, "10.3.0.1").catch((e) => e);
    expect(blocked).toBeInstanceOf(LoginError);
    expect(blocked.status).toBe(429);
    // The second step counts against the address too.
    const { setCookie } = await passwordStep(deps, "office@example.com", PASSWORD, "10.3.0.2");
    const r = requestWithCookie("http://localhost/login/verify", setCookie, { method: "POST" });
    expect(await status(verifySecondFactor(r, (await readPendingLogin(r, deps))!, codeForm("000000"), "10.3.0.1", deps))).toBe(429);
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

  it(`ends a session idle for ${SESSION_IDLE_MS / 60_000} minutes; activity keeps it, up to its absolute lifetime`, async () => {
    let at = Date.now();
    const deps = sessionDepsFor(db, () => new Date(at));
    const session = await createUserSession(new Request("http://localhost/login"), adminId, deps);
    const request = requestWithCookie("http://localhost/admin", session.setCookie);
    // Used every 20 minutes for two hours: still signed in.
    for (let i = 0; i < 6; i++) {
      at += 20 * 60_000;
      expect(await getSessionUser(request, deps), `after ${(i + 1) * 20} minutes`).not.toBeNull();
    }
    // Then left alone a minute past the idle timeout: gone, and it stays gone.
    at += SESSION_IDLE_MS + 60_000;
    expect(await getSessionUser(request, deps)).toBeNull();
    at += 60_000;
    expect(await getSessionUser(request, deps)).toBeNull();

    // However active, a session ends SESSION_TTL_MS after it began.
    at = Date.now();
    const busy = requestWithCookie("http://localhost/admin", (await createUserSession(new Request("http://localhost/login"), adminId, deps)).setCookie);
    const start = at;
    while (at + SESSION_IDLE_MS / 2 < start + SESSION_TTL_MS) {
      at += SESSION_IDLE_MS / 2;
      if ((await getSessionUser(busy, deps)) === null) break;
    }
    expect(at - start).toBeGreaterThan(SESSION_TTL_MS - SESSION_IDLE_MS);
    at = start + SESSION_TTL_MS + 1000;
    expect(await getSessionUser(busy, deps)).toBeNull();
  });

  it("checks admin access with the documented three outcomes and redirects", async () => {
    const deps = sessionDepsFor(db);
    const admin = await createUserSession(new Request("http://localhost/login"), adminId, deps);
    const helper = await createUserSession(new Request("http://localhost/login"), userId, deps);
    const url = "http://localhost/gallery-import?select=all";

    expect(await requireAdmin(requestWithCookie(url, admin.setCookie), deps)).toEqual({ id: adminId, email: "office@example.com" });

    const anonymous = (await requireAdmin(new Request(url), deps).catch((r) => r)) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/gallery-import?select=all")}`);
    expect((await toastOf(anonymous))?.title).toBe("Please login to access the admin panel");

    const notAdmin = (await requireAdmin(requestWithCookie(url, helper.setCookie), deps).catch((r) => r)) as Response;
    expect(notAdmin.headers.get("Location")).toBe("/");
    expect((await toastOf(notAdmin))?.title).toBe("You don't have permission to access this page");

    // A database that does not answer: the check fails closed.
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-closed-"));
    const broken = createDb({ dataDir: dir });
    await broken.close();
    const brokenDeps = { ...deps, db: broken.db };
    expect((await checkAdminAccess(requestWithCookie(url, admin.setCookie), brokenDeps)).kind).toBe("failed");
    const failed = (await requireAdmin(requestWithCookie(url, admin.setCookie), brokenDeps).catch((r) => r)) as Response;
    expect(failed.headers.get("Location")).toBe("/");
    expect((await toastOf(failed))?.title).toBe("Authentication check failed");
    expect(ACCESS_MESSAGES).toEqual({
      notLoggedIn: "Please login to access the admin panel",
      notAdmin: "You don't have permission to access this page",
      failed: "Authentication check failed",
    });
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers the loaders of one page with one check, and checks again for the next request", async () => {
    const deps = sessionDepsFor(db);
    const admin = await createUserSession(new Request("http://localhost/login"), adminId, deps);
    const helper = await createUserSession(new Request("http://localhost/login"), userId, deps);
    const page = () => requestWithCookie("http://localhost/admin/leads", admin.setCookie);
    // The frame's loader and the page's, side by side: one answer (the same object), read once.
    const [frame, inbox] = await Promise.all([requireAdmin(page(), deps), requireAdmin(page(), deps)]);
    expect(frame).toEqual({ id: adminId, email: "office@example.com" });
    expect(inbox).toBe(frame);
    // Once answered, nothing is kept: the next request reads the session again.
    const next = await requireAdmin(page(), deps);
    expect(next).toEqual(frame);
    expect(next).not.toBe(frame);
    // Another cookie at the same moment is checked on its own.
    const [adminAgain, notAdmin] = await Promise.all([
      requireAdmin(page(), deps),
      requireAdmin(requestWithCookie("http://localhost/admin/leads", helper.setCookie), deps).catch((r: Response) => r),
    ]);
    expect(adminAgain).toEqual(frame);
    expect((notAdmin as Response).headers.get("Location")).toBe("/");
  });
});

/**
 * The route modules themselves (/login, /login/verify), wired by the app's own configuration
 * (environment → config → database): nothing is injected but the environment.
 */
describe.each(dbTargets)("login routes with the app's configuration on %s", (kind) => {
  let app: Awaited<ReturnType<typeof useAppEnvironment>> | undefined;
  let routes: {
    login: typeof import("~/routes/login");
    verify: typeof import("~/routes/login_.verify");
    enrol: typeof import("~/routes/login_.enrol");
  };
  const args = (request: Request, ip: string) => ({ request, context: { clientIp: ip }, params: {} });
  const post = (url: string, fields: Record<string, string>, cookie?: string) =>
    requestWithCookie(url, cookie, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  /** The routes use the real clock, so each login after enrolment uses one of the recovery codes. */
  let recovery: string[] = [];
  const onOneDatabase = onFirstDatabase(kind);

  beforeAll(async () => {
    app = await useAppEnvironment(kind, { SESSION_SECRET: "r".repeat(40), SITE_URL: "http://localhost:3000" });
    const { getDbHandle } = await import("~/lib/platform/db.server");
    await upsertUser(getDbHandle().db, { email: "route-admin@example.com", password: PASSWORD, admin: true });
    routes = { login: await import("~/routes/login"), verify: await import("~/routes/login_.verify"), enrol: await import("~/routes/login_.enrol") };

    // The first login enrols through the enrolment route (its loader shows the key).
    const password = await routes.login.action(args(post("http://localhost/login", { email: "route-admin@example.com", password: PASSWORD }), "192.0.2.1")) as Response;
    expect(password.headers.get("Location")).toBe("/login/enrol");
    const page = await (await routes.enrol.loader(args(requestWithCookie("http://localhost/login/enrol", cookieOf(password)), "192.0.2.1"))).json();
    const code = codeAt(page.enrolment!.secret, new Date());
    const done = await routes.enrol.action(args(post("http://localhost/login/enrol", { code }, cookieOf(password)), "192.0.2.1"));
    expect(done.status).toBe(200);
    expect(done.headers.getSetCookie()[0]).toMatch(/^session=/);
    recovery = ((await done.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(recovery).toHaveLength(10);
  });

  afterAll(async () => {
    await app?.restore();
  });

  onOneDatabase("never sends the browser off the site, whatever redirectTo says (loader and action)", async () => {
    let ip = 0;
    // Signed in: the loader redirects at once, to redirectTo or the fallback.
    const { createUserSession: startSession } = await import("~/lib/auth/session.server");
    const { getDbHandle } = await import("~/lib/platform/db.server");
    const [admin] = await getDbHandle().db.select({ id: users.id }).from(users).where(eq(users.email, "route-admin@example.com"));
    const signedIn = (await startSession(new Request("http://localhost/"), admin.id)).setCookie;
    const loaderLocation = async (query: string) => {
      const result = await routes.login.loader(args(requestWithCookie(`http://localhost/login?redirectTo=${query}`, signedIn), "192.0.2.9")).catch((r) => r);
      return (result as Response).headers.get("Location");
    };
    expect(await loaderLocation(encodeURIComponent("/admin/leads"))).toBe("/admin/leads");
    for (const to of HOSTILE_REDIRECTS) expect(await loaderLocation(encodeURIComponent(to)), JSON.stringify(to)).toBe("/admin");
    for (const query of HOSTILE_QUERIES) expect(await loaderLocation(query), query).toBe("/admin");
    // Encoded twice, the value is a harmless path on this site.
    expect(await loaderLocation("/%252F%252Fevil.example")).toBe("/%2F%2Fevil.example");
    // Not signed in: the form carries the cleaned value.
    const form = await (await routes.login.loader(args(new Request("http://localhost/login?redirectTo=/%09/evil.example"), "192.0.2.9"))).json();
    expect(form.redirectTo).toBe("/admin");

    // Through both steps of the real login: the Location after the code is on this site.
    for (const to of ["/\t/evil.example", "//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "/.//evil.example"]) {
      const ipAddress = `192.0.2.${100 + ip++}`;
      const password = (await routes.login.action(args(post("http://localhost/login", { email: "route-admin@example.com", password: PASSWORD, redirectTo: to }), ipAddress))) as Response;
      expect(password.status, JSON.stringify(to)).toBe(302);
      const verified = (await routes.verify.action(args(post("http://localhost/login/verify", { code: recovery.pop()! }, cookieOf(password)), ipAddress))) as Response;
      expect(verified.status, JSON.stringify(to)).toBe(302);
      expect(verified.headers.get("Location"), JSON.stringify(to)).toBe("/admin");
    }
  }, 180_000);

  onOneDatabase("bounds concurrent password hashing: 30 logins at once never run more than 2 scrypt, and get 4xx or 503, never 500", async () => {
    hashingLoad.peak = 0;
    hashingLoad.peakWaiting = 0;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        routes.login.action(args(post("http://localhost/login", { email: `someone${i}@example.com`, password: `not the password ${i}` }), `198.51.100.${i + 1}`)) as Promise<Response>,
      ),
    );
    expect(hashingLoad.peak).toBeGreaterThan(0);
    // docs/decisions/0050: 2 hashes at once (2 x 128 MiB), 8 more waiting.
    expect(hashingLoad.peak).toBeLessThanOrEqual(2);
    expect(hashingLoad.peakWaiting).toBeLessThanOrEqual(8);
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 400 || s === 503), statuses.join(",")).toBe(true);
    // The ones beyond the slots and the short queue are refused at once, with the login-limit message.
    const busy = responses.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const response of busy) {
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect((await response.json()).reply.error[""]).toEqual([LOGIN_RATE_LIMITED]);
    }
    expect(hashingLoad.active).toBe(0);
  }, 120_000);

  it("answers a throttled login 429 with Retry-After, the email kept and the password not", async () => {
    const { peekRateLimit: peek } = await import("~/lib/platform/rate-limit.server");
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i++) await rateLimit(LOGIN_LIMITS.ip, "203.0.113.7");
    const response = (await routes.login.action(args(post("http://localhost/login", { email: "route-admin@example.com", password: PASSWORD }), "203.0.113.7"))) as Response;
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = await response.json();
    expect(body.reply.error).toEqual({ "": [LOGIN_RATE_LIMITED] });
    // The email comes back into the form; the password never does.
    expect(body.reply.initialValue).toEqual({ email: "route-admin@example.com" });
    expect((await peek(LOGIN_LIMITS.ip, "203.0.113.7")).ok).toBe(false);
  });
});

describe("admin:create (the script as built for production, on an embedded database)", () => {
  it("reads the password from ADMIN_PASSWORD or standard input, never an argument; refuses weak ones; resets the factor", async () => {
    if (!hasBuild()) throw new Error("build/admin-create.js is missing: run `npm run build` first (npm test builds before the unit tests)");
    const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
    // The run's migrated database, as a deployment's folder is after its first start: the script's own migrations
    // are the lifecycle tests' to show.
    seedMigratedPglite(dataDir);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SESSION_SECRET: TEST_SECRET, LOG_LEVEL: "silent", ADMIN_PASSWORD: "" };
    const run = (args: string[], extra: Record<string, string> = {}, stdin?: string) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        // The bundle an operator runs (`node build/admin-create.js`): the same script as `npm run admin:create`
        // without compiling it eight times.
        const child = execFile(process.execPath, [builtScript("admin-create.js"), ...args], { env: { ...env, ...extra } }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        );
        child.stdin!.end(stdin ?? "");
      });
    const ok = await run(["--email", "Boss@Example.com"], { ADMIN_PASSWORD: PASSWORD });
    expect(ok.stdout).toContain("Admin boss@example.com is ready.");
    const piped = await run(["--email", "piped@example.com", "--no-admin"], {}, `${PASSWORD}\n`);
    expect(piped.stdout).toContain("User piped@example.com is ready.");
    const argument = await run(["--email", "boss@example.com", "--password", PASSWORD]);
    expect(argument.code).toBe(2);
    expect(argument.stderr).toContain("--password is not accepted");
    expect(argument.stderr).toContain("ADMIN_PASSWORD");
    const short = await run(["--email", "boss@example.com"], {}, "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    const common = await run(["--email", "boss@example.com"], { ADMIN_PASSWORD: "qwerty123456" });
    expect(common.code).toBe(1);
    expect(common.stderr).toContain(PASSWORD_TOO_COMMON);
    const usage = await run([]);
    expect(usage.code).toBe(2);
    expect((await run(["--email", "nobody@example.com", "--reset-totp"])).code).toBe(1);

    const handle = createDb({ dataDir });
    try {
      const deps = loginDepsFor({ db: handle.db } as TestDb);
      const { user, next } = await login(loginRequest({ email: "boss@example.com", password: PASSWORD }), "10.9.0.1", deps);
      expect(next).toBe("/login/enrol");
      await handle.db.update(users).set({ totpSecret: new Secret().base32 }).where(eq(users.id, user.id));
      expect((await checkAdminAccess(requestWithCookie("http://localhost/admin", (await createUserSession(new Request("http://localhost/"), user.id, deps)).setCookie), deps)).kind).toBe("admin");
      expect((await login(loginRequest({ email: "piped@example.com", password: PASSWORD }), "10.9.0.1", deps)).user.email).toBe("piped@example.com");
    } finally {
      await handle.close();
    }
    const reset = await run(["--email", "boss@example.com", "--reset-totp"]);
    expect(reset.stdout).toContain("Two-factor sign-in of boss@example.com is reset");
    const again = createDb({ dataDir });
    try {
      const [boss] = await again.db.select().from(users).where(eq(users.email, "boss@example.com"));
      expect(boss.totpSecret).toBeNull();
      expect(await again.db.select().from(sessions).where(eq(sessions.userId, boss.id))).toEqual([]);
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
