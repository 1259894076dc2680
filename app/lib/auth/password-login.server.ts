import { randomBytes } from "node:crypto";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { INVALID_LOGIN, LOGIN_RATE_LIMITED, MISSING_LOGIN } from "~/forms/admin-messages";
import { loginSchema, normaliseEmail } from "~/forms/login";
import { deleteExpiredLoginChallenges, findUserByEmail, hasSecondFactor, insertLoginChallenge } from "~/models/users.server";
import { isSpam } from "../platform/honeypot.server";
import { CHALLENGE_TTL_MS, challengeCookieOf, isKnownDevice, loginDeps, type LoginDeps } from "./login-cookies.server";
import { limitIp, recordWrongPassword, refuseThrottledPassword } from "./login-throttle.server";
import { dummyHash, PasswordHashingBusy, verifyPassword } from "./password.server";
import { safeRedirect } from "./safe-redirect.server";
import type { SessionDeps, SessionUser } from "./session.server";
import { LoginError } from "./sign-in-step.server";

/** Retry-After when every password-hashing slot is taken: a moment, not a lockout. */
const BUSY_RETRY_SECONDS = 5;

/** Checks an email and password against the users table; the same work is done whether the email exists or not. */
async function verifyCredentials(email: string, password: string, db: SessionDeps["db"]): Promise<SessionUser | null> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  return user && ok ? { id: user.id, email: user.email } : null;
}

/** remix-auth with the form strategy: reads email and password from the posted form. */
function createAuthenticator(ip: string, deps: LoginDeps) {
  const authenticator = new Authenticator<SessionUser>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const email = String(form.get("email") ?? "");
      if (isSpam(form)) throw new LoginError(INVALID_LOGIN, 400, email);
      const parsed = loginSchema.safeParse({ email, password: form.get("password") ?? "" });
      if (!parsed.success) throw new LoginError(MISSING_LOGIN, 400, email);
      await refuseThrottledPassword(parsed.data.email, ip, await isKnownDevice(request, parsed.data.email, deps), deps);
      let user: SessionUser | null;
      try {
        user = await verifyCredentials(parsed.data.email, parsed.data.password, deps.db);
      } catch (error) {
        if (error instanceof PasswordHashingBusy) throw new LoginError(LOGIN_RATE_LIMITED, 503, email, BUSY_RETRY_SECONDS);
        throw error;
      }
      if (!user) {
        await recordWrongPassword(parsed.data.email, ip, deps);
        throw new LoginError(INVALID_LOGIN, 400, email);
      }
      return user;
    }),
    "form",
  );
  return authenticator;
}

/**
 * The password step (per-address limit, then the form strategy: account-and-address throttle, password check). It starts
 * no session: it stores a short-lived challenge and returns its cookie and the second step's path
 * (`/login/verify`, or `/login/enrol` for an account without a second factor). Throws LoginError.
 */
export async function login(request: Request, ip: string, deps: LoginDeps = loginDeps()) {
  const form = await request.clone().formData();
  await limitIp(ip, String(form.get("email") ?? ""), deps);
  const user = await createAuthenticator(ip, deps).authenticate("form", request);
  const now = deps.now?.() ?? new Date();
  await deleteExpiredLoginChallenges(deps.db, now);
  const id = randomBytes(32).toString("base64url");
  await insertLoginChallenge(deps.db, {
    id,
    userId: user.id,
    redirectTo: safeRedirect(form.get("redirectTo")),
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return {
    user,
    setCookie: await challengeCookieOf(deps).serialize(id),
    next: (await hasSecondFactor(deps.db, user.id)) ? "/login/verify" : "/login/enrol",
  };
}
