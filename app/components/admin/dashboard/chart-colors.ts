/** Series colours of the dashboard charts: each at least 3:1 against white, "Other" last and grey. */
const SERIES_COLORS = ["#112244", "#c2410c", "#047857", "#7c3aed", "#b91c1c", "#0e7490"];
const OTHER_COLOR = "#57534e";

export const colorOf = (key: string, index: number) => (key === "Other" ? OTHER_COLOR : SERIES_COLORS[index % SERIES_COLORS.length]!);

const weekFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
/** "Oct 5" for the week starting on 2026-10-05. */
export const weekLabel = (monday: string) => weekFormat.format(new Date(`${monday}T00:00:00Z`));
