import { useEffect, useState } from "react";

/** False on the server and in the first render; true once JavaScript runs (progressive enhancement). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
