/** What the on-call page (/admin/on-call) tells the admin. */
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
