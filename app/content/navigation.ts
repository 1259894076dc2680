import { catalogue } from "./catalogue";

interface NavItem {
  label: string;
  /** The English path; a Spanish page links to its twin under /es. */
  path: string;
}

const en = {
  mainNav: [
    { label: "Home", path: "/" },
    { label: "About", path: "/about" },
    { label: "Services", path: "/services" },
    { label: "Service areas", path: "/service-areas" },
    { label: "Reviews", path: "/reviews" },
    { label: "Contact", path: "/contact" },
  ] as NavItem[],
  footerQuickLinks: [
    { label: "Home", path: "/" },
    { label: "About us", path: "/about" },
    { label: "Services", path: "/services" },
    { label: "Reviews", path: "/reviews" },
    { label: "Contact", path: "/contact" },
  ] as NavItem[],
};

export const navigation = /* @__PURE__ */ catalogue(en, {
  mainNav: [
    { label: "Inicio", path: "/" },
    { label: "Nosotros", path: "/about" },
    { label: "Servicios", path: "/services" },
    { label: "Zonas", path: "/service-areas" },
    { label: "Reseñas", path: "/reviews" },
    { label: "Contacto", path: "/contact" },
  ],
  footerQuickLinks: [
    { label: "Inicio", path: "/" },
    { label: "Quiénes somos", path: "/about" },
    { label: "Servicios", path: "/services" },
    { label: "Reseñas", path: "/reviews" },
    { label: "Contacto", path: "/contact" },
  ],
});
