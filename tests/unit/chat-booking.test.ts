import { describe, expect, it } from "vitest";
import { toBookingService } from "~/forms/options";
import { bookingServices } from "~/content/booking";
import { BOOKING_END, BOOKING_START, extractBooking, formatBookingBlock } from "~/lib/assistant/assistant-booking.server";

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
      expect(toBookingService(s.label)).toBe(s.value);
      expect(toBookingService(s.value)).toBe(s.value);
    }
    expect(toBookingService("Electrical Panel Upgrades")).toBe("panel-upgrade");
    expect(toBookingService("EV Charger Installation")).toBe("ev-charger");
    expect(toBookingService("Whole-Home Surge Protection")).toBe("surge-protection");
    expect(toBookingService("Level 2 charger for every car")).toBe("ev-charger");
    expect(toBookingService("Something else")).toBe("other");
  });
});
