import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { PageHeader } from "~/components/pages/common";
import { FilterChips } from "~/components/pages/FilterChips";
import { Carousel } from "~/components/ui/Carousel";
import { Dialog } from "~/components/ui/Dialog";
import { useHydrated } from "~/components/ui/use-hydrated";
import { galleryCategoryLabel, galleryPageFilters, type GalleryItem } from "~/content/gallery";
import { galleryPageCategory, listGalleryItems } from "~/lib/gallery.server";
import { seo } from "~/lib/seo";

/** SPEC.md section 9: the gallery carousel advances every 3000 ms. */
export const GALLERY_INTERVAL = 3000;

export const meta: MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Pictures of Our Work | Project Gallery | Valor Electric",
      description:
        "Panel upgrades, lighting, EV chargers and ceiling fans we installed in Manassas, Fairfax, Woodbridge and across Northern Virginia.",
      path: "/gallery",
    },
    matches,
  );

export async function loader({ request }: LoaderFunctionArgs) {
  const category = galleryPageCategory(new URL(request.url).searchParams.get("category"));
  return json({ items: await listGalleryItems(), category });
}

export default function Gallery() {
  const { items, category } = useLoaderData<typeof loader>();
  return <GalleryView key={category} items={items} category={category} />;
}

function GalleryView({ items, category }: { items: GalleryItem[]; category: string }) {
  const [selected, setSelected] = useState(category);
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const hydrated = useHydrated();
  const visible = selected === "all" ? items : items.filter((item) => item.category === selected);

  return (
    <>
      <PageHeader title="Pictures of Our Work" subtitle="Real jobs from homes and businesses across Northern Virginia." />
      <section aria-label="Projects" id="projects" className="container-page scroll-mt-28 py-10">
        <FilterChips filters={galleryPageFilters} selected={selected} onSelect={setSelected} anchor="projects" label="Filter by category" />
        <p className="mt-4 text-sm text-navy-700" aria-live="polite" data-testid="gallery-count">
          {visible.length} {visible.length === 1 ? "project" : "projects"}
        </p>
        <div className="mt-4">
          <Carousel
            key={selected}
            label="Project pictures"
            testId="gallery-carousel"
            interval={GALLERY_INTERVAL}
            slideClassName="w-[85%] sm:w-full md:w-1/2 lg:w-1/3"
            perViewMd={2}
            perViewLg={3}
            dots={false}
            slides={visible.map((item, i) => ({
              key: item.id,
              content: <GalleryCard item={item} eager={i < 3} onOpen={hydrated ? () => setOpen(item) : undefined} />,
            }))}
          />
        </div>
      </section>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ""} className="w-[min(100%-2rem,56rem)]">
        {open ? (
          <div data-testid="gallery-detail">
            <img src={open.imageUrl} alt="" width={open.width} height={open.height} className="h-auto w-full rounded-xl" />
            <p className="mt-4 text-sm font-bold uppercase tracking-wide text-brand-600">{galleryCategoryLabel(open.category)}</p>
            <p className="font-semibold">{open.location}</p>
            <p className="mt-2 text-navy-800">{open.description}</p>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

/** The first cards are in view on arrival: they load at once (the page's largest paint), the rest lazily. */
function GalleryCard({ item, eager, onOpen }: { item: GalleryItem; eager: boolean; onOpen?: () => void }) {
  return (
    <article className="h-full overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm" data-testid="gallery-item" data-category={item.category}>
      <img
        src={item.imageUrl}
        alt=""
        width={item.width}
        height={item.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="h-auto w-full"
      />
      <div className="p-5">
        <p className="text-xs font-bold uppercase tracking-wide text-brand-600">{galleryCategoryLabel(item.category)}</p>
        <h2 className="mt-1 text-lg font-bold">{item.title}</h2>
        <p className="text-sm text-navy-700">{item.location}</p>
        {onOpen ? (
          <button type="button" className="btn-outline mt-3 text-sm" onClick={onOpen} aria-label={`View details: ${item.title}`}>
            View details
          </button>
        ) : (
          <p className="mt-2 text-sm">{item.description}</p>
        )}
      </div>
    </article>
  );
}
