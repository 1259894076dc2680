import { describe, expect, it } from "vitest";
import { areaServed, localBusinessLd } from "~/components/home/HomeJsonLd";
import { serializeJsonLd } from "~/components/pages/JsonLd";
import { furtherAreas } from "~/content/areas";
import { defaultBusiness } from "~/content/business";
import { cities } from "~/content/cities";

describe("structured data", () => {
  it("cannot close its script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });

  it("describes the business from the business facts", () => {
    const business = { ...defaultBusiness, name: "Other Name", phone: "(571) 555-0199", siteUrl: "https://example.org" };
    const ld = localBusinessLd(business);
    expect(ld["@type"]).toBe("Electrician");
    expect(ld.name).toBe("Other Name");
    expect(ld.telephone).toBe("(571) 555-0199");
    expect(ld.url).toBe("https://example.org/");
    expect(ld.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: 150 });
    expect(ld.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
    expect(areaServed()).toHaveLength(cities.length + furtherAreas.length);
  });

  it("keeps one business in both languages, its url the page language's home", () => {
    const business = { ...defaultBusiness, siteUrl: "https://example.org" };
    const es = localBusinessLd(business, "es");
    expect(es["@id"]).toBe(localBusinessLd(business)["@id"]);
    expect(es.url).toBe("https://example.org/es");
    expect(es.knowsLanguage).toEqual(["en-US", "es-US"]);
  });
});
