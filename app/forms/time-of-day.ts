/** Times of day as "HH:MM" (a time field's value, a setting's bound), for the forms and the server alike. */

/** "00:00" to "23:59". */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of "HH:MM". */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** "HH:MM" of minutes since midnight. */
export const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "HH:MM" as the office reads it in the admin, like a time field shows it in English: "7:00 AM", "12:30 PM". */
export const clockLabel = (hhmm: string) => {
  const hour = Number(hhmm.slice(0, 2));
  return `${hour % 12 || 12}:${hhmm.slice(3, 5)} ${hour < 12 ? "AM" : "PM"}`;
};
