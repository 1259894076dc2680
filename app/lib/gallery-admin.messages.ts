/** What the gallery admin page (/admin) tells the admin. */
export const ADMIN_MESSAGES = {
  missing: "Please select a file and enter a title",
  added: "Image added to gallery!",
  removed: "Image removed from gallery",
  confirmDelete: "Are you sure you want to remove this image from the gallery?",
  unknownAction: "Unknown action",
  unreadable: "The form could not be read",
  filesFailed: (reason: string) => `Failed to fetch storage files: ${reason}`,
  imagesFailed: (reason: string) => `Failed to fetch gallery images: ${reason}`,
  addFailed: (reason: string) => `Failed to add image: ${reason}`,
  deleteFailed: (reason: string) => `Failed to delete image: ${reason}`,
} as const;

/** The longest title, description and location an image may have (the form's maxLength and the check). */
export const FIELD_LIMITS = { title: 200, description: 1000, location: 200 } as const;
