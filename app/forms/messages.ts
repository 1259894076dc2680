import { catalogue } from "~/content/catalogue";
import type { Toast } from "./toast";

/**
 * Every toast and message the forms show, in English exactly as docs/product.md §5 and §8 word them, and in
 * Spanish (the /es pages, decision 0172). The server answers in the language of the URL that was posted to,
 * the browser in the page's. Only server code reads this catalogue: the browser gets one language's half with
 * the form's words (FormWords), and the forms' schemas are made from the messages they are given.
 */

/** A form's answer is shown as the site's one toast. */
export type FormToast = Toast;

const error = (title: string, description?: string): FormToast => ({ title, description, type: "error" });
const success = (title: string, description?: string): FormToast => ({ title, description, type: "success" });

const en = {
  messages: {
    // Contact request (section 5 and 8)
    missingInformation: error("Missing Information", "Please provide your name and phone number."),
    emailRequired: error("Email Required", "Please provide your email so we can send confirmation."),
    selectService: error("Select a Service", "Please select the service you need."),
    contactFailure: error("Error", "There was a problem submitting your request. Please try calling us directly."),
    contactSuccessEmergency: success("Request Submitted!", "We'll call you within minutes for emergency assistance."),
    contactSuccessEstimate: success("Request Submitted!", "We'll contact you soon with your free estimate."),
    // Estimate (second schema) and contact format errors
    invalidInformation: error("Invalid Information", "Please correct the errors below and try again."),
    estimateFailure: error("Submission Error", "There was an issue submitting your request. Please try again or call us directly."),
    estimateSuccess: success(
      "Estimate Request Received!",
      "We'll contact you within 24 hours to schedule your free estimate. Confirmation emails sent!",
    ),
    // Booking
    bookingOptionsFailure: error("Error", "Unable to load booking options. Please try again."),
    bookingLinkFailure: error("Error", "Unable to create booking link. Please try again."),
    bookingEmailNote: "Email confirmation may have failed.",
    validationErrorTitle: "Validation Error",
    appointmentRequired: error("Please select an appointment type", "Choose the type of consultation you need."),
    bookingReady: success("Booking link ready", "Open the booking page to pick a time that suits you."),
    // Newsletter
    newsletterEmailRequired: error("Email Required", "Please enter your email address."),
    newsletterInvalidEmail: error("Invalid Email", "Please enter a valid email address."),
    newsletterFailure: error(
      "Subscription Error",
      "There was an issue subscribing to our newsletter. Please try again or contact us directly.",
    ),
    newsletterSuccess: success("Subscribed!", "Thanks for subscribing. Your $25 off your first job is on its way."),
    // A post whose body is not a form at all (a broken multipart body)
    unreadableForm: error("Invalid Information", "The form could not be read. Please try again, or call us directly."),
    // Abuse
    rateLimited: error("Too Many Requests", "Too many requests. Please wait a few minutes and try again, or call us directly."),
    // A photo post refused for want of a free slot (503, with Retry-After)
    photoPostsBusy: error("Please Try Again", "Many photos are being sent to us right now. Please send your request again in a minute."),
  },
  /** Added to a failed save's message (docs/product.md, decision 2). */
  callUs: (phone: string) => `Call ${phone}.`,
  /** Per-field messages (our wording where docs/product.md gives none). */
  fields: {
    nameRequired: "Name is required",
    nameTooLong: "Name must be 100 characters or less",
    nameCharacters: "Name can only contain letters, spaces, hyphens and apostrophes",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    emailTooLong: "Email must be 255 characters or less",
    phoneRequired: "Phone number is required",
    phoneInvalid: "Please enter a valid US phone number (10 digits, optional +1)",
    serviceRequired: "Please select a service",
    serviceTooLong: "Service must be 100 characters or less",
    addressTooLong: "Address must be 500 characters or less",
    descriptionTooLong: "Description must be 1000 characters or less",
    messageTooLong: "Message must be 1000 characters or less",
    preferredTimeTooLong: "Preferred time must be 100 characters or less",
  },
  /** What the visitor is told about the photos sent with a request (reasons complete "<file> was not attached: …"). */
  photos: {
    tooLarge: "it is larger than 10 MB",
    notPhoto: "it is not a JPEG, PNG or WebP photo",
    tooManyPixels: "it has more than 50 megapixels",
    unreadable: "it could not be read as a photo",
    overLimit: "only three photos can be sent with a request",
    notStored: "it could not be saved; please email it to us",
    tooMany: "Please choose at most three photos.",
    requestTooLarge: "Request body too large: at most three photos of 10 MB each can be sent with a request.",
    /** A photo by its file name (or `aPhoto`) and why: templates, as they reach the browser with the form's words. */
    refused: (name: string, reason: string) => `${name} was not attached: ${reason}.`,
    cannotSend: (name: string, reason: string) => `${name} cannot be sent: ${reason}.`,
    aPhoto: "A photo",
    noticeTitle: "Your request was received, but some photos were not attached",
    noticeHelp: "You can reply to our confirmation email with them.",
    label: "Photos (optional)",
    hint: "Up to three JPEG, PNG or WebP photos, 10 MB each, e.g. of your panel. Only our office sees them.",
  },
};

export const formText = /* @__PURE__ */ catalogue(en, {
  messages: {
    missingInformation: error("Falta información", "Por favor, escriba su nombre y su número de teléfono."),
    emailRequired: error("Correo electrónico obligatorio", "Por favor, escriba su correo electrónico para enviarle la confirmación."),
    selectService: error("Elija un servicio", "Por favor, elija el servicio que necesita."),
    contactFailure: error("Error", "Hubo un problema al enviar su solicitud. Por favor, llámenos directamente."),
    contactSuccessEmergency: success("¡Solicitud enviada!", "Le llamaremos en unos minutos para atender su emergencia."),
    contactSuccessEstimate: success("¡Solicitud enviada!", "Nos comunicaremos con usted pronto para su presupuesto gratis."),
    invalidInformation: error("Información no válida", "Por favor, corrija los errores indicados e inténtelo de nuevo."),
    estimateFailure: error("Error al enviar", "Hubo un problema al enviar su solicitud. Inténtelo de nuevo o llámenos directamente."),
    estimateSuccess: success(
      "¡Recibimos su solicitud de presupuesto!",
      "Le llamaremos en menos de 24 horas para programar su presupuesto gratis. ¡Le enviamos un correo de confirmación!",
    ),
    bookingOptionsFailure: error("Error", "No pudimos cargar las opciones de cita. Inténtelo de nuevo."),
    bookingLinkFailure: error("Error", "No pudimos crear el enlace para su cita. Inténtelo de nuevo."),
    bookingEmailNote: "Es posible que el correo de confirmación no se haya enviado.",
    validationErrorTitle: "Error de validación",
    appointmentRequired: error("Elija un tipo de cita", "Elija el tipo de consulta que necesita."),
    bookingReady: success("Enlace de cita listo", "Abra la página de citas para elegir la hora que le convenga."),
    newsletterEmailRequired: error("Correo electrónico obligatorio", "Por favor, escriba su correo electrónico."),
    newsletterInvalidEmail: error("Correo electrónico no válido", "Por favor, escriba un correo electrónico válido."),
    newsletterFailure: error(
      "Error de suscripción",
      "Hubo un problema al suscribirle a nuestro boletín. Inténtelo de nuevo o comuníquese con nosotros.",
    ),
    newsletterSuccess: success("¡Suscrito!", "Gracias por suscribirse. Pronto recibirá sus $25 de descuento en su primer trabajo."),
    unreadableForm: error("Información no válida", "No pudimos leer el formulario. Inténtelo de nuevo o llámenos directamente."),
    rateLimited: error("Demasiadas solicitudes", "Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo, o llámenos directamente."),
    photoPostsBusy: error("Inténtelo de nuevo", "Estamos recibiendo muchas fotos en este momento. Envíe su solicitud otra vez en un minuto."),
  },
  callUs: (phone: string) => `Llame al ${phone}.`,
  fields: {
    nameRequired: "El nombre es obligatorio",
    nameTooLong: "El nombre debe tener 100 caracteres o menos",
    nameCharacters: "El nombre solo puede tener letras, espacios, guiones y apóstrofos",
    emailRequired: "El correo electrónico es obligatorio",
    emailInvalid: "Por favor, escriba un correo electrónico válido",
    emailTooLong: "El correo electrónico debe tener 255 caracteres o menos",
    phoneRequired: "El número de teléfono es obligatorio",
    phoneInvalid: "Por favor, escriba un número de teléfono de EE.\u00a0UU. válido (10 dígitos, +1 opcional)",
    serviceRequired: "Por favor, elija un servicio",
    serviceTooLong: "El servicio debe tener 100 caracteres o menos",
    addressTooLong: "La dirección debe tener 500 caracteres o menos",
    descriptionTooLong: "La descripción debe tener 1000 caracteres o menos",
    messageTooLong: "El mensaje debe tener 1000 caracteres o menos",
    preferredTimeTooLong: "El horario preferido debe tener 100 caracteres o menos",
  },
  photos: {
    tooLarge: "pesa más de 10 MB",
    notPhoto: "no es una foto JPEG, PNG o WebP",
    tooManyPixels: "tiene más de 50 megapíxeles",
    unreadable: "no se pudo leer como foto",
    overLimit: "solo se pueden enviar tres fotos con cada solicitud",
    notStored: "no se pudo guardar; por favor, envíenosla por correo electrónico",
    tooMany: "Por favor, elija tres fotos como máximo.",
    requestTooLarge: "Solicitud demasiado grande: puede enviar como máximo tres fotos de 10 MB cada una.",
    refused: (name, reason) => `${name} no se adjuntó: ${reason}.`,
    cannotSend: (name, reason) => `${name} no se puede enviar: ${reason}.`,
    aPhoto: "Una foto",
    noticeTitle: "Recibimos su solicitud, pero algunas fotos no se adjuntaron",
    noticeHelp: "Puede enviárnoslas respondiendo a nuestro correo de confirmación.",
    label: "Fotos (opcional)",
    hint: "Hasta tres fotos JPEG, PNG o WebP de 10 MB cada una, por ejemplo de su panel eléctrico. Solo nuestra oficina las ve.",
  },
});

/** The English halves, for the English site's callers and the office's tools (server code and tests). */
export const { messages, fields: fieldMessages, photos: photoMessages } = formText.en;

/** One language's messages, as a form's schema is made from them: the server's catalogue half, the browser's words. */
export type FormMessages = Pick<(typeof formText)["en"], "messages" | "fields" | "photos">;
export type FieldMessages = FormMessages["fields"];
export type PhotoMessages = FormMessages["photos"];
