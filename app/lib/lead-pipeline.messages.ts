/** What the lead's page and the inbox tell the office (browser-safe: the forms show the same words). */

export const LEAD_STATUSES = ["new", "contacted", "scheduled", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  won: "Won",
  lost: "Lost",
};

/** How the history names a changed field. */
export const FIELD_LABELS: Record<string, string> = {
  status: "Status",
  lost_reason: "Lost reason",
  owner: "Owner",
  note: "Note",
  call: "Call",
  text: "Text",
};

export const NOTE_MAX = 4000;
export const LOST_REASON_MAX = 500;
export const SEARCH_MAX = 200;

export const PIPELINE_MESSAGES = {
  lostReasonRequired: "Please say why the lead was lost",
  lostReasonTooLong: `Keep the reason under ${LOST_REASON_MAX} characters`,
  unknownStatus: "Choose a status",
  unknownOwner: "Choose an admin as the owner",
  noteRequired: "Please write the note",
  noteTooLong: `Keep the note under ${NOTE_MAX} characters`,
  unknownAction: "Unknown action",
  unreadable: "The form could not be read",
  notFound: "This lead does not exist",
  statusChanged: (label: string) => `Status set to ${label}`,
  unchanged: "Nothing changed",
  ownerChanged: (name: string | null) => (name ? `Owner set to ${name}` : "Owner removed"),
  noteAdded: "Note added",
  loadFailed: (reason: string) => `Failed to fetch the lead: ${reason}`,
  saveFailed: (reason: string) => `Failed to save the change: ${reason}`,
  badFilter: "Some filters were not understood and were ignored",
} as const;
