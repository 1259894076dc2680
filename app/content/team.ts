import { MEDIA_BUCKET } from "./buckets";
import { catalogue } from "./catalogue";
import { contactText } from "./contact";
import { defaultBusiness, plus } from "./business";

/**
 * People of the About page. Videos are objects in the `media` bucket (docs/product.md, decision 9); when an
 * object is missing the poster illustration and caption show instead.
 */
export interface Video {
  bucket: typeof MEDIA_BUCKET;
  key: string;
  poster: string;
  caption: string;
}

interface Person {
  name: string;
  role: string;
  bio: string;
  video: Video;
}

const video = (key: string, caption: string, poster = "/illustrations/portrait.svg"): Video => ({
  bucket: MEDIA_BUCKET,
  key,
  poster,
  caption,
});

/** The founder's story, with the record's figures as the office set them (aboutPageText applies them). */
function founderBio(years: number, projects: number) {
  return `James learned the trade keeping flight-line power and aircraft hangars running during twelve years in the U.S. Air Force. After his service he earned his Virginia master electrician license and started the company from his garage in Manassas with one van and a simple rule: show up when you say you will, tell people the price before you start, and do the work like your own family lives there. More than ${years} years and ${projects} projects later, he still reviews every panel upgrade quote himself.`;
}

export const founder: Person = {
  name: "James Carter",
  role: "Founder & Master Electrician, U.S. Air Force veteran",
  bio: founderBio(defaultBusiness.years, defaultBusiness.projects),
  video: video("videos/founder-story.mp4", "James tells how the company started", "/illustrations/founder.svg"),
};

export const team: Person[] = [
  {
    name: "Maria Carter",
    role: "Office Manager",
    bio: "Maria answers most of the calls, books every visit and makes sure you know who is coming and when. She has run the office since day one.",
    video: video("videos/team-office-manager.mp4", "Maria on how we schedule your visit"),
  },
  {
    name: "Derek Simmons",
    role: "Lead Electrician",
    bio: "A master electrician with 18 years in the field, Derek leads our panel upgrades and service changes and trains every new hire.",
    video: video("videos/team-lead-electrician.mp4", "Derek walks through a panel upgrade"),
  },
  {
    name: "Andre Lewis",
    role: "Journeyman Electrician",
    bio: "Andre handles EV chargers, generator hookups and remodel wiring, and is the one you will most often see on emergency calls.",
    video: video("videos/team-journeyman.mp4", "Andre on a night emergency call"),
  },
  {
    name: "Tyler Brooks",
    role: "Apprentice Electrician",
    bio: "Tyler is in his third year of apprenticeship, a Marine Corps veteran, and the reason our job sites are spotless when we leave.",
    video: video("videos/team-apprentice.mp4", "Tyler on learning the trade"),
  },
  {
    name: "Rachel Nguyen",
    role: "Finance Team Member",
    bio: "Rachel prepares your written quote, explains the financing options for bigger projects and handles invoices and warranties.",
    video: video("videos/team-finance.mp4", "Rachel explains financing options"),
  },
];

const values = [
  { title: "Integrity", description: "Upfront prices, honest advice and no upselling. If it does not need replacing, we tell you." },
  { title: "Excellence", description: "Code-perfect work, permits pulled and inspections passed the first time." },
  { title: "Service", description: "24/7, every day of the year, with a real person answering the phone." },
  { title: "Quality", description: "Name-brand materials and a lifetime workmanship guarantee on everything we install." },
];

const mission =
  "Our mission is to keep every family and business we serve safe and powered, with the discipline we learned in uniform and the care of a family business.";

const words = ({ role, bio, video: { caption } }: Person) => ({ role, bio, caption });

/** The About page's words; people's names and their videos are the same in both languages. */
const en = {
  meta: {
    title: "About us | Veteran-owned, family-operated electricians",
    description: (name: string, projects: number) =>
      `Meet the Air Force veteran and master electrician who founded ${name}, and the family-operated team behind ${plus(projects)} projects in Northern Virginia.`,
  },
  title: (name: string) => `About ${name}`,
  subtitle:
    "Veteran-owned and family-operated. Licensed, bonded and insured electricians serving Northern Virginia, Maryland and Washington DC.",
  founderTitle: "Our founder's story",
  founder: { ...words(founder), bio: founderBio },
  teamTitle: "Meet the team",
  team: team.map(words),
  valuesTitle: "Our values",
  values,
  missionLabel: "Our mission",
  licence: (licence: string) => `Virginia license ${licence}`,
  verifyLicence: "Verify license",
  mission,
  founderCaption: (name: string) => `— ${name}, Founder`,
  cta: {
    title: "Ready to work with us?",
    intro: "Get an upfront price from a veteran-owned team that shows up on time.",
    call: (phone: string) => `Call ${phone}`,
  },
};

type AboutCatalogue = (typeof aboutText)["en"];
/** The About page's words as its loader sends them: the founder's story with the record's figures in it. */
export type AboutText = Omit<AboutCatalogue, "founder"> & { founder: Omit<AboutCatalogue["founder"], "bio"> & { bio: string } };

export const aboutText = /* @__PURE__ */ catalogue(en, {
  meta: {
    title: "Quiénes somos | Electricistas propiedad de un veterano, empresa familiar",
    description: (name: string, projects: number) =>
      `Conozca al veterano de la Fuerza Aérea y maestro electricista que fundó ${name}, y al equipo familiar detrás de más de ${projects} proyectos en el norte de Virginia.`,
  },
  title: (name: string) => `Conozca ${name}`,
  subtitle:
    "Propiedad de un veterano y empresa familiar. Electricistas con licencia, afianzados y asegurados en el norte de Virginia, Maryland y Washington DC.",
  founderTitle: "La historia de nuestro fundador",
  founder: {
    role: "Fundador y maestro electricista, veterano de la Fuerza Aérea de EE.\u00a0UU.",
    bio: (years: number, projects: number) =>
      `James aprendió el oficio manteniendo en marcha la electricidad de las pistas y los hangares durante doce años en la Fuerza Aérea de EE.\u00a0UU. Después de su servicio obtuvo su licencia de maestro electricista en Virginia y fundó la compañía en su garaje de Manassas, con una camioneta y una regla sencilla: llegar cuando dice que va a llegar, decir el precio antes de empezar y hacer el trabajo como si su propia familia viviera allí. Más de ${years} años y ${projects} proyectos después, todavía revisa él mismo cada presupuesto de cambio de panel.`,
    caption: "James cuenta cómo empezó la compañía",
  },
  teamTitle: "Conozca al equipo",
  team: [
    {
      role: "Gerente de oficina",
      bio: "Maria contesta la mayoría de las llamadas, agenda cada visita y se asegura de que usted sepa quién va a ir y cuándo. Lleva la oficina desde el primer día.",
      caption: "Maria explica cómo agendamos su visita",
    },
    {
      role: "Electricista principal",
      bio: "Maestro electricista con 18 años de experiencia, Derek dirige nuestros cambios de panel y de servicio, y entrena a cada nuevo empleado.",
      caption: "Derek explica paso a paso un cambio de panel eléctrico",
    },
    {
      role: "Electricista oficial",
      bio: "Andre se encarga de los cargadores para vehículos eléctricos, las conexiones de generadores y el cableado de remodelaciones, y es a quien verá más seguido en las llamadas de emergencia.",
      caption: "Andre en una emergencia de noche",
    },
    {
      role: "Aprendiz de electricista",
      bio: "Tyler está en su tercer año de aprendizaje, es veterano del Cuerpo de Marines y es la razón por la que dejamos cada obra impecable.",
      caption: "Tyler habla de cómo aprende el oficio",
    },
    {
      role: "Equipo de finanzas",
      bio: "Rachel prepara su presupuesto por escrito, le explica las opciones de financiamiento para proyectos grandes y se encarga de las facturas y garantías.",
      caption: "Rachel explica las opciones de financiamiento",
    },
  ],
  valuesTitle: "Nuestros valores",
  values: [
    { title: "Integridad", description: "Precios por adelantado, consejos honestos y sin ventas innecesarias. Si no hace falta reemplazarlo, se lo decimos." },
    { title: "Excelencia", description: "Trabajo según el código, permisos en regla e inspecciones aprobadas a la primera." },
    { title: "Servicio", description: "24/7, todos los días del año, con una persona real que contesta el teléfono." },
    { title: "Calidad", description: "Materiales de marcas reconocidas y garantía de por vida en la mano de obra de todo lo que instalamos." },
  ],
  missionLabel: "Nuestra misión",
  licence: (licence: string) => `Licencia de Virginia ${licence}`,
  verifyLicence: "Verificar licencia",
  mission:
    "Nuestra misión es mantener seguros y con energía a cada familia y negocio que atendemos, con la disciplina que aprendimos en uniforme y el cuidado de una empresa familiar.",
  founderCaption: (name: string) => `— ${name}, fundador`,
  cta: {
    title: "¿Listo para trabajar con nosotros?",
    intro: "Reciba un precio por adelantado de un equipo propiedad de un veterano que llega a tiempo.",
    call: (phone: string) => `Llame al ${phone}`,
  },
});

/** The contact page video (docs/product.md §2.9); the page shows its caption in its language. */
export const contactVideo: Video = video(
  "videos/contact-welcome.mp4",
  contactText.en.page.videoCaption,
  "/illustrations/video-poster.svg",
);
