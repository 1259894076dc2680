/** Areas served beyond the eight city pages (Service areas page). */
export const furtherAreas = [
  "Arlington",
  "Reston",
  "Herndon",
  "Ashburn",
  "Sterling",
  "Leesburg",
  "Washington DC",
  "Bethesda",
  "Silver Spring",
  "Rockville",
];

/** The 20 cities on the Emergency page: the eight city pages' towns, the further areas, and two more. */
export const emergencyCities = [
  "Manassas",
  "Manassas Park",
  "Woodbridge",
  "Centreville",
  "Gainesville",
  "Fairfax",
  "Springfield",
  "Alexandria",
  ...furtherAreas,
  "Annandale",
  "Burke",
];
