import { aboutText, team } from "~/content/team";
import { type TeamBlock, teamBlockSchema, teamFormSchema } from "~/forms/site-content-team";
import type { ContentBlock } from "./blocks.server";

export const TEAM_BLOCK = "team";

/** The About page's team, today's members by default (app/content/team.ts): no photo, their videos kept. */
export const teamBlock: ContentBlock<TeamBlock> = {
  key: TEAM_BLOCK,
  kind: "team",
  label: "About page: team",
  schema: teamBlockSchema,
  form: teamFormSchema,
  defaults: () => ({
    members: team.map((person, i) => ({
      id: `m${i + 1}`,
      name: person.name,
      role: { en: aboutText.en.team[i]!.role, es: aboutText.es.team[i]!.role },
      bio: { en: aboutText.en.team[i]!.bio, es: aboutText.es.team[i]!.bio },
      video: person.video.key as TeamBlock["members"][number]["video"],
    })),
  }),
  path: "/about",
};
