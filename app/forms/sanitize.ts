/**
 * Input sanitising (docs/product.md §5): angle brackets, script-scheme text and inline-handler patterns are
 * stripped. Used on change in the browser and again by the schemas on the server, which is the one that counts.
 */
const ANGLE_BRACKETS = /[<>]/g;
const SCRIPT_SCHEMES = /\b(?:javascript|vbscript|data\s*:\s*text\/html)\s*:?/gi;
const INLINE_HANDLERS = /\bon[a-z]+\s*=/gi;
/**
 * Control characters (NUL, escapes, DEL, C1; tab and line breaks stay), which a database refuses or a
 * terminal obeys, and the bidirectional overrides that make text read backwards (U+202A-U+202E,
 * U+2066-U+2069): removed so a request saves and reads as typed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Free text without its control and direction-override characters: every free-text field's first cleaning. */
export const dropControls = (value: string) => value.replace(CONTROL, "");

export function sanitizeText(value: string): string {
  let previous: string;
  let current = dropControls(value);
  // Repeat until stable, so "<scr<script>ipt>" or "jav<x>ascript:" cannot reassemble after one pass.
  do {
    previous = current;
    current = current.replace(ANGLE_BRACKETS, "").replace(SCRIPT_SCHEMES, "").replace(INLINE_HANDLERS, "");
  } while (current !== previous);
  return current;
}
