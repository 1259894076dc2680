/** The first letter of a name's first and last words: "Maria Carter" → "MC". */
export const initials = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word.charAt(0).toLocaleUpperCase()).join("");
};

/**
 * A person (or the office) without a photo: their initials in a navy circle, CSS only, rather than a drawing of
 * someone faceless standing for everyone. The name is written beside it, so the circle is hidden from a reader.
 */
export function Monogram({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid="monogram"
      className={`flex shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white ${large ? "h-32 w-32 text-5xl" : "h-20 w-20 text-2xl"}`}
    >
      {initials(name)}
    </span>
  );
}
