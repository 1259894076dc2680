/** The banner over a page an admin previews with unpublished words (docs/content.md). */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <p role="status" className="bg-volt-300 px-4 py-2 text-center font-bold text-navy-900">
      {text}
    </p>
  );
}
