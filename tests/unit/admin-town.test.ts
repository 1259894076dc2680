import { describe, expect, it } from "vitest";
import { townOf } from "~/components/admin/lead/format";

/** The inbox's card names a lead's town from the free-text address the visitor typed. */
describe("townOf", () => {
  it("finds a town the office serves, the longest name first", () => {
    expect(townOf("9 Oak St, Manassas Park, VA 20111")).toBe("Manassas Park");
    expect(townOf("9 oak st manassas va")).toBe("Manassas");
    expect(townOf("1 Main St, Washington DC 20001")).toBe("Washington DC");
  });

  it("else takes the part before the state, and nothing when there is none", () => {
    expect(townOf("12 Main St, Dumfries, VA 22026")).toBe("Dumfries");
    expect(townOf("Dumfries, VA")).toBe("Dumfries");
    expect(townOf("12 Main St, VA 22026")).toBeNull();
    expect(townOf("behind the church")).toBeNull();
    expect(townOf(undefined)).toBeNull();
  });
});
