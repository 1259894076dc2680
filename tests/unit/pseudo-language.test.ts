import { describe, expect, it } from "vitest";
import { catalogue, plural, receiveWords, sendWords, withTestLanguages } from "~/content/catalogue";
import { pseudoSpanish, pseudoText } from "~/content/pseudo-language";

describe("the pseudo-language", () => {
  it("makes each word about 40% longer, with accents, keeping spaces and digits", () => {
    const text = "Llamar ahora al (703) 555-0142";
    const pseudo = pseudoText(text);
    expect(pseudo.split(" ")).toHaveLength(text.split(" ").length);
    expect(pseudo).toContain("(703) 555-0142");
    expect(pseudo.startsWith("Ĺĺáḿ".slice(0, 3))).toBe(true);
    const words = text.match(/\p{L}+/gu)!.join("");
    expect(pseudo.match(/\p{L}+/gu)!.join("").length).toBeGreaterThanOrEqual(Math.ceil(words.length * 1.4));
  });

  it("leaves paths, links and what the English has the same, and keeps a text's arguments", () => {
    const en = { title: "Call now", href: "/contact", brand: "Valor Electric", call: (phone: string) => `Call ${phone}` };
    const es = { title: "Llamar ahora", href: "/es/contact", brand: "Valor Electric", call: (phone: string) => `Llame al ${phone}` };
    const pseudo = pseudoSpanish(es, en);
    expect(pseudo.href).toBe("/es/contact");
    expect(pseudo.brand).toBe("Valor Electric");
    expect(pseudo.title).toBe(pseudoText("Llamar ahora"));
    expect(pseudo.call("(703) 555-0142")).toBe(pseudoText("Llame al (703) 555-0142"));
    // Sent to the browser as a template, as every catalogue's text is.
    expect(sendWords(pseudo.call)).toEqual({ $fn: pseudoText("Llame al {0}") });
  });

  it("lengthens the words a visitor reads under any key, and the words both languages share", () => {
    const en = { email: "Email:", phone: "Phone", image: { src: "/illustrations/hero.svg", alt: "A van" }, launcher: "Chat", to: "office@example.com" };
    const es = { email: "Correo:", phone: "Teléfono", image: { src: "/illustrations/hero.svg", alt: "Una camioneta" }, launcher: "Chat", to: "office@example.com" };
    const pseudo = pseudoSpanish(es, en);
    expect(pseudo.email).toBe(pseudoText("Correo:"));
    expect(pseudo.phone).toBe(pseudoText("Teléfono"));
    expect(pseudo.image).toEqual({ src: "/illustrations/hero.svg", alt: pseudoText("Una camioneta") });
    expect(pseudo.launcher).toBe(pseudoText("Chat"));
    expect(pseudo.to).toBe("office@example.com");
  });

  it("keeps a text's arguments as they were given: names and links are not its words", () => {
    const en = { hello: (name: string, link: string) => `Hi ${name}, see ${link}` };
    const es = { hello: (name: string, link: string) => `Hola ${name}, vea ${link}` };
    const pseudo = pseudoSpanish(es, en);
    expect(pseudo.hello("Ana Ruiz", "http://site.test/r/abc")).toBe(`${pseudoText("Hola")} Ana Ruiz, ${pseudoText("vea")} http://site.test/r/abc`);
    expect(sendWords(pseudo.hello)).toEqual({ $fn: `${pseudoText("Hola")} {0}, ${pseudoText("vea")} {1}` });
  });

  it("lengthens a plural's forms, which still reach the browser whole", () => {
    const en = { count: plural("en", { one: "# project", other: "# projects" }) };
    const es = { count: plural("es", { one: "# proyecto", other: "# proyectos" }) };
    const pseudo = pseudoSpanish(es, en);
    const back = receiveWords<typeof pseudo>(JSON.parse(JSON.stringify(sendWords(pseudo))));
    expect(back.count(1)).toBe(pseudoText("1 proyecto"));
    expect(back.count(3)).toBe(pseudoText("3 proyectos"));
  });

  it("is not used by the site's own builds", () => {
    expect(catalogue({ a: "Call" }, { a: "Llamar" }).es.a).toBe("Llamar");
    expect(Object.keys(catalogue({ a: "Call" }, { a: "Llamar" }))).toEqual(["en", "es"]);
    const edited = { title: { en: "Call", es: "Llamar" } };
    expect(withTestLanguages(edited)).toBe(edited);
  });
});
