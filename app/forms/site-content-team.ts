import { z } from "zod";
import { CONTENT_MESSAGES as m } from "./admin-messages";
import { blockForm, itemId, itemWords, text } from "./site-content";

/**
 * The About page's team (docs/content.md): each member's name (the same in every language), role and bio in each
 * language, a photo the office uploads (app/lib/content/team-photos.server.ts) and, for today's members, the video
 * they already have. Plain text, bounded, unknown fields refused, like every block.
 */

const TEAM_LIMIT = 20;

/** Where an uploaded team photo is kept in the media bucket: "team/<random>/<name>.webp" (the upload's own key). */
export const TEAM_PHOTO_FOLDER = "team/";
const teamPhoto = z.string().regex(/^team\/[0-9a-f]{16}\/[a-z0-9-]{1,60}\.webp$/, "Upload the photo again");

/** Today's members' videos in the media bucket (app/content/team.ts); a member the office adds has none. */
const TEAM_VIDEOS = [
  "videos/team-office-manager.mp4",
  "videos/team-lead-electrician.mp4",
  "videos/team-journeyman.mp4",
  "videos/team-apprentice.mp4",
  "videos/team-finance.mp4",
] as const;

const teamFields = {
  members: z
    .array(
      z
        .object({
          id: itemId,
          name: text(80, m.required),
          role: itemWords(120),
          bio: itemWords(1500),
          photo: teamPhoto.optional(),
          video: z.enum(TEAM_VIDEOS).optional(),
        })
        .strict(),
    )
    .max(TEAM_LIMIT, m.tooMany(TEAM_LIMIT, "members"))
    .default([]),
};

export const teamBlockSchema = z.object(teamFields).strict();
export type TeamBlock = z.output<typeof teamBlockSchema>;
export const teamFormSchema = blockForm(teamFields);
