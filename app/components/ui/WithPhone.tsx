/**
 * Text that holds a phone number, e.g. "Llame ahora al (703) 555-0142": the words around it wrap as they must,
 * the number never breaks across lines. One inline box, so a button (a flex box) keeps it as one item.
 */
export function WithPhone({ text, phone }: { text: string; phone: string }) {
  const at = text.indexOf(phone);
  if (at < 0) return text;
  const number = <span className="whitespace-nowrap">{phone}</span>;
  if (text === phone) return number;
  return (
    <span>
      {text.slice(0, at)}
      {number}
      {text.slice(at + phone.length)}
    </span>
  );
}
