import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { MAX_PASSWORD_LENGTH } from "~/forms/login";

/** OWASP minimum for scrypt: N=2^17, r=8, p=1 (docs/decisions/0050-admin-auth.md). */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 } as const;
export const MIN_PASSWORD_LENGTH = 12;

const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_COMMON =
  "This password is too common or too easy to guess. Choose a longer passphrase of several unrelated words.";

// 128 * N * r bytes are needed (128 MiB at N=2^17); Node's default cap is 32 MiB.
const maxmem = 256 * 1024 * 1024;

/**
 * Each hash holds 128 MiB and a libuv thread for a while, so only a few run at once and only a few more
 * may wait (docs/decisions/0050). Beyond that a login is refused at once (PasswordHashingBusy) instead of
 * queueing memory without bound.
 */
const HASHING = { concurrency: 2, queue: 8 } as const;

export class PasswordHashingBusy extends Error {
  constructor() {
    super("Password hashing is at capacity");
    this.name = "PasswordHashingBusy";
  }
}

/** How many hashes run now, and the most that ran and waited at once (tests read it to check the bounds). */
export const hashingLoad = { active: 0, peak: 0, peakWaiting: 0 };
const waiting: (() => void)[] = [];

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashingLoad.active >= HASHING.concurrency) {
    if (waiting.length >= HASHING.queue) throw new PasswordHashingBusy();
    const turn = new Promise<void>((resolve) => waiting.push(resolve));
    hashingLoad.peakWaiting = Math.max(hashingLoad.peakWaiting, waiting.length);
    await turn;
  } else {
    hashingLoad.active += 1;
  }
  hashingLoad.peak = Math.max(hashingLoad.peak, hashingLoad.active);
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `active` never drops below what runs.
    const next = waiting.shift();
    if (next) next();
    else hashingLoad.active -= 1;
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, keyLength: number) {
  return withHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem };
        scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

const strength = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
const common = new Set(dictionary["passwords-common"]);

/** The message to show for a password that may not be set, or null when it is acceptable. */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (common.has(password.toLowerCase()) || strength.check(password, userInputs).score < 3) return PASSWORD_TOO_COMMON;
  return null;
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(PASSWORD_TOO_SHORT);
  if (password.length > MAX_PASSWORD_LENGTH) throw new Error(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT, SCRYPT.keyLength);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Throws PasswordHashingBusy when too many checks are already running or waiting. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows: checked when the email is unknown, so both cases take the same time. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString("base64")).catch((error: unknown) => {
    dummy = undefined; // a busy moment must not poison every later unknown-email login
    throw error;
  });
  return dummy;
}
