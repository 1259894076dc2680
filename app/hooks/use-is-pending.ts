import { useFormAction, useNavigation } from "@remix-run/react";

interface PendingOptions {
  /** The form's action path; the current route's action when left out. Its query string is ignored. */
  formAction?: string;
  formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE";
  /** Only a submission whose `intent` field has this value (forms with several submit buttons). */
  intent?: string;
  /** "submitting" (the default): while the request is in flight; "non-idle" also covers the reload after it. */
  state?: "submitting" | "non-idle";
}

const pathOf = (action: string) => action.split("?")[0];

/** Whether this form's submission is under way, for a busy button; the one place pending state is computed. */
export function useIsPending({ formAction, formMethod = "POST", intent, state = "submitting" }: PendingOptions = {}) {
  const routeAction = useFormAction();
  const navigation = useNavigation();
  const inState = state === "non-idle" ? navigation.state !== "idle" : navigation.state === state;
  return (
    inState &&
    navigation.formMethod?.toUpperCase() === formMethod &&
    pathOf(navigation.formAction ?? "") === pathOf(formAction ?? routeAction) &&
    (intent === undefined || navigation.formData?.get("intent") === intent)
  );
}
