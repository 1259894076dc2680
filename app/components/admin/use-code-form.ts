import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { codeSchema } from "~/forms/login";

/** The second step's one-field form (/login/verify and /login/enrol): its field and the message to show. */
export function useCodeForm(id: string, lastResult: SubmissionResult<string[]> | undefined) {
  const [form, fields] = useForm({ id, lastResult, constraint: getZodConstraint(codeSchema) });
  return { form, code: fields.code, error: form.errors?.[0] };
}
