/**
 * Input sanitising (SPEC.md section 5): angle brackets, script-scheme text and inline-handler patterns are
 * stripped. Used on change in the browser and again by the schemas on the server, which is the one that counts.
 */
const ANGLE_BRACKETS = /[<>]/g;
const SCRIPT_SCHEMES = /\b(?:javascript|vbscript|data\s*:\s*text\/html)\s*:?/gi;
const INLINE_HANDLERS = /\bon[a-z]+\s*=/gi;

export function sanitizeText(value: string): string {
  let previous: string;
  let current = value;
  // Repeat until stable, so "<scr<script>ipt>" or "jav<x>ascript:" cannot reassemble after one pass.
  do {
    previous = current;
    current = current.replace(ANGLE_BRACKETS, "").replace(SCRIPT_SCHEMES, "").replace(INLINE_HANDLERS, "");
  } while (current !== previous);
  return current;
}
