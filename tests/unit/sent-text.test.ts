import { describe, expect, it } from "vitest";
import { footerText } from "~/components/layout/footer.messages";
import { frameText } from "~/content/frame";
import { receiveText, sendText } from "~/content/catalogue";
import { reviewText } from "~/content/reviews";
import { frameTextFor } from "~/lib/site/frame-text.server";
import { shouldRevalidate } from "~/root";

/** Decision 0179: text goes to the browser in one language, as JSON, through loader data. */
describe("text sent through loader data", () => {
  it("comes back with its functions, which place their arguments as before", () => {
    const text = frameText.es;
    const back = receiveText<typeof text>(JSON.parse(JSON.stringify(sendText(text))));
    expect(back.header.call("(703) 555-0100")).toBe(text.header.call("(703) 555-0100"));
    expect(back.header.licence("VA 2705-123456")).toBe(text.header.licence("VA 2705-123456"));
    expect(back.emergencyBar).toBe(text.emergencyBar);
  });

  it("holds one language: the root loader's frame text has no word of the other", () => {
    const english = JSON.stringify(frameTextFor("en"));
    const spanish = JSON.stringify(frameTextFor("es"));
    expect(english).toContain(frameText.en.emergencyBar);
    expect(english).not.toContain(frameText.es.emergencyBar);
    expect(spanish).toContain(frameText.es.emergencyBar);
    expect(spanish).not.toContain(frameText.en.emergencyBar);
  });

  it("leaves out the words of parts that load them with their code (decision 0184)", () => {
    const spanish = JSON.stringify(frameTextFor("es"));
    expect(spanish).toContain(frameText.es.header.book);
    expect(spanish).not.toContain(footerText.es.newsletterText);
    expect(spanish).not.toContain(footerText.es.quickLinks);
    expect(spanish).not.toContain(reviewText.es.services["Panel Upgrade"]);
  });

  it("is loaded again by the root when a navigation changes the language, and only then", () => {
    const args = (from: string, to: string) =>
      ({ currentUrl: new URL(from, "http://x"), nextUrl: new URL(to, "http://x"), defaultShouldRevalidate: false }) as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args("/about", "/es/about"))).toBe(true);
    expect(shouldRevalidate(args("/es", "/"))).toBe(true);
    expect(shouldRevalidate(args("/about", "/contact"))).toBe(false);
    expect(shouldRevalidate(args("/es/about", "/es/contact"))).toBe(false);
  });
});
