import { Form } from "@remix-run/react";
import { useIsPending } from "~/hooks/use-is-pending";
import { MAX_UPLOAD_BYTES } from "~/forms/upload";
import { Section } from "../Section";
import { BucketSelect } from "./BucketSelect";

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
        <div>
          <label htmlFor="upload-image" className="block font-semibold">
            Image file
          </label>
          <input
            id="upload-image"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="upload-help"
            className="mt-1 block w-full"
          />
          <p id="upload-help" className="mt-1 text-sm text-navy-700">
            JPEG, PNG or WebP, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB. It is stored as WebP without its metadata
            (camera, GPS).
          </p>
        </div>
        <button type="submit" className="btn-secondary" disabled={uploading}>
          {uploading ? "Uploading..." : "Upload"}
        </button>
      </Form>
    </Section>
  );
}
