import type { Confirmation } from "~/forms/confirmation";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { formText } from "~/forms/messages";
import type { PhotoRefusal } from "~/forms/photos";
import { rewriteQueuedMail } from "~/models/email-outbox.server";
import { saveLeadWithMails, statusTokenOfRepeat, type LeadInput, type LeadKind } from "~/models/lead-intake.server";
import { statusPath } from "../emergencies/emergency-status";
import { newStatusToken } from "../emergencies/emergency-status.server";
import { saveRetryingLostConnection } from "../platform/db.server";
import { confirmationMails, officeMail } from "./confirmation-mails.server";
import type { FormDeps, RequestMeta } from "./form-deps.server";
import type { PreparedPhoto } from "./photo-checks.server";
import { OFFICE_LINK_SECONDS, photoLinks } from "./photo-links.server";
import { storeLeadPhotos } from "./photo-storage.server";

/**
 * Saves the request (what the confirmation says, and every field) with its confirmation mails: both or
 * neither. Throws when nothing could be saved. Every request gets an unguessable status token, its page's key
 * (the visitor's mail links the page); an emergency's answer also carries the page's path (the first request's,
 * for a repeat), and it gets its first alerts, saved with it and sent at once. Then the photos that passed their checks are stored
 * (the office mail already links them, signed; one that cannot be stored is named there instead of linked),
 * and only then the outbox is woken, so the links work when the mail arrives. Returns an emergency's status
 * page's path and the photos that could not be stored.
 */
export async function recordRequest(
  kind: LeadKind,
  confirmation: Confirmation,
  fields: LeadInput["fields"],
  meta: RequestMeta,
  deps: FormDeps,
  photos: PreparedPhoto[] = [],
): Promise<{ statusPath: string | null; photosRefused: PhotoRefusal[] }> {
  const { name, email, phone, service, message } = confirmation;
  const emergency = isEmergencyRequest(fields);
  const statusToken = newStatusToken();
  const statusUrl = new URL(statusPath(statusToken), deps.business.siteUrl).href;
  const store = deps.photoStore;
  const kept = store ? photos : [];
  const links = store ? await photoLinks(kept, store) : [];
  const validDays = OFFICE_LINK_SECONDS / 86_400;
  const mails = confirmationMails(kind, confirmation, deps.business, deps.officeEmail, { photos: { links, validDays }, statusUrl, emergency, lang: meta.lang });
  const alerts = emergency && deps.alerts ? await deps.alerts.targets() : [];
  const lead: LeadInput = {
    ...{ kind, name, email, phone, service, message, fields, page: meta.page, emergency, statusToken },
    ...{ attribution: meta.attribution, language: meta.lang },
  };
  const saved = await saveRetryingLostConnection(() => saveLeadWithMails(deps.db, lead, mails, Date.now(), alerts));
  if (!saved.created) {
    // A repeat of the same request already queued its mails and alerts and stored its photos.
    const token = emergency ? await statusTokenOfRepeat(deps.db, lead) : null;
    return { statusPath: token ? statusPath(token) : null, photosRefused: [] };
  }
  // Alerts go out at once: an emergency never waits for its photos.
  if (emergency) deps.alerts?.queued();
  let photosRefused: PhotoRefusal[];
  if (store) {
    const { stored, refused } = await storeLeadPhotos(saved.leadId, kept, { db: deps.db, ...store }, meta.lang);
    if (refused.length > 0) {
      // The office mail queued with the request links every photo: it links the stored ones, names the others.
      const officePhotos = { links: links.filter((_, i) => stored.includes(kept[i]!)), validDays, unstored: refused.map((r) => r.name) };
      await rewriteQueuedMail(deps.db, saved.leadId, officeMail(kind, confirmation, deps.officeEmail, officePhotos));
    }
    photosRefused = refused;
  } else {
    photosRefused = photos.map((p) => ({ name: p.name, reason: formText[meta.lang ?? "en"].photos.notStored }));
  }
  // The mails link the photos: woken once they are stored.
  deps.mailQueued();
  // Only an emergency's answer leads to its page at once; every other request's page is linked from its mail.
  return { statusPath: emergency ? statusPath(statusToken) : null, photosRefused };
}


/** An emergency: the contact form in emergency mode, or an estimate or booking for emergency repair. */
export const isEmergencyRequest = (fields: LeadInput["fields"]) =>
  fields.type === "emergency" || fields.service === "emergency" || fields.serviceType === "emergency";

/** Only the fields that hold a value, as strings (for the leads.fields column); never the honeypot. */
export function fieldsOf(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === HONEYPOT_FIELD || value === undefined || value === null || value === "") continue;
    out[key] = String(value);
  }
  return out;
}
