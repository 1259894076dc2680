import type { Lang } from "~/lib/site/language";

/** Text kept once per language; the Spanish must have the English one's every key (checked by the type and by
 * tests/unit/catalogue-parity.test.ts, which also fails on an English sentence left in the Spanish). */
export type Catalogue<T> = Readonly<Record<Lang, T>>;

export function catalogue<T>(en: T, es: NoInfer<T>): Catalogue<T> {
  return { en, es };
}
