import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { Notice } from "~/components/admin/Notice";
import { useCodeForm } from "~/components/admin/use-code-form";
import { useIsPending } from "~/hooks/use-is-pending";
import { enrolPage, turnOnSecondFactor } from "~/lib/auth/enrol-page.server";
import { LOGIN_EXPIRED } from "~/forms/admin-messages";
import { pageTitle } from "~/lib/site/seo";
import type { FrameHandle } from "~/root";

/**
 * Setting up the second factor, right after the password step for an account that has none
 * (docs/decisions/0064): scan the QR code (or type the key), confirm with a code, save the recovery codes.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Set up two-factor sign-in", matches) }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => enrolPage(request);

export const action = (args: ActionFunctionArgs) => turnOnSecondFactor(args);

/** The admin's sign-in wears the office's frame, not the public site's. */
export const handle: FrameHandle = { frame: "own" };

export default function EnrolSecondFactorPage() {
  return (
    <AdminFrame>
      <EnrolSecondFactor />
    </AdminFrame>
  );
}

function EnrolSecondFactor() {
  const { enrolment } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const { form, code, error } = useCodeForm("enrol", result && "reply" in result ? result.reply : undefined);

  if (result && "recoveryCodes" in result) {
    return (
      <section className="container-page max-w-md py-10" aria-labelledby="enrol-title">
        <h1 id="enrol-title" className="text-3xl font-extrabold">
          Save your recovery codes
        </h1>
        <p className="mt-2 text-navy-700">
          Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once. Store them somewhere
          safe now: they are not shown again.
        </p>
        <ol data-testid="recovery-codes" className="mt-4 grid grid-cols-1 gap-1 font-mono sm:grid-cols-2">
          {result.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <Link to={result.redirectTo} className="btn-primary mt-6 inline-block">
          Continue
        </Link>
      </section>
    );
  }

  return (
    <section className="container-page max-w-md py-10" aria-labelledby="enrol-title">
      <h1 id="enrol-title" className="text-3xl font-extrabold">
        Set up two-factor sign-in
      </h1>
      {enrolment ? (
        <>
          <p className="mt-2 text-navy-700">
            Admin accounts need a second step. Scan this QR code with an authenticator app (for example Google
            Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.
          </p>
          <div
            role="img"
            aria-label={`QR code to add ${enrolment.email} to an authenticator app`}
            className="mx-auto mt-4 w-56"
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <p className="mt-4">
            Can&apos;t scan it? Enter this key in the app instead:{" "}
            <code data-testid="totp-secret" className="break-words font-mono font-semibold">
              {enrolment.secret}
            </code>
          </p>
          <Form method="post" id={form.id} onSubmit={form.onSubmit} className="mt-6 space-y-4" aria-describedby={error ? "enrol-error" : undefined}>
            {error ? (
              <Notice type="error" id="enrol-error">
                {error}
              </Notice>
            ) : null}
            <div>
              <label htmlFor="enrol-code" className="block font-semibold">
                Code from the app
              </label>
              <input
                id="enrol-code"
                name={code.name}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                required={code.required}
                maxLength={code.maxLength}
                className="admin-input font-mono"
              />
            </div>
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? "Checking..." : "Turn on two-factor sign-in"}
            </button>
          </Form>
        </>
      ) : (
        <>
          {error ? (
            <div className="mt-4">
              <Notice type="error">{error}</Notice>
            </div>
          ) : null}
          <p className="mt-4">{LOGIN_EXPIRED}</p>
          <p className="mt-4">
            <Link to="/login" className="btn-primary inline-block">
              Go to login
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
