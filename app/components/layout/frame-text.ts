import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { commonText } from "~/components/pages/common.messages";
import type { uiText } from "~/components/ui/ui.messages";
import { receiveText } from "~/content/catalogue";
import type { formCopy } from "~/content/forms";
import type { navigation } from "~/content/navigation";
import type { frameText } from "./frame.messages";

/** The text of the frame every page shares (header, footer, bars, dialogs, form controls), in the page's language. */
export interface FrameText {
  frame: (typeof frameText)["en"];
  navigation: (typeof navigation)["en"];
  forms: (typeof formCopy)["en"];
  common: (typeof commonText)["en"];
  ui: (typeof uiText)["en"];
}

/**
 * The frame's text, from the root loader (app/lib/site/frame-text.server.ts picks the page's language), so the
 * browser never loads the other language's (decision 0179).
 */
export function useFrameText(): FrameText {
  const sent = useRouteLoaderData<{ text?: unknown }>("root")?.text;
  const text = useMemo(() => (sent === undefined ? null : receiveText<FrameText>(sent)), [sent]);
  if (!text) throw new Error("The frame's text is missing: the root loader did not answer");
  return text;
}
