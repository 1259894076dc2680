/** What the acknowledgement link page and the lead's alerts page tell the person on call. */
export const ACK_MESSAGES = {
  confirmTitle: "Acknowledge this emergency",
  confirmBody: (lead: string) => `Confirm that you are taking the emergency request from ${lead}. The customer sees your name.`,
  confirmButton: "I'm on it",
  done: (by: string) => `Acknowledged by ${by}. The escalation is stopped.`,
  already: (by: string) => `Already acknowledged by ${by}.`,
  unusable: "This acknowledgement link has expired or was already used. Sign in to the admin to acknowledge the lead.",
  onTheWay: "Marked as on the way. The customer's status page shows it.",
  noSuchLead: "There is no such lead.",
  notEmergency: "Only emergencies are acknowledged.",
  unknownAction: "Unknown action",
} as const;
