import type { MetaFunction } from "@remix-run/node";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Valor Electric | Veteran-Owned 24/7 Electricians in Northern Virginia, MD & DC",
      description:
        "Veteran-owned, licensed electricians serving Northern Virginia, Maryland and DC. 24/7 emergency help, upfront pricing and a lifetime workmanship guarantee.",
      path: "/",
    },
    matches,
  );

export default function Home() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-extrabold">Veteran-Owned Electricians Serving VA, DC &amp; MD — 24/7 Emergency Service</h1>
    </section>
  );
}
