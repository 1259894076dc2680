import { Form } from "@remix-run/react";
import { useIsPending } from "~/hooks/use-is-pending";
import { Section } from "../Section";
import { BucketSelect } from "./BucketSelect";
import { ImageFileField } from "./ImageFileField";

/** Uploads a picture into a bucket (multipart); the page then offers it in the add form. */
export function UploadImageForm({ bucket }: { bucket: string }) {
  const uploading = useIsPending({ intent: "upload", state: "submitting" });
  return (
    <Section id="upload-title" title="Upload a new image">
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="upload" />
        <div>
          <BucketSelect id="upload-bucket" label="Into bucket" defaultValue={bucket} />
        </div>
        <ImageFileField id="upload-image" label="Image file" />
        <button type="submit" className="btn-secondary" disabled={uploading}>
          {uploading ? "Uploading..." : "Upload"}
        </button>
      </Form>
    </Section>
  );
}
