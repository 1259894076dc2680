import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localBusinessLd } from "~/components/home/HomeJsonLd";
import { footerText } from "~/content/footer";
import { defaultBusiness, plus, record } from "~/content/business";
import { homeText } from "~/content/home";
import { recordClaims, systemPrompt, voiceInstructions } from "~/lib/assistant/assistant-prompt.server";
import { languages } from "~/content/languages";

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
    const business = { ...defaultBusiness, years: 25, projects: 1200, customers: 1100 };
    const claims = recordClaims(business, lang);
    expect(claims.slice(0, 3).map((claim) => claim.match(/\d+/)?.[0])).toEqual(["25", "1200", "1100"]);
    expect(claims[3]).toContain(record.rating);
    expect(footerText[lang].rated).toContain(record.rating);
    // The home page's stats show the office's figures (plus(business[fact]) in sections.tsx) and the stars.
    expect(homeText[lang].about.stats.map((s) => (s.fact ?? s.value))).toEqual(["projects", "24/7", "years", record.rating]);
    expect(plus(business.years)).toBe("25+");
    for (const prompt of [systemPrompt(business, lang), voiceInstructions(business, lang)]) {
      for (const claim of claims) expect(prompt).toContain(claim);
    }
  });

  it("is the structured data's rating", () => {
    expect(localBusinessLd(defaultBusiness).aggregateRating.ratingValue).toBe(record.rating);
    expect(localBusinessLd(defaultBusiness, "es").aggregateRating.ratingValue).toBe(record.rating);
  });
});
