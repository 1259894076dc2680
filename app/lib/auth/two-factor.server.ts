import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { redirect } from "@remix-run/node";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "~db/client";
import {
  claimTotpStep,
  markRecoveryCodeUsed,
  replaceRecoveryCodes,
  setLoginChallengeSecret,
  setSecondFactorIfNone,
  unusedRecoveryCodes,
} from "~/models/users.server";
import { knownDeviceCookie, loginDeps, type LoginDeps } from "./login-cookies.server";
import { clearFailures, limitIp, recordWrongCode, refuseThrottledCode } from "./login-throttle.server";
import { endPendingLogin, readPendingLogin, type PendingLogin } from "./pending-login.server";
import { LoginError } from "./sign-in-step.server";
import { getBusiness } from "../site/business.server";
import { ALREADY_ENROLLED, CODE_INVALID, CODE_MISSING, ENROL_CODE_INVALID, LOGIN_EXPIRED } from "~/forms/admin-messages";
import { codeSchema } from "~/forms/login";
import { createUserSession } from "./session.server";
import { redirectWithToast } from "../platform/toast.server";

const RECOVERY_CODE_COUNT = 10;
// 20 characters of a 32-letter alphabet without 0/O and 1/I: 100 random bits per code.
const RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const RECOVERY_LENGTH = 20;

const totpFor = (secret: string, email: string) =>
  new TOTP({ issuer: getBusiness().name, label: email, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });

/**
 * The time step of a valid code (the current one or one either side, for clock drift), or null.
 * Single use is enforced by `claimTotpStep`.
 */
function matchingStep(secret: string, email: string, code: string, now: Date): number | null {
  const totp = totpFor(secret, email);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

const hashRecoveryCode = (salt: string, code: string) => createHash("sha256").update(`${salt}:${code}`).digest();
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** Replaces the user's recovery codes with a new set and returns them (shown once, stored hashed). */
async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(""),
  );
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => {
      const salt = randomBytes(16).toString("base64");
      return { salt, codeHash: hashRecoveryCode(salt, code).toString("base64") };
    }),
  );
  return codes.map((code) => code.match(/.{5}/g)!.join("-"));
}

/** Uses up one matching, unused recovery code; false when none matches. */
async function useRecoveryCode(db: Db, userId: string, input: string): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (code.length !== RECOVERY_LENGTH) return false;
  const unused = await unusedRecoveryCodes(db, userId);
  const match = unused.find((row) => timingSafeEqual(hashRecoveryCode(row.salt, code), Buffer.from(row.codeHash, "base64")));
  return match ? markRecoveryCodeUsed(db, match.id) : false;
}

/**
 * The pending login for this step, or the redirect to where the visitor belongs: back to /login when it
 * expired, to the other step when the account has (or lacks) a second factor.
 */
export async function requirePendingLogin(request: Request, step: "verify" | "enrol", deps: LoginDeps = loginDeps()) {
  const pending = await readPendingLogin(request, deps);
  if (!pending) throw await redirectWithToast("/login", { title: LOGIN_EXPIRED, type: "error" });
  const enrolled = pending.user.totpSecret !== null;
  if (step === "verify" && !enrolled) throw redirect("/login/enrol");
  if (step === "enrol" && enrolled) throw redirect("/login/verify");
  return pending;
}

/**
 * The enrolment page's data: the secret being enrolled (made once per pending login), grouped for typing,
 * and the QR code of its otpauth URI as SVG. Null when there is no pending login (expired, or just
 * finished: the page then shows the recovery codes its action returned).
 */
export async function enrolment(request: Request, deps: LoginDeps = loginDeps()) {
  const pending = await readPendingLogin(request, deps);
  if (!pending) return null;
  if (pending.user.totpSecret !== null) throw redirect("/login/verify");
  let secret = pending.enrolSecret;
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    await setLoginChallengeSecret(deps.db, pending.id, secret);
  }
  const uri = totpFor(secret, pending.user.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { email: pending.user.email, secret: secret.match(/.{1,4}/g)!.join(" "), qrSvg };
}

async function finishLogin(request: Request, pending: PendingLogin, ip: string, deps: LoginDeps) {
  await clearFailures(pending.user.email, ip, deps);
  const session = await createUserSession(request, pending.user.id, deps);
  const headers = new Headers();
  headers.append("Set-Cookie", session.setCookie);
  headers.append("Set-Cookie", await endPendingLogin(pending.id, deps));
  headers.append("Set-Cookie", await knownDeviceCookie(pending.user.email, deps));
  return { headers, redirectTo: pending.redirectTo };
}

/** The limits every second-step attempt passes, then the posted code (or the LoginError to show). */
async function checkedCode(pending: PendingLogin, form: FormData, ip: string, deps: LoginDeps) {
  await limitIp(ip, "", deps);
  await refuseThrottledCode(pending.user.email, deps);
  const parsed = codeSchema.safeParse({ code: form.get("code") ?? "" });
  if (!parsed.success) throw new LoginError(parsed.error.issues[0]?.message ?? CODE_MISSING, 400, "");
  return parsed.data.code;
}

/**
 * The second step: a TOTP code (each used once) or an unused recovery code. A wrong code counts as a
 * failed login for the account. On success: a new session; returns its headers and where to go.
 */
export async function verifySecondFactor(request: Request, pending: PendingLogin, form: FormData, ip: string, deps: LoginDeps = loginDeps()) {
  const code = await checkedCode(pending, form, ip, deps);
  const { totpSecret } = pending.user;
  const digits = code.replace(/\s/g, "");
  let ok = false;
  if (totpSecret && /^\d{6}$/.test(digits)) {
    const step = matchingStep(totpSecret, pending.user.email, digits, deps.now?.() ?? new Date());
    ok = step !== null && (await claimTotpStep(deps.db, pending.user.id, step));
  } else if (totpSecret) {
    ok = await useRecoveryCode(deps.db, pending.user.id, code);
  }
  if (!ok) {
    await recordWrongCode(pending.user.email, deps);
    throw new LoginError(CODE_INVALID, 400, "");
  }
  return finishLogin(request, pending, ip, deps);
}

/**
 * Confirms enrolment with a code from the new secret: stores the secret (only if the account still has
 * none), issues the recovery codes and starts the session. Returns the codes to show once.
 */
export async function confirmEnrolment(request: Request, pending: PendingLogin, form: FormData, ip: string, deps: LoginDeps = loginDeps()) {
  const code = (await checkedCode(pending, form, ip, deps)).replace(/\s/g, "");
  const secret = pending.enrolSecret;
  const step = secret && /^\d{6}$/.test(code) ? matchingStep(secret, pending.user.email, code, deps.now?.() ?? new Date()) : null;
  if (!secret || step === null) {
    await recordWrongCode(pending.user.email, deps);
    throw new LoginError(ENROL_CODE_INVALID, 400, "");
  }
  const recovery = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    return (await setSecondFactorIfNone(db, pending.user.id, secret, step)) ? issueRecoveryCodes(db, pending.user.id) : null;
  });
  if (!recovery) {
    await endPendingLogin(pending.id, deps);
    throw new LoginError(ALREADY_ENROLLED, 409, "");
  }
  return { ...(await finishLogin(request, pending, ip, deps)), recoveryCodes: recovery };
}
