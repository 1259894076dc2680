/**
 * What a browser without JavaScript posts from a form of a page: its inputs' values, its textareas' text and its
 * selects' chosen options, in document order (submit buttons are added by the caller, as the one clicked).
 */
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot);/gi, (_, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1] === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"' }[name.toLowerCase()]!;
  });

const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));

/** The fields of the form whose opening tag contains `marker` (e.g. `id="words-3"`). */
export function formFields(html: string, marker: string): URLSearchParams {
  const start = html.indexOf(marker);
  if (start === -1) throw new Error(`no form with ${marker}`);
  const from = html.lastIndexOf("<form", start);
  const body = html.slice(from, html.indexOf("</form>", start));
  const fields = new URLSearchParams();
  for (const m of body.matchAll(/<input\b([^>]*)>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    if (m[1] !== undefined) {
      const a = attributes(m[1]);
      if (!a.name || ["submit", "button"].includes(a.type ?? "") || (["checkbox", "radio"].includes(a.type ?? "") && !("checked" in a))) continue;
      fields.append(a.name, a.value ?? "");
    } else if (m[2] !== undefined) {
      const a = attributes(m[2]);
      // The HTML parser drops one line break right after <textarea>.
      if (a.name) fields.append(a.name, decode(m[3]!.replace(/^\n/, "")));
    } else {
      const a = attributes(m[4]!);
      const options = [...m[5]!.matchAll(/<option\b([^>]*)>([^<]*)<\/option>/g)];
      const chosen = options.find((o) => /\bselected\b/.test(o[1]!)) ?? options[0];
      if (a.name && chosen) fields.append(a.name, attributes(chosen[1]!).value ?? decode(chosen[2]!));
    }
  }
  return fields;
}

/** The fields of the block editor's form (`id="words-…"`) with the button named `label` pressed, as a browser posts them. */
export function pressButton(html: string, label: string): URLSearchParams {
  const button = new RegExp(`<button[^>]*name="([^"]+)"[^>]*value="([^"]+)"[^>]*>${label}</button>`).exec(html);
  if (!button) throw new Error(`no button ${label}`);
  const fields = formFields(html, 'id="words-');
  fields.set(button[1]!, button[2]!.replace(/&quot;/g, '"'));
  return fields;
}
