import { useFormAction, useNavigation } from "@remix-run/react";

/**
 * True while a form of this page is being submitted (or, with `state: "non-idle"`, also while the
 * following page loads). By default it matches a submission to the current route's action; `formAction`,
 * `formMethod` and `intent` (the submitted `intent` field) narrow it.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
  state = "non-idle",
}: {
  formAction?: string;
  formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE";
  intent?: string;
  state?: "submitting" | "loading" | "non-idle";
} = {}): boolean {
  const contextualFormAction = useFormAction();
  const navigation = useNavigation();
  const isPendingState = state === "non-idle" ? navigation.state !== "idle" : navigation.state === state;
  return (
    isPendingState &&
    navigation.formAction === (formAction ?? contextualFormAction) &&
    navigation.formMethod === formMethod &&
    (intent === undefined || navigation.formData?.get("intent") === intent)
  );
}
