import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { AdminNav } from "~/components/admin/AdminNav";
import { requireAdmin } from "~/lib/auth/require-admin.server";

/**
 * The admin frame (/admin, /admin/leads, /gallery-import): drawn once here, around each page. This guard
 * only protects the frame's own data: Remix runs the loaders of a page in parallel, so every child route
 * calls requireAdmin in its own loader and action (docs/decisions/0081).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return json({ email: user.email });
}

/** The admin installs on a phone as an app (emergency notifications open in it). */
export const links: LinksFunction = () => [{ rel: "manifest", href: "/admin.webmanifest" }];

/** Who is signed in does not change with a page's own form posts (the import's batches, add, delete). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;

export default function AdminLayout() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-8">
      <AdminNav email={email} />
      <Outlet />
    </div>
  );
}
