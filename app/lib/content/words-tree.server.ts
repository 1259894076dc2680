import { type Catalogue, fromTemplate, templateOf, WRITTEN } from "~/content/catalogue";
import { beforeAfterText } from "~/content/before-after";
import { cityPageText } from "~/content/city-page-text";
import { contactText } from "~/content/contact";
import { uiText } from "~/content/controls";
import { customerMailText } from "~/content/customer-mails";
import { customerReviewText } from "~/content/customer-reviews";
import { emergencyText } from "~/content/emergency";
import { footerText } from "~/content/footer";
import { formCopy, formPages } from "~/content/forms";
import { frameText } from "~/content/frame";
import { homeText } from "~/content/home";
import { homeStructuredText } from "~/content/home-structured";
import { navigation } from "~/content/navigation";
import { commonText } from "~/content/page-parts";
import { privacyText } from "~/content/privacy";
import { NOT_TEXT, NOT_TEXT_KEYS } from "~/content/pseudo-language";
import { reviewPageText, reviewRequestText } from "~/content/review-request";
import { visitText } from "~/content/visit";
import { officeDayText } from "~/content/office-day";
import { serviceAreasText } from "~/content/service-areas";
import { servicePageLayout } from "~/content/service-page-layout";
import { servicesText } from "~/content/services";
import { aboutText } from "~/content/team";
import { formText } from "~/forms/messages";
import { factText, recordText } from "~/content/fact-text";
import { galleryItemText, galleryText } from "~/content/gallery-text";
import { offersText } from "~/content/offers";
import { reviewText, writtenInText } from "~/content/reviews";
import { cityText } from "~/content/city-text";
import { cityPath, places } from "~/content/cities";
import { optionLabels } from "~/forms/option-labels";
import { assistantText } from "../assistant/assistant-local.messages";
import { chatText } from "../assistant/chat.messages";
import { voiceText } from "../assistant/voice.messages";
import { statusText } from "~/content/emergency-status";
import { requestStatusText } from "~/content/request-status";
import { textBackText } from "~/content/text-back";

/**
 * The site's words as one tree (docs/content.md, "Every word"): each part is a catalogue, each of its words a key
 * path ("founder/bio", "faqs/0/answer") with its English and Spanish. A text with arguments is a template
 * ("Hi {0},"), the site filling {0}; a fact is named in braces ({price.panelUpgrade}). The office's edits are laid
 * over these by key path when a catalogue is read (words-overrides.server.ts).
 */
interface TreePart {
  name: string;
  /** The admin's name for it. */
  label: string;
  /** The English path of a page that shows it (the editor's preview). */
  path: string;
  catalogue: Catalogue<unknown>;
  /** Where in the catalogue the part's keys start: one city's words of the cities' catalogue. */
  root: readonly string[];
  /** Key paths another block edits (the team, the business facts' radius). */
  owned?: readonly string[];
}

const CATALOGUE = Symbol.for("site.tree-part");

/** The tree's name for a catalogue (its parts' keys are laid over it), in whichever of the two server bundles it was read. */
export const catalogueNameOf = (catalogue: object): string | undefined => (catalogue as Record<symbol, string | undefined>)[CATALOGUE];

interface PartOptions {
  owned?: readonly string[];
  /** The catalogue's name when several parts share it, each from its own `root`. */
  shared?: { catalogue: string; root: readonly string[] };
}

function part<T>(name: string, label: string, path: string, catalogue: Catalogue<T>, options: PartOptions = {}): TreePart {
  if (catalogueNameOf(catalogue) === undefined) Object.defineProperty(catalogue, CATALOGUE, { value: options.shared?.catalogue ?? name });
  return { name, label, path, catalogue: catalogue as Catalogue<unknown>, root: options.shared?.root ?? [], owned: options.owned };
}

/** A part's key as its catalogue has it: under the part's root. */
export const catalogueKey = (tree: TreePart, key: string) => [...tree.root, key].join("/");

export const treeParts: readonly TreePart[] = [
  part("frame", "Header, bars and error pages", "/", frameText),
  part("navigation", "Menus", "/", navigation),
  part("footer", "Footer", "/", footerText),
  part("common", "Contact buttons and review cards", "/", commonText),
  part("controls", "Carousels and controls", "/", uiText),
  part("home", "Home page", "/", homeText),
  part("home-search", "Home page: questions in search results", "/", homeStructuredText),
  part("services", "Services page and service cards", "/services", servicesText),
  part("service-page", "Service pages: headings and buttons", "/services/panel-upgrades", servicePageLayout),
  part("city-page", "City pages: headings and buttons", "/electrician-alexandria", cityPageText),
  part("emergency", "Emergency page", "/emergency", emergencyText),
  part("about", "About page", "/about", aboutText, { owned: ["team"] }),
  part("contact", "Contact page", "/contact", contactText),
  part("service-areas", "Service areas page", "/service-areas", serviceAreasText, { owned: ["serviceRadius"] }),
  part("reviews", "Reviews page", "/reviews", reviewText),
  part("customer-reviews", "Customers' own reviews", "/reviews", customerReviewText),
  part("gallery", "Gallery page", "/gallery", galleryText),
  part("before-after", "Pictures: before, after and illustration labels", "/gallery", beforeAfterText),
  part("privacy", "Privacy policy", "/privacy", privacyText),
  part("forms", "Forms: labels, hints and buttons", "/estimate", formCopy),
  part("form-pages", "Form pages: titles and openings", "/estimate", formPages),
  part("form-messages", "Forms: messages", "/estimate", formText),
  part("customer-mails", "Mails to the customer", "/contact", customerMailText),
  part("review-request", "Review request and review page", "/", reviewRequestText),
  part("review-page", "The customer's review page", "/", reviewPageText),
  part("visit", "Visits: the confirmation and the calendar files", "/", visitText),
  part("office-day", "The office's day and calendar feeds (admin)", "/", officeDayText),
  part("chat", "Chat", "/", chatText),
  part("assistant", "The built-in assistant's answers", "/chat", assistantText),
  part("voice", "Voice assistant's messages", "/", voiceText),
  part("offers", "Offers: the words around them", "/", offersText),
  part("facts", "Claims that state a fact", "/", factText),
  part("record", "The record: years, projects, customers", "/", recordText),
  part("review-language", "A review's language note", "/reviews", writtenInText),
  part("gallery-items", "Gallery pictures' captions", "/gallery", galleryItemText),
  part("service-options", "Forms: the services to choose", "/estimate", optionLabels),
  part("emergency-status", "The customer's emergency request page", "/emergency", statusText),
  part("request-status", "The customer's request page", "/contact", requestStatusText),
  part("text-back", "Texts to callers: the missed-call text and HELP", "/contact", textBackText),
  // One part per city: each its own history, preview page and needs-update marks, and no save refused for another city's.
  ...places.map((place) => part(`city/${place.slug}`, `City: ${place.cityName}`, cityPath(place.slug), cityText, { shared: { catalogue: "cities", root: [place.slug] } })),
];

export const findTreePart = (name: string) => treeParts.find((p) => p.name === name);

/** A word of the tree: its key path, its written English and Spanish, and how many arguments the site fills. */
interface TreeLeaf {
  key: string;
  en: string;
  es: string;
  /** A template's arguments ({0}, {1}…); 0 for plain words. */
  args: number;
}

const leavesKept = new WeakMap<TreePart, readonly TreeLeaf[]>();

/** Every word of a part the office may edit, in the catalogue's order. */
export function leavesOf(tree: TreePart): readonly TreeLeaf[] {
  let leaves = leavesKept.get(tree);
  if (!leaves) {
    const written = writtenHalves(tree.catalogue);
    const found: TreeLeaf[] = [];
    walk(at(written.en, tree.root), at(written.es, tree.root), [], found);
    leaves = found.filter((leaf) => !tree.owned?.some((owned) => leaf.key === owned || leaf.key.startsWith(`${owned}/`)));
    leavesKept.set(tree, leaves);
  }
  return leaves;
}

const at = (node: unknown, path: readonly string[]): unknown => path.reduce((inner, name) => (inner as Record<string, unknown> | undefined)?.[name], node);

/** The halves as written in app/content, before any edit (catalogue.ts keeps them under WRITTEN). */
export function writtenHalves(catalogue: Catalogue<unknown>): { en: unknown; es: unknown } {
  const written = (catalogue as unknown as Record<symbol, Record<string, unknown> | undefined>)[WRITTEN];
  return { en: written?.en, es: written?.es };
}

function walk(en: unknown, es: unknown, path: string[], into: TreeLeaf[]): void {
  const key = path.join("/");
  if (typeof en === "string") {
    if (typeof es === "string" && en.trim() !== "" && !NOT_TEXT.test(en)) into.push({ key, en, es, args: 0 });
  } else if (typeof en === "function" && typeof es === "function" && !("plural" in en)) {
    const [te, ts] = [templateOf(en as () => unknown), templateOf(es as () => unknown)];
    // A text that reads a field of its argument, or branches on one, has no template to edit.
    if (typeof te === "string" && typeof ts === "string") into.push({ key, en: te, es: ts, args: en.length });
  } else if (Array.isArray(en) && Array.isArray(es)) {
    en.forEach((item, i) => walk(item, es[i], [...path, String(i)], into));
  } else if (en && es && typeof en === "object" && typeof es === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(en))) {
    for (const [name, value] of Object.entries(en)) {
      // A string the code compares, submits or links to is not a word; an object under such a key is read as any other.
      if (!NOT_TEXT_KEYS.has(name) || typeof value !== "string") walk(value, (es as Record<string, unknown>)[name], [...path, name], into);
    }
  }
}

/** A half with the office's words at their key paths; untouched branches are the written ones. */
export function overlay(half: unknown, edits: ReadonlyMap<string, string>, args: ReadonlyMap<string, number>): unknown {
  let result = half;
  for (const [key, words] of edits) result = setAt(result, key.split("/"), args.get(key) ? fromTemplate(words, args.get(key)!) : words);
  return result;
}

function setAt(node: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(head)] = setAt(node[Number(head)], rest, value);
    return copy;
  }
  if (node && typeof node === "object") return { ...node, [head]: setAt((node as Record<string, unknown>)[head], rest, value) };
  return node;
}
