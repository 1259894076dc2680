import type { Review } from "./reviews";

/** The five testimonials of the home carousel. */
export const homeTestimonials: Review[] = [
  {
    text: "Our 1978 panel was a recalled Federal Pacific. They swapped it for a 200A panel in one day, pulled the permit, and left the basement cleaner than they found it.",
    author: "Karen M.",
    location: "Manassas, VA",
    source: "Google",
    date: "2026-10-05",
    rating: 5,
    service: "Panel upgrade",
  },
  {
    text: "Called at 11 pm with half the house dark and a burning smell. An electrician was here in 45 minutes and found a melted neutral at the meter. Lifesavers.",
    author: "David R.",
    location: "Woodbridge, VA",
    source: "Angi",
    date: "2026-09-22",
    rating: 5,
    service: "Emergency repair",
  },
  {
    text: "Clear quote before any work started and the price did not change. Our Tesla wall connector was charging the same afternoon.",
    author: "Priya S.",
    location: "Gainesville, VA",
    source: "Google",
    date: "2026-08-30",
    rating: 5,
    service: "EV charger installation",
  },
  {
    text: "They wired our whole basement remodel, coordinated with the inspector and passed first time. Shoe covers on every visit.",
    author: "Tom & Lisa H.",
    location: "Centreville, VA",
    source: "HomeAdvisor",
    date: "2026-06-25",
    rating: 5,
    service: "Remodel electrical",
  },
  {
    text: "We manage three retail units and they handle all of it: LED retrofits, new circuits for tenants, and they work after hours so our stores stay open.",
    author: "Marcus J.",
    location: "Fairfax, VA",
    source: "Google",
    date: "2026-04-17",
    rating: 5,
    service: "Commercial services",
  },
];
