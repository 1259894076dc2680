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

/** The 20 cities on the Emergency page. */
export const emergencyCities = [
  "Manassas",
  "Manassas Park",
  "Woodbridge",
  "Centreville",
  "Gainesville",
  "Fairfax",
  "Springfield",
  "Alexandria",
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
  "Annandale",
  "Burke",
];

export const serviceRadius = "Serving 100+ mile radius from Manassas, VA";
