import type { formCopy } from "~/content/forms";
import type { FormMessages } from "~/forms/messages";
import type { OptionLabels } from "~/forms/options";
import type { StatusText } from "~/content/emergency-status";

/**
 * The words of the estimate, booking and contact forms in one language (decision 0210): sent by the loaders of
 * the pages that show a form (/contact, /estimate, /book), and by /words/forms to the dialogs, whose code loads
 * on first use. `text` is what the forms' schemas are made from in the browser, `optionLabels` names their
 * selects' options; `form.status` is the status link's, shown where an emergency is answered in place.
 */
export interface FormWords {
  form: {
    copy: (typeof formCopy)["en"];
    text: FormMessages;
    optionLabels: OptionLabels;
    status: Pick<StatusText, "linkHint" | "followLink">;
  };
}
