import { Form } from "@remix-run/react";
import { ON_MY_WAY_MINUTES } from "~/forms/on-my-way";
import { useIsPending } from "~/hooks/use-is-pending";

/**
 * "On my way" for today's visit (docs/visits.md): one button per arrival estimate, each a plain post that works
 * without JavaScript; the customer is told the estimate and the lead is marked on the way.
 */
export function OnMyWayForm({ who, version }: { who: string; version: string }) {
  const busy = useIsPending({ intent: "on-my-way", state: "submitting" });
  return (
    <Form method="post" className="mt-3 rounded-lg border border-navy-100 p-3" key={`on-my-way-${version}`} data-testid="on-my-way">
      <input type="hidden" name="intent" value="on-my-way" />
      <fieldset disabled={busy}>
        <legend className="font-semibold">On my way: {who} arrives in about</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ON_MY_WAY_MINUTES.map((minutes) => (
            <button key={minutes} type="submit" name="minutes" value={minutes} className="btn-secondary min-h-[44px] whitespace-nowrap">
              {minutes} min
            </button>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}
