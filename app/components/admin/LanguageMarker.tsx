import { LANGUAGE_NAMES } from "~/content/languages";

/**
 * "ES" beside a lead the customer sent in Spanish (read out as "Spanish"): call back in Spanish. English, the
 * default, is not marked.
 */
export function LanguageMarker({ language }: { language: string }) {
  if (language === "en") return null;
  const name = LANGUAGE_NAMES[language] ?? language;
  return (
    <span className="mr-1 rounded bg-volt-300 px-1.5 py-0.5 text-xs font-bold text-navy-900" title={name} data-testid="lead-language">
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}
