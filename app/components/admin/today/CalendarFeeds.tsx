import { Form } from "@remix-run/react";
import type { officeDayText } from "~/content/office-day";
import { At } from "../lead/format";
import { Notice } from "../Notice";
import { Section } from "../Section";

type Words = (typeof officeDayText)["en"];

interface Person {
  value: string;
  label: string;
  feeds: { id: string; createdAt: string }[];
}

/** The feed link just made: shown this once (only its hash is stored). */
interface NewFeed {
  who: string;
  https: string;
  webcal: string;
}

/**
 * The electricians' calendar feeds (docs/visits.md): make a private link for one of them, see it once (a webcal
 * link that opens the phone's calendar, and the https link to copy into Google Calendar or Outlook), and revoke
 * the links in use. Plain posts, without JavaScript.
 */
export function CalendarFeeds({ people, created, words }: { people: Person[]; created: NewFeed | null; words: Words }) {
  const inUse = people.filter((person) => person.feeds.length > 0);
  return (
    <Section id="calendar-feeds" title={words.feeds}>
      <p className="mt-2 text-navy-700">{words.feedsIntro}</p>
      {created ? (
        <div className="mt-4">
          <Notice type="success" testId="new-feed">
            <p className="font-semibold">
              {words.newFeed} {created.who}
            </p>
            <p>{words.newFeedHint}</p>
            <a href={created.webcal} className="link-action">
              {words.subscribe}
            </a>
            <label htmlFor="new-feed-url" className="mt-2 block font-semibold">
              {words.copyLink}
            </label>
            <input id="new-feed-url" type="url" readOnly value={created.https} className="admin-input font-mono text-sm" />
          </Notice>
        </div>
      ) : null}
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="create-feed" />
        <div>
          <label htmlFor="feed-electrician" className="block font-semibold">
            {words.electrician}
          </label>
          <select id="feed-electrician" name="electrician" required className="admin-input">
            {people.map((person) => (
              <option key={person.value} value={person.value}>
                {person.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          {words.createFeed}
        </button>
      </Form>
      <h3 className="mt-6 text-lg font-bold">{words.feedsInUse}</h3>
      {inUse.length === 0 ? <p className="mt-1 text-navy-700">{words.noFeeds}</p> : null}
      <ul className="mt-2 divide-y divide-navy-100" data-testid="feeds-in-use">
        {inUse.flatMap((person) =>
          person.feeds.map((feed) => (
            <li key={feed.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <p>
                <span className="font-semibold">{person.label}</span> · {words.madeOn} <At iso={feed.createdAt} />
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-feed" />
                <input type="hidden" name="id" value={feed.id} />
                <button type="submit" className="btn-outline" aria-label={`${words.revoke}: ${person.label}`}>
                  {words.revoke}
                </button>
              </Form>
            </li>
          )),
        )}
      </ul>
    </Section>
  );
}
