import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { z } from "zod";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { Notice } from "~/components/admin/Notice";
import { HoneypotField } from "~/components/forms/HoneypotField";
import { useIsPending } from "~/hooks/use-is-pending";
import { formHeaders, loginPage, signInWithPassword } from "~/lib/auth/login-page.server";
import { loginSchema } from "~/forms/login";
import { pageTitle } from "~/lib/site/seo";
import type { FrameHandle } from "~/root";

// A refused sign-in's Retry-After reaches a page answering a plain post too.
export { formHeaders as headers };

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Admin login", matches) }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => loginPage(request);

export const action = (args: ActionFunctionArgs) => signInWithPassword(args);

/** The admin's sign-in wears the office's frame, not the public site's. */
export const handle: FrameHandle = { frame: "own" };

export default function LoginPage() {
  return (
    <AdminFrame>
      <Login />
    </AdminFrame>
  );
}

function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm<z.input<typeof loginSchema>>({ id: "login", lastResult: result?.reply, constraint: getZodConstraint(loginSchema) });
  const error = form.errors?.[0];
  return (
    <section className="container-page max-w-md py-10" aria-labelledby="login-title">
      <h1 id="login-title" className="text-3xl font-extrabold">
        Admin login
      </h1>
      <p className="mt-2 text-navy-700">For Valor Electric staff. Visitors don&apos;t need an account.</p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="relative mt-6 space-y-4" aria-describedby={error ? "login-error" : undefined}>
        {error ? (
          <Notice type="error" id="login-error">
            {error}
          </Notice>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <HoneypotField />
        <div>
          <label htmlFor="login-email" className="block font-semibold">
            Email
          </label>
          <input
            id="login-email"
            name={fields.email.name}
            type="email"
            autoComplete="username"
            required={fields.email.required}
            maxLength={fields.email.maxLength}
            defaultValue={fields.email.initialValue}
            className="admin-input"
          />
        </div>
        <div>
          <label htmlFor="login-password" className="block font-semibold">
            Password
          </label>
          <input
            id="login-password"
            name={fields.password.name}
            type="password"
            autoComplete="current-password"
            required={fields.password.required}
            maxLength={fields.password.maxLength}
            className="admin-input"
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
    </section>
  );
}
