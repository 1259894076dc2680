import type { Toast } from "~/lib/platform/toast";

/** Every toast and message the forms show, exactly as docs/product.md §5 and §8 word them. */

/** A form's answer is shown as the site's one toast. */
export type FormToast = Toast;

const error = (title: string, description?: string): FormToast => ({ title, description, type: "error" });
const success = (title: string, description?: string): FormToast => ({ title, description, type: "success" });

export const messages = {
  // Contact request (section 5 and 8)
  missingInformation: error("Missing Information", "Please provide your name and phone number."),
  emailRequired: error("Email Required", "Please provide your email so we can send confirmation."),
  selectService: error("Select a Service", "Please select the service you need."),
  contactFailure: error("Error", "There was a problem submitting your request. Please try calling us directly."),
  contactSuccessEmergency: success("Request Submitted!", "We'll call you within minutes for emergency assistance."),
  contactSuccessEstimate: success("Request Submitted!", "We'll contact you soon with your free estimate."),
  // Estimate (second schema) and contact format errors
  invalidInformation: error("Invalid Information", "Please correct the errors below and try again."),
  estimateFailure: error(
    "Submission Error",
    "There was an issue submitting your request. Please try again or call us directly.",
  ),
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
} as const;

/** Per-field messages (our wording where docs/product.md gives none). */
export const fieldMessages = {
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
} as const;

/** What the visitor is told about the photos sent with a request (reasons complete "<file> was not attached: …"). */
export const photoMessages = {
  tooLarge: "it is larger than 10 MB",
  notPhoto: "it is not a JPEG, PNG or WebP photo",
  tooManyPixels: "it has more than 50 megapixels",
  unreadable: "it could not be read as a photo",
  overLimit: "only three photos can be sent with a request",
  notStored: "it could not be saved; please email it to us",
  tooMany: "Please choose at most three photos.",
  requestTooLarge: "Request body too large: at most three photos of 10 MB each can be sent with a request.",
  refused: ({ name, reason }: { name: string; reason: string }) => `${name || "A photo"} was not attached: ${reason}.`,
  cannotSend: ({ name, reason }: { name: string; reason: string }) => `${name || "A photo"} cannot be sent: ${reason}.`,
  noticeTitle: "Your request was received, but some photos were not attached",
  noticeHelp: "You can reply to our confirmation email with them.",
  label: "Photos (optional)",
  hint: "Up to three JPEG, PNG or WebP photos, 10 MB each, e.g. of your panel. Only our office sees them.",
} as const;
