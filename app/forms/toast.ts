/** A short message shown in the corner of the page: one type for the server's flash toast and the browser's. */
export interface Toast {
  title: string;
  description?: string;
  type: "success" | "error" | "info";
}
