import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { TextField } from "~/components/forms/fields";
import { MAX_UPLOAD_BYTES } from "~/forms/upload";
import { type TeamBlock, teamFormSchema } from "~/forms/site-content-team";
import { type BlockFormProps, FormError, LIST_BUTTON, SaveButtons, useBlockForm, WordsField } from "./WordsField";

const initial = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The About page's team (app/forms/site-content-team.ts). A multipart form: a member's photo is chosen here and
 * stored by the server through the gallery's upload checks when the form is posted. Add, remove and move up are
 * conform's intents, applied by the server without saving, so they work without JavaScript.
 */
export function TeamWordsForm(props: BlockFormProps<TeamBlock>) {
  const { version, needsUpdate, suggest } = props;
  const [form, fields] = useBlockForm(teamFormSchema, props);
  const members = fields.members.getFieldList();
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-4" aria-label="The team">
      <FormError errors={form.errors} />
      <input type="hidden" name="expectedVersion" value={version} />
      {members.length === 0 ? <p className="text-navy-700">No members: the About page shows no team.</p> : null}
      {members.map((member, index) => {
        const part = member.getFieldset();
        const id = initial(part.id.initialValue);
        const photo = initial(part.photo.initialValue);
        const video = initial(part.video.initialValue);
        return (
          <div key={member.key} className="space-y-2 rounded-xl border border-navy-100 p-3" data-testid="member">
            <input type="hidden" name={part.id.name} value={id} />
            {photo ? <input type="hidden" name={part.photo.name} value={photo} /> : null}
            {video ? <input type="hidden" name={part.video.name} value={video} /> : null}
            <TextField field={part.name} label={`Member ${index + 1}: name (the same in both languages)`} errors={part.name.errors} />
            <WordsField field={part.role} label={`Member ${index + 1}: role`} marked={needsUpdate.includes(`members.${id}.role`)} />
            <WordsField field={part.bio} label={`Member ${index + 1}: bio`} long marked={needsUpdate.includes(`members.${id}.bio`)} />
            <div>
              <label htmlFor={`${member.id}-upload`} className="block font-semibold">
                {photo ? "Replace the photo" : "Photo"}
              </label>
              <input id={`${member.id}-upload`} name={`${member.name}.upload`} type="file" accept="image/jpeg,image/png,image/webp" className="mt-1 block w-full" />
              <p className="mt-1 text-sm text-navy-700">
                {photo ? "A photo is on the page. " : ""}JPEG, PNG or WebP, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB, stored as WebP without its metadata (camera,
                GPS) when you save.
              </p>
              {part.photo.errors?.length ? <p className="text-sm text-red-900">{part.photo.errors[0]}</p> : null}
              {photo ? (
                <button {...form.update.getButtonProps({ name: part.photo.name, value: "" })} className={`${LIST_BUTTON} mt-2`}>
                  {`Remove the photo of member ${index + 1}`}
                </button>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {index > 0 ? (
                <button {...form.reorder.getButtonProps({ name: fields.members.name, from: index, to: index - 1 })} className={LIST_BUTTON}>
                  {`Move member ${index + 1} up`}
                </button>
              ) : null}
              <button {...form.remove.getButtonProps({ name: fields.members.name, index })} className={LIST_BUTTON}>
                {`Remove member ${index + 1}`}
              </button>
            </div>
          </div>
        );
      })}
      <button {...form.insert.getButtonProps({ name: fields.members.name })} className={LIST_BUTTON}>
        Add a member
      </button>
      <SaveButtons suggest={suggest} />
    </Form>
  );
}
