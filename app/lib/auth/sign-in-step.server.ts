import type { Submission } from "@conform-to/react";
import { json } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { parseForm } from "~/forms/parse";

/** A refused login: the status to answer with, the message to show, and the email to put back in the form. */
export class LoginError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly email: string,
    /** For 429 and 503: the Retry-After header. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "LoginError";
  }
}

/**
 * The page's answer to a refused login: the form's reply (conform) with the message, the fields typed
 * kept except the secret ones, and Retry-After when limited.
 */
function loginErrorResponse(error: unknown, submission: Submission<unknown>, hideFields: string[]) {
  if (!(error instanceof LoginError)) throw error;
  const headers = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
  return json({ reply: submission.reply({ formErrors: [error.message], hideFields }) }, { status: error.status, headers });
}

/**
 * One sign-in step's action (/login, /login/verify, /login/enrol): its form parsed with the step's schema, so
 * a refusal comes back with what was typed (hideFields never); a body that is not a form is a 400 with the
 * step's `missing` message, not a 500; a LoginError the step throws is its answer. The step gets the form and
 * may read the request itself (the password step counts the attempt before it checks anything).
 */
export async function signInStep<T>(
  request: Request,
  step: { schema: ZodTypeAny; missing: string; hideFields: string[] },
  run: (form: FormData) => Promise<T>,
) {
  const form = await request.clone().formData().catch(() => null);
  const submission = parseForm(form ?? new FormData(), step.schema);
  if (!form) return loginErrorResponse(new LoginError(step.missing, 400, ""), submission, step.hideFields);
  try {
    return await run(form);
  } catch (error) {
    return loginErrorResponse(error, submission, step.hideFields);
  }
}
