import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { bookingErrorToast, bookingSchema } from "~/forms/booking";
import { contactMessage, estimateMessage } from "~/forms/confirmation";
import { contactErrorToast, contactSchema } from "~/forms/contact";
import { estimateSchema } from "~/forms/estimate";
import { receiveWords, sendWords } from "~/content/catalogue";
import { formText, messages, type FormMessages } from "~/forms/messages";
import { newsletterErrorToast, newsletterSchema } from "~/forms/newsletter";
import { toBookingService } from "~/forms/options";
import { formatPhone, normalizePhone } from "~/forms/phone";
import { sanitizeText } from "~/forms/sanitize";

const en = formText.en;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

describe("phone", () => {
  it.each([
    ["7035550142", "+17035550142"],
    ["(703) 555-0142", "+17035550142"],
    ["703.555.0142", "+17035550142"],
    ["+1 703 555 0142", "+17035550142"],
    ["1-703-555-0142", "+17035550142"],
  ])("normalises %s", (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each(["555-0142", "+44 20 7946 0958", "703-555-01ab", "+7035550142", "70355501421", "1+7035550142"])("rejects %s", (input) =>
    expect(normalizePhone(input)).toBeNull(),
  );

  it("formats (xxx) xxx-xxxx", () => expect(formatPhone("+17035550142")).toBe("(703) 555-0142"));
});

describe("sanitising", () => {
  it("strips angle brackets, script schemes and inline handlers", () => {
    expect(sanitizeText('<script>alert("x")</script>')).toBe('scriptalert("x")/script');
    expect(sanitizeText("javascript:alert(1)")).toBe("alert(1)");
    expect(sanitizeText('<img src=x onerror=alert(1)>')).toBe("img src=x alert(1)");
    expect(sanitizeText("jav<>ascript:x")).toBe("x");
    expect(sanitizeText("Two 20A circuits, 3-4 hours")).toBe("Two 20A circuits, 3-4 hours");
  });
});

describe("a form's schema is made from the messages it is given", () => {
  // The browser has no catalogue: it makes the schema from the words its page was sent (sendWords, one language).
  const sentSpanish = receiveWords<FormMessages>(sendWords({ messages: formText.es.messages, fields: formText.es.fields, photos: formText.es.photos }));

  it("speaks the language of the words it was made from, as the server's schema from the catalogue does", () => {
    const inBrowser = parseWithZod(form({ type: "estimate" }), { schema: contactSchema("estimate", sentSpanish) }).reply().error;
    const onServer = parseWithZod(form({ type: "estimate" }), { schema: contactSchema("estimate", formText.es) }).reply().error;
    expect(inBrowser?.name).toEqual([formText.es.fields.nameRequired]);
    expect(inBrowser).toEqual(onServer);
    expect(contactErrorToast(inBrowser ?? undefined, sentSpanish)).toEqual(formText.es.messages.missingInformation);
    const photo = new File(["x"], "panel.gif", { type: "image/gif" });
    const estimate = parseWithZod(form({ name: "Ana", phone: "7035550100", email: "a@b.co", service: "other" }), { schema: estimateSchema(sentSpanish) });
    expect(estimate.status).toBe("success");
    const withPhoto = estimateSchema(sentSpanish).safeParse({ name: "Ana", phone: "7035550100", email: "a@b.co", service: "other", photos: [photo] });
    expect(withPhoto.error?.issues[0]?.message).toBe(formText.es.photos.cannotSend("panel.gif", formText.es.photos.notPhoto));
  });

  it("is made once per messages object (the key its coercion is kept under)", () => {
    expect(bookingSchema(sentSpanish)).toBe(bookingSchema(sentSpanish));
    expect(bookingSchema(sentSpanish)).not.toBe(bookingSchema(en));
  });
});

describe("contact schema", () => {
  it("asks for name and phone first, then email, then the service (estimate mode)", () => {
    const empty = parseWithZod(form({ type: "estimate" }), { schema: contactSchema("estimate", en) });
    expect(contactErrorToast(empty.reply().error ?? undefined, en)).toEqual(messages.missingInformation);
    const noEmail = parseWithZod(form({ type: "estimate", name: "Ann Lee", phone: "7035550100" }), { schema: contactSchema("estimate", en) });
    expect(contactErrorToast(noEmail.reply().error ?? undefined, en)).toEqual(messages.emailRequired);
    const noService = parseWithZod(form({ type: "estimate", name: "Ann Lee", phone: "7035550100", email: "a@b.co" }), {
      schema: contactSchema("estimate", en),
    });
    expect(contactErrorToast(noService.reply().error ?? undefined, en)).toEqual(messages.selectService);
  });

  it.each(["en", "es"] as const)("%s: an empty request says each field's own problem, never one sentence under two fields", (lang) => {
    const { fields, messages: m } = formText[lang];
    for (const type of ["estimate", "emergency"] as const) {
      const empty = parseWithZod(form({ type }), { schema: contactSchema(type, formText[lang]) });
      const error = empty.reply().error ?? {};
      expect(error.name).toEqual([fields.nameRequired]);
      expect(error.phone).toEqual([fields.phoneRequired]);
      const said = Object.values(error).map((list) => list?.[0]);
      expect(new Set(said).size).toBe(said.length);
      expect(contactErrorToast(error, formText[lang])).toEqual(m.missingInformation);
    }
  });

  it("needs only name and phone in emergency mode", () => {
    const result = parseWithZod(form({ type: "emergency", name: "Ann O'Neil-Lee", phone: "(703) 555-0100" }), {
      schema: contactSchema("emergency", en),
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value.phone).toBe("+17035550100");
  });

  it("rejects a wrong serviceType with the select message", () => {
    const result = parseWithZod(
      form({ type: "estimate", name: "Ann", phone: "7035550100", email: "a@b.co", serviceType: "roofing" }),
      { schema: contactSchema("estimate", en) },
    );
    expect(result.reply().error?.serviceType).toEqual([messages.selectService.description]);
  });

  it("joins the message as docs/product.md §7 says", () => {
    expect(contactMessage({ address: "1 Main St", preferredTime: "Mornings", description: "Sparks", type: "estimate" })).toBe(
      "Address: 1 Main St\nPreferred Time: Mornings\nDetails: Sparks\nRequest Type: estimate",
    );
    expect(estimateMessage({})).toBe("Service Address: Not specified\n\nProject Description: Not specified");
  });
});

describe("estimate schema", () => {
  const valid = { name: "Ann Lee", email: "ANN@Example.COM", phone: "703 555 0100", service: "panel-upgrade" };
  it("lower-cases the email and sanitises free text", () => {
    const result = parseWithZod(form({ ...valid, description: "<b>hot</b> outlet" }), { schema: estimateSchema(en) });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.email).toBe("ann@example.com");
    expect(result.value.description).toBe("bhot/b outlet");
  });
  it.each([
    ["name", "x".repeat(101), "Name must be 100 characters or less"],
    ["name", "R2-D2", "Name can only contain letters, spaces, hyphens and apostrophes"],
    ["name", "<script>alert(1)</script>", "Name can only contain letters, spaces, hyphens and apostrophes"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Email must be 255 characters or less"],
    ["phone", "12345", "Please enter a valid US phone number (10 digits, optional +1)"],
    ["address", "x".repeat(501), "Address must be 500 characters or less"],
    ["description", "x".repeat(1001), "Description must be 1000 characters or less"],
    ["service", "roofing", "Please select a service"],
  ])("%s %#", (field, value, message) => {
    const result = parseWithZod(form({ ...valid, [field]: value }), { schema: estimateSchema(en) });
    expect(result.reply().error?.[field]?.[0]).toBe(message);
  });
});

describe("booking schema", () => {
  it("gives the first schema message under 'Validation Error', and the appointment type its own title", () => {
    const result = parseWithZod(form({ name: "Ann1", phone: "1", email: "x" }), { schema: bookingSchema(en) });
    expect(bookingErrorToast(result.reply().error ?? undefined, en)).toEqual({
      title: "Validation Error",
      description: "Name can only contain letters, spaces, hyphens and apostrophes",
      type: "error",
    });
    const noType = parseWithZod(form({ name: "Ann", phone: "7035550100", email: "a@b.co", service: "other" }), { schema: bookingSchema(en) });
    expect(bookingErrorToast(noType.reply().error ?? undefined, en)).toEqual(messages.appointmentRequired);
  });
  it("maps chat service names to booking values", () => {
    expect(toBookingService("Panel Upgrade")).toBe("panel-upgrade");
    expect(toBookingService("EV charger install")).toBe("ev-charger");
    expect(toBookingService("roof")).toBe("other");
  });

  // The chat's mapper once said ev-charger here while this one said other: one mapping now, and it is right.
  it.each([
    ["Tesla wall connector", "ev-charger"],
    ["Level 2 charger in the garage", "ev-charger"],
    ["new breaker box", "panel-upgrade"],
    ["sparking outlet, urgent", "emergency"],
    ["rewire the basement", "residential-wiring"],
    ["restaurant kitchen", "commercial"],
    ["Residential", "residential-wiring"],
  ])("maps %j to %s", (text, value) => {
    expect(toBookingService(text)).toBe(value);
  });
});

describe("newsletter schema", () => {
  it.each([
    ["", messages.newsletterEmailRequired],
    ["no-at-sign", messages.newsletterInvalidEmail],
    ["a@", messages.newsletterInvalidEmail],
  ])("%j", (email, toast) => {
    const result = parseWithZod(form({ email }), { schema: newsletterSchema(messages) });
    expect(newsletterErrorToast(result.reply().error ?? undefined, messages)).toEqual(toast);
  });
});
