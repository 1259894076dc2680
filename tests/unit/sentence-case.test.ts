import { describe, expect, it } from "vitest";
import { midSentence, sentenceCase } from "~/content/sentence-case";

describe("sentence case", () => {
  it("midSentence lowers a name's first letter unless its first word is an abbreviation", () => {
    expect(midSentence("Panel upgrades")).toBe("panel upgrades");
    expect(midSentence("EV charger installation")).toBe("EV charger installation");
    expect(midSentence("GFCI-protected outlets")).toBe("GFCI-protected outlets");
    expect(midSentence("Lighting")).toBe("lighting");
  });

  it("sentenceCase lowers every word after the first and keeps abbreviations", () => {
    expect(sentenceCase("EV Charger Install")).toBe("EV charger install");
    expect(sentenceCase("Outlets/GFCI")).toBe("Outlets/GFCI");
    expect(sentenceCase("Panel Upgrade")).toBe("Panel upgrade");
  });
});
