import type { ChangeEventHandler } from "react";
import { galleryBuckets } from "~/content/buckets";

/** A labelled choice of the gallery's storage buckets. */
export function BucketSelect({
  id,
  label,
  defaultValue,
  onChange,
}: {
  id: string;
  label: string;
  defaultValue: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
}) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select id={id} name="bucket" defaultValue={defaultValue} className="admin-input" onChange={onChange}>
        {galleryBuckets.map((b) => (
          <option key={b.id} value={b.id}>
            {b.adminLabel}
          </option>
        ))}
      </select>
    </>
  );
}
