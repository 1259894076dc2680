import type { Business } from "~/content/business";
import type { Confirmation } from "~/forms/confirmation";
import { optionLabels } from "~/forms/option-labels";
import { formatPhone } from "~/forms/phone";
import type { Lang } from "~/content/languages";
import { customerMailText } from "~/content/customer-mails";
import type { Mail } from "~/models/email-outbox.server";
import type { LeadKind } from "~/models/lead-intake.server";

/**
 * The confirmation mails of docs/product.md §7, call 1 (and decision 3): one to the visitor (when they gave an
 * email) and one to the office. The office's has the request's fields and the joined message; the visitor's
 * only the fields, never what they wrote: its address is not verified, and echoing free text to it would let
 * anyone send their words in the business's name to anyone (docs/security.md).
 */
const kindLabel: Record<LeadKind, string> = {
  contact: "Contact request",
  estimate: "Estimate request",
  booking: "Booking",
  newsletter: "Newsletter signup",
};

/** The request's fields: name, contact details, the service picked from the list, the booking link. */
function requestFields(c: Confirmation, lang: Lang = "en"): string[] {
  const f = customerMailText[lang].fields;
  return [
    `${f.name}: ${c.name}`,
    `${f.email}: ${c.email ?? f.notGiven}`,
    `${f.phone}: ${formatPhone(c.phone)}`,
    `${f.service}: ${optionLabels[lang][c.service] ?? c.service}`,
    ...(c.bookingUrl ? [`${f.bookingLink}: ${c.bookingUrl}`] : []),
  ];
}

/** The office's copy: the fields and the visitor's message. */
function confirmationBody(c: Confirmation): string {
  return [...requestFields(c), "", "Message:", c.message || "(none)"].join("\n");
}

/** A photo sent with the request, linked in the office mail by a signed URL. */
interface PhotoLink {
  name: string;
  url: string;
}

/**
 * The office mail's photo section: each photo by name and signed link, and how long the links work; then the
 * photos the visitor sent that could not be stored (named, with no link that would lead nowhere).
 */
function photoSection(photos: PhotoLink[], validDays: number, unstored: string[] = []): string {
  const lines: string[] = [];
  if (photos.length > 0) {
    lines.push(`Photos (${photos.length}). These links stop working after ${validDays} days; the photos stay on the lead's page in the admin:`);
    lines.push(...photos.map((p, i) => `${i + 1}. ${p.name || "photo"}: ${p.url}`));
  }
  if (unstored.length > 0) {
    lines.push(`Photos that could not be stored (${unstored.length}); ask the customer to send them again: ${unstored.map((n) => n || "photo").join(", ")}`);
  }
  return lines.length > 0 ? ["", ...lines, ""].join("\n") : "";
}

interface OfficePhotos {
  links: PhotoLink[];
  validDays: number;
  /** Names of the photos that were sent but could not be stored. */
  unstored?: string[];
}

/** The office's mail about a request: every detail, its photos' links, and the reply going to the visitor. */
export function officeMail(kind: LeadKind, c: Confirmation, officeEmail: string, photos: OfficePhotos = { links: [], validDays: 0 }): Mail {
  return {
    to: officeEmail,
    replyTo: c.email ?? null,
    subject: `New ${kindLabel[kind].toLowerCase()}: ${c.name} — ${c.service}`,
    text: `${kindLabel[kind]} from the website.\n\n${confirmationBody(c)}\n${photoSection(photos.links, photos.validDays, photos.unstored)}`,
  };
}

/**
 * The visitor's confirmation (when they gave an email), in their language, and the office's mail, in English.
 * `photos`: the office mail links them; `statusUrl`: the request's status page, linked from the visitor's mail
 * (an emergency's with the word that the on-call electrician is being alerted).
 */
export function confirmationMails(
  kind: LeadKind,
  c: Confirmation,
  business: Business,
  officeEmail: string,
  { photos, statusUrl, emergency = false, lang = "en" }: { photos?: OfficePhotos; statusUrl?: string; emergency?: boolean; lang?: Lang } = {},
): Mail[] {
  const mails: Mail[] = [officeMail(kind, c, officeEmail, photos)];
  if (c.email) {
    const t = customerMailText[lang];
    const page = statusUrl ? `${emergency ? t.alerting : t.followRequest}\n${statusUrl}` : null;
    const steps = [c.bookingUrl ? `${t.pickATime}\n${c.bookingUrl}` : null, page].filter(Boolean);
    // Without a time to pick or an alert under way, the mail still says the office will be in touch.
    const next = [c.bookingUrl || emergency ? null : t.inTouch, ...steps].filter(Boolean).join("\n\n");
    mails.unshift({
      to: c.email,
      replyTo: business.email,
      subject: kind === "booking" ? t.bookingSubject(business.name) : t.requestSubject(business.name),
      text: [
        t.greeting(c.name),
        "",
        `${t.thanks(business.name)} ${next}`,
        "",
        t.yourRequest,
        "",
        ...requestFields(c, lang),
        "",
        `${business.name} · ${business.phone} · ${business.email}`,
        "",
      ].join("\n"),
    });
  }
  return mails;
}

export function welcomeMail(email: string, business: Business, lang: Lang = "en"): Mail {
  const t = customerMailText[lang];
  return {
    to: email,
    replyTo: business.email,
    subject: t.welcomeSubject(business.name),
    text: [
      t.welcomeThanks,
      "",
      t.welcomeOffer,
      "",
      `${business.name} · ${business.phone} · ${business.email}`,
      "",
    ].join("\n"),
  };
}
