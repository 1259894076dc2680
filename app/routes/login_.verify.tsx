import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { Notice } from "~/components/admin/Notice";
import { useCodeForm } from "~/components/admin/use-code-form";
import { useIsPending } from "~/hooks/use-is-pending";
import { signInWithSecondFactor, verifyPage } from "~/lib/auth/verify-page.server";
import { pageTitle } from "~/lib/site/seo";
import type { FrameHandle } from "~/root";

/** The second step of signing in: a code from the authenticator app or a recovery code. */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Two-factor sign-in", matches) }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => verifyPage(request);

export const action = (args: ActionFunctionArgs) => signInWithSecondFactor(args);

/** The admin's sign-in wears the office's frame, not the public site's. */
export const handle: FrameHandle = { frame: "own" };

export default function VerifyLoginPage() {
  return (
    <AdminFrame>
      <VerifyLogin />
    </AdminFrame>
  );
}

function VerifyLogin() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const { form, code, error } = useCodeForm("verify", result && "reply" in result ? result.reply : undefined);
  return (
    <section className="container-page max-w-md py-10" aria-labelledby="verify-title">
      <h1 id="verify-title" className="text-3xl font-extrabold">
        Two-factor sign-in
      </h1>
      <p className="mt-2 text-navy-700">Signing in as {email}.</p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="mt-6 space-y-4" aria-describedby={error ? "verify-error" : undefined}>
        {error ? (
          <Notice type="error" id="verify-error">
            {error}
          </Notice>
        ) : null}
        <div>
          <label htmlFor="verify-code" className="block font-semibold">
            Authentication code
          </label>
          <p id="verify-code-hint" className="text-sm text-navy-700">
            The 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
          <input
            id="verify-code"
            name={code.name}
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            required={code.required}
            maxLength={code.maxLength}
            aria-describedby="verify-code-hint"
            className="admin-input font-mono"
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Checking..." : "Verify"}
        </button>
      </Form>
      <p className="mt-4">
        <Link to="/login" className="underline">
          Start again with your password
        </Link>
      </p>
    </section>
  );
}
