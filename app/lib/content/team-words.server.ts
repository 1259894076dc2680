import { json } from "@remix-run/node";
import { MEDIA_BUCKET } from "~/content/buckets";
import { withTestLanguages } from "~/content/catalogue";
import { langOf, type Lang } from "~/content/languages";
import { aboutText, founder, team, type Video } from "~/content/team";
import type { TeamBlock } from "~/forms/site-content-team";
import { availableVideos } from "../gallery/media.server";
import { getStorage } from "../platform/storage.server";
import { aboutPageText } from "../site/page-text.server";
import { siteBusiness } from "./business-facts.server";
import { publishedWords, siteWords } from "./content-store.server";
import { TEAM_BLOCK } from "./blocks.server";

/*
 * The About page's data: its team as the office published it (docs/content.md), in the page's language. A module
 * of its own: a server module two routes import shares its browser stub between them.
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

/**
 * The page's words (decision 0210) with the business's facts (its record), the founder, the team, the videos of
 * theirs that exist in storage, and an admin's preview banner.
 */
export async function aboutPage(request: Request) {
  const lang = langOf(new URL(request.url).pathname);
  // The team as the office edited it (block team), or today's.
  const { members, preview } = await aboutTeam(request, lang);
  return json({
    videos: await availableVideos([founder.video, ...members.flatMap((person) => (person.video ? [person.video] : []))]),
    founder: { name: founder.name, video: founder.video },
    team: members,
    ...(preview ? { preview } : {}),
    ...aboutPageText(lang, await siteBusiness(request, lang)),
  });
}

/** The team in the page's language (a member not written in it yet is left out), and an admin's preview banner. */
async function aboutTeam(request: Request, lang: Lang) {
  const { words, preview } = await siteWords(request);
  const block = withTestLanguages(words.get(TEAM_BLOCK) as TeamBlock);
  const members: ShownMember[] = block.members
    .filter((member) => member.role[lang] && member.bio[lang])
    .map((member) => {
      const at = team.findIndex((person) => person.video.key === member.video);
      return {
        id: memberKey(member),
        name: member.name,
        role: member.role[lang],
        bio: member.bio[lang],
        // Storage is asked only for a photo: an unedited team needs none.
        ...(member.photo ? { photo: getStorage().publicUrl(MEDIA_BUCKET, member.photo) } : {}),
        ...(at >= 0 ? { video: { ...team[at]!.video, caption: aboutText[lang].team[at]!.caption } } : {}),
      };
    });
  return { members, preview };
}

/** A member's key: its id, or its name for a member saved before members had ids (a visit's `team:<key>`). */
export const memberKey = (member: TeamBlock["members"][number]) => member.id ?? member.name;

/** The team as the office published it (no preview): whom a visit may send. */
export const publishedTeam = async (db?: Parameters<typeof publishedWords>[0]) => ((await publishedWords(db)).get(TEAM_BLOCK) as TeamBlock).members;

/**
 * The photo of who is coming to a visit (its `electrician` key), for the customer's page: its public URL when they
 * are a member of the published team with a photo; null for anyone else (an admin, a Calendly host, a member removed).
 */
export async function electricianPhoto(db: Parameters<typeof publishedWords>[0], electrician: string): Promise<string | null> {
  if (!electrician.startsWith("team:")) return null;
  const member = (await publishedTeam(db)).find((m) => `team:${memberKey(m)}` === electrician);
  return member?.photo ? getStorage().publicUrl(MEDIA_BUCKET, member.photo) : null;
}
