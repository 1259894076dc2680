import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotField } from "~/components/forms/HoneypotField";
import { loginErrorResponse, login, MISSING_LOGIN, safeRedirect } from "~/lib/auth.server";
import { clientIp } from "~/lib/client-ip.server";
import { getSessionUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Admin login", matches) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getSessionUser(request)) throw redirect(redirectTo);
  return json({ redirectTo });
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A body that is not a form (a script, a bad client) is a 400, not a 500.
  const form = await request.clone().formData().catch(() => null);
  if (!form) return json({ error: MISSING_LOGIN, email: "" }, { status: 400 });
  try {
    // The password step; the second factor comes next (/login/verify or /login/enrol).
    const { setCookie, next } = await login(request, clientIp(context));
    return redirect(next, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    return loginErrorResponse(error);
  }
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page max-w-md py-10" aria-labelledby="login-title">
      <h1 id="login-title" className="text-3xl font-extrabold">
        Admin login
      </h1>
      <p className="mt-2 text-navy-700">For Valor Electric staff. Visitors don&apos;t need an account.</p>
      <Form method="post" className="relative mt-6 space-y-4" aria-describedby={result?.error ? "login-error" : undefined}>
        {result?.error ? (
          <p id="login-error" role="alert" className="rounded-lg border-l-4 border-brand-700 bg-red-50 p-3 text-red-900">
            {result.error}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <HoneypotField />
        <div>
          <label htmlFor="login-email" className="block font-semibold">
            Email
          </label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={255}
            defaultValue={result?.email ?? ""}
            className="mt-1 min-h-[44px] w-full rounded-lg border border-navy-600 px-3"
          />
        </div>
        <div>
          <label htmlFor="login-password" className="block font-semibold">
            Password
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={256}
            className="mt-1 min-h-[44px] w-full rounded-lg border border-navy-600 px-3"
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
    </section>
  );
}
