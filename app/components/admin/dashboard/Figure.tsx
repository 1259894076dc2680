/** One figure of the dashboard: its label, the value, and a note under it. */
export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-navy-100 p-4">
      <dt className="text-sm font-semibold text-navy-700">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold">{value}</dd>
      {note ? <dd className="text-sm text-navy-700">{note}</dd> : null}
    </div>
  );
}
