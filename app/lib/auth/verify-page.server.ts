import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { CODE_MISSING } from "~/forms/admin-messages";
import { codeSchema } from "~/forms/login";
import { clientIp } from "../platform/client-ip.server";
import { signInStep } from "./sign-in-step.server";
import { requirePendingLogin, verifySecondFactor } from "./two-factor.server";

// The /login/verify route's loader and action: it imports this one server module of its own, not ones other routes
// share (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").

export async function verifyPage(request: Request) {
  const pending = await requirePendingLogin(request, "verify");
  return json({ email: pending.user.email });
}

export async function signInWithSecondFactor({ request, context }: ActionFunctionArgs) {
  return signInStep(request, { schema: codeSchema, missing: CODE_MISSING, hideFields: ["code"] }, async (form) => {
    const pending = await requirePendingLogin(request, "verify");
    const { headers, redirectTo } = await verifySecondFactor(request, pending, form, clientIp(context));
    return redirect(redirectTo, { headers });
  });
}
