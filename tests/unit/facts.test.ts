import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localBusinessLd } from "~/components/home/HomeJsonLd";
import { footerText } from "~/components/layout/footer.messages";
import { defaultBusiness, plus, record } from "~/content/business";
import { recordText } from "~/content/facts";
import { homeText } from "~/content/home";
import { systemPrompt, voiceInstructions } from "~/lib/assistant/assistant-prompt.server";
import { languages } from "~/content/languages";

/**
 * The company's record (years, projects, customers, stars) has one source, `record` in app/content/business.ts (its sentences in facts.ts): the footer, the
 * home page, the structured data and the assistant state it alike, and no other file writes a figure of it.
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

  it.each(languages)("is stated alike by the footer, the home page and the assistant (%s)", (lang) => {
    const claims = recordText[lang];
    expect(footerText[lang].claims).toEqual([claims.years, claims.projects, claims.customers]);
    expect(footerText[lang].rated).toContain(record.rating);
    expect(claims.years).toContain(String(record.years));
    const stats = homeText[lang].about.stats.map((s) => s.value);
    expect(stats).toEqual(expect.arrayContaining([plus(record.projects), plus(record.years), record.rating]));
    for (const prompt of [systemPrompt(defaultBusiness, lang), voiceInstructions(defaultBusiness, lang)]) {
      for (const claim of Object.values(claims)) expect(prompt).toContain(claim);
    }
  });

  it("is the structured data's rating", () => {
    expect(localBusinessLd(defaultBusiness).aggregateRating.ratingValue).toBe(record.rating);
    expect(localBusinessLd(defaultBusiness, "es").aggregateRating.ratingValue).toBe(record.rating);
  });
});
