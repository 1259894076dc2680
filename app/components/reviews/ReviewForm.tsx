import type { SubmissionResult } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import type { ReviewPageWords } from "~/content/review-request";
import { useWords } from "~/hooks/use-lang";

/**
 * The review page's form: a plain post, no JavaScript. Its fields carry the schema's limits as HTML constraints
 * (`constraint`, the loader's, from the same schema the action reads); refused input comes back with the messages
 * and what was typed.
 */
export function ReviewForm({ constraint, reply }: { constraint: ReturnType<typeof getZodConstraint>; reply?: SubmissionResult<string[]> }) {
  const m = useWords<ReviewPageWords>().reviewPage;
  const errors = reply?.error ?? {};
  const typed = (reply?.initialValue ?? {}) as Record<string, unknown>;
  const ratingError = errors.rating?.[0];
  const commentError = errors.comment?.[0];
  return (
    <form method="post" className="mt-6 space-y-6" noValidate={false} data-testid="review-form">
      <fieldset aria-describedby={ratingError ? "rating-error" : undefined}>
        <legend className="text-lg font-bold">{m.rating}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex min-h-[44px] cursor-pointer items-center gap-2 rounded-lg border border-navy-100 px-3">
              <input type="radio" name="rating" value={n} required={constraint.rating?.required} defaultChecked={typed.rating === String(n)} />
              <span className={`stars stars-${n} text-amber-700`} aria-hidden="true" />
              <span className="sr-only">{m.stars(n)}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id="rating-error" className="mt-2 font-semibold text-brand-700" role="alert">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="review-comment" className="block text-lg font-bold">
          {m.comment}
        </label>
        <textarea
          id="review-comment"
          name="comment"
          rows={5}
          maxLength={constraint.comment?.maxLength}
          defaultValue={typeof typed.comment === "string" ? typed.comment : ""}
          aria-describedby={commentError ? "comment-hint comment-error" : "comment-hint"}
          aria-invalid={commentError ? true : undefined}
          className="mt-2 w-full rounded-lg border border-navy-300 p-3"
        />
        <p id="comment-hint" className="text-sm text-navy-700">
          {m.commentHint}
        </p>
        {commentError ? (
          <p id="comment-error" className="font-semibold text-brand-700" role="alert">
            {commentError}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-3">
        <input type="checkbox" name="consent" className="mt-1 h-5 w-5" defaultChecked={typed.consent === "on"} />
        <span>{m.consent}</span>
      </label>
      <button type="submit" className="btn-primary">
        {m.send}
      </button>
    </form>
  );
}
