/**
 * Appointment types offered when no Calendly token is configured (docs/product.md, decision 4): each one is a
 * public scheduling page of the business, 30 minutes (docs/product.md §9).
 */
export function appointmentTypes(schedulingUrl: string) {
  const base = schedulingUrl.replace(/\/+$/, "");
  return [
    { uri: base, name: "Free 30-Minute Consultation", duration: 30 },
    { uri: base.replace(/\/[^/]*$/, "/discovery-call"), name: "Discovery Call", duration: 30 },
  ];
}
