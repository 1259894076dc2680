import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { businessBlockSchema } from "~/forms/business-facts";
import { visitCalendar } from "~/lib/visits/visit-calendar.server";
import { arrivalWindows } from "~/lib/visits/visit-settings.server";
import { zonedInstant } from "~/lib/platform/office-clock.server";

/**
 * The visit's calendar file (docs/visits.md) read by a real iCalendar parser (ical.js), which knows no time zone
 * of its own: the instants it finds come from the file's VTIMEZONE, so a rule off by a week or an hour shows.
 */
const TZ = "America/New_York";
const business = { name: "Valor Electric", phone: "(703) 555-0142", siteUrl: "https://valor.test" };
const NOW = new Date("2026-11-29T23:00:00Z");

function parse(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { calendar, event, start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString() };
}

const visitOn = (day: string, lang: "en" | "es", extra: { address?: string; who?: string } = {}) =>
  visitCalendar(
    {
      id: "0b6f7a52-2d43-4c39-9f0e-1b5e1c1f1a01",
      startsAt: zonedInstant(day, "08:00", TZ),
      endsAt: zonedInstant(day, "10:00", TZ),
      who: extra.who ?? "Derek Simmons",
      address: extra.address ?? null,
      lang,
    },
    business,
    TZ,
    NOW,
  );

describe("a visit's calendar file", () => {
  it.each([
    // The day the clocks go forward (2:00 → 3:00): 8:00 is summer time, UTC−4.
    ["2027-03-14", "2027-03-14T12:00:00.000Z", "2027-03-14T14:00:00.000Z"],
    // The day before: still winter time, UTC−5.
    ["2027-03-13", "2027-03-13T13:00:00.000Z", "2027-03-13T15:00:00.000Z"],
    // The day the clocks go back (2:00 → 1:00): 8:00 is winter time again.
    ["2026-11-01", "2026-11-01T13:00:00.000Z", "2026-11-01T15:00:00.000Z"],
    ["2026-10-31", "2026-10-31T12:00:00.000Z", "2026-10-31T14:00:00.000Z"],
  ])("puts a visit on %s at its instants, local times on America/New_York with its VTIMEZONE", (day, start, end) => {
    const file = visitOn(day, "en");
    const parsed = parse(file);
    expect([parsed.start, parsed.end]).toEqual([start, end]);
    expect(file).toContain(`DTSTART;TZID=${TZ}:${day.replace(/-/g, "")}T080000\r\n`);
    expect(file).toContain(`DTEND;TZID=${TZ}:${day.replace(/-/g, "")}T100000\r\n`);
    const zone = parsed.calendar.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe(TZ);
    const rules = zone.getAllSubcomponents().map((c) => [c.name, String(c.getFirstPropertyValue("rrule")), c.getFirstProperty("tzoffsetto")!.toICALString()]);
    expect(rules).toEqual(
      expect.arrayContaining([
        ["daylight", "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "TZOFFSETTO:-0400"],
        ["standard", "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "TZOFFSETTO:-0500"],
      ]),
    );
  });

  it("states the visit in the lead's language: English and Spanish, with UID, DTSTAMP and the window", () => {
    const en = parse(visitOn("2027-03-14", "en")).event;
    expect(en.summary).toBe("Visit from Valor Electric");
    expect(en.description).toBe("Derek Simmons arrives between 8:00 AM – 10:00 AM. To change the visit, call (703) 555-0142.");
    expect(en.uid).toBe("0b6f7a52-2d43-4c39-9f0e-1b5e1c1f1a01@valor.test");
    expect(en.component.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-11-29T23:00:00Z");
    const es = parse(visitOn("2026-11-01", "es")).event;
    expect(es.summary).toBe("Visita de Valor Electric");
    expect(es.description).toBe("Llegada entre 8:00 a.m. – 10:00 a.m., con Derek Simmons. Para cambiar la visita, llame al (703) 555-0142.");
  });

  it("escapes text and folds every line at 75 octets with CRLF, never inside a character", () => {
    const address = "Calle Ñandú 12; Apt 3, Alexandria\\VA\n" + "é".repeat(60);
    const who = "José Ñúñez-Ørsted ".repeat(5).trim();
    const file = visitOn("2027-03-14", "es", { address, who });
    expect(file.endsWith("\r\n")).toBe(true);
    const lines = file.split("\r\n").slice(0, -1);
    for (const line of lines) {
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      expect(Buffer.from(line).toString()).not.toContain("\uFFFD");
    }
    expect(file.replace(/\r\n/g, "")).not.toContain("\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    const event = parse(file).event;
    expect(event.location).toBe(address);
    expect(event.description).toContain(`, con ${who}.`);
    expect(file).toContain("LOCATION:Calle Ñandú 12\\; Apt 3\\, Alexandria\\\\VA\\n");
  });
});

describe("the arrival windows (the business facts' visitsFrom, visitsUntil, visitWindowMinutes)", () => {
  const facts = {
    phone: "+17035550142",
    textPhone: "+17035550142",
    email: "office@valor.test",
    licence: "ELE-1",
    ...Object.fromEntries(["hours", "holidays", "serviceArea", "radius"].map((key) => [key, { en: "x", es: "x" }])),
    years: 15,
    projects: 1,
    customers: 1,
  };
  /** The block's windows, or its refusals (path: message). */
  const windows = (settings: Record<string, unknown> = {}) => {
    const parsed = businessBlockSchema.safeParse({ ...facts, ...settings });
    return parsed.success ? arrivalWindows(parsed.data).map((w) => `${w.start}-${w.end}`) : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("are 8–10, 10–12, 12–2 and 2–4 by default (a version saved before they were facts); any whole number of windows of 15 minutes to 12 hours", () => {
    expect(windows()).toEqual(["08:00-10:00", "10:00-12:00", "12:00-14:00", "14:00-16:00"]);
    expect(windows({ visitsFrom: "07:00", visitsUntil: "16:00", visitWindowMinutes: 180 })).toEqual(["07:00-10:00", "10:00-13:00", "13:00-16:00"]);
    expect(windows({ visitsFrom: "07:30", visitsUntil: "10:30", visitWindowMinutes: 60 })).toEqual(["07:30-08:30", "08:30-09:30", "09:30-10:30"]);
    expect(windows({ visitsFrom: "09:00", visitsUntil: "09:15", visitWindowMinutes: 15 })).toEqual(["09:00-09:15"]);
    expect(windows({ visitsFrom: "06:00", visitsUntil: "18:00", visitWindowMinutes: 720 })).toEqual(["06:00-18:00"]);
  });

  it("refuses a time that is none, a backward span, a length outside 15 to 720 minutes and a span of no whole windows, naming the ends that would be", () => {
    expect(windows({ visitsFrom: "8" })).toEqual(["visitsFrom: Enter a time of day, like 08:00"]);
    expect(windows({ visitsUntil: "24:00" })).toEqual(["visitsUntil: Enter a time of day, like 08:00"]);
    expect(windows({ visitsFrom: "16:00", visitsUntil: "08:00" })).toEqual(["visitsUntil: The last window must end after the first arrival, on the same day"]);
    expect(windows({ visitsFrom: "08:00", visitsUntil: "08:00" })).toEqual(["visitsUntil: The last window must end after the first arrival, on the same day"]);
    for (const minutes of [10, 721, 90.5, "two"]) {
      expect(windows({ visitWindowMinutes: minutes }), String(minutes)).toEqual(["visitWindowMinutes: Enter the window's length in whole minutes, from 15 to 720"]);
    }
    expect(windows({ visitsFrom: "07:00", visitsUntil: "15:00", visitWindowMinutes: 180 })).toEqual([
      "visitsUntil: From 7:00 AM to 3:00 PM is not a whole number of 180-minute windows: end at 1:00 PM or 4:00 PM",
    ]);
    expect(windows({ visitsFrom: "08:00", visitsUntil: "09:00", visitWindowMinutes: 120 })).toEqual([
      "visitsUntil: From 8:00 AM to 9:00 AM is not a whole number of 120-minute windows: end at 10:00 AM",
    ]);
    expect(windows({ visitsFrom: "22:00", visitsUntil: "23:00", visitWindowMinutes: 120 })).toEqual([
      "visitsUntil: From 10:00 PM to 11:00 PM is not a whole number of 120-minute windows: choose shorter windows",
    ]);
  });
});
