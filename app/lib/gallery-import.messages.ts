/** What the gallery import page (/gallery-import) tells the admin. */
export const IMPORT_MESSAGES = {
  scanFailed: (reason: string) => `Failed to scan buckets: ${reason}`,
  found: (n: number) => `Found ${n} images across all buckets`,
  fileFailed: (file: string) => `Failed to import ${file}`,
  failed: (reason: string) => `Import failed: ${reason}`,
  imported: (n: number) => `Successfully imported ${n} images!`,
  noneSelected: "Please select at least one image to import",
  empty: "No images found in storage buckets",
} as const;
