import { z } from "zod";

/** The import form: the `bucket/key` of each ticked picture (at least one); `batch` only steers revalidation. */
export const importSchema = z.object({
  file: z.array(z.string().min(1)).min(1),
  batch: z.string().optional(),
});
