import type { ReactNode } from "react";

const tone = {
  error: "border-brand-700 bg-red-50 text-red-900",
  success: "border-green-700 bg-green-50 text-green-900",
  info: "border-navy-700 bg-navy-50 text-navy-900",
};

/** An in-page message (shown without JavaScript too): errors are alerts, the rest status messages. */
export function Notice({ type, children, testId, id }: { type: keyof typeof tone; children: ReactNode; testId?: string; id?: string }) {
  return (
    <div id={id} role={type === "error" ? "alert" : "status"} data-testid={testId} className={`rounded-lg border-l-4 p-3 ${tone[type]}`}>
      {children}
    </div>
  );
}
