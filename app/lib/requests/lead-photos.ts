/** A photo as the lead's admin page gets it: served by the admin-only photo route, never from a public URL. */
export interface AdminPhoto {
  id: string;
  name: string;
  width: number | null;
  height: number | null;
  bytes: number;
  /** The admin-only route that serves it. */
  src: string;
}
