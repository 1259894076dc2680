import { Link } from "@remix-run/react";
import { useState } from "react";
import { useLocalePath } from "~/hooks/use-lang";
import { Section } from "~/components/pages/Section";
import { ReviewMonth } from "~/components/pages/ReviewCard";
import { FilterChips } from "~/components/pages/FilterChips";
import { homeGalleryFilters, ILLUSTRATION_SIZE, type HomeGalleryItem } from "~/content/gallery";
import { useHomeText } from "./home-text";

/** The home page's project gallery, filterable by category (default all). */
export function HomeGallery({ items, category }: { items: Omit<HomeGalleryItem, "description">[]; category: string }) {
  const [selected, setSelected] = useState(category);
  const {
    home: { gallery },
    galleryCategories,
  } = useHomeText();
  const to = useLocalePath();
  const filters = homeGalleryFilters.map((f) => ({ value: f.value, label: galleryCategories[f.value] ?? f.label }));
  const visible = selected === "all" ? items : items.filter((item) => item.category === selected);
  return (
    <Section id="gallery" title={gallery.title} intro={gallery.intro} className="bg-navy-50">
      <FilterChips filters={filters} selected={selected} onSelect={setSelected} anchor="gallery" label={gallery.filter} />
      {/* Two to a row on a phone, the first four; /gallery has them all, with their stories. */}
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 max-sm:[&>li:nth-child(n+5)]:hidden" data-testid="home-gallery">
        {visible.map((item) => (
          <li key={item.id} data-testid="gallery-item" data-category={item.category} className={item.photo ? "col-span-2" : undefined}>
            <ProjectCard item={item} category={galleryCategories[item.category] ?? item.category} />
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Link to={to("/gallery")} className="btn-secondary">
          {gallery.all}
        </Link>
      </div>
    </Section>
  );
}

/**
 * A project: its photo once the office gave one; without it, told in words (docs/design.md, "Honest proof"): the
 * scope, the work's figures, the town and the month, and no drawing standing in for a photo. A card with a photo is
 * two columns wide, its photo above its words on a phone and beside them from sm (app/tailwind.css, "recent
 * projects"), so the word cards of its row keep their own height rather than a photo's.
 */
function ProjectCard({ item, category }: { item: Omit<HomeGalleryItem, "description">; category: string }) {
  return (
    <article className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm${item.photo ? " sm:flex-row" : ""}`}>
      {item.photo ? (
        <div className="project-photo">
          <img src={item.photo} alt="" width={ILLUSTRATION_SIZE.width} height={ILLUSTRATION_SIZE.height} loading="lazy" decoding="async" />
        </div>
      ) : null}
      {/* The town and month sit at the card's foot, level across a row. */}
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <div className="mb-3">
          <p className="hidden text-xs font-bold uppercase tracking-wide text-brand-600 sm:block">{category}</p>
          <h3 className="font-bold sm:mt-1 sm:text-lg">{item.title}</h3>
          {item.figures ? <p className="mt-1 text-navy-800">{item.figures}</p> : null}
        </div>
        <p className="mt-auto border-t border-navy-100 pt-2 text-sm text-navy-700">
          {item.location} · <ReviewMonth day={`${item.month}-01`} testId={null} />
        </p>
      </div>
    </article>
  );
}
