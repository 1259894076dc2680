import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { TOWN_MAX } from "~/forms/admin-messages";
import { At } from "./format";

/** What the lead page knows of the job's review request (app/models/review-requests.server.ts leadReview). */
interface Review {
  doneAt: string;
  channel: string | null;
  sentAt: string | null;
  remindedAt: string | null;
  openedAt: string | null;
  ratedAt: string | null;
  rating: number | null;
  comment: string | null;
  consent: boolean;
  googleClickedAt: string | null;
  stopped: string | null;
  publishedAt: string | null;
}

const STOPPED: Record<string, string> = {
  unsubscribed: "they unsubscribed from review requests",
  "opted-out": "their number texted STOP",
  "no-contact": "no number to text and no mail address",
};

function Row({ label, at, testId, children }: { label: string; at: string | null; testId: string; children?: React.ReactNode }) {
  return (
    <div data-testid={testId}>
      <dt className="font-semibold">{label}</dt>
      <dd>{at ? <At iso={at} /> : "not yet"}{children}</dd>
    </div>
  );
}

/**
 * The job's review request on the lead page: "Job done" on a won lead (a plain form), then sent, opened and
 * answered with the rating and the comment (shown as text), and the one step that publishes a consented comment.
 */
export function LeadReview({ status, review, town, reply }: { status: string; review: Review | null; town: string | null; reply?: SubmissionResult<string[]> }) {
  if (!review) {
    return status === "won" ? (
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="job-done" />
        <p className="text-sm text-navy-700">Marking the job done sends the customer one review request, in their language, a few hours later within the sending hours.</p>
        <button type="submit" className="btn-primary mt-2">
          Job done
        </button>
      </Form>
    ) : (
      <p className="mt-3 text-navy-700">When the lead is won and the job is finished, mark it done here to ask for a review.</p>
    );
  }
  const townError = reply?.error?.town?.[0];
  return (
    <div className="mt-3 space-y-3" data-testid="lead-review">
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Row label="Job done" at={review.doneAt} testId="review-done" />
        <Row label="Request sent" at={review.sentAt} testId="review-sent">
          {review.channel ? ` by ${review.channel === "sms" ? "text" : "mail"}` : ""}
          {review.remindedAt ? (
            <>
              ; reminded <At iso={review.remindedAt} />
            </>
          ) : null}
        </Row>
        <Row label="Opened" at={review.openedAt} testId="review-opened" />
        <Row label="Answered" at={review.ratedAt} testId="review-answered" />
      </dl>
      {review.stopped ? <p data-testid="review-stopped">Nothing more goes out: {STOPPED[review.stopped] ?? review.stopped}.</p> : null}
      {review.rating !== null ? (
        <div>
          <p>
            Rating: <strong data-testid="review-rating">{review.rating} of 5</strong>
            {review.googleClickedAt ? " · followed the Google link" : ""}
          </p>
          {review.comment ? (
            <blockquote className="mt-2 whitespace-pre-wrap border-l-4 border-navy-100 pl-5" data-testid="review-comment">
              {review.comment}
            </blockquote>
          ) : (
            <p className="text-navy-700">No comment.</p>
          )}
          <p className="mt-1 text-sm">{review.consent ? "May be shown on the site under their first name and town." : "Not to be shown on the site."}</p>
        </div>
      ) : null}
      {review.publishedAt ? (
        <p data-testid="review-published">
          Published on /reviews <At iso={review.publishedAt} />
        </p>
      ) : review.consent && review.comment ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="publish-review" />
          <label htmlFor="review-town" className="block font-semibold">
            Town shown with the review
          </label>
          <input
            id="review-town"
            name="town"
            defaultValue={town ?? ""}
            maxLength={TOWN_MAX}
            required
            className="admin-input"
            aria-invalid={townError ? true : undefined}
            aria-describedby={townError ? "review-town-error" : undefined}
          />
          {townError ? (
            <p id="review-town-error" role="alert" className="text-sm font-semibold text-brand-700">
              {townError}
            </p>
          ) : null}
          <button type="submit" className="btn-primary">
            Publish to /reviews
          </button>
        </Form>
      ) : null}
    </div>
  );
}
