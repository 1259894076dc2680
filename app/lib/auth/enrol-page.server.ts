import { json, type ActionFunctionArgs } from "@remix-run/node";
import { CODE_MISSING } from "~/forms/admin-messages";
import { codeSchema } from "~/forms/login";
import { clientIp } from "../platform/client-ip.server";
import { signInStep } from "./sign-in-step.server";
import { confirmEnrolment, enrolment, requirePendingLogin } from "./two-factor.server";

// The /login/enrol route's loader and action: it imports this one server module of its own, not ones other routes
// share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").

export async function enrolPage(request: Request) {
  const data = await enrolment(request);
  // Without a pending login (expired, or this page's action just finished it) the page says so.
  return json({ enrolment: data });
}

export async function turnOnSecondFactor({ request, context }: ActionFunctionArgs) {
  return signInStep(request, { schema: codeSchema, missing: CODE_MISSING, hideFields: ["code"] }, async (form) => {
    const pending = await requirePendingLogin(request, "enrol");
    const { headers, redirectTo, recoveryCodes } = await confirmEnrolment(request, pending, form, clientIp(context));
    return json({ recoveryCodes, redirectTo }, { headers });
  });
}
