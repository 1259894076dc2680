import { MEDIA_BUCKET } from "./buckets";

/**
 * People of the About page. Videos are objects in the `media` bucket (docs/product.md, decision 9); when an
 * object is missing the poster illustration and caption show instead.
 */
export interface Video {
  bucket: typeof MEDIA_BUCKET;
  key: string;
  poster: string;
  caption: string;
}

interface Person {
  name: string;
  role: string;
  bio: string;
  video: Video;
}

const video = (key: string, caption: string, poster = "/illustrations/portrait.svg"): Video => ({
  bucket: MEDIA_BUCKET,
  key,
  poster,
  caption,
});

export const founder: Person = {
  name: "James Carter",
  role: "Founder & Master Electrician, U.S. Air Force veteran",
  bio: "James learned the trade keeping flight-line power and aircraft hangars running during twelve years in the U.S. Air Force. After his service he earned his Virginia master electrician licence and started the company from his garage in Manassas with one van and a simple rule: show up when you say you will, tell people the price before you start, and do the work like your own family lives there. Twenty years and more than a thousand projects later, he still reviews every panel upgrade quote himself.",
  video: video("videos/founder-story.mp4", "James tells how the company started", "/illustrations/founder.svg"),
};

export const team: Person[] = [
  {
    name: "Maria Carter",
    role: "Office Manager",
    bio: "Maria answers most of the calls, books every visit and makes sure you know who is coming and when. She has run the office since day one.",
    video: video("videos/team-office-manager.mp4", "Maria on how we schedule your visit"),
  },
  {
    name: "Derek Simmons",
    role: "Lead Electrician",
    bio: "A master electrician with 18 years in the field, Derek leads our panel upgrades and service changes and trains every new hire.",
    video: video("videos/team-lead-electrician.mp4", "Derek walks through a panel upgrade"),
  },
  {
    name: "Andre Lewis",
    role: "Journeyman Electrician",
    bio: "Andre handles EV chargers, generator hookups and remodel wiring, and is the one you will most often see on emergency calls.",
    video: video("videos/team-journeyman.mp4", "Andre on a night emergency call"),
  },
  {
    name: "Tyler Brooks",
    role: "Apprentice Electrician",
    bio: "Tyler is in his third year of apprenticeship, a Marine Corps veteran, and the reason our job sites are spotless when we leave.",
    video: video("videos/team-apprentice.mp4", "Tyler on learning the trade"),
  },
  {
    name: "Rachel Nguyen",
    role: "Finance Team Member",
    bio: "Rachel prepares your written quote, explains the financing options for bigger projects and handles invoices and warranties.",
    video: video("videos/team-finance.mp4", "Rachel explains financing options"),
  },
];

export const values = [
  { title: "Integrity", description: "Upfront prices, honest advice and no upselling. If it does not need replacing, we tell you." },
  { title: "Excellence", description: "Code-perfect work, permits pulled and inspections passed the first time." },
  { title: "Service", description: "24/7, every day of the year, with a real person answering the phone." },
  { title: "Quality", description: "Name-brand materials and a lifetime workmanship guarantee on everything we install." },
];

export const mission =
  "Our mission is to keep every family and business we serve safe and powered, with the discipline we learned in uniform and the care of a family business.";

/** The contact page video (docs/product.md §2.9). */
export const contactVideo: Video = video(
  "videos/contact-welcome.mp4",
  "A quick hello from our office",
  "/illustrations/video-poster.svg",
);
