import { describe, expect, it } from "vitest";
import { receiveWords } from "~/content/catalogue";
import { formCopy } from "~/content/forms";
import type { FormWords } from "~/lib/requests/form-words";
import { chatText, type ChatWords } from "~/lib/assistant/chat.messages";
import { loader } from "~/routes/words.$part";
import { footerText, type FooterWords } from "~/content/footer";
import { homeText, type HomeSectionWords } from "~/content/home";
import { homeStructuredText } from "~/content/home-structured";
import { recordText } from "~/content/fact-text";
import { businessText } from "~/content/business-text";
import { frameText } from "~/content/frame";
import type { FrameText } from "~/content/frame-text";
import { frameWords } from "~/lib/site/frame-text.server";
import { defaultFacts, fillFacts } from "~/lib/site/fact-placeholders.server";

/**
 * /words/:part: the words of code that loads on first use (the form dialogs, the chat widget, the footer, the home's sections, an
 * error page's frame), in the one language asked for
 * (decision 0210), as a loader sends them; anything else is a 404.
 */
const get = async (part: string, query: string) => {
  try {
    return (await loader({ params: { part }, request: new Request(`http://localhost/words/${part}${query}`), context: {} })) as Response;
  } catch (thrown) {
    return thrown as Response;
  }
};

describe("the words of parts that load on first use", () => {
  it("sends the forms' words in the language asked for, and only that one", async () => {
    for (const lang of ["en", "es"] as const) {
      const response = await get("forms", `?lang=${lang}&v=abc`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toContain("public");
      const text = await response.text();
      const words = receiveWords<FormWords>(JSON.parse(text));
      expect(words.form.copy.estimate.intro).toBe(formCopy[lang].estimate.intro);
      // The photo notice's sentence is a template the browser fills.
      expect(words.form.text.photos.refused("panel.jpg", "x")).toBe(lang === "en" ? "panel.jpg was not attached: x." : "panel.jpg no se adjuntó: x.");
      const other = lang === "en" ? "es" : "en";
      expect(text).not.toContain(JSON.stringify(formCopy[other].estimate.intro));
    }
  });

  it("sends the chat widget's words, its texts with arguments as templates", async () => {
    const words = receiveWords<ChatWords>(await (await get("chat", "?lang=es")).json());
    expect(words.chat.welcome("Ava", "Valor")).toBe(chatText.es.welcome("Ava", "Valor"));
    expect(words.chat.voiceStates.speaking("Ava")).toBe(chatText.es.voiceStates.speaking("Ava"));
    // The failure bubble the widget writes itself, with the error's text put in.
    expect(words.chat.failure("Timeout")).toBe(chatText.es.failure("Timeout"));
  });

  it("sends the footer's words in one language, its record's claims as templates", async () => {
    for (const lang of ["en", "es"] as const) {
      const text = await (await get("footer", `?lang=${lang}`)).text();
      const words = receiveWords<FooterWords>(JSON.parse(text));
      expect(words.siteFooter.newsletterText).toBe(footerText[lang].newsletterText);
      expect(words.siteFooter.veteranOwned("123")).toBe(footerText[lang].veteranOwned("123"));
      expect(words.siteFooter.record.projects(850)).toBe(recordText[lang].projects(850));
      // The default hours in the page's language, which the footer shows unless the office wrote its own.
      expect(words.siteFooter.hours).toEqual({ hours: businessText[lang].hours, holidays: businessText[lang].holidays });
      expect(text).not.toContain(JSON.stringify(footerText[lang === "en" ? "es" : "en"].newsletterText));
    }
  });

  it("sends the home sections' and structured data's words in one language", async () => {
    const words = receiveWords<HomeSectionWords>(await (await get("home", "?lang=es")).json());
    expect(words.homeSections.hero.call("(703) 555-0142")).toBe(homeText.es.hero.call("(703) 555-0142"));
    expect(words.homeSections.areas.city("Manassas")).toBe(homeText.es.areas.city("Manassas"));
    // Their facts in place of the placeholders: today's, with no published edit to read here.
    expect(words.homeStructured.faqs).toEqual(fillFacts(homeStructuredText.es.faqs, defaultFacts));
    expect(JSON.stringify(words.homeStructured)).not.toMatch(/\{(price|arrival)\./);
  });

  it("sends the frame's words in one language, for an error page no loader answered", async () => {
    for (const lang of ["en", "es"] as const) {
      const text = await (await get("frame", `?lang=${lang}`)).text();
      // What the root loader would have sent.
      expect(JSON.parse(text)).toEqual(frameWords(lang));
      expect(receiveWords<FrameText>(JSON.parse(text)).frame.errorTitle).toBe(frameText[lang].errorTitle);
      expect(text).not.toContain(JSON.stringify(frameText[lang === "en" ? "es" : "en"].errorTitle));
    }
  });

  it("answers 404 to an unknown part or language, and to a part named like an object's own key", async () => {
    for (const [part, query] of [
      ["forms", "?lang=fr"],
      ["forms", ""],
      ["nothing", "?lang=en"],
      ["__proto__", "?lang=en"],
      ["toString", "?lang=en"],
    ]) {
      expect((await get(part!, query!)).status, `${part}${query}`).toBe(404);
    }
  });
});
