import { MEDIA_BUCKET } from "~/content/buckets";
import { withTestLanguages } from "~/content/catalogue";
import type { Lang } from "~/content/languages";
import { aboutText, team, type Video } from "~/content/team";
import type { TeamBlock } from "~/forms/site-content-team";
import { getStorage } from "../platform/storage.server";
import { siteWords } from "./content-store.server";
import { TEAM_BLOCK } from "./blocks.server";

/*
 * The About page's team as the office published it (docs/content.md), in the page's language. A module of its own:
 * a server module two routes import shares its browser stub between them.
 */

interface ShownMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  /** The uploaded photo's public URL. */
  photo?: string;
  /** Today's members' videos, with their captions in the page's language. */
  video?: Video;
}

/** The team in the page's language (a member not written in it yet is left out), and an admin's preview banner. */
export async function aboutTeam(request: Request, lang: Lang) {
  const { words, preview } = await siteWords(request);
  const block = withTestLanguages(words.get(TEAM_BLOCK) as TeamBlock);
  const members: ShownMember[] = block.members
    .filter((member) => member.role[lang] && member.bio[lang])
    .map((member) => {
      const at = team.findIndex((person) => person.video.key === member.video);
      return {
        id: member.id ?? member.name,
        name: member.name,
        role: member.role[lang],
        bio: member.bio[lang],
        // Storage is asked only for a photo: an unedited team needs none.
        ...(member.photo ? { photo: getStorage().publicUrl(MEDIA_BUCKET, member.photo) } : {}),
        ...(at >= 0 ? { video: { ...team[at]!.video, caption: aboutText[lang].team[at]!.caption } } : {}),
      };
    });
  return { team: members, ...(preview ? { preview } : {}) };
}
