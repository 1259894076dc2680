import { z } from "zod";
import { CODE_INVALID, CODE_MISSING, MISSING_LOGIN } from "./admin-messages";

/** The longest password accepted anywhere (hashing a longer one would only cost time). */
export const MAX_PASSWORD_LENGTH = 256;

/** /login: checked by the password step on the server; the page takes its field limits from it (conform). */
export const loginSchema = z.object({
  email: z.string({ required_error: MISSING_LOGIN }).trim().min(1, MISSING_LOGIN).max(255, MISSING_LOGIN),
  password: z.string({ required_error: MISSING_LOGIN }).min(1, MISSING_LOGIN).max(MAX_PASSWORD_LENGTH, MISSING_LOGIN),
  redirectTo: z.string().optional(),
});

/** One field for both forms of the second step: a 6-digit code, or a recovery code on the verify page. */
export const codeSchema = z.object({
  code: z.string({ required_error: CODE_MISSING }).trim().min(1, CODE_MISSING).max(64, CODE_INVALID),
});

/** An account's email as it is stored, counted and compared: trimmed, in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
