/** What the admin dashboard says when the chosen period cannot be shown. */
export const DASHBOARD_MESSAGES = {
  badDate: "Enter dates as YYYY-MM-DD.",
  reversed: "The start date must be on or before the end date.",
  tooLong: "Choose a period of two years or less.",
} as const;
