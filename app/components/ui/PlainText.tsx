/**
 * Plain text as the office writes it (docs/content.md): paragraphs apart by an empty line, and a paragraph whose
 * every line starts with "- " as a list. React escapes every character, so no markup in it ever becomes HTML.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return text.split(/\n\s*\n/).map((block, i) => {
    const lines = block.split("\n");
    return lines.every((line) => line.startsWith("- ")) ? (
      <ul key={i} className={`${className} list-disc pl-6`}>
        {lines.map((line, j) => (
          <li key={j}>{line.slice(2)}</li>
        ))}
      </ul>
    ) : (
      <p key={i} className={className}>
        {block}
      </p>
    );
  });
}
