import { Form, Link } from "@remix-run/react";
import { toBookingService } from "~/forms/options";
import { BOOKING_PREFILL_INTENT, type BookingData, type ChatMessage } from "~/lib/assistant/chat-protocol";
import { statusMessages } from "~/lib/emergencies/emergency-status.messages";

/** What the chat hands the booking dialog: quick-booking mode with the block's fields. */
export type OpenBooking = (data: BookingData, serviceValue: string) => void;

const BOOKING_NOTE = "I've prepared your consultation request with the details you gave me.";

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
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversation" data-testid="chat-messages">
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
          <span className="sr-only">{m.role === "user" ? "You: " : `${assistantName}: `}</span>
          {m.content}
          {m.bookingData ? <BookingAction data={m.bookingData} onBook={onBook} /> : null}
          {m.statusPath ? (
            <Link to={m.statusPath} className="btn-primary mt-3 w-full" data-testid="chat-status-link">
              {statusMessages.followLink}
            </Link>
          ) : null}
        </li>
      ))}
      {loading ? (
        <li className="self-start rounded-2xl bg-navy-50 px-4 py-2 text-sm" data-testid="typing-indicator">
          <span className="sr-only">{assistantName} is typing…</span>
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

function BookingAction({ data, onBook }: { data: BookingData; onBook?: OpenBooking }) {
  const service = toBookingService(data.service) ?? "other";
  return (
    <div className="mt-3 border-t border-navy-100 pt-3" data-testid="booking-action">
      <p className="italic">{BOOKING_NOTE}</p>
      {onBook ? (
        <button type="button" className="btn-primary mt-2 w-full" onClick={() => onBook(data, service)}>
          Book Consultation Call
        </button>
      ) : (
        <Form method="post" action="/book">
          <input type="hidden" name="intent" value={BOOKING_PREFILL_INTENT} />
          <input type="hidden" name="service" value={service} />
          <input type="hidden" name="name" value={data.name} />
          <input type="hidden" name="phone" value={data.phone} />
          <input type="hidden" name="email" value={data.email} />
          <input type="hidden" name="message" value={data.details} />
          <button type="submit" className="btn-primary mt-2 w-full">
            Book Consultation Call
          </button>
        </Form>
      )}
    </div>
  );
}
