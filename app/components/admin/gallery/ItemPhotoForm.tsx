import { Form } from "@remix-run/react";
import { useIsPending } from "~/hooks/use-is-pending";
import { Section } from "../Section";
import { ImageFileField } from "./ImageFileField";

interface ItemChoices {
  label: string;
  items: { id: string; label: string; hasPhoto: boolean }[];
}

/**
 * Gives one of the site's own projects its photo (multipart, one post): it then shows in place of the project's
 * drawing or words wherever the project is shown, and removing it from the list brings them back.
 */
export function ItemPhotoForm({ groups, bucket }: { groups: ItemChoices[]; bucket: string }) {
  const saving = useIsPending({ intent: "item-photo", state: "submitting" });
  return (
    <Section id="item-photo-title" title="Give a project its photo">
      <p className="mt-2 text-sm text-navy-700">
        {"The site's own projects are drawings or words until they have a photo. The photo shows on the Gallery page, " +
          "the home page and the service pages that show the project, in both languages."}
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" data-testid="item-photo-form">
        <input type="hidden" name="intent" value="item-photo" />
        <input type="hidden" name="bucket" value={bucket} />
        <div>
          <label htmlFor="item-photo-item" className="block font-semibold">
            Project
          </label>
          <select id="item-photo-item" name="item" required defaultValue="" className="admin-input">
            <option value="" disabled>
              Choose a project
            </option>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.hasPhoto ? `${item.label} (has a photo: replace it)` : item.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <ImageFileField id="item-photo-image" label="Photo" />
        <button type="submit" className="btn-secondary" disabled={saving}>
          {saving ? "Saving..." : "Save the photo"}
        </button>
      </Form>
    </Section>
  );
}
