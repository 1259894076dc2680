import { describe, expect, it } from "vitest";
import { receiveWords } from "~/content/catalogue";
import { formCopy } from "~/content/forms";
import type { FormWords } from "~/lib/requests/form-words";
import { chatText, type ChatWords } from "~/lib/assistant/chat.messages";
import { loader } from "~/routes/words.$part";

/**
 * /words/:part: the words of code that loads on first use (the form dialogs, the chat widget), in the one language asked for
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
      expect(words.form.copy.estimate.submit).toBe(formCopy[lang].estimate.submit);
      // The photo notice's sentence is a template the browser fills.
      expect(words.form.text.photos.refused("panel.jpg", "x")).toBe(lang === "en" ? "panel.jpg was not attached: x." : "panel.jpg no se adjuntó: x.");
      const other = lang === "en" ? "es" : "en";
      expect(text).not.toContain(JSON.stringify(formCopy[other].estimate.submit));
    }
  });

  it("sends the chat widget's words, its texts with arguments as templates", async () => {
    const words = receiveWords<ChatWords>(await (await get("chat", "?lang=es")).json());
    expect(words.chat.welcome("Ava", "Valor")).toBe(chatText.es.welcome("Ava", "Valor"));
    expect(words.chat.voiceStates.speaking("Ava")).toBe(chatText.es.voiceStates.speaking("Ava"));
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
