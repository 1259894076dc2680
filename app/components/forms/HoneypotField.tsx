import type { FrameText } from "~/content/frame-text";
import { useWords } from "~/hooks/use-lang";
import { HONEYPOT_FIELD } from "~/forms/honeypot";

/** Hidden from people (and from assistive technology); bots that fill every field give themselves away. */
export function HoneypotField() {
  const text = useWords<FrameText>().forms.fields;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>{text.honeypot}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
