/**
 * Every message the admin's forms show, beside the public forms' catalogue (app/forms/messages.ts): the sign-in
 * pages, the on-call page, a lead's page and the inbox, the gallery admin page and the import. Browser-safe:
 * the forms and their workflows show the same words.
 */

// Sign-in (/login, /login/verify, /login/enrol) and /logout

/** One message for a wrong password and an unknown email, so the form does not reveal who has an account. */
export const INVALID_LOGIN = "Invalid email or password";
export const MISSING_LOGIN = "Please enter your email and password";
export const LOGIN_RATE_LIMITED = "Too many login attempts. Please wait 15 minutes and try again.";
export const LOGIN_EXPIRED = "Your sign-in has expired. Please enter your email and password again.";

export const CODE_MISSING = "Please enter the 6-digit code from your authenticator app";
export const CODE_INVALID = "That code is not valid. Enter the current 6-digit code from your app, or an unused recovery code.";
export const ENROL_CODE_INVALID = "That code does not match. Scan the QR code again and enter the 6-digit code your app shows now.";
export const ALREADY_ENROLLED = "Two-factor sign-in is already set up for this account. Please sign in again.";

export const LOGGED_OUT = "You have been logged out";

// Any admin page

/** The heading of an admin page that failed (the frame stays, with its navigation). */
export const PAGE_FAILED = "This page could not be shown";

// The on-call page (/admin/on-call)

export const ONCALL_MESSAGES = {
  nameRequired: "Enter the person's name",
  nameTooLong: "The name is too long (80 characters at most)",
  phoneInvalid: "Enter a mobile number that receives texts, like (703) 555-0100 or +447700900123",
  timeInvalid: "Use 24-hour time, like 08:00 or 17:30",
  positionInvalid: "The order is a number from 1 to 99",
  added: (name: string) => `${name} was added to the on-call list`,
  saved: (name: string) => `Saved ${name}`,
  removed: (name: string) => `${name} was removed from the on-call list`,
  notFound: "That person is no longer on the list",
  invalid: "Please correct the highlighted fields",
  unreadable: "The form could not be read",
  pushOn: "Notifications are on for this browser",
  pushOff: "Notifications are off for this browser",
  pushUnsupported: "This browser cannot receive notifications (on an iPhone, add the admin to the home screen first)",
  pushDenied: "Notifications are blocked for this site in the browser's settings",
  pushFailed: "Notifications could not be turned on. Try again.",
  pushInvalid: "That is not a browser push subscription",
  pushNotAService: "That subscription does not point at a browser's push service (Google, Mozilla, Apple or Microsoft)",
} as const;

/** Longest name on the list. */
export const ONCALL_NAME_MAX = 80;

// A lead's page and the inbox (/admin/leads)


export const LEAD_STATUSES = ["new", "contacted", "scheduled", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  won: "Won",
  lost: "Lost",
};

/** Why the site sent no automatic text (docs/phone.md, "Who may be texted"; "Limits"), as a lead's page says it. */
export const NO_TEXT_REASONS: Record<string, string> = {
  "opted-out": "the number opted out",
  "not-us": "not a US number",
  premium: "a premium or non-geographic number",
  placeholder: "caller ID withheld",
  unverified: "caller ID not attested A or B",
  "number-limit": "texted back in the last 24 h",
  "hourly-limit": "hourly limit reached",
};

/** A history row `auto_text`: which automatic text did not go by text (its reason follows). */
export const AUTO_TEXT_LABELS: Record<string, string> = {
  "text-back": "No missed-call text-back",
  "review-request": "Review request not texted",
  "review-reminder": "Review reminder not texted",
  "visit-confirmation": "Visit confirmation not texted",
  "visit-on-my-way": "On my way not texted",
  "visit-cancellation": "Visit cancellation not texted",
};

/** How the history names a changed field. */
export const FIELD_LABELS: Record<string, string> = {
  status: "Status",
  lost_reason: "Lost reason",
  owner: "Owner",
  note: "Note",
  call: "Call",
  text: "Text",
  visit: "Visit booked",
  visit_confirmed: "Visit confirmed",
  visit_moved: "Chose another time",
  call_requested: "Asked for a call",
  photos: "Photos",
};

/**
 * What the customer asked from their request page that the office has not seen to (a lead's `attention`,
 * docs/visits.md): the inbox's badge and the mark at the top of the lead's page.
 */
export const ATTENTION_LABELS: Record<string, string> = {
  call: "Asked for a call",
  window: "Chose another time",
  message: "Sent a message",
  cancel: "Cancelled the request",
  photos: "Sent photos",
};

/**
 * How a lead's page names what the visitor sent (the public forms' and the chat's field names), in this order;
 * name, email, phone and the service have rows of their own.
 */
export const REQUEST_FIELD_LABELS: Record<string, string> = {
  type: "Request type",
  address: "Address",
  preferredTime: "Preferred time",
  appointmentType: "Appointment type",
  description: "Details",
  message: "Message",
  bookingUrl: "Booking link",
  source: "Sent through",
};

/** The fields' coded values, by name. */
export const REQUEST_VALUE_LABELS: Record<string, Record<string, string>> = {
  type: { emergency: "Emergency", estimate: "Estimate" },
  source: { assistant: "The chat assistant" },
};

export const NOTE_MAX = 4000;
/** Twilio delivers at most 1,600 characters in one text. */
export const REPLY_MAX = 1600;
export const LOST_REASON_MAX = 500;
export const SEARCH_MAX = 200;

/** The longest town a published review shows. */
export const TOWN_MAX = 60;

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
  /** What one save of the lead page changed, each part's own message. */
  saved: (changes: string[]) => (changes.length > 0 ? changes.join(" · ") : "Nothing changed"),
  loadFailed: (reason: string) => `Failed to fetch the lead: ${reason}`,
  saveFailed: (reason: string) => `Failed to save the change: ${reason}`,
  badFilter: "Some filters were not understood and were ignored",
  replyRequired: "Please write the text to send",
  replyTooLong: `Keep the text under ${REPLY_MAX} characters (Twilio sends at most that many)`,
  replyQueued: "Text queued: it goes out from the number they used",
  replyNoPhone: "This lead has no mobile number to text",
  replyOptedOut: "This number texted STOP: no text can be sent until they text START",
  replyNoTwilio: "Texting is not set up on this site (Twilio's numbers and account are not configured)",
  jobDone: "Job done: the review request is scheduled",
  jobDoneAgain: "The job was already marked done: its one review request stands",
  jobDoneNotWon: "Mark the lead Won before the job is done",
  townRequired: "Please give the customer's town",
  townTooLong: `Keep the town under ${TOWN_MAX} characters`,
  reviewPublished: "Review published on /reviews",
  nothingToPublish: "There is no consented comment to publish, or it is published already",
} as const;

/** The visit form of a lead's page (docs/visits.md). */
export const VISIT_MESSAGES = {
  dayRequired: "Choose the day of the visit",
  dayPast: "Choose today or a later day",
  dayTooFar: "Choose a day within the next year",
  windowRequired: "Choose an arrival window",
  electricianRequired: "Choose who goes",
  overlap: (who: string, day: string, window: string) =>
    `${who} already has a visit that overlaps ${window} on ${day}. Choose another window, another day or someone else.`,
  booked: (who: string, day: string, window: string) => `Visit booked: ${who}, ${day}, ${window}`,
  saveFailed: (reason: string) => `The visit could not be booked (${reason}). Please try again.`,
  cancel: "Cancel visit",
  cancelling: "Cancelling...",
  cancelled: (who: string, day: string, window: string) => `Visit cancelled: ${who}, ${day}, ${window}. The customer is told.`,
  notCancellable: "That visit is not booked on this lead any more: nothing was cancelled",
  cancelFailed: (reason: string) => `The visit could not be cancelled (${reason}). Please try again.`,
};

/** The lead page's "On my way" form (docs/visits.md). */
export const ON_MY_WAY_MESSAGES = {
  minutesRequired: "Choose 15, 30, 45 or 60 minutes",
  noVisitToday: "This lead has no visit today: book one first",
  sent: (minutes: string) => `On my way: the customer was told about ${minutes} minutes`,
  saveFailed: (reason: string) => `"On my way" could not be saved (${reason}). Please try again.`,
};

// The gallery admin page (/admin)

export const ADMIN_MESSAGES = {
  missing: "Please select a file and enter a title",
  added: "Image added to gallery!",
  removed: "Image removed from gallery",
  confirmDelete: "Are you sure you want to remove this image from the gallery?",
  unknownAction: "Unknown action",
  unreadable: "The form could not be read",
  filesFailed: (reason: string) => `Failed to fetch storage files: ${reason}`,
  imagesFailed: (reason: string) => `Failed to fetch gallery images: ${reason}`,
  addFailed: (reason: string) => `Failed to add image: ${reason}`,
  deleteFailed: (reason: string) => `Failed to delete image: ${reason}`,
  photoSaved: (title: string) => `The photo now shows for "${title}"`,
  noItem: "choose the project the photo is of",
} as const;

/** The longest title, description and location an image may have (the form's maxLength and the check). */
export const FIELD_LIMITS = { title: 200, description: 1000, location: 200 } as const;

// The gallery import (/gallery-import)

export const IMPORT_MESSAGES = {
  scanFailed: (reason: string) => `Failed to scan buckets: ${reason}`,
  found: (n: number) => `Found ${n} images across all buckets`,
  fileFailed: (file: string) => `Failed to import ${file}`,
  failed: (reason: string) => `Import failed: ${reason}`,
  imported: (n: number) => `Successfully imported ${n} images!`,
  noneSelected: "Please select at least one image to import",
  empty: "No images found in storage buckets",
} as const;

// The site's words (/admin/content)

export const CONTENT_MESSAGES = {
  required: "Enter the English words",
  requiredSpanish: "Enter the Spanish words",
  tooLong: (max: number) => `At most ${max} characters`,
  unknownFact: (placeholder: string, names: readonly string[]) =>
    `${placeholder} names no fact. A fact in braces is one of ${names.map((name) => `{${name}}`).join(", ")}`,
  placeholderDropped: (name: string) => `The Spanish leaves out ${name}: keep it where the sentence needs it, the site fills it in`,
  placeholderInvented: (name: string) => `${name} is not in the English: the site has nothing to fill it with`,
  notFilled: (name: string) => `${name} is not filled by the site here: remove it`,
  controlCharacters: "Remove the control characters (they do not show, but break the text)",
  price: "Enter the price as whole dollars, like 3000, or leave it empty",
  date: "Enter the date as the calendar shows it, like 2026-12-31, or leave it empty",
  priceOrNote: "Enter a starting price, or the words shown instead of one",
  tooMany: (max: number, what: string) => `At most ${max} ${what}`,
  invalid: "Please correct the highlighted fields",
  unreadable: "The form could not be read",
  unknownBlock: "There is no such block of words",
  conflict:
    "Someone else saved this block while you were editing it. Your text is below and was not saved: compare it with their version (in the history), then save again.",
  saved: "Draft saved. Preview it, then publish it.",
  published: "Published: the site shows the new words now.",
  restored: (version: number) => `Version ${version} is back on the site.`,
  unknownVersion: "There is no such version of these words",
  nothingToPublish: "There is no draft to publish.",
  notSignedIn: "Sign in as an admin to edit the site's words.",
  notAdmin: "Only admins edit the site's words.",
  previewBanner: "Preview of unpublished changes: visitors do not see them until you publish.",
  needsUpdate: "Spanish needs update",
  suggested: (fields: number) =>
    `Spanish suggested for ${fields} ${fields === 1 ? "field" : "fields"} by the language model: check each one, then save. Nothing is saved or published yet.`,
  nothingToSuggest: "Every Spanish field is up to date: there is nothing to suggest.",
  suggestFailed: "The language model could not suggest Spanish just now. Nothing changed: try again, or write the Spanish.",
  noModel: "No language model is configured, so Spanish cannot be suggested.",
} as const;
