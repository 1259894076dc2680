import { MAX_UPLOAD_BYTES } from "~/forms/upload";

/** The picture of an upload: the types the checks accept and what the re-encoding does, said beside it. */
export function ImageFileField({ id, label }: { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input id={id} name="image" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby={`${id}-help`} className="mt-1 block w-full" />
      <p id={`${id}-help`} className="mt-1 text-sm text-navy-700">
        JPEG, PNG or WebP, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB. It is stored as WebP without its metadata (camera, GPS).
      </p>
    </div>
  );
}
