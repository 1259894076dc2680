import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { LOGGED_OUT } from "~/forms/admin-messages";
import { destroyUserSession } from "~/lib/auth/session.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

/** Signing out changes state, so it is POST only; a GET just goes home. */
export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  const clear = await destroyUserSession(request);
  return redirectWithToast("/", { title: LOGGED_OUT, type: "info" }, { headers: { "Set-Cookie": clear } });
}
