import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { Notice } from "~/components/admin/Notice";
import { PAGE_FAILED } from "~/forms/admin-messages";
import { requireAdmin } from "~/lib/auth/require-admin.server";
import type { FrameHandle } from "~/root";
import { adminStylesheetText } from "~/lib/platform/stylesheet.server";

/**
 * The admin frame (/admin, /admin/leads, /gallery-import): drawn once here, around each page. This guard
 * only protects the frame's own data: Remix runs the loaders of a page in parallel, so every child route
 * calls requireAdmin in its own loader and action (docs/security.md, "Accounts").
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return json({ email: user.email, styles: adminStylesheetText() });
}

/** None of the public frame: the office's own (AdminFrame). */
export const handle: FrameHandle = { frame: "own" };

/** The admin installs on a phone as an app (emergency notifications open in it). */
export const links: LinksFunction = () => [{ rel: "manifest", href: "/admin.webmanifest" }];

/**
 * Loaded once, when the office arrives: who is signed in and the office's styles change with neither a page's own
 * form posts (the import's batches, add, delete) nor a move between pages or filters, which would otherwise send the
 * styles again each time. Signing out, or a session that ended, leaves the frame through the pages' own guards.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function AdminLayout() {
  const { email, styles } = useLoaderData<typeof loader>();
  return (
    <AdminFrame email={email}>
      {/* The office's own styles (the inbox's lead list), kept out of the stylesheet every public page inlines. */}
      <style dangerouslySetInnerHTML={{ __html: styles }} />
      <div className="container-page py-3">
        <Outlet />
      </div>
    </AdminFrame>
  );
}

/** What a response says: a page's own message (a lead that does not exist, a failed read), else its status. */
function errorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const data: unknown = error.data;
  if (typeof data === "string" && data) return data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string") return data.message;
  return `${error.status} ${error.statusText}`;
}

/** A page that failed (a lead that does not exist, the database down) still wears the office's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const email = useRouteLoaderData<typeof loader>("routes/_admin")?.email;
  const message = errorMessage(error);
  return (
    <AdminFrame email={email}>
      <section className="container-page py-3" aria-labelledby="admin-error-title">
        <h1 id="admin-error-title" className="mt-6 text-3xl font-extrabold">
          {PAGE_FAILED}
        </h1>
        {message ? (
          <div className="mt-4">
            <Notice type="error">{message}</Notice>
          </div>
        ) : null}
      </section>
    </AdminFrame>
  );
}
