import { describe, expect, it } from "vitest";
import { bookingServiceValue } from "~/lib/chat-protocol";
import { bookingServices } from "~/content/booking";
import { BOOKING_END, BOOKING_START, extractBooking, formatBookingBlock } from "~/lib/assistant-booking.server";

const data = { service: "EV Charger Installation", name: "Jane Doe", phone: "(703) 555-0100", email: "jane@example.com", details: "Garage" };

describe("booking block", () => {
  it("round-trips through format and extract, leaving the surrounding text", () => {
    const reply = `Thanks Jane!\n\n${formatBookingBlock(data)}\n\nTalk soon.`;
    expect(extractBooking(reply)).toEqual({ text: "Thanks Jane!\n\nTalk soon.", bookingData: data });
  });

  it("tolerates an unterminated block, odd spacing and case", () => {
    const reply = `Ok.\n${BOOKING_START}\n  service :  Panel Upgrade\n- NAME: Bob Lee\nPhone: 5715550100\n`;
    expect(extractBooking(reply)).toEqual({
      text: "Ok.",
      bookingData: { service: "Panel Upgrade", name: "Bob Lee", phone: "5715550100", email: "", details: "" },
    });
  });

  it("leaves a reply without a block alone, and ignores an empty block", () => {
    expect(extractBooking("  Hello there  ")).toEqual({ text: "Hello there" });
    expect(extractBooking(`Hi ${BOOKING_START}\n${BOOKING_END}`)).toEqual({ text: "Hi" });
  });

  it("maps a free-text service to a booking form value", () => {
    for (const s of bookingServices) {
      expect(bookingServiceValue(s.label)).toBe(s.value);
      expect(bookingServiceValue(s.value)).toBe(s.value);
    }
    expect(bookingServiceValue("Electrical Panel Upgrades")).toBe("panel-upgrade");
    expect(bookingServiceValue("EV Charger Installation")).toBe("ev-charger");
    expect(bookingServiceValue("Whole-Home Surge Protection")).toBe("surge-protection");
    expect(bookingServiceValue("Level 2 charger for every car")).toBe("ev-charger");
    expect(bookingServiceValue("Something else")).toBe("other");
  });
});
