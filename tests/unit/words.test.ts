import { describe, expect, it } from "vitest";
import { footerText } from "~/content/footer";
import { frameText } from "~/content/frame";
import { catalogue, plural, receiveWords, sendWords } from "~/content/catalogue";
import { galleryText } from "~/content/gallery-text";
import { reviewText } from "~/content/reviews";
import { frameWords } from "~/lib/site/frame-text.server";
import { shouldRevalidate } from "~/root";

/** Through JSON, as loader data carries it. */
const roundTrip = <T,>(text: T) => receiveWords<T>(JSON.parse(JSON.stringify(sendWords(text))));

/** Decision 0210: a page's words go to the browser in one language, as JSON, through loader data. */
describe("words sent through loader data", () => {
  it("come back with their functions, which place their arguments as before", () => {
    const text = frameText.es;
    const back = roundTrip(text);
    expect(back.header.call("(703) 555-0100")).toBe(text.header.call("(703) 555-0100"));
    expect(back.header.licence("VA 2705-123456")).toBe(text.header.licence("VA 2705-123456"));
    expect(back.emergencyBar).toBe(text.emergencyBar);
  });

  it("keep a plural's every form, picked in the browser by the language's rules", () => {
    for (const lang of ["en", "es"] as const) {
      const count = galleryText[lang].page.count;
      const back = roundTrip(count);
      for (const n of [0, 1, 2, 11]) expect(back(n)).toBe(count(n));
    }
    expect(roundTrip(galleryText.en.page.count)(1)).toBe("1 project");
    expect(roundTrip(galleryText.es.page.count)(3)).toBe("3 proyectos");
  });

  it("refuse, on the server, a function whose words depend on its argument by more than placing it", () => {
    const handWritten = catalogue({ count: (n: number) => `${n} ${n === 1 ? "job" : "jobs"}` }, { count: (n: number) => `${n} ${n === 1 ? "trabajo" : "trabajos"}` });
    expect(() => sendWords(handWritten.en)).toThrow(/plural\(\)/);
    const formatted = (max: number) => `Up to ${max.toLocaleString("en-US")} characters.`;
    expect(() => sendWords(formatted)).toThrow(/not a template/);
    const readsAField = ({ phone }: { phone: string }) => `or call ${phone}.`;
    expect(() => sendWords(readsAField)).toThrow(/apply it in the loader/);
    expect(sendWords({ count: plural("en", { one: "# job", other: "# jobs" }) })).toEqual({ count: { $plural: { locale: "en", forms: { one: "# job", other: "# jobs" } } } });
  });

  it("hold one language: the root loader's frame words have no word of the other", () => {
    const english = JSON.stringify(frameWords("en"));
    const spanish = JSON.stringify(frameWords("es"));
    expect(english).toContain(frameText.en.emergencyBar);
    expect(english).not.toContain(frameText.es.emergencyBar);
    expect(spanish).toContain(frameText.es.emergencyBar);
    expect(spanish).not.toContain(frameText.en.emergencyBar);
  });

  it("leave out the words of parts that load them with their code (decision 0085)", () => {
    const spanish = JSON.stringify(frameWords("es"));
    expect(spanish).toContain(frameText.es.header.menu);
    expect(spanish).not.toContain(footerText.es.newsletterText);
    expect(spanish).not.toContain(footerText.es.quickLinks);
    expect(spanish).not.toContain(reviewText.es.services["Panel Upgrade"]);
  });

  it("are loaded again by the root when a navigation changes the language, and only then", () => {
    const args = (from: string, to: string) =>
      ({ currentUrl: new URL(from, "http://x"), nextUrl: new URL(to, "http://x"), defaultShouldRevalidate: false }) as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args("/about", "/es/about"))).toBe(true);
    expect(shouldRevalidate(args("/es", "/"))).toBe(true);
    expect(shouldRevalidate(args("/about", "/contact"))).toBe(false);
    expect(shouldRevalidate(args("/es/about", "/es/contact"))).toBe(false);
  });
});
