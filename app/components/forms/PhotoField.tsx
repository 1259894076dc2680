import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useWords } from "~/hooks/use-lang";
import type { FormWords } from "~/lib/requests/form-words";
import { PHOTO_ACCEPT, type PhotoRefusal } from "~/forms/photos";
import { FieldError, type FieldMeta } from "./fields";

/**
 * Up to three photos with a request. Without JavaScript a plain file input (the form posts multipart); with
 * it, each chosen photo is previewed (an object URL, freed when no longer shown) and can be removed.
 */
export function PhotoField({ field, errors }: { field: FieldMeta; errors?: string[] }) {
  const hydrated = useHydrated();
  const { copy, text: formText } = useWords<FormWords>().form;
  const photoMessages = formText.photos;
  const text = copy.photos;
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  // A form reset (after a request was taken) empties the input: forget its previews too.
  useEffect(() => {
    const form = input.current?.form;
    const clear = () => setFiles([]);
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, []);

  const remove = (index: number) => {
    const kept = files.filter((_, i) => i !== index);
    const transfer = new DataTransfer();
    for (const file of kept) transfer.items.add(file);
    if (input.current) input.current.files = transfer.files;
    setFiles(kept);
  };
  const hintId = `${field.id}-hint`;

  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold">
        {photoMessages.label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-navy-700">
        {photoMessages.hint}
      </p>
      <input
        ref={input}
        key={field.key}
        id={field.id}
        name={field.name}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${hintId} ${field.errorId}` : hintId}
        onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
        className="mt-1 block min-h-[44px] w-full rounded-lg border border-navy-600 bg-white px-3 py-2 text-navy-900 file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1 file:text-white"
      />
      <FieldError id={field.errorId} errors={errors} />
      {hydrated && files.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-3" aria-label={text.chosen} data-testid="photo-previews">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="w-28 text-xs">
              {previews[index] ? (
                <img src={previews[index]} alt={text.preview(file.name)} width={112} height={84} className="h-[84px] w-28 rounded object-cover" />
              ) : null}
              <p className="mt-1 truncate" title={file.name}>
                {file.name}
              </p>
              <button type="button" onClick={() => remove(index)} className="mt-1 min-h-[44px] w-full rounded border border-navy-600 px-2 font-semibold">
                {text.remove}<span className="sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** After a request was taken: which photos were not attached, and why (by file name). */
export function PhotoNotice({ refused }: { refused: PhotoRefusal[] | undefined }) {
  const photoMessages = useWords<FormWords>().form.text.photos;
  if (!refused?.length) return null;
  return (
    <div role="status" data-testid="photo-notice" className="mb-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
      <p className="font-bold">{photoMessages.noticeTitle}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {refused.map((r, i) => (
          <li key={i}>{photoMessages.refused(r.name || photoMessages.aPhoto, r.reason)}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">{photoMessages.noticeHelp}</p>
    </div>
  );
}
