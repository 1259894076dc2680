import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { MISSING_LOGIN } from "~/forms/admin-messages";
import { loginSchema } from "~/forms/login";
import { clientIp } from "../platform/client-ip.server";
import { login } from "./password-login.server";
import { safeRedirect } from "./safe-redirect.server";
import { getSessionUser } from "./session.server";
import { signInStep } from "./sign-in-step.server";

// The /login route's loader and action: it imports this one server module of its own, not ones other routes share
// (each shared one an empty script the page fetches at first touch; ARCHITECTURE.md, "Where a new thing goes").
export { formHeaders } from "../platform/form-headers.server";

export async function loginPage(request: Request) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getSessionUser(request)) throw redirect(redirectTo);
  return json({ redirectTo });
}

export async function signInWithPassword({ request, context }: ActionFunctionArgs) {
  return signInStep(request, { schema: loginSchema, missing: MISSING_LOGIN, hideFields: ["password"] }, async () => {
    // The password step (it counts the attempt before it checks anything, so it parses the form itself);
    // the second factor comes next (/login/verify or /login/enrol).
    const { setCookie, next } = await login(request, clientIp(context));
    return redirect(next, { headers: { "Set-Cookie": setCookie } });
  });
}
