import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { showToast } from "~/components/ui/Toaster";
import type { FrameText } from "~/content/frame-text";
import type { NewsletterWords } from "~/forms/newsletter-check";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { FormAlert, JsonReplyField, PageField, problemsOf, type FormActionData } from "./fields";
import { HoneypotField } from "./HoneypotField";

/**
 * Newsletter signup (footer on every page, and the /newsletter page). Without JavaScript it posts to the
 * /newsletter action, which redirects back with the result or shows the form again with its message; with
 * JavaScript a fetcher posts it, the result is a toast and a success clears the field.
 */
export function NewsletterForm({ idPrefix = "newsletter", result, dark = true }: { idPrefix?: string; result?: FormActionData; dark?: boolean }) {
  const fetcher = useFetcher<FormActionData>();
  const words = useWords<FrameText & NewsletterWords>();
  const text = words.forms.newsletter;
  const action = useLocalePath()("/newsletter");
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<FormActionData | undefined>(undefined);
  const data = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    showToast(data.toast);
    if (data.ok) formRef.current?.reset();
  }, [fetcher.state, data]);

  const shown = result ?? undefined;
  const error = shown && !shown.ok ? shown.reply.error?.email?.[0] : undefined;
  const initial = (shown?.reply.initialValue as { email?: string } | undefined)?.email ?? "";
  const inputId = `${idPrefix}-email`;
  return (
    <>
      <FormAlert toast={shown && !shown.ok ? shown.toast : null} problems={problemsOf([{ id: inputId, errors: error ? [error] : undefined }])} />
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        className="relative flex flex-col flex-wrap gap-2 sm:flex-row"
        aria-label={text.signup}
        onSubmit={(event) => {
          // Same checks as the server, before the request leaves. They and their messages load on the first
          // submit, not with every page (the form is in every footer).
          event.preventDefault();
          const form = event.currentTarget;
          void import("~/forms/newsletter-check").then(({ newsletterEmailProblem }) => {
            const email = new FormData(form).get("email");
            const problem = newsletterEmailProblem(typeof email === "string" ? email : "", words.newsletterMessages);
            if (problem) showToast(problem);
            else fetcher.submit(form);
          });
        }}
      >
        <JsonReplyField />
        <PageField />
        <HoneypotField />
        <label htmlFor={inputId} className="sr-only">
          {text.emailAddress}
        </label>
        {/* From sm the button sits beside the field while the field keeps room for an address (12rem); a longer
            label wraps the button under it. */}
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={initial}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={`min-h-[44px] min-w-0 flex-1 rounded-lg border border-navy-600 px-3 sm:basis-48 ${dark ? "bg-navy-800 text-white placeholder:text-navy-100" : "bg-white text-navy-900"}`}
        />
        <button type="submit" className="btn-volt" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? text.subscribing : text.subscribe}
        </button>
      </fetcher.Form>
      {error ? (
        <p id={`${inputId}-error`} className={`mt-1 text-sm font-medium ${dark ? "text-volt-300" : "text-red-700"}`}>
          {error}
        </p>
      ) : null}
    </>
  );
}
