import { eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { z } from "zod";
import { users } from "../../db/schema";
import { isSpam } from "./honeypot.server";
import { dummyHash, MAX_PASSWORD_LENGTH, verifyPassword } from "./password.server";
import { rateLimit, type RateLimitRule, type RateLimitStore } from "./rate-limit.server";
import { createUserSession, sessionDeps, type SessionDeps, type SessionUser } from "./session.server";

/** One message for a wrong password and an unknown email, so the form does not reveal who has an account. */
export const INVALID_LOGIN = "Invalid email or password";
export const MISSING_LOGIN = "Please enter your email and password";
export const LOGIN_RATE_LIMITED = "Too many login attempts. Please wait 15 minutes and try again.";

export const LOGIN_LIMITS = {
  ip: { name: "login:ip", limit: 20, windowMs: 15 * 60 * 1000 },
  account: { name: "login:account", limit: 10, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const loginSchema = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

/** A refused login: the status to answer with, the message to show, and the email to put back in the form. */
export class LoginError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly email: string,
  ) {
    super(message);
    this.name = "LoginError";
  }
}

export interface LoginDeps extends SessionDeps {
  /** Where rate-limit counts live (the shared in-memory store unless a test passes its own). */
  store?: RateLimitStore;
}

/** Checks an email and password against the users table; the same work is done whether the email exists or not. */
export async function verifyCredentials(email: string, password: string, db: SessionDeps["db"]): Promise<SessionUser | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  return user && ok ? { id: user.id, email: user.email } : null;
}

/** remix-auth with the form strategy: reads email and password from the posted form. */
export function createAuthenticator(deps: LoginDeps) {
  const authenticator = new Authenticator<SessionUser>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const email = String(form.get("email") ?? "");
      if (isSpam(form)) throw new LoginError(INVALID_LOGIN, 400, email);
      const parsed = loginSchema.safeParse({ email, password: form.get("password") ?? "" });
      if (!parsed.success) throw new LoginError(MISSING_LOGIN, 400, email);
      const account = await rateLimit(LOGIN_LIMITS.account, normaliseEmail(parsed.data.email), deps.store);
      if (!account.ok) throw new LoginError(LOGIN_RATE_LIMITED, 429, email);
      const user = await verifyCredentials(parsed.data.email, parsed.data.password, deps.db);
      if (!user) throw new LoginError(INVALID_LOGIN, 400, email);
      return user;
    }),
    "form",
  );
  return authenticator;
}

/**
 * The login action: per-IP limit, then the form strategy (per-account limit, password check), then a new
 * session. Returns the user and the session cookie, or throws LoginError.
 */
export async function login(request: Request, ip: string, deps: LoginDeps = sessionDeps()) {
  const perIp = await rateLimit(LOGIN_LIMITS.ip, ip, deps.store);
  if (!perIp.ok) {
    const form = await request.clone().formData().catch(() => null);
    throw new LoginError(LOGIN_RATE_LIMITED, 429, String(form?.get("email") ?? ""));
  }
  const user = await createAuthenticator(deps).authenticate("form", request);
  const session = await createUserSession(request, user.id, deps);
  return { user, setCookie: session.setCookie };
}

/** Only paths on this site: never `//host` or an absolute URL (open redirect). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
