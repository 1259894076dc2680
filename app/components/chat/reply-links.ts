/** A piece of an assistant's reply: plain text, or a link to a page of this site. */
type ReplyPart = string | { path: string; text: string };

/** A same-site path: one "/" then a letter or digit (never "//" or "/\", which browsers read as another host). */
const SITE_PATH = /^\/[A-Za-z0-9][A-Za-z0-9\-._~%/]*(?:[?#][A-Za-z0-9\-._~%/=&#]*)?$/;
/** Punctuation around a path in a sentence, which is not part of it. */
const LEADING = /^[("'“«¿¡]+/;
const TRAILING = /[.,;:!?)"'”»]+$/;

/**
 * Splits a reply into text and links: a word that is a path of the site ("/es/electrician-woodbridge") or a URL
 * on the site's own origin becomes a link to that path. Everything else, including links to other sites,
 * stays text; the caller renders the parts as React elements, never as HTML.
 */
export function replyParts(text: string, siteUrl: string): ReplyPart[] {
  const origin = new URL(siteUrl).origin;
  const parts: ReplyPart[] = [];
  const push = (part: string) => {
    if (!part) return;
    if (typeof parts.at(-1) === "string") parts[parts.length - 1] += part;
    else parts.push(part);
  };
  for (const word of text.split(/(\s+)/)) {
    const before = LEADING.exec(word)?.[0] ?? "";
    const after = TRAILING.exec(word.slice(before.length))?.[0] ?? "";
    const core = word.slice(before.length, word.length - after.length);
    const path = core.startsWith(`${origin}/`) ? core.slice(origin.length) : core;
    if (SITE_PATH.test(path)) {
      push(before);
      parts.push({ path, text: core });
      push(after);
    } else push(word);
  }
  return parts;
}
