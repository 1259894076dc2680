import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localBusinessLd } from "~/components/home/HomeJsonLd";
import { footerText } from "~/content/footer";
import { defaultBusiness, plus } from "~/content/business";
import { homeText } from "~/content/home";
import { recordClaims, systemPrompt, voiceInstructions } from "~/lib/assistant/assistant-prompt.server";
import { languages } from "~/content/languages";
import { sendWords } from "~/content/catalogue";
import { cityText } from "~/content/city-text";
import { contactText } from "~/content/contact";
import { emergencyText } from "~/content/emergency";
import { FACT_PLACEHOLDER, factNames, startingDollars } from "~/content/facts";
import { homeStructuredText } from "~/content/home-structured";
import { pseudoText } from "~/content/pseudo-language";
import { servicePagesText } from "~/content/service-pages";
import { servicesText } from "~/content/services";
import { words } from "~/forms/site-content";
import { defaultFacts, factsFrom, fillFacts } from "~/lib/site/fact-placeholders.server";

/**
 * The company's record (years, projects, customers, stars) has one source: its defaults in app/content/business.ts (`defaultBusiness`,
 * `record`; its sentences in facts.ts), the office's edits over them (the business block): the footer, the home page, the
 * structured data and the assistant state it alike, and no other file writes a figure of it.
 */
const RECORD = path.resolve("app/content/business.ts");

/** A figure of the record written as a literal: "15+ years", "500+", "Más de 20 años de experiencia", "Twenty", "5.0". */
const LITERAL_FIGURE =
  /\b\d[\d,]*\+(\s+(years|projects|customers)|["'`])|\b(más de|more than) \d[\d,.]* (años|proyectos|clientes|years|projects|customers)\b|\b(twenty|fifteen|veinte|quince|thousand)\b|\bmás de mil\b|\b5\.0\b/i;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the company's record", () => {
  it("is written in app/content/business.ts only", () => {
    const found = sources(path.resolve("app"))
      .filter((file) => file !== RECORD)
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, i) => [line, i] as const)
          .filter(([line]) => LITERAL_FIGURE.test(line))
          .map(([line, i]) => `${path.relative(process.cwd(), file)}:${i + 1}: ${line.trim().slice(0, 100)}`),
      );
    expect(found).toEqual([]);
    for (const slip of ['claims: ["15+ years experience", "500+ projects"]', '{ value: "1000+", label', "Más de 15 años de experiencia", "Twenty years and", 'rating: "5.0"']) {
      expect(LITERAL_FIGURE.test(slip), slip).toBe(true);
    }
  });

  it.each(languages)("is stated alike by the footer, the home page and the assistant, with the figures the office set (%s)", (lang) => {
    const business = { ...defaultBusiness, years: 25, projects: 1200, customers: 1100, reviewRating: 4.7 };
    const claims = recordClaims(business, lang);
    expect(claims.slice(0, 3).map((claim) => claim.match(/\d+/)?.[0])).toEqual(["25", "1200", "1100"]);
    expect(claims[3]).toContain("4.7");
    expect(footerText[lang].rated("4.7")).toContain("4.7");
    // The home page's stats show the office's figures (plus(business[fact]) in sections.tsx) and its stars.
    expect(homeText[lang].about.stats.map((s) => (s.fact ?? s.value))).toEqual(["projects", "24/7", "years", "reviewRating"]);
    expect(plus(business.years)).toBe("25+");
    for (const prompt of [systemPrompt(business, lang), voiceInstructions(business, lang)]) {
      for (const claim of claims) expect(prompt).toContain(claim);
    }
  });

  it("is the structured data's rating", () => {
    // The review facts the office set (docs/content.md), not the defaults.
    const business = { ...defaultBusiness, reviewRating: 4.7, reviewCount: 212 };
    for (const lang of languages) expect(localBusinessLd(business, lang).aggregateRating).toMatchObject({ ratingValue: "4.7", reviewCount: 212 });
  });
});

describe("facts named by placeholder in sentences", () => {
  const facts = factsFrom({ prices: { ...startingDollars, panelUpgrade: 3507 }, arrivalMinutes: 45, record: { years: 23, projects: 1200, customers: 1100 }, reviews: { rating: 4.9, count: 1212 } });

  it("writes the review sites' rating with one decimal and the count as the site writes figures", () => {
    expect(fillFacts("{reviews.rating} from {reviews.count} reviews", facts)).toBe("4.9 from 1,212 reviews");
    expect(fillFacts("{reviews.rating}", factsFrom({ prices: startingDollars, arrivalMinutes: 60, record: { years: 1, projects: 1, customers: 1 }, reviews: { rating: 5, count: 3 } }))).toBe("5.0");
  });

  it("fills every placeholder of words, templates sent to the browser included, and leaves a text's own arguments", () => {
    const words = { price: "From {price.panelUpgrade}", list: ["{arrival.minutes}-minute"], sent: sendWords({ call: (phone: string) => `Call ${phone} — {arrival.minutes} minutos` }) };
    expect(fillFacts(words, facts)).toEqual({ price: "From $3,507", list: ["45-minute"], sent: { call: { $fn: "Call {0} — 45 minutos" } } });
    const bio = fillFacts({ bio: (name: string) => `${name}: {record.years}+ years` }, facts).bio;
    expect(bio("James")).toBe("James: 23+ years");
    expect(bio.length).toBe(1);
    expect(fillFacts("From {price.panelUpgrade}", defaultFacts)).toBe("From $3,000");
  });

  it("throws on a placeholder that names no fact, so it never reaches a page as typed", () => {
    expect(() => fillFacts({ title: "From {price.panel}" }, facts)).toThrow(/\{price\.panel\}/);
    expect(() => fillFacts(["{arrival.hours}"], defaultFacts)).toThrow(/No fact/);
  });

  it("has a fact for every name a sentence may use, and every sentence of app/content names one of them", () => {
    expect(Object.keys(facts).sort()).toEqual([...factNames].sort());
    // In the source, a template literal's own `${place.cityName}` is no placeholder.
    const named = sources(path.resolve("app/content")).flatMap((file) => {
      const source = readFileSync(file, "utf8");
      return [...source.matchAll(FACT_PLACEHOLDER)].filter((m) => source[m.index - 1] !== "$").map((m) => m[1]!);
    });
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((name) => !factNames.includes(name))).toEqual([]);
    // Each catalogue as sent, filled with today's facts: no placeholder is left, none names an unknown fact.
    const all = JSON.stringify(fillFacts(sendWords([servicePagesText, servicesText, cityText, emergencyText, contactText, homeText, homeStructuredText]), defaultFacts));
    expect(all).not.toMatch(FACT_PLACEHOLDER);
  });

  it("keeps placeholders as they are in the pseudo-language", () => {
    expect(pseudoText("Desde {price.panelUpgrade} en {arrival.minutes} minutos")).toMatch(/^Déšdéáé \{price\.panelUpgrade\} éñá \{arrival\.minutes\} /);
  });

  it("refuses an office's text naming no fact, with the facts it may name", () => {
    const parsed = words(200).safeParse({ en: "From {price.panel}", es: "Desde {price.panelUpgrade}" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain("{price.panel} names no fact");
    expect(parsed.error?.issues[0]?.message).toContain("{price.panelUpgrade}");
    expect(words(200).safeParse({ en: "From {price.panelUpgrade}, call {0}", es: "Desde {price.panelUpgrade}" }).success).toBe(true);
  });
});
