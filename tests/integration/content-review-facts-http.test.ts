/**
 * The review sites' rating and count are business facts (docs/content.md, "Facts in sentences"): the office edits
 * them once at /admin/content/business, as a browser without JavaScript posts the form, and the rating summary of
 * /reviews, /es/reviews and the home pages follows; a rating that is no rating is refused, changing nothing.
 */
import { describe, expect, it } from "vitest";
import { formFields } from "../support/html-form";
import { useSite } from "../support/site";

const ADMIN = { email: "review-facts-admin@example.com", password: "review facts admin password 1" };
const EDITOR = "/admin/content/business";

describe("the review facts edited over HTTP", () => {
  const site = useSite({ admin: ADMIN });
  const post = async (changes: Record<string, string>) => {
    const fields = formFields(await site.page(EDITOR, site.admin), 'id="words-');
    for (const [name, value] of Object.entries(changes)) fields.set(name, value);
    fields.set("intent", "publish");
    return site.post(EDITOR, fields);
  };

  it("refuses a rating over 5 or with two decimals, with its message and the typed words back", async () => {
    for (const rating of ["6", "4.95", "four"]) {
      const response = await post({ reviewRating: rating });
      expect(response.status, rating).toBe(400);
      const html = await response.text();
      expect(html).toContain("Enter the stars from 1 to 5, with at most one decimal, like 4.9");
      expect(html).toContain(`value="${rating}"`);
    }
    expect(await site.page("/reviews")).toContain("Rated 5.0 out of 5 from 150 reviews");
  });

  it("shows the published rating and count in the summary of /reviews, /es/reviews, / and /es", async () => {
    const fields = formFields(await site.page(EDITOR, site.admin), 'id="words-');
    expect(fields.get("reviewRating")).toBe("5");
    expect(fields.get("reviewCount")).toBe("150");
    expect(await site.page("/reviews")).toContain("Rated 5.0 out of 5 from 150 reviews");

    expect((await post({ reviewRating: "4.9", reviewCount: "1212" })).status).toBe(302);

    for (const [path, summary] of [
      ["/reviews", "Rated 4.9 out of 5 from 1,212 reviews"],
      ["/", "Rated 4.9 out of 5 from 1,212 reviews"],
      ["/es/reviews", "Calificación de 4.9 sobre 5 en 1,212 reseñas"],
      ["/es", "Calificación de 4.9 sobre 5 en 1,212 reseñas"],
    ] as const) {
      const html = await site.page(path);
      expect(html, path).toContain(summary);
      expect(html, path).not.toContain("from 150 reviews");
      expect(html, path).not.toContain("en 150 reseñas");
    }
  });
});
