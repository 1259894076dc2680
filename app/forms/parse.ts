import { parseWithZod, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";

const coerced = new WeakMap<ZodTypeAny, ZodTypeAny>();

/**
 * conform's parseWithZod, with the form-value coercion (empty text → undefined, …) built once per schema:
 * conform builds a coerced copy of the whole schema on every call, a third of a form post's parsing.
 */
export function parseForm<Schema extends ZodTypeAny>(payload: FormData, schema: Schema) {
  let validation = coerced.get(schema);
  if (!validation) {
    validation = coerceFormValue(schema);
    coerced.set(schema, validation);
  }
  return parseWithZod(payload, { schema: validation as Schema, disableAutoCoercion: true });
}
