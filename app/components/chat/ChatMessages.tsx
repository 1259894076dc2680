import { Form, Link } from "@remix-run/react";
import { toBookingService } from "~/forms/options";
import type { BookingData, ChatMessage } from "~/lib/assistant/chat-protocol";
import { BOOKING_PREFILL_INTENT } from "~/forms/booking-prefill";
import { useBusiness } from "~/hooks/use-business";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import type { ChatWords } from "~/lib/assistant/chat.messages";
import { replyParts } from "./reply-links";

/** What the chat hands the booking dialog: quick-booking mode with the block's fields. */
export type OpenBooking = (data: BookingData, serviceValue: string) => void;

/** The conversation: bubbles, the booking note with its button, and the failure bubble. */
export function ChatMessages({
  messages,
  assistantName,
  onBook,
  loading = false,
}: {
  messages: ChatMessage[];
  assistantName: string;
  onBook?: OpenBooking;
  loading?: boolean;
}) {
  const t = useWords<ChatWords>().chat;
  return (
    <ol className="flex flex-col gap-3" aria-label={t.conversation} data-testid="chat-messages">
      {messages.map((m, i) => (
        <li
          key={`${m.timestamp}-${i}`}
          data-role={m.role}
          data-testid={m.isError ? "chat-error" : `chat-message-${m.role}`}
          className={`max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-2 text-sm ${
            m.role === "user"
              ? "self-end bg-navy-800 text-white"
              : m.isError
                ? "self-start border border-brand-600 bg-red-50 text-red-900"
                : "self-start bg-navy-50 text-navy-900"
          }`}
        >
          <span className="sr-only">{m.role === "user" ? t.you : `${assistantName}: `}</span>
          {m.role === "assistant" && !m.isError ? <ReplyText text={m.content} /> : m.content}
          {m.bookingData ? <BookingAction data={m.bookingData} onBook={onBook} /> : null}
          {m.statusPath ? (
            <Link to={m.statusPath} className="btn-primary mt-3 w-full" data-testid="chat-status-link">
              {t.followRequest}
            </Link>
          ) : null}
        </li>
      ))}
      {loading ? (
        <li className="self-start rounded-2xl bg-navy-50 px-4 py-2 text-sm" data-testid="typing-indicator">
          <span className="sr-only">{t.typing(assistantName)}</span>
          <span aria-hidden="true" className="inline-flex gap-1">
            <span className="h-2 w-2 animate-bounce rounded-full bg-navy-600 motion-reduce:animate-none" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-navy-600 [animation-delay:150ms] motion-reduce:animate-none" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-navy-600 [animation-delay:300ms] motion-reduce:animate-none" />
          </span>
        </li>
      ) : null}
    </ol>
  );
}

/** The assistant's words, with the site's own paths and URLs as links (built as elements, never as HTML). */
function ReplyText({ text }: { text: string }) {
  const { siteUrl } = useBusiness();
  return replyParts(text, siteUrl).map((part, i) =>
    typeof part === "string" ? (
      part
    ) : (
      <Link key={i} to={part.path} className="font-semibold underline" data-testid="chat-reply-link">
        {part.text}
      </Link>
    ),
  );
}

function BookingAction({ data, onBook }: { data: BookingData; onBook?: OpenBooking }) {
  const t = useWords<ChatWords>().chat;
  // The booking page in the page's language (/book or /es/book).
  const to = useLocalePath();
  const service = toBookingService(data.service) ?? "other";
  return (
    <div className="mt-3 border-t border-navy-100 pt-3" data-testid="booking-action">
      <p className="italic">{t.bookingNote}</p>
      {onBook ? (
        <button type="button" className="btn-primary mt-2 w-full" onClick={() => onBook(data, service)}>
          {t.bookCall}
        </button>
      ) : (
        <Form method="post" action={to("/book")}>
          <input type="hidden" name="intent" value={BOOKING_PREFILL_INTENT} />
          <input type="hidden" name="service" value={service} />
          <input type="hidden" name="name" value={data.name} />
          <input type="hidden" name="phone" value={data.phone} />
          <input type="hidden" name="email" value={data.email} />
          <input type="hidden" name="message" value={data.details} />
          <button type="submit" className="btn-primary mt-2 w-full">
            {t.bookCall}
          </button>
        </Form>
      )}
    </div>
  );
}
