import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useLocalePath, useWords } from "~/hooks/use-lang";
import { PageHeader } from "~/components/pages/PageHeader";
import { FilterChips } from "~/components/pages/FilterChips";
import { BeforeAfter } from "~/components/pages/BeforeAfter";
import { Dialog } from "~/components/ui/Dialog";
import { useHydrated } from "~/hooks/use-hydrated";
import { galleryPageFilters, type GalleryItem } from "~/content/gallery";
import type { GalleryText } from "~/content/gallery-text";
import { galleryPage } from "~/lib/gallery/gallery-page.server";
import { seo } from "~/lib/site/seo";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seo({ ...data.meta, path: "/gallery" }, matches) : []);

export const loader = ({ request }: LoaderFunctionArgs) => galleryPage(request);

export default function Gallery() {
  const { items, category, detail } = useLoaderData<typeof loader>();
  return <GalleryView key={category} items={items} category={category} detail={detail} />;
}

function GalleryView({ items, category, detail }: { items: GalleryItem[]; category: string; detail: GalleryItem | null }) {
  const [selected, setSelected] = useState(category);
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const hydrated = useHydrated();
  const text = useWords<{ gallery: GalleryText }>().gallery;
  const { page } = text;
  const to = useLocalePath();
  const filters = galleryPageFilters.map((f) => ({ value: f.value, label: text.categories[f.value] ?? f.label }));
  const visible = selected === "all" ? items : items.filter((item) => item.category === selected);

  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} />
      {detail ? (
        <section aria-labelledby="gallery-detail-title" id="gallery-detail" className="container-page pt-10" data-testid="gallery-detail-page">
          <h2 id="gallery-detail-title" className="text-2xl font-bold">
            {detail.title}
          </h2>
          <GalleryDetail item={detail} />
          <a href={`${to("/gallery")}${category === "all" ? "" : `?category=${category}`}#projects`} className="btn-outline mt-4">
            {page.backToAll}
          </a>
        </section>
      ) : null}
      <section aria-label={page.projects} id="projects" className="container-page py-10">
        <FilterChips filters={filters} selected={selected} onSelect={setSelected} anchor="projects" label={page.filter} />
        <p className="mt-4 text-sm text-navy-700" aria-live="polite" data-testid="gallery-count">
          {page.count(visible.length)}
        </p>
        {/* Every project at once, in a grid (2 columns on a phone, 3 on a laptop, 4 wide): nothing to scroll sideways. */}
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4" data-testid="gallery-grid">
          {visible.map((item, i) => (
            <li key={item.id}>
              <GalleryCard item={item} eager={i < 4} first={i === 0} onOpen={hydrated ? () => setOpen(item) : undefined} />
            </li>
          ))}
        </ul>
      </section>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open ? open.title : ""} className="w-[min(100%-2rem,56rem)]">
        {open ? <GalleryDetail item={open} /> : null}
      </Dialog>
    </>
  );
}

function GalleryDetail({ item }: { item: GalleryItem }) {
  const text = useWords<{ gallery: GalleryText }>().gallery;
  return (
    <div data-testid="gallery-detail">
      <div className="mt-4 max-w-4xl overflow-hidden rounded-xl">
        <BeforeAfter src={item.imageUrl}>
          <img src={item.imageUrl} alt="" width={item.width} height={item.height} className="h-auto w-full" />
        </BeforeAfter>
      </div>
      <p className="mt-4 text-sm font-bold uppercase tracking-wide text-brand-600">{text.categories[item.category] ?? item.category}</p>
      <p className="font-semibold">{item.location}</p>
      <p className="mt-2 text-navy-800">{item.description}</p>
    </div>
  );
}

/**
 * The first cards are in view on arrival: they load at once, the very first (the page's largest paint) ahead
 * of everything else and decoded with the page, the rest lazily.
 * The title's link covers the whole card: with JavaScript it opens the detail dialog, without it the
 * server shows the details at the top of the page.
 */
function GalleryCard({ item, eager, first, onOpen }: { item: GalleryItem; eager: boolean; first: boolean; onOpen?: () => void }) {
  const text = useWords<{ gallery: GalleryText }>().gallery;
  const to = useLocalePath();
  return (
    <article
      className="relative h-full overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-volt-400"
      data-testid="gallery-item"
      data-category={item.category}
    >
      <BeforeAfter src={item.imageUrl}>
        <img
          src={item.imageUrl}
          alt=""
          width={item.width}
          height={item.height}
          loading={eager ? "eager" : "lazy"}
          decoding={first ? "auto" : "async"}
          // React 18 knows no fetchPriority prop; the lowercase attribute passes through as written.
          {...(first ? { fetchpriority: "high" } : {})}
          // A photo keeps the drawings' 3:2 frame, so a row of cards stays level.
          className="aspect-[3/2] w-full object-cover"
        />
      </BeforeAfter>
      <div className="p-3 sm:p-5">
        <p className="text-xs font-bold uppercase tracking-wide text-brand-600">{text.categories[item.category] ?? item.category}</p>
        <h2 className="mt-1 font-bold sm:text-lg">
          <a
            href={`${to("/gallery")}?item=${encodeURIComponent(item.id)}#gallery-detail`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
            aria-label={text.page.details(item.title)}
            onClick={
              onOpen
                ? (event) => {
                    event.preventDefault();
                    onOpen();
                  }
                : undefined
            }
          >
            {item.title}
          </a>
        </h2>
        <p className="text-sm text-navy-700">{item.location}</p>
        {onOpen ? null : <p className="mt-2 text-sm">{item.description}</p>}
      </div>
    </article>
  );
}
