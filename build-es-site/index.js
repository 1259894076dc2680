var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res) => function() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: !0 });
};

// app/components/nonce.tsx
import { createContext as createContext2, useContext as useContext2 } from "react";
var NonceContext, NonceProvider, useNonce, init_nonce = __esm({
  "app/components/nonce.tsx"() {
    "use strict";
    NonceContext = createContext2(void 0), NonceProvider = NonceContext.Provider, useNonce = () => useContext2(NonceContext);
  }
});

// app/content/catalogue.ts
function catalogue(en10, es2) {
  return { en: en10, es: es2 };
}
var init_catalogue = __esm({
  "app/content/catalogue.ts"() {
    "use strict";
  }
});

// app/content/business.ts
function dialable(phone2) {
  let digits = phone2.replace(/\D/g, "");
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}
function businessHours(business, lang) {
  return {
    hours: business.hours === defaultBusiness.hours ? hoursText[lang].hours : business.hours,
    holidays: business.holidays === defaultBusiness.holidays ? hoursText[lang].holidays : business.holidays
  };
}
var defaultBusiness, telHref, smsHref, hoursText, init_business = __esm({
  "app/content/business.ts"() {
    "use strict";
    init_catalogue();
    defaultBusiness = {
      name: "Valor Electric",
      legalName: "Valor Electric LLC",
      assistantName: "Grace",
      phone: "(703) 555-0142",
      textPhone: "(703) 555-0143",
      mobilePhone: "(571) 555-0144",
      email: "office@example.com",
      licence: "VA-2705-071234",
      siteUrl: "http://localhost:3000",
      schedulingUrl: "https://calendly.com/valor-electric-example/30min",
      address: { street: "9000 Center Street", city: "Manassas", region: "VA", postalCode: "20110", country: "US" },
      hours: "24/7 - Every Day",
      holidays: "Open All Holidays",
      serviceArea: "Virginia & Surrounding Areas",
      radius: "100+ miles from Manassas, VA",
      timeZone: "America/New_York"
    };
    telHref = (phone2) => `tel:${dialable(phone2)}`, smsHref = (phone2) => `sms:${dialable(phone2)}`, hoursText = catalogue(
      { hours: defaultBusiness.hours, holidays: defaultBusiness.holidays },
      { hours: "24/7 - Todos los d\xEDas", holidays: "Abierto todos los d\xEDas feriados" }
    );
  }
});

// app/lib/site/language.ts
function langOf(pathname) {
  return pathname === SPANISH || pathname.startsWith(`${SPANISH}/`) ? "es" : "en";
}
function basePath(pathname) {
  return langOf(pathname) === "es" ? pathname.slice(SPANISH.length) || "/" : pathname;
}
function localePath(lang, path4) {
  return lang === "en" ? path4 : path4 === "/" ? SPANISH : `${SPANISH}${path4}`;
}
var languages, SPANISH, localeTags, init_language = __esm({
  "app/lib/site/language.ts"() {
    "use strict";
    languages = ["en", "es"], SPANISH = "/es";
    localeTags = {
      en: { bcp47: "en-US", og: "en_US", name: "English" },
      es: { bcp47: "es-US", og: "es_US", name: "Espa\xF1ol" }
    };
  }
});

// app/components/layout/use-lang.ts
import { useLocation } from "@remix-run/react";
function useLang() {
  return langOf(useLocation().pathname);
}
function useText(text6) {
  return text6[useLang()];
}
function useLocalePath() {
  let lang = useLang();
  return (path4) => localePath(lang, path4);
}
var init_use_lang = __esm({
  "app/components/layout/use-lang.ts"() {
    "use strict";
    init_language();
  }
});

// app/content/booking.ts
var bookingServices, bookingHref, init_booking = __esm({
  "app/content/booking.ts"() {
    "use strict";
    bookingServices = [
      { value: "panel-upgrade", label: "Panel Upgrade" },
      { value: "residential-wiring", label: "Residential Wiring" },
      { value: "ev-charger", label: "EV Charger Installation" },
      { value: "surge-protection", label: "Surge Protection" },
      { value: "commercial", label: "Commercial Services" },
      { value: "emergency", label: "Emergency Repair" },
      { value: "other", label: "Other" }
    ], bookingHref = (service) => service ? `/book?service=${encodeURIComponent(service)}` : "/book";
  }
});

// app/forms/options.ts
function toBookingService(input) {
  if (!input)
    return;
  let wanted = input.trim().toLowerCase(), exact = bookingServices.find((s) => s.value === wanted || s.label.toLowerCase() === wanted);
  if (exact)
    return exact.value;
  let hinted = bookingHints.find(([re]) => re.test(wanted));
  if (hinted)
    return hinted[1];
  let words2 = new Set(wanted.split(/[^a-z]+/));
  return bookingServices.find((s) => s.value.split("-").some((word) => words2.has(word)))?.value ?? "other";
}
var contactServiceTypes, estimateServices, values, labelOf, bookingHints, init_options = __esm({
  "app/forms/options.ts"() {
    "use strict";
    init_booking();
    contactServiceTypes = [
      { value: "panel-upgrade", label: "Panel Upgrade" },
      { value: "ev-charger", label: "EV Charger Install" },
      { value: "lighting", label: "Lighting/Ceiling Fans" },
      { value: "outlets", label: "Outlets/GFCI" },
      { value: "surge-protection", label: "Surge Protection" },
      { value: "remodel", label: "Remodel Electrical" },
      { value: "other", label: "Other" }
    ], estimateServices = [
      ...bookingServices.filter((s) => s.value !== "other"),
      { value: "lighting", label: "Lighting Installation" },
      { value: "outlets-circuits", label: "Outlet & Circuit Work" },
      { value: "other", label: "Other" }
    ], values = (options) => options.map((o) => o.value), labelOf = (options, value) => options.find((o) => o.value === value)?.label ?? value ?? "", bookingHints = [
      [/panel|breaker box|200\s*a/, "panel-upgrade"],
      [/\bev\b|charger|tesla|electric vehicle/, "ev-charger"],
      [/surge/, "surge-protection"],
      [/commercial|office|business|restaurant|warehouse/, "commercial"],
      [/emergenc|urgent|outage|spark|burning/, "emergency"],
      [/wiring|rewir|remodel|outlet|circuit/, "residential-wiring"]
    ];
  }
});

// app/components/ui/Toaster.tsx
import { useEffect as useEffect2, useRef as useRef2, useState } from "react";
import { jsx as jsx4, jsxs as jsxs2 } from "react/jsx-runtime";
function showToast(toast) {
  for (let listener of listeners)
    listener(toast);
}
function Toaster({ toast }) {
  let [toasts, setToasts] = useState(() => toast ? [{ ...toast, id: 0 }] : []), rendered = useRef2(!1);
  return useEffect2(() => {
    if (!rendered.current) {
      rendered.current = !0;
      return;
    }
    toast && setToasts((list) => [...list, { ...toast, id: Date.now() }]);
  }, [toast]), useEffect2(() => {
    let listener = (t) => setToasts((list) => [...list, { ...t, id: Date.now() + Math.random() }]);
    return listeners.add(listener), () => void listeners.delete(listener);
  }, []), useEffect2(() => {
    if (toasts.length === 0)
      return;
    let timer = setTimeout(() => setToasts((list) => list.slice(1)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toasts]), /* @__PURE__ */ jsx4(
    "div",
    {
      "aria-live": "polite",
      className: "pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4",
      "data-testid": "toaster",
      children: toasts.map((t) => /* @__PURE__ */ jsxs2(
        "div",
        {
          role: t.type === "error" ? "alert" : "status",
          className: `pointer-events-auto w-full max-w-md rounded-lg border-l-4 p-4 shadow-lg ${tone[t.type]}`,
          children: [
            /* @__PURE__ */ jsx4("p", { className: "font-bold", children: t.title }),
            t.description ? /* @__PURE__ */ jsx4("p", { className: "mt-1 text-sm", children: t.description }) : null
          ]
        },
        t.id
      ))
    }
  );
}
var listeners, TOAST_MS, tone, init_Toaster = __esm({
  "app/components/ui/Toaster.tsx"() {
    "use strict";
    listeners = /* @__PURE__ */ new Set();
    TOAST_MS = 6e3, tone = {
      success: "border-green-700 bg-green-50 text-green-900",
      error: "border-brand-700 bg-red-50 text-red-900",
      info: "border-navy-700 bg-navy-50 text-navy-900"
    };
  }
});

// app/forms/honeypot.ts
var HONEYPOT_FIELD, init_honeypot = __esm({
  "app/forms/honeypot.ts"() {
    "use strict";
    HONEYPOT_FIELD = "company_website";
  }
});

// app/forms/messages.ts
var error, success, messages, fieldMessages, photoMessages, init_messages = __esm({
  "app/forms/messages.ts"() {
    "use strict";
    error = (title, description) => ({ title, description, type: "error" }), success = (title, description) => ({ title, description, type: "success" }), messages = {
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
        "There was an issue submitting your request. Please try again or call us directly."
      ),
      estimateSuccess: success(
        "Estimate Request Received!",
        "We'll contact you within 24 hours to schedule your free estimate. Confirmation emails sent!"
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
        "There was an issue subscribing to our newsletter. Please try again or contact us directly."
      ),
      newsletterSuccess: success("Subscribed!", "Thanks for subscribing. Your $25 off your first job is on its way."),
      // A post whose body is not a form at all (a broken multipart body)
      unreadableForm: error("Invalid Information", "The form could not be read. Please try again, or call us directly."),
      // Abuse
      rateLimited: error("Too Many Requests", "Too many requests. Please wait a few minutes and try again, or call us directly.")
    }, fieldMessages = {
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
      preferredTimeTooLong: "Preferred time must be 100 characters or less"
    }, photoMessages = {
      tooLarge: "it is larger than 10 MB",
      notPhoto: "it is not a JPEG, PNG or WebP photo",
      tooManyPixels: "it has more than 50 megapixels",
      unreadable: "it could not be read as a photo",
      overLimit: "only three photos can be sent with a request",
      notStored: "it could not be saved; please email it to us",
      tooMany: "Please choose at most three photos.",
      requestTooLarge: "Request body too large: at most three photos of 10 MB each can be sent with a request.",
      refused: ({ name, reason }) => `${name || "A photo"} was not attached: ${reason}.`,
      cannotSend: ({ name, reason }) => `${name || "A photo"} cannot be sent: ${reason}.`,
      noticeTitle: "Your request was received, but some photos were not attached",
      noticeHelp: "You can reply to our confirmation email with them.",
      label: "Photos (optional)",
      hint: "Up to three JPEG, PNG or WebP photos, 10 MB each, e.g. of your panel. Only our office sees them."
    };
  }
});

// app/forms/phone.ts
function normalizePhone(input) {
  let value = input.trim();
  if (!ALLOWED.test(value))
    return null;
  let plus = value.startsWith("+");
  if (value.lastIndexOf("+") > 0)
    return null;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1"))
    digits = digits.slice(1);
  else if (plus || digits.length !== 10)
    return null;
  return `+1${digits}`;
}
function formatPhone(input) {
  let normalized = normalizePhone(input);
  if (!normalized)
    return input;
  let d = normalized.slice(2);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
var ALLOWED, init_phone = __esm({
  "app/forms/phone.ts"() {
    "use strict";
    ALLOWED = /^[+\d\s().-]+$/;
  }
});

// app/forms/sanitize.ts
function sanitizeText(value) {
  let previous, current = value.replace(CONTROL, "");
  do
    previous = current, current = current.replace(ANGLE_BRACKETS, "").replace(SCRIPT_SCHEMES, "").replace(INLINE_HANDLERS, "");
  while (current !== previous);
  return current;
}
var ANGLE_BRACKETS, SCRIPT_SCHEMES, INLINE_HANDLERS, CONTROL, init_sanitize = __esm({
  "app/forms/sanitize.ts"() {
    "use strict";
    ANGLE_BRACKETS = /[<>]/g, SCRIPT_SCHEMES = /\b(?:javascript|vbscript|data\s*:\s*text\/html)\s*:?/gi, INLINE_HANDLERS = /\bon[a-z]+\s*=/gi, CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
  }
});

// app/forms/fields.ts
import { z as z2 } from "zod";
var LIMITS, NAME, nameField, emailField, phoneField, textField, optionalText, selectField, honeypot, init_fields = __esm({
  "app/forms/fields.ts"() {
    "use strict";
    init_honeypot();
    init_messages();
    init_phone();
    init_sanitize();
    LIMITS = { name: 100, email: 255, service: 100, message: 1e3, address: 500, description: 1e3, preferredTime: 100 }, NAME = /^[\p{L}\p{M}' \-’]+$/u, nameField = (required2 = fieldMessages.nameRequired) => z2.string({ required_error: required2, invalid_type_error: required2 }).trim().min(1, required2).max(LIMITS.name, fieldMessages.nameTooLong).regex(NAME, fieldMessages.nameCharacters), emailField = (required2 = fieldMessages.emailRequired, invalid2 = fieldMessages.emailInvalid) => z2.string({ required_error: required2, invalid_type_error: required2 }).trim().min(1, required2).max(LIMITS.email, fieldMessages.emailTooLong).email(invalid2).transform((v) => v.toLowerCase()), phoneField = (required2 = fieldMessages.phoneRequired) => z2.string({ required_error: required2, invalid_type_error: required2 }).trim().min(1, required2).transform((value, ctx) => {
      let normalized = normalizePhone(value);
      return normalized || (ctx.addIssue({ code: z2.ZodIssueCode.custom, message: fieldMessages.phoneInvalid }), z2.NEVER);
    }), textField = (max, tooLong) => z2.string().transform((v) => sanitizeText(v).trim()).pipe(z2.string().max(max, tooLong)), optionalText = (max, tooLong) => textField(max, tooLong).optional().transform((v) => v || void 0), selectField = (options, message) => z2.enum(options, { errorMap: () => ({ message }) }), honeypot = { [HONEYPOT_FIELD]: z2.string().optional() };
  }
});

// app/forms/photos.ts
import { z as z3 } from "zod";
function photoProblem(file) {
  return file.size > MAX_PHOTO_BYTES ? photoMessages.tooLarge : PHOTO_TYPES.includes(file.type) ? null : photoMessages.notPhoto;
}
var PHOTOS_FIELD, MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TYPES, PHOTO_ACCEPT, photosField, init_photos = __esm({
  "app/forms/photos.ts"() {
    "use strict";
    init_messages();
    PHOTOS_FIELD = "photos", MAX_PHOTOS = 3, MAX_PHOTO_BYTES = 10 * 1024 * 1024, PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"], PHOTO_ACCEPT = PHOTO_TYPES.join(",");
    photosField = () => z3.array(z3.instanceof(File)).superRefine((files, ctx) => {
      files.length > MAX_PHOTOS && ctx.addIssue({ code: z3.ZodIssueCode.custom, message: photoMessages.tooMany });
      for (let file of files) {
        let problem = photoProblem(file);
        problem && ctx.addIssue({ code: z3.ZodIssueCode.custom, message: photoMessages.cannotSend({ name: file.name, reason: problem }) });
      }
    }).optional();
  }
});

// app/forms/estimate.ts
import { z as z4 } from "zod";
var estimateSchema, init_estimate = __esm({
  "app/forms/estimate.ts"() {
    "use strict";
    init_fields();
    init_photos();
    init_messages();
    init_options();
    estimateSchema = z4.object({
      name: nameField(),
      email: emailField(),
      phone: phoneField(),
      address: optionalText(LIMITS.address, fieldMessages.addressTooLong),
      service: selectField(values(estimateServices), fieldMessages.serviceRequired),
      description: optionalText(LIMITS.description, fieldMessages.descriptionTooLong),
      photos: photosField(),
      ...honeypot
    });
  }
});

// app/hooks/use-is-pending.ts
import { useFormAction, useNavigation } from "@remix-run/react";
function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
  state: state3 = "non-idle"
} = {}) {
  let contextualFormAction = useFormAction(), navigation2 = useNavigation();
  return (state3 === "non-idle" ? navigation2.state !== "idle" : navigation2.state === state3) && navigation2.formAction === (formAction ?? contextualFormAction) && navigation2.formMethod === formMethod && (intent === void 0 || navigation2.formData?.get("intent") === intent);
}
var init_use_is_pending = __esm({
  "app/hooks/use-is-pending.ts"() {
    "use strict";
  }
});

// app/forms/reply.ts
var JSON_REPLY, init_reply = __esm({
  "app/forms/reply.ts"() {
    "use strict";
    JSON_REPLY = { name: "_reply", value: "json" };
  }
});

// app/hooks/use-hydrated.ts
import { useSyncExternalStore } from "react";
function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => !0,
    () => !1
  );
}
var subscribe, init_use_hydrated = __esm({
  "app/hooks/use-hydrated.ts"() {
    "use strict";
    subscribe = () => () => {
    };
  }
});

// app/components/forms/fields.tsx
import { useLocation as useLocation2 } from "@remix-run/react";
import { useCallback, useEffect as useEffect3, useRef as useRef3, useState as useState2 } from "react";
import { jsx as jsx5, jsxs as jsxs3 } from "react/jsx-runtime";
function JsonReplyField() {
  return useHydrated() ? /* @__PURE__ */ jsx5("input", { type: "hidden", name: JSON_REPLY.name, value: JSON_REPLY.value }) : null;
}
function PageField() {
  let { pathname } = useLocation2();
  return /* @__PURE__ */ jsx5("input", { type: "hidden", name: "page", value: pathname });
}
function FormAlert({ toast, children }) {
  let hydrated = useHydrated(), shown = useRef3(null);
  return useEffect3(() => {
    hydrated && toast && shown.current !== toast && (shown.current = toast, showToast(toast));
  }, [hydrated, toast]), !toast || hydrated ? null : /* @__PURE__ */ jsxs3(
    "div",
    {
      role: toast.type === "error" ? "alert" : "status",
      "data-testid": "form-alert",
      className: `mb-4 rounded-lg border-l-4 p-4 ${toast.type === "error" ? "border-brand-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900"}`,
      children: [
        /* @__PURE__ */ jsx5("p", { className: "font-bold", children: toast.title }),
        toast.description ? /* @__PURE__ */ jsx5("p", { className: "mt-1 text-sm", children: toast.description }) : null,
        children
      ]
    }
  );
}
function useFieldEditing(result) {
  let [cleared, setCleared] = useState2(() => /* @__PURE__ */ new Set());
  useEffect3(() => setCleared(/* @__PURE__ */ new Set()), [result]);
  let onInput = useCallback((event) => {
    let target = event.target;
    if (target instanceof HTMLInputElement && ["text", "tel", "email"].includes(target.type) || target instanceof HTMLTextAreaElement) {
      let clean = sanitizeText(target.value);
      clean !== target.value && (target.value = clean);
    }
    target.name && setCleared((set) => set.has(target.name) ? set : new Set(set).add(target.name));
  }, []), onSubmitCapture = useCallback(() => setCleared(/* @__PURE__ */ new Set()), []), visible = useCallback(
    (name, errors) => cleared.has(name) ? void 0 : errors,
    [cleared]
  );
  return { formHandlers: { onInput, onSubmitCapture }, visible };
}
function Label({ htmlFor, label, required: required2 }) {
  return /* @__PURE__ */ jsxs3("label", { htmlFor, className: "block text-sm font-semibold", children: [
    label,
    required2 ? /* @__PURE__ */ jsxs3("span", { className: "text-brand-600", "aria-hidden": "true", children: [
      " ",
      "*"
    ] }) : null
  ] });
}
function FieldError({ id, errors }) {
  return errors?.length ? /* @__PURE__ */ jsx5("p", { id, className: "mt-1 text-sm font-medium text-red-700", "data-testid": "field-error", children: errors[0] }) : null;
}
function TextField({
  field: field2,
  label,
  required: required2,
  errors,
  type = "text",
  autoComplete,
  placeholder
}) {
  return /* @__PURE__ */ jsxs3("div", { children: [
    /* @__PURE__ */ jsx5(Label, { htmlFor: field2.id, label, required: required2 }),
    /* @__PURE__ */ jsx5(
      "input",
      {
        ...a11y(field2, errors, required2),
        type,
        defaultValue: typeof field2.initialValue == "string" ? field2.initialValue : "",
        autoComplete,
        placeholder,
        inputMode: type === "tel" ? "tel" : void 0,
        className: inputClass
      },
      field2.key
    ),
    /* @__PURE__ */ jsx5(FieldError, { id: field2.errorId, errors })
  ] });
}
function TextAreaField({ field: field2, label, required: required2, errors, rows = 3, placeholder }) {
  return /* @__PURE__ */ jsxs3("div", { children: [
    /* @__PURE__ */ jsx5(Label, { htmlFor: field2.id, label, required: required2 }),
    /* @__PURE__ */ jsx5(
      "textarea",
      {
        ...a11y(field2, errors, required2),
        rows,
        defaultValue: typeof field2.initialValue == "string" ? field2.initialValue : "",
        placeholder,
        className: inputClass
      },
      field2.key
    ),
    /* @__PURE__ */ jsx5(FieldError, { id: field2.errorId, errors })
  ] });
}
function SelectField({
  field: field2,
  label,
  required: required2,
  errors,
  options,
  placeholder = "Select a service",
  defaultValue
}) {
  return /* @__PURE__ */ jsxs3("div", { children: [
    /* @__PURE__ */ jsx5(Label, { htmlFor: field2.id, label, required: required2 }),
    /* @__PURE__ */ jsxs3(
      "select",
      {
        ...a11y(field2, errors, required2),
        defaultValue: typeof field2.initialValue == "string" ? field2.initialValue : defaultValue ?? "",
        className: inputClass,
        children: [
          /* @__PURE__ */ jsx5("option", { value: "", children: placeholder }),
          options.map((o) => /* @__PURE__ */ jsx5("option", { value: o.value, children: o.label }, o.value))
        ]
      },
      field2.key
    ),
    /* @__PURE__ */ jsx5(FieldError, { id: field2.errorId, errors })
  ] });
}
function SubmitButton({ pending, children, disabled, className = "btn-primary w-full" }) {
  return /* @__PURE__ */ jsx5("button", { type: "submit", className: `${className} disabled:cursor-not-allowed disabled:opacity-60`, disabled: pending || disabled, children: pending ? "Submitting..." : children });
}
var inputClass, a11y, init_fields2 = __esm({
  "app/components/forms/fields.tsx"() {
    "use strict";
    init_Toaster();
    init_reply();
    init_sanitize();
    init_use_hydrated();
    inputClass = "mt-1 block min-h-[44px] w-full rounded-lg border border-navy-600 bg-white px-3 py-2 text-navy-900 aria-[invalid=true]:border-brand-600";
    a11y = (field2, errors, required2) => ({
      id: field2.id,
      name: field2.name,
      "aria-invalid": errors?.length ? !0 : void 0,
      "aria-describedby": errors?.length ? field2.errorId : void 0,
      "aria-required": required2 ? !0 : void 0
    });
  }
});

// app/components/forms/HoneypotField.tsx
import { jsx as jsx6, jsxs as jsxs4 } from "react/jsx-runtime";
function HoneypotField() {
  return /* @__PURE__ */ jsxs4("div", { "aria-hidden": "true", className: "absolute -left-[9999px] h-px w-px overflow-hidden", children: [
    /* @__PURE__ */ jsx6("label", { htmlFor: HONEYPOT_FIELD, children: "Leave this field empty" }),
    /* @__PURE__ */ jsx6("input", { id: HONEYPOT_FIELD, name: HONEYPOT_FIELD, type: "text", tabIndex: -1, autoComplete: "off", defaultValue: "" })
  ] });
}
var init_HoneypotField = __esm({
  "app/components/forms/HoneypotField.tsx"() {
    "use strict";
    init_honeypot();
  }
});

// app/components/forms/PhotoField.tsx
import { useEffect as useEffect4, useRef as useRef4, useState as useState3 } from "react";
import { jsx as jsx7, jsxs as jsxs5 } from "react/jsx-runtime";
function PhotoField({ field: field2, errors }) {
  let hydrated = useHydrated(), input = useRef4(null), [files, setFiles] = useState3([]), [previews, setPreviews] = useState3([]);
  useEffect4(() => {
    let urls = files.map((file) => URL.createObjectURL(file));
    return setPreviews(urls), () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]), useEffect4(() => {
    let form = input.current?.form, clear = () => setFiles([]);
    return form?.addEventListener("reset", clear), () => form?.removeEventListener("reset", clear);
  }, []);
  let remove = (index2) => {
    let kept = files.filter((_, i) => i !== index2), transfer = new DataTransfer();
    for (let file of kept)
      transfer.items.add(file);
    input.current && (input.current.files = transfer.files), setFiles(kept);
  }, hintId = `${field2.id}-hint`;
  return /* @__PURE__ */ jsxs5("div", { children: [
    /* @__PURE__ */ jsx7("label", { htmlFor: field2.id, className: "block text-sm font-semibold", children: photoMessages.label }),
    /* @__PURE__ */ jsx7("p", { id: hintId, className: "mt-1 text-sm text-navy-700", children: photoMessages.hint }),
    /* @__PURE__ */ jsx7(
      "input",
      {
        ref: input,
        id: field2.id,
        name: field2.name,
        type: "file",
        multiple: !0,
        accept: PHOTO_ACCEPT,
        "aria-invalid": errors?.length ? !0 : void 0,
        "aria-describedby": errors?.length ? `${hintId} ${field2.errorId}` : hintId,
        onChange: (event) => setFiles(Array.from(event.currentTarget.files ?? [])),
        className: "mt-1 block min-h-[44px] w-full rounded-lg border border-navy-600 bg-white px-3 py-2 text-navy-900 file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1 file:text-white"
      },
      field2.key
    ),
    /* @__PURE__ */ jsx7(FieldError, { id: field2.errorId, errors }),
    hydrated && files.length > 0 ? /* @__PURE__ */ jsx7("ul", { className: "mt-2 flex flex-wrap gap-3", "aria-label": "Chosen photos", "data-testid": "photo-previews", children: files.map((file, index2) => /* @__PURE__ */ jsxs5("li", { className: "w-28 text-xs", children: [
      previews[index2] ? /* @__PURE__ */ jsx7("img", { src: previews[index2], alt: `Preview of ${file.name}`, width: 112, height: 84, className: "h-[84px] w-28 rounded object-cover" }) : null,
      /* @__PURE__ */ jsx7("p", { className: "mt-1 truncate", title: file.name, children: file.name }),
      /* @__PURE__ */ jsxs5("button", { type: "button", onClick: () => remove(index2), className: "mt-1 min-h-[44px] w-full rounded border border-navy-600 px-2 font-semibold", children: [
        "Remove",
        /* @__PURE__ */ jsxs5("span", { className: "sr-only", children: [
          " ",
          file.name
        ] })
      ] })
    ] }, `${file.name}-${file.size}-${file.lastModified}-${index2}`)) }) : null
  ] });
}
function PhotoNotice({ refused }) {
  return refused?.length ? /* @__PURE__ */ jsxs5("div", { role: "status", "data-testid": "photo-notice", className: "mb-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950", children: [
    /* @__PURE__ */ jsx7("p", { className: "font-bold", children: photoMessages.noticeTitle }),
    /* @__PURE__ */ jsx7("ul", { className: "mt-1 list-disc pl-5 text-sm", children: refused.map((r, i) => /* @__PURE__ */ jsx7("li", { children: photoMessages.refused(r) }, i)) }),
    /* @__PURE__ */ jsx7("p", { className: "mt-1 text-sm", children: photoMessages.noticeHelp })
  ] }) : null;
}
var init_PhotoField = __esm({
  "app/components/forms/PhotoField.tsx"() {
    "use strict";
    init_use_hydrated();
    init_messages();
    init_photos();
    init_fields2();
  }
});

// app/lib/emergencies/emergency-status.messages.ts
var statusMessages, init_emergency_status_messages = __esm({
  "app/lib/emergencies/emergency-status.messages.ts"() {
    "use strict";
    statusMessages = {
      title: "Your emergency request",
      followLink: "Follow your emergency request",
      linkHint: "See who is coming, and when, on your request's page.",
      received: "Received",
      receivedDetail: "We have your request and are alerting our on-call electrician now.",
      acknowledged: "Acknowledged",
      acknowledgedDetail: (by) => `${by} has your request and will call you shortly.`,
      acknowledgedDetailNoName: "Our on-call electrician has your request and will call you shortly.",
      onTheWay: "On the way",
      onTheWayDetail: "Your electrician is on the way.",
      pending: "Not yet",
      meanwhile: "While you wait",
      call: "Need us now? Call",
      refresh: "Check for news",
      autoRefresh: "This page updates by itself.",
      notFoundTitle: "Request not found",
      expiredTitle: "This link has expired",
      expiredDetail: "Request links work for a week, and close once the job is done. For anything about your request, call"
    };
  }
});

// app/components/forms/StatusLink.tsx
import { Link } from "@remix-run/react";
import { jsx as jsx8, jsxs as jsxs6 } from "react/jsx-runtime";
function StatusLink({ path: path4, onFollow }) {
  return /* @__PURE__ */ jsxs6("div", { className: "rounded-lg border-l-4 border-brand-600 bg-red-50 p-3 text-navy-900", "data-testid": "status-link", children: [
    /* @__PURE__ */ jsx8("p", { className: "text-sm", children: statusMessages.linkHint }),
    /* @__PURE__ */ jsx8(Link, { to: path4, onClick: onFollow, className: "mt-1 inline-block font-bold underline", children: statusMessages.followLink })
  ] });
}
var init_StatusLink = __esm({
  "app/components/forms/StatusLink.tsx"() {
    "use strict";
    init_emergency_status_messages();
  }
});

// app/components/forms/EstimateForm.tsx
var EstimateForm_exports = {};
__export(EstimateForm_exports, {
  EstimateDialogForm: () => EstimateDialogForm,
  EstimatePageForm: () => EstimatePageForm
});
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect as useEffect5, useRef as useRef5, useState as useState4 } from "react";
import { Fragment, jsx as jsx9, jsxs as jsxs7 } from "react/jsx-runtime";
function EstimateFields({
  result,
  pending,
  formId,
  children
}) {
  let [form, fields2] = useForm({
    id: formId,
    lastResult: result?.reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      let submission = parseWithZod(formData, { schema: estimateSchema });
      return submission.status === "error" && showToast(messages.invalidInformation), submission;
    }
  }), { formHandlers, visible } = useFieldEditing(result), inner = /* @__PURE__ */ jsxs7(Fragment, { children: [
    /* @__PURE__ */ jsx9(PageField, {}),
    /* @__PURE__ */ jsx9(HoneypotField, {}),
    /* @__PURE__ */ jsx9(TextField, { field: fields2.name, label: "Full Name", required: !0, errors: visible("name", fields2.name.errors), autoComplete: "name" }),
    /* @__PURE__ */ jsxs7("div", { className: "grid gap-4 sm:grid-cols-2", children: [
      /* @__PURE__ */ jsx9(TextField, { field: fields2.email, label: "Email", type: "email", required: !0, errors: visible("email", fields2.email.errors), autoComplete: "email" }),
      /* @__PURE__ */ jsx9(TextField, { field: fields2.phone, label: "Phone", type: "tel", required: !0, errors: visible("phone", fields2.phone.errors), autoComplete: "tel", placeholder: "(703) 555-0123" })
    ] }),
    /* @__PURE__ */ jsx9(TextField, { field: fields2.address, label: "Service Address", errors: visible("address", fields2.address.errors), autoComplete: "street-address" }),
    /* @__PURE__ */ jsx9(SelectField, { field: fields2.service, label: "Service Needed", required: !0, errors: visible("service", fields2.service.errors), options: estimateServices }),
    /* @__PURE__ */ jsx9(TextAreaField, { field: fields2.description, label: "Project Description", errors: visible("description", fields2.description.errors), rows: 3 }),
    /* @__PURE__ */ jsx9(PhotoField, { field: fields2.photos, errors: visible("photos", fields2.photos.errors) }),
    /* @__PURE__ */ jsx9(SubmitButton, { pending, children: "Get My Free Estimate" })
  ] });
  return /* @__PURE__ */ jsx9(Fragment, { children: children({ id: form.id, onSubmit: form.onSubmit, inner, handlers: formHandlers }) });
}
function EstimatePageForm({ result }) {
  let pending = useIsPending({ formAction: "/estimate", state: "submitting" }), refused = result?.ok ? result.photosRefused : void 0;
  return /* @__PURE__ */ jsxs7(Fragment, { children: [
    /* @__PURE__ */ jsx9(FormAlert, { toast: result && (!result.ok || refused) ? result.toast : null }),
    /* @__PURE__ */ jsx9(PhotoNotice, { refused }),
    /* @__PURE__ */ jsx9(EstimateFields, { result, pending, formId: "estimate-page-form", children: ({ id, onSubmit, inner, handlers }) => /* @__PURE__ */ jsx9(Form, { method: "post", action: "/estimate", encType: "multipart/form-data", id, onSubmit, noValidate: !0, className: "relative space-y-4", ...handlers, children: inner }) })
  ] });
}
function EstimateDialogForm({ onDone }) {
  let fetcher = useFetcher(), result = fetcher.data, handled = useRef5(void 0), [notice, setNotice] = useState4();
  return useEffect5(() => {
    fetcher.state !== "idle" || !result || handled.current === result || (handled.current = result, result.ok && (showToast(result.toast), result.photosRefused?.length ? setNotice(result.photosRefused) : result.statusPath || onDone()));
  }, [fetcher.state, result, onDone]), result?.ok && result.statusPath && fetcher.state === "idle" ? /* @__PURE__ */ jsxs7("div", { role: "status", className: "space-y-4", "data-testid": "estimate-emergency-sent", children: [
    /* @__PURE__ */ jsx9("p", { className: "text-lg font-bold", children: result.toast.title }),
    /* @__PURE__ */ jsx9(StatusLink, { path: result.statusPath, onFollow: onDone }),
    /* @__PURE__ */ jsx9("button", { type: "button", className: "btn-outline", onClick: onDone, children: "Close" })
  ] }) : /* @__PURE__ */ jsxs7(Fragment, { children: [
    /* @__PURE__ */ jsx9(FormAlert, { toast: result && !result.ok ? result.toast : null }),
    /* @__PURE__ */ jsx9(PhotoNotice, { refused: notice }),
    /* @__PURE__ */ jsx9(EstimateFields, { result, pending: fetcher.state !== "idle", formId: "estimate-dialog-form", children: ({ id, onSubmit, inner, handlers }) => /* @__PURE__ */ jsxs7(fetcher.Form, { method: "post", action: "/estimate", encType: "multipart/form-data", id, onSubmit, noValidate: !0, className: "relative space-y-4", ...handlers, children: [
      /* @__PURE__ */ jsx9(JsonReplyField, {}),
      inner
    ] }) })
  ] });
}
var init_EstimateForm = __esm({
  "app/components/forms/EstimateForm.tsx"() {
    "use strict";
    init_Toaster();
    init_estimate();
    init_messages();
    init_options();
    init_use_is_pending();
    init_fields2();
    init_HoneypotField();
    init_PhotoField();
    init_StatusLink();
  }
});

// app/forms/booking.ts
import { z as z5 } from "zod";
function bookingErrorToast(errors) {
  let order = ["name", "phone", "email", "service", "message", "eventTypeUri"];
  for (let key of order) {
    let first = errors?.[key]?.[0];
    if (first)
      return key === "eventTypeUri" ? messages.appointmentRequired : { title: messages.validationErrorTitle, description: first, type: "error" };
  }
  return { title: messages.validationErrorTitle, description: fieldMessages.serviceRequired, type: "error" };
}
var serviceValues, bookingSchema, init_booking2 = __esm({
  "app/forms/booking.ts"() {
    "use strict";
    init_fields();
    init_messages();
    init_options();
    serviceValues = new Set(bookingServices.map((s) => s.value)), bookingSchema = z5.object({
      name: nameField(),
      phone: phoneField(),
      email: emailField(),
      service: z5.string({ required_error: fieldMessages.serviceRequired }).trim().min(1, fieldMessages.serviceRequired).max(LIMITS.service, fieldMessages.serviceTooLong).refine((v) => serviceValues.has(v), fieldMessages.serviceRequired),
      message: optionalText(LIMITS.message, fieldMessages.messageTooLong),
      eventTypeUri: z5.string({ required_error: messages.appointmentRequired.description }).trim().min(1, messages.appointmentRequired.description).max(500, messages.appointmentRequired.description),
      ...honeypot
    });
  }
});

// app/components/forms/BookingForm.tsx
var BookingForm_exports = {};
__export(BookingForm_exports, {
  BookingDialogForm: () => BookingDialogForm,
  BookingPageForm: () => BookingPageForm
});
import { useForm as useForm2 } from "@conform-to/react";
import { parseWithZod as parseWithZod2 } from "@conform-to/zod";
import { Form as Form2, Link as Link2, useFetcher as useFetcher2, useLocation as useLocation3 } from "@remix-run/react";
import { useEffect as useEffect6, useId as useId2, useState as useState5 } from "react";
import { Fragment as Fragment2, jsx as jsx10, jsxs as jsxs8 } from "react/jsx-runtime";
function BookingDetails({ options, loading, result, pending, renderForm, retry }) {
  let hydrated = useHydrated(), prefill = options?.prefill ?? {}, types = options?.types ?? null, legendId = useId2(), submitted = result?.reply.initialValue?.eventTypeUri, [chosen, setChosen] = useState5(submitted ?? (options?.quick ? types?.[0]?.uri : void 0));
  useEffect6(() => {
    options?.quick && !chosen && types?.[0] && setChosen(types[0].uri);
  }, [options?.quick, types, chosen]);
  let [form, fields2] = useForm2({
    id: "booking-form",
    lastResult: result && !result.ok ? result.reply : void 0,
    defaultValue: prefill,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      let submission = parseWithZod2(formData, { schema: bookingSchema });
      return submission.status === "error" && showToast(bookingErrorToast(submission.error ?? void 0)), submission;
    }
  }), { formHandlers, visible } = useFieldEditing(result), typeErrors = visible("eventTypeUri", fields2.eventTypeUri.errors);
  return /* @__PURE__ */ jsxs8(Fragment2, { children: [
    types === null && !loading ? /* @__PURE__ */ jsx10(FormAlert, { toast: messages.bookingOptionsFailure, children: retry }) : null,
    /* @__PURE__ */ jsx10(FormAlert, { toast: result && !result.ok ? result.toast : null }),
    renderForm({
      id: form.id,
      onSubmit: form.onSubmit,
      handlers: formHandlers,
      children: /* @__PURE__ */ jsxs8(Fragment2, { children: [
        /* @__PURE__ */ jsx10(PageField, {}),
        /* @__PURE__ */ jsx10(HoneypotField, {}),
        /* @__PURE__ */ jsx10(TextField, { field: fields2.name, label: "Name", required: !0, errors: visible("name", fields2.name.errors), autoComplete: "name" }),
        /* @__PURE__ */ jsxs8("div", { className: "grid gap-4 sm:grid-cols-2", children: [
          /* @__PURE__ */ jsx10(TextField, { field: fields2.phone, label: "Phone", type: "tel", required: !0, errors: visible("phone", fields2.phone.errors), autoComplete: "tel", placeholder: "(703) 555-0123" }),
          /* @__PURE__ */ jsx10(TextField, { field: fields2.email, label: "Email", type: "email", required: !0, errors: visible("email", fields2.email.errors), autoComplete: "email" })
        ] }),
        /* @__PURE__ */ jsx10(SelectField, { field: fields2.service, label: "Service", required: !0, errors: visible("service", fields2.service.errors), options: bookingServices }),
        /* @__PURE__ */ jsx10(TextAreaField, { field: fields2.message, label: "Additional Details", errors: visible("message", fields2.message.errors), rows: 3 }),
        /* @__PURE__ */ jsxs8("fieldset", { "aria-labelledby": legendId, "aria-describedby": typeErrors ? fields2.eventTypeUri.errorId : void 0, children: [
          /* @__PURE__ */ jsxs8("legend", { id: legendId, className: "text-sm font-semibold", children: [
            "Appointment type",
            /* @__PURE__ */ jsx10("span", { className: "text-brand-600", "aria-hidden": "true", children: " *" })
          ] }),
          loading ? /* @__PURE__ */ jsx10("p", { className: "mt-2 text-sm", role: "status", "data-testid": "booking-loading", children: "Loading appointment types\u2026" }) : /* @__PURE__ */ jsx10("div", { className: "mt-2 grid gap-2", children: (types ?? []).map((t) => /* @__PURE__ */ jsxs8("label", { className: "flex min-h-[44px] cursor-pointer items-center gap-3 rounded-lg border border-navy-600 px-3 py-2 has-[:checked]:border-2 has-[:checked]:bg-navy-50", children: [
            /* @__PURE__ */ jsx10(
              "input",
              {
                type: "radio",
                name: "eventTypeUri",
                value: t.uri,
                checked: chosen === t.uri,
                onChange: () => setChosen(t.uri),
                className: "h-5 w-5"
              }
            ),
            `${t.name} (${t.duration} min)`
          ] }, t.uri)) }),
          /* @__PURE__ */ jsx10(FieldError, { id: fields2.eventTypeUri.errorId, errors: typeErrors })
        ] }),
        /* @__PURE__ */ jsx10(SubmitButton, { pending, disabled: hydrated && (loading || !chosen), children: "Get Booking Link" })
      ] })
    })
  ] });
}
function BookingReady({ result, close, onFollow }) {
  return /* @__PURE__ */ jsxs8("div", { role: "status", "data-testid": "booking-ready", className: "space-y-4", children: [
    /* @__PURE__ */ jsx10("p", { className: "text-lg font-bold", children: "Your booking link is ready!" }),
    /* @__PURE__ */ jsx10("p", { children: "Open the booking page to pick a time that suits you. We've sent the link to your email too." }),
    result.note ? /* @__PURE__ */ jsx10("p", { className: "rounded-lg bg-volt-300/40 p-3 text-sm font-medium", "data-testid": "booking-note", children: result.note }) : null,
    result.statusPath ? /* @__PURE__ */ jsx10(StatusLink, { path: result.statusPath, onFollow }) : null,
    /* @__PURE__ */ jsxs8("div", { className: "flex flex-wrap gap-3", children: [
      /* @__PURE__ */ jsx10("a", { href: result.bookingUrl, target: "_blank", rel: "noopener noreferrer", className: "btn-primary", children: "Open booking" }),
      close
    ] })
  ] });
}
function BookingPageForm({ options, result }) {
  let { search } = useLocation3(), pending = useIsPending({ formAction: `/book${search}`, state: "submitting" });
  return result?.ok && result.bookingUrl ? /* @__PURE__ */ jsx10(
    BookingReady,
    {
      result,
      close: /* @__PURE__ */ jsx10(Link2, { to: resetHref(options.prefill), className: "btn-outline", reloadDocument: !0, children: "Close" })
    }
  ) : /* @__PURE__ */ jsx10(
    BookingDetails,
    {
      options,
      loading: !1,
      result,
      pending,
      retry: /* @__PURE__ */ jsx10("a", { href: resetHref(options.prefill), className: "mt-2 inline-block font-semibold underline", children: "Try again" }),
      renderForm: ({ id, onSubmit, handlers, children }) => /* @__PURE__ */ jsx10(Form2, { method: "post", action: `/book${search}`, id, onSubmit, noValidate: !0, className: "relative space-y-4", ...handlers, children })
    }
  );
}
function BookingDialogForm({ prefill, quick, onClose }) {
  let loader41 = useFetcher2(), submit = useFetcher2(), [attempt, setAttempt] = useState5(0);
  useEffect6(() => {
    loader41.load(`/book?types=${attempt}`);
  }, [attempt]);
  let loading = loader41.state !== "idle" || !loader41.data, result = submit.data;
  if (result?.ok && result.bookingUrl && submit.state === "idle")
    return /* @__PURE__ */ jsx10(
      BookingReady,
      {
        result,
        onFollow: onClose,
        close: /* @__PURE__ */ jsx10("button", { type: "button", className: "btn-outline", onClick: onClose, children: "Close" })
      }
    );
  let options = loader41.data ? { types: loader41.data.types, prefill, quick } : { types: [], prefill, quick };
  return /* @__PURE__ */ jsx10(
    BookingDetails,
    {
      options,
      loading,
      result,
      pending: submit.state !== "idle",
      retry: /* @__PURE__ */ jsx10("button", { type: "button", className: "mt-2 font-semibold underline", onClick: () => setAttempt((n) => n + 1), children: "Try again" }),
      renderForm: ({ id, onSubmit, handlers, children }) => /* @__PURE__ */ jsxs8(submit.Form, { method: "post", action: "/book", id, onSubmit, noValidate: !0, className: "relative space-y-4", ...handlers, children: [
        /* @__PURE__ */ jsx10(JsonReplyField, {}),
        children
      ] })
    }
  );
}
var resetHref, init_BookingForm = __esm({
  "app/components/forms/BookingForm.tsx"() {
    "use strict";
    init_Toaster();
    init_booking2();
    init_messages();
    init_options();
    init_fields2();
    init_HoneypotField();
    init_use_hydrated();
    init_use_is_pending();
    init_StatusLink();
    resetHref = (prefill) => prefill.service ? `/book?service=${encodeURIComponent(prefill.service)}` : "/book";
  }
});

// app/components/layout/use-business.ts
import { useRouteLoaderData } from "@remix-run/react";
function useBusiness() {
  return useRouteLoaderData("root")?.business ?? defaultBusiness;
}
var init_use_business = __esm({
  "app/components/layout/use-business.ts"() {
    "use strict";
    init_business();
  }
});

// app/forms/newsletter-check.ts
var newsletter_check_exports = {};
__export(newsletter_check_exports, {
  newsletterEmailProblem: () => newsletterEmailProblem
});
function newsletterEmailProblem(value) {
  let email = (value ?? "").trim();
  return email ? email.length > 255 || !EMAIL.test(email) ? messages.newsletterInvalidEmail : null : messages.newsletterEmailRequired;
}
var EMAIL, init_newsletter_check = __esm({
  "app/forms/newsletter-check.ts"() {
    "use strict";
    init_messages();
    EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
  }
});

// app/content/facts.ts
var EMERGENCY_ARRIVAL_MINUTES, arrivalMinutes, arrivalMinute, startingPrice, NEWSLETTER_DISCOUNT, newsletterOffer, jobDuration, typicalCost, factText, init_facts = __esm({
  "app/content/facts.ts"() {
    "use strict";
    init_catalogue();
    EMERGENCY_ARRIVAL_MINUTES = 60, arrivalMinutes = `${EMERGENCY_ARRIVAL_MINUTES} minutes`, arrivalMinute = `${EMERGENCY_ARRIVAL_MINUTES}-minute`, startingPrice = {
      panelUpgrade: "$3,000",
      wiring: "$350",
      evCharger: "$800",
      surgeProtection: "$300",
      emergency: "$500"
    }, NEWSLETTER_DISCOUNT = "$25", newsletterOffer = `${NEWSLETTER_DISCOUNT} off your first job`, jobDuration = {
      panelUpgrade: "4-8 hours",
      evCharger: "2-4 hours",
      surgeProtection: "1-2 hours"
    }, typicalCost = {
      newOutlet: "$150-$200",
      dedicatedCircuit: "$300-500"
    }, factText = catalogue(
      { arrivalMinutes, arrivalMinute, newsletterOffer, jobDuration: { ...jobDuration } },
      {
        arrivalMinutes: `${EMERGENCY_ARRIVAL_MINUTES} minutos`,
        arrivalMinute: `${EMERGENCY_ARRIVAL_MINUTES} minutos`,
        newsletterOffer: `${NEWSLETTER_DISCOUNT} de descuento en su primer trabajo`,
        jobDuration: { panelUpgrade: "4 a 8 horas", evCharger: "2 a 4 horas", surgeProtection: "1 a 2 horas" }
      }
    );
  }
});

// app/components/pages/JsonLd.tsx
import { Fragment as Fragment8, jsx as jsx33 } from "react/jsx-runtime";
function withLanguage(block, lang) {
  if (typeof block != "object" || block === null)
    return block;
  let record = block;
  return !PAGE_TYPES.has(String(record["@type"])) || "inLanguage" in record ? block : { ...record, inLanguage: localeTags[lang].bcp47 };
}
function JsonLd({ data }) {
  let nonce = useNonce(), lang = useLang();
  return /* @__PURE__ */ jsx33(Fragment8, { children: data.map((block, i) => /* @__PURE__ */ jsx33(
    "script",
    {
      type: "application/ld+json",
      nonce,
      suppressHydrationWarning: !0,
      dangerouslySetInnerHTML: { __html: serializeJsonLd(withLanguage(block, lang)) }
    },
    i
  )) });
}
var serializeJsonLd, PAGE_TYPES, init_JsonLd = __esm({
  "app/components/pages/JsonLd.tsx"() {
    "use strict";
    init_use_lang();
    init_nonce();
    init_language();
    serializeJsonLd = (data) => JSON.stringify(data).replace(/</g, "\\u003c"), PAGE_TYPES = /* @__PURE__ */ new Set(["WebPage", "FAQPage", "AboutPage", "ContactPage", "CollectionPage"]);
  }
});

// app/components/service/structured-data.ts
function faqPageJsonLd(faqs) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer }
    }))
  };
}
function serviceJsonLd(service) {
  let { business } = service;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.serviceType,
    url: new URL(service.path, business.siteUrl).href,
    provider: {
      "@type": "Electrician",
      name: business.name,
      telephone: business.phone,
      email: business.email,
      url: business.siteUrl,
      address: postalAddressLd(business)
    },
    areaServed: service.areaServed.map((name) => ({ "@type": "City", name }))
  };
}
var postalAddressLd, init_structured_data = __esm({
  "app/components/service/structured-data.ts"() {
    "use strict";
    postalAddressLd = ({ address }) => ({
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country
    });
  }
});

// app/content/cities.ts
function findCity(slug) {
  return cities.find((c) => c.slug === slug);
}
var cityPath, mapEmbed, city, cities, init_cities = __esm({
  "app/content/cities.ts"() {
    "use strict";
    init_facts();
    cityPath = (slug) => `/electrician-${slug}`, mapEmbed = (place) => `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed`, city = (data) => {
      let placeName = `${data.cityName}, VA`;
      return { ...data, path: cityPath(data.slug), placeName, mapEmbedUrl: mapEmbed(placeName) };
    }, cities = [
      /* @__PURE__ */ city({
        slug: "manassas",
        cityName: "Manassas",
        heroTitle: "Electrician in Manassas, VA",
        heroSubtitle: "Our home base: licensed, veteran-owned electricians minutes away, 24/7 \u2014 including holidays.",
        localIntro: [
          `Manassas is where we started and where our trucks are parked, so homes here get our fastest response \u2014 usually well inside our ${arrivalMinute} emergency window. We know the city's mix well: the 1950s ramblers and Cape Cods around Old Town and Grant Avenue, the split-levels and colonials of Point of Woods and Westgate from the 1970s, and the townhome communities along Sudley Road and Wellington Road.`,
          "Many of those homes still run on their original 100-amp service, often with Federal Pacific or Zinsco panels and two-prong ungrounded outlets. Homeowners call us when they add central air, finish a basement or buy an electric car and the old panel can no longer keep up. We pull permits with the City of Manassas or Prince William County, whichever applies to your address."
        ],
        services: [
          { slug: "panel-upgrades", note: "100A to 200A upgrades for Old Town ramblers and 1970s colonials" },
          { slug: "residential-wiring", note: "Grounding two-prong circuits in 1950s and 60s homes" },
          { slug: "ev-charger-installation", note: "Garage and driveway chargers for Manassas commuters" },
          { slug: "surge-protection", note: "Whole-home protection for storm season" },
          { slug: "circuits", note: "Tripping breakers traced and dedicated circuits added" }
        ],
        galleryItems: [
          { service: "200A panel upgrade replacing a Federal Pacific panel", location: "Grant Avenue" },
          { service: "Level 2 EV charger in a two-car garage", location: "Wellington Road" },
          { service: "Recessed LED lighting in a finished basement", location: "Sudley Road" }
        ],
        faqs: [
          {
            question: "How fast can you get to my home in Manassas?",
            answer: `Manassas is our home base, so for urgent problems we aim to be at your door within ${arrivalMinutes}, day or night, every day of the year.`
          },
          {
            question: "Who issues electrical permits in Manassas?",
            answer: "Homes inside the City of Manassas are permitted by the city; addresses with a Manassas mailing address outside the city limits fall under Prince William County. We check your address and pull the right permit."
          },
          {
            question: "My older Manassas home has a Federal Pacific panel. Is that a problem?",
            answer: `Federal Pacific Stab-Lok breakers have a long record of failing to trip under overload. We recommend replacing the panel; upgrades start at ${startingPrice.panelUpgrade} and take ${jobDuration.panelUpgrade}.`
          }
        ],
        reviewText: "Our 1962 rambler still had the original panel and half the outlets were two-prong. They upgraded us to 200 amps in a day, grounded the bedrooms and left the basement cleaner than they found it.",
        reviewAuthor: "Karen M., Manassas",
        metaTitle: "Electrician in Manassas, VA | 24/7 Licensed & Veteran-Owned",
        metaDescription: `Licensed, veteran-owned electricians based in Manassas, VA: panel upgrades, rewiring, EV chargers and 24/7 emergency repairs with ${arrivalMinute} arrival in our core area.`
      }),
      /* @__PURE__ */ city({
        slug: "manassas-park",
        cityName: "Manassas Park",
        heroTitle: "Electrician in Manassas Park, VA",
        heroSubtitle: "Right next door to our Manassas shop \u2014 quick help for Manassas Park homes and townhomes, 24/7.",
        localIntro: [
          "Manassas Park is a small, tight-knit city, and most of its homes fall into two groups: the 1950s and 60s brick ramblers and split-levels off Manassas Drive and Euclid Avenue, and the newer townhomes and single-family homes of Blooms Crossing and Park Center built since the late 1990s.",
          "In the older streets we replace worn 60- and 100-amp panels, add grounded outlets and dedicated kitchen circuits, and fix the tired aluminum and cloth-insulated runs that decades of DIY additions left behind. In the newer neighborhoods the calls are about EV chargers in tight garages, recessed lighting in basements and townhome panels that have run out of spaces. Manassas Park issues its own permits, and we file them for you."
        ],
        services: [
          { slug: "panel-upgrades", note: "Replacing 60A and 100A panels in original ramblers" },
          { slug: "outlets", note: "Grounded and GFCI outlets for kitchens and baths" },
          { slug: "ev-charger-installation", note: "Chargers for townhome garages in Blooms Crossing" },
          { slug: "lighting", note: "Recessed lights and fans in finished basements" },
          { slug: "inspections", note: "Pre-purchase inspections for older homes" }
        ],
        galleryItems: [
          { service: "100A to 200A service upgrade", location: "Euclid Avenue" },
          { service: "EV charger in a townhome garage", location: "Blooms Quarry Lane" },
          { service: "Kitchen GFCI and dedicated appliance circuits", location: "Manassas Drive" }
        ],
        faqs: [
          {
            question: "Do you serve all of Manassas Park?",
            answer: `Yes, every street in the city. Our shop is a few minutes away in Manassas, so Manassas Park is inside our ${arrivalMinute} emergency area.`
          },
          {
            question: "Can a townhome garage fit a Level 2 EV charger?",
            answer: `Almost always. We mount the charger where the cable reaches your charge port, run the circuit along the garage wall and check the panel's load first. Installation starts at ${startingPrice.evCharger} and takes ${jobDuration.evCharger}.`
          },
          {
            question: "How much does it cost to add an outlet in an older Manassas Park home?",
            answer: `A new outlet on an existing circuit costs about ${typicalCost.newOutlet}; if it needs its own dedicated 20A circuit, about ${typicalCost.dedicatedCircuit}.`
          }
        ],
        reviewText: "We bought a 1958 split-level and the inspector flagged the panel. They replaced it, added a kitchen circuit so the microwave stopped tripping, and explained everything in plain English.",
        reviewAuthor: "Luis R., Manassas Park",
        metaTitle: "Electrician in Manassas Park, VA | Panels, EV Chargers & 24/7 Repairs",
        metaDescription: "Manassas Park electricians minutes from your door: panel upgrades for 1950s homes, EV chargers in townhome garages, outlets, lighting and 24/7 emergency repairs."
      }),
      /* @__PURE__ */ city({
        slug: "woodbridge",
        cityName: "Woodbridge",
        heroTitle: "Electrician in Woodbridge, VA",
        heroSubtitle: "From Marumsco to Lake Ridge and Belmont Bay \u2014 licensed electricians for eastern Prince William County.",
        localIntro: [
          "Woodbridge stretches from the Route 1 corridor to the lakefront streets of Lake Ridge, and its homes span seven decades. The 1960s split-levels of Marumsco Hills and Featherstone often still have their original service; Lake Ridge's 1970s-80s colonials and townhomes are reaching the age when panels, breakers and outdoor outlets wear out; and the condos and newer homes near Belmont Bay and Rippon Landing need EV charging and smart lighting.",
          "Being close to the Potomac and Occoquan, Woodbridge also sees strong summer storms, so we install a lot of whole-home surge protection and generator interlocks here. Permits go through Prince William County, and we schedule inspections so your project is not held up."
        ],
        services: [
          { slug: "surge-protection", note: "Storm-season protection for HVAC and appliances" },
          { slug: "generators", note: "Interlock kits and standby generators for outages" },
          { slug: "panel-upgrades", note: "Upgrades for 1960s and 70s homes in Marumsco and Lake Ridge" },
          { slug: "ev-charger-installation", note: "Chargers for I-95 and VRE commuters" },
          { slug: "outlets", note: "Weatherproof GFCI outlets for decks and docks" }
        ],
        galleryItems: [
          { service: "Generator interlock kit and power inlet", location: "Old Bridge Road" },
          { service: "Whole-home surge protector and panel tune-up", location: "Smoketown Road" },
          { service: "Level 2 EV charger on a driveway pedestal", location: "Rippon Boulevard" }
        ],
        faqs: [
          {
            question: "Do you cover all of Woodbridge, including Lake Ridge and Dale City?",
            answer: "Yes. We serve Woodbridge, Lake Ridge, Dale City, Occoquan, Belmont Bay and the rest of eastern Prince William County, 24/7."
          },
          {
            question: "What is the safest way to run a generator during a Woodbridge power outage?",
            answer: "Through a transfer switch or a panel interlock kit with an outdoor inlet \u2014 never a cord into a dryer outlet. We install both, with the permit, so you can power your essentials safely."
          },
          {
            question: "Is surge protection worth it here?",
            answer: `With the thunderstorms that roll up the Potomac each summer, yes. A whole-home surge protector starts at ${startingPrice.surgeProtection}, installs in ${jobDuration.surgeProtection} and blocks about 99% of an incoming surge.`
          }
        ],
        reviewText: "After the last big storm knocked our power out for two days, they installed an interlock and inlet for our portable generator. Next outage we had heat, the fridge and the sump pump running within ten minutes.",
        reviewAuthor: "Denise T., Woodbridge",
        metaTitle: "Electrician in Woodbridge, VA | Generators, Surge Protection & 24/7 Help",
        metaDescription: "Woodbridge and Lake Ridge electricians: generator interlocks, whole-home surge protection, panel upgrades, EV chargers and 24/7 emergency repairs in Prince William County."
      }),
      /* @__PURE__ */ city({
        slug: "centreville",
        cityName: "Centreville",
        heroTitle: "Electrician in Centreville, VA",
        heroSubtitle: "Sully Station, Little Rocky Run, Centre Ridge and beyond \u2014 24/7 electrical service in western Fairfax County.",
        localIntro: [
          "Most of Centreville was built in a burst between the mid-1980s and the late 1990s: the townhomes and colonials of Sully Station, Little Rocky Run, Centre Ridge and Country Creek. Those homes are now 25 to 40 years old, and their builder-grade panels, breakers and outdoor outlets are reaching the end of their lives just as families add finished basements, home offices and electric cars.",
          "A typical Centreville call is a panel that has run out of spaces, a basement being finished that needs lighting and circuits, or a garage that needs a 240-volt charger. Around historic Old Centreville near Braddock Road there are also older houses with wiring that deserves a careful look. Permits are through Fairfax County, and we handle them."
        ],
        services: [
          { slug: "remodel", note: "Basement finishing and kitchen updates in 1990s homes" },
          { slug: "panel-upgrades", note: "Panels out of spaces or with worn-out breakers" },
          { slug: "ev-charger-installation", note: "Chargers for townhome and single-family garages" },
          { slug: "lighting", note: "Recessed lighting and ceiling fans in family rooms" },
          { slug: "circuits", note: "Dedicated circuits for home offices and gyms" }
        ],
        galleryItems: [
          { service: "Basement finish: recessed lighting and new circuits", location: "Union Mill Road" },
          { service: "Tesla Wall Connector in a townhome garage", location: "Braddock Road" },
          { service: "Panel replacement with surge protection", location: "Old Centreville Road" }
        ],
        faqs: [
          {
            question: "My Centreville townhome panel is full. Do I need a new panel?",
            answer: `Not necessarily. Sometimes tandem breakers or a small subpanel add the spaces you need; if the service itself is undersized, a panel upgrade starts at ${startingPrice.panelUpgrade} and takes ${jobDuration.panelUpgrade}.`
          },
          {
            question: "What electrical work does finishing a basement need?",
            answer: "Usually new lighting and outlet circuits with AFCI protection, smoke alarms tied into the house system, and sometimes a dedicated circuit for a bathroom or bar. We plan it with your layout and pull the Fairfax County permit."
          },
          {
            question: "How many recessed lights should my basement have?",
            answer: "Plan on about one recessed light per 25 sq ft of ceiling for even light, on dimmers, with extra over work or play areas."
          }
        ],
        reviewText: "They wired our whole basement finish in Little Rocky Run \u2014 lights, outlets, a bathroom fan \u2014 and passed the county inspection the first time. Great communication the whole way.",
        reviewAuthor: "Priya S., Centreville",
        metaTitle: "Electrician in Centreville, VA | Basements, Panels & EV Chargers",
        metaDescription: "Centreville electricians for 1980s-90s homes: basement finishing, panel upgrades, EV chargers, recessed lighting and dedicated circuits. Licensed, veteran-owned, 24/7."
      }),
      /* @__PURE__ */ city({
        slug: "gainesville",
        cityName: "Gainesville",
        heroTitle: "Electrician in Gainesville, VA",
        heroSubtitle: "Electrical service for Gainesville, Haymarket and Heritage Hunt \u2014 newer homes, bigger loads.",
        localIntro: [
          "Gainesville has grown fast: most homes in Heritage Hunt, Piedmont, Virginia Oaks and the streets off Linton Hall Road were built since the late 1990s, and many are less than 15 years old. The wiring is modern, but families keep asking more of it \u2014 two electric cars, a hot tub on the patio, a finished basement, a standby generator for the next ice storm.",
          "So our Gainesville work is mostly about capacity and additions: load calculations before an EV charger goes in, 50- and 60-amp circuits for spas, generators and transfer switches, and lighting upgrades for builder-grade fixtures. In Heritage Hunt's 55+ community we also do a lot of safety work \u2014 lighted switches, brighter stairways and surge protection for medical equipment."
        ],
        services: [
          { slug: "ev-charger-installation", note: "Single and dual chargers with load management" },
          { slug: "generators", note: "Standby generators with automatic transfer switches" },
          { slug: "spa-wiring", note: "50A and 60A hot tub circuits for patios and decks" },
          { slug: "lighting", note: "Replacing builder-grade fixtures with LED lighting" },
          { slug: "surge-protection", note: "Protection for smart homes and medical equipment" }
        ],
        galleryItems: [
          { service: "Two Level 2 EV chargers with load sharing", location: "Linton Hall Road" },
          { service: "60A hot tub circuit with spa disconnect", location: "Heathcote Boulevard" },
          { service: "22 kW standby generator and transfer switch", location: "University Boulevard" }
        ],
        faqs: [
          {
            question: "Can my newer Gainesville home handle two EV chargers?",
            answer: `Often yes. Most homes here have 200A service; we run a load calculation and, if needed, install chargers that share one circuit. Installation starts at ${startingPrice.evCharger} per charger and takes ${jobDuration.evCharger}.`
          },
          {
            question: "What does it take to wire a hot tub?",
            answer: "A dedicated 50A or 60A GFCI-protected 240V circuit, a disconnect within sight of the tub at least 5 ft from the water, bonding and a permit. We wire it before delivery day."
          },
          {
            question: "Do you work in HOA communities like Heritage Hunt?",
            answer: "Yes. We work within your HOA's rules for exterior equipment such as generators and chargers, and can provide the details your architectural review needs."
          }
        ],
        reviewText: "We added a second electric car and a hot tub in the same year. They worked out the load, put both chargers on load sharing and wired the spa \u2014 no panel upgrade needed.",
        reviewAuthor: "Mark and Julie W., Gainesville",
        metaTitle: "Electrician in Gainesville, VA | EV Chargers, Generators & Hot Tubs",
        metaDescription: "Gainesville and Haymarket electricians: EV chargers with load management, standby generators, 50A/60A hot tub circuits, lighting and surge protection. 24/7 service."
      }),
      /* @__PURE__ */ city({
        slug: "fairfax",
        cityName: "Fairfax",
        heroTitle: "Electrician in Fairfax, VA",
        heroSubtitle: "Trusted electricians for the City of Fairfax, Mantua, Fair Oaks and Fairfax Station \u2014 day or night.",
        localIntro: [
          "Fairfax's neighborhoods were largely built after World War II: the brick ramblers and split-levels of Fairfax Acres, Mantua and Fairfax Villa date from the 1950s and 60s, while Fair Oaks and Fairfax Station filled in with larger colonials in the 1980s and 90s. Near Old Town Fairfax and George Mason University, many older houses are now rentals or being renovated for resale.",
          "That age shows in the wiring: two-prong outlets, ungrounded bedroom circuits, overloaded 100-amp panels and the occasional run of 1960s aluminum branch wiring. We do a lot of pre-sale and pre-purchase electrical inspections here, grounding and rewiring projects, and kitchen remodels that need modern circuits. Permits go through the City of Fairfax or Fairfax County depending on the address."
        ],
        services: [
          { slug: "inspections", note: "Pre-purchase and pre-sale inspections for older homes" },
          { slug: "residential-wiring", note: "Grounding and rewiring 1950s-60s ramblers" },
          { slug: "remodel", note: "Kitchen and bath remodel electrical" },
          { slug: "panel-upgrades", note: "Replacing overloaded 100A panels" },
          { slug: "outlets", note: "Two-prong outlets replaced with grounded or GFCI outlets" }
        ],
        galleryItems: [
          { service: "Whole-home rewire of a 1955 rambler", location: "Pickett Road" },
          { service: "Kitchen remodel rough-in and under-cabinet lighting", location: "Blake Lane" },
          { service: "Pre-purchase electrical inspection", location: "Chain Bridge Road" }
        ],
        faqs: [
          {
            question: "How long does it take to rewire an older Fairfax home?",
            answer: `A typical whole-home rewire takes 3-7 days. Ramblers with an open basement and attic are at the quicker end; finished split-levels take longer. Wiring work starts at ${startingPrice.wiring}.`
          },
          {
            question: "I'm buying a 1960s house in Fairfax. Should I get an electrical inspection?",
            answer: "Yes \u2014 it is the best money you can spend before closing. An inspection takes 2-3 hours and tells you about the panel, grounding, any aluminum wiring and what fixes will cost."
          },
          {
            question: "Do you pull permits with the City of Fairfax?",
            answer: "Yes. We pull permits with the City of Fairfax for addresses inside the city and with Fairfax County for the rest, and meet the inspector."
          }
        ],
        reviewText: "Before we closed on our Mantua split-level they did a full electrical inspection and found aluminum wiring the home inspector missed. They fixed it properly after we moved in. Honest and thorough.",
        reviewAuthor: "Daniel K., Fairfax",
        metaTitle: "Electrician in Fairfax, VA | Inspections, Rewiring & Remodels",
        metaDescription: "Fairfax electricians for older homes: electrical inspections in 2-3 hours, rewiring in 3-7 days, grounded outlets, panel upgrades and remodel electrical. 24/7 service."
      }),
      /* @__PURE__ */ city({
        slug: "springfield",
        cityName: "Springfield",
        heroTitle: "Electrician in Springfield, VA",
        heroSubtitle: "West Springfield, Kings Park, Cardinal Forest and Rolling Valley \u2014 24/7 licensed electricians.",
        localIntro: [
          "Springfield boomed in the 1960s and 70s, and neighborhoods such as Kings Park, West Springfield, Rolling Valley, Cardinal Forest and Saratoga are full of split-levels and colonials from that time. Homes built between about 1965 and 1973 are the ones most likely to have single-strand aluminum branch wiring, which can overheat at outlets and switches if it is not properly connected.",
          "Many of these houses still have the original 100- or 150-amp panel as well, and some the Federal Pacific panels that were popular then. We help Springfield homeowners make that wiring safe \u2014 aluminum remediation with approved connectors, panel replacements, grounding \u2014 and bring kitchens and basements up to date. Permits are with Fairfax County."
        ],
        services: [
          { slug: "residential-wiring", note: "Aluminum wiring remediation in 1965-1973 homes" },
          { slug: "panel-upgrades", note: "Replacing original and Federal Pacific panels" },
          { slug: "inspections", note: "Safety inspections for split-levels and colonials" },
          { slug: "surge-protection", note: "Whole-home surge protection at the new panel" },
          { slug: "lighting", note: "Recessed lighting in updated kitchens and basements" }
        ],
        galleryItems: [
          { service: "Aluminum wiring remediation with approved connectors", location: "Old Keene Mill Road" },
          { service: "Federal Pacific panel replaced with 200A service", location: "Rolling Road" },
          { service: "Kitchen recessed lighting and dimmers", location: "Hooes Road" }
        ],
        faqs: [
          {
            question: "Does my Springfield home have aluminum wiring?",
            answer: "If it was built between about 1965 and 1973, it may. Look at the cable jacket in the basement or attic for 'AL' or 'ALUMINUM', or book an inspection (2-3 hours) and we will check every circuit."
          },
          {
            question: "Do I have to rewire the whole house if it has aluminum wiring?",
            answer: "Not always. Connecting copper pigtails at every outlet, switch and fixture with approved connectors is a recognized, lasting repair. Full rewiring takes 3-7 days and is the other option; we price both."
          },
          {
            question: "Is the original panel in my 1970s Springfield home safe?",
            answer: `It depends on the brand and condition. Federal Pacific Stab-Lok and Zinsco panels should be replaced; others may just need worn breakers changed. Panel upgrades start at ${startingPrice.panelUpgrade}.`
          }
        ],
        reviewText: "Our Kings Park house had aluminum wiring and warm outlets. They pigtailed every device with the proper connectors, replaced the old panel and walked us through the whole job. The house finally feels safe.",
        reviewAuthor: "Tom and Ellen B., Springfield",
        metaTitle: "Electrician in Springfield, VA | Aluminum Wiring, Panels & 24/7 Repairs",
        metaDescription: "Springfield electricians for 1960s-70s homes: aluminum wiring remediation, Federal Pacific panel replacement, inspections, surge protection and lighting. 24/7 help."
      }),
      /* @__PURE__ */ city({
        slug: "alexandria",
        cityName: "Alexandria",
        heroTitle: "Electrician in Alexandria, VA",
        heroSubtitle: "Careful electrical work for Old Town rowhouses, Del Ray bungalows and everything in between.",
        localIntro: [
          "Alexandria has some of the oldest homes we work in. Old Town's 18th- and 19th-century rowhouses, the 1910s-30s bungalows and four-squares of Del Ray and Rosemont, and the 1940s garden apartments of Parkfairfax were all wired long before modern appliances \u2014 and some still have knob-and-tube wiring behind the plaster.",
          "Working in these homes takes patience: fishing new wire through plaster and lath with as few openings as possible, keeping original trim intact, and, in the Old and Historic Alexandria District, planning meter and exterior changes with the Board of Architectural Review in mind. Closer to Seminary Hill and the West End, the 1950s-60s homes need the same panel and grounding updates as the rest of Northern Virginia. Permits are with the City of Alexandria."
        ],
        services: [
          { slug: "residential-wiring", note: "Knob-and-tube replacement in plaster-walled homes" },
          { slug: "panel-upgrades", note: "Service upgrades for rowhouses and bungalows" },
          { slug: "inspections", note: "Inspections for historic homes and insurers" },
          { slug: "lighting", note: "Period-appropriate fixtures and discreet recessed lights" },
          { slug: "commercial", note: "Shops and restaurants along King Street and Mount Vernon Avenue" }
        ],
        galleryItems: [
          { service: "Knob-and-tube replacement in a 1920s bungalow", location: "Mount Vernon Avenue" },
          { service: "Panel and meter upgrade for a historic rowhouse", location: "Duke Street" },
          { service: "Restaurant lighting retrofit", location: "King Street" }
        ],
        faqs: [
          {
            question: "Can you replace knob-and-tube wiring without tearing out my plaster?",
            answer: "Mostly, yes. We fish new cable through attics, basements and existing cavities and make small, planned openings that are easy to patch. A whole-home rewire typically takes 3-7 days."
          },
          {
            question: "Does work on my Old Town home need historic approval?",
            answer: "Interior wiring needs only an electrical permit. Exterior changes visible from the street, such as moving a meter or adding exterior lights, may need Board of Architectural Review approval in the historic district; we plan for that up front."
          },
          {
            question: "Will my insurer cover a house with knob-and-tube wiring?",
            answer: "Many insurers will not write or renew a policy on a home with active knob-and-tube. An electrical inspection (2-3 hours) documents what you have, and replacing it usually resolves the issue."
          }
        ],
        reviewText: "Our 1924 Del Ray bungalow still had live knob-and-tube. They rewired it room by room, saved our original plaster and trim, and the insurance company finally renewed us.",
        reviewAuthor: "Sarah L., Alexandria",
        metaTitle: "Electrician in Alexandria, VA | Historic Homes, Rewiring & 24/7 Service",
        metaDescription: "Alexandria electricians for Old Town rowhouses and Del Ray bungalows: knob-and-tube replacement, panel upgrades, inspections, lighting and commercial work. 24/7."
      })
    ];
  }
});

// app/content/reviews.ts
var homeTestimonials, reviewsPageTestimonials, directoryBadges, reviewSites, aggregateRating, en4, reviewText, init_reviews = __esm({
  "app/content/reviews.ts"() {
    "use strict";
    init_catalogue();
    homeTestimonials = [
      {
        text: "Our 1978 panel was a recalled Federal Pacific. They swapped it for a 200A panel in one day, pulled the permit, and left the basement cleaner than they found it.",
        author: "Karen M.",
        location: "Manassas, VA",
        source: "Google",
        rating: 5,
        service: "Panel Upgrade"
      },
      {
        text: "Called at 11 pm with half the house dark and a burning smell. An electrician was here in 45 minutes and found a melted neutral at the meter. Lifesavers.",
        author: "David R.",
        location: "Woodbridge, VA",
        source: "Angi",
        rating: 5,
        service: "Emergency Repair"
      },
      {
        text: "Clear quote before any work started and the price did not change. Our Tesla wall connector was charging the same afternoon.",
        author: "Priya S.",
        location: "Gainesville, VA",
        source: "Google",
        rating: 5,
        service: "EV Charger Installation"
      },
      {
        text: "They wired our whole basement remodel, coordinated with the inspector and passed first time. Shoe covers on every visit.",
        author: "Tom & Lisa H.",
        location: "Centreville, VA",
        source: "HomeAdvisor",
        rating: 5,
        service: "Remodel Electrical"
      },
      {
        text: "We manage three retail units and they handle all of it: LED retrofits, new circuits for tenants, and they work after hours so our stores stay open.",
        author: "Marcus J.",
        location: "Fairfax, VA",
        source: "Google",
        rating: 5,
        service: "Commercial Services"
      }
    ], reviewsPageTestimonials = [
      {
        text: "Six recessed lights in the living room, perfectly spaced and on a dimmer. They explained the one-light-per-25-square-feet rule and it looks great.",
        author: "Jennifer L.",
        location: "Springfield, VA",
        source: "Google",
        rating: 5,
        service: "Lighting Installation"
      },
      {
        text: "Power went out during a storm on Thanksgiving. They answered on the second ring and had us back on before dinner. No holiday surcharge either.",
        author: "Robert K.",
        location: "Manassas Park, VA",
        source: "Angi",
        rating: 5,
        service: "Emergency Repair"
      },
      {
        text: "Upgraded our 100A panel to 200A so we could add a heat pump and an EV charger. The crew finished in about six hours and the inspection passed.",
        author: "Angela W.",
        location: "Alexandria, VA",
        source: "Google",
        rating: 5,
        service: "Panel Upgrade"
      },
      {
        text: "The home inspector flagged double-tapped breakers and missing GFCIs before our sale. They fixed all of it in one visit and sent the paperwork to our agent.",
        author: "Chris P.",
        location: "Fairfax, VA",
        source: "HomeAdvisor",
        rating: 5,
        service: "Electrical Inspection"
      },
      {
        text: "Our hot tub needed a 50A circuit and a GFCI disconnect. Quote was upfront, work was neat, and they showed us how to test the disconnect.",
        author: "Samantha T.",
        location: "Woodbridge, VA",
        source: "Google",
        rating: 5,
        service: "Hot Tub Wiring"
      },
      {
        text: "Installed a whole-home surge protector after lightning fried our router and garage door opener. Took about an hour and a half.",
        author: "Mike D.",
        location: "Centreville, VA",
        source: "Angi",
        rating: 5,
        service: "Surge Protection"
      },
      {
        text: "We rewired a 1950s rambler with the old cloth wiring. They patched every hole and the job took five days as promised.",
        author: "Eleanor G.",
        location: "Arlington, VA",
        source: "Google",
        rating: 5,
        service: "Residential Wiring"
      },
      {
        text: "Transfer switch and generator inlet installed before winter. When the power went out in January we were running in ten minutes.",
        author: "James B.",
        location: "Gainesville, VA",
        source: "Google",
        rating: 5,
        service: "Generator Hookup"
      },
      {
        text: "Added outlets in the garage and a 20A circuit for my workshop. Fair price, about what their website said, and they were on time.",
        author: "Luis F.",
        location: "Manassas, VA",
        source: "HomeAdvisor",
        rating: 5,
        service: "Outlets & Circuits"
      },
      {
        text: "They fitted out our new dental office: lighting, dedicated equipment circuits and exit signs, all done to the contractor's schedule.",
        author: "Dr. Nadia A.",
        location: "Reston, VA",
        source: "Google",
        rating: 5,
        service: "Commercial Services"
      }
    ], directoryBadges = [
      {
        name: "BuildZoom",
        label: "BuildZoom score 125",
        detail: "99th percentile of contractors in VA",
        url: "https://www.buildzoom.com/"
      },
      { name: "HomeAdvisor", label: "HomeAdvisor Elite Service", detail: "Screened & approved pro", url: "https://www.homeadvisor.com/" },
      { name: "Angi", label: "Angi Certified", detail: "Verified licence and reviews", url: "https://www.angi.com/" }
    ], reviewSites = [
      { name: "Google", rating: "5.0", url: "https://www.google.com/maps" },
      { name: "Angi", rating: "5.0", url: "https://www.angi.com/" }
    ], aggregateRating = { ratingValue: "5.0", reviewCount: 150, bestRating: "5" }, en4 = {
      meta: {
        title: "5-Star Customer Reviews",
        description: "Read verified 5-star reviews from homeowners and businesses in Manassas, Fairfax, Woodbridge and across Northern Virginia."
      },
      title: "5-Star Reviews from Verified Customers",
      subtitle: "What homeowners and businesses across Northern Virginia say about our work.",
      verifiedOn: "Verified on",
      verifiedOnName: (name) => `Verified on ${name}`,
      badges: Object.fromEntries(directoryBadges.map((b) => [b.name, { label: b.label, detail: b.detail }])),
      newTab: " (opens in a new tab)",
      testimonials: "Customer testimonials",
      leaveReview: "Read More or Leave a Review",
      readOn: (rating, site) => `${rating} on ${site}: read our reviews`,
      /** The reviews' service names, as the cards label them. */
      services: Object.fromEntries([...homeTestimonials, ...reviewsPageTestimonials].map((r) => [r.service, r.service]))
    }, reviewText = catalogue(en4, {
      meta: {
        title: "Rese\xF1as de 5 estrellas de nuestros clientes",
        description: "Lea rese\xF1as verificadas de 5 estrellas de due\xF1os de casa y negocios en Manassas, Fairfax, Woodbridge y en todo el norte de Virginia."
      },
      title: "Rese\xF1as de 5 estrellas de clientes verificados",
      subtitle: "Lo que dicen de nuestro trabajo los due\xF1os de casa y negocios del norte de Virginia.",
      verifiedOn: "Verificados en",
      verifiedOnName: (name) => `Verificados en ${name}`,
      badges: {
        BuildZoom: { label: "Puntuaci\xF3n BuildZoom 125", detail: "Percentil 99 de los contratistas en VA" },
        HomeAdvisor: { label: "Elite Service de HomeAdvisor", detail: "Profesional evaluado y aprobado" },
        Angi: { label: "Certificados por Angi", detail: "Licencia y rese\xF1as verificadas" }
      },
      newTab: " (se abre en una pesta\xF1a nueva)",
      testimonials: "Testimonios de clientes",
      leaveReview: "Lea m\xE1s rese\xF1as o deje la suya",
      readOn: (rating, site) => `${rating} en ${site}: lea nuestras rese\xF1as`,
      services: {
        "Panel Upgrade": "Actualizaci\xF3n de panel",
        "Emergency Repair": "Reparaci\xF3n de emergencia",
        "EV Charger Installation": "Instalaci\xF3n de cargador para veh\xEDculo el\xE9ctrico",
        "Remodel Electrical": "Electricidad para remodelaci\xF3n",
        "Commercial Services": "Servicios comerciales",
        "Lighting Installation": "Instalaci\xF3n de iluminaci\xF3n",
        "Electrical Inspection": "Inspecci\xF3n el\xE9ctrica",
        "Hot Tub Wiring": "Cableado para jacuzzi",
        "Surge Protection": "Protecci\xF3n contra sobretensiones",
        "Residential Wiring": "Cableado residencial",
        "Generator Hookup": "Conexi\xF3n de generador",
        "Outlets & Circuits": "Tomacorrientes y circuitos"
      }
    });
  }
});

// app/content/services.ts
var homeServiceCards, serviceOffers, init_services = __esm({
  "app/content/services.ts"() {
    "use strict";
    init_facts();
    homeServiceCards = [
      {
        title: "Panel Upgrades",
        description: `100A to 200A upgrades, breaker box replacements and load calculations, usually done in ${jobDuration.panelUpgrade}.`,
        path: "/services/panel-upgrades"
      },
      {
        title: "Residential Wiring",
        description: "Whole-home and partial rewiring, aluminum and knob-and-tube replacement, new runs for additions.",
        path: "/services/residential-wiring"
      },
      {
        title: "EV Charger Installation",
        description: `Level 2 chargers for Tesla, Ford, Rivian and every J1772 car, on a dedicated circuit in ${jobDuration.evCharger}.`,
        path: "/services/ev-charger-installation"
      },
      {
        title: "Surge Protection",
        description: `A whole-home surge protector at the panel that guards every appliance, installed in ${jobDuration.surgeProtection}.`,
        path: "/services/surge-protection"
      },
      {
        title: "Lighting Installation",
        description: "Recessed, under-cabinet, landscape and fixture installs, dimmers and ceiling fans.",
        path: "/services/lighting"
      },
      {
        title: "Outlets & GFCI",
        description: "New outlets, GFCI and AFCI protection, USB and 240V receptacles, dead outlet repair.",
        path: "/services/outlets"
      },
      {
        title: "Generator Hookups",
        description: "Standby generator wiring, transfer switches and portable generator inlets for outages.",
        path: "/services/generators"
      },
      {
        title: "Hot Tub & Spa Wiring",
        description: "Dedicated 50A or 60A circuits with GFCI disconnects for hot tubs, spas and pool equipment.",
        path: "/services/spa-wiring"
      },
      {
        title: "Remodel Electrical",
        description: "Kitchen, bath and basement remodel wiring to code, coordinated with your contractor.",
        path: "/services/remodel"
      },
      {
        title: "Electrical Inspections",
        description: "Home-sale, insurance and safety inspections with a written report, in about 2-3 hours.",
        path: "/services/inspections"
      },
      {
        title: "Commercial Services",
        description: "Tenant fit-outs, office and retail lighting, service upgrades and maintenance contracts.",
        path: "/services/commercial"
      },
      {
        title: "Dedicated Circuits",
        description: "New 20A and 240V circuits for appliances, workshops and home offices that trip breakers.",
        path: "/services/circuits"
      }
    ], serviceOffers = [
      {
        title: "Panel Upgrades",
        description: "Replace an overloaded, recalled or 100A panel with a modern 200A service that carries your EV charger, heat pump and kitchen at once.",
        features: ["100A to 200A service upgrades", "Permit, utility coordination and inspection", `Done in ${jobDuration.panelUpgrade}, most in one day`],
        price: `Starting at ${startingPrice.panelUpgrade}`,
        serviceValue: "panel-upgrade",
        path: "/services/panel-upgrades"
      },
      {
        title: "Residential Wiring",
        description: "From a single new circuit to a full rewire of an older home, we run clean, code-perfect wiring and patch what we open.",
        features: ["Knob-and-tube and aluminum replacement", "Dedicated 20A circuits for appliances", "Whole-home rewiring in 3-7 days"],
        price: `Starting at ${startingPrice.wiring}`,
        serviceValue: "residential-wiring",
        path: "/services/residential-wiring"
      },
      {
        title: "EV Charger Installation",
        description: "A Level 2 charger in your garage or driveway adds 25-35 miles of range per hour of charging, on a circuit sized for it.",
        features: ["Tesla, ChargePoint, Emporia and J1772 units", "Load check and dedicated 240V circuit", `Installed in ${jobDuration.evCharger}`],
        price: `Starting at ${startingPrice.evCharger}`,
        serviceValue: "ev-charger",
        path: "/services/ev-charger-installation"
      },
      {
        title: "Surge Protection",
        description: "A whole-home surge protector at the panel stops the spikes that kill HVAC boards, appliances and electronics.",
        features: ["Type 1/Type 2 device at the main panel", "Blocks up to 99% of surge energy (manufacturer claim)", `Installed in ${jobDuration.surgeProtection}`],
        price: `Starting at ${startingPrice.surgeProtection}`,
        serviceValue: "surge-protection",
        path: "/services/surge-protection"
      },
      {
        title: "Emergency Repairs",
        description: "Power out, burning smell or sparking outlet? A licensed electrician is on the way day or night, holidays included.",
        features: ["24/7/365, no holiday surcharge", `${arrivalMinute} arrival in our core area`, "Fully stocked trucks fix most faults on the first visit"],
        price: `Starting at ${startingPrice.emergency}`,
        serviceValue: "emergency"
      },
      {
        title: "Commercial Services",
        description: "Offices, retail, restaurants and warehouses: fit-outs, lighting retrofits, three-phase service and scheduled maintenance.",
        features: ["Tenant fit-outs and build-outs", "LED retrofits that cut lighting bills", "After-hours work to keep you open"],
        price: "Custom quote",
        serviceValue: "commercial",
        path: "/services/commercial"
      }
    ];
  }
});

// app/content/areas.ts
var furtherAreas, emergencyCities, serviceRadius, init_areas = __esm({
  "app/content/areas.ts"() {
    "use strict";
    furtherAreas = [
      "Arlington",
      "Reston",
      "Herndon",
      "Ashburn",
      "Sterling",
      "Leesburg",
      "Washington DC",
      "Bethesda",
      "Silver Spring",
      "Rockville"
    ], emergencyCities = [
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
      "Burke"
    ], serviceRadius = "Serving 100+ mile radius from Manassas, VA";
  }
});

// app/content/home.ts
var es, en6, homeText, hero, promises, homeFaqs, priceRange, init_home = __esm({
  "app/content/home.ts"() {
    "use strict";
    init_catalogue();
    init_facts();
    es = factText.es, en6 = {
      meta: {
        title: "Veteran-Owned 24/7 Electricians in Northern Virginia, MD & DC",
        description: "Veteran-owned, licensed electricians serving Northern Virginia, Maryland and DC. 24/7 emergency help, upfront pricing and a lifetime workmanship guarantee."
      },
      hero: {
        eyebrow: "Veteran-Owned \xB7 Licensed, Bonded & Insured",
        headline: "Veteran-Owned Electricians Serving VA, DC & MD \u2014 24/7 Emergency Service",
        subheadline: "Panel upgrades, EV chargers, wiring and emergency repairs across Northern Virginia, Maryland and Washington DC. Upfront prices, code-perfect work and a real person on the phone, day or night.",
        image: { src: "/illustrations/hero.svg", width: 640, height: 480, alt: "Illustration of an electrician's van outside a lit-up family home" },
        call: (phone2) => `Call ${phone2}`,
        text: "Text the Office",
        book: "Book a Discovery Call",
        estimate: "Get Free Estimate"
      },
      trustLabel: "Credentials",
      trustStrip: [
        { title: "BuildZoom Score 125", detail: "99th percentile in VA" },
        { title: "Angi Certified", detail: "Verified licence & reviews" },
        { title: "HomeAdvisor Elite", detail: "Elite Service award" },
        { title: "Licensed & Insured", detail: "Bonded, Virginia licence" },
        { title: "Veteran-Owned", detail: "U.S. Air Force veteran founder" }
      ],
      process: { title: "How We Work", intro: "Three steps, the same on every job, big or small." },
      processSteps: [
        {
          title: "Diagnose",
          description: "A licensed electrician finds the real cause \u2014 not just the symptom \u2014 with proper testing tools."
        },
        {
          title: "Transparent Quote",
          description: "You get a written, flat price before any work starts. No surprises, no pressure."
        },
        {
          title: "Code-Perfect Repair",
          description: "We fix it to the National Electrical Code, pull permits when needed and clean up after ourselves."
        }
      ],
      promisesTitle: "Our Promise to You",
      promises: [
        { title: "Lifetime Workmanship Guarantee", description: "If our work ever fails, we come back and make it right." },
        { title: "Upfront Pricing", description: "The price we quote is the price you pay." },
        { title: "Clean-Home Promise", description: "Shoe covers, drop cloths and a tidy site when we leave." },
        { title: "24/7 Emergency Availability", description: "Nights, weekends and holidays, with no holiday surcharge." },
        { title: "Financing on Bigger Projects", description: "Monthly payments for panel upgrades, rewiring and more." },
        { title: "Veteran-Owned & Family-Operated", description: "Military discipline, family-business care." }
      ],
      serviceGrid: {
        title: "Our Electrical Services",
        intro: "Residential and commercial electrical work across Northern Virginia, Maryland and DC.",
        more: "Learn more \u2192"
      },
      homeServices: { title: "Popular Services & Starting Prices", all: "View All Services" },
      emergencyBanner: {
        title: "Electrical Emergency?",
        text: `Sparks, burning smells or no power? A licensed electrician can be at your door within ${arrivalMinutes} in our core area \u2014 24/7, holidays included.`,
        call: (phone2) => `Call ${phone2}`,
        help: "Emergency Help"
      },
      testimonials: { title: "What Our Customers Say", label: "Customer testimonials" },
      gallery: {
        title: "Recent Projects",
        intro: "A few of the jobs we have finished around Northern Virginia.",
        filter: "Filter projects",
        all: "See All Pictures of Our Work"
      },
      about: {
        title: "Founded by an Air Force Veteran and Master Electrician",
        text: "Our founder kept flight-line power running in the U.S. Air Force before earning his Virginia master electrician licence. Today our family-operated team brings the same discipline to every home and business we serve, from a single outlet to a full service upgrade.",
        team: "Meet the Team",
        stats: [
          { value: "1000+", label: "Projects completed" },
          { value: "24/7", label: "Emergency service" },
          { value: "20+", label: "Years of experience" },
          { value: "5.0", label: "Star rating" }
        ]
      },
      areas: {
        title: "Serving Northern Virginia, Maryland & DC",
        city: (city2) => `Electrician in ${city2}`,
        all: "All Service Areas"
      },
      /** FAQs of the home page's FAQPage structured data. */
      faqs: [
        {
          question: "How much does a panel upgrade cost?",
          answer: `Panel upgrades start at ${startingPrice.panelUpgrade} and most are finished in ${jobDuration.panelUpgrade}, including the permit and inspection.`
        },
        {
          question: "How much does an EV charger installation cost?",
          answer: `Level 2 EV charger installations start at ${startingPrice.evCharger} and take ${jobDuration.evCharger} on a dedicated circuit.`
        },
        {
          question: "Are you open 24/7?",
          answer: `Yes. We answer and dispatch 24 hours a day, 7 days a week, all holidays included, with a ${arrivalMinute} arrival in our core area.`
        },
        {
          question: "Do you guarantee your work?",
          answer: "Every job carries a lifetime workmanship guarantee, and you get an upfront written price before work starts."
        }
      ],
      /** The home page's Service in structured data. */
      serviceLd: {
        name: "Residential & Commercial Electrical Services",
        serviceType: "Electrician",
        description: "Panel upgrades, wiring, EV charger installation, surge protection, lighting, generators and 24/7 emergency electrical repair.",
        catalogue: "Electrical services"
      }
    }, homeText = catalogue(en6, {
      meta: {
        title: "Electricistas 24/7 propiedad de un veterano en el norte de Virginia, MD y DC",
        description: "Electricistas con licencia, propiedad de un veterano, en el norte de Virginia, Maryland y DC. Emergencias 24/7, precios por adelantado y garant\xEDa de por vida en la mano de obra."
      },
      hero: {
        eyebrow: "Propiedad de un veterano \xB7 Con licencia, fianza y seguro",
        headline: "Electricistas propiedad de un veterano en VA, DC y MD \u2014 Servicio de emergencia 24/7",
        subheadline: "Actualizaci\xF3n de paneles el\xE9ctricos, cargadores para veh\xEDculos el\xE9ctricos, cableado y reparaciones de emergencia en el norte de Virginia, Maryland y Washington DC. Precios claros por adelantado, trabajo seg\xFAn el c\xF3digo y una persona real al tel\xE9fono, de d\xEDa o de noche.",
        image: { ...en6.hero.image, alt: "Ilustraci\xF3n de la camioneta de un electricista frente a una casa familiar iluminada" },
        call: (phone2) => `Llame al ${phone2}`,
        text: "Escriba a la oficina",
        book: "Reserve una llamada inicial",
        estimate: "Pida su presupuesto gratis"
      },
      trustLabel: "Credenciales",
      trustStrip: [
        { title: "Puntuaci\xF3n BuildZoom 125", detail: "Percentil 99 en VA" },
        { title: "Certificados por Angi", detail: "Licencia y rese\xF1as verificadas" },
        { title: "Elite de HomeAdvisor", detail: "Premio Elite Service" },
        { title: "Con licencia y seguro", detail: "Con fianza, licencia de Virginia" },
        { title: "Propiedad de un veterano", detail: "Fundador veterano de la Fuerza A\xE9rea de EE. UU." }
      ],
      process: { title: "C\xF3mo trabajamos", intro: "Tres pasos, los mismos en cada trabajo, grande o peque\xF1o." },
      processSteps: [
        {
          title: "Diagn\xF3stico",
          description: "Un electricista con licencia encuentra la causa real \u2014 no solo el s\xEDntoma \u2014 con los equipos de prueba adecuados."
        },
        {
          title: "Presupuesto transparente",
          description: "Recibe un precio fijo por escrito antes de empezar. Sin sorpresas, sin presiones."
        },
        {
          title: "Reparaci\xF3n seg\xFAn el c\xF3digo",
          description: "Lo reparamos seg\xFAn el C\xF3digo El\xE9ctrico Nacional, sacamos los permisos cuando hacen falta y dejamos todo limpio."
        }
      ],
      promisesTitle: "Nuestra promesa para usted",
      promises: [
        { title: "Garant\xEDa de por vida en la mano de obra", description: "Si nuestro trabajo falla alg\xFAn d\xEDa, volvemos y lo arreglamos." },
        { title: "Precios por adelantado", description: "El precio que le damos es el precio que paga." },
        { title: "Promesa de casa limpia", description: "Cubrezapatos, lonas protectoras y todo ordenado cuando nos vamos." },
        { title: "Emergencias 24/7", description: "Noches, fines de semana y feriados, sin recargo por d\xEDa feriado." },
        { title: "Financiamiento para proyectos grandes", description: "Pagos mensuales para actualizaciones de panel, recableado y m\xE1s." },
        { title: "Propiedad de un veterano, empresa familiar", description: "Disciplina militar y el trato de un negocio familiar." }
      ],
      serviceGrid: {
        title: "Nuestros servicios el\xE9ctricos",
        intro: "Trabajos el\xE9ctricos residenciales y comerciales en el norte de Virginia, Maryland y DC.",
        more: "M\xE1s informaci\xF3n \u2192"
      },
      homeServices: { title: "Servicios populares y precios desde", all: "Ver todos los servicios" },
      emergencyBanner: {
        title: "\xBFEmergencia el\xE9ctrica?",
        text: `\xBFChispas, olor a quemado o sin luz? Un electricista con licencia puede llegar a su puerta en ${es.arrivalMinutes} o menos en nuestra zona principal \u2014 24/7, feriados incluidos.`,
        call: (phone2) => `Llame al ${phone2}`,
        help: "Ayuda de emergencia"
      },
      testimonials: { title: "Lo que dicen nuestros clientes", label: "Testimonios de clientes" },
      gallery: {
        title: "Proyectos recientes",
        intro: "Algunos de los trabajos que hemos terminado en el norte de Virginia.",
        filter: "Filtrar proyectos",
        all: "Ver todas las fotos de nuestro trabajo"
      },
      about: {
        title: "Fundada por un veterano de la Fuerza A\xE9rea y maestro electricista",
        text: "Nuestro fundador mantuvo la energ\xEDa de la l\xEDnea de vuelo en la Fuerza A\xE9rea de EE. UU. antes de obtener su licencia de maestro electricista en Virginia. Hoy, nuestro equipo familiar trae la misma disciplina a cada hogar y negocio que atendemos, desde un solo tomacorriente hasta una actualizaci\xF3n completa del servicio.",
        team: "Conozca al equipo",
        stats: [
          { value: "1000+", label: "Proyectos terminados" },
          { value: "24/7", label: "Servicio de emergencia" },
          { value: "20+", label: "A\xF1os de experiencia" },
          { value: "5.0", label: "Calificaci\xF3n en estrellas" }
        ]
      },
      areas: {
        title: "Servimos al norte de Virginia, Maryland y DC",
        city: (city2) => `Electricista en ${city2}`,
        all: "Todas las zonas de servicio"
      },
      faqs: [
        {
          question: "\xBFCu\xE1nto cuesta actualizar el panel el\xE9ctrico?",
          answer: `La actualizaci\xF3n del panel empieza en ${startingPrice.panelUpgrade} y la mayor\xEDa se termina en ${es.jobDuration.panelUpgrade}, con el permiso y la inspecci\xF3n incluidos.`
        },
        {
          question: "\xBFCu\xE1nto cuesta instalar un cargador para veh\xEDculos el\xE9ctricos?",
          answer: `La instalaci\xF3n de un cargador de nivel 2 empieza en ${startingPrice.evCharger} y toma ${es.jobDuration.evCharger} en un circuito dedicado.`
        },
        {
          question: "\xBFAtienden 24/7?",
          answer: `S\xED. Contestamos y enviamos electricistas las 24 horas, los 7 d\xEDas de la semana, feriados incluidos, y llegamos en ${es.arrivalMinute} en nuestra zona principal.`
        },
        {
          question: "\xBFGarantizan su trabajo?",
          answer: "Cada trabajo tiene garant\xEDa de por vida en la mano de obra, y usted recibe un precio por escrito antes de empezar."
        }
      ],
      serviceLd: {
        name: "Servicios el\xE9ctricos residenciales y comerciales",
        serviceType: "Electricista",
        description: "Actualizaci\xF3n de paneles, cableado, instalaci\xF3n de cargadores para veh\xEDculos el\xE9ctricos, protecci\xF3n contra sobretensiones, iluminaci\xF3n, generadores y reparaciones el\xE9ctricas de emergencia 24/7.",
        catalogue: "Servicios el\xE9ctricos"
      }
    }), hero = homeText.en.hero, promises = homeText.en.promises, homeFaqs = homeText.en.faqs, priceRange = "$$";
  }
});

// app/forms/contact.ts
import { z as z14 } from "zod";
function buildContactSchema(type) {
  let emergency = type === "emergency";
  return z14.object({
    type: z14.literal(type),
    name: nameField(missing),
    phone: phoneField(missing),
    email: emergency ? emailField().optional() : emailField(messages.emailRequired.description),
    address: optionalText(LIMITS.address, fieldMessages.addressTooLong),
    serviceType: emergency ? selectField(values(contactServiceTypes), messages.selectService.description).optional() : selectField(values(contactServiceTypes), messages.selectService.description),
    preferredTime: optionalText(LIMITS.preferredTime, fieldMessages.preferredTimeTooLong),
    description: optionalText(LIMITS.description, fieldMessages.descriptionTooLong),
    photos: photosField(),
    ...honeypot
  });
}
function contactErrorToast(errors) {
  let all = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  for (let toast of [messages.missingInformation, messages.emailRequired, messages.selectService])
    if (all.includes(toast.description))
      return toast;
  return messages.invalidInformation;
}
var toContactType, missing, contactSchemas, contactSchema, contactSuccessToast, init_contact = __esm({
  "app/forms/contact.ts"() {
    "use strict";
    init_fields();
    init_photos();
    init_messages();
    init_options();
    toContactType = (value) => value === "emergency" ? "emergency" : "estimate", missing = messages.missingInformation.description;
    contactSchemas = { estimate: buildContactSchema("estimate"), emergency: buildContactSchema("emergency") }, contactSchema = (type) => contactSchemas[type];
    contactSuccessToast = (type) => type === "emergency" ? messages.contactSuccessEmergency : messages.contactSuccessEstimate;
  }
});

// app/components/forms/ContactForm.tsx
var ContactForm_exports = {};
__export(ContactForm_exports, {
  ContactForm: () => ContactForm
});
import { useForm as useForm7 } from "@conform-to/react";
import { parseWithZod as parseWithZod7 } from "@conform-to/zod";
import { Form as Form15, Link as Link19, useNavigation as useNavigation3 } from "@remix-run/react";
import { useState as useState13 } from "react";
import { Fragment as Fragment20, jsx as jsx72, jsxs as jsxs55 } from "react/jsx-runtime";
function ContactForm({ initialType, result }) {
  let [type, setType] = useState13(initialType), navigation2 = useNavigation3(), pending = navigation2.state === "submitting" && navigation2.formAction?.startsWith("/contact") === !0, schema = contactSchema(type), [form, fields2] = useForm7({
    id: "contact-form",
    lastResult: result?.reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      let submission = parseWithZod7(formData, { schema });
      return submission.status === "error" && showToast(contactErrorToast(submission.error ?? void 0)), submission;
    }
  }), { formHandlers, visible } = useFieldEditing(result), emergency = type === "emergency", refused = result?.ok ? result.photosRefused : void 0;
  return /* @__PURE__ */ jsxs55("section", { className: "rounded-2xl border border-navy-100 p-6 shadow-sm", "aria-labelledby": "contact-form-title", "data-testid": "contact-form", children: [
    /* @__PURE__ */ jsx72("div", { className: "mb-6 grid grid-cols-2 gap-3", role: "group", "aria-label": "Request type", children: ["emergency", "estimate"].map((value) => /* @__PURE__ */ jsx72(
      Link19,
      {
        to: `/contact?type=${value}`,
        replace: !0,
        preventScrollReset: !0,
        "aria-current": type === value ? "true" : void 0,
        onClick: (event) => {
          event.preventDefault(), setType(value);
        },
        className: `btn ${type === value ? value === "emergency" ? "bg-brand-600 text-white" : "bg-navy-800 text-white" : "border-2 border-navy-800 text-navy-800"}`,
        children: value === "emergency" ? "Emergency Help" : "Free Estimate"
      },
      value
    )) }),
    /* @__PURE__ */ jsx72("h2", { id: "contact-form-title", className: "mb-4 text-2xl font-bold", children: titles[type] }),
    /* @__PURE__ */ jsx72(FormAlert, { toast: result && (!result.ok || refused) ? result.toast : null }),
    /* @__PURE__ */ jsx72(PhotoNotice, { refused }),
    /* @__PURE__ */ jsxs55(
      Form15,
      {
        method: "post",
        action: `/contact?type=${type}`,
        encType: "multipart/form-data",
        id: form.id,
        onSubmit: form.onSubmit,
        noValidate: !0,
        className: "relative space-y-4",
        ...formHandlers,
        children: [
          /* @__PURE__ */ jsx72("input", { type: "hidden", name: "type", value: type }),
          /* @__PURE__ */ jsx72(PageField, {}),
          /* @__PURE__ */ jsx72(HoneypotField, {}),
          /* @__PURE__ */ jsxs55("div", { className: "grid gap-4 sm:grid-cols-2", children: [
            /* @__PURE__ */ jsx72(TextField, { field: fields2.name, label: "Name", required: !0, errors: visible("name", fields2.name.errors), autoComplete: "name" }),
            /* @__PURE__ */ jsx72(TextField, { field: fields2.phone, label: "Phone", type: "tel", required: !0, errors: visible("phone", fields2.phone.errors), autoComplete: "tel", placeholder: "(703) 555-0123" })
          ] }),
          emergency ? null : /* @__PURE__ */ jsxs55(Fragment20, { children: [
            /* @__PURE__ */ jsx72(TextField, { field: fields2.email, label: "Email", type: "email", required: !0, errors: visible("email", fields2.email.errors), autoComplete: "email" }),
            /* @__PURE__ */ jsx72(TextField, { field: fields2.address, label: "Address", errors: visible("address", fields2.address.errors), autoComplete: "street-address" }),
            /* @__PURE__ */ jsx72(
              SelectField,
              {
                field: fields2.serviceType,
                label: "Service Needed",
                required: !0,
                errors: visible("serviceType", fields2.serviceType.errors),
                options: contactServiceTypes
              }
            )
          ] }),
          /* @__PURE__ */ jsx72(TextField, { field: fields2.preferredTime, label: "Preferred Time", errors: visible("preferredTime", fields2.preferredTime.errors), placeholder: "e.g. Weekday mornings" }),
          /* @__PURE__ */ jsx72(
            TextAreaField,
            {
              field: fields2.description,
              label: emergency ? "What's happening?" : "Project Details",
              errors: visible("description", fields2.description.errors),
              rows: 3
            }
          ),
          /* @__PURE__ */ jsx72(PhotoField, { field: fields2.photos, errors: visible("photos", fields2.photos.errors) }),
          /* @__PURE__ */ jsx72(SubmitButton, { pending, className: emergency ? "btn-primary w-full" : "btn-secondary w-full", children: emergency ? "Request Emergency Help" : "Request Free Estimate" })
        ]
      }
    )
  ] });
}
var titles, init_ContactForm = __esm({
  "app/components/forms/ContactForm.tsx"() {
    "use strict";
    init_Toaster();
    init_contact();
    init_options();
    init_fields2();
    init_HoneypotField();
    init_PhotoField();
    titles = { emergency: "Emergency Assistance", estimate: "Request Free Estimate" };
  }
});

// app/components/chat/voice-client.ts
function toBase64(buffer) {
  let bytes = new Uint8Array(buffer), binary = "";
  for (let i = 0; i < bytes.length; i += 32768)
    binary += String.fromCharCode(...bytes.subarray(i, i + 32768));
  return btoa(binary);
}
function pcm16ToFloat32(base64) {
  let binary = atob(base64), samples = new Float32Array(binary.length >> 1);
  for (let i = 0; i < samples.length; i++) {
    let v = binary.charCodeAt(2 * i) | binary.charCodeAt(2 * i + 1) << 8;
    v >= 32768 && (v -= 65536), samples[i] = v / 32768;
  }
  return samples;
}
var VOICE_MESSAGES, PLAYBACK_RATE, MicDeniedError, VoiceSession, init_voice_client = __esm({
  "app/components/chat/voice-client.ts"() {
    "use strict";
    VOICE_MESSAGES = {
      micDenied: "Microphone access denied. Please allow microphone access and try again.",
      startFailed: "Failed to start voice conversation",
      connectionError: "Connection Error",
      unknownError: "An error occurred.",
      notConnected: "WebSocket not connected"
    }, PLAYBACK_RATE = 24e3;
    MicDeniedError = class extends Error {
    }, VoiceSession = class {
      constructor(callbacks) {
        this.callbacks = callbacks;
      }
      ws = null;
      context = null;
      stream = null;
      worklet = null;
      playAt = 0;
      playing = /* @__PURE__ */ new Set();
      stopped = !1;
      assistantText = "";
      async start() {
        this.callbacks.onState("connecting");
        try {
          if (!navigator.mediaDevices?.getUserMedia || typeof AudioWorkletNode > "u")
            throw new Error(VOICE_MESSAGES.startFailed);
          try {
            this.stream = await navigator.mediaDevices.getUserMedia({
              audio: { channelCount: 1, echoCancellation: !0, noiseSuppression: !0, autoGainControl: !0 }
            });
          } catch (error2) {
            let name = error2 instanceof DOMException ? error2.name : "";
            throw name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError" ? new MicDeniedError() : error2;
          }
          let response = await fetch("/voice-token", { headers: { Accept: "application/json" }, credentials: "same-origin" }), grant = await response.json().catch(() => ({}));
          if (!response.ok || !grant.token || !grant.url)
            throw new Error(grant.error || VOICE_MESSAGES.startFailed);
          if (this.context = new AudioContext(), await this.context.audioWorklet.addModule("/voice-capture-worklet.js"), this.stopped)
            return;
          let source = this.context.createMediaStreamSource(this.stream);
          this.worklet = new AudioWorkletNode(this.context, "voice-capture", { numberOfInputs: 1, numberOfOutputs: 0, channelCount: 1 }), source.connect(this.worklet);
          let url = new URL(grant.url, window.location.href);
          url.protocol = url.protocol === "https:" ? "wss:" : url.protocol === "http:" ? "ws:" : url.protocol, url.searchParams.set("token", grant.token), await this.connect(url.href), this.worklet.port.onmessage = (event) => {
            this.ws?.readyState === WebSocket.OPEN && this.send({ type: "input_audio_buffer.append", audio: toBase64(event.data) });
          }, this.context.state === "suspended" && await this.context.resume(), this.stopped || this.callbacks.onState("listening");
        } catch (error2) {
          let message = error2 instanceof MicDeniedError ? VOICE_MESSAGES.micDenied : error2 instanceof Error && error2.message ? error2.message : VOICE_MESSAGES.startFailed;
          this.callbacks.onError({ title: error2 instanceof MicDeniedError ? "Microphone" : "Voice", message }), this.stopped || this.stop();
        }
      }
      connect(url) {
        return new Promise((resolve, reject) => {
          let ws = new WebSocket(url);
          this.ws = ws;
          let opened = !1;
          ws.onopen = () => {
            opened = !0, resolve();
          }, ws.onmessage = (event) => {
            try {
              this.handle(JSON.parse(String(event.data)));
            } catch {
            }
          }, ws.onclose = () => {
            opened ? this.stopped || this.stop() : reject(new Error(VOICE_MESSAGES.startFailed));
          };
        });
      }
      /** Sends one client event; reports 'WebSocket not connected' when the socket is not open. */
      send(event) {
        return !this.ws || this.ws.readyState !== WebSocket.OPEN ? (this.callbacks.onError({ title: "Voice", message: VOICE_MESSAGES.notConnected }), !1) : (this.ws.send(JSON.stringify(event)), !0);
      }
      sendText(text6) {
        this.send({
          type: "conversation.item.create",
          item: { type: "message", role: "user", content: [{ type: "input_text", text: text6 }] }
        }) && (this.callbacks.onTranscript({ role: "user", text: text6, final: !0 }), this.send({ type: "response.create" }));
      }
      handle(event) {
        switch (event.type) {
          case "session.created":
          case "session.updated":
            this.callbacks.onState("listening");
            break;
          case "response.audio.delta":
            event.delta && this.play(event.delta), this.callbacks.onState("speaking");
            break;
          case "response.audio.done":
            this.callbacks.onState("listening");
            break;
          case "input_audio_buffer.speech_started":
            this.stopPlayback(), this.callbacks.onState("listening");
            break;
          case "response.audio_transcript.delta":
            this.assistantText += event.delta ?? "", this.callbacks.onTranscript({ role: "assistant", text: this.assistantText, final: !1 });
            break;
          case "response.audio_transcript.done":
            this.callbacks.onTranscript({ role: "assistant", text: event.transcript ?? this.assistantText, final: !0 }), this.assistantText = "";
            break;
          case "conversation.item.input_audio_transcription.completed":
            event.transcript && this.callbacks.onTranscript({ role: "user", text: event.transcript, final: !0 });
            break;
          case "error":
            this.callbacks.onError({ title: VOICE_MESSAGES.connectionError, message: event.error?.message || VOICE_MESSAGES.unknownError });
            break;
        }
      }
      play(base64) {
        let context = this.context;
        if (!context)
          return;
        let samples = pcm16ToFloat32(base64);
        if (samples.length === 0)
          return;
        let buffer = context.createBuffer(1, samples.length, PLAYBACK_RATE);
        buffer.getChannelData(0).set(samples);
        let source = context.createBufferSource();
        source.buffer = buffer, source.connect(context.destination), this.playAt = Math.max(this.playAt, context.currentTime), source.start(this.playAt), this.playAt += buffer.duration, this.playing.add(source), source.onended = () => this.playing.delete(source);
      }
      stopPlayback() {
        for (let source of this.playing)
          try {
            source.stop();
          } catch {
          }
        this.playing.clear(), this.playAt = 0;
      }
      stop() {
        this.stopped = !0, this.stopPlayback(), this.worklet && (this.worklet.port.onmessage = null), this.ws?.close(), this.ws = null, this.stream?.getTracks().forEach((t) => t.stop()), this.stream = null, this.context?.close().catch(() => {
        }), this.context = null, this.callbacks.onState("disconnected");
      }
    };
  }
});

// app/components/chat/VoicePanel.tsx
var VoicePanel_exports = {};
__export(VoicePanel_exports, {
  VoicePanel: () => VoicePanel
});
import { useEffect as useEffect15, useId as useId7, useRef as useRef14, useState as useState17 } from "react";
import { jsx as jsx83, jsxs as jsxs64 } from "react/jsx-runtime";
function VoicePanel({ assistantName }) {
  let [state3, setState] = useState17("disconnected"), [error2, setError] = useState17(null), [transcript, setTranscript] = useState17([]), [text6, setText] = useState17(""), session = useRef14(null), textId = useId7();
  useEffect15(() => () => session.current?.stop(), []);
  function callbacks() {
    return {
      onState: setState,
      onError: setError,
      onTranscript: (entry2) => setTranscript((list) => {
        let last = list[list.length - 1];
        return entry2.role === "assistant" && last?.role === "assistant" && !last.final ? [...list.slice(0, -1), entry2] : [...list, entry2].slice(-20);
      })
    };
  }
  async function start() {
    setError(null), session.current?.stop();
    let s = new VoiceSession(callbacks());
    session.current = s, await s.start();
  }
  function stop() {
    session.current?.stop();
  }
  function sendText(event) {
    event.preventDefault();
    let value = text6.trim();
    value && (setError(null), session.current ? session.current.sendText(value) : setError({ title: "Voice", message: VOICE_MESSAGES.notConnected }), setText(""));
  }
  let active = state3 !== "disconnected";
  return /* @__PURE__ */ jsxs64("section", { "aria-label": "Voice chat", className: "rounded-xl border border-navy-100 p-3", "data-testid": "voice-panel", children: [
    /* @__PURE__ */ jsxs64("div", { className: "flex items-center justify-between gap-2", children: [
      /* @__PURE__ */ jsx83("p", { className: "text-sm font-semibold", "data-testid": "voice-state", "data-state": state3, "aria-live": "polite", children: stateLabel(state3, assistantName) }),
      active ? /* @__PURE__ */ jsx83("button", { type: "button", className: "btn-outline min-h-[44px] px-3 text-sm", onClick: stop, children: "End Voice Chat" }) : /* @__PURE__ */ jsx83("button", { type: "button", className: "btn-secondary min-h-[44px] px-3 text-sm", onClick: () => void start(), children: "Start Voice Chat" })
    ] }),
    error2 ? /* @__PURE__ */ jsxs64("p", { role: "alert", className: "mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900", "data-testid": "voice-error", children: [
      error2.title === VOICE_MESSAGES.connectionError ? /* @__PURE__ */ jsxs64("strong", { children: [
        error2.title,
        ": "
      ] }) : null,
      error2.message
    ] }) : null,
    transcript.length > 0 ? /* @__PURE__ */ jsx83("ol", { className: "mt-2 flex max-h-40 flex-col gap-1 overflow-y-auto text-sm", "aria-label": "Voice transcript", "data-testid": "voice-transcript", children: transcript.map((t, i) => /* @__PURE__ */ jsxs64("li", { className: t.role === "user" ? "text-right" : "", children: [
      /* @__PURE__ */ jsxs64("span", { className: "font-semibold", children: [
        t.role === "user" ? "You" : assistantName,
        ": "
      ] }),
      t.text
    ] }, i)) }) : null,
    /* @__PURE__ */ jsxs64("form", { onSubmit: sendText, className: "mt-2 flex gap-2", children: [
      /* @__PURE__ */ jsxs64("label", { htmlFor: textId, className: "sr-only", children: [
        "Type to ",
        assistantName,
        " by voice chat"
      ] }),
      /* @__PURE__ */ jsx83(
        "input",
        {
          id: textId,
          value: text6,
          onChange: (e) => setText(e.target.value),
          className: "min-h-[44px] flex-1 rounded-lg border border-navy-600 px-3 text-sm",
          placeholder: "Or type while in voice chat"
        }
      ),
      /* @__PURE__ */ jsx83("button", { type: "submit", className: "btn-outline min-h-[44px] px-3 text-sm", children: "Say" })
    ] })
  ] });
}
var stateLabel, init_VoicePanel = __esm({
  "app/components/chat/VoicePanel.tsx"() {
    "use strict";
    init_voice_client();
    stateLabel = (state3, name) => ({
      disconnected: "Disconnected",
      connecting: "Connecting\u2026",
      listening: "Listening \u2014 go ahead and talk",
      speaking: `${name} is speaking\u2026`
    })[state3];
  }
});

// app/components/home/HomeJsonLd.tsx
var HomeJsonLd_exports = {};
__export(HomeJsonLd_exports, {
  HomeJsonLd: () => HomeJsonLd,
  areaServed: () => areaServed,
  localBusinessLd: () => localBusinessLd
});
import { jsx as jsx88 } from "react/jsx-runtime";
function areaServed() {
  return [...cities.map((c) => c.placeName), ...furtherAreas].map((name) => ({ "@type": "Place", name }));
}
function localBusinessLd(business, lang = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "Electrician",
    "@id": `${new URL("/", business.siteUrl).href}#business`,
    name: business.name,
    legalName: business.legalName,
    url: new URL(localePath(lang, "/"), business.siteUrl).href,
    knowsLanguage: languages.map((language) => localeTags[language].bcp47),
    image: new URL("/og-image.png", business.siteUrl).href,
    telephone: business.phone,
    email: business.email,
    priceRange,
    address: postalAddressLd(business),
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: DAYS, opens: "00:00", closes: "23:59" }],
    areaServed: areaServed(),
    aggregateRating: { "@type": "AggregateRating", ...aggregateRating }
  };
}
function HomeJsonLd() {
  let business = useBusiness(), lang = useLang(), { faqs, serviceLd } = homeText[lang], url = new URL("/", business.siteUrl).href, faq = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: new URL(localePath(lang, "/"), business.siteUrl).href,
    inLanguage: localeTags[lang].bcp47,
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } }))
  }, service = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: serviceLd.name,
    serviceType: serviceLd.serviceType,
    description: serviceLd.description,
    provider: { "@id": `${url}#business` },
    areaServed: areaServed(),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: serviceLd.catalogue,
      itemListElement: serviceOffers.map((offer) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: offer.title },
        description: offer.price
      }))
    }
  };
  return /* @__PURE__ */ jsx88(JsonLd, { data: [localBusinessLd(business, lang), faq, service] });
}
var DAYS, init_HomeJsonLd = __esm({
  "app/components/home/HomeJsonLd.tsx"() {
    "use strict";
    init_use_business();
    init_use_lang();
    init_JsonLd();
    init_structured_data();
    init_areas();
    init_cities();
    init_home();
    init_reviews();
    init_services();
    init_language();
    DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  }
});

// app/entry.server.tsx
var entry_server_exports = {};
__export(entry_server_exports, {
  default: () => entry_server_default,
  handleError: () => handleError
});
import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

// app/components/document-styles.tsx
import { createContext, useContext } from "react";
import { jsx } from "react/jsx-runtime";
var StylesContext = createContext(""), StylesProvider = StylesContext.Provider;
function InlineStylesheet() {
  let css = useContext(StylesContext);
  return /* @__PURE__ */ jsx("style", { dangerouslySetInnerHTML: { __html: css }, suppressHydrationWarning: !0 });
}

// app/entry.server.tsx
init_nonce();

// app/lib/platform/hydrate-on-intent.server.ts
var MODULEPRELOAD = /<link rel="modulepreload"/g, MODULE_SCRIPT = /<script type="module"( async="")?>/, INLINE_SCRIPT = /<script>/g, HYDRATE_ON_INTENT = `(()=>{window.__shownAt=Date.now();const k=["pointerdown","pointermove","touchstart","keydown","wheel","scroll","focusin"],o={capture:!0,passive:!0},d=document,go=()=>{k.forEach(t=>removeEventListener(t,go,o));d.querySelectorAll('link[rel="x-modulepreload"]').forEach(l=>{const n=d.createElement("link");n.rel="modulepreload";n.href=l.getAttribute("href");d.head.append(n)});const run=(s,type)=>{const n=d.createElement("script");if(type)n.type=type;n.textContent=s.textContent;d.body.append(n)};d.querySelectorAll('script[type="x-script"]').forEach(s=>run(s));d.querySelectorAll('script[type="x-module"]').forEach(s=>run(s,"module"))};k.forEach(t=>addEventListener(t,go,o))})()`;
function hydrateOnIntent(html) {
  return MODULE_SCRIPT.test(html) ? html.replace(MODULEPRELOAD, '<link rel="x-modulepreload"').replace(INLINE_SCRIPT, '<script type="x-script">').replace(MODULE_SCRIPT, `<script>${HYDRATE_ON_INTENT}</script><script type="x-module">`) : html;
}

// app/lib/platform/config.server.ts
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isIPv4 } from "node:net";
import path from "node:path";
import { z } from "zod";

// app/lib/platform/client-ip.server.ts
import { BlockList, isIP } from "node:net";
var PRESETS = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"]
};
function parseSubnet(entry2) {
  let [address = "", prefixText, ...rest] = entry2.split("/"), version = isIP(address);
  if (!version || rest.length > 0)
    return null;
  let max = version === 4 ? 32 : 128, prefix = prefixText === void 0 ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  return prefix >= 0 && prefix <= max ? [address, prefix, version === 4 ? "ipv4" : "ipv6"] : null;
}
function parseTrustProxy(value) {
  let text6 = value.trim().toLowerCase();
  if (text6 === "false")
    return 0;
  if (text6 === "true")
    return {
      error: "true would trust every X-Forwarded-For entry, and visitors write the first ones themselves: set the number of proxies in front of the app (usually 1) or their addresses/subnets"
    };
  if (/^\d+$/.test(text6)) {
    let hops = Number(text6);
    return hops <= 10 ? hops : { error: "at most 10 proxy hops" };
  }
  let entries = text6.split(",").map((e) => e.trim()).filter(Boolean), bad = entries.filter((e) => !preset(e) && !parseSubnet(e));
  return entries.length === 0 || bad.length > 0 ? { error: `expected a hop count or addresses/subnets, not ${JSON.stringify(bad.join(", ") || value)}` } : entries;
}
var preset = (name) => Object.hasOwn(PRESETS, name) ? PRESETS[name] : void 0;
function clientIp(context) {
  return context?.clientIp ?? "unknown";
}

// app/content/buckets.ts
var galleryBuckets = [
  { id: "gallery-panels", adminLabel: "Panel Upgrades", importLabel: "Panel Upgrades" },
  { id: "gallery-ev-chargers", adminLabel: "EV Charger Installation", importLabel: "EV Chargers" },
  { id: "gallery-lighting", adminLabel: "Lighting", importLabel: "Lighting" },
  { id: "gallery-before-after", adminLabel: "Before & After", importLabel: "Before & After" },
  { id: "gallery-commercial", adminLabel: "Commercial", importLabel: "Commercial" },
  { id: "gallery-general", adminLabel: "General", importLabel: "General" }
], MEDIA_BUCKET = "media", allBuckets = [...galleryBuckets.map((b) => b.id), MEDIA_BUCKET], DEFAULT_PHOTOS_BUCKET = "lead-photos";

// app/lib/platform/config.server.ts
init_business();

// app/lib/platform/singleton.server.ts
function singleton(name, create) {
  let store = globalThis;
  return store.__singletons ??= /* @__PURE__ */ new Map(), store.__singletons.has(name) || store.__singletons.set(name, create()), store.__singletons.get(name);
}

// app/lib/platform/config.server.ts
var optionalUrl = z.string().url().optional(), PLACEHOLDER_SECRET = /change[-_ ]?me|replace[-_ ]?me|placeholder/i, emptyToUndefined = (value) => value === "" ? void 0 : value, E164 = /^\+[1-9]\d{6,14}$/, phoneList = () => z.string().default("").transform((value) => value.split(",").map((p) => p.trim()).filter(Boolean)).pipe(z.array(z.string().regex(E164, "must be E.164 numbers like +17035550100, comma-separated"))), envSchema = z.object({
  // Production unless told otherwise (`npm run dev` says development); see docs/decisions/0070.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** Proxies in front of the app: a hop count (0 = none) or their addresses/subnets (docs/decisions/0061). */
  TRUST_PROXY: z.string().default("0").transform((value, ctx) => {
    let parsed = parseTrustProxy(value);
    return typeof parsed == "number" || Array.isArray(parsed) ? parsed : (ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error }), z.NEVER);
  }),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  DATABASE_URL: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().default("S3RVER"),
  S3_SECRET_ACCESS_KEY: z.string().default("S3RVER"),
  S3_PUBLIC_URL: optionalUrl,
  /** Private bucket for the photos visitors send with a request: never public, read only through signed links. */
  PHOTOS_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).default(DEFAULT_PHOTOS_BUCKET),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Valor Electric <no-reply@example.com>"),
  OFFICE_EMAIL: z.string().email().optional(),
  /** Outbox retry policy: first retry delay (doubles per failure) and how long a claimed mail stays claimed. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(3e4),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1e3).default(5 * 6e4),
  /** Twilio Messaging API for SMS alerts to the people on call; unset = no SMS (push and office mail still go). */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default("https://api.twilio.com"),
  /** The on-call list while the admin's is empty: E.164 numbers, comma-separated, in order. */
  ONCALL_PHONES: phoneList(),
  /** An emergency nobody acknowledged in this many minutes alerts the next person, then the whole list. */
  ONCALL_ESCALATE_MINUTES: z.coerce.number().min(0.1).max(240).default(5),
  /**
   * The office's clock: the on-call hours, the admin's and the status page's times, the dashboard's days. Its
   * default is the business's, and everything reads it as `getBusiness().timeZone`.
   */
  ONCALL_TIME_ZONE: z.string().default(defaultBusiness.timeZone).refine((zone) => {
    try {
      return new Intl.DateTimeFormat("en-US", { timeZone: zone }), !0;
    } catch {
      return !1;
    }
  }, "is not a known time zone"),
  /**
   * The site's Twilio numbers, each with the source its calls and texts count under, in order
   * (`+17035550142=website,+17035550150=google-ads`): the first is the number the site shows. Unset = no phone
   * webhooks, the BUSINESS_* numbers as before (docs/phone.md).
   */
  TWILIO_NUMBERS: z.string().default("").transform((value, ctx) => value.split(",").map((entry2) => entry2.trim()).filter(Boolean).flatMap((entry2) => {
    let [number = "", source = "", ...rest] = entry2.split("=").map((part) => part.trim());
    return E164.test(number) && /^[a-z0-9][a-z0-9_-]{0,39}$/.test(source) && rest.length === 0 ? [{ number, source }] : (ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${entry2}" must be an E.164 number and a source like +17035550142=website` }), []);
  })).refine((numbers) => new Set(numbers.map((n) => n.number)).size === numbers.length, "lists a number twice"),
  /** The office's phones a call to a Twilio number rings in office hours (all at once). */
  OFFICE_PHONES: phoneList(),
  /** Office hours, daily, on the ONCALL_TIME_ZONE clock: "HH:MM-HH:MM"; outside them calls ring the people on call. */
  OFFICE_HOURS: z.string().default("08:00-17:00").pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM-HH:MM, like 08:00-17:00")),
  /** Web Push (VAPID) keys; unset = a pair generated once into DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:office@example.com"),
  /** Tests only: push subscriptions may point at a loopback push receiver (refused unless SITE_URL is loopback). */
  PUSH_TEST_LOOPBACK: z.enum(["0", "1"]).default("0").transform((value) => value === "1"),
  CALENDLY_TOKEN: z.string().optional(),
  CALENDLY_API_URL: z.string().url().default("https://api.calendly.com"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().default("https://api.openai.com/v1"),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_REALTIME_URL: z.string().url().default("wss://api.openai.com/v1/realtime"),
  OPENAI_REALTIME_MODEL: z.string().default("gpt-realtime"),
  /** Port of the standalone voice relay (build/voice.js); the app itself serves /voice on PORT. */
  VOICE_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  VOICE_MAX_SESSIONS_PER_IP: z.coerce.number().int().min(1).default(2),
  VOICE_MAX_SESSION_SECONDS: z.coerce.number().int().min(10).default(600),
  /** Voice sessions open at once in one relay process, from all visitors. */
  VOICE_MAX_SESSIONS: z.coerce.number().int().min(1).default(20),
  /** Bytes one voice session may relay (both ways): 80 MB ≈ 10 minutes of 24 kHz PCM16 each way. */
  VOICE_MAX_SESSION_BYTES: z.coerce.number().int().min(1e6).default(8e7),
  /** How long the Realtime API may take to accept a session before the visitor is told it is unavailable. */
  VOICE_UPSTREAM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").refine((value) => !PLACEHOLDER_SECRET.test(value), "is a placeholder: generate one with `openssl rand -hex 32`").optional(),
  BUSINESS_NAME: z.string().optional(),
  BUSINESS_PHONE: z.string().optional(),
  BUSINESS_TEXT_PHONE: z.string().optional(),
  BUSINESS_MOBILE_PHONE: z.string().optional(),
  BUSINESS_EMAIL: z.string().email().optional(),
  BUSINESS_LICENCE: z.string().regex(/^VA-/, "must start with VA-").optional(),
  BUSINESS_SCHEDULING_URL: optionalUrl,
  ASSISTANT_NAME: z.string().optional()
}), TLS_ONLY = {
  TWILIO_API_URL: "https:",
  CALENDLY_API_URL: "https:",
  OPENAI_BASE_URL: "https:",
  OPENAI_REALTIME_URL: "wss:"
}, isLoopback = (hostname) => hostname === "localhost" || hostname === "[::1]" || isIPv4(hostname) && hostname.startsWith("127."), ConfigError = class extends Error {
  constructor(issues) {
    super(`Invalid environment configuration:
${issues.map((i) => `  - ${i}`).join(`
`)}`);
    this.issues = issues;
    this.name = "ConfigError";
  }
};
function validateEnv(env) {
  let cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, emptyToUndefined(v)])), result = envSchema.safeParse(cleaned);
  if (!result.success)
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  let parsed = result.data;
  if (parsed.NODE_ENV === "production") {
    let plain2 = Object.entries(TLS_ONLY).flatMap(([name, scheme]) => {
      let url = new URL(parsed[name]);
      return url.protocol === scheme || isLoopback(url.hostname) ? [] : [`${name}: must be a ${scheme}// URL in production (${url.protocol}// only to this machine: localhost, 127.0.0.1, ::1)`];
    });
    if (plain2.length > 0)
      throw new ConfigError(plain2);
  }
  if (!parsed.SESSION_SECRET && parsed.DATABASE_URL)
    throw new ConfigError(["SESSION_SECRET: required when DATABASE_URL is set"]);
  if (parsed.TWILIO_NUMBERS.length > 0 && !(parsed.TWILIO_ACCOUNT_SID && parsed.TWILIO_AUTH_TOKEN))
    throw new ConfigError(["TWILIO_NUMBERS: needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN"]);
  if (Boolean(parsed.VAPID_PUBLIC_KEY) !== Boolean(parsed.VAPID_PRIVATE_KEY))
    throw new ConfigError(["VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither"]);
  if (parsed.PUSH_TEST_LOOPBACK && !["127.0.0.1", "localhost", "[::1]"].includes(new URL(parsed.SITE_URL).hostname))
    throw new ConfigError(["PUSH_TEST_LOOPBACK: for tests only; allowed only when SITE_URL is a loopback address"]);
  return parsed;
}
function parseConfig(env) {
  let parsed = validateEnv(env);
  return { ...parsed, SESSION_SECRET: parsed.SESSION_SECRET ?? localSecret(parsed.DATA_DIR) };
}
function localSecret(dataDir) {
  return generatedOnce(dataDir, "session-secret", () => randomBytes(32).toString("hex"), "SESSION_SECRET is not set: generated one into %s (fine for one machine; set it to share sessions)");
}
function generatedOnce(dataDir, name, create, notice) {
  let file = path.join(dataDir, name);
  if (existsSync(file))
    return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: !0 });
  let temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, create(), { mode: 384 });
  try {
    linkSync(temp, file), console.warn(notice.replace("%s", file));
  } catch (error2) {
    if (error2.code !== "EEXIST")
      throw error2;
  } finally {
    rmSync(temp, { force: !0 });
  }
  return readFileSync(file, "utf8").trim();
}
function getConfig() {
  return singleton("config", () => parseConfig(process.env));
}

// app/lib/platform/log.server.ts
var levels = ["debug", "info", "warn", "error"], LOCAL_PART = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/, AT_DOMAIN = /@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
function maskEmails(text6) {
  if (!text6.includes("@"))
    return text6;
  let out = "", done = 0;
  for (let match of text6.matchAll(AT_DOMAIN)) {
    let start = match.index;
    for (; start > done && LOCAL_PART.test(text6[start - 1]); )
      start -= 1;
    start !== match.index && (out += `${text6.slice(done, start)}${text6[start]}***${match[0]}`, done = match.index + match[0].length);
  }
  return out + text6.slice(done);
}
var TOKEN_PATH = /\/(status|ack)\/[^/?#\s"'<>]+/gi, SECRET_PARAM = /\b(token|x-amz-signature|x-amz-credential|x-amz-security-token)=[^&#\s"'<>]+/gi, QUERY_PARAMS = /(Failed query: [\s\S]*?\nparams: )[\s\S]*?(?=\n\s+at |$)/g, PHONE = /(?<![\w+])(?:(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}|\+[1-9]\d{6,14})(?!\w)/g;
function maskPersonal(text6) {
  return maskEmails(text6.replace(QUERY_PARAMS, "$1***")).replace(TOKEN_PATH, "/$1/***").replace(SECRET_PARAM, "$1=***").replace(PHONE, (phone2) => `***-***-${phone2.replace(/\D/g, "").slice(-4)}`);
}
function urlForLog(href) {
  let { origin: origin2, pathname, searchParams } = new URL(href), path4 = pathname;
  try {
    path4 = decodeURIComponent(pathname);
  } catch {
  }
  return { url: `${origin2}${path4}`, ...searchParams.size > 0 ? { query: Object.fromEntries(searchParams) } : {} };
}
var errorFields = (error2) => ({
  error: String(error2),
  ...error2 instanceof Error && error2.cause !== void 0 ? { cause: String(error2.cause) } : {}
});
function write(level, message, fields2) {
  let threshold = getConfig().LOG_LEVEL;
  if (threshold === "silent" || levels.indexOf(level) < levels.indexOf(threshold))
    return;
  let line = JSON.stringify(
    { time: (/* @__PURE__ */ new Date()).toISOString(), level, message, ...fields2 },
    (_key, value) => typeof value == "string" ? maskPersonal(value) : value
  );
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}
`);
}
var log = {
  debug: (message, fields2) => write("debug", message, fields2),
  info: (message, fields2) => write("info", message, fields2),
  warn: (message, fields2) => write("warn", message, fields2),
  error: (message, fields2) => write("error", message, fields2)
};

// app/lib/platform/security.server.ts
import { createHash, randomBytes as randomBytes3 } from "node:crypto";

// app/lib/platform/admin-paths.ts
var ADMIN_SECTIONS = ["admin", "gallery-import"], SIGN_IN_SECTIONS = ["login", "logout", "ack"], sections = (names) => new RegExp(`^/(${names.join("|")})(/|$)`), ADMIN_PATHS = sections(ADMIN_SECTIONS), PRIVATE_PATHS = sections([...ADMIN_SECTIONS, ...SIGN_IN_SECTIONS]);
var isPrivatePath = (pathname) => PRIVATE_PATHS.test(pathname);

// app/lib/platform/cookies.server.ts
import { createCookie } from "@remix-run/node";
var VISIT_COOKIE = "visit";
function cookieSecurity(config) {
  let secure = new URL(config.SITE_URL).protocol === "https:";
  return { secure, name: (name) => secure ? `__Host-${name}` : name };
}
function siteCookie(config, baseName, maxAgeSeconds, secrets = [config.SESSION_SECRET]) {
  let { secure, name } = cookieSecurity(config);
  return createCookie(name(baseName), { path: "/", httpOnly: !0, sameSite: "lax", secure, secrets, maxAge: maxAgeSeconds });
}

// app/lib/auth/session.server.ts
import { randomBytes as randomBytes2 } from "node:crypto";

// app/models/sessions.server.ts
import { and, eq, gt, lt } from "drizzle-orm";

// db/schema.ts
var schema_exports = {};
__export(schema_exports, {
  ackTokens: () => ackTokens,
  emailOutbox: () => emailOutbox,
  galleryImages: () => galleryImages,
  leadAlerts: () => leadAlerts,
  leadEvents: () => leadEvents,
  leadMessages: () => leadMessages,
  leadNotes: () => leadNotes,
  leadPhotos: () => leadPhotos,
  leads: () => leads,
  loginChallenges: () => loginChallenges,
  newsletterSubscribers: () => newsletterSubscribers,
  oncallPeople: () => oncallPeople,
  phoneCalls: () => phoneCalls,
  pushSubscriptions: () => pushSubscriptions,
  rateLimits: () => rateLimits,
  recoveryCodes: () => recoveryCodes,
  sessions: () => sessions,
  smsOptOuts: () => smsOptOuts,
  userRoles: () => userRoles,
  users: () => users
});
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
var createdAt = () => timestamp("created_at", { withTimezone: !0 }).notNull().defaultNow(), users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  /** How the office and customers see this person ("acknowledged by Dana"); null shows the email's name part. */
  name: text("name"),
  passwordHash: text("password_hash").notNull(),
  /** Base32 TOTP secret once the second factor is enrolled; null = must enrol at the next login. */
  totpSecret: text("totp_secret"),
  /** Time step of the last accepted TOTP code: a code is accepted once (no replay within its window). */
  totpLastStep: integer("totp_last_step"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: !0 }).notNull().defaultNow()
}), sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: !0 }).notNull(),
    createdAt: createdAt()
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)]
), loginChallenges = pgTable(
  "login_challenges",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    redirectTo: text("redirect_to").notNull(),
    totpSecret: text("totp_secret"),
    expiresAt: timestamp("expires_at", { withTimezone: !0 }).notNull(),
    createdAt: createdAt()
  },
  (t) => [index("login_challenges_user_id_idx").on(t.userId)]
), recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    salt: text("salt").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: !0 }),
    createdAt: createdAt()
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)]
), userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })]
), galleryImages = pgTable(
  "gallery_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    imageUrl: text("image_url").notNull(),
    filePath: text("file_path").notNull(),
    category: text("category").notNull(),
    location: text("location"),
    bucketId: text("bucket_id").notNull(),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex("gallery_images_bucket_file_idx").on(t.bucketId, t.filePath),
    index("gallery_images_created_at_idx").on(t.createdAt)
  ]
), leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    service: text("service"),
    message: text("message"),
    fields: jsonb("fields").$type().notNull().default(sql`'{}'::jsonb`),
    /** The page the request was sent from. */
    page: text("page"),
    /** Hash of the submission's content: a double submit finds the first row instead of adding one. */
    dedupeKey: text("dedupe_key").unique(),
    createdAt: createdAt(),
    // Pipeline: where the office stands with this request.
    /** new | contacted | scheduled | won | lost */
    status: text("status").notNull().default("new"),
    lostReason: text("lost_reason"),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** First time the office acted on the lead (status change, note, acknowledgement). */
    firstResponseAt: timestamp("first_response_at", { withTimezone: !0 }),
    updatedAt: timestamp("updated_at", { withTimezone: !0 }).notNull().defaultNow(),
    // Attribution: where the visit came from (first-party cookie, no third-party script).
    /** Grouping key for the dashboard: utm_source, else the referring host, else "direct". */
    source: text("source").notNull().default("direct"),
    firstPage: text("first_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    // Emergencies: alerting, acknowledgement and the customer's status page.
    emergency: boolean("emergency").notNull().default(!1),
    /** Unguessable id of the customer's status page (no account); null for non-emergencies. */
    statusToken: text("status_token").unique(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: !0 }),
    /** Name shown to the customer ("Dana is on it"). */
    acknowledgedBy: text("acknowledged_by"),
    onTheWayAt: timestamp("on_the_way_at", { withTimezone: !0 })
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_kind_idx").on(t.kind),
    index("leads_status_idx").on(t.status, t.createdAt),
    index("leads_owner_idx").on(t.ownerId),
    index("leads_source_idx").on(t.source),
    // The inbox's order (open emergencies, then new, then the rest; newest first): its first page reads 100 index
    // entries instead of sorting every lead. The expression must stay the same as inboxOrder in app/models/lead-inbox.server.ts.
    index("leads_inbox_order_idx").on(
      sql`(case when ${t.emergency} and ${t.status} not in ('won', 'lost') then 0 when ${t.status} = 'new' then 1 else 2 end)`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst()
    )
  ]
), leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt()
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)]
), leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Name at the time of the change (an on-call person acknowledging by link has no account). */
    actorName: text("actor_name"),
    /** status | owner | note | acknowledged | on_the_way | escalated | photo */
    field: text("field").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: createdAt()
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)]
), leadPhotos = pgTable(
  "lead_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** The visitor's file name, for the office only. */
    originalName: text("original_name"),
    createdAt: createdAt()
  },
  (t) => [index("lead_photos_lead_idx").on(t.leadId)]
), oncallPeople = pgTable("oncall_people", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** E.164 phone number for SMS alerts. */
  phone: text("phone").notNull(),
  /** Order on the list: 0 is alerted first. */
  position: integer("position").notNull().default(0),
  /** Hours on call, local "HH:MM" (start == end: all day; start > end: overnight). */
  startsAt: text("starts_at").notNull().default("00:00"),
  endsAt: text("ends_at").notNull().default("00:00"),
  active: boolean("active").notNull().default(!0),
  /** The admin account of this person, when they have one (their browsers get push alerts). */
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt()
}), pushSubscriptions = pgTable("push_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  endpoint: text("endpoint").notNull().unique(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: createdAt()
}), leadAlerts = pgTable(
  "lead_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    /** sms | push | email */
    channel: text("channel").notNull(),
    /** Phone number, push endpoint or email address. */
    recipient: text("recipient").notNull(),
    recipientName: text("recipient_name"),
    /** 0 = first person, 1 = next person, 2 = whole list. */
    round: integer("round").notNull().default(0),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: !0 }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: !0 }),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex("lead_alerts_once_idx").on(t.leadId, t.channel, t.recipient, t.round),
    index("lead_alerts_due_idx").on(t.status, t.nextAttemptAt)
  ]
), ackTokens = pgTable("ack_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
  personName: text("person_name"),
  expiresAt: timestamp("expires_at", { withTimezone: !0 }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: !0 }),
  createdAt: createdAt()
}), newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  page: text("page"),
  createdAt: createdAt()
}), emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: !0 }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: !0 }),
    createdAt: createdAt()
  },
  // lead_id: the inbox reads the mail state of one page of leads.
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt), index("email_outbox_lead_idx").on(t.leadId)]
), rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" })
}), phoneCalls = pgTable(
  "phone_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    callSid: text("call_sid").notNull().unique(),
    leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    from: text("from").notNull(),
    to: text("to").notNull(),
    source: text("source").notNull(),
    /** ringing, then how the dial ended: answered | no-answer | busy | failed | canceled. */
    status: text("status").notNull().default("ringing"),
    /** Seconds the office talked with the caller (answered calls). */
    durationSeconds: integer("duration_seconds"),
    endedAt: timestamp("ended_at", { withTimezone: !0 }),
    createdAt: createdAt()
  },
  (t) => [index("phone_calls_lead_idx").on(t.leadId, t.createdAt)]
), leadMessages = pgTable(
  "lead_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    /** in | out */
    direction: text("direction").notNull(),
    from: text("from").notNull(),
    to: text("to").notNull(),
    body: text("body").notNull(),
    messageSid: text("message_sid").unique(),
    /** The missed call this text answers. */
    callId: uuid("call_id").unique().references(() => phoneCalls.id, { onDelete: "set null" }),
    /** in: received. out: pending → claimed (being sent) → Twilio's queued | sent | delivered | undelivered | failed; or failed, opted-out here. */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: !0 }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: !0 }),
    createdAt: createdAt()
  },
  (t) => [index("lead_messages_lead_idx").on(t.leadId, t.createdAt), index("lead_messages_due_idx").on(t.status, t.nextAttemptAt)]
), smsOptOuts = pgTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  createdAt: createdAt()
});

// app/models/sessions.server.ts
async function insertSession(db, session) {
  await db.insert(sessions).values(session);
}
async function findSessionUser(db, id, now, notBefore) {
  let [row] = await db.select({ id: users.id, email: users.email, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.createdAt, notBefore))).limit(1);
  return row ?? null;
}
async function setSessionExpiry(db, id, expiresAt) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}
async function deleteSession(db, id) {
  await db.delete(sessions).where(eq(sessions.id, id));
}
async function deleteExpiredUserSessions(db, userId, now) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

// db/client.ts
import { mkdirSync as mkdirSync2 } from "node:fs";
import path3 from "node:path";
import { sql as sql2 } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

// db/embedded.ts
import { mkdtempSync, rmSync as rmSync2 } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path2 from "node:path";
import { Worker } from "node:worker_threads";
function startEmbeddedPostgres(dataDir) {
  let socketDir = mkdtempSync(path2.join(tmpdir(), "pglite-")), socketPath = path2.join(socketDir, ".s.PGSQL.5432"), worker = new Worker(new URL("./pglite-server.mjs", import.meta.url), { workerData: { dataDir, socketPath } }), stopped = null, ready = new Promise((resolve, reject) => {
    worker.once("message", () => resolve()), worker.once("error", (error2) => reject(stopped = error2)), worker.once("exit", (code) => reject(stopped ??= new Error(`the embedded database stopped (exit code ${code})`)));
  });
  return ready.catch(() => {
  }), {
    async connect() {
      if (await ready, stopped)
        throw stopped;
      return connect(socketPath);
    },
    async close() {
      if (await ready.catch(() => {
      }), !stopped) {
        let closed = new Promise((resolve) => worker.once("message", resolve));
        worker.postMessage("close"), await Promise.race([closed, new Promise((resolve) => worker.once("exit", resolve))]), stopped = new Error("the embedded database is closed"), await worker.terminate();
      }
      rmSync2(socketDir, { recursive: !0, force: !0 });
    }
  };
}

// db/client.ts
var migrationsFolder = path3.resolve(process.env.MIGRATIONS_DIR ?? "migrations"), MIGRATION_LOCK = 727001;
function createDb(options) {
  if (options.url) {
    let client2 = postgres(options.url, { max: 10, onnotice: () => {
    } }), db2 = drizzle(client2, { schema: schema_exports });
    return {
      kind: "postgres",
      db: db2,
      async migrate() {
        let lock = await client2.reserve();
        await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
        try {
          await migrate(db2, { migrationsFolder });
        } finally {
          await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`, lock.release();
        }
      },
      close: () => client2.end({ timeout: 5 })
    };
  }
  let dir = path3.join(options.dataDir, "pglite");
  mkdirSync2(dir, { recursive: !0 });
  let embedded = startEmbeddedPostgres(dir), client = postgres({
    socket: () => embedded.connect(),
    max: 1,
    user: "postgres",
    database: "postgres",
    onnotice: () => {
    }
  }), db = drizzle(client, { schema: schema_exports });
  return {
    kind: "pglite",
    db,
    // One process per data folder (server/data-lock.ts): no other instance can migrate it meanwhile.
    migrate: () => migrate(db, { migrationsFolder }),
    async close() {
      await client.end({ timeout: 5 }), await embedded.close();
    }
  };
}
async function ping(db) {
  await db.execute(sql2`select 1`);
}

// app/lib/platform/db.server.ts
function getDbHandle() {
  return singleton("db", () => {
    let config = getConfig();
    return createDb({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  });
}
function getDb() {
  return getDbHandle().db;
}
var CONNECTION_LOST = /* @__PURE__ */ new Set(["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT", "ECONNREFUSED", "ECONNRESET", "EPIPE", "57P01", "57P02", "57P03"]);
function connectionLost(error2) {
  for (let e = error2, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    let code = e.code;
    if (typeof code == "string" && (CONNECTION_LOST.has(code) || code.startsWith("08")))
      return !0;
  }
  return !1;
}
async function saveRetryingLostConnection(save) {
  try {
    return await save();
  } catch (error2) {
    if (!connectionLost(error2))
      throw error2;
    return save();
  }
}

// app/lib/auth/session.server.ts
var SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1e3, SESSION_IDLE_MS = 30 * 60 * 1e3, TOUCH_AFTER_MS = 60 * 1e3;
function createSessionCookie(config) {
  return siteCookie(config, "session", SESSION_TTL_MS / 1e3);
}
function sessionDeps() {
  return { db: getDb(), cookie: singleton("session-cookie", () => createSessionCookie(getConfig())) };
}
async function readSessionId(request, cookie) {
  let value = await cookie.parse(request.headers.get("Cookie"));
  return typeof value == "string" && value.length > 0 ? value : null;
}
var idleDeadline = (createdAt2, now) => new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt2.getTime() + SESSION_TTL_MS));
async function createUserSession(request, userId, deps = sessionDeps()) {
  let now = deps.now?.() ?? /* @__PURE__ */ new Date(), previous = await readSessionId(request, deps.cookie);
  previous && await deleteSession(deps.db, previous), await deleteExpiredUserSessions(deps.db, userId, now);
  let id = randomBytes2(32).toString("base64url"), expiresAt = idleDeadline(now, now);
  await insertSession(deps.db, { id, userId, expiresAt, createdAt: now });
  let cookieExpires = new Date(now.getTime() + SESSION_TTL_MS);
  return { id, expiresAt, setCookie: await deps.cookie.serialize(id, { expires: cookieExpires }) };
}
async function getSessionUser(request, deps = sessionDeps()) {
  let id = await readSessionId(request, deps.cookie);
  if (!id)
    return null;
  let now = deps.now?.() ?? /* @__PURE__ */ new Date(), row = await findSessionUser(deps.db, id, now, new Date(now.getTime() - SESSION_TTL_MS));
  if (!row)
    return null;
  let next = idleDeadline(row.createdAt, now);
  return Math.abs(next.getTime() - row.expiresAt.getTime()) > TOUCH_AFTER_MS && await setSessionExpiry(deps.db, id, next), { id: row.id, email: row.email };
}
async function destroyUserSession(request, deps = sessionDeps()) {
  let id = await readSessionId(request, deps.cookie);
  return id && await deleteSession(deps.db, id), deps.cookie.serialize("", { expires: /* @__PURE__ */ new Date(0), maxAge: 0 });
}

// app/lib/platform/security.server.ts
var createNonce = () => randomBytes3(16).toString("base64"), origin = (url) => url ? new URL(url).origin : "", servedOverHttps = (config) => new URL(config.SITE_URL).protocol === "https:";
function contentSecurityPolicy(inline, config = getConfig()) {
  let storage2 = origin(config.S3_PUBLIC_URL), allowed = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'${hash}'`), directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...allowed, "https://assets.calendly.com"],
    // React renders style attributes; styles cannot run code, so inline styles are allowed.
    "style-src": ["'self'", "'unsafe-inline'", "https://assets.calendly.com"],
    "img-src": ["'self'", "data:", "blob:", storage2].filter(Boolean),
    "media-src": ["'self'", "blob:", storage2].filter(Boolean),
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["https://calendly.com", "https://www.google.com", "https://maps.google.com"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"]
  };
  return servedOverHttps(config) && (directives["upgrade-insecure-requests"] = []), Object.entries(directives).map(([name, values3]) => [name, ...values3].join(" ")).join("; ");
}
var INLINE_SCRIPT2 = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i, isDataBlock = (attributes) => {
  let match = TYPE_ATTRIBUTE.exec(attributes);
  return /json/i.test(match?.[1] ?? match?.[2] ?? match?.[3] ?? "");
};
function inlineScriptHashes(html) {
  let hashes = /* @__PURE__ */ new Set();
  for (let [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT2))
    /(?:^|\s)src\s*=/i.test(attributes) || isDataBlock(attributes) || hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  return [...hashes];
}
var carriesCookie = (cookieHeader, name) => cookieHeader.split(";").some((cookie) => cookie.trim().startsWith(`${name}=`));
function mustNotStore(request, headers2, config = getConfig()) {
  return isPrivatePath(new URL(request.url).pathname) || carriesCookie(request.headers.get("Cookie") ?? "", createSessionCookie(config).name) || headers2.has("Set-Cookie");
}
var PRIVATE_NO_STORE = "private, no-store", ANONYMOUS_COOKIE = new RegExp(`^(__Host-)?${VISIT_COOKIE}=`), hasPersonalCookie = (cookieHeader) => (cookieHeader ?? "").split(";").some((cookie) => cookie.trim() !== "" && !ANONYMOUS_COOKIE.test(cookie.trim()));
function documentCacheControl(request, status, headers2) {
  let personal = hasPersonalCookie(request.headers.get("Cookie")) || mustNotStore(request, headers2);
  return status !== 200 || personal || !["GET", "HEAD"].includes(request.method) ? PRIVATE_NO_STORE : "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
}
var sharedCacheable = (cacheControl) => !/\b(private|no-store)\b/i.test(cacheControl);

// app/lib/platform/stylesheet.server.ts
import { readFileSync as readFileSync2 } from "node:fs";

// app/tailwind.css
var tailwind_default = "/build/_assets/tailwind-KJF7Q2DA.css";

// app/lib/platform/stylesheet.server.ts
function stylesheetText() {
  return singleton(
    "stylesheet-text",
    () => readFileSync2(new URL(`./client${tailwind_default}`, import.meta.url), "utf8").replace(/\/\*# sourceMappingURL=.*\*\//, "")
  );
}

// app/entry.server.tsx
import { jsx as jsx2 } from "react/jsx-runtime";
var ABORT_DELAY = 5e3;
function documentHeaders(headers2, csp, cacheControl) {
  headers2.set("Content-Type", "text/html; charset=utf-8"), headers2.set("Content-Security-Policy", csp), headers2.set("Cache-Control", cacheControl), headers2.set("Cross-Origin-Resource-Policy", "same-origin"), sharedCacheable(cacheControl) || headers2.set("Cross-Origin-Opener-Policy", "same-origin");
}
var handleRequest = (request, responseStatusCode, responseHeaders, remixContext) => {
  let cacheControl = responseHeaders.get("Cache-Control") ?? documentCacheControl(request, responseStatusCode, responseHeaders), nonce = sharedCacheable(cacheControl) ? void 0 : createNonce(), waitForAll = !nonce || isbot(request.headers.get("user-agent") ?? "");
  return new Promise((resolve, reject) => {
    let shellRendered = !1, { pipe, abort } = renderToPipeableStream(
      /* @__PURE__ */ jsx2(NonceProvider, { value: nonce, children: /* @__PURE__ */ jsx2(StylesProvider, { value: stylesheetText(), children: /* @__PURE__ */ jsx2(RemixServer, { context: remixContext, url: request.url, abortDelay: ABORT_DELAY, nonce }) }) }),
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          if (shellRendered = !0, !nonce) {
            resolve(wholeDocument(pipe, responseHeaders, () => responseStatusCode, cacheControl));
            return;
          }
          let body = new PassThrough();
          documentHeaders(responseHeaders, contentSecurityPolicy({ nonce }), cacheControl), resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode })
          ), pipe(body);
        },
        onShellError: reject,
        onError(error2) {
          responseStatusCode = 500, shellRendered && log.error("render error", { error: String(error2) });
        }
      }
    );
    setTimeout(abort, ABORT_DELAY);
  });
};
function wholeDocument(pipe, headers2, status, cacheControl) {
  return new Promise((resolve, reject) => {
    let chunks = [], sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk), done();
      }
    });
    sink.on("finish", () => {
      let html = hydrateOnIntent(Buffer.concat(chunks).toString("utf8")), final = status() === 200 ? cacheControl : PRIVATE_NO_STORE;
      documentHeaders(headers2, contentSecurityPolicy({ hashes: inlineScriptHashes(html) }), final), resolve(new Response(html, { headers: headers2, status: status() }));
    }), sink.on("error", reject), pipe(sink);
  });
}
var entry_server_default = handleRequest;
function handleError(error2, { request }) {
  request.signal.aborted || isRouteErrorResponse(error2) || log.error("request failed", {
    ...urlForLog(request.url),
    error: error2 instanceof Error ? error2.stack ?? error2.message : String(error2)
  });
}

// app/root.tsx
var root_exports = {};
__export(root_exports, {
  ErrorBoundary: () => ErrorBoundary,
  Layout: () => Layout,
  default: () => App,
  links: () => links,
  loader: () => loader,
  meta: () => meta
});
import { json } from "@remix-run/node";
import {
  isRouteErrorResponse as isRouteErrorResponse2,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation as useLocation5,
  useMatches,
  useRouteError,
  useRouteLoaderData as useRouteLoaderData2
} from "@remix-run/react";

// app/components/forms/FormDialogs.tsx
import { createContext as createContext3, lazy, Suspense, useCallback as useCallback2, useContext as useContext3, useMemo, useState as useState6 } from "react";

// app/components/ui/Dialog.tsx
init_use_lang();
import { useEffect, useId, useRef } from "react";

// app/components/ui/ui.messages.ts
init_catalogue();
var en = {
  carousel: {
    play: "Play slideshow",
    pause: "Pause slideshow",
    previous: "Previous slide",
    next: "Next slide",
    slide: (n, of) => `${n} of ${of}`,
    goTo: (n) => `Go to slide ${n}`
  },
  dialog: { close: "Close" }
}, uiText = catalogue(en, {
  carousel: {
    play: "Reanudar presentaci\xF3n",
    pause: "Pausar presentaci\xF3n",
    previous: "Diapositiva anterior",
    next: "Diapositiva siguiente",
    slide: (n, of) => `${n} de ${of}`,
    goTo: (n) => `Ir a la diapositiva ${n}`
  },
  dialog: { close: "Cerrar" }
});

// app/components/ui/Dialog.tsx
import { jsx as jsx3, jsxs } from "react/jsx-runtime";
function Dialog({
  open,
  onClose,
  title,
  children,
  className = ""
}) {
  let titleId = useId(), { close } = useText(uiText).dialog, ref = useRef(null), opener = useRef(null);
  return useEffect(() => {
    let dialog = ref.current;
    dialog && (open && !dialog.open ? (opener.current = document.activeElement, dialog.showModal()) : !open && dialog.open && dialog.close());
  }, [open]), /* @__PURE__ */ jsx3(
    "dialog",
    {
      ref,
      "aria-labelledby": titleId,
      onClose: () => {
        onClose(), opener.current?.focus?.();
      },
      onCancel: (event) => {
        event.preventDefault(), onClose();
      },
      className: `w-[min(100%-2rem,40rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-navy-900/60 ${className}`,
      children: open ? /* @__PURE__ */ jsxs("div", { className: "p-6", children: [
        /* @__PURE__ */ jsxs("div", { className: "mb-4 flex items-start justify-between gap-4", children: [
          /* @__PURE__ */ jsx3("h2", { id: titleId, className: "text-2xl font-bold", children: title }),
          /* @__PURE__ */ jsx3("button", { type: "button", onClick: onClose, className: "btn-outline min-h-[44px] px-3", "aria-label": close, children: /* @__PURE__ */ jsx3("span", { "aria-hidden": "true", children: "\u2715" }) })
        ] }),
        children
      ] }) : null
    }
  );
}

// app/components/forms/FormDialogs.tsx
init_options();
import { jsx as jsx11, jsxs as jsxs9 } from "react/jsx-runtime";
var EstimateDialogForm2 = lazy(() => Promise.resolve().then(() => (init_EstimateForm(), EstimateForm_exports)).then((m) => ({ default: m.EstimateDialogForm }))), BookingDialogForm2 = lazy(() => Promise.resolve().then(() => (init_BookingForm(), BookingForm_exports)).then((m) => ({ default: m.BookingDialogForm }))), Context = createContext3(null);
function FormDialogsProvider({ children }) {
  let [estimateOpen, setEstimateOpen] = useState6(!1), [booking, setBooking] = useState6(null), closeEstimate = useCallback2(() => setEstimateOpen(!1), []), closeBooking = useCallback2(() => setBooking(null), []), value = useMemo(
    () => ({
      openEstimate: () => setEstimateOpen(!0),
      openBooking: (options = {}) => setBooking({
        quick: Boolean(options.quick),
        prefill: { ...options.prefill, service: toBookingService(options.prefill?.service) }
      })
    }),
    []
  ), loading = /* @__PURE__ */ jsx11("p", { role: "status", children: "Loading\u2026" });
  return /* @__PURE__ */ jsxs9(Context.Provider, { value, children: [
    children,
    /* @__PURE__ */ jsx11(Dialog, { open: estimateOpen, onClose: closeEstimate, title: "Request Free Estimate", children: /* @__PURE__ */ jsx11(Suspense, { fallback: loading, children: /* @__PURE__ */ jsx11(EstimateDialogForm2, { onDone: closeEstimate }) }) }),
    /* @__PURE__ */ jsx11(Dialog, { open: booking !== null, onClose: closeBooking, title: "Book a Free Consultation", children: booking ? /* @__PURE__ */ jsx11(Suspense, { fallback: loading, children: /* @__PURE__ */ jsx11(BookingDialogForm2, { prefill: booking.prefill, quick: booking.quick, onClose: closeBooking }) }) : null })
  ] });
}
function useFormDialogs() {
  return useContext3(Context);
}
function useBookingDialog() {
  let dialogs = useContext3(Context);
  return useMemo(
    () => ({
      available: dialogs !== null,
      open: (options) => dialogs?.openBooking(options)
    }),
    [dialogs]
  );
}

// app/components/layout/BackButton.tsx
import { Link as Link3, useNavigate } from "@remix-run/react";

// app/components/layout/frame.messages.ts
init_catalogue();
var en2 = {
  skipToContent: "Skip to content",
  pageNotFoundTitle: "Page not found",
  errorTitle: "Unexpected Application Error!",
  unknownError: "Unknown error",
  notFound: { heading: "Oops! Page not found", home: "Return to Home" },
  back: "Back",
  emergencyBar: "Power Out? Call Now \u2014 24/7 Emergency Help",
  bottomBar: { label: "Quick contact", call: "Call Now", text: "Text Office" },
  header: {
    licence: (licence) => `Lic. ${licence} \xB7 Bonded & Insured`,
    mainNav: "Main",
    mobileNav: "Mobile",
    menu: "Menu",
    call: (phone2) => `Call ${phone2}`,
    book: "Book Free Estimate",
    newTab: " (opens in a new tab)"
  },
  /** The link to the page in the other language, written in that language (see Header's LanguageSwitch). */
  switchTo: { label: "Espa\xF1ol", lang: "es" },
  footer: {
    newsletterTitle: (offer) => `Get ${offer}`,
    newsletterText: "Seasonal safety tips and member offers. No spam.",
    /** The footer's own reading of the experience claims (docs/product.md §1 keeps both readings). */
    claims: ["15+ years experience", "500+ projects", "1000+ customers"],
    rated: "Rated 5.0 on Google and Angi",
    quickLinks: "Quick Links",
    services: "Services",
    contact: "Contact",
    call: "Call:",
    text: "Text:",
    email: "Email:",
    serving: "Serving Northern Virginia, Maryland & Washington DC",
    veteranOwned: (licence) => `Veteran-owned \xB7 Lic. ${licence}`,
    privacy: "Privacy Policy"
  }
}, frameText = catalogue(en2, {
  skipToContent: "Saltar al contenido",
  pageNotFoundTitle: "P\xE1gina no encontrada",
  errorTitle: "\xA1Error inesperado de la aplicaci\xF3n!",
  unknownError: "Error desconocido",
  notFound: { heading: "\xA1Uy! No encontramos esta p\xE1gina", home: "Volver al inicio" },
  back: "Atr\xE1s",
  emergencyBar: "\xBFSin luz? Llame ya \u2014 Emergencias 24/7",
  bottomBar: { label: "Contacto r\xE1pido", call: "Llamar ahora", text: "Enviar mensaje" },
  header: {
    licence: (licence) => `Lic. ${licence} \xB7 Con fianza y asegurados`,
    mainNav: "Principal",
    mobileNav: "M\xF3vil",
    menu: "Men\xFA",
    call: (phone2) => `Llame al ${phone2}`,
    book: "Pida su presupuesto gratis",
    newTab: " (se abre en una pesta\xF1a nueva)"
  },
  switchTo: { label: "English", lang: "en" },
  footer: {
    newsletterTitle: (offer) => `Reciba ${offer}`,
    newsletterText: "Consejos de seguridad de temporada y ofertas para suscriptores. Sin spam.",
    claims: ["M\xE1s de 15 a\xF1os de experiencia", "M\xE1s de 500 proyectos", "M\xE1s de 1000 clientes"],
    rated: "Calificaci\xF3n 5.0 en Google y Angi",
    quickLinks: "Enlaces r\xE1pidos",
    services: "Servicios",
    contact: "Contacto",
    call: "Llame:",
    text: "Mensaje de texto:",
    email: "Correo:",
    serving: "Servimos al norte de Virginia, Maryland y Washington DC",
    veteranOwned: (licence) => `Propiedad de un veterano \xB7 Lic. ${licence}`,
    privacy: "Pol\xEDtica de privacidad"
  }
});

// app/components/layout/BackButton.tsx
init_use_lang();
import { jsx as jsx12, jsxs as jsxs10 } from "react/jsx-runtime";
function BackButton() {
  let navigate = useNavigate(), { back } = useText(frameText), to = useLocalePath();
  return /* @__PURE__ */ jsx12("div", { className: "container-page pt-4", children: /* @__PURE__ */ jsxs10(
    Link3,
    {
      to: to("/"),
      className: "inline-flex min-h-[44px] items-center gap-1 font-semibold text-navy-700 hover:underline",
      "data-testid": "back-button",
      onClick: (event) => {
        window.history.length > 1 && (event.preventDefault(), navigate(-1));
      },
      children: [
        /* @__PURE__ */ jsx12("span", { "aria-hidden": "true", children: "\u2190" }),
        " ",
        back
      ]
    }
  ) });
}

// app/components/layout/EmergencyBar.tsx
init_business();
init_use_business();
init_use_lang();
import { jsx as jsx13, jsxs as jsxs11 } from "react/jsx-runtime";
function EmergencyBar() {
  let business = useBusiness(), { emergencyBar } = useText(frameText);
  return /* @__PURE__ */ jsx13("div", { className: "bg-brand-700 text-center text-sm font-semibold text-white", "data-testid": "emergency-bar", children: /* @__PURE__ */ jsxs11("a", { href: telHref(business.phone), className: "block px-4 py-2 underline-offset-2 hover:underline", children: [
    emergencyBar,
    " ",
    /* @__PURE__ */ jsx13("span", { className: "whitespace-nowrap", children: business.phone })
  ] }) });
}

// app/components/layout/Footer.tsx
import { Link as Link5 } from "@remix-run/react";

// app/components/forms/NewsletterForm.tsx
init_Toaster();
init_fields2();
init_HoneypotField();
import { useFetcher as useFetcher3 } from "@remix-run/react";
import { useEffect as useEffect7, useRef as useRef6 } from "react";
import { Fragment as Fragment3, jsx as jsx14, jsxs as jsxs12 } from "react/jsx-runtime";
function NewsletterForm({ idPrefix = "newsletter", result, dark = !0 }) {
  let fetcher = useFetcher3(), formRef = useRef6(null), handled = useRef6(void 0), data = fetcher.data;
  useEffect7(() => {
    fetcher.state !== "idle" || !data || handled.current === data || (handled.current = data, showToast(data.toast), data.ok && formRef.current?.reset());
  }, [fetcher.state, data]);
  let shown = result ?? void 0, error2 = shown && !shown.ok ? shown.reply.error?.email?.[0] : void 0, initial = shown?.reply.initialValue?.email ?? "", inputId = `${idPrefix}-email`;
  return /* @__PURE__ */ jsxs12(Fragment3, { children: [
    /* @__PURE__ */ jsx14(FormAlert, { toast: shown && !shown.ok ? shown.toast : null }),
    /* @__PURE__ */ jsxs12(
      fetcher.Form,
      {
        ref: formRef,
        method: "post",
        action: "/newsletter",
        noValidate: !0,
        className: "relative flex flex-col gap-2 sm:flex-row",
        "aria-label": "Newsletter signup",
        onSubmit: (event) => {
          event.preventDefault();
          let form = event.currentTarget;
          Promise.resolve().then(() => (init_newsletter_check(), newsletter_check_exports)).then(({ newsletterEmailProblem: newsletterEmailProblem2 }) => {
            let email = new FormData(form).get("email"), problem = newsletterEmailProblem2(typeof email == "string" ? email : "");
            problem ? showToast(problem) : fetcher.submit(form);
          });
        },
        children: [
          /* @__PURE__ */ jsx14(JsonReplyField, {}),
          /* @__PURE__ */ jsx14(PageField, {}),
          /* @__PURE__ */ jsx14(HoneypotField, {}),
          /* @__PURE__ */ jsx14("label", { htmlFor: inputId, className: "sr-only", children: "Email address" }),
          /* @__PURE__ */ jsx14(
            "input",
            {
              id: inputId,
              name: "email",
              type: "email",
              autoComplete: "email",
              placeholder: "you@example.com",
              defaultValue: initial,
              "aria-invalid": error2 ? !0 : void 0,
              "aria-describedby": error2 ? `${inputId}-error` : void 0,
              className: dark ? "min-h-[44px] min-w-0 flex-1 rounded-lg border border-navy-600 bg-navy-800 px-3 text-white placeholder:text-navy-100" : "min-h-[44px] min-w-0 flex-1 rounded-lg border border-navy-600 bg-white px-3 text-navy-900"
            }
          ),
          /* @__PURE__ */ jsx14("button", { type: "submit", className: "btn-volt", disabled: fetcher.state !== "idle", children: fetcher.state !== "idle" ? "Subscribing..." : "Subscribe" })
        ]
      }
    ),
    error2 ? /* @__PURE__ */ jsx14("p", { id: `${inputId}-error`, className: `mt-1 text-sm font-medium ${dark ? "text-volt-300" : "text-red-700"}`, children: error2 }) : null
  ] });
}

// app/components/forms/BookingLink.tsx
init_booking();
import { Link as Link4 } from "@remix-run/react";
import { jsx as jsx15 } from "react/jsx-runtime";
function BookingLink({ service, className, children }) {
  let dialogs = useFormDialogs();
  return /* @__PURE__ */ jsx15(
    Link4,
    {
      to: bookingHref(service),
      className,
      onClick: (event) => {
        !dialogs || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (event.preventDefault(), dialogs.openBooking({ prefill: { service } }));
      },
      children
    }
  );
}

// app/components/layout/Footer.tsx
init_booking();
init_business();
init_facts();

// app/content/navigation.ts
init_catalogue();
var en3 = {
  mainNav: [
    { label: "Home", path: "/" },
    { label: "About", path: "/about" },
    { label: "Services", path: "/services" },
    { label: "Service Areas", path: "/service-areas" },
    { label: "Reviews", path: "/reviews" },
    { label: "Contact", path: "/contact" }
  ],
  footerQuickLinks: [
    { label: "Home", path: "/" },
    { label: "About Us", path: "/about" },
    { label: "Services", path: "/services" },
    { label: "Reviews", path: "/reviews" },
    { label: "Contact", path: "/contact" }
  ]
}, navigation = catalogue(en3, {
  mainNav: [
    { label: "Inicio", path: "/" },
    { label: "Nosotros", path: "/about" },
    { label: "Servicios", path: "/services" },
    { label: "Zonas de servicio", path: "/service-areas" },
    { label: "Rese\xF1as", path: "/reviews" },
    { label: "Contacto", path: "/contact" }
  ],
  footerQuickLinks: [
    { label: "Inicio", path: "/" },
    { label: "Qui\xE9nes somos", path: "/about" },
    { label: "Servicios", path: "/services" },
    { label: "Rese\xF1as", path: "/reviews" },
    { label: "Contacto", path: "/contact" }
  ]
});

// app/components/layout/Footer.tsx
init_use_lang();
init_use_business();
import { jsx as jsx16, jsxs as jsxs13 } from "react/jsx-runtime";
function Footer() {
  let business = useBusiness(), { footerQuickLinks } = useText(navigation), { footer } = useText(frameText), { newsletterOffer: newsletterOffer2 } = useText(factText), hours = businessHours(business, useLang()), to = useLocalePath();
  return /* @__PURE__ */ jsxs13("footer", { className: "bg-navy-900 pb-24 text-navy-50 lg:pb-0", "data-testid": "site-footer", children: [
    /* @__PURE__ */ jsxs13("div", { className: "container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4", children: [
      /* @__PURE__ */ jsxs13("section", { "aria-labelledby": "footer-newsletter", children: [
        /* @__PURE__ */ jsx16("h2", { id: "footer-newsletter", className: "text-lg font-bold text-white", children: footer.newsletterTitle(newsletterOffer2) }),
        /* @__PURE__ */ jsx16("p", { className: "mb-3 mt-1 text-sm", children: footer.newsletterText }),
        /* @__PURE__ */ jsx16(NewsletterForm, {}),
        /* @__PURE__ */ jsxs13("ul", { className: "mt-4 space-y-1 text-sm", children: [
          footer.claims.map((claim) => /* @__PURE__ */ jsx16("li", { children: claim }, claim)),
          /* @__PURE__ */ jsx16("li", { children: footer.rated })
        ] })
      ] }),
      /* @__PURE__ */ jsxs13("nav", { "aria-labelledby": "footer-links", children: [
        /* @__PURE__ */ jsx16("h2", { id: "footer-links", className: "text-lg font-bold text-white", children: footer.quickLinks }),
        /* @__PURE__ */ jsx16("ul", { className: "mt-3 space-y-2", children: footerQuickLinks.map((item2) => /* @__PURE__ */ jsx16("li", { children: /* @__PURE__ */ jsx16(Link5, { to: to(item2.path), className: "inline-flex min-h-[28px] items-center hover:underline", children: item2.label }) }, item2.path)) })
      ] }),
      /* @__PURE__ */ jsxs13("section", { "aria-labelledby": "footer-services", children: [
        /* @__PURE__ */ jsx16("h2", { id: "footer-services", className: "text-lg font-bold text-white", children: footer.services }),
        /* @__PURE__ */ jsx16("ul", { className: "mt-3 space-y-2", "data-testid": "footer-services", children: bookingServices.filter((service) => service.value !== "other").map((service) => /* @__PURE__ */ jsx16("li", { children: /* @__PURE__ */ jsx16(BookingLink, { service: service.value, className: "inline-flex min-h-[28px] items-center hover:underline", children: service.label }) }, service.value)) })
      ] }),
      /* @__PURE__ */ jsxs13("section", { "aria-labelledby": "footer-contact", children: [
        /* @__PURE__ */ jsx16("h2", { id: "footer-contact", className: "text-lg font-bold text-white", children: footer.contact }),
        /* @__PURE__ */ jsxs13("ul", { className: "mt-3 space-y-2 text-sm", children: [
          /* @__PURE__ */ jsxs13("li", { children: [
            footer.call,
            " ",
            /* @__PURE__ */ jsx16("a", { href: telHref(business.phone), className: "underline", children: business.phone })
          ] }),
          /* @__PURE__ */ jsxs13("li", { children: [
            footer.text,
            " ",
            /* @__PURE__ */ jsx16("a", { href: smsHref(business.textPhone), className: "underline", children: business.textPhone })
          ] }),
          /* @__PURE__ */ jsxs13("li", { children: [
            footer.email,
            " ",
            /* @__PURE__ */ jsx16("a", { href: `mailto:${business.email}`, className: "underline", children: business.email })
          ] }),
          /* @__PURE__ */ jsxs13("li", { children: [
            hours.hours,
            " \xB7 ",
            hours.holidays
          ] }),
          /* @__PURE__ */ jsx16("li", { children: footer.serving })
        ] })
      ] })
    ] }),
    /* @__PURE__ */ jsx16("div", { className: "border-t border-navy-700", children: /* @__PURE__ */ jsxs13("div", { className: "container-page flex flex-col gap-2 py-4 text-sm sm:flex-row sm:justify-between", children: [
      /* @__PURE__ */ jsxs13("p", { children: [
        "\xA9 ",
        (/* @__PURE__ */ new Date()).getFullYear(),
        " ",
        business.legalName,
        ". ",
        footer.veteranOwned(business.licence)
      ] }),
      /* @__PURE__ */ jsx16(Link5, { to: to("/privacy"), className: "underline", children: footer.privacy })
    ] }) })
  ] });
}

// app/components/layout/Header.tsx
init_business();
import { Link as Link6, NavLink, useLocation as useLocation4 } from "@remix-run/react";
import { useEffect as useEffect8, useRef as useRef7, useState as useState7 } from "react";
init_language();
init_use_lang();
init_use_business();
import { jsx as jsx17, jsxs as jsxs14 } from "react/jsx-runtime";
var HEADER_SCROLL_THRESHOLD = 50, navClass = ({ isActive }) => `whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-navy-800 text-white" : "text-navy-900 hover:bg-navy-50"}`;
function LanguageSwitch({ className }) {
  let { pathname, search } = useLocation4(), { switchTo } = useText(frameText), other = langOf(pathname) === "es" ? "en" : "es";
  return /* @__PURE__ */ jsx17(
    "a",
    {
      href: `${localePath(other, basePath(pathname))}${search}`,
      hrefLang: switchTo.lang,
      lang: switchTo.lang,
      className,
      "data-testid": "language-switch",
      children: switchTo.label
    }
  );
}
function Header() {
  let business = useBusiness(), { mainNav } = useText(navigation), { header } = useText(frameText), to = useLocalePath(), [scrolled, setScrolled] = useState7(!1);
  return useEffect8(() => {
    let onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    return onScroll(), window.addEventListener("scroll", onScroll, { passive: !0 }), () => window.removeEventListener("scroll", onScroll);
  }, []), /* @__PURE__ */ jsx17(
    "header",
    {
      "data-testid": "site-header",
      "data-scrolled": scrolled,
      className: `sticky top-0 z-40 transition-colors ${scrolled ? "bg-white shadow-md" : "bg-white/95"}`,
      children: /* @__PURE__ */ jsxs14("div", { className: "container-page flex items-center justify-between gap-4 py-3", children: [
        /* @__PURE__ */ jsxs14(Link6, { to: to("/"), className: "flex flex-col leading-tight text-navy-900", children: [
          /* @__PURE__ */ jsxs14("span", { className: "text-xl font-extrabold tracking-tight", children: [
            /* @__PURE__ */ jsx17("span", { "aria-hidden": "true", children: "\u26A1" }),
            " ",
            business.name
          ] }),
          /* @__PURE__ */ jsx17("span", { className: "text-xs font-medium text-navy-700", "data-testid": "licence-line", children: header.licence(business.licence) })
        ] }),
        /* @__PURE__ */ jsx17("nav", { "aria-label": header.mainNav, className: "hidden lg:block", children: /* @__PURE__ */ jsx17("ul", { className: "flex items-center gap-1", children: mainNav.map((item2) => /* @__PURE__ */ jsx17("li", { children: /* @__PURE__ */ jsx17(NavLink, { to: to(item2.path), end: item2.path === "/", prefetch: "intent", className: navClass, children: item2.label }) }, item2.path)) }) }),
        /* @__PURE__ */ jsxs14("div", { className: "flex items-center gap-2", children: [
          /* @__PURE__ */ jsx17(LanguageSwitch, { className: "hidden min-h-[44px] items-center rounded-md px-3 text-sm font-semibold text-navy-900 underline hover:bg-navy-50 lg:inline-flex" }),
          /* @__PURE__ */ jsx17("a", { href: telHref(business.phone), className: "hidden whitespace-nowrap font-bold text-navy-900 xl:inline", children: business.phone }),
          /* @__PURE__ */ jsxs14(
            "a",
            {
              href: business.schedulingUrl,
              target: "_blank",
              rel: "noopener noreferrer",
              className: "btn-primary hidden px-4 md:inline-flex",
              children: [
                header.book,
                /* @__PURE__ */ jsx17("span", { className: "sr-only", children: header.newTab })
              ]
            }
          ),
          /* @__PURE__ */ jsx17(MobileMenu, {})
        ] })
      ] })
    }
  );
}
function MobileMenu() {
  let business = useBusiness(), { mainNav } = useText(navigation), { header } = useText(frameText), to = useLocalePath(), ref = useRef7(null), location = useLocation4();
  return useEffect8(() => {
    ref.current && (ref.current.open = !1);
  }, [location.key]), /* @__PURE__ */ jsxs14("details", { ref, className: "group lg:hidden", "data-testid": "mobile-menu", children: [
    /* @__PURE__ */ jsxs14("summary", { className: "btn-outline cursor-pointer list-none px-3", "aria-label": header.menu, children: [
      /* @__PURE__ */ jsx17("svg", { "aria-hidden": "true", width: "24", height: "24", viewBox: "0 0 24 24", className: "group-open:hidden", children: /* @__PURE__ */ jsx17("path", { d: "M3 6h18M3 12h18M3 18h18", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round" }) }),
      /* @__PURE__ */ jsx17("svg", { "aria-hidden": "true", width: "24", height: "24", viewBox: "0 0 24 24", className: "hidden group-open:block", children: /* @__PURE__ */ jsx17("path", { d: "M6 6l12 12M18 6L6 18", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round" }) })
    ] }),
    /* @__PURE__ */ jsx17("nav", { "aria-label": header.mobileNav, className: "absolute inset-x-0 top-full border-t bg-white shadow-lg", children: /* @__PURE__ */ jsxs14("ul", { className: "container-page flex flex-col py-2", children: [
      mainNav.map((item2) => /* @__PURE__ */ jsx17("li", { children: /* @__PURE__ */ jsx17(
        NavLink,
        {
          to: to(item2.path),
          end: item2.path === "/",
          className: navClass,
          onClick: () => ref.current?.removeAttribute("open"),
          children: /* @__PURE__ */ jsx17("span", { className: "block py-1", children: item2.label })
        }
      ) }, item2.path)),
      /* @__PURE__ */ jsx17("li", { children: /* @__PURE__ */ jsx17(LanguageSwitch, { className: "block whitespace-nowrap rounded-md px-3 py-3 text-sm font-semibold text-navy-900 underline hover:bg-navy-50" }) }),
      /* @__PURE__ */ jsxs14("li", { className: "mt-2 flex flex-col gap-2 pb-2", children: [
        /* @__PURE__ */ jsx17("a", { href: telHref(business.phone), className: "btn-secondary", children: header.call(business.phone) }),
        /* @__PURE__ */ jsxs14("a", { href: business.schedulingUrl, target: "_blank", rel: "noopener noreferrer", className: "btn-primary", children: [
          header.book,
          /* @__PURE__ */ jsx17("span", { className: "sr-only", children: header.newTab })
        ] })
      ] })
    ] }) })
  ] });
}

// app/components/layout/MobileBottomBar.tsx
init_business();
init_use_business();
init_use_lang();
import { jsx as jsx18, jsxs as jsxs15 } from "react/jsx-runtime";
function MobileBottomBar() {
  let business = useBusiness(), { bottomBar } = useText(frameText);
  return /* @__PURE__ */ jsxs15(
    "nav",
    {
      "aria-label": bottomBar.label,
      "data-testid": "mobile-bottom-bar",
      "data-bottom-bar": "",
      className: "fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 gap-2 border-t bg-white p-2 shadow-[0_-2px_8px_rgba(0,0,0,0.1)] lg:hidden",
      children: [
        /* @__PURE__ */ jsx18("a", { href: telHref(business.phone), className: "btn-primary px-2", children: bottomBar.call }),
        /* @__PURE__ */ jsx18("a", { href: smsHref(business.textPhone), className: "btn-secondary px-2", children: bottomBar.text })
      ]
    }
  );
}

// app/components/layout/NotFound.tsx
import { Link as Link7 } from "@remix-run/react";
init_use_lang();
import { jsx as jsx19, jsxs as jsxs16 } from "react/jsx-runtime";
function NotFound() {
  let { notFound } = useText(frameText), to = useLocalePath();
  return /* @__PURE__ */ jsxs16("section", { className: "container-page py-20 text-center", "aria-labelledby": "not-found-title", children: [
    /* @__PURE__ */ jsx19("p", { className: "text-6xl font-extrabold text-brand-600", children: "404" }),
    /* @__PURE__ */ jsx19("h1", { id: "not-found-title", className: "mt-4 text-3xl font-extrabold", children: notFound.heading }),
    /* @__PURE__ */ jsx19(Link7, { to: to("/"), className: "btn-primary mt-8", children: notFound.home })
  ] });
}

// app/root.tsx
init_use_lang();
init_nonce();
init_Toaster();

// app/lib/site/business.server.ts
init_business();
init_phone();
function publicPhones(c) {
  let twilio6 = c.TWILIO_NUMBERS[0];
  return twilio6 ? { phone: formatPhone(twilio6.number), textPhone: formatPhone(twilio6.number) } : { phone: c.BUSINESS_PHONE ?? defaultBusiness.phone, textPhone: c.BUSINESS_TEXT_PHONE ?? defaultBusiness.textPhone };
}
function getBusiness() {
  let c = getConfig();
  return {
    ...defaultBusiness,
    name: c.BUSINESS_NAME ?? defaultBusiness.name,
    ...publicPhones(c),
    mobilePhone: c.BUSINESS_MOBILE_PHONE ?? defaultBusiness.mobilePhone,
    email: c.BUSINESS_EMAIL ?? defaultBusiness.email,
    licence: c.BUSINESS_LICENCE ?? defaultBusiness.licence,
    schedulingUrl: c.BUSINESS_SCHEDULING_URL ?? defaultBusiness.schedulingUrl,
    assistantName: c.ASSISTANT_NAME ?? defaultBusiness.assistantName,
    siteUrl: c.SITE_URL,
    timeZone: c.ONCALL_TIME_ZONE
  };
}

// app/lib/platform/toast.server.ts
import { createCookieSessionStorage, redirect } from "@remix-run/node";
function toastStorage() {
  return singleton("toast-storage", () => {
    let config = getConfig(), { secure, name } = cookieSecurity(config), storage2 = createCookieSessionStorage({
      cookie: {
        name: name("toast"),
        path: "/",
        httpOnly: !0,
        sameSite: "lax",
        secure,
        secrets: [config.SESSION_SECRET]
      }
    });
    return Object.assign(storage2, { signed: /* @__PURE__ */ new Map() });
  });
}
async function toastCookie(toast) {
  let storage2 = toastStorage(), key = JSON.stringify(toast), kept = storage2.signed.get(key);
  if (kept)
    return kept;
  let session = await storage2.getSession();
  session.flash("toast", toast);
  let cookie = await storage2.commitSession(session);
  return storage2.signed.size < 100 && storage2.signed.set(key, cookie), cookie;
}
async function redirectWithToast(url, toast, init) {
  let headers2 = new Headers(init?.headers);
  return headers2.append("Set-Cookie", await toastCookie(toast)), redirect(url, { ...init, headers: headers2 });
}
async function getToast(request) {
  let storage2 = toastStorage(), session = await storage2.getSession(request.headers.get("Cookie")), toast = session.get("toast") ?? null, headers2 = new Headers();
  return toast && headers2.append("Set-Cookie", await storage2.destroySession(session)), { toast, headers: headers2 };
}

// app/root.tsx
init_language();

// app/lib/site/seo.ts
init_business();
init_language();
function langFromMatches(matches) {
  return langOf(matches.at(-1)?.pathname ?? "/");
}
function businessFromMatches(matches) {
  return matches.find((m) => m.id === "root")?.data?.business ?? defaultBusiness;
}
function pageTitle(title, matches) {
  return `${title} | ${businessFromMatches(matches).name}`;
}
function seo(page, matches) {
  let business = businessFromMatches(matches), lang = langFromMatches(matches), title = pageTitle(page.title, matches), urlIn = (language) => new URL(localePath(language, page.path), business.siteUrl).href, url = urlIn(lang), image = new URL(page.image ?? "/og-image.png", business.siteUrl).href;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: urlIn(language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn("en") },
    { property: "og:locale", content: localeTags[lang].og },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" }
  ];
}

// app/root.tsx
import { jsx as jsx20, jsxs as jsxs17 } from "react/jsx-runtime";
var links = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" }
], meta = ({ error: error2, matches }) => {
  if (!error2)
    return [];
  let notFound = isRouteErrorResponse2(error2) && error2.status === 404, text6 = frameText[langFromMatches(matches)];
  return [{ title: notFound ? text6.pageNotFoundTitle : text6.errorTitle }, { name: "robots", content: "noindex" }];
};
async function loader({ request }) {
  let { toast, headers: headers2 } = await getToast(request);
  return json({ business: getBusiness(), toast }, { headers: headers2 });
}
function Layout({ children }) {
  let nonce = useNonce(), { pathname } = useLocation5(), { skipToContent } = useText(frameText), data = useRouteLoaderData2("root"), AfterFooter = useMatches().map((match) => match.handle?.afterFooter).filter(Boolean).pop();
  return /* @__PURE__ */ jsxs17("html", { lang: langOf(pathname), children: [
    /* @__PURE__ */ jsxs17("head", { children: [
      /* @__PURE__ */ jsx20("meta", { charSet: "utf-8" }),
      /* @__PURE__ */ jsx20("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      /* @__PURE__ */ jsx20("meta", { name: "theme-color", content: "#112244" }),
      /* @__PURE__ */ jsx20(Meta, {}),
      /* @__PURE__ */ jsx20(InlineStylesheet, {}),
      /* @__PURE__ */ jsx20(Links, {})
    ] }),
    /* @__PURE__ */ jsxs17("body", { className: "flex min-h-screen flex-col bg-white font-sans text-navy-900 antialiased", children: [
      /* @__PURE__ */ jsx20("a", { href: "#main", className: "sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2", children: skipToContent }),
      /* @__PURE__ */ jsx20(Toaster, { toast: data?.toast ?? null }),
      /* @__PURE__ */ jsxs17(FormDialogsProvider, { children: [
        /* @__PURE__ */ jsx20(EmergencyBar, {}),
        /* @__PURE__ */ jsx20(Header, {}),
        /* @__PURE__ */ jsxs17("main", { id: "main", className: "flex-1", children: [
          basePath(pathname) !== "/" ? /* @__PURE__ */ jsx20(BackButton, {}) : null,
          children
        ] }),
        /* @__PURE__ */ jsx20(Footer, {}),
        /* @__PURE__ */ jsx20(MobileBottomBar, {}),
        AfterFooter ? /* @__PURE__ */ jsx20(AfterFooter, {}) : null
      ] }),
      /* @__PURE__ */ jsx20(ScrollRestoration, { nonce }),
      /* @__PURE__ */ jsx20(Scripts, { nonce })
    ] })
  ] });
}
function App() {
  return /* @__PURE__ */ jsx20(Outlet, {});
}
function ErrorBoundary() {
  let error2 = useRouteError(), text6 = useText(frameText);
  if (isRouteErrorResponse2(error2) && error2.status === 404)
    return /* @__PURE__ */ jsx20(NotFound, {});
  let detail = isRouteErrorResponse2(error2) ? `${error2.status} ${error2.statusText}` : error2 instanceof Error ? error2.message : text6.unknownError;
  return /* @__PURE__ */ jsxs17("section", { className: "container-page py-16", "aria-labelledby": "error-title", children: [
    /* @__PURE__ */ jsx20("h1", { id: "error-title", className: "text-3xl font-extrabold", children: text6.errorTitle }),
    /* @__PURE__ */ jsx20("p", { className: "mt-4 text-lg", "data-testid": "error-detail", children: detail })
  ] });
}

// app/routes/_admin.admin.leads.$leadId.photos.$photoId.ts
var admin_admin_leads_leadId_photos_photoId_exports = {};
__export(admin_admin_leads_leadId_photos_photoId_exports, {
  loader: () => loader2
});

// app/lib/requests/lead-photos.server.ts
init_photos();
init_messages();
import sharp2 from "sharp";

// app/models/lead-photos.server.ts
import { and as and2, asc, eq as eq2 } from "drizzle-orm";
async function addLeadPhoto(db, photo) {
  let [row] = await db.insert(leadPhotos).values(photo).returning();
  return row;
}
function listLeadPhotos(db, leadId) {
  return db.select().from(leadPhotos).where(eq2(leadPhotos.leadId, leadId)).orderBy(asc(leadPhotos.createdAt), asc(leadPhotos.key));
}
async function findLeadPhoto(db, leadId, photoId) {
  let [row] = await db.select().from(leadPhotos).where(and2(eq2(leadPhotos.leadId, leadId), eq2(leadPhotos.id, photoId))).limit(1);
  return row ?? null;
}

// app/lib/platform/service-failure.messages.ts
var FAILURE_REASONS = {
  storage: "the storage service is not answering, please try again",
  database: "the database is not answering, please try again"
};

// app/lib/platform/service-failure.server.ts
var reasonOf = (error2) => error2 instanceof Error ? error2.message : String(error2);
function failureReason(service, what, error2) {
  return log.error(what, { error: reasonOf(error2) }), FAILURE_REASONS[service];
}

// app/lib/platform/storage.server.ts
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
var state = globalThis;
function getStorage() {
  if (!state.__storage)
    throw new Error("Storage is not initialised: initStorage() runs at start-up");
  return state.__storage;
}

// app/lib/requests/upload.messages.ts
var UPLOAD_MESSAGES = {
  uploaded: "Image uploaded. Give it a title and add it to the gallery.",
  failed: (reason) => `Failed to upload image: ${reason}`,
  tooLarge: "the file is larger than 10 MB",
  notImage: "only JPEG, PNG and WebP images can be uploaded",
  missing: "choose an image file",
  tooManyPixels: "the image is larger than 50 megapixels"
};

// app/lib/requests/upload.server.ts
import { randomBytes as randomBytes4 } from "node:crypto";
import {
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError
} from "@remix-run/node";
import sharp from "sharp";

// app/lib/gallery/gallery-storage.server.ts
var bucketCategory = {
  "gallery-panels": "panels",
  "gallery-ev-chargers": "ev-chargers",
  "gallery-lighting": "lighting",
  "gallery-before-after": "before-after",
  "gallery-commercial": "commercial",
  "gallery-general": "general"
}, isGalleryBucket = (bucket) => galleryBuckets.some((b) => b.id === bucket), IMAGE_FILE = /\.(jpe?g|png|webp)$/i, galleryDeps = () => ({ db: getDb(), storage: getStorage() });
async function listBucketImages(storage2, bucket) {
  if (!isGalleryBucket(bucket))
    throw new Error(`unknown bucket ${bucket}`);
  return (await storage2.list(bucket)).filter((f) => IMAGE_FILE.test(f.name)).map((f) => ({ name: f.name, id: f.id, url: storage2.publicUrl(bucket, f.name) }));
}
async function objectExists(storage2, bucket, key) {
  let object = await storage2.get(bucket, key);
  return object ? (await object.body.cancel().catch(() => {
  }), !0) : !1;
}

// app/lib/requests/upload.server.ts
var SHARP_CONCURRENCY = 1;
sharp.concurrency(SHARP_CONCURRENCY);
var MAX_DIMENSION = 2400;
function sniffImageType(bytes) {
  let starts = (sig, at = 0) => sig.every((b, i) => bytes[at + i] === b);
  return starts([255, 216, 255]) ? "jpeg" : starts([137, 80, 78, 71, 13, 10, 26, 10]) ? "png" : starts([82, 73, 70, 70]) && starts([87, 69, 66, 80], 8) ? "webp" : null;
}
function uploadKey(originalName) {
  let slug = originalName.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "image";
  return `${randomBytes4(8).toString("hex")}/${slug}.webp`;
}
async function reencode(bytes) {
  let output = await sharp(bytes, { limitInputPixels: 5e7, failOn: "error" }).rotate().resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: !0 }).webp({ quality: 82 }).toBuffer();
  return new Uint8Array(output);
}
async function readUploadForm(request) {
  if (Number(request.headers.get("Content-Length") ?? 0) > 10485760 + 64 * 1024)
    return { ok: !1, status: 413, message: UPLOAD_MESSAGES.failed(UPLOAD_MESSAGES.tooLarge) };
  try {
    return { ok: !0, form: await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: 10485760 })
    ) };
  } catch (error2) {
    return error2 instanceof MaxPartSizeExceededError ? { ok: !1, status: 413, message: UPLOAD_MESSAGES.failed(UPLOAD_MESSAGES.tooLarge) } : { ok: !1, status: 400, message: UPLOAD_MESSAGES.failed("the upload could not be read") };
  }
}
async function storeUpload(input, storage2) {
  let fail = (status, reason) => ({ ok: !1, status, message: UPLOAD_MESSAGES.failed(reason) });
  if (!isGalleryBucket(input.bucket))
    return fail(400, "unknown storage bucket");
  let file = input.file;
  if (!file || typeof file == "string" || file.size === 0)
    return fail(400, UPLOAD_MESSAGES.missing);
  if (file.size > 10485760)
    return fail(413, UPLOAD_MESSAGES.tooLarge);
  let bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes))
    return fail(415, UPLOAD_MESSAGES.notImage);
  let webp;
  try {
    let { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: !1 }).metadata();
    if (width * height > 5e7)
      return fail(422, UPLOAD_MESSAGES.tooManyPixels);
    webp = await reencode(bytes);
  } catch (error2) {
    return log.warn("upload could not be decoded", { error: reasonOf(error2) }), fail(415, "the image could not be read");
  }
  let key = uploadKey(file.name);
  try {
    await storage2.put(input.bucket, key, webp, "image/webp");
  } catch (error2) {
    return fail(503, failureReason("storage", "upload store failed", error2));
  }
  return { ok: !0, message: UPLOAD_MESSAGES.uploaded, upload: { bucket: input.bucket, key } };
}

// app/lib/requests/lead-photos.server.ts
var photoDeps = () => ({ db: getDb(), storage: getStorage(), bucket: getConfig().PHOTOS_BUCKET }), PHOTO_POSTS = { concurrency: 2, perAddress: 1, retryAfterSeconds: 30 }, photoPosts = /* @__PURE__ */ new Map(), photoPostsRunning = 0;
function takePhotoPostSlot(address) {
  let mine = photoPosts.get(address) ?? 0;
  if (photoPostsRunning >= PHOTO_POSTS.concurrency || mine >= PHOTO_POSTS.perAddress)
    return null;
  photoPostsRunning += 1, photoPosts.set(address, mine + 1);
  let held = !0;
  return () => {
    if (!held)
      return;
    held = !1, photoPostsRunning -= 1;
    let left = (photoPosts.get(address) ?? 1) - 1;
    left > 0 ? photoPosts.set(address, left) : photoPosts.delete(address);
  };
}
var OFFICE_LINK_SECONDS = 7 * 24 * 60 * 60, ACCEPTED_FORMATS = /* @__PURE__ */ new Set(["jpeg", "png", "webp"]);
function photoFiles(formData) {
  return formData.getAll(PHOTOS_FIELD).filter((entry2) => typeof entry2 != "string" && !(entry2.name === "" && entry2.size === 0));
}
function withoutPhotos(formData) {
  let rest = new FormData();
  for (let [name, value] of formData)
    name !== PHOTOS_FIELD && rest.append(name, value);
  return rest;
}
async function prepare(file) {
  if (file.size > MAX_PHOTO_BYTES)
    return photoMessages.tooLarge;
  let bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes))
    return photoMessages.notPhoto;
  try {
    let { format, width = 0, height = 0 } = await sharp2(bytes, { limitInputPixels: !1 }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format))
      return photoMessages.notPhoto;
    if (width * height > 5e7)
      return photoMessages.tooManyPixels;
    let body = await reencode(bytes), out = await sharp2(body).metadata();
    return { name: file.name, key: uploadKey(file.name), body, width: out.width ?? 0, height: out.height ?? 0 };
  } catch (error2) {
    return log.warn("lead photo could not be decoded", { error: reasonOf(error2) }), photoMessages.unreadable;
  }
}
async function checkPhotos(files) {
  let check = { accepted: [], refused: [] };
  for (let [index2, file] of files.entries()) {
    let result = index2 < MAX_PHOTOS ? await prepare(file) : photoMessages.overLimit;
    typeof result == "string" ? check.refused.push({ name: file.name, reason: result }) : check.accepted.push(result);
  }
  return check;
}
function photoLinks(photos, deps, expiresInSeconds = OFFICE_LINK_SECONDS) {
  return Promise.all(photos.map(async (p) => ({ name: p.name, url: await deps.storage.signedUrl(deps.bucket, p.key, expiresInSeconds) })));
}
async function storeLeadPhotos(leadId, photos, deps) {
  let stored = [], refused = [];
  for (let photo of photos)
    try {
      await deps.storage.put(deps.bucket, photo.key, photo.body, "image/webp"), await addLeadPhoto(deps.db, {
        leadId,
        key: photo.key,
        contentType: "image/webp",
        bytes: photo.body.byteLength,
        width: photo.width,
        height: photo.height,
        originalName: photo.name.slice(0, 255)
      }), stored.push(photo);
    } catch (error2) {
      log.error("lead photo could not be stored", { leadId, error: reasonOf(error2) }), refused.push({ name: photo.name, reason: photoMessages.notStored });
    }
  return { stored, refused };
}
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
async function listAdminPhotos(leadId, deps = photoDeps()) {
  return UUID.test(leadId) ? (await listLeadPhotos(deps.db, leadId)).map((row) => ({
    id: row.id,
    name: row.originalName ?? "photo",
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    src: `/admin/leads/${leadId}/photos/${row.id}`
  })) : [];
}
async function openLeadPhoto(leadId, photoId, deps = photoDeps()) {
  if (!UUID.test(leadId) || !UUID.test(photoId))
    return null;
  let row = await findLeadPhoto(deps.db, leadId, photoId);
  return row ? deps.storage.get(deps.bucket, row.key) : null;
}

// app/models/users.server.ts
import { and as and3, eq as eq3, gt as gt2, isNull, lt as lt2, or, sql as sql3 } from "drizzle-orm";
async function findUserByEmail(db, email) {
  let [user] = await db.select({ id: users.id, email: users.email, passwordHash: users.passwordHash }).from(users).where(eq3(users.email, email)).limit(1);
  return user ?? null;
}
async function hasSecondFactor(db, userId) {
  let [account] = await db.select({ totpSecret: users.totpSecret }).from(users).where(eq3(users.id, userId));
  return Boolean(account?.totpSecret);
}
async function claimTotpStep(db, userId, step) {
  return (await db.update(users).set({ totpLastStep: step }).where(and3(eq3(users.id, userId), or(isNull(users.totpLastStep), lt2(users.totpLastStep, step)))).returning({ id: users.id })).length === 1;
}
async function setSecondFactorIfNone(db, userId, secret, step) {
  return (await db.update(users).set({ totpSecret: secret, totpLastStep: step, updatedAt: /* @__PURE__ */ new Date() }).where(and3(eq3(users.id, userId), isNull(users.totpSecret))).returning({ id: users.id })).length === 1;
}
var userLabel = sql3`coalesce(${users.name}, split_part(${users.email}, '@', 1))`, actorName = (actorId) => sql3`(select ${userLabel} from ${users} where ${users.id} = ${actorId}::uuid)`;
async function listUsersWithRole(db, role) {
  return db.select({ id: users.id, name: userLabel }).from(users).innerJoin(userRoles, and3(eq3(userRoles.userId, users.id), eq3(userRoles.role, role))).orderBy(userLabel, users.id);
}
async function hasRole(db, userId, role) {
  let [row] = await db.select({ role: userRoles.role }).from(userRoles).where(and3(eq3(userRoles.userId, userId), eq3(userRoles.role, role))).limit(1);
  return Boolean(row);
}
async function insertLoginChallenge(db, challenge) {
  await db.insert(loginChallenges).values(challenge);
}
async function deleteExpiredLoginChallenges(db, now) {
  await db.delete(loginChallenges).where(lt2(loginChallenges.expiresAt, now));
}
async function findLoginChallenge(db, id, now) {
  let [row] = await db.select({
    id: loginChallenges.id,
    redirectTo: loginChallenges.redirectTo,
    enrolSecret: loginChallenges.totpSecret,
    user: { id: users.id, email: users.email, totpSecret: users.totpSecret, totpLastStep: users.totpLastStep }
  }).from(loginChallenges).innerJoin(users, eq3(users.id, loginChallenges.userId)).where(and3(eq3(loginChallenges.id, id), gt2(loginChallenges.expiresAt, now))).limit(1);
  return row ?? null;
}
async function setLoginChallengeSecret(db, id, secret) {
  await db.update(loginChallenges).set({ totpSecret: secret }).where(eq3(loginChallenges.id, id));
}
async function deleteLoginChallenge(db, id) {
  await db.delete(loginChallenges).where(eq3(loginChallenges.id, id));
}
async function replaceRecoveryCodes(db, userId, codes) {
  await db.delete(recoveryCodes).where(eq3(recoveryCodes.userId, userId)), await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, ...code })));
}
function unusedRecoveryCodes(db, userId) {
  return db.select({ id: recoveryCodes.id, salt: recoveryCodes.salt, codeHash: recoveryCodes.codeHash }).from(recoveryCodes).where(and3(eq3(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}
async function markRecoveryCodeUsed(db, id) {
  return (await db.update(recoveryCodes).set({ usedAt: /* @__PURE__ */ new Date() }).where(and3(eq3(recoveryCodes.id, id), isNull(recoveryCodes.usedAt))).returning({ id: recoveryCodes.id })).length === 1;
}
async function findUserDisplayName(db, userId) {
  let [row] = await db.select({ name: userLabel }).from(users).where(eq3(users.id, userId)).limit(1);
  return row?.name ?? null;
}

// app/lib/auth/require-admin.messages.ts
var ACCESS_MESSAGES = {
  notLoggedIn: "Please login to access the admin panel",
  notAdmin: "You don't have permission to access this page",
  failed: "Authentication check failed"
};

// app/lib/auth/require-admin.server.ts
var ADMIN_ROLE = "admin";
async function checkAdminAccess(request, deps = sessionDeps()) {
  try {
    let user = await getSessionUser(request, deps);
    return user ? await hasRole(deps.db, user.id, ADMIN_ROLE) ? { kind: "admin", user } : { kind: "not-admin", user } : { kind: "not-logged-in" };
  } catch (error2) {
    return log.error("admin access check failed", { error: String(error2) }), { kind: "failed", reason: error2 instanceof Error ? error2.message : String(error2) };
  }
}
async function requireAdmin(request, deps = sessionDeps()) {
  let outcome = await checkAdminAccess(request, deps);
  switch (outcome.kind) {
    case "admin":
      return outcome.user;
    case "not-logged-in": {
      let url = new URL(request.url), back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
      throw await redirectWithToast(`/login?${new URLSearchParams({ redirectTo: back })}`, {
        title: ACCESS_MESSAGES.notLoggedIn,
        type: "error"
      });
    }
    case "not-admin":
      throw await redirectWithToast("/", { title: ACCESS_MESSAGES.notAdmin, type: "error" });
    default:
      throw await redirectWithToast("/", { title: ACCESS_MESSAGES.failed, type: "error" });
  }
}

// app/routes/_admin.admin.leads.$leadId.photos.$photoId.ts
async function loader2({ request, params }) {
  await requireAdmin(request);
  let object = await openLeadPhoto(params.leadId ?? "", params.photoId ?? "");
  if (!object)
    throw new Response("Not Found", { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  let headers2 = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": PRIVATE_NO_STORE,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Content-Type-Options": "nosniff"
  });
  return object.contentLength && headers2.set("Content-Length", String(object.contentLength)), new Response(object.body, { headers: headers2 });
}

// app/routes/_admin.admin.leads_.$id_.alerts.tsx
var admin_admin_leads_id_alerts_exports = {};
__export(admin_admin_leads_id_alerts_exports, {
  action: () => action,
  default: () => LeadAlerts,
  loader: () => loader3,
  meta: () => meta2
});
import { json as json2 } from "@remix-run/node";
import { Form as Form3, useActionData, useLoaderData } from "@remix-run/react";

// app/components/admin/Notice.tsx
import { jsx as jsx21 } from "react/jsx-runtime";
var tone2 = {
  error: "border-brand-700 bg-red-50 text-red-900",
  success: "border-green-700 bg-green-50 text-green-900",
  info: "border-navy-700 bg-navy-50 text-navy-900"
};
function Notice({ type, children, testId, id }) {
  return /* @__PURE__ */ jsx21("div", { id, role: type === "error" ? "alert" : "status", "data-testid": testId, className: `rounded-lg border-l-4 p-3 ${tone2[type]}`, children });
}

// app/routes/_admin.admin.leads_.$id_.alerts.tsx
init_use_is_pending();

// app/hooks/use-office-clock.ts
init_use_business();
function useOfficeClock(options) {
  let { timeZone } = useBusiness(), format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
  return (iso) => format.format(new Date(iso));
}

// app/models/ack-tokens.server.ts
import { and as and4, eq as eq4, gt as gt3, isNull as isNull2 } from "drizzle-orm";
async function findUsableAckToken(db, tokenHash, now) {
  let [row] = await db.select({ leadId: ackTokens.leadId, personName: ackTokens.personName, leadName: leads.name, acknowledgedBy: leads.acknowledgedBy }).from(ackTokens).innerJoin(leads, eq4(leads.id, ackTokens.leadId)).where(and4(eq4(ackTokens.tokenHash, tokenHash), isNull2(ackTokens.usedAt), gt3(ackTokens.expiresAt, now))).limit(1);
  return row ?? null;
}

// app/models/lead-acknowledgement.server.ts
import { and as and5, eq as eq7, sql as sql6 } from "drizzle-orm";

// app/models/email-outbox.server.ts
import { asc as asc2, eq as eq5, inArray, sql as sql4 } from "drizzle-orm";
var rowsOf = (result) => result;
function mailRowsSql(mails) {
  let queued = JSON.stringify(mails.map((m) => ({ to: m.to, reply_to: m.replyTo ?? null, subject: m.subject, text: m.text })));
  return sql4`jsonb_to_recordset(${queued}::jsonb) as m("to" text, reply_to text, subject text, "text" text)`;
}
var rewriteQueuedMail = (db, leadId, mail) => db.execute(sql4`
    update email_outbox set "text" = ${mail.text}
    where lead_id = ${leadId} and "to" = ${mail.to} and subject = ${mail.subject} and status = 'pending'`);
var listLeadMails = (db, leadId) => db.select({ id: emailOutbox.id, to: emailOutbox.to, status: emailOutbox.status, attempts: emailOutbox.attempts, sentAt: emailOutbox.sentAt, lastError: emailOutbox.lastError, createdAt: emailOutbox.createdAt }).from(emailOutbox).where(eq5(emailOutbox.leadId, leadId)).orderBy(asc2(emailOutbox.createdAt));

// app/models/lead-events.server.ts
import { asc as asc3, desc, eq as eq6, getTableColumns, is, sql as sql5, SQL } from "drizzle-orm";
function insertLeadEvents(row, from) {
  let columns = getTableColumns(leadEvents), entries = Object.entries(row), names = entries.map(([key]) => sql5.identifier(columns[key].name)), values3 = entries.map(([key, value]) => is(value, SQL) ? value : sql5`${value}::${sql5.raw(columns[key].getSQLType())}`);
  return sql5`insert into ${leadEvents} (${sql5.join(names, sql5`, `)}) select ${sql5.join(values3, sql5`, `)} ${from}`;
}
async function listLeadEvents(db, leadId) {
  return db.select({
    id: leadEvents.id,
    actorName: leadEvents.actorName,
    field: leadEvents.field,
    fromValue: leadEvents.fromValue,
    toValue: leadEvents.toValue,
    createdAt: leadEvents.createdAt
  }).from(leadEvents).where(eq6(leadEvents.leadId, leadId)).orderBy(asc3(leadEvents.createdAt), desc(leadEvents.field), asc3(leadEvents.id));
}

// app/models/lead-acknowledgement.server.ts
async function findLeadProgress(db, statusToken) {
  let [row] = await db.select({
    name: leads.name,
    receivedAt: leads.createdAt,
    acknowledgedAt: leads.acknowledgedAt,
    acknowledgedBy: leads.acknowledgedBy,
    onTheWayAt: leads.onTheWayAt,
    status: leads.status
  }).from(leads).where(and5(eq7(leads.statusToken, statusToken), eq7(leads.emergency, !0))).limit(1);
  if (!row)
    return null;
  let { name, ...rest } = row;
  return { firstName: (name ?? "").trim().split(/\s+/)[0] ?? "", ...rest };
}
async function findLeadSummary(db, id) {
  let [row] = await db.select({
    id: leads.id,
    kind: leads.kind,
    name: leads.name,
    phone: leads.phone,
    service: leads.service,
    message: leads.message,
    fields: leads.fields,
    emergency: leads.emergency,
    createdAt: leads.createdAt,
    acknowledgedAt: leads.acknowledgedAt,
    acknowledgedBy: leads.acknowledgedBy,
    onTheWayAt: leads.onTheWayAt
  }).from(leads).where(eq7(leads.id, id)).limit(1);
  return row ?? null;
}
var answerEvent = (field2, who, at, from) => insertLeadEvents({ leadId: sql6`id`, actorId: who.userId, actorName: who.name, field: field2, toValue: who.name, createdAt: at }, from);
async function acknowledgeLead(db, lead, who, now) {
  let at = sql6`${now.toISOString()}::timestamptz`, target = "id" in lead ? sql6`select id as lead_id from leads where id = ${lead.id}` : sql6`update ack_tokens set used_at = ${at}
          where token_hash = ${lead.tokenHash} and used_at is null and expires_at > ${at} returning lead_id`, result = await db.execute(sql6`
    with target as (${target}),
    acked as (
      update leads set acknowledged_at = ${at}, acknowledged_by = ${who.name},
        first_response_at = coalesce(first_response_at, ${at}), updated_at = ${at}
      where id in (select lead_id from target) and acknowledged_at is null
      returning id
    ),
    event as (${answerEvent("acknowledged", who, at, sql6`from acked`)}),
    cancelled as (
      update lead_alerts set status = 'cancelled', last_error = null
      where lead_id in (select id from acked) and round > 0 and status = 'pending'
    )
    select (select count(*) from target)::int as found, (select count(*) from acked)::int as changed,
      (select acknowledged_by from leads where id in (select lead_id from target)) as by`), [row] = rowsOf(result);
  return !row || Number(row.found) === 0 ? null : Number(row.changed) > 0 ? { changed: !0, by: who.name } : { changed: !1, by: row.by };
}
async function markOnTheWay(db, leadId, who, now) {
  let at = sql6`${now.toISOString()}::timestamptz`, result = await db.execute(sql6`
    with moved as (
      update leads set on_the_way_at = coalesce(on_the_way_at, ${at}), updated_at = ${at},
        first_response_at = coalesce(first_response_at, ${at})
      where id = ${leadId} returning id, (on_the_way_at = ${at}) as fresh
    ),
    event as (${answerEvent("on_the_way", who, at, sql6`from moved where fresh`)})
    select count(*)::int as found from moved`);
  return Number(rowsOf(result)[0]?.found ?? 0) > 0;
}

// app/lib/emergencies/alert-messages.server.ts
import { createHash as createHash2, randomBytes as randomBytes5 } from "node:crypto";
var ACK_LINK_TTL_MS = 2 * 60 * 6e4, hashToken = (token) => createHash2("sha256").update(token).digest("hex");
var ackTokenHash = hashToken;

// app/lib/emergencies/lead-acknowledgement.messages.ts
var ACK_MESSAGES = {
  confirmTitle: "Acknowledge this emergency",
  confirmBody: (lead) => `Confirm that you are taking the emergency request from ${lead}. The customer sees your name.`,
  confirmButton: "I'm on it",
  done: (by) => `Acknowledged by ${by}. The escalation is stopped.`,
  already: (by) => `Already acknowledged by ${by}.`,
  unusable: "This acknowledgement link has expired or was already used. Sign in to the admin to acknowledge the lead.",
  onTheWay: "Marked as on the way. The customer's status page shows it.",
  noSuchLead: "There is no such lead.",
  notEmergency: "Only emergencies are acknowledged.",
  unknownAction: "Unknown action"
};

// app/lib/emergencies/lead-acknowledgement.server.ts
var ackDeps = () => ({ db: getDb(), now: () => /* @__PURE__ */ new Date() }), TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
async function ackLinkPage(token, deps = ackDeps()) {
  let row = TOKEN.test(token) ? await findUsableAckToken(deps.db, ackTokenHash(token), deps.now()) : null;
  return row ? { ok: !0, leadName: row.leadName ?? "a visitor", personName: row.personName, acknowledgedBy: row.acknowledgedBy } : { ok: !1, status: 410, message: ACK_MESSAGES.unusable };
}
async function acknowledgeByLink(token, deps = ackDeps()) {
  let found = TOKEN.test(token) ? await findUsableAckToken(deps.db, ackTokenHash(token), deps.now()) : null;
  if (!found)
    return { ok: !1, status: 410, message: ACK_MESSAGES.unusable };
  let name = found.personName ?? "the on-call electrician", done = await acknowledgeLead(deps.db, { tokenHash: ackTokenHash(token) }, { name, userId: null }, deps.now());
  return done ? { ok: !0, message: done.changed ? ACK_MESSAGES.done(name) : ACK_MESSAGES.already(done.by ?? name) } : { ok: !1, status: 410, message: ACK_MESSAGES.unusable };
}
async function emergencyLead(deps, leadId) {
  let lead = await findLeadSummary(deps.db, leadId);
  return lead ? lead.emergency ? null : { ok: !1, status: 404, message: ACK_MESSAGES.notEmergency } : { ok: !1, status: 404, message: ACK_MESSAGES.noSuchLead };
}
async function acknowledgeAsAdmin(leadId, user, deps = ackDeps()) {
  let refused = await emergencyLead(deps, leadId);
  if (refused)
    return refused;
  let name = await findUserDisplayName(deps.db, user.id) ?? user.email, done = await acknowledgeLead(deps.db, { id: leadId }, { name, userId: user.id }, deps.now());
  return done ? { ok: !0, message: done.changed ? ACK_MESSAGES.done(name) : ACK_MESSAGES.already(done.by ?? name) } : { ok: !1, status: 404, message: ACK_MESSAGES.noSuchLead };
}
async function markOnTheWayAsAdmin(leadId, user, deps = ackDeps()) {
  let refused = await emergencyLead(deps, leadId);
  if (refused)
    return refused;
  let name = await findUserDisplayName(deps.db, user.id) ?? user.email;
  return await acknowledgeLead(deps.db, { id: leadId }, { name, userId: user.id }, deps.now()), await markOnTheWay(deps.db, leadId, { name, userId: user.id }, deps.now()), { ok: !0, message: ACK_MESSAGES.onTheWay };
}

// app/models/lead-alerts.server.ts
import { asc as asc4, eq as eq8, sql as sql7 } from "drizzle-orm";
function alertRowsSql(targets) {
  let rows = JSON.stringify(targets.map((t) => ({ channel: t.channel, recipient: t.recipient, recipient_name: t.recipientName })));
  return sql7`jsonb_to_recordset(${rows}::jsonb) as t(channel text, recipient text, recipient_name text)`;
}
var listLeadAlerts = (db, leadId) => db.select().from(leadAlerts).where(eq8(leadAlerts.leadId, leadId)).orderBy(asc4(leadAlerts.round), asc4(leadAlerts.createdAt), asc4(leadAlerts.channel));

// app/lib/emergencies/lead-alerts-admin.server.ts
var UUID2 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
async function loadLeadAlerts(leadId, deps = ackDeps()) {
  let lead = UUID2.test(leadId) ? await findLeadSummary(deps.db, leadId) : null;
  if (!lead)
    return null;
  let [alerts, mails] = await Promise.all([listLeadAlerts(deps.db, leadId), listLeadMails(deps.db, leadId)]), fields2 = lead.fields ?? {};
  return {
    lead: {
      id: lead.id,
      name: lead.name,
      phone: lead.phone,
      address: fields2.address ?? null,
      what: lead.message ?? fields2.description ?? lead.service ?? null,
      emergency: lead.emergency,
      createdAt: lead.createdAt,
      acknowledgedAt: lead.acknowledgedAt,
      acknowledgedBy: lead.acknowledgedBy,
      onTheWayAt: lead.onTheWayAt,
      /** From the request to its acknowledgement ("4 min 10 s"). */
      timeToAck: lead.acknowledgedAt ? durationText(Math.round((lead.acknowledgedAt.getTime() - lead.createdAt.getTime()) / 1e3)) : null
    },
    alerts: [
      ...alerts.map((a) => ({ id: a.id, channel: a.channel, recipient: a.recipientName ? `${a.recipientName} (${shortRecipient(a.channel, a.recipient)})` : shortRecipient(a.channel, a.recipient), round: a.round, status: a.status, attempts: a.attempts, sentAt: a.sentAt, lastError: a.lastError })),
      ...mails.map((m) => ({ id: m.id, channel: "email", recipient: m.to, round: 0, status: m.status, attempts: m.attempts, sentAt: m.sentAt, lastError: m.lastError }))
    ]
  };
}
var shortRecipient = (channel, recipient) => channel === "push" ? `browser via ${URL.canParse(recipient) ? new URL(recipient).host : "push"}` : recipient;
function durationText(seconds2) {
  let m = Math.floor(seconds2 / 60), s = seconds2 % 60;
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

// app/routes/_admin.admin.leads_.$id_.alerts.tsx
import { jsx as jsx22, jsxs as jsxs18 } from "react/jsx-runtime";
var meta2 = ({ matches }) => [{ title: pageTitle("Lead alerts", matches) }, { name: "robots", content: "noindex" }];
async function loader3({ request, params }) {
  await requireAdmin(request);
  let data = await loadLeadAlerts(params.id ?? "");
  if (!data)
    throw json2({ message: ACK_MESSAGES.noSuchLead }, { status: 404 });
  return json2(data);
}
async function action({ request, params }) {
  let user = await requireAdmin(request), intent = (await request.formData().catch(() => null))?.get("intent"), id = params.id ?? "";
  if (await loadLeadAlerts(id) === null)
    return json2({ message: ACK_MESSAGES.noSuchLead }, { status: 404 });
  if (intent !== "acknowledge" && intent !== "on-the-way")
    return json2({ message: ACK_MESSAGES.unknownAction }, { status: 400 });
  let outcome = intent === "acknowledge" ? await acknowledgeAsAdmin(id, user) : await markOnTheWayAsAdmin(id, user);
  return outcome.ok ? redirectWithToast(`/admin/leads/${id}/alerts`, { title: outcome.message, type: "success" }) : json2({ message: outcome.message }, { status: outcome.status });
}
var channelLabel = { sms: "SMS", push: "Push", email: "Email" }, roundLabel = ["first", "next person", "whole list"];
function LeadAlerts() {
  let clock = useOfficeClock({ dateStyle: "medium", timeStyle: "medium" }), at = (value) => value ? clock(value) : "\u2014", { lead, alerts } = useLoaderData(), result = useActionData(), acknowledging = useIsPending({ intent: "acknowledge", state: "submitting" }), moving = useIsPending({ intent: "on-the-way", state: "submitting" });
  return /* @__PURE__ */ jsxs18("section", { "aria-labelledby": "alerts-title", children: [
    /* @__PURE__ */ jsxs18("h1", { id: "alerts-title", className: "mt-6 text-3xl font-extrabold", children: [
      lead.emergency ? "Emergency" : "Request",
      " from ",
      lead.name ?? "a visitor"
    ] }),
    /* @__PURE__ */ jsxs18("dl", { className: "mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1", children: [
      /* @__PURE__ */ jsx22("dt", { className: "font-semibold", children: "Phone" }),
      /* @__PURE__ */ jsx22("dd", { children: lead.phone ? /* @__PURE__ */ jsx22("a", { href: `tel:${lead.phone}`, children: lead.phone }) : "\u2014" }),
      /* @__PURE__ */ jsx22("dt", { className: "font-semibold", children: "Address" }),
      /* @__PURE__ */ jsx22("dd", { children: lead.address ?? "\u2014" }),
      /* @__PURE__ */ jsx22("dt", { className: "font-semibold", children: "What is wrong" }),
      /* @__PURE__ */ jsx22("dd", { children: lead.what ?? "\u2014" }),
      /* @__PURE__ */ jsx22("dt", { className: "font-semibold", children: "Received" }),
      /* @__PURE__ */ jsx22("dd", { children: at(lead.createdAt) }),
      /* @__PURE__ */ jsx22("dt", { className: "font-semibold", children: "Acknowledged" }),
      /* @__PURE__ */ jsx22("dd", { "data-testid": "acknowledged", children: lead.acknowledgedAt ? `by ${lead.acknowledgedBy ?? "someone"} at ${at(lead.acknowledgedAt)} (${lead.timeToAck} after the request)` : "not yet" }),
      /* @__PURE__ */ jsx22("dt", { className: "font-semibold", children: "On the way" }),
      /* @__PURE__ */ jsx22("dd", { "data-testid": "on-the-way", children: lead.onTheWayAt ? at(lead.onTheWayAt) : "not yet" })
    ] }),
    result?.message ? /* @__PURE__ */ jsx22("div", { className: "mt-4", children: /* @__PURE__ */ jsx22(Notice, { type: "error", children: result.message }) }) : null,
    lead.emergency ? /* @__PURE__ */ jsxs18("div", { className: "mt-4 flex flex-wrap gap-3", children: [
      lead.acknowledgedAt ? null : /* @__PURE__ */ jsx22(Form3, { method: "post", children: /* @__PURE__ */ jsx22("button", { type: "submit", name: "intent", value: "acknowledge", className: "btn-primary", disabled: acknowledging, children: "I'm on it (acknowledge)" }) }),
      lead.onTheWayAt ? null : /* @__PURE__ */ jsx22(Form3, { method: "post", children: /* @__PURE__ */ jsx22("button", { type: "submit", name: "intent", value: "on-the-way", className: "btn-outline", disabled: moving, children: "On the way" }) })
    ] }) : null,
    /* @__PURE__ */ jsx22("h2", { className: "mt-8 text-xl font-bold", children: "Alerts sent" }),
    /* @__PURE__ */ jsx22("div", { className: "mt-3 overflow-x-auto rounded-xl border border-navy-100", tabIndex: 0, role: "region", "aria-label": "Alerts", children: /* @__PURE__ */ jsxs18("table", { className: "min-w-full text-left text-sm", "data-testid": "alerts-table", children: [
      /* @__PURE__ */ jsx22("thead", { className: "bg-navy-50", children: /* @__PURE__ */ jsxs18("tr", { children: [
        /* @__PURE__ */ jsx22("th", { scope: "col", className: "p-2", children: "Channel" }),
        /* @__PURE__ */ jsx22("th", { scope: "col", className: "p-2", children: "To" }),
        /* @__PURE__ */ jsx22("th", { scope: "col", className: "p-2", children: "Round" }),
        /* @__PURE__ */ jsx22("th", { scope: "col", className: "p-2", children: "State" }),
        /* @__PURE__ */ jsx22("th", { scope: "col", className: "p-2", children: "Tries" }),
        /* @__PURE__ */ jsx22("th", { scope: "col", className: "p-2", children: "Delivered" }),
        /* @__PURE__ */ jsx22("th", { scope: "col", className: "p-2", children: "Last error" })
      ] }) }),
      /* @__PURE__ */ jsx22("tbody", { children: alerts.map((a) => /* @__PURE__ */ jsxs18("tr", { className: "border-t border-navy-100", children: [
        /* @__PURE__ */ jsx22("td", { className: "p-2", children: channelLabel[a.channel] ?? a.channel }),
        /* @__PURE__ */ jsx22("td", { className: "p-2", children: a.recipient }),
        /* @__PURE__ */ jsx22("td", { className: "p-2", children: roundLabel[a.round] ?? a.round }),
        /* @__PURE__ */ jsx22("td", { className: "p-2", children: a.status }),
        /* @__PURE__ */ jsx22("td", { className: "p-2", children: a.attempts }),
        /* @__PURE__ */ jsx22("td", { className: "p-2", children: at(a.sentAt) }),
        /* @__PURE__ */ jsx22("td", { className: "p-2", children: a.lastError ?? "" })
      ] }, a.id)) })
    ] }) })
  ] });
}

// app/routes/webhooks.twilio.message-status.ts
var webhooks_twilio_message_status_exports = {};
__export(webhooks_twilio_message_status_exports, {
  action: () => action2
});

// app/lib/phone/message-status.server.ts
import twilio from "twilio";

// app/models/lead-messages.server.ts
import { sql as sql9 } from "drizzle-orm";

// app/models/phone-calls.server.ts
import { sql as sql8 } from "drizzle-orm";
var openLeadOf = (phone2) => sql8`(select id from leads where phone = ${phone2} and status not in ('won', 'lost') order by created_at desc limit 1)`;
async function recordIncomingCall(db, call) {
  let result = await db.execute(sql8`
    with known as (select 1 from phone_calls where call_sid = ${call.callSid}),
    open_lead as (select id from ${openLeadOf(call.from)} o where id is not null and not exists (select 1 from known)),
    new_lead as (
      insert into leads (kind, phone, source, dedupe_key)
      select 'call', ${call.from}, ${call.source}, ${`call:${call.callSid}`}
      where not exists (select 1 from open_lead) and not exists (select 1 from known)
      on conflict (dedupe_key) do nothing
      returning id
    ),
    lead as (select id, false as new_lead from open_lead union all select id, true from new_lead),
    saved as (
      insert into phone_calls (call_sid, lead_id, "from", "to", source)
      select ${call.callSid}, lead.id, ${call.from}, ${call.to}, ${call.source} from lead
      on conflict (call_sid) do nothing
      returning lead_id
    ),
    event as (${insertLeadEvents({ leadId: sql8`lead.id`, field: "call", toValue: `incoming to ${call.source}` }, sql8`from lead where not lead.new_lead and exists (select 1 from saved)`)})
    select lead.id as lead_id, lead.new_lead from lead join saved on saved.lead_id = lead.id`), [row] = rowsOf(result);
  return row ? { leadId: row.lead_id, newLead: row.new_lead } : null;
}
async function recordDialResult(db, outcome, textBack) {
  let now = sql8`${outcome.now.toISOString()}::timestamptz`, missed = outcome.status !== "answered", result = await db.execute(sql8`
    with ended as (
      update phone_calls set status = ${outcome.status}, duration_seconds = ${outcome.durationSeconds}, ended_at = ${now}
      where call_sid = ${outcome.callSid} and status = 'ringing'
      returning id, lead_id, "from", "to", status
    ),
    event as (${insertLeadEvents({ leadId: sql8`ended.lead_id`, field: "call", fromValue: "ringing", toValue: missed ? "missed" : "answered" }, sql8`from ended`)}),
    text_back as (
      insert into lead_messages (lead_id, direction, "from", "to", body, call_id, status, next_attempt_at)
      select ended.lead_id, 'out', ended."to", ended."from", ${textBack}, ended.id, 'pending', ${now} from ended
      where ${missed}::boolean and not exists (select 1 from sms_opt_outs where phone = ended."from")
      on conflict do nothing
      returning id
    )
    select ended.id, ended.lead_id, ended."from", ended."to", ended.status, exists (select 1 from text_back) as text_queued from ended`), [row] = rowsOf(result);
  return row ? { id: row.id, leadId: row.lead_id, from: row.from, to: row.to, status: row.status, textQueued: row.text_queued } : null;
}

// app/models/lead-messages.server.ts
async function recordIncomingText(db, text6) {
  let result = await db.execute(sql9`
    with known as (select 1 from lead_messages where message_sid = ${text6.messageSid}),
    open_lead as (select id from ${openLeadOf(text6.from)} o where id is not null and not exists (select 1 from known)),
    new_lead as (
      insert into leads (kind, phone, message, source, dedupe_key)
      select 'text', ${text6.from}, ${text6.body}, ${text6.source}, ${`text:${text6.messageSid}`}
      where not exists (select 1 from open_lead) and not exists (select 1 from known)
      on conflict (dedupe_key) do nothing
      returning id
    ),
    lead as (select id, false as new_lead from open_lead union all select id, true from new_lead),
    saved as (
      insert into lead_messages (lead_id, direction, "from", "to", body, message_sid, status)
      select lead.id, 'in', ${text6.from}, ${text6.to}, ${text6.body}, ${text6.messageSid}, 'received' from lead
      on conflict (message_sid) do nothing
      returning lead_id
    ),
    event as (${insertLeadEvents({ leadId: sql9`lead.id`, field: "text", toValue: "received" }, sql9`from lead where not lead.new_lead and exists (select 1 from saved)`)})
    select lead.id as lead_id, lead.new_lead from lead join saved on saved.lead_id = lead.id`), [row] = rowsOf(result);
  return row ? { leadId: row.lead_id, newLead: row.new_lead } : null;
}
var DELIVERY_STATES = ["queued", "sending", "sent", "delivered", "undelivered", "failed"];
async function recordDeliveryState(db, messageSid, state3) {
  let rank = (column) => sql9`array_position(array[${sql9.join(
    DELIVERY_STATES.map((s) => sql9`${s}`),
    sql9`, `
  )}]::text[], ${column})`, result = await db.execute(sql9`
    update lead_messages set status = ${state3}
    where message_sid = ${messageSid} and direction = 'out' and coalesce(${rank(sql9`status`)}, 0) < ${rank(sql9`${state3}::text`)}
    returning id`);
  return rowsOf(result).length > 0;
}

// app/lib/phone/message-status.server.ts
var isDeliveryState = (value) => DELIVERY_STATES.includes(value);
async function recordMessageStatus(params, deps) {
  let { MessageSid: messageSid, MessageStatus: state3 = "" } = params;
  return !messageSid || !state3 ? { status: 400 } : (isDeliveryState(state3) && await recordDeliveryState(deps.db, messageSid, state3), { twiml: new twilio.twiml.MessagingResponse().toString() });
}

// app/lib/phone/phone.messages.ts
var PHONE_MESSAGES = {
  greeting: (business) => `Thank you for calling ${business}. Connecting you now.`,
  missed: "Sorry, nobody could take your call. We will text you right away.",
  textBack: (business, contactUrl) => `${business}: sorry we missed your call. Reply here with what is going on and we will get right back to you, or use ${contactUrl}. Reply STOP to opt out.`,
  help: (business, phone2) => `${business}: texts about your call or request. Call ${phone2} any time. Reply STOP to opt out.`,
  badRequest: "Bad request: a Twilio webhook field is missing or not one Twilio sends.",
  notConfigured: "Not found: the phone numbers are not set up on this site."
};

// app/lib/phone/phone-settings.server.ts
function phoneDeps() {
  let c = getConfig();
  return c.TWILIO_NUMBERS.length === 0 || !c.TWILIO_AUTH_TOKEN || !c.TWILIO_ACCOUNT_SID ? null : {
    db: getDb(),
    authToken: c.TWILIO_AUTH_TOKEN,
    accountSid: c.TWILIO_ACCOUNT_SID,
    apiUrl: c.TWILIO_API_URL,
    siteUrl: c.SITE_URL,
    numbers: c.TWILIO_NUMBERS,
    officePhones: c.OFFICE_PHONES,
    officeHours: c.OFFICE_HOURS,
    timeZone: c.ONCALL_TIME_ZONE,
    fallbackPhones: c.ONCALL_PHONES,
    businessName: getBusiness().name,
    now: () => /* @__PURE__ */ new Date()
  };
}
var sourceOf = (deps, number) => deps.numbers.find((n) => n.number === number)?.source ?? null;

// app/lib/phone/twilio-signature.server.ts
import twilio2 from "twilio";
async function readSignedWebhook(request, deps) {
  let signature = request.headers.get("X-Twilio-Signature");
  if (!signature)
    return { ok: !1 };
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded"))
    return { ok: !1 };
  let params = Object.fromEntries(new URLSearchParams(await request.text())), { pathname, search } = new URL(request.url), publicUrl = new URL(`${pathname}${search}`, deps.siteUrl).href;
  return twilio2.validateRequest(deps.authToken, signature, publicUrl, params) ? { ok: !0, params } : { ok: !1 };
}
var FORBIDDEN = "Forbidden: this address only takes webhooks signed by the site's Twilio account.";

// app/lib/phone/twilio-webhook.server.ts
var plain = (status, message) => new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
async function twilioWebhook(request, name, workflow, deps = phoneDeps()) {
  if (request.method !== "POST")
    return plain(405, "Method not allowed: Twilio posts its webhooks.");
  if (!deps)
    return plain(404, PHONE_MESSAGES.notConfigured);
  let signed = await readSignedWebhook(request, deps);
  if (!signed.ok)
    return log.warn("twilio webhook refused: bad signature", { webhook: name }), plain(403, FORBIDDEN);
  let answer = await workflow(signed.params, deps);
  return log.info("twilio webhook", { webhook: name, from: signed.params.From ?? "", status: "twiml" in answer ? 200 : answer.status }), "twiml" in answer ? new Response(answer.twiml, { headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" } }) : plain(answer.status, PHONE_MESSAGES.badRequest);
}

// app/routes/webhooks.twilio.message-status.ts
var action2 = ({ request }) => twilioWebhook(request, "message-status", recordMessageStatus);

// app/routes/webhooks.twilio.dial-result.ts
var webhooks_twilio_dial_result_exports = {};
__export(webhooks_twilio_dial_result_exports, {
  action: () => action3
});

// app/lib/phone/missed-call.server.ts
import twilio3 from "twilio";

// app/lib/platform/outbox.server.ts
var defaultPolicy = {
  baseDelayMs: 3e4,
  maxDelayMs: 60 * 6e4,
  maxAttempts: 10,
  leaseMs: 5 * 6e4,
  batchSize: 10
};
function outboxWorker() {
  return singleton("outbox-worker", () => ({ worker: null })).worker;
}
function kickOutbox() {
  outboxWorker()?.kick();
}

// app/lib/emergencies/alert-channels.server.ts
import webpush from "web-push";

// app/lib/emergencies/push-services.ts
var SERVICE_HOSTS = ["fcm.googleapis.com"], SERVICE_DOMAINS = [".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com"], LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]"];
function isPushServiceEndpoint(endpoint, { allowLoopback }) {
  if (!URL.canParse(endpoint))
    return !1;
  let url = new URL(endpoint);
  return url.username || url.password ? !1 : allowLoopback && LOOPBACK_HOSTS.includes(url.hostname) ? url.protocol === "http:" || url.protocol === "https:" : url.protocol !== "https:" || url.port !== "" ? !1 : SERVICE_HOSTS.includes(url.hostname) || SERVICE_DOMAINS.some((domain) => url.hostname.endsWith(domain));
}

// app/lib/emergencies/alert-channels.server.ts
var ChannelError = class extends Error {
  constructor(message, gone = !1, detail = null) {
    super(message);
    this.gone = gone;
    this.detail = detail;
    this.name = "ChannelError";
  }
}, SEND_TIMEOUT_MS = 1e4;
async function postTwilioMessage(account, fields2) {
  let url = `${account.apiUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`, response = await fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded"
    },
    body: new URLSearchParams(fields2),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS)
  }), answer = await response.text().catch(() => "");
  if (!response.ok)
    throw new ChannelError(`Twilio answered ${response.status}: ${answer.slice(0, 200)}`);
  return answer;
}
function twilioSms(settings) {
  return {
    async send(to, body) {
      await postTwilioMessage(settings, { To: to, From: settings.from, Body: body });
    }
  };
}
var PUSH_ERRORS = {
  notAService: "not a browser push service: subscription removed",
  gone: "the browser turned notifications off",
  refused: "the push service did not take the notification",
  unreachable: "the push service could not be reached"
};
function webPush(vapid, policy = { allowLoopback: !1 }) {
  return {
    publicKey: vapid.publicKey,
    async send(subscription, payload) {
      if (!isPushServiceEndpoint(subscription.endpoint, policy))
        throw new ChannelError(PUSH_ERRORS.notAService, !0);
      let request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails: vapid, TTL: 3600, urgency: "high", contentEncoding: "aes128gcm" }
      ), response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "manual",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS)
      }).catch((error2) => {
        throw new ChannelError(PUSH_ERRORS.unreachable, !1, String(error2));
      });
      if (await response.body?.cancel(), !response.ok)
        throw response.status === 404 || response.status === 410 ? new ChannelError(PUSH_ERRORS.gone, !0, `status ${response.status}`) : new ChannelError(PUSH_ERRORS.refused, !1, `status ${response.status}`);
    }
  };
}
function vapidKeys(config = getConfig()) {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  let stored = generatedOnce(
    config.DATA_DIR,
    "vapid-keys.json",
    () => JSON.stringify(webpush.generateVAPIDKeys()),
    "VAPID keys are not set: generated a pair into %s (set VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY to share them between instances)"
  );
  return { ...JSON.parse(stored), subject: config.VAPID_SUBJECT };
}
function appChannels(config = getConfig()) {
  return singleton("alert-channels", () => ({
    sms: config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM ? twilioSms({ apiUrl: config.TWILIO_API_URL, accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_FROM }) : null,
    push: webPush(vapidKeys(config), { allowLoopback: config.PUSH_TEST_LOOPBACK })
  }));
}

// app/lib/phone/text-outbox.server.ts
var textPolicy = {
  baseDelayMs: 5e3,
  maxDelayMs: 5 * 6e4,
  maxAttempts: 8,
  leaseMs: 6e4,
  batchSize: 20
};
var holder = () => singleton("text-worker", () => ({ worker: null }));
function kickTexts() {
  holder().worker?.kick();
}

// app/lib/phone/missed-call.server.ts
var OUTCOMES = {
  completed: "answered",
  answered: "answered",
  "no-answer": "no-answer",
  busy: "busy",
  failed: "failed",
  canceled: "canceled"
};
async function endCall(params, deps) {
  let outcome = OUTCOMES[params.DialCallStatus ?? ""];
  if (!params.CallSid || !outcome)
    return null;
  let duration = Number.parseInt(params.DialCallDuration ?? "", 10), contactUrl = new URL("/contact", deps.siteUrl).href, ended = await recordDialResult(
    deps.db,
    { callSid: params.CallSid, status: outcome, durationSeconds: Number.isSafeInteger(duration) && duration >= 0 ? duration : null, now: deps.now() },
    PHONE_MESSAGES.textBack(deps.businessName, contactUrl)
  );
  return ended?.textQueued && kickTexts(), ended && log.info("call ended", { leadId: ended.leadId, outcome, from: ended.from, textBack: ended.textQueued }), outcome === "answered" ? "answered" : "missed";
}
async function answerDialResult(params, deps) {
  let ended = await endCall(params, deps);
  if (!ended)
    return { status: 400 };
  let response = new twilio3.twiml.VoiceResponse();
  return ended === "missed" && response.say(PHONE_MESSAGES.missed), response.hangup(), { twiml: response.toString() };
}

// app/routes/webhooks.twilio.dial-result.ts
var action3 = ({ request }) => twilioWebhook(request, "dial-result", answerDialResult);

// app/routes/_admin.admin.leads.$leadId.tsx
var admin_admin_leads_leadId_exports = {};
__export(admin_admin_leads_leadId_exports, {
  action: () => action4,
  default: () => LeadPage,
  loader: () => loader4,
  meta: () => meta3
});
import { json as json3 } from "@remix-run/node";
import { Link as Link8, useActionData as useActionData2, useLoaderData as useLoaderData2 } from "@remix-run/react";

// app/forms/admin-messages.ts
var INVALID_LOGIN = "Invalid email or password", MISSING_LOGIN = "Please enter your email and password", LOGIN_RATE_LIMITED = "Too many login attempts. Please wait 15 minutes and try again.", LOGIN_EXPIRED = "Your sign-in has expired. Please enter your email and password again.", CODE_MISSING = "Please enter the 6-digit code from your authenticator app", CODE_INVALID = "That code is not valid. Enter the current 6-digit code from your app, or an unused recovery code.", ENROL_CODE_INVALID = "That code does not match. Scan the QR code again and enter the 6-digit code your app shows now.", ALREADY_ENROLLED = "Two-factor sign-in is already set up for this account. Please sign in again.", LOGGED_OUT = "You have been logged out", ONCALL_MESSAGES = {
  nameRequired: "Enter the person's name",
  nameTooLong: "The name is too long (80 characters at most)",
  phoneInvalid: "Enter a mobile number that receives texts, like (703) 555-0100 or +447700900123",
  timeInvalid: "Use 24-hour time, like 08:00 or 17:30",
  positionInvalid: "The order is a number from 1 to 99",
  added: (name) => `${name} was added to the on-call list`,
  saved: (name) => `Saved ${name}`,
  removed: (name) => `${name} was removed from the on-call list`,
  notFound: "That person is no longer on the list",
  invalid: "Please correct the highlighted fields",
  unreadable: "The form could not be read",
  pushOn: "Notifications are on for this browser",
  pushOff: "Notifications are off for this browser",
  pushUnsupported: "This browser cannot receive notifications (on an iPhone, add the admin to the home screen first)",
  pushDenied: "Notifications are blocked for this site in the browser's settings",
  pushFailed: "Notifications could not be turned on. Try again.",
  pushInvalid: "That is not a browser push subscription",
  pushNotAService: "That subscription does not point at a browser's push service (Google, Mozilla, Apple or Microsoft)"
}, ONCALL_NAME_MAX = 80, LEAD_STATUSES = ["new", "contacted", "scheduled", "won", "lost"], STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  won: "Won",
  lost: "Lost"
}, FIELD_LABELS = {
  status: "Status",
  lost_reason: "Lost reason",
  owner: "Owner",
  note: "Note",
  call: "Call",
  text: "Text"
}, NOTE_MAX = 4e3, LOST_REASON_MAX = 500, SEARCH_MAX = 200, PIPELINE_MESSAGES = {
  lostReasonRequired: "Please say why the lead was lost",
  lostReasonTooLong: `Keep the reason under ${LOST_REASON_MAX} characters`,
  unknownStatus: "Choose a status",
  unknownOwner: "Choose an admin as the owner",
  noteRequired: "Please write the note",
  noteTooLong: `Keep the note under ${NOTE_MAX} characters`,
  unknownAction: "Unknown action",
  unreadable: "The form could not be read",
  notFound: "This lead does not exist",
  statusChanged: (label) => `Status set to ${label}`,
  unchanged: "Nothing changed",
  ownerChanged: (name) => name ? `Owner set to ${name}` : "Owner removed",
  noteAdded: "Note added",
  loadFailed: (reason) => `Failed to fetch the lead: ${reason}`,
  saveFailed: (reason) => `Failed to save the change: ${reason}`,
  badFilter: "Some filters were not understood and were ignored"
}, ADMIN_MESSAGES = {
  missing: "Please select a file and enter a title",
  added: "Image added to gallery!",
  removed: "Image removed from gallery",
  confirmDelete: "Are you sure you want to remove this image from the gallery?",
  unknownAction: "Unknown action",
  unreadable: "The form could not be read",
  filesFailed: (reason) => `Failed to fetch storage files: ${reason}`,
  imagesFailed: (reason) => `Failed to fetch gallery images: ${reason}`,
  addFailed: (reason) => `Failed to add image: ${reason}`,
  deleteFailed: (reason) => `Failed to delete image: ${reason}`
}, FIELD_LIMITS = { title: 200, description: 1e3, location: 200 }, IMPORT_MESSAGES = {
  scanFailed: (reason) => `Failed to scan buckets: ${reason}`,
  found: (n) => `Found ${n} images across all buckets`,
  fileFailed: (file) => `Failed to import ${file}`,
  failed: (reason) => `Import failed: ${reason}`,
  imported: (n) => `Successfully imported ${n} images!`,
  noneSelected: "Please select at least one image to import",
  empty: "No images found in storage buckets"
};

// app/components/admin/lead/format.tsx
import { jsx as jsx23 } from "react/jsx-runtime";
function At({ iso }) {
  let clock = useOfficeClock({ dateStyle: "medium", timeStyle: "short" });
  return /* @__PURE__ */ jsx23("time", { dateTime: iso, children: clock(iso) });
}
function StatusOptions() {
  return LEAD_STATUSES.map((s) => /* @__PURE__ */ jsx23("option", { value: s, children: STATUS_LABELS[s] }, s));
}
var statusLabel = (status) => status ? STATUS_LABELS[status] ?? status : "\u2014";

// app/components/admin/Section.tsx
import { jsx as jsx24, jsxs as jsxs19 } from "react/jsx-runtime";
function Section({ id, title, children }) {
  return /* @__PURE__ */ jsxs19("section", { "aria-labelledby": id, className: "rounded-xl border border-navy-100 p-5", children: [
    /* @__PURE__ */ jsx24("h2", { id, className: "text-xl font-bold", children: title }),
    children
  ] });
}

// app/components/admin/lead/LeadFacts.tsx
import { Fragment as Fragment4, jsx as jsx25, jsxs as jsxs20 } from "react/jsx-runtime";
function Facts({ rows, valueClass, testId }) {
  return /* @__PURE__ */ jsx25("dl", { className: "mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2", "data-testid": testId, children: rows.filter(([, value]) => value != null && value !== "").map(([label, value]) => /* @__PURE__ */ jsxs20("div", { className: "contents", children: [
    /* @__PURE__ */ jsx25("dt", { className: "font-semibold", children: label }),
    /* @__PURE__ */ jsx25("dd", { className: valueClass, children: value })
  ] }, label)) });
}
function LeadFacts({ lead }) {
  let sent = [
    ["Kind", lead.kind],
    ["Name", lead.name],
    ["Email", lead.email ? /* @__PURE__ */ jsx25("a", { href: `mailto:${lead.email}`, children: lead.email }) : null],
    ["Phone", lead.phone ? /* @__PURE__ */ jsx25("a", { href: `tel:${lead.phone}`, children: lead.phone }) : null],
    ["Service", lead.service],
    ["Message", lead.message],
    ...Object.entries(lead.fields ?? {}).filter(([key, value]) => value !== "" && !["name", "email", "phone", "message"].includes(key)).map(([key, value]) => [key, value]),
    ["Sent from", lead.page]
  ], source = [
    ["Source", lead.source],
    ["First page", lead.firstPage],
    ["Referrer", lead.referrer],
    ["Campaign", [lead.utmCampaign, lead.utmMedium, lead.utmTerm, lead.utmContent].filter(Boolean).join(" / ") || null]
  ];
  return /* @__PURE__ */ jsxs20(Fragment4, { children: [
    /* @__PURE__ */ jsx25(Section, { id: "sent-title", title: "What they sent", children: /* @__PURE__ */ jsx25(Facts, { rows: sent, valueClass: "whitespace-pre-wrap break-words", testId: "lead-sent" }) }),
    /* @__PURE__ */ jsx25(Section, { id: "source-title", title: "Where it came from", children: /* @__PURE__ */ jsx25(Facts, { rows: source, valueClass: "break-all" }) })
  ] });
}

// app/components/admin/lead/LeadForms.tsx
init_fields2();
init_use_is_pending();
import { useForm as useForm3 } from "@conform-to/react";
import { parseWithZod as parseWithZod3 } from "@conform-to/zod";
import { Form as Form4 } from "@remix-run/react";

// app/forms/lead-pipeline.ts
import { z as z6 } from "zod";
var trimmed = (max, tooLong) => z6.string().trim().max(max, tooLong), statusSchema = z6.object({
  intent: z6.literal("status"),
  status: z6.enum(LEAD_STATUSES, { errorMap: () => ({ message: PIPELINE_MESSAGES.unknownStatus }) }),
  lostReason: trimmed(LOST_REASON_MAX, PIPELINE_MESSAGES.lostReasonTooLong).optional()
}).superRefine((value, ctx) => {
  value.status === "lost" && !value.lostReason && ctx.addIssue({ code: "custom", path: ["lostReason"], message: PIPELINE_MESSAGES.lostReasonRequired });
}).transform((value) => ({ ...value, lostReason: value.status === "lost" ? value.lostReason : null })), ownerSchema = z6.object({
  intent: z6.literal("owner"),
  ownerId: z6.union([z6.literal(""), z6.string().uuid(PIPELINE_MESSAGES.unknownOwner)]).default("")
}), noteSchema = z6.object({
  intent: z6.literal("note"),
  body: z6.string({ required_error: PIPELINE_MESSAGES.noteRequired }).trim().min(1, PIPELINE_MESSAGES.noteRequired).max(NOTE_MAX, PIPELINE_MESSAGES.noteTooLong)
}), leadActionSchemas = { status: statusSchema, owner: ownerSchema, note: noteSchema }, isLeadIntent = (value) => typeof value == "string" && Object.hasOwn(leadActionSchemas, value);

// app/components/admin/lead/LeadForms.tsx
import { jsx as jsx26, jsxs as jsxs21 } from "react/jsx-runtime";
function useLeadForm(intent, lastResult, defaultValue) {
  return useForm3({
    id: `lead-${intent}`,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod3(formData, { schema: leadActionSchemas[intent] })
  });
}
function Field({ field: field2, label, hint, children }) {
  return /* @__PURE__ */ jsxs21("div", { children: [
    /* @__PURE__ */ jsx26("label", { htmlFor: field2.id, className: "block font-semibold", children: label }),
    children,
    hint ? /* @__PURE__ */ jsx26("p", { id: `${field2.id}-hint`, className: "text-sm text-navy-700", children: hint }) : null,
    /* @__PURE__ */ jsx26(FieldError, { id: field2.errorId, errors: field2.errors })
  ] });
}
var described = (field2, hint = !1) => ({
  id: field2.id,
  "aria-invalid": field2.errors ? !0 : void 0,
  "aria-describedby": [hint ? `${field2.id}-hint` : "", field2.errors ? field2.errorId : ""].filter(Boolean).join(" ") || void 0
});
function LeadForm({
  intent,
  form,
  version,
  submit,
  className = "mt-3",
  children
}) {
  let busy = useIsPending({ intent, state: "submitting" });
  return /* @__PURE__ */ jsxs21(Form4, { method: "post", id: form.id, onSubmit: form.onSubmit, noValidate: !0, className: `${className} space-y-3`, children: [
    /* @__PURE__ */ jsx26("input", { type: "hidden", name: "intent", value: intent }),
    children,
    /* @__PURE__ */ jsx26("button", { type: "submit", className: "btn-primary", disabled: busy, children: busy ? submit.busy : submit.idle })
  ] }, `${intent}-${version}`);
}
function StatusForm({ status, lostReason, reply, version }) {
  let [form, fields2] = useLeadForm("status", reply, { status, lostReason: lostReason ?? "" });
  return /* @__PURE__ */ jsxs21(LeadForm, { intent: "status", form, version, submit: { idle: "Save status", busy: "Saving..." }, children: [
    /* @__PURE__ */ jsx26(Field, { field: fields2.status, label: "Status", children: /* @__PURE__ */ jsx26("select", { id: fields2.status.id, name: "status", defaultValue: fields2.status.initialValue ?? status, className: "admin-input", children: /* @__PURE__ */ jsx26(StatusOptions, {}) }) }),
    /* @__PURE__ */ jsx26(Field, { field: fields2.lostReason, label: "Lost reason", hint: "Needed when the status is Lost", children: /* @__PURE__ */ jsx26(
      "input",
      {
        name: "lostReason",
        defaultValue: fields2.lostReason.initialValue ?? "",
        maxLength: LOST_REASON_MAX,
        className: "admin-input",
        ...described(fields2.lostReason, !0)
      }
    ) })
  ] });
}
function OwnerForm({
  ownerId,
  owners,
  reply,
  version
}) {
  let [form, fields2] = useLeadForm("owner", reply, { ownerId: ownerId ?? "" });
  return /* @__PURE__ */ jsx26(LeadForm, { intent: "owner", form, version, submit: { idle: "Save owner", busy: "Saving..." }, children: /* @__PURE__ */ jsx26(Field, { field: fields2.ownerId, label: "Owner", children: /* @__PURE__ */ jsxs21("select", { name: "ownerId", defaultValue: fields2.ownerId.initialValue ?? ownerId ?? "", className: "admin-input", ...described(fields2.ownerId), children: [
    /* @__PURE__ */ jsx26("option", { value: "", children: "Nobody" }),
    owners.map((o) => /* @__PURE__ */ jsx26("option", { value: o.id, children: o.name }, o.id))
  ] }) }) });
}
function NoteForm({ reply, version }) {
  let [form, fields2] = useLeadForm("note", reply, { body: "" });
  return /* @__PURE__ */ jsx26(LeadForm, { intent: "note", form, version, submit: { idle: "Add note", busy: "Adding..." }, className: "mt-4", children: /* @__PURE__ */ jsx26(Field, { field: fields2.body, label: "New note", children: /* @__PURE__ */ jsx26(
    "textarea",
    {
      name: "body",
      rows: 3,
      maxLength: NOTE_MAX,
      defaultValue: fields2.body.initialValue ?? "",
      className: "admin-input py-2",
      ...described(fields2.body)
    }
  ) }) });
}

// app/components/admin/lead/LeadHistory.tsx
import { Fragment as Fragment5, jsx as jsx27, jsxs as jsxs22 } from "react/jsx-runtime";
function eventValue(field2, value) {
  return value == null || value === "" ? "\u2014" : field2 === "status" ? statusLabel(value) : value;
}
function NoteList({ notes }) {
  return notes.length === 0 ? /* @__PURE__ */ jsx27("p", { className: "mt-3 text-navy-700", children: "No notes yet." }) : /* @__PURE__ */ jsx27("ol", { className: "mt-3 space-y-3", "data-testid": "lead-notes", children: notes.map((note) => /* @__PURE__ */ jsxs22("li", { className: "rounded-lg bg-navy-50 p-3", children: [
    /* @__PURE__ */ jsx27("p", { className: "whitespace-pre-wrap break-words", children: note.body }),
    /* @__PURE__ */ jsxs22("p", { className: "mt-1 text-xs text-navy-700", children: [
      note.author ?? "A former admin",
      ", ",
      /* @__PURE__ */ jsx27(At, { iso: note.createdAt })
    ] })
  ] }, note.id)) });
}
function LeadHistory({
  events
}) {
  return events.length === 0 ? /* @__PURE__ */ jsx27("p", { className: "mt-3 text-navy-700", children: "No changes yet." }) : /* @__PURE__ */ jsx27("ol", { className: "mt-3 space-y-2 text-sm", "data-testid": "lead-history", children: events.map((event) => /* @__PURE__ */ jsxs22("li", { "data-testid": "lead-event", children: [
    /* @__PURE__ */ jsx27(At, { iso: event.createdAt }),
    " \xB7 ",
    /* @__PURE__ */ jsx27("strong", { children: event.actorName ?? "The system" }),
    " \xB7",
    " ",
    event.field === "note" ? "added a note" : /* @__PURE__ */ jsxs22(Fragment5, { children: [
      FIELD_LABELS[event.field] ?? event.field,
      ": ",
      eventValue(event.field, event.fromValue),
      " \u2192 ",
      eventValue(event.field, event.toValue)
    ] })
  ] }, event.id)) });
}

// app/lib/office/lead-pipeline.server.ts
import { z as z8 } from "zod";

// app/models/lead-notes.server.ts
import { asc as asc5, eq as eq10, inArray as inArray2, sql as sql11 } from "drizzle-orm";

// app/models/lead-pipeline.server.ts
import { eq as eq9, sql as sql10 } from "drizzle-orm";
async function findLead(db, id) {
  let [row] = await db.select({ lead: leads, ownerName: userLabel }).from(leads).leftJoin(users, eq9(users.id, leads.ownerId)).where(eq9(leads.id, id));
  return row ? { ...row.lead, owner: row.lead.ownerId ? { id: row.lead.ownerId, name: row.ownerName ?? "" } : null } : null;
}
var actor = (actorId) => ({ actorId, actorName: actorName(actorId) });
async function setLeadStatus(db, id, change, actorId) {
  let result = await db.execute(sql10`
    with old as (select id, status, lost_reason from leads where id = ${id}::uuid for update),
    changed as (
      update leads set status = ${change.status}::text, lost_reason = ${change.lostReason}::text, updated_at = now(),
        first_response_at = coalesce(leads.first_response_at, now())
      from old where leads.id = old.id
        and (old.status is distinct from ${change.status}::text or old.lost_reason is distinct from ${change.lostReason}::text)
      returning leads.id
    ),
    events as (${insertLeadEvents(
    { leadId: sql10`old.id`, ...actor(actorId), field: sql10`f.field`, fromValue: sql10`f.from_value`, toValue: sql10`f.to_value` },
    sql10`from old join changed on changed.id = old.id
      cross join lateral (values ('status', old.status, ${change.status}::text), ('lost_reason', old.lost_reason, ${change.lostReason}::text))
        as f(field, from_value, to_value)
      where f.from_value is distinct from f.to_value`
  )})
    select (select count(*) from old)::int as found, (select count(*) from changed)::int as changed`);
  return changeOutcome(result);
}
async function setLeadOwner(db, id, ownerId, actorId) {
  let result = await db.execute(sql10`
    with old as (
      select leads.id, leads.owner_id, ${userLabel} as owner_name
      from leads left join users on users.id = leads.owner_id where leads.id = ${id}::uuid for update of leads
    ),
    changed as (
      update leads set owner_id = ${ownerId}::uuid, updated_at = now(), first_response_at = coalesce(leads.first_response_at, now())
      from old where leads.id = old.id and old.owner_id is distinct from ${ownerId}::uuid
      returning leads.id
    ),
    events as (${insertLeadEvents(
    {
      leadId: sql10`old.id`,
      ...actor(actorId),
      field: "owner",
      fromValue: sql10`old.owner_name`,
      toValue: sql10`(select ${userLabel} from users where users.id = ${ownerId}::uuid)`
    },
    sql10`from old join changed on changed.id = old.id`
  )})
    select (select count(*) from old)::int as found, (select count(*) from changed)::int as changed`);
  return changeOutcome(result);
}
function changeOutcome(result) {
  let [row] = rowsOf(result);
  return Number(row?.found) > 0 ? { changed: Number(row?.changed) > 0 } : null;
}

// app/models/lead-notes.server.ts
async function addLeadNote(db, leadId, body, authorId) {
  let result = await db.execute(sql11`
    with lead as (
      update leads set updated_at = now(), first_response_at = coalesce(first_response_at, now())
      where id = ${leadId}::uuid returning id
    ),
    note as (insert into lead_notes (lead_id, author_id, body) select id, ${authorId}::uuid, ${body}::text from lead returning lead_id),
    events as (${insertLeadEvents(
    { leadId: sql11`lead_id`, actorId: authorId, actorName: actorName(authorId), field: "note", toValue: body },
    sql11`from note`
  )})
    select (select count(*) from lead)::int as found, (select count(*) from lead)::int as changed`);
  return changeOutcome(result);
}
async function listLeadNotes(db, leadId) {
  return db.select({ id: leadNotes.id, body: leadNotes.body, author: userLabel, createdAt: leadNotes.createdAt }).from(leadNotes).leftJoin(users, eq10(users.id, leadNotes.authorId)).where(eq10(leadNotes.leadId, leadId)).orderBy(asc5(leadNotes.createdAt), asc5(leadNotes.id));
}
async function notesOfLeads(db, leadIds) {
  let byLead = /* @__PURE__ */ new Map();
  if (leadIds.length === 0)
    return byLead;
  let rows = await db.select({ leadId: leadNotes.leadId, id: leadNotes.id, body: leadNotes.body, author: userLabel, createdAt: leadNotes.createdAt }).from(leadNotes).leftJoin(users, eq10(users.id, leadNotes.authorId)).where(inArray2(leadNotes.leadId, leadIds)).orderBy(asc5(leadNotes.createdAt), asc5(leadNotes.id));
  for (let { leadId, ...note } of rows)
    byLead.set(leadId, [...byLead.get(leadId) ?? [], note]);
  return byLead;
}

// app/lib/office/leads-inbox.server.ts
import { z as z7 } from "zod";

// app/models/lead-inbox.server.ts
import { and as and6, count, desc as desc2, eq as eq11, ilike, inArray as inArray3, isNotNull, isNull as isNull3, or as or2, sql as sql12 } from "drizzle-orm";
function mailStatus(total, sent, failed) {
  return total === 0 ? "none" : failed > 0 ? "failed" : sent === total ? "sent" : "pending";
}
var containing = (text6) => `%${text6.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
function leadFilter(query) {
  let zone = query.timeZone ?? "UTC", conditions = [
    query.kind ? eq11(leads.kind, query.kind) : void 0,
    query.status ? eq11(leads.status, query.status) : void 0,
    query.service ? eq11(leads.service, query.service) : void 0,
    query.owner === "none" ? isNull3(leads.ownerId) : query.owner ? eq11(leads.ownerId, query.owner) : void 0,
    query.from ? sql12`${leads.createdAt} >= (${query.from}::date)::timestamp at time zone ${zone}` : void 0,
    query.to ? sql12`${leads.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${zone}` : void 0
  ], search = query.search?.trim();
  if (search) {
    let pattern = containing(search), digits = search.replace(/\D/g, "");
    conditions.push(
      or2(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        sql12`${leads.fields} ->> 'address' ilike ${pattern}`,
        // "703-555 0101" finds "(703) 555-0101": phones are compared by their digits (translate is several
        // times cheaper than a regular expression over every row).
        digits.length >= 3 ? sql12`translate(${leads.phone}, '+()-. ', '') like ${`%${digits}%`}` : void 0
      )
    );
  }
  return and6(...conditions);
}
var inboxOrder = [
  sql12`case when ${leads.emergency} and ${leads.status} not in ('won', 'lost') then 0 when ${leads.status} = 'new' then 1 else 2 end`,
  desc2(leads.createdAt),
  desc2(leads.id)
];
async function mailStates(db, ids) {
  if (ids.length === 0)
    return /* @__PURE__ */ new Map();
  let rows = await db.select({
    leadId: emailOutbox.leadId,
    total: sql12`count(*)::int`,
    sent: sql12`(count(*) filter (where ${emailOutbox.status} = 'sent'))::int`,
    failed: sql12`(count(*) filter (where ${emailOutbox.status} in ('failed', 'dead')))::int`
  }).from(emailOutbox).where(inArray3(emailOutbox.leadId, ids)).groupBy(emailOutbox.leadId);
  return new Map(rows.map((r) => [r.leadId, { status: mailStatus(r.total, r.sent, r.failed), sent: r.sent, total: r.total }]));
}
async function listLeads(db, query) {
  let offset = Math.max(0, (query.page ?? 1) - 1) * query.limit, where = leadFilter(query), [rows, [{ total }]] = await Promise.all([
    db.select({ lead: leads, ownerName: userLabel }).from(leads).leftJoin(users, eq11(users.id, leads.ownerId)).where(where).orderBy(...inboxOrder).limit(query.limit).offset(offset),
    db.select({ total: count() }).from(leads).where(where)
  ]), mails = await mailStates(db, rows.map((r) => r.lead.id));
  return { total, leads: rows.map(({ lead, ownerName }) => toInboxLead(lead, ownerName, mails.get(lead.id))) };
}
function toInboxLead(lead, ownerName, mail) {
  return {
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    message: lead.message,
    fields: lead.fields ?? {},
    page: lead.page,
    createdAt: lead.createdAt,
    emergency: lead.emergency,
    status: lead.status,
    lostReason: lead.lostReason,
    owner: lead.ownerId ? { id: lead.ownerId, name: ownerName ?? "" } : null,
    firstResponseAt: lead.firstResponseAt,
    mail: mail ?? { status: "none", sent: 0, total: 0 }
  };
}
async function leadKinds(db) {
  return (await db.selectDistinct({ kind: leads.kind }).from(leads).orderBy(leads.kind)).map((r) => r.kind);
}
async function leadServices(db) {
  return (await db.selectDistinct({ service: leads.service }).from(leads).where(isNotNull(leads.service)).orderBy(leads.service)).map((r) => r.service);
}

// app/lib/platform/elapsed.ts
function elapsed(from, to) {
  let minutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / 6e4));
  if (minutes < 1)
    return "under a minute";
  if (minutes < 60)
    return `${minutes} min`;
  let hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  let days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

// app/lib/office/leads-inbox.server.ts
var PAGE_SIZE = 100, EXPORT_LIMIT = 1e4, inboxDeps = () => ({ db: getDb(), now: () => /* @__PURE__ */ new Date(), timeZone: getBusiness().timeZone }), day = z7.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && (/* @__PURE__ */ new Date(`${value}T00:00:00Z`)).toISOString().startsWith(value)), optional = (schema) => schema.optional().catch(void 0), filterSchema = z7.object({
  q: optional(z7.string().trim().max(SEARCH_MAX)),
  kind: optional(z7.string().max(100)),
  status: optional(z7.enum(LEAD_STATUSES)),
  service: optional(z7.string().max(200)),
  owner: optional(z7.union([z7.literal("none"), z7.string().uuid()])),
  from: optional(day),
  to: optional(day),
  page: z7.coerce.number().int().min(1).max(1e6).catch(1)
});
function parseInboxFilter(params) {
  let raw = Object.fromEntries([...params].filter(([, value]) => value !== "")), { page, ...filter } = filterSchema.parse(raw);
  return { filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== void 0 && v !== "")), page };
}
var toQuery = (filter, timeZone) => ({
  kind: filter.kind,
  status: filter.status,
  service: filter.service,
  owner: filter.owner,
  search: filter.q,
  from: filter.from,
  to: filter.to,
  timeZone
});
function leadTimes(lead, now) {
  return {
    sinceRequest: elapsed(lead.createdAt, now),
    sinceResponse: lead.firstResponseAt ? elapsed(lead.firstResponseAt, now) : null,
    responseTook: lead.firstResponseAt ? elapsed(lead.createdAt, lead.firstResponseAt) : null
  };
}
async function loadInbox(filter, page, deps = inboxDeps()) {
  let [{ leads: leads2, total }, kinds, services, owners] = await Promise.all([
    listLeads(deps.db, { ...toQuery(filter, deps.timeZone), page, limit: PAGE_SIZE }),
    leadKinds(deps.db),
    leadServices(deps.db),
    listUsersWithRole(deps.db, ADMIN_ROLE)
  ]), now = deps.now();
  return {
    leads: leads2.map((lead) => ({ ...lead, details: detailsText(lead.fields), times: leadTimes(lead, now) })),
    total,
    kinds,
    services,
    owners,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE))
  };
}
async function exportLeadsCsv(filter, deps = inboxDeps()) {
  let { leads: leads2 } = await listLeads(deps.db, { ...toQuery(filter, deps.timeZone), limit: EXPORT_LIMIT }), notes = await notesOfLeads(deps.db, leads2.map((l) => l.id));
  return leadsToCsv(leads2, notes);
}
function csvCell(value) {
  let text6 = value == null ? "" : value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text6) && (text6 = `'${text6}`), `"${text6.replace(/"/g, '""')}"`;
}
var CSV_COLUMNS = [
  "Received",
  "Kind",
  "Name",
  "Email",
  "Phone",
  "Service",
  "Message",
  "Details",
  "Page",
  "Mail status",
  "Status",
  "Lost reason",
  "Owner",
  "First response",
  "Notes"
], detailsText = (fields2) => Object.entries(fields2).filter(([, v]) => v !== "" && v != null).map(([k, v]) => `${k}: ${v}`).join("; "), notesText = (notes = []) => notes.map((n) => `${n.createdAt.toISOString()} ${n.author ?? "?"}: ${n.body}`).join(`
`);
function leadsToCsv(rows, notes = /* @__PURE__ */ new Map()) {
  return `\uFEFF${[
    CSV_COLUMNS,
    ...rows.map((l) => [
      l.createdAt,
      l.kind,
      l.name,
      l.email,
      l.phone,
      l.service,
      l.message,
      detailsText(l.fields),
      l.page,
      l.mail.status,
      l.status,
      l.lostReason,
      l.owner?.name,
      l.firstResponseAt,
      notesText(notes.get(l.id))
    ])
  ].map((line) => line.map(csvCell).join(",")).join(`\r
`)}\r
`;
}

// app/forms/parse.ts
import { parseWithZod as parseWithZod4, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
var coerced = /* @__PURE__ */ new WeakMap();
function parseForm(payload, schema) {
  let validation = coerced.get(schema);
  return validation || (validation = coerceFormValue(schema), coerced.set(schema, validation)), parseWithZod4(payload, { schema: validation, disableAutoCoercion: !0 });
}

// app/lib/office/lead-pipeline.server.ts
var pipelineDeps = () => ({ db: getDb(), now: () => /* @__PURE__ */ new Date() }), isLeadId = (id) => z8.string().uuid().safeParse(id).success;
async function loadLead(id, deps = pipelineDeps()) {
  if (!isLeadId(id))
    return null;
  let lead = await findLead(deps.db, id);
  if (!lead)
    return null;
  let [notes, events, owners] = await Promise.all([listLeadNotes(deps.db, id), listLeadEvents(deps.db, id), listUsersWithRole(deps.db, ADMIN_ROLE)]);
  return { lead: { ...lead, details: detailsText(lead.fields ?? {}), times: leadTimes(lead, deps.now()) }, notes, events, owners };
}
async function actOnLead(id, form, actorId, deps = pipelineDeps()) {
  if (!isLeadId(id))
    return { ok: !1, status: 404, message: PIPELINE_MESSAGES.notFound };
  let intent = form.get("intent");
  if (!isLeadIntent(intent))
    return { ok: !1, status: 400, message: PIPELINE_MESSAGES.unknownAction };
  let submission = parseForm(form, leadActionSchemas[intent]);
  if (submission.status !== "success")
    return { ok: !1, status: 400, message: "", reply: submission.reply() };
  let posted = submission.value;
  try {
    if (posted.intent === "status") {
      let done2 = await setLeadStatus(deps.db, id, posted, actorId);
      return done2 ? { ok: !0, message: done2.changed ? PIPELINE_MESSAGES.statusChanged(STATUS_LABELS[posted.status]) : PIPELINE_MESSAGES.unchanged } : { ok: !1, status: 404, message: PIPELINE_MESSAGES.notFound };
    }
    if (posted.intent === "owner") {
      let ownerId = posted.ownerId || null, owner = ownerId ? (await listUsersWithRole(deps.db, ADMIN_ROLE)).find((admin) => admin.id === ownerId) : null;
      if (ownerId && !owner)
        return { ok: !1, status: 400, message: "", reply: submission.reply({ fieldErrors: { ownerId: [PIPELINE_MESSAGES.unknownOwner] } }) };
      let done2 = await setLeadOwner(deps.db, id, ownerId, actorId);
      return done2 ? { ok: !0, message: done2.changed ? PIPELINE_MESSAGES.ownerChanged(owner?.name ?? null) : PIPELINE_MESSAGES.unchanged } : { ok: !1, status: 404, message: PIPELINE_MESSAGES.notFound };
    }
    return await addLeadNote(deps.db, id, posted.body, actorId) ? { ok: !0, message: PIPELINE_MESSAGES.noteAdded } : { ok: !1, status: 404, message: PIPELINE_MESSAGES.notFound };
  } catch (error2) {
    return { ok: !1, status: 503, message: PIPELINE_MESSAGES.saveFailed(failureReason("database", "lead change failed", error2)), reply: submission.reply() };
  }
}

// app/components/admin/LeadPhotos.tsx
import { jsx as jsx28, jsxs as jsxs23 } from "react/jsx-runtime";
var size = (bytes) => bytes >= 1048576 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
function LeadPhotos({ photos }) {
  return /* @__PURE__ */ jsxs23("section", { "aria-labelledby": "lead-photos-title", className: "mt-8", "data-testid": "lead-photos", children: [
    /* @__PURE__ */ jsxs23("h2", { id: "lead-photos-title", className: "text-xl font-bold", children: [
      "Photos (",
      photos.length,
      ")"
    ] }),
    photos.length === 0 ? /* @__PURE__ */ jsx28("p", { className: "mt-2 text-navy-700", children: "No photos were sent with this request." }) : /* @__PURE__ */ jsx28("ul", { className: "mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3", children: photos.map((photo) => /* @__PURE__ */ jsxs23("li", { children: [
      /* @__PURE__ */ jsx28("a", { href: photo.src, target: "_blank", rel: "noreferrer", className: "block", children: /* @__PURE__ */ jsx28(
        "img",
        {
          src: photo.src,
          alt: `Sent with the request: ${photo.name}`,
          width: photo.width ?? 320,
          height: photo.height ?? 240,
          loading: "lazy",
          className: "h-48 w-full rounded-lg border border-navy-100 object-cover"
        }
      ) }),
      /* @__PURE__ */ jsxs23("p", { className: "mt-1 break-all text-sm", children: [
        photo.name,
        " \xB7 ",
        photo.width,
        "\xD7",
        photo.height,
        " \xB7 ",
        size(photo.bytes)
      ] })
    ] }, photo.id)) })
  ] });
}

// app/routes/_admin.admin.leads.$leadId.tsx
import { Fragment as Fragment6, jsx as jsx29, jsxs as jsxs24 } from "react/jsx-runtime";
var meta3 = ({ matches }) => [{ title: pageTitle("Lead", matches) }, { name: "robots", content: "noindex" }];
async function loader4({ request, params }) {
  await requireAdmin(request);
  let found;
  try {
    let id = params.leadId ?? "", [lead, photos] = await Promise.all([loadLead(id), listAdminPhotos(id)]);
    found = lead && { ...lead, photos };
  } catch (failure) {
    throw json3({ message: PIPELINE_MESSAGES.loadFailed(failureReason("database", "lead page failed", failure)) }, { status: 503 });
  }
  if (!found)
    throw new Response(PIPELINE_MESSAGES.notFound, { status: 404, statusText: "Not Found" });
  return json3(found);
}
async function action4({ request, params }) {
  let admin = await requireAdmin(request), form = await request.formData().catch(() => null);
  if (!form)
    return json3({ intent: "", message: PIPELINE_MESSAGES.unreadable, reply: void 0 }, { status: 400 });
  let outcome = await actOnLead(params.leadId ?? "", form, admin.id);
  return outcome.ok ? redirectWithToast(`/admin/leads/${params.leadId}`, { title: outcome.message, type: "success" }) : json3({ intent: String(form.get("intent") ?? ""), message: outcome.message, reply: outcome.reply }, { status: outcome.status });
}
function LeadPage() {
  let { lead, notes, events, owners, photos } = useLoaderData2(), result = useActionData2(), replyFor = (intent) => result?.intent === intent ? result.reply ?? void 0 : void 0, version = lead.updatedAt;
  return /* @__PURE__ */ jsxs24("article", { "aria-labelledby": "lead-title", children: [
    /* @__PURE__ */ jsx29("p", { className: "mt-6", children: /* @__PURE__ */ jsx29(Link8, { to: "/admin/leads", className: "underline", children: "Back to the inbox" }) }),
    /* @__PURE__ */ jsx29("h1", { id: "lead-title", className: "mt-2 text-3xl font-extrabold", children: lead.name || lead.email || "(no name)" }),
    /* @__PURE__ */ jsxs24("p", { className: "mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-navy-700", "data-testid": "lead-summary", children: [
      lead.emergency ? /* @__PURE__ */ jsxs24(Fragment6, { children: [
        /* @__PURE__ */ jsx29("strong", { className: "rounded bg-brand-700 px-2 py-0.5 text-white", children: "Emergency" }),
        /* @__PURE__ */ jsx29(Link8, { to: `/admin/leads/${lead.id}/alerts`, className: "underline", children: "Alerts and acknowledgement" })
      ] }) : null,
      /* @__PURE__ */ jsxs24("span", { children: [
        "Status: ",
        /* @__PURE__ */ jsx29("strong", { "data-testid": "lead-status", children: statusLabel(lead.status) }),
        lead.status === "lost" && lead.lostReason ? ` (${lead.lostReason})` : ""
      ] }),
      /* @__PURE__ */ jsxs24("span", { children: [
        "Owner: ",
        lead.owner?.name ?? "nobody yet"
      ] }),
      /* @__PURE__ */ jsxs24("span", { children: [
        "Received ",
        /* @__PURE__ */ jsx29(At, { iso: lead.createdAt }),
        ", ",
        lead.times.sinceRequest,
        " ago"
      ] }),
      /* @__PURE__ */ jsx29("span", { children: lead.times.sinceResponse ? `First response ${lead.times.sinceResponse} ago, ${lead.times.responseTook} after the request` : "No response yet" })
    ] }),
    result?.message ? /* @__PURE__ */ jsx29("div", { className: "mt-4", children: /* @__PURE__ */ jsx29(Notice, { type: "error", children: result.message }) }) : null,
    /* @__PURE__ */ jsxs24("div", { className: "mt-6 grid gap-6 lg:grid-cols-2", children: [
      /* @__PURE__ */ jsxs24("div", { className: "space-y-6", children: [
        /* @__PURE__ */ jsx29(LeadFacts, { lead }),
        /* @__PURE__ */ jsx29(LeadPhotos, { photos })
      ] }),
      /* @__PURE__ */ jsxs24("div", { className: "space-y-6", children: [
        /* @__PURE__ */ jsx29(Section, { id: "status-title", title: "Status", children: /* @__PURE__ */ jsx29(StatusForm, { status: lead.status, lostReason: lead.lostReason, reply: replyFor("status"), version }) }),
        /* @__PURE__ */ jsx29(Section, { id: "owner-title", title: "Owner", children: /* @__PURE__ */ jsx29(OwnerForm, { ownerId: lead.ownerId, owners, reply: replyFor("owner"), version }) }),
        /* @__PURE__ */ jsxs24(Section, { id: "notes-title", title: "Notes", children: [
          /* @__PURE__ */ jsx29(NoteList, { notes }),
          /* @__PURE__ */ jsx29(NoteForm, { reply: replyFor("note"), version })
        ] }),
        /* @__PURE__ */ jsx29(Section, { id: "history-title", title: "History", children: /* @__PURE__ */ jsx29(LeadHistory, { events }) })
      ] })
    ] })
  ] });
}

// app/routes/_admin.admin.leads._index.tsx
var admin_admin_leads_index_exports = {};
__export(admin_admin_leads_index_exports, {
  default: () => LeadsInbox,
  loader: () => loader5,
  meta: () => meta4
});
import { json as json4 } from "@remix-run/node";
import { Form as Form5, Link as Link9, useLoaderData as useLoaderData3, useSubmit } from "@remix-run/react";
import { Fragment as Fragment7, jsx as jsx30, jsxs as jsxs25 } from "react/jsx-runtime";
var meta4 = ({ matches }) => [{ title: pageTitle("Leads", matches) }, { name: "robots", content: "noindex" }];
async function loader5({ request }) {
  await requireAdmin(request);
  let { filter, page } = parseInboxFilter(new URL(request.url).searchParams), inbox = { leads: [], total: 0, kinds: [], services: [], owners: [], pages: 1 }, error2 = null;
  try {
    inbox = await loadInbox(filter, page);
  } catch (failure) {
    error2 = `Failed to fetch leads: ${failureReason("database", "leads inbox failed", failure)}`;
  }
  return json4({ filter, page, ...inbox, error: error2 }, { status: error2 ? 503 : 200 });
}
var mailLabel = { none: "no mail", pending: "pending", sent: "sent", failed: "failed" };
function FilterSelect({ name, label, value, options }) {
  let submit = useSubmit();
  return /* @__PURE__ */ jsxs25("div", { children: [
    /* @__PURE__ */ jsx30("label", { htmlFor: `leads-${name}`, className: "block font-semibold", children: label }),
    /* @__PURE__ */ jsx30("select", { id: `leads-${name}`, name, defaultValue: value ?? "", className: "admin-input", onChange: (event) => submit(event.currentTarget.form), children: options.map(([optionValue, optionLabel]) => /* @__PURE__ */ jsx30("option", { value: optionValue, children: optionLabel }, optionValue)) })
  ] });
}
function LeadsInbox() {
  let clock = useOfficeClock({ dateStyle: "medium", timeStyle: "short" }), data = useLoaderData3(), { filter } = data, query = (extra) => new URLSearchParams({ ...filter, ...extra }), filtered = Object.keys(filter).length > 0;
  return /* @__PURE__ */ jsxs25("section", { "aria-labelledby": "leads-title", children: [
    /* @__PURE__ */ jsx30("h1", { id: "leads-title", className: "mt-6 text-3xl font-extrabold", children: "Leads inbox" }),
    /* @__PURE__ */ jsxs25("p", { className: "mt-2 text-navy-700", children: [
      "Open emergencies first, then new leads, then the rest; newest first within each (",
      data.total,
      " ",
      filtered ? "matching" : "in all",
      "). Times are Eastern."
    ] }),
    data.error ? /* @__PURE__ */ jsx30("div", { className: "mt-4", children: /* @__PURE__ */ jsx30(Notice, { type: "error", children: data.error }) }) : null,
    /* @__PURE__ */ jsxs25(Form5, { method: "get", className: "mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4", "aria-label": "Find leads", children: [
      /* @__PURE__ */ jsxs25("div", { className: "sm:col-span-2", children: [
        /* @__PURE__ */ jsx30("label", { htmlFor: "leads-q", className: "block font-semibold", children: "Search" }),
        /* @__PURE__ */ jsx30("input", { id: "leads-q", type: "search", name: "q", defaultValue: filter.q ?? "", maxLength: SEARCH_MAX, className: "admin-input", "aria-describedby": "leads-q-hint" }),
        /* @__PURE__ */ jsx30("p", { id: "leads-q-hint", className: "text-sm text-navy-700", children: "Name, phone, email or address" })
      ] }),
      /* @__PURE__ */ jsx30(FilterSelect, { name: "status", label: "Status", value: filter.status, options: [["", "Any status"], ...LEAD_STATUSES.map((s) => [s, STATUS_LABELS[s]])] }),
      /* @__PURE__ */ jsx30(FilterSelect, { name: "kind", label: "Kind", value: filter.kind, options: [["", "All kinds"], ...data.kinds.map((k) => [k, k])] }),
      /* @__PURE__ */ jsx30(FilterSelect, { name: "service", label: "Service", value: filter.service, options: [["", "Any service"], ...data.services.map((s) => [s, s])] }),
      /* @__PURE__ */ jsx30(
        FilterSelect,
        {
          name: "owner",
          label: "Owner",
          value: filter.owner,
          options: [["", "Anyone"], ["none", "Nobody yet"], ...data.owners.map((o) => [o.id, o.name])]
        }
      ),
      /* @__PURE__ */ jsxs25("div", { children: [
        /* @__PURE__ */ jsx30("label", { htmlFor: "leads-from", className: "block font-semibold", children: "Received from" }),
        /* @__PURE__ */ jsx30("input", { id: "leads-from", type: "date", name: "from", defaultValue: filter.from ?? "", className: "admin-input" })
      ] }),
      /* @__PURE__ */ jsxs25("div", { children: [
        /* @__PURE__ */ jsx30("label", { htmlFor: "leads-to", className: "block font-semibold", children: "Received until" }),
        /* @__PURE__ */ jsx30("input", { id: "leads-to", type: "date", name: "to", defaultValue: filter.to ?? "", className: "admin-input" })
      ] }),
      /* @__PURE__ */ jsxs25("div", { className: "flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4", children: [
        /* @__PURE__ */ jsx30("button", { type: "submit", className: "btn-outline", children: "Filter" }),
        filtered ? /* @__PURE__ */ jsx30(Link9, { to: "/admin/leads", className: "btn-outline", children: "Clear filters" }) : null,
        /* @__PURE__ */ jsx30("a", { href: `/admin/leads.csv?${query({})}`, className: "btn-secondary", download: !0, children: "Export CSV" })
      ] })
    ] }, JSON.stringify(filter)),
    data.leads.length === 0 ? /* @__PURE__ */ jsx30("p", { className: "mt-8 text-lg", children: filtered ? "No lead matches these filters." : "No requests yet." }) : (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      /* @__PURE__ */ jsx30("div", { className: "mt-6 overflow-x-auto rounded-xl border border-navy-100", tabIndex: 0, role: "region", "aria-label": "Leads", children: /* @__PURE__ */ jsxs25("table", { className: "min-w-full text-left text-sm", "data-testid": "leads-table", children: [
        /* @__PURE__ */ jsx30("thead", { className: "bg-navy-50", children: /* @__PURE__ */ jsx30("tr", { children: ["Received", "Status", "Kind", "Name", "Contact", "Service", "Message", "Owner", "First response", "Mail"].map((h) => /* @__PURE__ */ jsx30("th", { scope: "col", className: "px-3 py-2 font-semibold", children: h }, h)) }) }),
        /* @__PURE__ */ jsx30("tbody", { className: "divide-y divide-navy-100", children: data.leads.map((lead) => /* @__PURE__ */ jsxs25("tr", { className: "align-top", "data-testid": "lead-row", children: [
          /* @__PURE__ */ jsxs25("td", { className: "whitespace-nowrap px-3 py-2", children: [
            /* @__PURE__ */ jsx30("time", { dateTime: lead.createdAt, children: clock(lead.createdAt) }),
            /* @__PURE__ */ jsxs25("span", { className: "block text-xs text-navy-700", children: [
              lead.times.sinceRequest,
              " ago"
            ] })
          ] }),
          /* @__PURE__ */ jsxs25("td", { className: "whitespace-nowrap px-3 py-2", children: [
            lead.emergency ? /* @__PURE__ */ jsx30("strong", { className: "mr-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white", children: "Emergency" }) : null,
            /* @__PURE__ */ jsx30("span", { "data-testid": "lead-status", children: statusLabel(lead.status) })
          ] }),
          /* @__PURE__ */ jsx30("td", { className: "px-3 py-2", children: lead.kind }),
          /* @__PURE__ */ jsx30("td", { className: "px-3 py-2", children: /* @__PURE__ */ jsx30(Link9, { to: `/admin/leads/${lead.id}`, className: "font-semibold underline", children: lead.name || lead.email || "(no name)" }) }),
          /* @__PURE__ */ jsxs25("td", { className: "px-3 py-2", children: [
            lead.email ? /* @__PURE__ */ jsx30("span", { className: "block break-all", children: lead.email }) : null,
            lead.phone ? /* @__PURE__ */ jsx30("span", { className: "block whitespace-nowrap", children: lead.phone }) : null
          ] }),
          /* @__PURE__ */ jsx30("td", { className: "px-3 py-2", children: lead.service }),
          /* @__PURE__ */ jsxs25("td", { className: "max-w-md whitespace-pre-wrap break-words px-3 py-2", children: [
            lead.message,
            lead.details ? /* @__PURE__ */ jsx30("span", { className: "mt-1 block text-xs text-navy-700", children: lead.details }) : null
          ] }),
          /* @__PURE__ */ jsx30("td", { className: "px-3 py-2", children: lead.owner?.name ?? "\u2014" }),
          /* @__PURE__ */ jsx30("td", { className: "whitespace-nowrap px-3 py-2", children: lead.times.sinceResponse ? /* @__PURE__ */ jsxs25(Fragment7, { children: [
            lead.times.sinceResponse,
            " ago",
            /* @__PURE__ */ jsxs25("span", { className: "block text-xs text-navy-700", children: [
              "after ",
              lead.times.responseTook
            ] })
          ] }) : "Not yet" }),
          /* @__PURE__ */ jsxs25("td", { className: "whitespace-nowrap px-3 py-2", children: [
            mailLabel[lead.mail.status],
            lead.mail.total > 0 ? ` (${lead.mail.sent}/${lead.mail.total})` : ""
          ] })
        ] }, lead.id)) })
      ] }) })
    ),
    data.pages > 1 ? /* @__PURE__ */ jsxs25("nav", { "aria-label": "Pages", className: "mt-4 flex items-center gap-3", children: [
      data.page > 1 ? /* @__PURE__ */ jsx30(Link9, { to: `?${query({ page: String(data.page - 1) })}`, className: "btn-outline", children: "Previous" }) : null,
      /* @__PURE__ */ jsxs25("span", { children: [
        "Page ",
        data.page,
        " of ",
        data.pages
      ] }),
      data.page < data.pages ? /* @__PURE__ */ jsx30(Link9, { to: `?${query({ page: String(data.page + 1) })}`, className: "btn-outline", children: "Next" }) : null
    ] }) : null
  ] });
}

// app/routes/electrician-manassas-park.tsx
var electrician_manassas_park_exports = {};
__export(electrician_manassas_park_exports, {
  default: () => CityRoute,
  loader: () => loader6,
  meta: () => meta5
});
import { json as json5 } from "@remix-run/node";
import { useLoaderData as useLoaderData4 } from "@remix-run/react";

// app/components/city/CityPage.tsx
import { Link as Link11 } from "@remix-run/react";

// app/components/forms/EstimateLink.tsx
import { Link as Link10 } from "@remix-run/react";
import { jsx as jsx31 } from "react/jsx-runtime";
function EstimateLink({ className, children }) {
  let dialogs = useFormDialogs();
  return /* @__PURE__ */ jsx31(
    Link10,
    {
      to: "/estimate",
      className,
      onClick: (event) => {
        !dialogs || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (event.preventDefault(), dialogs.openEstimate());
      },
      children
    }
  );
}

// app/components/service/ContactButtons.tsx
init_use_business();
init_business();
import { jsx as jsx32, jsxs as jsxs26 } from "react/jsx-runtime";
function ContactButtons({ service, className = "" }) {
  let business = useBusiness();
  return /* @__PURE__ */ jsxs26("div", { className: `grid gap-3 sm:flex sm:flex-wrap ${className}`, "data-testid": "contact-buttons", children: [
    /* @__PURE__ */ jsxs26("a", { href: telHref(business.phone), className: "btn-primary", children: [
      "Call ",
      business.phone
    ] }),
    /* @__PURE__ */ jsx32("a", { href: smsHref(business.textPhone), className: "btn-secondary", children: "Text the Office" }),
    /* @__PURE__ */ jsx32(EstimateLink, { className: "btn-volt", children: "Get a Free Estimate" }),
    /* @__PURE__ */ jsx32(BookingLink, { service, className: "btn-outline bg-white", children: "Book a Call" })
  ] });
}

// app/components/city/CityPage.tsx
init_JsonLd();
init_structured_data();

// app/components/ui/Accordion.tsx
import { useId as useId3, useRef as useRef8 } from "react";
import { jsx as jsx34, jsxs as jsxs27 } from "react/jsx-runtime";
function Accordion({ items, className = "" }) {
  let name = useId3(), list = useRef8(null), closeOthers = (opened) => {
    opened.open && list.current?.querySelectorAll("details[open]").forEach((other) => {
      other !== opened && (other.open = !1);
    });
  };
  return /* @__PURE__ */ jsx34("div", { ref: list, className: `divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white ${className}`, "data-testid": "accordion", children: items.map((item2) => /* @__PURE__ */ jsxs27(
    "details",
    {
      name,
      className: "group",
      onToggle: (event) => closeOthers(event.currentTarget),
      children: [
        /* @__PURE__ */ jsxs27("summary", { className: "flex min-h-[44px] cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold", children: [
          item2.question,
          /* @__PURE__ */ jsx34("span", { "aria-hidden": "true", className: "text-xl transition-transform group-open:rotate-45", children: "+" })
        ] }),
        /* @__PURE__ */ jsx34("p", { className: "px-5 pb-5 text-navy-800", children: item2.answer })
      ]
    },
    item2.question
  )) });
}

// app/components/city/CityPage.tsx
import { Fragment as Fragment9, jsx as jsx35, jsxs as jsxs28 } from "react/jsx-runtime";
function CityPage({ data }) {
  let { city: city2, services } = data;
  return /* @__PURE__ */ jsxs28(Fragment9, { children: [
    /* @__PURE__ */ jsx35(JsonLd, { data: [faqPageJsonLd(city2.faqs)] }),
    /* @__PURE__ */ jsx35("section", { className: "bg-navy-50", "aria-labelledby": "city-title", children: /* @__PURE__ */ jsxs28("div", { className: "container-page py-10 md:py-14", children: [
      /* @__PURE__ */ jsx35("h1", { id: "city-title", className: "text-3xl font-extrabold leading-tight sm:text-4xl", children: city2.heroTitle }),
      /* @__PURE__ */ jsx35("p", { className: "mt-3 max-w-3xl text-lg text-navy-800", children: city2.heroSubtitle }),
      /* @__PURE__ */ jsx35(ContactButtons, { className: "mt-6" })
    ] }) }),
    /* @__PURE__ */ jsxs28("section", { className: "container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr]", "aria-labelledby": "intro-title", children: [
      /* @__PURE__ */ jsxs28("div", { children: [
        /* @__PURE__ */ jsxs28("h2", { id: "intro-title", className: "text-2xl font-extrabold", children: [
          "Your local electricians in ",
          city2.cityName
        ] }),
        /* @__PURE__ */ jsx35("div", { className: "mt-4 space-y-4 text-navy-800", "data-testid": "local-intro", children: city2.localIntro.map((paragraph) => /* @__PURE__ */ jsx35("p", { children: paragraph }, paragraph.slice(0, 40))) })
      ] }),
      /* @__PURE__ */ jsxs28("figure", { className: "self-start rounded-xl border-l-4 border-volt-400 bg-navy-50 p-6", "data-testid": "city-review", children: [
        /* @__PURE__ */ jsxs28("p", { children: [
          /* @__PURE__ */ jsx35("span", { "aria-hidden": "true", className: "text-volt-500", children: "\u2605\u2605\u2605\u2605\u2605" }),
          /* @__PURE__ */ jsx35("span", { className: "sr-only", children: "Rated 5 out of 5" })
        ] }),
        /* @__PURE__ */ jsx35("blockquote", { className: "mt-2 text-lg italic text-navy-900", children: /* @__PURE__ */ jsxs28("p", { children: [
          "\u201C",
          city2.reviewText,
          "\u201D"
        ] }) }),
        /* @__PURE__ */ jsxs28("figcaption", { className: "mt-3 font-semibold text-navy-700", children: [
          "\u2014 ",
          city2.reviewAuthor
        ] })
      ] })
    ] }),
    /* @__PURE__ */ jsx35("section", { className: "bg-navy-50 py-12", "aria-labelledby": "city-services-title", children: /* @__PURE__ */ jsxs28("div", { className: "container-page", children: [
      /* @__PURE__ */ jsxs28("h2", { id: "city-services-title", className: "text-2xl font-extrabold", children: [
        "Popular services in ",
        city2.cityName
      ] }),
      /* @__PURE__ */ jsx35("ul", { className: "mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3", "data-testid": "city-services", children: services.map((service) => /* @__PURE__ */ jsx35("li", { children: /* @__PURE__ */ jsxs28(
        Link11,
        {
          to: service.path,
          prefetch: "intent",
          className: "block h-full rounded-xl border border-navy-100 bg-white p-5 shadow-sm hover:border-brand-600",
          children: [
            /* @__PURE__ */ jsx35("h3", { className: "text-lg font-bold", children: service.name }),
            /* @__PURE__ */ jsx35("p", { className: "mt-1 text-navy-800", children: service.note })
          ]
        }
      ) }, service.path)) })
    ] }) }),
    /* @__PURE__ */ jsxs28("section", { className: "container-page py-12", "aria-labelledby": "projects-title", children: [
      /* @__PURE__ */ jsxs28("h2", { id: "projects-title", className: "text-2xl font-extrabold", children: [
        "Recent projects in ",
        city2.cityName
      ] }),
      /* @__PURE__ */ jsx35("ul", { className: "mt-6 grid gap-5 md:grid-cols-3", "data-testid": "city-projects", children: city2.galleryItems.map((item2) => /* @__PURE__ */ jsxs28("li", { className: "rounded-xl border border-navy-100 p-5", children: [
        /* @__PURE__ */ jsx35("p", { className: "font-bold", children: item2.service }),
        /* @__PURE__ */ jsxs28("p", { className: "mt-1 text-navy-700", children: [
          item2.location,
          ", ",
          city2.cityName
        ] })
      ] }, item2.service)) })
    ] }),
    /* @__PURE__ */ jsxs28("section", { className: "container-page grid gap-10 pb-12 lg:grid-cols-2", "aria-labelledby": "city-faq-title", children: [
      /* @__PURE__ */ jsxs28("div", { children: [
        /* @__PURE__ */ jsxs28("h2", { id: "city-faq-title", className: "text-2xl font-extrabold", children: [
          city2.cityName,
          " electrical questions"
        ] }),
        /* @__PURE__ */ jsx35(Accordion, { items: city2.faqs, className: "mt-6" })
      ] }),
      /* @__PURE__ */ jsxs28("div", { children: [
        /* @__PURE__ */ jsx35("h2", { className: "text-2xl font-extrabold", children: "Where we work" }),
        /* @__PURE__ */ jsx35(
          "iframe",
          {
            src: city2.mapEmbedUrl,
            title: `Map of ${city2.placeName}`,
            loading: "lazy",
            referrerPolicy: "no-referrer-when-downgrade",
            width: "600",
            height: "360",
            className: "mt-6 h-[360px] w-full rounded-xl border-0",
            "data-testid": "city-map"
          }
        )
      ] })
    ] }),
    /* @__PURE__ */ jsx35("section", { className: "bg-navy-900 py-12 text-white", "aria-labelledby": "city-cta-title", children: /* @__PURE__ */ jsxs28("div", { className: "container-page", children: [
      /* @__PURE__ */ jsxs28("h2", { id: "city-cta-title", className: "text-2xl font-extrabold", children: [
        "Need an electrician in ",
        city2.cityName,
        "?"
      ] }),
      /* @__PURE__ */ jsx35("p", { className: "mt-2 max-w-2xl text-navy-100", children: "Call or text any time \u2014 we answer 24/7, every day including holidays \u2014 or ask for a free estimate." }),
      /* @__PURE__ */ jsx35(ContactButtons, { className: "mt-6" })
    ] }) })
  ] });
}

// app/components/city/city-page-data.ts
init_cities();

// app/content/service-pages.ts
init_facts();
var servicePages = [
  {
    slug: "panel-upgrades",
    serviceName: "Electrical Panel Upgrades",
    heroTitle: "Electrical Panel Upgrades in Northern Virginia",
    introText: "If your breakers trip when the dryer and the microwave run together, your panel is warm to the touch, or you are adding an EV charger, heat pump or addition, a 200-amp panel upgrade gives your home the capacity it needs. We handle the load calculation, the permit, the utility disconnect and the county inspection, and most upgrades are finished in a single day.",
    priceText: `From ${startingPrice.panelUpgrade}`,
    metaTitle: `Panel Upgrades from ${startingPrice.panelUpgrade} | 100A to 200A Service`,
    metaDescription: `Electrical panel upgrades in Northern Virginia from ${startingPrice.panelUpgrade}: 100A to 200A service, Federal Pacific and Zinsco replacements, permit and inspection included, done in ${jobDuration.panelUpgrade}.`,
    illustration: { src: "/illustrations/services/panel-upgrades.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bolt", title: "Room for what's next", description: "A 200-amp panel carries an EV charger, heat pump, hot tub or finished basement without nuisance trips." },
      { icon: "shield", title: "Replace risky panels", description: "Federal Pacific Stab-Lok, Zinsco and Challenger panels are known for breakers that fail to trip. We replace them outright." },
      { icon: "clock", title: "Done in one day", description: `Most upgrades take ${jobDuration.panelUpgrade}; we coordinate the power shut-off with the utility so you are not left in the dark overnight.` },
      { icon: "check", title: "Permit and inspection handled", description: "We pull the permit, meet the county inspector and back the work with our lifetime workmanship warranty." }
    ],
    galleryImages: [
      { src: "/illustrations/gallery-panel.svg", alt: "Illustration of a new 200-amp breaker panel", caption: "200A panel replacing a recalled Federal Pacific panel \u2014 Manassas", width: 600, height: 400 },
      { src: "/illustrations/gallery-before-after.svg", alt: "Illustration of a panel before and after clean-up", caption: "Before and after: double-tapped breakers re-landed and labelled \u2014 Woodbridge", width: 600, height: 400 }
    ],
    typicalJobs: ["100A to 200A service upgrade", "Federal Pacific panel replacement", "Subpanel for a finished basement"],
    faqs: [
      {
        question: "How much does a panel upgrade cost?",
        answer: `Panel upgrades start at ${startingPrice.panelUpgrade}. The final price depends on the amperage (most homes go to 200A), whether the meter base or service entrance cable must be replaced, and how many circuits are moved. You get a fixed, upfront quote before any work starts.`
      },
      {
        question: "How long does a panel upgrade take?",
        answer: `Most panel upgrades take ${jobDuration.panelUpgrade}. Power is off for part of that time; we schedule the utility disconnect and reconnect so your home is back on the same day.`
      },
      {
        question: "How do I know my panel needs replacing?",
        answer: "Common signs are breakers that trip often, flickering lights when large appliances start, a panel that is warm or buzzing, rust or scorch marks, no free spaces for new circuits, or a Federal Pacific, Zinsco or fuse-box panel. A 100-amp panel in a home with central air and electric appliances is usually at its limit."
      },
      {
        question: "Do you handle the permit and inspection?",
        answer: "Yes. We pull the electrical permit, coordinate with the utility for the disconnect, and meet the county or city inspector. The work carries our lifetime workmanship warranty."
      }
    ],
    serviceType: "panel-upgrade"
  },
  {
    slug: "residential-wiring",
    serviceName: "Residential Wiring & Rewiring",
    heroTitle: "Residential Wiring and Whole-Home Rewiring",
    introText: "Older Northern Virginia homes were wired for a fraction of today's load. Whether you need a single run for a new appliance, ungrounded two-prong circuits brought up to code, aluminum branch wiring made safe, or knob-and-tube wiring replaced throughout, we plan the work room by room, patch neatly and keep your home livable while we work.",
    priceText: `From ${startingPrice.wiring}`,
    metaTitle: `Residential Wiring & Rewiring from ${startingPrice.wiring}`,
    metaDescription: `Residential wiring from ${startingPrice.wiring} and whole-home rewiring in 3-7 days: knob-and-tube and aluminum wiring replaced, grounded circuits, licensed Northern Virginia electricians.`,
    illustration: { src: "/illustrations/services/residential-wiring.svg", width: 320, height: 240 },
    benefits: [
      { icon: "shield", title: "Safer old homes", description: "Knob-and-tube, cloth-insulated and 1960s-70s aluminum branch wiring replaced or properly remediated." },
      { icon: "home", title: "Minimal wall damage", description: "We fish wire through attics, basements and existing chases and make small, tidy access holes." },
      { icon: "plug", title: "Grounded, modern circuits", description: "Three-prong grounded outlets, AFCI and GFCI protection where today's code calls for it." },
      { icon: "dollar", title: "Upfront pricing", description: `Wiring work starts at ${startingPrice.wiring}; whole-home rewiring is quoted room by room before we begin.` }
    ],
    galleryImages: [],
    typicalJobs: ["Knob-and-tube replacement", "Dedicated appliance circuit", "Two-prong outlets grounded"],
    faqs: [
      {
        question: "How long does it take to rewire a house?",
        answer: "A typical whole-home rewire takes 3-7 days depending on the size of the house, access from the attic and basement, and how many rooms are finished. We restore power to occupied rooms at the end of each day."
      },
      {
        question: "What does residential wiring work cost?",
        answer: `Wiring jobs start at ${startingPrice.wiring} for a single run such as a new appliance circuit. Whole-home rewiring is quoted after a walk-through, with a fixed price per room so you know the total before we start.`
      },
      {
        question: "Is knob-and-tube or aluminum wiring dangerous?",
        answer: "Knob-and-tube has no ground and its insulation becomes brittle with age; many insurers will not cover it. Aluminum branch wiring, common in homes built around 1965-1973, can overheat at connections. We replace knob-and-tube and can pigtail aluminum circuits with approved connectors."
      },
      {
        question: "Do I have to move out during a rewire?",
        answer: "Usually not. We work in sections, keep the kitchen and one bathroom powered whenever possible, and clean up daily under our clean-home promise."
      }
    ],
    serviceType: "residential-wiring"
  },
  {
    slug: "ev-charger-installation",
    serviceName: "EV Charger Installation",
    heroTitle: "Level 2 EV Charger Installation at Home",
    introText: "Charge overnight instead of at the station. We install Level 2 chargers \u2014 Tesla Wall Connector, ChargePoint, Emporia, JuiceBox and others \u2014 on a dedicated 240-volt circuit in your garage or driveway, check that your panel can carry the load, and set up load management when it is close to its limit.",
    priceText: `From ${startingPrice.evCharger}`,
    metaTitle: `EV Charger Installation from ${startingPrice.evCharger} | Level 2 Home Chargers`,
    metaDescription: `Level 2 EV charger installation in Northern Virginia from ${startingPrice.evCharger}, usually done in ${jobDuration.evCharger}. Tesla, ChargePoint and other chargers, load calculation and permit included.`,
    illustration: { src: "/illustrations/services/ev-charger-installation.svg", width: 320, height: 240 },
    benefits: [
      { icon: "car", title: "Full charge overnight", description: "A Level 2 charger adds about 25-30 miles of range per hour, many times faster than a wall outlet." },
      { icon: "bolt", title: "Load checked first", description: "We calculate your panel's load before installing, and add load management instead of an upgrade when that is enough." },
      { icon: "clock", title: `Installed in ${jobDuration.evCharger}`, description: "Most garage installs are finished the same morning, including testing with your vehicle." },
      { icon: "check", title: "Any brand, to code", description: "Hardwired or NEMA 14-50 outlet, indoor or outdoor rated, permitted and inspected." }
    ],
    galleryImages: [
      { src: "/illustrations/gallery-ev-charger.svg", alt: "Illustration of a wall-mounted Level 2 charger in a garage", caption: "Tesla Wall Connector on a dedicated 60A circuit \u2014 Gainesville", width: 600, height: 400 }
    ],
    typicalJobs: ["Tesla Wall Connector in a garage", "NEMA 14-50 outlet for a mobile charger", "Outdoor charger on a driveway pedestal"],
    faqs: [
      {
        question: "How much does an EV charger installation cost?",
        answer: `Installation starts at ${startingPrice.evCharger} for a charger close to the panel. Longer runs, a detached garage or a panel that needs more capacity add to that; we quote the exact price after seeing your panel and parking spot.`
      },
      {
        question: "How long does the installation take?",
        answer: `Most EV charger installations take ${jobDuration.evCharger}. If a permit inspection is required, we schedule it and meet the inspector.`
      },
      {
        question: "Will I need a panel upgrade for an EV charger?",
        answer: `Not always. Many 200A panels can take a 40A or 48A charger. If yours is near capacity, a load-management device or a lower charging current often avoids the upgrade; if not, panel upgrades start at ${startingPrice.panelUpgrade}.`
      },
      {
        question: "Should I choose a hardwired charger or a 14-50 outlet?",
        answer: "Hardwired chargers can deliver more current, are better for outdoor locations, and avoid outlet wear. A NEMA 14-50 outlet suits a portable charger you may take with you. We install both, with the GFCI protection the code requires."
      }
    ],
    serviceType: "ev-charger"
  },
  {
    slug: "surge-protection",
    serviceName: "Whole-Home Surge Protection",
    heroTitle: "Whole-Home Surge Protection",
    introText: "Summer thunderstorms and utility switching send surges through Northern Virginia homes every year, and today's HVAC boards, refrigerators and TVs are full of sensitive electronics. A surge protective device at your panel stops most of that energy before it reaches a single outlet.",
    priceText: `From ${startingPrice.surgeProtection}`,
    metaTitle: `Whole-Home Surge Protection from ${startingPrice.surgeProtection}`,
    metaDescription: `Whole-home surge protector installed at your panel from ${startingPrice.surgeProtection} in ${jobDuration.surgeProtection}. Blocks up to 99% of incoming surges to protect HVAC, appliances and electronics.`,
    illustration: { src: "/illustrations/services/surge-protection.svg", width: 320, height: 240 },
    benefits: [
      { icon: "shield", title: "Blocks 99% of surges", description: "A panel-mounted protector diverts up to 99% of an incoming surge to ground, protecting every circuit in the house." },
      { icon: "home", title: "Protects what plug strips can't", description: "HVAC systems, water heaters, ranges and garage door openers are hardwired; only a whole-home device covers them." },
      { icon: "clock", title: `Installed in ${jobDuration.surgeProtection}`, description: "Mounted beside your panel on a dedicated breaker, with a status light you can check at a glance." },
      { icon: "dollar", title: `From ${startingPrice.surgeProtection}`, description: "A fraction of the cost of one HVAC control board or refrigerator; often required by code on new services." }
    ],
    galleryImages: [],
    typicalJobs: ["Type 2 surge protector at the main panel", "Surge protection on a new 200A service", "Point-of-use protection for a home office"],
    faqs: [
      {
        question: "How well does a whole-home surge protector work?",
        answer: "A quality panel-mounted surge protective device blocks about 99% of an incoming surge. We still recommend point-of-use strips for computers and TVs, because some surges start inside the home."
      },
      {
        question: "How much does surge protection cost and how long does it take?",
        answer: `Whole-home surge protection starts at ${startingPrice.surgeProtection} installed, and the installation takes ${jobDuration.surgeProtection} with a short power shut-off.`
      },
      {
        question: "Is surge protection required by code?",
        answer: "The 2020 National Electrical Code requires a surge protective device when a dwelling's service is installed or replaced, so every panel upgrade we do includes one. Adding one to an existing panel is optional but worthwhile."
      },
      {
        question: "Does it protect against a direct lightning strike?",
        answer: "No device can stop a direct strike. Surge protection is aimed at the far more common surges from nearby strikes and utility switching, which cause most damaged electronics."
      }
    ],
    serviceType: "surge-protection"
  },
  {
    slug: "lighting",
    serviceName: "Lighting & Ceiling Fans",
    heroTitle: "Lighting, Recessed Lights and Ceiling Fans",
    introText: "Good lighting changes how a room feels. We lay out and install recessed LED lighting, under-cabinet and pendant lights in kitchens, ceiling fans on fan-rated boxes, dimmers and smart switches, and landscape and security lighting outside \u2014 with clean ceiling cuts and no mess left behind.",
    priceText: "Upfront quote per fixture",
    metaTitle: "Recessed Lighting & Ceiling Fan Installation",
    metaDescription: "Recessed LED lighting, ceiling fans, pendants, dimmers and outdoor lighting installed by licensed Northern Virginia electricians. Layout help and upfront pricing.",
    illustration: { src: "/illustrations/services/lighting.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bulb", title: "A planned layout", description: "We space recessed lights for even light \u2014 about one light per 25 sq ft \u2014 and avoid joists and ductwork." },
      { icon: "wrench", title: "Fans that stay quiet", description: "Every ceiling fan goes on a fan-rated, braced box so it does not wobble or loosen over time." },
      { icon: "dollar", title: "Lower energy bills", description: "LED wafer lights use a fraction of the power of old cans and last for decades." },
      { icon: "home", title: "Inside and out", description: "Dimmers, smart switches, under-cabinet lights, motion-sensor floodlights and landscape lighting." }
    ],
    galleryImages: [
      { src: "/illustrations/gallery-lighting.svg", alt: "Illustration of a kitchen with recessed lighting", caption: "Kitchen recessed lighting on two dimmer zones \u2014 Centreville", width: 600, height: 400 },
      { src: "/illustrations/gallery-ceiling-fan.svg", alt: "Illustration of a ceiling fan in a vaulted room", caption: "60-inch fan on a braced box in a vaulted ceiling \u2014 Haymarket", width: 600, height: 400 }
    ],
    typicalJobs: ["Recessed LED lights in a living room", "Ceiling fan replacing a light fixture", "Under-cabinet kitchen lighting"],
    faqs: [
      {
        question: "How many recessed lights do I need?",
        answer: "A good rule of thumb is one recessed light per 25 sq ft of ceiling for general lighting, so a 12 by 14 ft room takes about six or seven. Task areas such as kitchen counters get extra, and we put everything on a dimmer."
      },
      {
        question: "Can you replace a light fixture with a ceiling fan?",
        answer: "Yes. We swap the box for a fan-rated, braced one (light-fixture boxes are not made to carry a fan's weight and motion), and can add a separate switch or remote for the fan and light."
      },
      {
        question: "Can recessed lights go in a ceiling with no attic above?",
        answer: "Usually. Slim LED wafer lights need very little depth, so we can install them between floors by fishing wire through the joist bays, with small access holes that we patch."
      },
      {
        question: "Do you install outdoor and landscape lighting?",
        answer: "We install motion-sensor floodlights, porch and garage lights, and low-voltage landscape lighting on weatherproof GFCI-protected circuits with timers or photocells."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "outlets",
    serviceName: "Outlets, Switches & GFCI",
    heroTitle: "Outlet, Switch and GFCI Installation and Repair",
    introText: "Loose, warm or dead outlets are more than an annoyance \u2014 they are one of the most common causes of electrical fires. We repair and replace outlets and switches, add new ones where you need them, install GFCI protection in kitchens, baths, garages and outdoors, and add USB-C and smart outlets.",
    priceText: `New outlets about ${typicalCost.newOutlet}`,
    metaTitle: `Outlet & GFCI Installation and Repair | About ${typicalCost.newOutlet} per Outlet`,
    metaDescription: `New outlets from about ${typicalCost.newOutlet}, GFCI and AFCI protection, dead or sparking outlet repair, USB-C and outdoor outlets. Licensed Northern Virginia electricians.`,
    illustration: { src: "/illustrations/services/outlets.svg", width: 320, height: 240 },
    benefits: [
      { icon: "plug", title: "Outlets where you need them", description: `A new outlet costs about ${typicalCost.newOutlet} \u2014 no more extension cords across the room.` },
      { icon: "shield", title: "GFCI where water is", description: "Kitchen, bathroom, laundry, garage and outdoor outlets protected against shock as code requires." },
      { icon: "search", title: "Dead outlets traced", description: "We find the tripped GFCI, loose backstab or failed splice instead of just swapping the device." },
      { icon: "check", title: "Modern devices", description: "Tamper-resistant, USB-C, smart and weather-resistant outlets, matched to your existing plates." }
    ],
    galleryImages: [],
    typicalJobs: ["Dead outlet traced and repaired", "GFCI outlets in a bathroom", "Weatherproof outlet on a deck"],
    faqs: [
      {
        question: "How much does it cost to add an outlet?",
        answer: `Adding a new outlet typically costs about ${typicalCost.newOutlet} when there is a nearby circuit with capacity. If the outlet needs its own dedicated 20A circuit, that runs about ${typicalCost.dedicatedCircuit}.`
      },
      {
        question: "Why did half my outlets stop working?",
        answer: "Most often a GFCI outlet upstream has tripped \u2014 check kitchens, bathrooms, the garage and outside. If resetting it does not help, there may be a loose connection, which can overheat; call us rather than keep using the circuit."
      },
      {
        question: "My outlet sparked or smells hot. What should I do?",
        answer: "Stop using it, switch off its breaker and call us. A spark with a burning smell or a discolored cover means a loose or failing connection. If you see smoke or flames, leave the house and call 911 first."
      },
      {
        question: "Can you replace two-prong outlets with three-prong ones?",
        answer: "Yes, done properly: we run a ground where practical, or install GFCI protection labeled 'No Equipment Ground', which the code allows. Simply swapping the device without a ground is unsafe."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "generators",
    serviceName: "Generator Installation",
    heroTitle: "Standby and Portable Generator Hookups",
    introText: "Ice storms and summer derechos knock out power across Prince William and Fairfax counties, sometimes for days. We install whole-home standby generators that start on their own, and transfer switches or interlock kits that let a portable generator run your furnace, well pump, fridge and lights safely \u2014 never back-feeding the utility lines.",
    priceText: "Upfront quote after a load review",
    metaTitle: "Generator Installation, Transfer Switches & Interlocks",
    metaDescription: "Whole-home standby generators, transfer switches and generator interlock kits installed and permitted in Northern Virginia. Stay powered through storms, safely.",
    illustration: { src: "/illustrations/services/generators.svg", width: 320, height: 240 },
    benefits: [
      { icon: "bolt", title: "Power in seconds", description: "A standby generator with an automatic transfer switch starts and takes over within seconds of an outage." },
      { icon: "shield", title: "No back-feeding", description: "A listed transfer switch or interlock keeps generator power out of the utility lines, protecting line crews and your equipment." },
      { icon: "home", title: "Sized to your home", description: "We size the generator from your actual loads \u2014 well pump, sump pump, HVAC, medical equipment \u2014 not a guess." },
      { icon: "check", title: "Permit to start-up", description: "Gas and electrical coordination, permit, inspection and a first test run with you." }
    ],
    galleryImages: [],
    typicalJobs: ["Interlock kit and inlet for a portable generator", "22 kW standby generator with transfer switch", "Critical-loads subpanel"],
    faqs: [
      {
        question: "Standby generator or portable generator with an interlock?",
        answer: "A standby generator runs on natural gas or propane, starts automatically and can carry the whole house. A portable generator with an interlock kit and inlet costs far less and powers the circuits you choose, but you start it and connect it yourself."
      },
      {
        question: "Can I plug my generator into a dryer outlet?",
        answer: "No. A 'suicide cord' back-feeds the utility lines and can electrocute line workers or start a fire. An interlock kit or transfer switch is the safe, legal way to connect a generator."
      },
      {
        question: "What size generator do I need?",
        answer: "It depends on what must run during an outage. We add up the starting and running loads of your essentials \u2014 heat or AC, well and sump pumps, refrigerator, lights \u2014 and recommend a size with headroom, with a fixed quote before any work."
      },
      {
        question: "Do generators need a permit?",
        answer: "Yes. Standby generators and transfer equipment need an electrical permit, and gas connections a mechanical permit. We pull the permits and meet the inspector."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "spa-wiring",
    serviceName: "Hot Tub & Spa Wiring",
    heroTitle: "Hot Tub and Spa Electrical Hookups",
    introText: "A hot tub needs a dedicated 240-volt circuit, a GFCI-protected disconnect within sight of the tub and the clearances the code requires around water. We run the circuit from your panel, install the disconnect and bond the tub, so your spa passes inspection and is ready to fill.",
    priceText: "Upfront quote after a site visit",
    metaTitle: "Hot Tub & Spa Wiring | 50A and 60A GFCI Circuits",
    metaDescription: "Hot tub and swim spa wiring in Northern Virginia: dedicated 50A or 60A GFCI circuit, disconnect, bonding, permit and inspection. Ready before your spa is delivered.",
    illustration: { src: "/illustrations/services/spa-wiring.svg", width: 320, height: 240 },
    benefits: [
      { icon: "plug", title: "The right circuit", description: "A dedicated 50A or 60A 240V circuit sized to your tub's nameplate, not a guess." },
      { icon: "shield", title: "GFCI disconnect", description: "A spa panel with GFCI protection, placed at least 5 ft from the water and within sight of the tub." },
      { icon: "wrench", title: "Bonded and buried right", description: "Equipotential bonding and conduit buried to code depth, away from the patio and lines." },
      { icon: "clock", title: "Ready for delivery day", description: "We wire ahead of delivery so your tub can be filled and heated the day it arrives." }
    ],
    galleryImages: [],
    typicalJobs: ["60A circuit and spa disconnect on a patio", "Swim spa hookup with buried conduit", "Plug-and-play tub upgraded to 240V"],
    faqs: [
      {
        question: "What size circuit does a hot tub need?",
        answer: "Most 240-volt hot tubs need a dedicated 50A or 60A GFCI-protected circuit; the manufacturer's nameplate and manual tell us which. Small 120V plug-and-play tubs use a dedicated 20A GFCI circuit."
      },
      {
        question: "Does my panel have room for a hot tub?",
        answer: `A 50A or 60A circuit is a big load. We run a load calculation; many 200A panels handle it, while older 100A services may need a panel upgrade, which starts at ${startingPrice.panelUpgrade}.`
      },
      {
        question: "Where does the disconnect go?",
        answer: "The code requires a disconnect within sight of the tub and at least 5 ft from the inside wall of the spa. We mount it where it is reachable but out of the splash zone."
      },
      {
        question: "Do I need a permit to wire a hot tub?",
        answer: "Yes, spa circuits need an electrical permit and inspection in Virginia. We handle both and back the work with our lifetime workmanship warranty."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "remodel",
    serviceName: "Remodel & Addition Electrical",
    heroTitle: "Electrical for Kitchen, Bath and Basement Remodels",
    introText: "A remodel is the best time to fix an old home's wiring. We work with you or your contractor from the rough-in to the final trim-out: kitchen appliance and countertop circuits, bathroom GFCI and exhaust fans, basement finishing, additions and the panel capacity to carry it all, with inspections scheduled so your project stays on track.",
    priceText: "Upfront quote per project",
    metaTitle: "Remodel Electrical: Kitchens, Baths & Basements",
    metaDescription: "Electrical rough-in and trim-out for kitchen, bathroom and basement remodels and additions in Northern Virginia. Permits, inspections and upfront project pricing.",
    illustration: { src: "/illustrations/services/remodel.svg", width: 320, height: 240 },
    benefits: [
      { icon: "home", title: "Kitchens done to code", description: "Two 20A countertop circuits, dedicated appliance circuits, island outlets and layered lighting." },
      { icon: "wrench", title: "Contractor friendly", description: "We meet your builder's schedule for rough-in and trim-out and pass inspections the first time." },
      { icon: "bolt", title: "Capacity planned", description: "Load calculation up front, so a new kitchen or basement does not overload an old panel." },
      { icon: "dollar", title: "One fixed price", description: "A written, itemized quote for the whole project, with financing available on bigger jobs." }
    ],
    galleryImages: [],
    typicalJobs: ["Kitchen remodel rough-in", "Basement finish with recessed lighting", "Bathroom fan and heated floor circuit"],
    faqs: [
      {
        question: "What electrical work does a kitchen remodel need?",
        answer: "Current code calls for at least two 20A small-appliance circuits for the countertops, GFCI and AFCI protection, dedicated circuits for the dishwasher, disposal, microwave and range, and outlets within 2 ft of every counter edge. We plan it with your layout."
      },
      {
        question: "Can you work with my general contractor?",
        answer: "Yes. Much of our remodel work is alongside general contractors and kitchen designers; we schedule rough-in and final inspections around their timeline."
      },
      {
        question: "Will my remodel need a panel upgrade?",
        answer: `Not always. We do a load calculation before rough-in. If the panel is short on capacity or spaces, upgrades start at ${startingPrice.panelUpgrade} and take ${jobDuration.panelUpgrade}, and are easiest to do while walls are open.`
      },
      {
        question: "Do you pull the electrical permit?",
        answer: "Yes, we pull the electrical permit for the work we do and attend the rough-in and final inspections."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "inspections",
    serviceName: "Electrical Safety Inspections",
    heroTitle: "Home Electrical Safety Inspections",
    introText: "Buying a home, selling one, insuring an older house or just worried about a burning smell? A licensed master electrician inspects your panel, wiring, grounding, outlets and smoke alarms and gives you a plain-language written report with photos and prioritized, upfront-priced recommendations.",
    priceText: "Upfront flat fee",
    metaTitle: "Home Electrical Safety Inspections (2-3 hours)",
    metaDescription: "Whole-home electrical safety inspections in Northern Virginia: panel, wiring, grounding, GFCI/AFCI and smoke alarms checked in 2-3 hours, with a written photo report.",
    illustration: { src: "/illustrations/services/inspections.svg", width: 320, height: 240 },
    benefits: [
      { icon: "search", title: "Thorough, not a glance", description: "Panel opened and checked with thermal imaging, outlets tested, grounding and bonding verified." },
      { icon: "clock", title: "Done in 2-3 hours", description: "A typical home inspection takes 2-3 hours, and you get the report the same week." },
      { icon: "shield", title: "Know your risks", description: "Recalled panels, aluminum wiring, double-tapped breakers and missing GFCIs flagged by priority." },
      { icon: "check", title: "Useful for buyers and insurers", description: "A written report you can share with your insurer, your agent or the other side of a sale." }
    ],
    galleryImages: [],
    typicalJobs: ["Pre-purchase inspection of a 1970s colonial", "Insurance inspection for an older home", "Thermal scan of a warm panel"],
    faqs: [
      {
        question: "How long does an electrical inspection take?",
        answer: "A typical whole-home inspection takes 2-3 hours, depending on the size of the home and how many panels it has."
      },
      {
        question: "What is checked during the inspection?",
        answer: "The service and panel (breaker sizing, double taps, signs of heat), grounding and bonding, a sample of outlets and switches, GFCI and AFCI protection, smoke and CO alarms, visible wiring in the attic and basement, and any known problem panels or aluminum wiring."
      },
      {
        question: "How is this different from a home inspector's report?",
        answer: "A general home inspector looks at the whole house and often recommends 'evaluation by a licensed electrician'. We are that electrician: we open the panel, test circuits and price each fix."
      },
      {
        question: "Do I have to hire you for the repairs?",
        answer: "No. The report is yours to use with anyone. If you choose us, every repair comes with upfront pricing and our lifetime workmanship warranty."
      }
    ],
    serviceType: "other"
  },
  {
    slug: "commercial",
    serviceName: "Commercial Electrical Services",
    heroTitle: "Commercial Electrical Services for Northern Virginia Businesses",
    introText: "From a single office suite to a restaurant build-out, we handle tenant fit-outs, LED lighting retrofits, dedicated equipment circuits, exterior and parking lot lighting, EV charging for customers and staff, and after-hours service calls that keep your doors open. Every commercial job gets a custom quote.",
    priceText: "Custom quote",
    metaTitle: "Commercial Electricians for Offices, Retail & Restaurants",
    metaDescription: "Commercial electrical work in Northern Virginia: tenant build-outs, LED retrofits, equipment circuits, parking lot lighting and 24/7 service. Custom quote for every job.",
    illustration: { src: "/illustrations/services/commercial.svg", width: 320, height: 240 },
    benefits: [
      { icon: "building", title: "Build-outs and fit-outs", description: "Offices, retail, restaurants and medical suites wired to plan, with permits and inspections." },
      { icon: "clock", title: "Work around your hours", description: "Nights and weekends so customers and staff are not disrupted; 24/7 emergency response." },
      { icon: "bulb", title: "LED retrofits that pay back", description: "Troffers, high-bays and exterior lights converted to LED to cut energy and maintenance costs." },
      { icon: "dollar", title: "Custom quote", description: "A written scope and fixed price for each project, with clear change-order rules." }
    ],
    galleryImages: [
      { src: "/illustrations/gallery-commercial.svg", alt: "Illustration of a retail store with LED ceiling panels", caption: "Retail LED troffer retrofit, done overnight \u2014 Fairfax", width: 600, height: 400 }
    ],
    typicalJobs: ["Restaurant kitchen equipment circuits", "Office LED troffer retrofit", "Parking lot pole lights"],
    faqs: [
      {
        question: "How is commercial work priced?",
        answer: "Every commercial project gets a custom quote after a walk-through or plan review: a written scope, a fixed price and a schedule. Service calls are billed at posted rates agreed before work begins."
      },
      {
        question: "Can you work after business hours?",
        answer: "Yes. We schedule disruptive work such as shut-offs and panel changes at night or on weekends, and we answer emergency calls 24/7."
      },
      {
        question: "Do you work from architect or engineer drawings?",
        answer: "Yes. We build from stamped plans for tenant fit-outs and coordinate with your general contractor, landlord and inspectors."
      },
      {
        question: "Do you install EV chargers for businesses?",
        answer: "Yes: workplace and customer charging, from a pair of Level 2 chargers to networked stations with load management, including the panel and trenching work they need."
      }
    ],
    serviceType: "commercial"
  },
  {
    slug: "circuits",
    serviceName: "Dedicated Circuits & Breaker Repair",
    heroTitle: "Dedicated Circuits and Breaker Repair",
    introText: "A breaker that keeps tripping is telling you something. We find out why \u2014 an overloaded circuit, a failing appliance, a loose connection or a worn-out breaker \u2014 and fix it, often with a dedicated circuit for the space heater, freezer, microwave, home office or workshop tool that keeps tripping the line.",
    priceText: `Dedicated 20A circuits about ${typicalCost.dedicatedCircuit}`,
    metaTitle: `Dedicated Circuits & Breaker Repair | 20A Circuits about ${typicalCost.dedicatedCircuit}`,
    metaDescription: `Breaker keeps tripping? Licensed electricians trace the cause and add dedicated 20A circuits for about ${typicalCost.dedicatedCircuit}. Breaker replacement and 24/7 emergency repairs.`,
    illustration: { src: "/illustrations/services/circuits.svg", width: 320, height: 240 },
    benefits: [
      { icon: "search", title: "Cause found, not guessed", description: "We test the circuit and the connected loads to find why it trips before we change anything." },
      { icon: "plug", title: "Dedicated 20A circuits", description: `A dedicated 20A circuit costs about ${typicalCost.dedicatedCircuit} and ends the tripping for good.` },
      { icon: "bolt", title: "240V for big equipment", description: "Circuits for dryers, ranges, mini-splits, welders and kilns, sized to the nameplate." },
      { icon: "clock", title: "24/7 when it can't wait", description: `Emergency repairs, day or night, start from ${startingPrice.emergency} \u2014 with arrival within ${arrivalMinutes} in our core area.` }
    ],
    galleryImages: [],
    typicalJobs: ["Dedicated circuit for a home office", "240V circuit for a mini-split", "Worn breaker replaced"],
    faqs: [
      {
        question: "Why does my breaker keep tripping?",
        answer: "Usually the circuit is overloaded (a space heater and a hair dryer on the same line), an appliance has a fault, or a connection is loose. A breaker that trips immediately after reset points to a short circuit \u2014 leave it off and call us."
      },
      {
        question: "How much does a dedicated circuit cost?",
        answer: `A dedicated 20A circuit typically costs about ${typicalCost.dedicatedCircuit}, depending on the distance from the panel and how the wire is routed. 240V circuits for larger equipment are quoted upfront.`
      },
      {
        question: "Which appliances need a dedicated circuit?",
        answer: "Refrigerators and freezers, microwaves, dishwashers, disposals, washers and dryers, space heaters, window or mini-split AC units, and workshop tools all benefit from \u2014 and often require \u2014 their own circuit."
      },
      {
        question: "Can you come out at night for a tripped breaker?",
        answer: `Yes, we are open 24/7 including holidays. Emergency repairs start from ${startingPrice.emergency}. If you smell burning or see smoke, leave the house and call 911 first.`
      }
    ],
    serviceType: "other"
  }
], serviceAliases = {
  "ev-chargers": "ev-charger-installation"
}, servicePath = (slug) => `/services/${slug}`;
function findServicePage(slug) {
  let canonical = Object.hasOwn(serviceAliases, slug) ? serviceAliases[slug] : slug;
  return servicePages.find((page) => page.slug === canonical);
}

// app/components/city/city-page-data.ts
function cityPageData(slug) {
  let city2 = findCity(slug);
  if (!city2)
    throw new Error(`No city content for "${slug}" (app/content/cities.ts)`);
  let services = city2.services.map((s) => {
    let page = findServicePage(s.slug);
    if (!page)
      throw new Error(`City "${slug}" links to an unknown service "${s.slug}"`);
    return { name: page.serviceName, path: servicePath(page.slug), note: s.note };
  });
  return { city: city2, services };
}

// app/components/city/meta.ts
var cityMeta = ({ data, matches }) => {
  let loaded = data;
  if (!loaded)
    return [];
  let { city: city2 } = loaded;
  return seo(
    {
      title: city2.metaTitle,
      description: city2.metaDescription,
      path: city2.path
    },
    matches
  );
};

// app/routes/electrician-manassas-park.tsx
import { jsx as jsx36 } from "react/jsx-runtime";
var loader6 = () => json5(cityPageData("manassas-park")), meta5 = cityMeta;
function CityRoute() {
  return /* @__PURE__ */ jsx36(CityPage, { data: useLoaderData4() });
}

// app/routes/admin.push-subscription.ts
var admin_push_subscription_exports = {};
__export(admin_push_subscription_exports, {
  action: () => action5
});
import { json as json6 } from "@remix-run/node";

// app/models/oncall-people.server.ts
import { asc as asc6, eq as eq12 } from "drizzle-orm";
var listOncallPeople = (db) => db.select().from(oncallPeople).orderBy(asc6(oncallPeople.position), asc6(oncallPeople.createdAt));
async function insertOncallPerson(db, person) {
  let [row] = await db.insert(oncallPeople).values(person).returning({ id: oncallPeople.id });
  return row.id;
}
async function updateOncallPerson(db, id, person) {
  return (await db.update(oncallPeople).set(person).where(eq12(oncallPeople.id, id)).returning({ id: oncallPeople.id })).length > 0;
}
async function deleteOncallPerson(db, id) {
  return (await db.delete(oncallPeople).where(eq12(oncallPeople.id, id)).returning({ id: oncallPeople.id })).length > 0;
}
var listStaffAccounts = (db) => db.select({ id: users.id, email: users.email, name: users.name }).from(users).orderBy(asc6(users.email));

// app/models/push-subscriptions.server.ts
import { and as and7, eq as eq13, inArray as inArray4, sql as sql13 } from "drizzle-orm";
async function savePushSubscription(db, userId, sub) {
  await db.insert(pushSubscriptions).values({ userId, ...sub }).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: sub.p256dh, auth: sub.auth } });
}
async function deleteUserPushSubscription(db, userId, endpoint) {
  return (await db.delete(pushSubscriptions).where(and7(eq13(pushSubscriptions.userId, userId), eq13(pushSubscriptions.endpoint, endpoint))).returning({ id: pushSubscriptions.id })).length > 0;
}
async function listPushSubscribers(db, userIds) {
  return userIds && userIds.length === 0 ? [] : db.select({ endpoint: pushSubscriptions.endpoint, userId: pushSubscriptions.userId, name: sql13`coalesce(${users.name}, split_part(${users.email}, '@', 1))` }).from(pushSubscriptions).innerJoin(users, eq13(users.id, pushSubscriptions.userId)).where(userIds ? inArray4(pushSubscriptions.userId, userIds) : void 0).orderBy(pushSubscriptions.createdAt);
}
async function countUserPushSubscriptions(db, userId) {
  let [row] = await db.select({ n: sql13`count(*)::int` }).from(pushSubscriptions).where(eq13(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

// app/forms/oncall.ts
init_phone();
import { z as z9 } from "zod";
var E1642 = /^\+[1-9]\d{6,14}$/, TIME = /^([01]\d|2[0-3]):[0-5]\d$/, phone = z9.string({ required_error: ONCALL_MESSAGES.phoneInvalid }).transform((value, ctx) => {
  let compact = value.replace(/[\s().-]/g, ""), normalized = normalizePhone(value) ?? (E1642.test(compact) ? compact : null);
  return normalized || (ctx.addIssue({ code: z9.ZodIssueCode.custom, message: ONCALL_MESSAGES.phoneInvalid }), z9.NEVER);
}), time = z9.string({ required_error: ONCALL_MESSAGES.timeInvalid }).regex(TIME, ONCALL_MESSAGES.timeInvalid), savePersonSchema = z9.object({
  intent: z9.literal("save"),
  id: z9.string().uuid().optional(),
  name: z9.string({ required_error: ONCALL_MESSAGES.nameRequired }).trim().min(1, ONCALL_MESSAGES.nameRequired).max(ONCALL_NAME_MAX, ONCALL_MESSAGES.nameTooLong),
  phone,
  /** 1-based as the admin sees it. */
  order: z9.coerce.number({ invalid_type_error: ONCALL_MESSAGES.positionInvalid, required_error: ONCALL_MESSAGES.positionInvalid }).int(ONCALL_MESSAGES.positionInvalid).min(1, ONCALL_MESSAGES.positionInvalid).max(99, ONCALL_MESSAGES.positionInvalid),
  startsAt: time,
  endsAt: time,
  active: z9.boolean().default(!1),
  userId: z9.string().uuid().optional()
}), removePersonSchema = z9.object({ intent: z9.literal("remove"), id: z9.string().uuid() }), oncallSchema = z9.discriminatedUnion("intent", [savePersonSchema, removePersonSchema]), pushSubscriptionSchema = z9.object({
  endpoint: z9.string().max(2e3).url(),
  keys: z9.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z9.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z9.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/)
  })
});

// app/lib/emergencies/oncall-admin.server.ts
function oncallAdminDeps() {
  let config = getConfig(), channels = appChannels(config);
  return { db: getDb(), fallbackPhones: config.ONCALL_PHONES, timeZone: getBusiness().timeZone, smsConfigured: channels.sms !== null, vapidPublicKey: channels.push.publicKey, allowLoopbackPush: config.PUSH_TEST_LOOPBACK };
}
async function loadOncallPage(userId, deps = oncallAdminDeps()) {
  let [people, accounts, browsers] = await Promise.all([listOncallPeople(deps.db), listStaffAccounts(deps.db), countUserPushSubscriptions(deps.db, userId)]);
  return {
    people: people.map((p) => ({ id: p.id, name: p.name, phone: p.phone, order: p.position + 1, startsAt: p.startsAt, endsAt: p.endsAt, active: p.active, userId: p.userId })),
    accounts: accounts.map((a) => ({ id: a.id, label: a.name ? `${a.name} (${a.email})` : a.email })),
    fallbackPhones: deps.fallbackPhones,
    timeZone: deps.timeZone,
    smsConfigured: deps.smsConfigured,
    vapidPublicKey: deps.vapidPublicKey,
    myBrowsers: browsers
  };
}
async function savePerson(input, deps = oncallAdminDeps()) {
  let person = { name: input.name, phone: input.phone, position: input.order - 1, startsAt: input.startsAt, endsAt: input.endsAt, active: input.active, userId: input.userId ?? null };
  return input.id ? await updateOncallPerson(deps.db, input.id, person) ? { ok: !0, message: ONCALL_MESSAGES.saved(input.name) } : { ok: !1, status: 404, message: ONCALL_MESSAGES.notFound } : (await insertOncallPerson(deps.db, person), { ok: !0, message: ONCALL_MESSAGES.added(input.name) });
}
async function removePerson(id, deps = oncallAdminDeps()) {
  let person = (await listOncallPeople(deps.db)).find((p) => p.id === id);
  return !person || !await deleteOncallPerson(deps.db, id) ? { ok: !1, status: 404, message: ONCALL_MESSAGES.notFound } : { ok: !0, message: ONCALL_MESSAGES.removed(person.name) };
}
async function changePushSubscription(method, body, userId, deps = oncallAdminDeps()) {
  if (method === "DELETE") {
    let endpoint = typeof body == "object" && body && "endpoint" in body && typeof body.endpoint == "string" ? body.endpoint : "";
    return await deleteUserPushSubscription(deps.db, userId, endpoint), { ok: !0, message: ONCALL_MESSAGES.pushOff };
  }
  let parsed = pushSubscriptionSchema.safeParse(body);
  return parsed.success ? isPushServiceEndpoint(parsed.data.endpoint, { allowLoopback: deps.allowLoopbackPush }) ? (await savePushSubscription(deps.db, userId, { endpoint: parsed.data.endpoint, ...parsed.data.keys }), { ok: !0, message: ONCALL_MESSAGES.pushOn }) : { ok: !1, status: 400, message: ONCALL_MESSAGES.pushNotAService } : { ok: !1, status: 400, message: ONCALL_MESSAGES.pushInvalid };
}

// app/routes/admin.push-subscription.ts
async function action5({ request }) {
  let user = await requireAdmin(request);
  if (request.method !== "POST" && request.method !== "DELETE")
    return json6({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST, DELETE" } });
  let body = await request.json().catch(() => null), outcome = await changePushSubscription(request.method, body, user.id);
  return json6({ message: outcome.message }, { status: outcome.ok ? 200 : outcome.status });
}

// app/routes/electrician-centreville.tsx
var electrician_centreville_exports = {};
__export(electrician_centreville_exports, {
  default: () => CityRoute2,
  loader: () => loader7,
  meta: () => meta6
});
import { json as json7 } from "@remix-run/node";
import { useLoaderData as useLoaderData5 } from "@remix-run/react";
import { jsx as jsx37 } from "react/jsx-runtime";
var loader7 = () => json7(cityPageData("centreville")), meta6 = cityMeta;
function CityRoute2() {
  return /* @__PURE__ */ jsx37(CityPage, { data: useLoaderData5() });
}

// app/routes/electrician-gainesville.tsx
var electrician_gainesville_exports = {};
__export(electrician_gainesville_exports, {
  default: () => CityRoute3,
  loader: () => loader8,
  meta: () => meta7
});
import { json as json8 } from "@remix-run/node";
import { useLoaderData as useLoaderData6 } from "@remix-run/react";
import { jsx as jsx38 } from "react/jsx-runtime";
var loader8 = () => json8(cityPageData("gainesville")), meta7 = cityMeta;
function CityRoute3() {
  return /* @__PURE__ */ jsx38(CityPage, { data: useLoaderData6() });
}

// app/routes/electrician-springfield.tsx
var electrician_springfield_exports = {};
__export(electrician_springfield_exports, {
  default: () => CityRoute4,
  loader: () => loader9,
  meta: () => meta8
});
import { json as json9 } from "@remix-run/node";
import { useLoaderData as useLoaderData7 } from "@remix-run/react";
import { jsx as jsx39 } from "react/jsx-runtime";
var loader9 = () => json9(cityPageData("springfield")), meta8 = cityMeta;
function CityRoute4() {
  return /* @__PURE__ */ jsx39(CityPage, { data: useLoaderData7() });
}

// app/routes/_admin.admin.dashboard.tsx
var admin_admin_dashboard_exports = {};
__export(admin_admin_dashboard_exports, {
  default: () => LeadDashboard,
  loader: () => loader10,
  meta: () => meta9
});
import { json as json10 } from "@remix-run/node";
import { Form as Form6, useLoaderData as useLoaderData8 } from "@remix-run/react";

// app/components/admin/dashboard/ConversionChart.tsx
import { scaleLinear } from "d3-scale";
import { useId as useId4 } from "react";
import { jsx as jsx40, jsxs as jsxs29 } from "react/jsx-runtime";
var WIDTH = 720, ROW = 28, LABEL = 160, percent = (rate) => `${Math.round(rate * 100)}%`;
function ConversionChart({ rows, empty }) {
  let id = useId4(), title = "Conversion to won by source", summary = rows.length === 0 ? empty : rows.map((r) => `${r.source}: ${r.won} of ${r.leads} won (${percent(r.rate)})`).join("; ") + ".", height = Math.max(1, rows.length) * ROW + 8, x = scaleLinear().domain([0, 1]).range([0, WIDTH - LABEL - 140]);
  return /* @__PURE__ */ jsxs29("figure", { className: "mt-6 rounded-lg border border-navy-100 p-4", "aria-labelledby": `${id}-heading`, children: [
    /* @__PURE__ */ jsx40("h2", { id: `${id}-heading`, className: "text-xl font-bold", children: title }),
    /* @__PURE__ */ jsxs29("svg", { viewBox: `0 0 ${WIDTH} ${height}`, className: "mt-3 h-auto w-full", role: "img", "aria-labelledby": `${id}-title`, "aria-describedby": `${id}-desc`, children: [
      /* @__PURE__ */ jsx40("title", { id: `${id}-title`, children: title }),
      /* @__PURE__ */ jsx40("desc", { id: `${id}-desc`, children: summary }),
      rows.map((row, i) => /* @__PURE__ */ jsxs29("g", { transform: `translate(0, ${i * ROW + 4})`, children: [
        /* @__PURE__ */ jsx40("text", { x: LABEL - 8, y: ROW / 2, dy: "0.1em", textAnchor: "end", fontSize: "13", fill: "#112244", children: row.source.length > 22 ? `${row.source.slice(0, 21)}\u2026` : row.source }),
        /* @__PURE__ */ jsx40("rect", { x: LABEL, y: 4, width: x(1), height: ROW - 10, fill: "#f0f4fa" }),
        /* @__PURE__ */ jsx40("rect", { x: LABEL, y: 4, width: x(row.rate), height: ROW - 10, fill: "#047857" }),
        /* @__PURE__ */ jsxs29("text", { x: LABEL + x(1) + 8, y: ROW / 2, dy: "0.1em", fontSize: "13", fill: "#112244", children: [
          row.won,
          " of ",
          row.leads,
          " (",
          percent(row.rate),
          ")"
        ] })
      ] }, row.source))
    ] }),
    /* @__PURE__ */ jsx40("figcaption", { className: "mt-2 text-sm text-navy-700", children: summary }),
    rows.length > 0 ? /* @__PURE__ */ jsxs29("details", { className: "mt-2", children: [
      /* @__PURE__ */ jsx40("summary", { className: "cursor-pointer text-sm font-semibold", children: "Data table: conversion by source" }),
      /* @__PURE__ */ jsxs29("table", { className: "mt-2 text-left text-sm", children: [
        /* @__PURE__ */ jsx40("caption", { className: "sr-only", children: title }),
        /* @__PURE__ */ jsx40("thead", { children: /* @__PURE__ */ jsxs29("tr", { children: [
          /* @__PURE__ */ jsx40("th", { scope: "col", className: "py-1 pr-4", children: "Source" }),
          /* @__PURE__ */ jsx40("th", { scope: "col", className: "py-1 pr-4", children: "Leads" }),
          /* @__PURE__ */ jsx40("th", { scope: "col", className: "py-1 pr-4", children: "Won" }),
          /* @__PURE__ */ jsx40("th", { scope: "col", className: "py-1 pr-4", children: "Conversion" })
        ] }) }),
        /* @__PURE__ */ jsx40("tbody", { children: rows.map((row) => /* @__PURE__ */ jsxs29("tr", { className: "border-t border-navy-100", "data-testid": `conversion-${row.source}`, children: [
          /* @__PURE__ */ jsx40("th", { scope: "row", className: "py-1 pr-4 font-normal", children: row.source }),
          /* @__PURE__ */ jsx40("td", { className: "py-1 pr-4", children: row.leads }),
          /* @__PURE__ */ jsx40("td", { className: "py-1 pr-4", children: row.won }),
          /* @__PURE__ */ jsx40("td", { className: "py-1 pr-4", children: percent(row.rate) })
        ] }, row.source)) })
      ] })
    ] }) : null
  ] });
}

// app/components/admin/dashboard/WeeklyChart.tsx
import { scaleBand, scaleLinear as scaleLinear2 } from "d3-scale";
import { stack } from "d3-shape";
import { useId as useId5 } from "react";

// app/components/admin/dashboard/chart-colors.ts
var SERIES_COLORS = ["#112244", "#c2410c", "#047857", "#7c3aed", "#b91c1c", "#0e7490"], OTHER_COLOR = "#57534e", colorOf = (key, index2) => key === "Other" ? OTHER_COLOR : SERIES_COLORS[index2 % SERIES_COLORS.length], weekFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }), weekLabel = (monday) => weekFormat.format(/* @__PURE__ */ new Date(`${monday}T00:00:00Z`));

// app/components/admin/dashboard/WeeklyChart.tsx
import { jsx as jsx41, jsxs as jsxs30 } from "react/jsx-runtime";
var count2 = (n, what) => `${n} ${what}${n === 1 ? "" : "s"}`, WIDTH2 = 720, HEIGHT = 260, MARGIN = { top: 12, right: 12, bottom: 32, left: 36 };
function WeeklyChart({ title, weeks, series, empty }) {
  let id = useId5(), headingId = `${id}-heading`, total = series.reduce((sum, s) => sum + s.total, 0), summary = total === 0 ? empty : `${count2(total, "lead")} over ${count2(weeks.length, "week")}: ${series.map((s) => `${s.label} ${s.total}`).join(", ")}.`, rows = weeks.map((week2, i) => Object.fromEntries([["week", i], ...series.map((s) => [s.key, s.counts[i] ?? 0])])), layers = stack().keys(series.map((s) => s.key))(rows), weekTotals = weeks.map((_, i) => series.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0)), x = scaleBand().domain(weeks.map((_, i) => i)).range([MARGIN.left, WIDTH2 - MARGIN.right]).padding(0.2), y = scaleLinear2().domain([0, Math.max(1, ...weekTotals)]).nice().range([HEIGHT - MARGIN.bottom, MARGIN.top]), ticks = y.ticks(4).filter(Number.isInteger), labelEvery = Math.ceil(weeks.length / 12);
  return /* @__PURE__ */ jsxs30("figure", { className: "mt-6 rounded-lg border border-navy-100 p-4", "aria-labelledby": headingId, children: [
    /* @__PURE__ */ jsx41("h2", { id: headingId, className: "text-xl font-bold", children: title }),
    /* @__PURE__ */ jsxs30("svg", { viewBox: `0 0 ${WIDTH2} ${HEIGHT}`, className: "mt-3 h-auto w-full", role: "img", "aria-labelledby": `${id}-title`, "aria-describedby": `${id}-desc`, children: [
      /* @__PURE__ */ jsx41("title", { id: `${id}-title`, children: title }),
      /* @__PURE__ */ jsx41("desc", { id: `${id}-desc`, children: summary }),
      ticks.map((tick) => /* @__PURE__ */ jsxs30("g", { children: [
        /* @__PURE__ */ jsx41("line", { x1: MARGIN.left, x2: WIDTH2 - MARGIN.right, y1: y(tick), y2: y(tick), stroke: "#dbe4f3" }),
        /* @__PURE__ */ jsx41("text", { x: MARGIN.left - 6, y: y(tick), dy: "0.32em", textAnchor: "end", fontSize: "12", fill: "#112244", children: tick })
      ] }, tick)),
      layers.map((layer) => {
        let index2 = series.findIndex((s) => s.key === layer.key);
        return /* @__PURE__ */ jsx41("g", { fill: colorOf(layer.key, index2), children: layer.map(
          ([low, high], i) => high > low ? /* @__PURE__ */ jsx41("rect", { x: x(i), y: y(high), width: x.bandwidth(), height: y(low) - y(high), stroke: "#fff", strokeWidth: "1" }, i) : null
        ) }, layer.key);
      }),
      weeks.map(
        (week2, i) => i % labelEvery === 0 ? /* @__PURE__ */ jsx41("text", { x: (x(i) ?? 0) + x.bandwidth() / 2, y: HEIGHT - MARGIN.bottom + 18, textAnchor: "middle", fontSize: "12", fill: "#112244", children: weekLabel(week2) }, week2) : null
      )
    ] }),
    series.length > 0 ? /* @__PURE__ */ jsx41("ul", { className: "mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm", "aria-label": `Legend: ${title}`, children: series.map((s, index2) => /* @__PURE__ */ jsxs30("li", { className: "flex items-center gap-2", children: [
      /* @__PURE__ */ jsx41("span", { "aria-hidden": "true", className: "inline-block h-3 w-3 rounded-sm", style: { background: colorOf(s.key, index2) } }),
      s.label,
      " (",
      s.total,
      ")"
    ] }, s.key)) }) : null,
    /* @__PURE__ */ jsx41("figcaption", { className: "mt-2 text-sm text-navy-700", children: summary }),
    series.length > 0 ? /* @__PURE__ */ jsxs30("details", { className: "mt-2", children: [
      /* @__PURE__ */ jsxs30("summary", { className: "cursor-pointer text-sm font-semibold", children: [
        "Data table: ",
        title.toLowerCase()
      ] }),
      /* @__PURE__ */ jsx41("div", { className: "mt-2 overflow-x-auto", children: /* @__PURE__ */ jsxs30("table", { className: "min-w-full text-left text-sm", children: [
        /* @__PURE__ */ jsxs30("caption", { className: "sr-only", children: [
          title,
          ", weeks starting on the date shown"
        ] }),
        /* @__PURE__ */ jsx41("thead", { children: /* @__PURE__ */ jsxs30("tr", { children: [
          /* @__PURE__ */ jsx41("th", { scope: "col", className: "py-1 pr-3", children: "Week of" }),
          series.map((s) => /* @__PURE__ */ jsx41("th", { scope: "col", className: "py-1 pr-3", children: s.label }, s.key)),
          /* @__PURE__ */ jsx41("th", { scope: "col", className: "py-1 pr-3", children: "All" })
        ] }) }),
        /* @__PURE__ */ jsx41("tbody", { children: weeks.map((week2, i) => /* @__PURE__ */ jsxs30("tr", { className: "border-t border-navy-100", children: [
          /* @__PURE__ */ jsx41("th", { scope: "row", className: "py-1 pr-3 font-normal", children: weekLabel(week2) }),
          series.map((s) => /* @__PURE__ */ jsx41("td", { className: "py-1 pr-3", children: s.counts[i] ?? 0 }, s.key)),
          /* @__PURE__ */ jsx41("td", { className: "py-1 pr-3", children: weekTotals[i] })
        ] }, week2)) })
      ] }) })
    ] }) : null
  ] });
}

// app/routes/_admin.admin.dashboard.tsx
init_use_is_pending();

// app/lib/office/lead-dashboard.server.ts
init_cities();
import { z as z10 } from "zod";

// app/models/lead-stats.server.ts
import { sql as sql14 } from "drizzle-orm";
function inPeriod({ from, to, timeZone }) {
  return sql14`kind <> 'newsletter'
    and created_at >= (${from}::date)::timestamp at time zone ${timeZone}
    and created_at < (${to}::date + 1)::timestamp at time zone ${timeZone}`;
}
var week = (timeZone) => sql14`to_char(date_trunc('week', created_at at time zone ${timeZone}), 'YYYY-MM-DD')`, citySlug = (column) => sql14`substring(${column} from '^/electrician-([a-z]+(?:-[a-z]+)*)(?:[?#/]|$)')`;
async function weekly(db, period, key) {
  let result = await db.execute(sql14`
    select week, key, count(*)::int as count from (
      select ${week(period.timeZone)} as week, ${key} as key from leads where ${inPeriod(period)}
    ) counted
    where key is not null
    group by week, key
    order by week, key`);
  return rowsOf(result).map((row) => ({ week: row.week, key: row.key, count: Number(row.count) }));
}
var median = (seconds2) => sql14`percentile_cont(0.5) within group (order by extract(epoch from ${seconds2}))`, numberOrNull = (value) => value == null ? null : Number(value);
async function leadStats(db, period) {
  let where = inPeriod(period), [bySource, byService, byCityPage, conversion, summary] = await Promise.all([
    weekly(db, period, sql14`source`),
    weekly(db, period, sql14`coalesce(nullif(service, ''), 'Not given')`),
    weekly(db, period, sql14`coalesce(${citySlug(sql14`first_page`)}, ${citySlug(sql14`page`)})`),
    db.execute(sql14`
      select source, count(*)::int as leads, (count(*) filter (where status = 'won'))::int as won
      from leads where ${where} group by source order by leads desc, source`),
    db.execute(sql14`
      select count(*)::int as total,
        (count(*) filter (where first_response_at is not null))::int as responded,
        ${median(sql14`first_response_at - created_at`)} filter (where first_response_at is not null) as response_median,
        (count(*) filter (where emergency))::int as emergencies,
        (count(*) filter (where emergency and acknowledged_at is not null))::int as acknowledged,
        ${median(sql14`acknowledged_at - created_at`)} filter (where emergency and acknowledged_at is not null) as ack_median
      from leads where ${where}`)
  ]), [s] = rowsOf(summary);
  return {
    total: Number(s?.total ?? 0),
    bySource,
    byService,
    byCityPage,
    conversion: rowsOf(conversion).map((row) => ({ source: row.source, leads: Number(row.leads), won: Number(row.won) })),
    firstResponse: { responded: Number(s?.responded ?? 0), medianSeconds: numberOrNull(s?.response_median) },
    emergencies: { total: Number(s?.emergencies ?? 0), acknowledged: Number(s?.acknowledged ?? 0), medianSeconds: numberOrNull(s?.ack_median) }
  };
}

// app/lib/office/lead-dashboard.messages.ts
var DASHBOARD_MESSAGES = {
  badDate: "Enter dates as YYYY-MM-DD.",
  reversed: "The start date must be on or before the end date.",
  tooLong: "Choose a period of two years or less."
};

// app/lib/office/lead-dashboard.server.ts
var DEFAULT_WEEKS = 12, MAX_PERIOD_DAYS = 2 * 366, MAX_SERIES = 6, OTHER_SERIES = "Other", dashboardDeps = () => ({ db: getDb(), now: () => /* @__PURE__ */ new Date(), timeZone: getBusiness().timeZone }), DAY_MS = 24 * 60 * 60 * 1e3, isoDay = (date) => date.toISOString().slice(0, 10), dayOf = (text6) => /* @__PURE__ */ new Date(`${text6}T00:00:00Z`), addDays = (text6, days) => isoDay(new Date(dayOf(text6).getTime() + days * DAY_MS)), mondayOf = (text6) => addDays(text6, -((dayOf(text6).getUTCDay() + 6) % 7)), today = (now, timeZone) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(now), day2 = z10.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine((text6) => !Number.isNaN(dayOf(text6).getTime()) && isoDay(dayOf(text6)) === text6);
function choosePeriod(params, clock = { now: () => /* @__PURE__ */ new Date(), timeZone: getBusiness().timeZone }) {
  let end = today(clock.now(), clock.timeZone), typed = { from: (params.get("from") ?? "").slice(0, 40), to: (params.get("to") ?? "").slice(0, 40) }, from = typed.from.trim() === "" ? addDays(mondayOf(end), -7 * (DEFAULT_WEEKS - 1)) : day2.safeParse(typed.from).data, to = typed.to.trim() === "" ? end : day2.safeParse(typed.to).data;
  return !from || !to ? { ok: !1, ...typed, message: DASHBOARD_MESSAGES.badDate } : from > to ? { ok: !1, ...typed, message: DASHBOARD_MESSAGES.reversed } : (dayOf(to).getTime() - dayOf(from).getTime()) / DAY_MS >= MAX_PERIOD_DAYS ? { ok: !1, ...typed, message: DASHBOARD_MESSAGES.tooLong } : { ok: !0, from, to };
}
function weeksOf(from, to) {
  let weeks = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7))
    weeks.push(monday);
  return weeks;
}
function weeklyChart(rows, weeks, labelOf2 = (key) => key) {
  let index2 = new Map(weeks.map((week2, i) => [week2, i])), byKey = /* @__PURE__ */ new Map();
  for (let row of rows) {
    let label = labelOf2(row.key), at = index2.get(row.week);
    if (label === null || at === void 0)
      continue;
    let series = byKey.get(row.key);
    series || byKey.set(row.key, series = { key: row.key, label, counts: weeks.map(() => 0), total: 0 }), series.counts[at] += row.count, series.total += row.count;
  }
  let sorted = [...byKey.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  if (sorted.length <= MAX_SERIES)
    return { weeks, series: sorted };
  let kept = sorted.slice(0, MAX_SERIES - 1), rest = sorted.slice(MAX_SERIES - 1), other = {
    key: OTHER_SERIES,
    label: OTHER_SERIES,
    counts: weeks.map((_, i) => rest.reduce((sum, s) => sum + s.counts[i], 0)),
    total: rest.reduce((sum, s) => sum + s.total, 0)
  };
  return { weeks, series: [...kept, other] };
}
async function loadDashboard(period, deps = dashboardDeps()) {
  let stats = await leadStats(deps.db, { ...period, timeZone: deps.timeZone }), weeks = weeksOf(period.from, period.to);
  return {
    ...period,
    total: stats.total,
    bySource: weeklyChart(stats.bySource, weeks),
    byService: weeklyChart(stats.byService, weeks),
    // Only the site's own city pages (a made-up /electrician-… address is not one).
    byCityPage: weeklyChart(stats.byCityPage, weeks, (slug) => findCity(slug)?.cityName ?? null),
    conversion: stats.conversion.map((row) => ({ ...row, rate: row.leads === 0 ? 0 : row.won / row.leads })),
    firstResponse: stats.firstResponse,
    emergencies: stats.emergencies
  };
}
function formatDuration(seconds2) {
  if (seconds2 === null)
    return "\u2013";
  let minutes = Math.round(seconds2 / 60);
  if (minutes < 60)
    return `${minutes} min`;
  let hours = Math.floor(minutes / 60);
  if (hours < 48)
    return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  let days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

// app/routes/_admin.admin.dashboard.tsx
import { Fragment as Fragment10, jsx as jsx42, jsxs as jsxs31 } from "react/jsx-runtime";
var meta9 = ({ matches }) => [{ title: pageTitle("Dashboard", matches) }, { name: "robots", content: "noindex" }];
async function loader10({ request }) {
  await requireAdmin(request);
  let period = choosePeriod(new URL(request.url).searchParams);
  if (!period.ok)
    return json10({ from: period.from, to: period.to, error: period.message, dashboard: null }, { status: 400 });
  try {
    let dashboard = await loadDashboard(period);
    return json10({ from: period.from, to: period.to, error: null, dashboard: withDurations(dashboard) });
  } catch (failure) {
    let error2 = `Failed to load the dashboard: ${failureReason("database", "lead dashboard failed", failure)}`;
    return json10({ from: period.from, to: period.to, error: error2, dashboard: null }, { status: 503 });
  }
}
var withDurations = (dashboard) => ({
  ...dashboard,
  responseText: formatDuration(dashboard.firstResponse.medianSeconds),
  acknowledgementText: formatDuration(dashboard.emergencies.medianSeconds)
}), EMPTY = "No leads in this period.";
function LeadDashboard() {
  let { from, to, error: error2, dashboard } = useLoaderData8(), pending = useIsPending({ formMethod: "GET" });
  return /* @__PURE__ */ jsxs31("section", { "aria-labelledby": "dashboard-title", children: [
    /* @__PURE__ */ jsx42("h1", { id: "dashboard-title", className: "mt-6 text-3xl font-extrabold", children: "Where leads come from" }),
    /* @__PURE__ */ jsx42("p", { className: "mt-2 text-navy-700", children: "Requests sent from the site (newsletter signups not counted), by week starting Monday. Times are Eastern." }),
    /* @__PURE__ */ jsxs31(Form6, { method: "get", className: "mt-4 flex flex-wrap items-end gap-3", "aria-label": "Period", children: [
      /* @__PURE__ */ jsxs31("div", { children: [
        /* @__PURE__ */ jsx42("label", { htmlFor: "dashboard-from", className: "block font-semibold", children: "From" }),
        /* @__PURE__ */ jsx42("input", { id: "dashboard-from", name: "from", type: "date", defaultValue: from, required: !0, className: "mt-1 min-h-[44px] rounded-lg border border-navy-600 px-3" })
      ] }),
      /* @__PURE__ */ jsxs31("div", { children: [
        /* @__PURE__ */ jsx42("label", { htmlFor: "dashboard-to", className: "block font-semibold", children: "To" }),
        /* @__PURE__ */ jsx42("input", { id: "dashboard-to", name: "to", type: "date", defaultValue: to, required: !0, className: "mt-1 min-h-[44px] rounded-lg border border-navy-600 px-3" })
      ] }),
      /* @__PURE__ */ jsx42("button", { type: "submit", className: "btn-outline", disabled: pending, children: pending ? "Loading\u2026" : "Show" })
    ] }),
    error2 ? /* @__PURE__ */ jsx42("div", { className: "mt-4", children: /* @__PURE__ */ jsx42(Notice, { type: "error", children: error2 }) }) : null,
    dashboard ? /* @__PURE__ */ jsxs31(Fragment10, { children: [
      /* @__PURE__ */ jsxs31("dl", { className: "mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4", "data-testid": "dashboard-summary", children: [
        /* @__PURE__ */ jsx42(Figure, { label: "Leads", value: String(dashboard.total) }),
        /* @__PURE__ */ jsx42(
          Figure,
          {
            label: "Median time to first response",
            value: dashboard.responseText,
            note: `${dashboard.firstResponse.responded} of ${dashboard.total} answered`
          }
        ),
        /* @__PURE__ */ jsx42(Figure, { label: "Emergencies", value: String(dashboard.emergencies.total), note: `${dashboard.emergencies.acknowledged} acknowledged` }),
        /* @__PURE__ */ jsx42(Figure, { label: "Median time to acknowledge an emergency", value: dashboard.acknowledgementText })
      ] }),
      /* @__PURE__ */ jsx42(WeeklyChart, { title: "Leads per week by source", weeks: dashboard.bySource.weeks, series: dashboard.bySource.series, empty: EMPTY }),
      /* @__PURE__ */ jsx42(ConversionChart, { rows: dashboard.conversion, empty: EMPTY }),
      /* @__PURE__ */ jsx42(WeeklyChart, { title: "Leads per week by service", weeks: dashboard.byService.weeks, series: dashboard.byService.series, empty: EMPTY }),
      /* @__PURE__ */ jsx42(
        WeeklyChart,
        {
          title: "Leads per week by city page",
          weeks: dashboard.byCityPage.weeks,
          series: dashboard.byCityPage.series,
          empty: "No lead in this period started on or was sent from a city page."
        }
      )
    ] }) : null
  ] });
}
function Figure({ label, value, note }) {
  return /* @__PURE__ */ jsxs31("div", { className: "rounded-lg border border-navy-100 p-4", children: [
    /* @__PURE__ */ jsx42("dt", { className: "text-sm font-semibold text-navy-700", children: label }),
    /* @__PURE__ */ jsx42("dd", { className: "mt-1 text-2xl font-extrabold", children: value }),
    note ? /* @__PURE__ */ jsx42("dd", { className: "text-sm text-navy-700", children: note }) : null
  ] });
}

// app/routes/electrician-alexandria.tsx
var electrician_alexandria_exports = {};
__export(electrician_alexandria_exports, {
  default: () => CityRoute5,
  loader: () => loader11,
  meta: () => meta10
});
import { json as json11 } from "@remix-run/node";
import { useLoaderData as useLoaderData9 } from "@remix-run/react";
import { jsx as jsx43 } from "react/jsx-runtime";
var loader11 = () => json11(cityPageData("alexandria")), meta10 = cityMeta;
function CityRoute5() {
  return /* @__PURE__ */ jsx43(CityPage, { data: useLoaderData9() });
}

// app/routes/electrician-woodbridge.tsx
var electrician_woodbridge_exports = {};
__export(electrician_woodbridge_exports, {
  default: () => CityRoute6,
  loader: () => loader12,
  meta: () => meta11
});
import { json as json12 } from "@remix-run/node";
import { useLoaderData as useLoaderData10 } from "@remix-run/react";
import { jsx as jsx44 } from "react/jsx-runtime";
var loader12 = () => json12(cityPageData("woodbridge")), meta11 = cityMeta;
function CityRoute6() {
  return /* @__PURE__ */ jsx44(CityPage, { data: useLoaderData10() });
}

// app/routes/_admin.gallery-import.tsx
var admin_gallery_import_exports = {};
__export(admin_gallery_import_exports, {
  action: () => action6,
  default: () => GalleryImport,
  loader: () => loader13,
  meta: () => meta12,
  shouldRevalidate: () => shouldRevalidate
});
import { json as json13 } from "@remix-run/node";
import { Form as Form7, useActionData as useActionData3, useLoaderData as useLoaderData11 } from "@remix-run/react";
import { useState as useState9 } from "react";

// app/components/admin/use-import-batches.ts
init_Toaster();
import { useFetcher as useFetcher4 } from "@remix-run/react";
import { useEffect as useEffect9, useRef as useRef9, useState as useState8 } from "react";
var BATCH = 5;
function batchesOf(refs) {
  let queue = [];
  for (let i = 0; i < refs.length; i += BATCH)
    queue.push(refs.slice(i, i + BATCH));
  return queue;
}
function afterBatch(progress, batch) {
  let next = {
    ...progress,
    done: progress.done + (progress.queue[0]?.length ?? 0),
    queue: progress.queue.slice(1),
    imported: progress.imported + batch.imported,
    duplicates: progress.duplicates + batch.duplicates,
    failures: [...progress.failures, ...batch.failures],
    error: batch.ok ? progress.error : batch.message
  };
  if (batch.ok && next.queue.length > 0)
    return { next };
  let counts = { imported: next.imported, duplicates: next.duplicates, failures: next.failures };
  return { final: next.error ? { ok: !1, message: next.error, ...counts } : { ok: !0, message: IMPORT_MESSAGES.imported(next.imported), ...counts } };
}
function useImportBatches(onDone) {
  let fetcher = useFetcher4(), [progress, setProgress] = useState8(null), [outcome, setOutcome] = useState8(null), handled = useRef9(null);
  function sendBatch(queue) {
    let form = new FormData();
    for (let ref of queue[0])
      form.append("file", ref);
    form.set("batch", queue.length > 1 ? "more" : "last"), fetcher.submit(form, { method: "post" });
  }
  useEffect9(() => {
    if (!progress || fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data)
      return;
    handled.current = fetcher.data;
    let step = afterBatch(progress, fetcher.data);
    if ("next" in step) {
      setProgress(step.next), sendBatch(step.next.queue);
      return;
    }
    setProgress(null), setOutcome(step.final), onDone();
    for (let failure of step.final.failures)
      showToast({ title: failure, type: "error" });
    showToast({ title: step.final.message, type: step.final.ok ? "success" : "error" });
  }, [fetcher.state, fetcher.data]);
  function start(refs) {
    if (refs.length === 0) {
      setOutcome({ ok: !1, message: IMPORT_MESSAGES.noneSelected, imported: 0, duplicates: 0, failures: [] }), showToast({ title: IMPORT_MESSAGES.noneSelected, type: "error" });
      return;
    }
    let queue = batchesOf(refs);
    setOutcome(null), handled.current = fetcher.data, setProgress({ total: refs.length, done: 0, queue, imported: 0, duplicates: 0, failures: [], error: null }), sendBatch(queue);
  }
  return { progress, outcome, start };
}

// app/routes/_admin.gallery-import.tsx
init_use_is_pending();

// app/forms/gallery-import.ts
import { z as z11 } from "zod";
var importSchema = z11.object({
  file: z11.array(z11.string().min(1)).min(1),
  batch: z11.string().optional()
});

// app/models/gallery-images.server.ts
import { desc as desc3, eq as eq14 } from "drizzle-orm";
function listGalleryImages(db) {
  return db.select().from(galleryImages).orderBy(desc3(galleryImages.createdAt), desc3(galleryImages.id));
}
async function listGalleryRefs(db) {
  let rows = await db.select({ bucketId: galleryImages.bucketId, filePath: galleryImages.filePath }).from(galleryImages);
  return new Set(rows.map((r) => `${r.bucketId}/${r.filePath}`));
}
async function insertGalleryImage(db, image) {
  let [row] = await db.insert(galleryImages).values(image).onConflictDoNothing().returning({ id: galleryImages.id });
  return row?.id ?? null;
}
async function deleteGalleryImage(db, id) {
  return (await db.delete(galleryImages).where(eq14(galleryImages.id, id)).returning({ id: galleryImages.id })).length > 0;
}

// app/lib/gallery/gallery-import.server.ts
function deriveTitle(fileName) {
  return fileName.replace(/^.*\//, "").replace(/\.[^.]*$/, "").replace(/[-_]+/g, " ").trim().split(/\s+/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
var isImportable = (name) => IMAGE_FILE.test(name);
async function scanBuckets(deps = galleryDeps()) {
  let images = [], skipped = [];
  for (let bucket of galleryBuckets)
    try {
      for (let file of await deps.storage.list(bucket.id))
        isImportable(file.name) && images.push({
          ref: `${bucket.id}/${file.name}`,
          bucket: bucket.id,
          bucketLabel: bucket.importLabel,
          name: file.name,
          url: deps.storage.publicUrl(bucket.id, file.name),
          title: deriveTitle(file.name),
          inGallery: !1
        });
    } catch (error2) {
      log.warn("bucket skipped during scan", { bucket: bucket.id, error: reasonOf(error2) }), skipped.push({ bucket: bucket.id, reason: FAILURE_REASONS.storage });
    }
  if (skipped.length === galleryBuckets.length)
    return { images, skipped, error: IMPORT_MESSAGES.scanFailed(skipped[0]?.reason ?? "no bucket answered") };
  try {
    let known = await listGalleryRefs(deps.db);
    for (let image of images)
      image.inGallery = known.has(image.ref);
  } catch (error2) {
    return { images, skipped, error: IMPORT_MESSAGES.scanFailed(failureReason("database", "gallery scan: reading images failed", error2)) };
  }
  return { images, skipped, error: null };
}
function parseRef(ref) {
  let slash = ref.indexOf("/");
  return slash < 0 ? { bucket: "", name: ref } : { bucket: ref.slice(0, slash), name: ref.slice(slash + 1) };
}
async function importImages(refs, deps = galleryDeps()) {
  let result = { imported: 0, duplicates: 0, failed: [] };
  for (let ref of new Set(refs)) {
    let { bucket, name } = parseRef(ref), valid = isGalleryBucket(bucket) && isImportable(name) && !name.includes(".."), exists = !1;
    try {
      exists = valid && await objectExists(deps.storage, bucket, name);
    } catch (error2) {
      log.warn("import file check failed", { ref, error: reasonOf(error2) });
    }
    if (!exists) {
      result.failed.push(name || ref);
      continue;
    }
    await insertGalleryImage(deps.db, {
      title: deriveTitle(name),
      description: null,
      location: null,
      category: bucketCategory[bucket],
      bucketId: bucket,
      filePath: name,
      imageUrl: deps.storage.publicUrl(bucket, name)
    }) ? result.imported += 1 : result.duplicates += 1;
  }
  return result;
}

// app/routes/_admin.gallery-import.tsx
import { jsx as jsx45, jsxs as jsxs32 } from "react/jsx-runtime";
var meta12 = ({ matches }) => [{ title: pageTitle("Gallery Import", matches) }, { name: "robots", content: "noindex" }];
async function loader13({ request }) {
  await requireAdmin(request);
  let scan = await scanBuckets(), select = new URL(request.url).searchParams.get("select");
  return json13({ ...scan, selectAll: select === "all" });
}
async function action6({ request }) {
  await requireAdmin(request);
  let none = { imported: 0, duplicates: 0, failures: [] }, form = await request.formData().catch(() => null);
  if (!form)
    return json13({ ok: !1, message: IMPORT_MESSAGES.failed("the form could not be read"), ...none }, { status: 400 });
  let submission = parseForm(form, importSchema);
  if (submission.status !== "success")
    return json13({ ok: !1, message: IMPORT_MESSAGES.noneSelected, ...none }, { status: 400 });
  try {
    let result = await importImages(submission.value.file);
    return json13({
      ok: !0,
      message: IMPORT_MESSAGES.imported(result.imported),
      imported: result.imported,
      duplicates: result.duplicates,
      failures: result.failed.map(IMPORT_MESSAGES.fileFailed)
    });
  } catch (error2) {
    return json13(
      { ok: !1, message: IMPORT_MESSAGES.failed(failureReason("database", "gallery import failed", error2)), ...none },
      { status: 503 }
    );
  }
}
var shouldRevalidate = ({ formData, defaultShouldRevalidate }) => formData?.get("batch") === "more" ? !1 : defaultShouldRevalidate;
function GalleryImport() {
  let data = useLoaderData11(), posted = useActionData3(), [selected, setSelected] = useState9(() => new Set(data.selectAll ? data.images.map((i) => i.ref) : [])), { progress, outcome, start } = useImportBatches(() => setSelected(/* @__PURE__ */ new Set())), posting = useIsPending({ state: "submitting" });
  function onImport(event) {
    event.preventDefault(), start(data.images.map((i) => i.ref).filter((ref) => selected.has(ref)));
  }
  let shown = outcome ?? posted ?? null, importing = progress !== null || posting, toggle = (ref, on) => setSelected((current) => {
    let next = new Set(current);
    return on ? next.add(ref) : next.delete(ref), next;
  });
  return /* @__PURE__ */ jsxs32("section", { "aria-labelledby": "import-title", children: [
    /* @__PURE__ */ jsx45("h1", { id: "import-title", className: "mt-6 text-3xl font-extrabold", children: "Gallery Import" }),
    /* @__PURE__ */ jsx45("p", { className: "mt-2 text-navy-700", children: "Add pictures already in the storage buckets to the public gallery in one go." }),
    /* @__PURE__ */ jsxs32("div", { className: "mt-4 space-y-2", children: [
      /* @__PURE__ */ jsxs32(Notice, { type: "info", testId: "import-security-notice", children: [
        /* @__PURE__ */ jsx45("strong", { children: "Security notice:" }),
        " importing is admin-only. This page and its import action check that you are signed in as an admin; no public storage or database policy is opened for it, so there is nothing to remove afterwards."
      ] }),
      data.error ? /* @__PURE__ */ jsx45(Notice, { type: "error", children: data.error }) : null,
      data.skipped.length > 0 && !data.error ? /* @__PURE__ */ jsxs32(Notice, { type: "info", children: [
        "Skipped ",
        data.skipped.map((s) => s.bucket).join(", "),
        ": the bucket could not be read."
      ] }) : null,
      !data.error && !shown ? /* @__PURE__ */ jsx45(Notice, { type: "info", children: IMPORT_MESSAGES.found(data.images.length) }) : null,
      shown ? /* @__PURE__ */ jsxs32("div", { "data-testid": "import-result", className: "space-y-2", children: [
        /* @__PURE__ */ jsxs32(Notice, { type: shown.ok ? "success" : "error", children: [
          /* @__PURE__ */ jsx45("strong", { children: shown.message }),
          shown.duplicates > 0 ? ` ${shown.duplicates} already in the gallery were skipped.` : null
        ] }),
        shown.failures.map((failure) => /* @__PURE__ */ jsx45(Notice, { type: "error", children: failure }, failure))
      ] }) : null,
      progress ? /* @__PURE__ */ jsxs32("div", { role: "status", "data-testid": "import-progress", className: "rounded-lg border border-navy-100 p-3", children: [
        /* @__PURE__ */ jsxs32("label", { htmlFor: "import-progress-bar", className: "font-semibold", children: [
          "Importing ",
          progress.done,
          " of ",
          progress.total,
          " images..."
        ] }),
        /* @__PURE__ */ jsx45("progress", { id: "import-progress-bar", max: progress.total, value: progress.done, className: "mt-2 block w-full" })
      ] }) : null
    ] }),
    /* @__PURE__ */ jsxs32("div", { className: "mt-6 flex flex-wrap gap-2", children: [
      /* @__PURE__ */ jsxs32(Form7, { method: "get", className: "flex flex-wrap gap-2", children: [
        /* @__PURE__ */ jsx45(
          "button",
          {
            type: "submit",
            name: "select",
            value: "all",
            className: "btn-outline",
            onClick: (event) => {
              event.preventDefault(), setSelected(new Set(data.images.map((i) => i.ref)));
            },
            children: "Select All"
          }
        ),
        /* @__PURE__ */ jsx45(
          "button",
          {
            type: "submit",
            name: "select",
            value: "none",
            className: "btn-outline",
            onClick: (event) => {
              event.preventDefault(), setSelected(/* @__PURE__ */ new Set());
            },
            children: "Deselect All"
          }
        )
      ] }),
      /* @__PURE__ */ jsx45(Form7, { method: "get", children: /* @__PURE__ */ jsx45("button", { type: "submit", className: "btn-outline", children: "Rescan Buckets" }) })
    ] }),
    data.images.length === 0 && !data.error ? /* @__PURE__ */ jsxs32("div", { className: "mt-8 rounded-xl border border-dashed border-navy-600 p-8 text-center", children: [
      /* @__PURE__ */ jsx45("p", { className: "text-lg font-semibold", children: IMPORT_MESSAGES.empty }),
      /* @__PURE__ */ jsx45(Form7, { method: "get", className: "mt-4", children: /* @__PURE__ */ jsx45("button", { type: "submit", className: "btn-primary", children: "Scan Again" }) })
    ] }) : /* @__PURE__ */ jsxs32(Form7, { method: "post", action: "/gallery-import", onSubmit: onImport, className: "mt-6", children: [
      /* @__PURE__ */ jsxs32("p", { className: "mb-3 text-navy-700", "aria-live": "polite", children: [
        selected.size,
        " of ",
        data.images.length,
        " selected"
      ] }),
      /* @__PURE__ */ jsx45("ul", { className: "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4", "data-testid": "import-grid", children: data.images.map((image) => {
        let id = `import-${image.ref}`;
        return /* @__PURE__ */ jsxs32("li", { className: "rounded-lg border border-navy-100 p-2", children: [
          /* @__PURE__ */ jsx45("img", { src: image.url, alt: "", width: 240, height: 160, loading: "lazy", className: "aspect-[3/2] w-full rounded object-cover" }),
          /* @__PURE__ */ jsxs32("div", { className: "mt-2 flex items-start gap-2", children: [
            /* @__PURE__ */ jsx45(
              "input",
              {
                id,
                type: "checkbox",
                name: "file",
                value: image.ref,
                checked: selected.has(image.ref),
                onChange: (event) => toggle(image.ref, event.currentTarget.checked),
                className: "mt-1 h-5 w-5 shrink-0"
              }
            ),
            /* @__PURE__ */ jsxs32("label", { htmlFor: id, className: "min-w-0 text-sm", children: [
              /* @__PURE__ */ jsx45("span", { className: "block font-semibold", children: image.title }),
              /* @__PURE__ */ jsxs32("span", { className: "block truncate text-navy-700", children: [
                image.bucketLabel,
                " \xB7 ",
                image.name
              ] }),
              image.inGallery ? /* @__PURE__ */ jsx45("span", { className: "block text-xs font-semibold text-green-800", children: "In gallery" }) : null
            ] })
          ] })
        ] }, image.ref);
      }) }),
      /* @__PURE__ */ jsx45("button", { type: "submit", className: "btn-primary mt-6", disabled: importing, children: importing ? "Importing..." : `Import selected (${selected.size})` })
    ] })
  ] });
}

// app/routes/webhooks.twilio.voice.ts
var webhooks_twilio_voice_exports = {};
__export(webhooks_twilio_voice_exports, {
  action: () => action7
});

// app/lib/phone/incoming-call.server.ts
import twilio4 from "twilio";

// app/lib/emergencies/alert-schedule.server.ts
var minutesOf = (hhmm) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
function withinHours(at, startsAt, endsAt) {
  let [t, s, e] = [minutesOf(at), minutesOf(startsAt), minutesOf(endsAt)];
  return s === e ? !0 : s < e ? t >= s && t < e : t >= s || t < e;
}
function localTime(now, timeZone) {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(now);
}
async function onCallNow(deps, now) {
  let people = await listOncallPeople(deps.db);
  if (people.length === 0)
    return deps.fallbackPhones.map((phone2) => ({ name: null, phone: phone2, userId: null }));
  let time2 = localTime(now, deps.timeZone);
  return people.filter((p) => p.active && withinHours(time2, p.startsAt, p.endsAt)).map((p) => ({ name: p.name, phone: p.phone, userId: p.userId }));
}
async function roundTargets(deps, round, now) {
  let list = await onCallNow(deps, now), people = round === 0 ? list.slice(0, 1) : round === 1 ? list.length ? [list[1 % list.length]] : [] : list, targets = deps.sms ? people.map((p) => ({ channel: "sms", recipient: p.phone, recipientName: p.name })) : [], userIds = people.flatMap((p) => p.userId ? [p.userId] : []), browsers = await listPushSubscribers(deps.db, round === 0 ? void 0 : userIds);
  for (let b of browsers)
    targets.push({ channel: "push", recipient: b.endpoint, recipientName: people.find((p) => p.userId === b.userId)?.name ?? b.name });
  return targets;
}
async function firstAlerts(deps) {
  let targets = await roundTargets(deps, 0, deps.now());
  return targets.length === 0 && log.warn("emergency with nobody to alert: set ONCALL_PHONES or the on-call list, and Twilio"), targets;
}

// app/lib/phone/incoming-call.server.ts
var DIAL_TIMEOUT_SECONDS = 20;
async function phonesToRing(deps, now) {
  let [startsAt = "", endsAt = ""] = deps.officeHours.split("-");
  return deps.officePhones.length > 0 && withinHours(localTime(now, deps.timeZone), startsAt, endsAt) ? deps.officePhones : (await onCallNow(deps, now)).map((person) => person.phone);
}
async function answerIncomingCall(params, deps) {
  let { CallSid: callSid, From: from, To: to } = params;
  if (!callSid || !from || !to || !E164.test(from))
    return { status: 400 };
  await recordIncomingCall(deps.db, { callSid, from, to, source: sourceOf(deps, to) ?? "phone" });
  let response = new twilio4.twiml.VoiceResponse(), ring = await phonesToRing(deps, deps.now());
  if (ring.length === 0)
    return await endCall({ CallSid: callSid, DialCallStatus: "no-answer" }, deps), response.say(PHONE_MESSAGES.missed), response.hangup(), { twiml: response.toString() };
  response.say(PHONE_MESSAGES.greeting(deps.businessName));
  let dial = response.dial({ timeout: DIAL_TIMEOUT_SECONDS, action: new URL("/webhooks/twilio/dial-result", deps.siteUrl).href, method: "POST" });
  for (let phone2 of ring)
    dial.number(phone2);
  return { twiml: response.toString() };
}

// app/routes/webhooks.twilio.voice.ts
var action7 = ({ request }) => twilioWebhook(request, "voice", answerIncomingCall);

// app/routes/_admin.admin.on-call.tsx
var admin_admin_on_call_exports = {};
__export(admin_admin_on_call_exports, {
  action: () => action8,
  default: () => OnCallAdmin,
  loader: () => loader14,
  meta: () => meta13
});
import { useForm as useForm4 } from "@conform-to/react";
import { parseWithZod as parseWithZod5 } from "@conform-to/zod";
import { json as json14 } from "@remix-run/node";
import { Form as Form8, useActionData as useActionData4, useLoaderData as useLoaderData12 } from "@remix-run/react";

// app/components/admin/PushToggle.tsx
init_use_hydrated();
import { useEffect as useEffect10, useState as useState10 } from "react";
import { jsx as jsx46, jsxs as jsxs33 } from "react/jsx-runtime";
var RESOURCE = "/admin/push-subscription";
function keyBytes(base64url) {
  let base64 = (base64url + "=".repeat((4 - base64url.length % 4) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
var supported = () => typeof window < "u" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
async function registration() {
  return navigator.serviceWorker.register("/sw.js", { scope: "/admin" });
}
function PushToggle({ publicKey }) {
  let hydrated = useHydrated(), [state3, setState] = useState10("unknown");
  useEffect10(() => {
    if (!supported())
      return setState("unsupported");
    if (Notification.permission === "denied")
      return setState("denied");
    let live = !0;
    return registration().then((r) => r.pushManager.getSubscription()).then((s) => live && setState(s ? "on" : "off")).catch(() => live && setState("off")), () => {
      live = !1;
    };
  }, []);
  async function enable() {
    setState("busy");
    try {
      if (await Notification.requestPermission() !== "granted")
        return setState("denied");
      let subscription = await (await registration()).pushManager.subscribe({ userVisibleOnly: !0, applicationServerKey: keyBytes(publicKey) }), response = await fetch(RESOURCE, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(subscription.toJSON()) });
      setState(response.ok ? "on" : "failed");
    } catch {
      setState("failed");
    }
  }
  async function disable() {
    setState("busy");
    try {
      let subscription = await (await registration()).pushManager.getSubscription();
      subscription && (await fetch(RESOURCE, { method: "DELETE", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ endpoint: subscription.endpoint }) }), await subscription.unsubscribe()), setState("off");
    } catch {
      setState("failed");
    }
  }
  if (!hydrated)
    return /* @__PURE__ */ jsx46("p", { className: "text-navy-700", children: "Turning on notifications needs JavaScript." });
  let note = {
    unknown: null,
    busy: null,
    on: ONCALL_MESSAGES.pushOn,
    off: ONCALL_MESSAGES.pushOff,
    unsupported: ONCALL_MESSAGES.pushUnsupported,
    denied: ONCALL_MESSAGES.pushDenied,
    failed: ONCALL_MESSAGES.pushFailed
  }[state3];
  return /* @__PURE__ */ jsxs33("div", { className: "flex flex-wrap items-center gap-3", children: [
    state3 === "on" ? /* @__PURE__ */ jsx46("button", { type: "button", className: "btn-outline", onClick: disable, children: "Turn off notifications" }) : /* @__PURE__ */ jsx46("button", { type: "button", className: "btn-primary", onClick: enable, disabled: state3 === "busy" || state3 === "unsupported" || state3 === "denied", children: "Enable notifications" }),
    /* @__PURE__ */ jsx46("p", { role: "status", className: "text-navy-700", "data-testid": "push-state", children: note })
  ] });
}

// app/routes/_admin.admin.on-call.tsx
init_fields2();
init_use_is_pending();
import { jsx as jsx47, jsxs as jsxs34 } from "react/jsx-runtime";
var meta13 = ({ matches }) => [{ title: pageTitle("On call", matches) }, { name: "robots", content: "noindex" }];
async function loader14({ request }) {
  let user = await requireAdmin(request);
  return json14(await loadOncallPage(user.id));
}
async function action8({ request }) {
  await requireAdmin(request);
  let form = await request.formData().catch(() => null);
  if (!form)
    return json14({ formId: "", message: ONCALL_MESSAGES.unreadable, reply: null }, { status: 400 });
  let formId = String(form.get("formId") ?? ""), submission = parseForm(form, oncallSchema);
  if (submission.status !== "success")
    return json14({ formId, message: ONCALL_MESSAGES.invalid, reply: submission.reply() }, { status: 400 });
  let posted = submission.value, outcome = posted.intent === "save" ? await savePerson(posted) : await removePerson(posted.id);
  return outcome.ok ? redirectWithToast("/admin/on-call", { title: outcome.message, type: "success" }) : json14({ formId, message: outcome.message, reply: submission.reply() }, { status: outcome.status });
}
function PersonForm({ formId, person, accounts, lastResult }) {
  let [form, fields2] = useForm4({
    id: formId,
    lastResult,
    defaultValue: person ? { ...person, order: String(person.order), active: person.active ? "on" : "", userId: person.userId ?? "" } : { order: "", startsAt: "00:00", endsAt: "00:00", active: "on" },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod5(formData, { schema: oncallSchema })
  }), saving = useIsPending({ intent: "save", state: "submitting" }), time2 = (field2, label) => /* @__PURE__ */ jsxs34("div", { children: [
    /* @__PURE__ */ jsx47("label", { htmlFor: field2.id, className: "block font-semibold", children: label }),
    /* @__PURE__ */ jsx47("input", { id: field2.id, name: field2.name, type: "time", defaultValue: field2.initialValue ?? "", "aria-invalid": field2.errors ? !0 : void 0, "aria-describedby": field2.errors ? field2.errorId : void 0, className: "admin-input" }, field2.key),
    /* @__PURE__ */ jsx47(FieldError, { id: field2.errorId, errors: field2.errors })
  ] });
  return /* @__PURE__ */ jsxs34(Form8, { method: "post", id: form.id, onSubmit: form.onSubmit, noValidate: !0, className: "grid gap-3 sm:grid-cols-2 lg:grid-cols-4", "aria-label": person ? `On-call person ${person.name}` : "Add a person", children: [
    /* @__PURE__ */ jsx47("input", { type: "hidden", name: "formId", value: formId }),
    person ? /* @__PURE__ */ jsx47("input", { type: "hidden", name: "id", value: person.id }) : null,
    /* @__PURE__ */ jsx47(TextField, { field: fields2.name, label: "Name", required: !0, errors: fields2.name.errors, autoComplete: "off" }),
    /* @__PURE__ */ jsx47(TextField, { field: fields2.phone, label: "Mobile for texts", type: "tel", required: !0, errors: fields2.phone.errors, placeholder: "+17035550100" }),
    /* @__PURE__ */ jsx47(TextField, { field: fields2.order, label: "Order (1 is texted first)", required: !0, errors: fields2.order.errors }),
    /* @__PURE__ */ jsx47(SelectField, { field: fields2.userId, label: "Admin account (gets push)", errors: fields2.userId.errors, options: accounts.map((a) => ({ value: a.id, label: a.label })), placeholder: "None" }),
    time2(fields2.startsAt, "On call from"),
    time2(fields2.endsAt, "Until (same time = all day)"),
    /* @__PURE__ */ jsxs34("div", { className: "flex items-center gap-2 self-end pb-3", children: [
      /* @__PURE__ */ jsx47("input", { id: fields2.active.id, name: fields2.active.name, type: "checkbox", defaultChecked: fields2.active.initialValue === "on", className: "h-5 w-5" }, fields2.active.key),
      /* @__PURE__ */ jsx47("label", { htmlFor: fields2.active.id, className: "font-semibold", children: "Active" })
    ] }),
    /* @__PURE__ */ jsxs34("div", { className: "flex items-end gap-2", children: [
      /* @__PURE__ */ jsx47(SubmitButton, { pending: saving, className: "btn-primary", children: /* @__PURE__ */ jsx47("span", { children: person ? "Save" : "Add person" }) }),
      /* @__PURE__ */ jsx47("input", { type: "hidden", name: "intent", value: "save" })
    ] })
  ] });
}
function OnCallAdmin() {
  let data = useLoaderData12(), result = useActionData4(), resultFor = (formId) => result && result.formId === formId ? result.reply ?? void 0 : void 0;
  return /* @__PURE__ */ jsxs34("section", { "aria-labelledby": "oncall-title", children: [
    /* @__PURE__ */ jsx47("h1", { id: "oncall-title", className: "mt-6 text-3xl font-extrabold", children: "On call" }),
    /* @__PURE__ */ jsxs34("p", { className: "mt-2 max-w-prose text-navy-700", children: [
      "An emergency request texts the first active person on call at once and notifies every browser below that turned notifications on. If nobody acknowledges it, the next person is texted, then everyone on call. Hours are ",
      data.timeZone,
      " time."
    ] }),
    /* @__PURE__ */ jsxs34("div", { className: "mt-4 space-y-2", children: [
      result?.message ? /* @__PURE__ */ jsx47(Notice, { type: "error", children: result.message }) : null,
      data.smsConfigured ? null : /* @__PURE__ */ jsx47(Notice, { type: "info", children: "SMS is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM): alerts go by push and email only." }),
      data.people.length === 0 && data.fallbackPhones.length > 0 ? /* @__PURE__ */ jsxs34(Notice, { type: "info", children: [
        "The list is empty, so these numbers from ONCALL_PHONES are texted, in order: ",
        data.fallbackPhones.join(", "),
        "."
      ] }) : null
    ] }),
    /* @__PURE__ */ jsxs34("section", { "aria-labelledby": "push-title", className: "mt-6 rounded-xl border border-navy-100 p-5", children: [
      /* @__PURE__ */ jsx47("h2", { id: "push-title", className: "text-xl font-bold", children: "Notifications on this device" }),
      /* @__PURE__ */ jsxs34("p", { className: "mt-1 text-navy-700", children: [
        data.myBrowsers === 1 ? "1 of your browsers gets" : `${data.myBrowsers} of your browsers get`,
        " emergency notifications. On a phone, add this page to the home screen to install the admin."
      ] }),
      /* @__PURE__ */ jsx47("div", { className: "mt-3", children: /* @__PURE__ */ jsx47(PushToggle, { publicKey: data.vapidPublicKey }) })
    ] }),
    /* @__PURE__ */ jsxs34("section", { "aria-labelledby": "list-title", className: "mt-6 space-y-4", children: [
      /* @__PURE__ */ jsx47("h2", { id: "list-title", className: "text-xl font-bold", children: "The list" }),
      data.people.length === 0 ? /* @__PURE__ */ jsx47("p", { children: "Nobody is on the list yet." }) : null,
      data.people.map((person) => /* @__PURE__ */ jsxs34("div", { className: "rounded-xl border border-navy-100 p-4", "data-testid": "oncall-person", children: [
        /* @__PURE__ */ jsx47(PersonForm, { formId: `person-${person.id}`, person, accounts: data.accounts, lastResult: resultFor(`person-${person.id}`) }),
        /* @__PURE__ */ jsxs34(Form8, { method: "post", className: "mt-2", children: [
          /* @__PURE__ */ jsx47("input", { type: "hidden", name: "formId", value: `remove-${person.id}` }),
          /* @__PURE__ */ jsx47("input", { type: "hidden", name: "intent", value: "remove" }),
          /* @__PURE__ */ jsx47("input", { type: "hidden", name: "id", value: person.id }),
          /* @__PURE__ */ jsxs34("button", { type: "submit", className: "btn-outline", children: [
            "Remove ",
            person.name
          ] })
        ] })
      ] }, person.id))
    ] }),
    /* @__PURE__ */ jsxs34("section", { "aria-labelledby": "add-title", className: "mt-6 rounded-xl border border-navy-100 p-5", children: [
      /* @__PURE__ */ jsx47("h2", { id: "add-title", className: "text-xl font-bold", children: "Add a person" }),
      /* @__PURE__ */ jsx47("div", { className: "mt-3", children: /* @__PURE__ */ jsx47(PersonForm, { formId: "person-new", accounts: data.accounts, lastResult: resultFor("person-new") }) })
    ] })
  ] });
}

// app/routes/electrician-manassas.tsx
var electrician_manassas_exports = {};
__export(electrician_manassas_exports, {
  default: () => CityRoute7,
  loader: () => loader15,
  meta: () => meta14
});
import { json as json15 } from "@remix-run/node";
import { useLoaderData as useLoaderData13 } from "@remix-run/react";
import { jsx as jsx48 } from "react/jsx-runtime";
var loader15 = () => json15(cityPageData("manassas")), meta14 = cityMeta;
function CityRoute7() {
  return /* @__PURE__ */ jsx48(CityPage, { data: useLoaderData13() });
}

// app/routes/_admin.admin._index.tsx
var admin_admin_index_exports = {};
__export(admin_admin_index_exports, {
  action: () => action9,
  default: () => GalleryAdmin,
  loader: () => loader16,
  meta: () => meta15
});
import { json as json16 } from "@remix-run/node";
import { useActionData as useActionData5, useLoaderData as useLoaderData14 } from "@remix-run/react";

// app/components/admin/gallery/AddImageForm.tsx
init_use_hydrated();
init_use_is_pending();
import { useForm as useForm5 } from "@conform-to/react";
import { parseWithZod as parseWithZod6 } from "@conform-to/zod";
import { Form as Form9, useSubmit as useSubmit2 } from "@remix-run/react";
import { useState as useState11 } from "react";

// app/forms/gallery-admin.ts
import { z as z12 } from "zod";
var text2 = z12.string().default(""), addImageSchema = z12.object({
  intent: z12.literal("add"),
  bucket: text2,
  file: text2,
  title: text2,
  description: text2,
  location: text2,
  category: text2
}), deleteImageSchema = z12.object({ intent: z12.literal("delete"), id: text2, bucket: text2 }), galleryAdminSchema = z12.discriminatedUnion("intent", [addImageSchema, deleteImageSchema]);

// app/lib/gallery/gallery-categories.ts
var galleryCategories = [
  { value: "panels", label: "Panel Upgrades" },
  { value: "ev-chargers", label: "EV Chargers" },
  { value: "lighting", label: "Lighting" },
  { value: "ceiling-fans", label: "Ceiling Fans" },
  { value: "before-after", label: "Before & After" },
  { value: "commercial", label: "Commercial" },
  { value: "general", label: "General" }
], isCategory = (value) => galleryCategories.some((c) => c.value === value);

// app/components/admin/gallery/BucketSelect.tsx
import { Fragment as Fragment11, jsx as jsx49, jsxs as jsxs35 } from "react/jsx-runtime";
function BucketSelect({
  id,
  label,
  defaultValue,
  onChange
}) {
  return /* @__PURE__ */ jsxs35(Fragment11, { children: [
    /* @__PURE__ */ jsx49("label", { htmlFor: id, className: "block font-semibold", children: label }),
    /* @__PURE__ */ jsx49("select", { id, name: "bucket", defaultValue, className: "admin-input", onChange, children: galleryBuckets.map((b) => /* @__PURE__ */ jsx49("option", { value: b.id, children: b.adminLabel }, b.id)) })
  ] });
}

// app/components/admin/gallery/AddImageForm.tsx
import { jsx as jsx50, jsxs as jsxs36 } from "react/jsx-runtime";
function AddImageForm({
  bucket,
  values: urlValues,
  files,
  filesError,
  reply
}) {
  let submit = useSubmit2(), hydrated = useHydrated(), [form, fields2] = useForm5({
    id: "add-image",
    lastResult: reply,
    defaultValue: { intent: "add", bucket, ...urlValues },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod6(formData, { schema: addImageSchema })
  }), values3 = reply ? {
    file: fields2.file.initialValue ?? "",
    title: fields2.title.initialValue ?? "",
    description: fields2.description.initialValue ?? "",
    location: fields2.location.initialValue ?? "",
    category: fields2.category.initialValue ?? urlValues.category
  } : urlValues, [picked, setPicked] = useState11(null), file = hydrated && picked?.from === values3.file ? picked.file : values3.file, selected = files.find((f) => f.name === file), adding = useIsPending({ intent: "add", state: "submitting" });
  return /* @__PURE__ */ jsxs36(Section, { id: "add-title", title: "Add image to gallery", children: [
    /* @__PURE__ */ jsxs36(Form9, { method: "get", className: "mt-4 flex flex-wrap items-end gap-2", children: [
      /* @__PURE__ */ jsx50("div", { className: "flex-1", children: /* @__PURE__ */ jsx50(
        BucketSelect,
        {
          id: "admin-bucket",
          label: "Storage bucket",
          defaultValue: bucket,
          onChange: (event) => submit(event.currentTarget.form, { replace: !0 })
        }
      ) }),
      hydrated ? null : /* @__PURE__ */ jsx50("button", { type: "submit", className: "btn-outline", children: "Show images" })
    ] }, `bucket-${bucket}`),
    /* @__PURE__ */ jsxs36(Form9, { method: "post", id: form.id, onSubmit: form.onSubmit, noValidate: !0, className: "mt-4 space-y-4", children: [
      /* @__PURE__ */ jsx50("input", { type: "hidden", name: "intent", value: "add" }),
      /* @__PURE__ */ jsx50("input", { type: "hidden", name: "bucket", value: bucket }),
      /* @__PURE__ */ jsxs36("div", { children: [
        /* @__PURE__ */ jsxs36("label", { htmlFor: "admin-file", className: "block font-semibold", children: [
          "Image ",
          /* @__PURE__ */ jsx50("span", { "aria-hidden": "true", children: "*" })
        ] }),
        /* @__PURE__ */ jsxs36(
          "select",
          {
            id: "admin-file",
            name: "file",
            defaultValue: values3.file,
            "aria-required": "true",
            className: "admin-input",
            onChange: (event) => setPicked({ from: values3.file, file: event.currentTarget.value }),
            children: [
              /* @__PURE__ */ jsx50("option", { value: "", children: "Select an image" }),
              files.map((f) => /* @__PURE__ */ jsx50("option", { value: f.name, children: f.name }, f.name))
            ]
          }
        ),
        files.length === 0 && !filesError ? /* @__PURE__ */ jsx50("p", { className: "mt-1 text-sm text-navy-700", children: "No images in this bucket yet: upload one below." }) : null,
        hydrated ? null : /* @__PURE__ */ jsx50("button", { type: "submit", formMethod: "get", name: "preview", value: "1", className: "btn-outline mt-2", children: "Preview" })
      ] }),
      selected ? /* @__PURE__ */ jsx50("figure", { "data-testid": "admin-preview", children: /* @__PURE__ */ jsx50("img", { src: selected.url, alt: `Preview of ${selected.name}`, className: "max-h-64 w-auto rounded-lg border border-navy-100" }) }) : null,
      /* @__PURE__ */ jsxs36("div", { children: [
        /* @__PURE__ */ jsxs36("label", { htmlFor: "admin-title-input", className: "block font-semibold", children: [
          "Title ",
          /* @__PURE__ */ jsx50("span", { "aria-hidden": "true", children: "*" })
        ] }),
        /* @__PURE__ */ jsx50("input", { id: "admin-title-input", name: "title", "aria-required": "true", maxLength: FIELD_LIMITS.title, defaultValue: values3.title, className: "admin-input" })
      ] }),
      /* @__PURE__ */ jsxs36("div", { children: [
        /* @__PURE__ */ jsx50("label", { htmlFor: "admin-description", className: "block font-semibold", children: "Description" }),
        /* @__PURE__ */ jsx50(
          "textarea",
          {
            id: "admin-description",
            name: "description",
            rows: 3,
            maxLength: FIELD_LIMITS.description,
            defaultValue: values3.description,
            className: "admin-input py-2"
          }
        )
      ] }),
      /* @__PURE__ */ jsxs36("div", { children: [
        /* @__PURE__ */ jsx50("label", { htmlFor: "admin-location", className: "block font-semibold", children: "Location" }),
        /* @__PURE__ */ jsx50("input", { id: "admin-location", name: "location", maxLength: FIELD_LIMITS.location, defaultValue: values3.location, className: "admin-input" })
      ] }),
      /* @__PURE__ */ jsxs36("div", { children: [
        /* @__PURE__ */ jsx50("label", { htmlFor: "admin-category", className: "block font-semibold", children: "Category" }),
        /* @__PURE__ */ jsx50("select", { id: "admin-category", name: "category", defaultValue: values3.category, className: "admin-input", children: galleryCategories.map((c) => /* @__PURE__ */ jsx50("option", { value: c.value, children: c.label }, c.value)) })
      ] }),
      /* @__PURE__ */ jsx50("button", { type: "submit", className: "btn-primary", disabled: adding, children: adding ? "Adding..." : "Add to Gallery" })
    ] }, `add-${bucket}-${values3.file}`)
  ] });
}

// app/components/admin/gallery/GalleryImageList.tsx
init_use_is_pending();
import { Form as Form10, Link as Link12 } from "@remix-run/react";
import { jsx as jsx51, jsxs as jsxs37 } from "react/jsx-runtime";
function GalleryImageList({
  images,
  imagesError,
  bucket,
  confirmDelete
}) {
  let deleting = useIsPending({ intent: "delete", state: "submitting" });
  return /* @__PURE__ */ jsxs37("section", { "aria-labelledby": "current-title", children: [
    /* @__PURE__ */ jsxs37("h2", { id: "current-title", className: "text-xl font-bold", children: [
      "Current gallery images (",
      images.length,
      ")"
    ] }),
    images.length === 0 && !imagesError ? /* @__PURE__ */ jsx51("p", { className: "mt-3 text-navy-700", children: "The gallery has no added images yet; the built-in pictures show on the site." }) : (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      /* @__PURE__ */ jsx51("ul", { className: "mt-3 max-h-[600px] space-y-3 overflow-y-auto pr-1", tabIndex: 0, "aria-label": "Current gallery images", "data-testid": "admin-images", children: images.map((image) => /* @__PURE__ */ jsxs37("li", { className: "flex gap-3 rounded-lg border border-navy-100 p-3", "data-testid": "admin-image", children: [
        /* @__PURE__ */ jsx51("img", { src: image.imageUrl, alt: "", width: 96, height: 72, loading: "lazy", className: "h-[72px] w-24 shrink-0 rounded object-cover" }),
        /* @__PURE__ */ jsxs37("div", { className: "min-w-0 flex-1", children: [
          /* @__PURE__ */ jsx51("p", { className: "font-semibold", children: image.title }),
          /* @__PURE__ */ jsxs37("p", { className: "text-sm text-navy-700", children: [
            galleryCategories.find((c) => c.value === image.category)?.label ?? image.category,
            image.location ? ` \xB7 ${image.location}` : ""
          ] }),
          /* @__PURE__ */ jsxs37("p", { className: "truncate text-xs text-navy-700", children: [
            image.bucketId,
            "/",
            image.filePath
          ] }),
          confirmDelete === image.id ? /* @__PURE__ */ jsxs37("div", { role: "alertdialog", "aria-labelledby": `confirm-${image.id}`, className: "mt-2 rounded-lg bg-red-50 p-3", children: [
            /* @__PURE__ */ jsx51("p", { id: `confirm-${image.id}`, className: "font-semibold text-red-900", children: ADMIN_MESSAGES.confirmDelete }),
            /* @__PURE__ */ jsxs37("div", { className: "mt-2 flex gap-2", children: [
              /* @__PURE__ */ jsxs37(Form10, { method: "post", children: [
                /* @__PURE__ */ jsx51("input", { type: "hidden", name: "intent", value: "delete" }),
                /* @__PURE__ */ jsx51("input", { type: "hidden", name: "id", value: image.id }),
                /* @__PURE__ */ jsx51("input", { type: "hidden", name: "bucket", value: bucket }),
                /* @__PURE__ */ jsx51("button", { type: "submit", className: "btn-primary", disabled: deleting, children: "Yes, remove" })
              ] }),
              /* @__PURE__ */ jsx51(Link12, { to: `/admin?${new URLSearchParams({ bucket })}`, className: "btn-outline", preventScrollReset: !0, children: "Cancel" })
            ] })
          ] }) : /* @__PURE__ */ jsx51(
            Link12,
            {
              to: `/admin?${new URLSearchParams({ bucket, confirmDelete: image.id })}`,
              className: "btn-outline mt-2 min-h-[36px] px-3 py-1 text-sm",
              preventScrollReset: !0,
              "aria-label": `Delete ${image.title}`,
              children: "Delete"
            }
          )
        ] })
      ] }, image.id)) })
    )
  ] });
}

// app/components/admin/gallery/UploadImageForm.tsx
init_use_is_pending();
import { Form as Form11 } from "@remix-run/react";
import { jsx as jsx52, jsxs as jsxs38 } from "react/jsx-runtime";
function UploadImageForm({ bucket }) {
  let uploading = useIsPending({ intent: "upload", state: "submitting" });
  return /* @__PURE__ */ jsx52(Section, { id: "upload-title", title: "Upload a new image", children: /* @__PURE__ */ jsxs38(Form11, { method: "post", encType: "multipart/form-data", className: "mt-4 space-y-4", children: [
    /* @__PURE__ */ jsx52("input", { type: "hidden", name: "intent", value: "upload" }),
    /* @__PURE__ */ jsx52("div", { children: /* @__PURE__ */ jsx52(BucketSelect, { id: "upload-bucket", label: "Into bucket", defaultValue: bucket }) }),
    /* @__PURE__ */ jsxs38("div", { children: [
      /* @__PURE__ */ jsx52("label", { htmlFor: "upload-image", className: "block font-semibold", children: "Image file" }),
      /* @__PURE__ */ jsx52(
        "input",
        {
          id: "upload-image",
          name: "image",
          type: "file",
          accept: "image/jpeg,image/png,image/webp",
          "aria-describedby": "upload-help",
          className: "mt-1 block w-full"
        }
      ),
      /* @__PURE__ */ jsxs38("p", { id: "upload-help", className: "mt-1 text-sm text-navy-700", children: [
        "JPEG, PNG or WebP, up to ",
        10485760 / 1024 / 1024,
        " MB. It is stored as WebP without its metadata (camera, GPS)."
      ] })
    ] }),
    /* @__PURE__ */ jsx52("button", { type: "submit", className: "btn-secondary", disabled: uploading, children: uploading ? "Uploading..." : "Upload" })
  ] }) });
}

// app/lib/gallery/gallery-admin.server.ts
var text3 = (value) => {
  let trimmed2 = value?.trim() ?? "";
  return trimmed2 === "" ? null : trimmed2;
};
async function addGalleryImage(input, deps = galleryDeps()) {
  let title = input.title.trim();
  if (!input.file || !title)
    return { ok: !1, status: 400, message: ADMIN_MESSAGES.missing };
  let fail = (status, reason) => ({ ok: !1, status, message: ADMIN_MESSAGES.addFailed(reason) });
  if (!isGalleryBucket(input.bucket))
    return fail(400, "unknown storage bucket");
  if (!IMAGE_FILE.test(input.file) || input.file.includes(".."))
    return fail(400, "only JPEG, PNG and WebP files can be added");
  if (title.length > FIELD_LIMITS.title)
    return fail(400, `the title must be at most ${FIELD_LIMITS.title} characters`);
  let description = text3(input.description), location = text3(input.location);
  if (description && description.length > FIELD_LIMITS.description)
    return fail(400, `the description must be at most ${FIELD_LIMITS.description} characters`);
  if (location && location.length > FIELD_LIMITS.location)
    return fail(400, `the location must be at most ${FIELD_LIMITS.location} characters`);
  let category = input.category && isCategory(input.category) ? input.category : bucketCategory[input.bucket];
  try {
    if (!await objectExists(deps.storage, input.bucket, input.file))
      return fail(404, "the file is not in that bucket");
  } catch (error2) {
    return fail(503, failureReason("storage", "gallery add: file check failed", error2));
  }
  try {
    let id = await insertGalleryImage(deps.db, {
      title,
      description,
      location,
      category,
      bucketId: input.bucket,
      filePath: input.file,
      imageUrl: deps.storage.publicUrl(input.bucket, input.file)
    });
    return id ? { ok: !0, message: ADMIN_MESSAGES.added, id } : fail(409, "this image is already in the gallery");
  } catch (error2) {
    return fail(503, failureReason("database", "gallery add failed", error2));
  }
}
var UUID3 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
async function removeGalleryImage(id, deps = galleryDeps()) {
  if (!UUID3.test(id))
    return { ok: !1, status: 400, message: ADMIN_MESSAGES.deleteFailed("invalid image id") };
  try {
    return await deleteGalleryImage(deps.db, id) ? { ok: !0, message: ADMIN_MESSAGES.removed } : { ok: !1, status: 404, message: ADMIN_MESSAGES.deleteFailed("the image is no longer in the gallery") };
  } catch (error2) {
    return { ok: !1, status: 503, message: ADMIN_MESSAGES.deleteFailed(failureReason("database", "gallery delete failed", error2)) };
  }
}
async function loadGalleryAdmin(bucket, deps = galleryDeps()) {
  let [files, images] = await Promise.allSettled([listBucketImages(deps.storage, bucket), listGalleryImages(deps.db)]);
  return {
    files: files.status === "fulfilled" ? files.value : [],
    filesError: files.status === "rejected" ? ADMIN_MESSAGES.filesFailed(failureReason("storage", "gallery admin: listing failed", files.reason)) : null,
    images: images.status === "fulfilled" ? images.value : [],
    imagesError: images.status === "rejected" ? ADMIN_MESSAGES.imagesFailed(failureReason("database", "gallery admin: reading images failed", images.reason)) : null
  };
}
async function actOnGallery(request, deps = galleryDeps()) {
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    let read = await readUploadForm(request);
    if (!read.ok)
      return { ...read, intent: "upload" };
    let bucket = String(read.form.get("bucket") ?? ""), stored = await storeUpload({ bucket, file: read.form.get("image") }, deps.storage);
    return stored.ok ? { ok: !0, message: stored.message, bucket, file: stored.upload?.key ?? "" } : { ...stored, intent: "upload" };
  }
  let form = await request.formData().catch(() => null);
  if (!form)
    return { ok: !1, status: 400, intent: "", message: ADMIN_MESSAGES.unreadable };
  let submission = parseForm(form, galleryAdminSchema);
  if (submission.status !== "success")
    return { ok: !1, status: 400, intent: "", message: ADMIN_MESSAGES.unknownAction };
  let posted = submission.value;
  if (posted.intent === "add") {
    let added = await addGalleryImage(posted, deps);
    return added.ok ? { ok: !0, message: added.message, bucket: posted.bucket } : { ...added, intent: "add", reply: submission.reply() };
  }
  let removed = await removeGalleryImage(posted.id, deps);
  return removed.ok ? { ok: !0, message: removed.message, bucket: posted.bucket } : { ...removed, intent: "delete" };
}

// app/routes/_admin.admin._index.tsx
import { jsx as jsx53, jsxs as jsxs39 } from "react/jsx-runtime";
var meta15 = ({ matches }) => [{ title: pageTitle("Gallery Admin", matches) }, { name: "robots", content: "noindex" }], param = (params, name) => params.get(name) ?? "";
async function loader16({ request }) {
  await requireAdmin(request);
  let params = new URL(request.url).searchParams, requested = param(params, "bucket"), bucket = isGalleryBucket(requested) ? requested : galleryBuckets[0].id, data = await loadGalleryAdmin(bucket);
  return json16({
    bucket,
    // What a GET round trip (bucket change or preview without JavaScript) carries back into the form.
    values: {
      file: param(params, "file"),
      title: param(params, "title"),
      description: param(params, "description"),
      location: param(params, "location"),
      category: param(params, "category") || bucketCategory[bucket]
    },
    confirmDelete: param(params, "confirmDelete"),
    ...data
  });
}
async function action9({ request }) {
  await requireAdmin(request);
  let outcome = await actOnGallery(request);
  if (!outcome.ok)
    return json16({ intent: outcome.intent, message: outcome.message, reply: outcome.reply }, { status: outcome.status });
  let next = new URLSearchParams({ bucket: outcome.bucket, ...outcome.file === void 0 ? {} : { file: outcome.file } });
  return redirectWithToast(`/admin?${next}`, { title: outcome.message, type: "success" });
}
function GalleryAdmin() {
  let data = useLoaderData14(), result = useActionData5();
  return /* @__PURE__ */ jsxs39("section", { "aria-labelledby": "admin-title", children: [
    /* @__PURE__ */ jsx53("h1", { id: "admin-title", className: "mt-6 text-3xl font-extrabold", children: "Gallery Admin" }),
    /* @__PURE__ */ jsxs39("div", { className: "mt-4 space-y-2", children: [
      result?.message ? /* @__PURE__ */ jsx53(Notice, { type: "error", children: result.message }) : null,
      data.filesError ? /* @__PURE__ */ jsx53(Notice, { type: "error", children: data.filesError }) : null,
      data.imagesError ? /* @__PURE__ */ jsx53(Notice, { type: "error", children: data.imagesError }) : null
    ] }),
    /* @__PURE__ */ jsxs39("div", { className: "mt-6 grid gap-8 lg:grid-cols-2", children: [
      /* @__PURE__ */ jsxs39("div", { className: "space-y-8", children: [
        /* @__PURE__ */ jsx53(AddImageForm, { bucket: data.bucket, values: data.values, files: data.files, filesError: data.filesError, reply: result?.reply ?? void 0 }),
        /* @__PURE__ */ jsx53(UploadImageForm, { bucket: data.bucket })
      ] }),
      /* @__PURE__ */ jsx53(GalleryImageList, { images: data.images, imagesError: data.imagesError, bucket: data.bucket, confirmDelete: data.confirmDelete })
    ] })
  ] });
}

// app/routes/electrician-fairfax.tsx
var electrician_fairfax_exports = {};
__export(electrician_fairfax_exports, {
  default: () => CityRoute8,
  loader: () => loader17,
  meta: () => meta16
});
import { json as json17 } from "@remix-run/node";
import { useLoaderData as useLoaderData15 } from "@remix-run/react";
import { jsx as jsx54 } from "react/jsx-runtime";
var loader17 = () => json17(cityPageData("fairfax")), meta16 = cityMeta;
function CityRoute8() {
  return /* @__PURE__ */ jsx54(CityPage, { data: useLoaderData15() });
}

// app/routes/webhooks.twilio.sms.ts
var webhooks_twilio_sms_exports = {};
__export(webhooks_twilio_sms_exports, {
  action: () => action10
});

// app/lib/phone/incoming-text.server.ts
init_phone();
import twilio5 from "twilio";

// app/models/sms-opt-outs.server.ts
import { sql as sql15 } from "drizzle-orm";
var optOut = (db, phone2) => db.execute(sql15`insert into sms_opt_outs (phone) values (${phone2}) on conflict do nothing`), optIn = (db, phone2) => db.execute(sql15`delete from sms_opt_outs where phone = ${phone2}`);

// app/lib/phone/incoming-text.server.ts
var STOP = /* @__PURE__ */ new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]), START = /* @__PURE__ */ new Set(["START", "YES", "UNSTOP"]), HELP = /* @__PURE__ */ new Set(["HELP", "INFO"]), MAX_BODY = 1600;
async function answerIncomingText(params, deps) {
  let { MessageSid: messageSid, From: from, To: to, Body: body = "" } = params;
  if (!messageSid || !from || !to || !E164.test(from) || body.length > MAX_BODY)
    return { status: 400 };
  let response = new twilio5.twiml.MessagingResponse(), keyword = body.trim().toUpperCase();
  return STOP.has(keyword) ? await optOut(deps.db, from) : START.has(keyword) ? await optIn(deps.db, from) : HELP.has(keyword) ? response.message(PHONE_MESSAGES.help(deps.businessName, formatPhone(to))) : await recordIncomingText(deps.db, { messageSid, from, to, body, source: sourceOf(deps, to) ?? "phone" }), { twiml: response.toString() };
}

// app/routes/webhooks.twilio.sms.ts
var action10 = ({ request }) => twilioWebhook(request, "sms", answerIncomingText);

// app/routes/admin.leads[.csv].tsx
var admin_leads_csv_exports = {};
__export(admin_leads_csv_exports, {
  loader: () => loader18
});
async function loader18({ request }) {
  await requireAdmin(request);
  let { filter } = parseInboxFilter(new URL(request.url).searchParams), csv = await exportLeadsCsv(filter), date = (/* @__PURE__ */ new Date()).toISOString().slice(0, 10), kind = filter.kind?.replace(/[^a-z0-9-]/gi, "");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${kind ? `${kind}-` : ""}${date}.csv"`,
      "Cache-Control": "private, no-store"
    }
  });
}

// app/routes/media.$bucket.$.ts
var media_bucket_exports = {};
__export(media_bucket_exports, {
  loader: () => loader19
});
var SERVABLE = /^(image\/(jpeg|png|webp|avif|gif)|video\/(mp4|webm))$/;
async function loader19({ params, request }) {
  let bucket = params.bucket ?? "", key = params["*"] ?? "";
  if (!allBuckets.includes(bucket) || !key || key.includes(".."))
    throw new Response("Not Found", { status: 404 });
  let object = await getStorage().get(bucket, key);
  if (!object)
    throw new Response("Not Found", { status: 404 });
  if (object.etag && request.headers.get("If-None-Match") === object.etag)
    return new Response(null, { status: 304 });
  let type = object.contentType && SERVABLE.test(object.contentType) ? object.contentType : "application/octet-stream", headers2 = new Headers({
    "Content-Type": type,
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'; sandbox"
  });
  return type === "application/octet-stream" && headers2.set("Content-Disposition", "attachment"), object.contentLength && headers2.set("Content-Length", String(object.contentLength)), object.etag && headers2.set("ETag", object.etag), new Response(object.body, { headers: headers2 });
}

// app/routes/services._index.tsx
var services_index_exports = {};
__export(services_index_exports, {
  default: () => Services,
  meta: () => meta17
});
import { Link as Link13 } from "@remix-run/react";

// app/components/pages/common.tsx
init_use_business();
init_use_lang();
init_reviews();
init_business();

// app/components/pages/common.messages.ts
init_catalogue();
var en5 = {
  call: (phone2) => `Call ${phone2}`,
  text: (phone2) => `Text ${phone2}`,
  book: "Book a Discovery Call",
  estimate: "Get Free Estimate",
  stars: (rating) => `${rating} out of 5 stars`,
  via: (source) => `via ${source}`,
  /** Shown under a customer's review on a Spanish page: the review keeps the customer's words (decision 0162). */
  originalLanguage: ""
}, commonText = catalogue(en5, {
  call: (phone2) => `Llame al ${phone2}`,
  text: (phone2) => `Mensaje al ${phone2}`,
  book: "Reserve una llamada inicial",
  estimate: "Pida su presupuesto gratis",
  stars: (rating) => `${rating} de 5 estrellas`,
  via: (source) => `v\xEDa ${source}`,
  originalLanguage: "Rese\xF1a original en ingl\xE9s"
});

// app/components/pages/common.tsx
import { jsx as jsx55, jsxs as jsxs40 } from "react/jsx-runtime";
function PageHeader({ title, subtitle, children }) {
  return /* @__PURE__ */ jsx55("header", { className: "bg-navy-800 text-white", children: /* @__PURE__ */ jsxs40("div", { className: "container-page py-12 sm:py-16", children: [
    /* @__PURE__ */ jsx55("h1", { className: "text-3xl font-extrabold sm:text-5xl", children: title }),
    subtitle ? /* @__PURE__ */ jsx55("p", { className: "mt-4 max-w-3xl text-lg text-navy-50", children: subtitle }) : null,
    children
  ] }) });
}
function Section2({
  id,
  title,
  intro,
  children,
  className = ""
}) {
  return /* @__PURE__ */ jsx55("section", { "aria-labelledby": id, className: `py-14 ${className}`, children: /* @__PURE__ */ jsxs40("div", { className: "container-page", children: [
    /* @__PURE__ */ jsx55("h2", { id, className: "scroll-mt-28 text-2xl font-extrabold sm:text-3xl", children: title }),
    intro ? /* @__PURE__ */ jsx55("p", { className: "mt-3 max-w-3xl text-lg text-navy-700", children: intro }) : null,
    /* @__PURE__ */ jsx55("div", { className: "mt-8", children })
  ] }) });
}
function ContactActions({
  book = !1,
  estimate = !1,
  bookLabel,
  light = !1
}) {
  let business = useBusiness(), text6 = useText(commonText);
  return /* @__PURE__ */ jsxs40("div", { className: "flex flex-wrap gap-3", "data-testid": "contact-actions", children: [
    /* @__PURE__ */ jsxs40("a", { href: telHref(business.phone), className: "btn-primary", children: [
      /* @__PURE__ */ jsx55("span", { "aria-hidden": "true", children: "\u{1F4DE}" }),
      " ",
      text6.call(business.phone)
    ] }),
    /* @__PURE__ */ jsxs40("a", { href: smsHref(business.textPhone), className: light ? "btn-volt" : "btn-secondary", children: [
      /* @__PURE__ */ jsx55("span", { "aria-hidden": "true", children: "\u{1F4AC}" }),
      " ",
      text6.text(business.textPhone)
    ] }),
    book ? /* @__PURE__ */ jsx55(BookingLink, { className: light ? "btn border-2 border-white text-white hover:bg-white/10" : "btn-outline", children: bookLabel ?? text6.book }) : null,
    estimate ? /* @__PURE__ */ jsx55(EstimateLink, { className: light ? "btn border-2 border-white text-white hover:bg-white/10" : "btn-outline", children: text6.estimate }) : null
  ] });
}
function Stars({ rating }) {
  let { stars } = useText(commonText);
  return /* @__PURE__ */ jsx55("span", { className: "text-amber-700", role: "img", "aria-label": stars(rating), children: "\u2605".repeat(Math.round(rating)) });
}
function ReviewCard({ review, showService = !1 }) {
  let translated = useLang() !== "en", text6 = useText(commonText), { services } = useText(reviewText);
  return /* @__PURE__ */ jsxs40("figure", { className: "flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm", "data-testid": "review", children: [
    /* @__PURE__ */ jsx55(Stars, { rating: review.rating }),
    /* @__PURE__ */ jsx55("blockquote", { className: "mt-3 flex-1 text-navy-800", lang: translated ? "en" : void 0, children: /* @__PURE__ */ jsxs40("p", { children: [
      "\u201C",
      review.text,
      "\u201D"
    ] }) }),
    translated ? /* @__PURE__ */ jsx55("p", { className: "mt-2 text-xs italic text-navy-700", children: text6.originalLanguage }) : null,
    /* @__PURE__ */ jsxs40("figcaption", { className: "mt-4 text-sm", children: [
      /* @__PURE__ */ jsx55("span", { className: "font-bold", children: review.author }),
      " \xB7 ",
      review.location,
      /* @__PURE__ */ jsxs40("span", { className: "block text-navy-700", children: [
        showService ? `${services[review.service] ?? review.service} \xB7 ` : "",
        text6.via(review.source)
      ] })
    ] })
  ] });
}
function VideoOrPoster({
  video: video2,
  url,
  autoPlay = !1,
  eager = !1
}) {
  return /* @__PURE__ */ jsxs40("figure", { className: "overflow-hidden rounded-2xl bg-navy-900", "data-testid": "video", "data-has-video": Boolean(url), children: [
    url ? /* @__PURE__ */ jsx55(
      "video",
      {
        src: url,
        poster: video2.poster,
        width: 600,
        height: 400,
        className: "aspect-[3/2] h-auto w-full object-cover",
        controls: !0,
        playsInline: !0,
        muted: autoPlay,
        autoPlay,
        loop: autoPlay,
        preload: "none",
        children: /* @__PURE__ */ jsx55("track", { kind: "captions" })
      }
    ) : /* @__PURE__ */ jsx55(
      "img",
      {
        src: video2.poster,
        alt: "",
        width: 600,
        height: 400,
        loading: eager ? "eager" : "lazy",
        decoding: "async",
        className: "aspect-[3/2] h-auto w-full object-cover"
      }
    ),
    /* @__PURE__ */ jsx55("figcaption", { className: "bg-navy-900 px-4 py-2 text-sm text-white", children: video2.caption })
  ] });
}
function CheckList({ items, className = "" }) {
  return /* @__PURE__ */ jsx55("ul", { className: `space-y-2 ${className}`, children: items.map((item2) => /* @__PURE__ */ jsxs40("li", { className: "flex gap-2", children: [
    /* @__PURE__ */ jsx55("span", { "aria-hidden": "true", className: "font-bold text-brand-600", children: "\u2713" }),
    /* @__PURE__ */ jsx55("span", { children: item2 })
  ] }, item2)) });
}

// app/components/pages/ServiceOfferCard.tsx
import { jsx as jsx56, jsxs as jsxs41 } from "react/jsx-runtime";
function ServiceOfferCard({ offer, headingLevel = 2 }) {
  return /* @__PURE__ */ jsxs41("article", { className: "flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm", children: [
    /* @__PURE__ */ jsx56(headingLevel === 2 ? "h2" : "h3", { className: "text-xl font-bold", children: offer.title }),
    /* @__PURE__ */ jsx56("p", { className: "mt-2 text-navy-700", children: offer.description }),
    /* @__PURE__ */ jsx56("ul", { className: "mt-4 flex-1 space-y-1 text-sm", children: offer.features.map((feature) => /* @__PURE__ */ jsxs41("li", { className: "flex gap-2", children: [
      /* @__PURE__ */ jsx56("span", { "aria-hidden": "true", className: "text-brand-600", children: "\u2713" }),
      feature
    ] }, feature)) }),
    /* @__PURE__ */ jsx56("p", { className: "mt-4 text-lg font-extrabold text-brand-600", "data-testid": "price", children: offer.price }),
    /* @__PURE__ */ jsxs41(BookingLink, { service: offer.serviceValue, className: "btn-primary mt-4", children: [
      "Learn More",
      /* @__PURE__ */ jsxs41("span", { className: "sr-only", children: [
        " about ",
        offer.title
      ] })
    ] })
  ] });
}

// app/routes/services._index.tsx
init_services();
init_facts();
import { Fragment as Fragment12, jsx as jsx57, jsxs as jsxs42 } from "react/jsx-runtime";
var meta17 = ({ matches }) => seo(
  {
    title: "Electrical Services & Starting Prices",
    description: `Panel upgrades from ${startingPrice.panelUpgrade}, wiring from ${startingPrice.wiring}, EV chargers from ${startingPrice.evCharger}, surge protection from ${startingPrice.surgeProtection}, 24/7 emergency repairs and commercial work in Northern Virginia.`,
    path: "/services"
  },
  matches
);
function Services() {
  return /* @__PURE__ */ jsxs42(Fragment12, { children: [
    /* @__PURE__ */ jsx57(
      PageHeader,
      {
        title: "Our Electrical Services",
        subtitle: "Upfront starting prices, licensed electricians and a lifetime workmanship guarantee on every job."
      }
    ),
    /* @__PURE__ */ jsx57("div", { className: "container-page py-14", children: /* @__PURE__ */ jsx57("ul", { className: "grid gap-6 md:grid-cols-2 lg:grid-cols-3", children: serviceOffers.map((offer) => /* @__PURE__ */ jsx57("li", { "data-testid": "service-offer", children: /* @__PURE__ */ jsx57(ServiceOfferCard, { offer }) }, offer.title)) }) }),
    /* @__PURE__ */ jsx57(Section2, { id: "all-services-title", title: "Every Service We Offer", className: "bg-navy-50", children: /* @__PURE__ */ jsx57("ul", { className: "grid gap-3 sm:grid-cols-2 lg:grid-cols-3", children: homeServiceCards.map((card) => /* @__PURE__ */ jsx57("li", { children: /* @__PURE__ */ jsx57(Link13, { to: card.path, prefetch: "intent", className: "font-semibold text-navy-800 underline-offset-2 hover:underline", children: card.title }) }, card.path)) }) }),
    /* @__PURE__ */ jsx57(Section2, { id: "services-cta-title", title: "Not Sure What You Need?", intro: "Call or text and a licensed electrician will tell you honestly.", children: /* @__PURE__ */ jsx57(ContactActions, { book: !0, estimate: !0 }) })
  ] });
}

// app/routes/services.$slug.tsx
var services_slug_exports = {};
__export(services_slug_exports, {
  default: () => ServiceRoute,
  loader: () => loader20,
  meta: () => meta18
});
import { json as json18 } from "@remix-run/node";
import { useLoaderData as useLoaderData16 } from "@remix-run/react";

// app/components/service/meta.ts
var serviceMeta = ({ data, matches }) => {
  let loaded = data;
  if (!loaded)
    return [];
  let { page, canonicalPath } = loaded;
  return [
    ...seo(
      {
        title: page.metaTitle,
        description: page.metaDescription,
        path: canonicalPath
      },
      matches
    ),
    { tagName: "link", rel: "preload", as: "image", href: page.illustration.src }
  ];
};

// app/components/service/ServicePage.tsx
import { Link as Link14 } from "@remix-run/react";
init_use_business();
init_JsonLd();

// app/components/service/BenefitIcon.tsx
import { jsx as jsx58 } from "react/jsx-runtime";
var paths = {
  bolt: "M13 2 4 14h7l-1 8 9-12h-7z",
  shield: "M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM9 12l2 2 4-4",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3",
  dollar: "M12 2v20M17 6H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H6",
  home: "M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10",
  check: "M4 12l5 5L20 6",
  plug: "M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5",
  car: "M5 16l1.5-5.5A2 2 0 0 1 8.4 9h7.2a2 2 0 0 1 1.9 1.5L19 16M4 16h16v3H4zM7 19v2M17 19v2",
  bulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
  wrench: "M14.7 6.3a4 4 0 0 0-5.4 5.1L3 17.7 6.3 21l6.3-6.3a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.7-.7-.7-2.7z",
  building: "M4 21V4h10v17M14 9h6v12M2 21h20M7 8h1M10 8h1M7 12h1M10 12h1M7 16h1M10 16h1M17 13h1M17 17h1",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM16 16l5 5"
};
function BenefitIcon({ name, className = "" }) {
  return /* @__PURE__ */ jsx58("svg", { "aria-hidden": "true", width: "24", height: "24", viewBox: "0 0 24 24", className, children: /* @__PURE__ */ jsx58("path", { d: paths[name], fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", strokeLinejoin: "round" }) });
}

// app/components/service/ServicePage.tsx
init_structured_data();
import { Fragment as Fragment13, jsx as jsx59, jsxs as jsxs43 } from "react/jsx-runtime";
function ServicePage({ data }) {
  let business = useBusiness(), { page, canonicalPath, areaServed: areaServed2, cityLinks: cityLinks2, otherServices } = data;
  return /* @__PURE__ */ jsxs43(Fragment13, { children: [
    /* @__PURE__ */ jsx59(
      JsonLd,
      {
        data: [
          faqPageJsonLd(page.faqs),
          serviceJsonLd({
            name: page.serviceName,
            description: page.metaDescription,
            serviceType: page.serviceName,
            path: canonicalPath,
            areaServed: areaServed2,
            business
          })
        ]
      }
    ),
    /* @__PURE__ */ jsx59("section", { className: "bg-navy-50", "aria-labelledby": "service-title", children: /* @__PURE__ */ jsxs43("div", { className: "container-page grid items-center gap-8 py-10 md:grid-cols-[3fr_2fr] md:py-14", children: [
      /* @__PURE__ */ jsxs43("div", { children: [
        /* @__PURE__ */ jsx59("p", { className: "text-sm font-bold uppercase tracking-wide text-brand-600", children: page.serviceName }),
        /* @__PURE__ */ jsx59("h1", { id: "service-title", className: "mt-2 text-3xl font-extrabold leading-tight sm:text-4xl", children: page.heroTitle }),
        /* @__PURE__ */ jsx59("p", { className: "mt-4 text-lg text-navy-800", children: page.introText }),
        /* @__PURE__ */ jsx59("p", { className: "mt-4 inline-block rounded-full bg-white px-4 py-1 font-bold text-navy-900", "data-testid": "price-text", children: page.priceText }),
        /* @__PURE__ */ jsx59(ContactButtons, { service: page.serviceType, className: "mt-6" })
      ] }),
      /* @__PURE__ */ jsx59(
        "img",
        {
          src: page.illustration.src,
          width: page.illustration.width,
          height: page.illustration.height,
          alt: "",
          className: "mx-auto hidden h-auto w-full max-w-sm md:block"
        }
      )
    ] }) }),
    /* @__PURE__ */ jsxs43("section", { className: "container-page py-12", "aria-labelledby": "benefits-title", children: [
      /* @__PURE__ */ jsxs43("h2", { id: "benefits-title", className: "text-2xl font-extrabold", children: [
        "Why homeowners choose us for ",
        page.serviceName.toLowerCase()
      ] }),
      /* @__PURE__ */ jsx59("ul", { className: "mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4", "data-testid": "benefits", children: page.benefits.map((benefit) => /* @__PURE__ */ jsxs43("li", { className: "rounded-xl border border-navy-100 bg-white p-5 shadow-sm", children: [
        /* @__PURE__ */ jsx59("span", { className: "inline-flex h-11 w-11 items-center justify-center rounded-lg bg-navy-800 text-volt-400", children: /* @__PURE__ */ jsx59(BenefitIcon, { name: benefit.icon }) }),
        /* @__PURE__ */ jsx59("h3", { className: "mt-3 text-lg font-bold", children: benefit.title }),
        /* @__PURE__ */ jsx59("p", { className: "mt-1 text-navy-800", children: benefit.description })
      ] }, benefit.title)) })
    ] }),
    /* @__PURE__ */ jsx59("section", { className: "bg-navy-50 py-12", "aria-labelledby": "gallery-title", children: /* @__PURE__ */ jsxs43("div", { className: "container-page", children: [
      /* @__PURE__ */ jsxs43("h2", { id: "gallery-title", className: "text-2xl font-extrabold", children: [
        "Recent ",
        page.serviceName.toLowerCase(),
        " work"
      ] }),
      page.galleryImages.length > 0 ? /* @__PURE__ */ jsx59("ul", { className: "mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3", "data-testid": "service-gallery", children: page.galleryImages.map((image) => /* @__PURE__ */ jsx59("li", { children: /* @__PURE__ */ jsxs43("figure", { className: "overflow-hidden rounded-xl bg-white shadow-sm", children: [
        /* @__PURE__ */ jsx59("img", { src: image.src, alt: image.alt, width: image.width, height: image.height, loading: "lazy", decoding: "async", className: "h-auto w-full" }),
        /* @__PURE__ */ jsx59("figcaption", { className: "p-4 font-semibold", children: image.caption })
      ] }) }, image.src)) }) : /* @__PURE__ */ jsx59("ul", { className: "mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3", "data-testid": "gallery-placeholders", children: page.typicalJobs.map((job) => /* @__PURE__ */ jsxs43("li", { className: "flex flex-col rounded-xl border-2 border-dashed border-navy-100 bg-white p-5", children: [
        /* @__PURE__ */ jsx59(
          "img",
          {
            src: page.illustration.src,
            width: page.illustration.width,
            height: page.illustration.height,
            alt: "",
            loading: "lazy",
            decoding: "async",
            className: "h-auto w-full opacity-80"
          }
        ),
        /* @__PURE__ */ jsx59("p", { className: "mt-3 font-bold", children: job }),
        /* @__PURE__ */ jsx59("p", { className: "text-sm text-navy-700", children: "Project photos coming soon" })
      ] }, job)) }),
      /* @__PURE__ */ jsxs43(Link14, { to: "/gallery", className: "mt-6 inline-flex min-h-[44px] items-center font-semibold text-brand-600 hover:underline", children: [
        "See more of our work in the gallery ",
        /* @__PURE__ */ jsx59("span", { "aria-hidden": "true", children: "\xA0\u2192" })
      ] })
    ] }) }),
    /* @__PURE__ */ jsxs43("section", { className: "container-page max-w-3xl py-12", "aria-labelledby": "faq-title", children: [
      /* @__PURE__ */ jsxs43("h2", { id: "faq-title", className: "text-2xl font-extrabold", children: [
        page.serviceName,
        ": frequently asked questions"
      ] }),
      /* @__PURE__ */ jsx59(Accordion, { items: page.faqs, className: "mt-6" })
    ] }),
    /* @__PURE__ */ jsx59("section", { className: "bg-navy-900 py-12 text-white", "aria-labelledby": "cta-title", children: /* @__PURE__ */ jsxs43("div", { className: "container-page text-center", children: [
      /* @__PURE__ */ jsx59("h2", { id: "cta-title", className: "text-2xl font-extrabold", children: "Ready to talk about your project?" }),
      /* @__PURE__ */ jsx59("p", { className: "mx-auto mt-2 max-w-2xl text-navy-100", children: "Book a free 30-minute estimate call at a time that suits you. Upfront pricing, a lifetime workmanship warranty, and 24/7 help if it can't wait." }),
      /* @__PURE__ */ jsxs43(
        "a",
        {
          href: business.schedulingUrl,
          target: "_blank",
          rel: "noopener noreferrer",
          className: "btn-volt mt-6",
          "data-testid": "closing-cta",
          children: [
            "Schedule Your Free Estimate",
            /* @__PURE__ */ jsx59("span", { className: "sr-only", children: " (opens in a new tab)" })
          ]
        }
      )
    ] }) }),
    /* @__PURE__ */ jsxs43("nav", { className: "container-page grid gap-8 py-12 md:grid-cols-2", "aria-label": "Related pages", children: [
      /* @__PURE__ */ jsxs43("div", { children: [
        /* @__PURE__ */ jsx59("h2", { className: "text-lg font-bold", children: "Other services" }),
        /* @__PURE__ */ jsx59("ul", { className: "mt-3 flex flex-wrap gap-2", children: otherServices.map((s) => /* @__PURE__ */ jsx59("li", { children: /* @__PURE__ */ jsx59(Link14, { to: s.path, prefetch: "intent", className: "inline-flex min-h-[44px] items-center rounded-full border border-navy-100 px-4 hover:bg-navy-50", children: s.name }) }, s.path)) })
      ] }),
      /* @__PURE__ */ jsxs43("div", { children: [
        /* @__PURE__ */ jsx59("h2", { className: "text-lg font-bold", children: "Areas we serve" }),
        /* @__PURE__ */ jsx59("ul", { className: "mt-3 flex flex-wrap gap-2", children: cityLinks2.map((c) => /* @__PURE__ */ jsx59("li", { children: /* @__PURE__ */ jsxs43(Link14, { to: c.path, prefetch: "intent", className: "inline-flex min-h-[44px] items-center rounded-full border border-navy-100 px-4 hover:bg-navy-50", children: [
          "Electrician in ",
          c.name
        ] }) }, c.path)) })
      ] })
    ] })
  ] });
}

// app/components/service/service-page-data.ts
init_areas();
init_cities();
function servicePageData(slug) {
  let page = findServicePage(slug);
  if (page)
    return {
      page,
      canonicalPath: servicePath(page.slug),
      /** Every place we serve, for the Service structured data. */
      areaServed: [...cities.map((c) => c.cityName), ...furtherAreas],
      cityLinks: cities.map((c) => ({ name: c.cityName, path: cityPath(c.slug) })),
      otherServices: servicePages.filter((p) => p.slug !== page.slug).map((p) => ({ name: p.serviceName, path: servicePath(p.slug) }))
    };
}

// app/routes/services.$slug.tsx
import { jsx as jsx60 } from "react/jsx-runtime";
async function loader20({ params, request }) {
  let data = servicePageData(params.slug ?? "");
  if (!data)
    throw log.warn("unknown path", { path: new URL(request.url).pathname, referer: request.headers.get("referer") }), new Response("Not Found", { status: 404 });
  return json18(data);
}
var meta18 = serviceMeta;
function ServiceRoute() {
  return /* @__PURE__ */ jsx60(ServicePage, { data: useLoaderData16() });
}

// app/routes/login_.verify.tsx
var login_verify_exports = {};
__export(login_verify_exports, {
  action: () => action11,
  default: () => VerifyLogin,
  loader: () => loader21,
  meta: () => meta19
});
import { json as json20, redirect as redirect3 } from "@remix-run/node";
import { Form as Form12, Link as Link15, useActionData as useActionData6, useLoaderData as useLoaderData17 } from "@remix-run/react";

// app/components/admin/use-code-form.ts
import { useForm as useForm6 } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";

// app/forms/login.ts
import { z as z13 } from "zod";
var MAX_PASSWORD_LENGTH = 256, loginSchema = z13.object({
  email: z13.string({ required_error: MISSING_LOGIN }).trim().min(1, MISSING_LOGIN).max(255, MISSING_LOGIN),
  password: z13.string({ required_error: MISSING_LOGIN }).min(1, MISSING_LOGIN).max(MAX_PASSWORD_LENGTH, MISSING_LOGIN),
  redirectTo: z13.string().optional()
}), codeSchema = z13.object({
  code: z13.string({ required_error: CODE_MISSING }).trim().min(1, CODE_MISSING).max(64, CODE_INVALID)
});

// app/components/admin/use-code-form.ts
function useCodeForm(id, lastResult) {
  let [form, fields2] = useForm6({ id, lastResult, constraint: getZodConstraint(codeSchema) });
  return { form, code: fields2.code, error: form.errors?.[0] };
}

// app/routes/login_.verify.tsx
init_use_is_pending();

// app/lib/auth/auth.server.ts
import { randomBytes as randomBytes7 } from "node:crypto";
import { json as json19 } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

// app/lib/platform/honeypot.server.ts
init_honeypot();
function isSpam(formData) {
  let value = formData.get(HONEYPOT_FIELD);
  return typeof value == "string" && value.trim() !== "";
}

// app/lib/auth/password.server.ts
import { randomBytes as randomBytes6, scrypt, timingSafeEqual } from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
var SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 }, MIN_PASSWORD_LENGTH = 12, PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
var maxmem = 256 * 1024 * 1024, HASHING = { concurrency: 2, queue: 8 }, PasswordHashingBusy = class extends Error {
  constructor() {
    super("Password hashing is at capacity"), this.name = "PasswordHashingBusy";
  }
}, hashingLoad = { active: 0, peak: 0, peakWaiting: 0 }, waiting = [];
async function withHashingSlot(work) {
  if (hashingLoad.active >= HASHING.concurrency) {
    if (waiting.length >= HASHING.queue)
      throw new PasswordHashingBusy();
    let turn = new Promise((resolve) => waiting.push(resolve));
    hashingLoad.peakWaiting = Math.max(hashingLoad.peakWaiting, waiting.length), await turn;
  } else
    hashingLoad.active += 1;
  hashingLoad.peak = Math.max(hashingLoad.peak, hashingLoad.active);
  try {
    return await work();
  } finally {
    let next = waiting.shift();
    next ? next() : hashingLoad.active -= 1;
  }
}
function derive(password, salt, params, keyLength) {
  return withHashingSlot(
    () => new Promise((resolve, reject) => {
      let options = { N: params.N, r: params.r, p: params.p, maxmem };
      scrypt(password.normalize("NFKC"), salt, keyLength, options, (error2, key) => error2 ? reject(error2) : resolve(key));
    })
  );
}
var strength = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }), common = new Set(dictionary["passwords-common"]);
async function hashPassword(password) {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(PASSWORD_TOO_SHORT);
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new Error(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  let salt = randomBytes6(16), key = await derive(password, salt, SCRYPT, SCRYPT.keyLength);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), key.toString("base64")].join("$");
}
async function verifyPassword(password, stored) {
  let [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash || password.length > MAX_PASSWORD_LENGTH)
    return !1;
  let expected = Buffer.from(hash, "base64"), key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
var dummy;
function dummyHash() {
  return dummy ??= hashPassword(randomBytes6(24).toString("base64")).catch((error2) => {
    throw dummy = void 0, error2;
  }), dummy;
}

// app/lib/platform/rate-limit.server.ts
import { createHash as createHash3 } from "node:crypto";
import { and as and8, eq as eq15, gt as gt4, isNull as isNull4, lt as lt3, or as or3, sql as sql16 } from "drizzle-orm";
import { drizzle as drizzle2 } from "drizzle-orm/postgres-js";
import postgres2 from "postgres";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
init_messages();
var MEMORY_MAX_KEYS = 5e4, limiterOptions = (rule) => ({ keyPrefix: rule.name, points: rule.limit, duration: rule.windowMs / 1e3 }), ruleId = (rule) => `${rule.name}|${rule.windowMs}`;
async function counted(hit) {
  try {
    return await hit;
  } catch (result) {
    if (result instanceof RateLimiterRes)
      return result;
    throw result;
  }
}
function memoryRateLimitStore({ maxKeys = MEMORY_MAX_KEYS } = {}) {
  let rules = /* @__PURE__ */ new Map(), ruleFor = (rule) => {
    let entry2 = rules.get(ruleId(rule));
    return entry2 || (entry2 = { limiter: new RateLimiterMemory(limiterOptions(rule)), held: /* @__PURE__ */ new Map() }, rules.set(ruleId(rule), entry2)), entry2;
  };
  return {
    kind: "memory",
    async consume(rule, key) {
      let { limiter, held } = ruleFor(rule);
      if (held.delete(key), held.set(key, !0), held.size > maxKeys) {
        let oldest = held.keys().next().value;
        held.delete(oldest), await limiter.delete(oldest);
      }
      return counted(limiter.consume(key));
    },
    get: (rule, key) => ruleFor(rule).limiter.get(key),
    async delete(rule, key) {
      let { limiter, held } = ruleFor(rule);
      held.delete(key), await limiter.delete(key);
    },
    size: () => [...rules.values()].reduce((sum, { limiter }) => sum + limiter.dump().storage.length, 0),
    async close() {
      rules.clear();
    }
  };
}
function postgresRateLimitStore(connectionString) {
  let client = postgres2(connectionString, {
    max: 3,
    idle_timeout: 10,
    connect_timeout: 3,
    connection: { statement_timeout: 3e3 },
    onnotice: () => {
    }
  }), db = drizzle2(client), rowKey = (rule, key) => `${rule.name}:${key}`, resultOf = (rule, row) => new RateLimiterRes(Math.max(rule.limit - row.points, 0), row.expire === null ? -1 : Math.max(row.expire - Date.now(), 0), row.points), sweep = setInterval(() => {
    db.delete(rateLimits).where(lt3(rateLimits.expire, Date.now() - 36e5)).catch((error2) => log.warn("rate-limit cleanup failed", { error: String(error2) }));
  }, 3e5).unref();
  return {
    kind: "postgres",
    async consume(rule, key) {
      let now = Date.now(), ended = sql16`${rateLimits.expire} <= ${now}`, [row] = await db.insert(rateLimits).values({ key: rowKey(rule, key), points: 1, expire: now + rule.windowMs }).onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql16`case when ${ended} then 1 else ${rateLimits.points} + 1 end`,
          expire: sql16`case when ${ended} then excluded.expire else ${rateLimits.expire} end`
        }
      }).returning({ points: rateLimits.points, expire: rateLimits.expire });
      return resultOf(rule, row);
    },
    async get(rule, key) {
      let [row] = await db.select({ points: rateLimits.points, expire: rateLimits.expire }).from(rateLimits).where(and8(eq15(rateLimits.key, rowKey(rule, key)), or3(gt4(rateLimits.expire, Date.now()), isNull4(rateLimits.expire))));
      return row ? resultOf(rule, row) : null;
    },
    async delete(rule, key) {
      await db.delete(rateLimits).where(eq15(rateLimits.key, rowKey(rule, key)));
    },
    async close() {
      clearInterval(sweep), await client.end({ timeout: 5 });
    }
  };
}
var subjectKey = (subject) => subject.length <= 128 ? subject : createHash3("sha256").update(subject).digest("hex"), state2 = globalThis;
function storeFor(url) {
  state2.__rateLimitStores ??= /* @__PURE__ */ new Map();
  let id = url ?? "memory", store = state2.__rateLimitStores.get(id);
  return store || (store = url ? postgresRateLimitStore(url) : memoryRateLimitStore(), state2.__rateLimitStores.set(id, store)), store;
}
var defaultStore = () => storeFor(getConfig().DATABASE_URL);
var failsClosed = (rule) => rule.name === "login" || rule.name.startsWith("login:");
async function withStore(rule, store, run, refused) {
  try {
    return await run(store);
  } catch (error2) {
    if (store.kind === "memory")
      throw error2;
    let closed = failsClosed(rule);
    return log.warn(closed ? "rate-limit store unavailable, refusing" : "rate-limit store unavailable, counting in this process", {
      rule: rule.name,
      error: String(error2)
    }), closed ? refused : run(storeFor(void 0));
  }
}
var seconds = (ms) => Math.max(1, Math.ceil(ms / 1e3)), STORE_DOWN = { ok: !1, retryAfterSeconds: 60 };
function rateLimit(rule, subject, store = defaultStore()) {
  let key = subjectKey(subject);
  return withStore(
    rule,
    store,
    async (s) => {
      let res = await s.consume(rule, key);
      return { ok: res.consumedPoints <= rule.limit, retryAfterSeconds: seconds(res.msBeforeNext) };
    },
    STORE_DOWN
  );
}
function peekRateLimit(rule, subject, store = defaultStore()) {
  let key = subjectKey(subject);
  return withStore(
    rule,
    store,
    async (s) => {
      let res = await s.get(rule, key);
      return res ? { ok: res.consumedPoints < rule.limit, retryAfterSeconds: seconds(res.msBeforeNext) } : { ok: !0, retryAfterSeconds: 0 };
    },
    STORE_DOWN
  );
}
async function resetRateLimit(rule, subject, store = defaultStore()) {
  let key = subjectKey(subject);
  await withStore(rule, store, (s) => s.delete(rule, key), void 0);
}
var RATE_LIMITED_MESSAGE = messages.rateLimited.description;

// app/lib/auth/auth.server.ts
var LOGIN_LIMITS = {
  ip: { name: "login:ip", limit: 20, windowMs: 15 * 60 * 1e3 },
  password: { name: "login:password", limit: 10, windowMs: 15 * 60 * 1e3 },
  account: { name: "login:account", limit: 100, windowMs: 15 * 60 * 1e3 },
  code: { name: "login:code", limit: 10, windowMs: 15 * 60 * 1e3 }
}, CHALLENGE_TTL_MS = 10 * 60 * 1e3, BUSY_RETRY_SECONDS = 5, normaliseEmail = (email) => email.trim().toLowerCase(), LoginError = class extends Error {
  constructor(message, status, email, retryAfterSeconds) {
    super(message);
    this.status = status;
    this.email = email;
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = "LoginError";
  }
};
function loginErrorResponse(error2, submission, hideFields) {
  if (!(error2 instanceof LoginError))
    throw error2;
  let headers2 = error2.retryAfterSeconds ? { "Retry-After": String(error2.retryAfterSeconds) } : void 0;
  return json19({ reply: submission.reply({ formErrors: [error2.message], hideFields }) }, { status: error2.status, headers: headers2 });
}
async function signInStep(request, step, run) {
  let form = await request.clone().formData().catch(() => null), submission = parseForm(form ?? new FormData(), step.schema);
  if (!form)
    return loginErrorResponse(new LoginError(step.missing, 400, ""), submission, step.hideFields);
  try {
    return await run(form);
  } catch (error2) {
    return loginErrorResponse(error2, submission, step.hideFields);
  }
}
var DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1e3;
function createDeviceCookie(config) {
  return siteCookie(config, "device", DEVICE_TTL_MS / 1e3);
}
function createChallengeCookie(config) {
  return siteCookie(config, "login", CHALLENGE_TTL_MS / 1e3);
}
function loginDeps() {
  return {
    ...sessionDeps(),
    challengeCookie: singleton("login-challenge-cookie", () => createChallengeCookie(getConfig())),
    deviceCookie: singleton("login-device-cookie", () => createDeviceCookie(getConfig()))
  };
}
var challengeCookieOf = (deps) => deps.challengeCookie ?? createChallengeCookie(getConfig()), deviceCookieOf = (deps) => deps.deviceCookie ?? createDeviceCookie(getConfig());
async function isKnownDevice(request, email, deps) {
  let account = await deviceCookieOf(deps).parse(request.headers.get("Cookie"));
  return typeof account == "string" && account === normaliseEmail(email);
}
var knownDeviceCookie = (email, deps) => deviceCookieOf(deps).serialize(normaliseEmail(email)), limitsOf = (deps) => deps.limits ?? LOGIN_LIMITS;
async function limitIp(ip, email, deps) {
  let perIp = await rateLimit(limitsOf(deps).ip, ip, deps.store);
  if (!perIp.ok)
    throw new LoginError(LOGIN_RATE_LIMITED, 429, email, perIp.retryAfterSeconds);
}
var passwordSubject = (email, ip) => `${normaliseEmail(email)} ${ip}`;
async function refuseThrottledPassword(email, ip, knownDevice, deps) {
  let limits = limitsOf(deps), pair = await peekRateLimit(limits.password, passwordSubject(email, ip), deps.store);
  if (!pair.ok)
    throw new LoginError(LOGIN_RATE_LIMITED, 429, email, pair.retryAfterSeconds);
  if (knownDevice)
    return;
  let account = await peekRateLimit(limits.account, normaliseEmail(email), deps.store);
  if (!account.ok)
    throw new LoginError(LOGIN_RATE_LIMITED, 429, email, account.retryAfterSeconds);
}
async function recordWrongPassword(email, ip, deps) {
  await rateLimit(limitsOf(deps).password, passwordSubject(email, ip), deps.store), await rateLimit(limitsOf(deps).account, normaliseEmail(email), deps.store);
}
async function refuseThrottledCode(email, deps) {
  let account = await peekRateLimit(limitsOf(deps).code, normaliseEmail(email), deps.store);
  if (!account.ok)
    throw new LoginError(LOGIN_RATE_LIMITED, 429, "", account.retryAfterSeconds);
}
async function recordWrongCode(email, deps) {
  await rateLimit(limitsOf(deps).code, normaliseEmail(email), deps.store);
}
async function clearFailures(email, ip, deps) {
  await resetRateLimit(limitsOf(deps).password, passwordSubject(email, ip), deps.store), await resetRateLimit(limitsOf(deps).code, normaliseEmail(email), deps.store);
}
async function verifyCredentials(email, password, db) {
  let user = await findUserByEmail(db, normaliseEmail(email)), ok = await verifyPassword(password, user?.passwordHash ?? await dummyHash());
  return user && ok ? { id: user.id, email: user.email } : null;
}
function createAuthenticator(ip, deps) {
  let authenticator = new Authenticator();
  return authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      let email = String(form.get("email") ?? "");
      if (isSpam(form))
        throw new LoginError(INVALID_LOGIN, 400, email);
      let parsed = loginSchema.safeParse({ email, password: form.get("password") ?? "" });
      if (!parsed.success)
        throw new LoginError(MISSING_LOGIN, 400, email);
      await refuseThrottledPassword(parsed.data.email, ip, await isKnownDevice(request, parsed.data.email, deps), deps);
      let user;
      try {
        user = await verifyCredentials(parsed.data.email, parsed.data.password, deps.db);
      } catch (error2) {
        throw error2 instanceof PasswordHashingBusy ? new LoginError(LOGIN_RATE_LIMITED, 503, email, BUSY_RETRY_SECONDS) : error2;
      }
      if (!user)
        throw await recordWrongPassword(parsed.data.email, ip, deps), new LoginError(INVALID_LOGIN, 400, email);
      return user;
    }),
    "form"
  ), authenticator;
}
async function login(request, ip, deps = loginDeps()) {
  let form = await request.clone().formData();
  await limitIp(ip, String(form.get("email") ?? ""), deps);
  let user = await createAuthenticator(ip, deps).authenticate("form", request), now = deps.now?.() ?? /* @__PURE__ */ new Date();
  await deleteExpiredLoginChallenges(deps.db, now);
  let id = randomBytes7(32).toString("base64url");
  return await insertLoginChallenge(deps.db, {
    id,
    userId: user.id,
    redirectTo: safeRedirect(form.get("redirectTo")),
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS)
  }), {
    user,
    setCookie: await challengeCookieOf(deps).serialize(id),
    next: await hasSecondFactor(deps.db, user.id) ? "/login/verify" : "/login/enrol"
  };
}
async function readPendingLogin(request, deps = loginDeps()) {
  let id = await challengeCookieOf(deps).parse(request.headers.get("Cookie"));
  return typeof id != "string" || !id ? null : findLoginChallenge(deps.db, id, deps.now?.() ?? /* @__PURE__ */ new Date());
}
async function endPendingLogin(id, deps) {
  return await deleteLoginChallenge(deps.db, id), challengeCookieOf(deps).serialize("", { expires: /* @__PURE__ */ new Date(0), maxAge: 0 });
}
var unsafeInPath = (path4) => [...path4].some((c) => c === "\\" || c.charCodeAt(0) <= 31 || c.charCodeAt(0) === 127);
function safeRedirect(to, fallback = "/admin") {
  if (typeof to != "string" || !to.startsWith("/") || to.startsWith("//") || unsafeInPath(to))
    return fallback;
  let origin2 = new URL(getConfig().SITE_URL).origin, url;
  try {
    url = new URL(to, origin2);
  } catch {
    return fallback;
  }
  let path4 = `${url.pathname}${url.search}${url.hash}`;
  return url.origin !== origin2 || !path4.startsWith("/") || path4.startsWith("//") ? fallback : path4;
}

// app/lib/auth/two-factor.server.ts
import { createHash as createHash4, randomBytes as randomBytes8, randomInt, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
import { redirect as redirect2 } from "@remix-run/node";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
var RECOVERY_CODE_COUNT = 10, RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", RECOVERY_LENGTH = 20, totpFor = (secret, email) => new TOTP({ issuer: getBusiness().name, label: email, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
function matchingStep(secret, email, code, now) {
  let totp = totpFor(secret, email), delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}
var hashRecoveryCode = (salt, code) => createHash4("sha256").update(`${salt}:${code}`).digest(), normaliseRecoveryCode = (code) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");
async function issueRecoveryCodes(db, userId) {
  let codes = Array.from(
    { length: RECOVERY_CODE_COUNT },
    () => Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("")
  );
  return await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => {
      let salt = randomBytes8(16).toString("base64");
      return { salt, codeHash: hashRecoveryCode(salt, code).toString("base64") };
    })
  ), codes.map((code) => code.match(/.{5}/g).join("-"));
}
async function useRecoveryCode(db, userId, input) {
  let code = normaliseRecoveryCode(input);
  if (code.length !== RECOVERY_LENGTH)
    return !1;
  let match = (await unusedRecoveryCodes(db, userId)).find((row) => timingSafeEqual2(hashRecoveryCode(row.salt, code), Buffer.from(row.codeHash, "base64")));
  return match ? markRecoveryCodeUsed(db, match.id) : !1;
}
async function requirePendingLogin(request, step, deps = loginDeps()) {
  let pending = await readPendingLogin(request, deps);
  if (!pending)
    throw await redirectWithToast("/login", { title: LOGIN_EXPIRED, type: "error" });
  let enrolled = pending.user.totpSecret !== null;
  if (step === "verify" && !enrolled)
    throw redirect2("/login/enrol");
  if (step === "enrol" && enrolled)
    throw redirect2("/login/verify");
  return pending;
}
async function enrolment(request, deps = loginDeps()) {
  let pending = await readPendingLogin(request, deps);
  if (!pending)
    return null;
  if (pending.user.totpSecret !== null)
    throw redirect2("/login/verify");
  let secret = pending.enrolSecret;
  secret || (secret = new Secret({ size: 20 }).base32, await setLoginChallengeSecret(deps.db, pending.id, secret));
  let uri = totpFor(secret, pending.user.email).toString(), qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { email: pending.user.email, secret: secret.match(/.{1,4}/g).join(" "), qrSvg };
}
async function finishLogin(request, pending, ip, deps) {
  await clearFailures(pending.user.email, ip, deps);
  let session = await createUserSession(request, pending.user.id, deps), headers2 = new Headers();
  return headers2.append("Set-Cookie", session.setCookie), headers2.append("Set-Cookie", await endPendingLogin(pending.id, deps)), headers2.append("Set-Cookie", await knownDeviceCookie(pending.user.email, deps)), { headers: headers2, redirectTo: pending.redirectTo };
}
async function checkedCode(pending, form, ip, deps) {
  await limitIp(ip, "", deps), await refuseThrottledCode(pending.user.email, deps);
  let parsed = codeSchema.safeParse({ code: form.get("code") ?? "" });
  if (!parsed.success)
    throw new LoginError(parsed.error.issues[0]?.message ?? CODE_MISSING, 400, "");
  return parsed.data.code;
}
async function verifySecondFactor(request, pending, form, ip, deps = loginDeps()) {
  let code = await checkedCode(pending, form, ip, deps), { totpSecret } = pending.user, digits = code.replace(/\s/g, ""), ok = !1;
  if (totpSecret && /^\d{6}$/.test(digits)) {
    let step = matchingStep(totpSecret, pending.user.email, digits, deps.now?.() ?? /* @__PURE__ */ new Date());
    ok = step !== null && await claimTotpStep(deps.db, pending.user.id, step);
  } else
    totpSecret && (ok = await useRecoveryCode(deps.db, pending.user.id, code));
  if (!ok)
    throw await recordWrongCode(pending.user.email, deps), new LoginError(CODE_INVALID, 400, "");
  return finishLogin(request, pending, ip, deps);
}
async function confirmEnrolment(request, pending, form, ip, deps = loginDeps()) {
  let code = (await checkedCode(pending, form, ip, deps)).replace(/\s/g, ""), secret = pending.enrolSecret, step = secret && /^\d{6}$/.test(code) ? matchingStep(secret, pending.user.email, code, deps.now?.() ?? /* @__PURE__ */ new Date()) : null;
  if (!secret || step === null)
    throw await recordWrongCode(pending.user.email, deps), new LoginError(ENROL_CODE_INVALID, 400, "");
  let recovery = await deps.db.transaction(async (tx) => {
    let db = tx;
    return await setSecondFactorIfNone(db, pending.user.id, secret, step) ? issueRecoveryCodes(db, pending.user.id) : null;
  });
  if (!recovery)
    throw await endPendingLogin(pending.id, deps), new LoginError(ALREADY_ENROLLED, 409, "");
  return { ...await finishLogin(request, pending, ip, deps), recoveryCodes: recovery };
}

// app/routes/login_.verify.tsx
import { jsx as jsx61, jsxs as jsxs44 } from "react/jsx-runtime";
var meta19 = ({ matches }) => [{ title: pageTitle("Two-factor sign-in", matches) }, { name: "robots", content: "noindex" }];
async function loader21({ request }) {
  let pending = await requirePendingLogin(request, "verify");
  return json20({ email: pending.user.email });
}
async function action11({ request, context }) {
  return signInStep(request, { schema: codeSchema, missing: CODE_MISSING, hideFields: ["code"] }, async (form) => {
    let pending = await requirePendingLogin(request, "verify"), { headers: headers2, redirectTo } = await verifySecondFactor(request, pending, form, clientIp(context));
    return redirect3(redirectTo, { headers: headers2 });
  });
}
function VerifyLogin() {
  let { email } = useLoaderData17(), result = useActionData6(), busy = useIsPending({ state: "submitting" }), { form, code, error: error2 } = useCodeForm("verify", result && "reply" in result ? result.reply : void 0);
  return /* @__PURE__ */ jsxs44("section", { className: "container-page max-w-md py-10", "aria-labelledby": "verify-title", children: [
    /* @__PURE__ */ jsx61("h1", { id: "verify-title", className: "text-3xl font-extrabold", children: "Two-factor sign-in" }),
    /* @__PURE__ */ jsxs44("p", { className: "mt-2 text-navy-700", children: [
      "Signing in as ",
      email,
      "."
    ] }),
    /* @__PURE__ */ jsxs44(Form12, { method: "post", id: form.id, onSubmit: form.onSubmit, className: "mt-6 space-y-4", "aria-describedby": error2 ? "verify-error" : void 0, children: [
      error2 ? /* @__PURE__ */ jsx61(Notice, { type: "error", id: "verify-error", children: error2 }) : null,
      /* @__PURE__ */ jsxs44("div", { children: [
        /* @__PURE__ */ jsx61("label", { htmlFor: "verify-code", className: "block font-semibold", children: "Authentication code" }),
        /* @__PURE__ */ jsx61("p", { id: "verify-code-hint", className: "text-sm text-navy-700", children: "The 6-digit code from your authenticator app, or one of your recovery codes." }),
        /* @__PURE__ */ jsx61(
          "input",
          {
            id: "verify-code",
            name: code.name,
            type: "text",
            inputMode: "text",
            autoComplete: "one-time-code",
            autoCapitalize: "characters",
            spellCheck: !1,
            required: code.required,
            maxLength: code.maxLength,
            "aria-describedby": "verify-code-hint",
            className: "admin-input font-mono"
          }
        )
      ] }),
      /* @__PURE__ */ jsx61("button", { type: "submit", className: "btn-primary w-full", disabled: busy, children: busy ? "Checking..." : "Verify" })
    ] }),
    /* @__PURE__ */ jsx61("p", { className: "mt-4", children: /* @__PURE__ */ jsx61(Link15, { to: "/login", className: "underline", children: "Start again with your password" }) })
  ] });
}

// app/routes/service-areas.tsx
var service_areas_exports = {};
__export(service_areas_exports, {
  default: () => ServiceAreas,
  loader: () => loader22,
  meta: () => meta20
});
init_use_business();
import { json as json21 } from "@remix-run/node";
import { Link as Link16, useLoaderData as useLoaderData18 } from "@remix-run/react";
init_areas();
init_business();

// app/lib/site/city-links.server.ts
init_cities();
var cityLinks = () => cities.map(({ slug, path: path4, cityName }) => ({ slug, path: path4, cityName })), cityCards = () => cities.map(({ slug, path: path4, cityName, heroSubtitle }) => ({ slug, path: path4, cityName, heroSubtitle }));

// app/routes/service-areas.tsx
import { Fragment as Fragment14, jsx as jsx62, jsxs as jsxs45 } from "react/jsx-runtime";
var meta20 = ({ matches }) => seo(
  {
    title: "Service Areas | Electricians in Manassas, Fairfax, Alexandria & More",
    description: "Licensed electricians in Manassas, Manassas Park, Woodbridge, Centreville, Gainesville, Fairfax, Springfield, Alexandria and across Northern Virginia, MD and DC.",
    path: "/service-areas"
  },
  matches
), loader22 = () => json21({ cities: cityCards() });
function ServiceAreas() {
  let business = useBusiness(), { cities: cities2 } = useLoaderData18();
  return /* @__PURE__ */ jsxs45(Fragment14, { children: [
    /* @__PURE__ */ jsx62(PageHeader, { title: "Areas We Serve", subtitle: `${serviceRadius}. Northern Virginia, Maryland and Washington DC, 24/7.` }),
    /* @__PURE__ */ jsx62("div", { className: "container-page py-14", children: /* @__PURE__ */ jsx62("ul", { className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4", children: cities2.map((city2) => /* @__PURE__ */ jsx62("li", { "data-testid": "city-card", children: /* @__PURE__ */ jsxs45("article", { className: "flex h-full flex-col rounded-2xl border border-navy-100 p-6 shadow-sm", children: [
      /* @__PURE__ */ jsxs45("h2", { className: "text-xl font-bold", children: [
        city2.cityName,
        ", VA"
      ] }),
      /* @__PURE__ */ jsx62("p", { className: "mt-2 flex-1 text-navy-700", children: city2.heroSubtitle }),
      /* @__PURE__ */ jsxs45(Link16, { to: city2.path, prefetch: "intent", className: "btn-outline mt-4", children: [
        "View City Page",
        /* @__PURE__ */ jsxs45("span", { className: "sr-only", children: [
          ": ",
          city2.cityName
        ] })
      ] })
    ] }) }, city2.slug)) }) }),
    /* @__PURE__ */ jsx62(Section2, { id: "more-areas-title", title: "We Also Serve", className: "bg-navy-50", children: /* @__PURE__ */ jsx62("ul", { className: "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5", "data-testid": "further-areas", children: furtherAreas.map((area) => /* @__PURE__ */ jsx62("li", { className: "rounded-xl bg-white p-4 text-center font-semibold shadow-sm", children: area }, area)) }) }),
    /* @__PURE__ */ jsx62(Section2, { id: "help-now-title", title: "Need Help Now?", intro: "A licensed electrician answers 24/7, holidays included.", children: /* @__PURE__ */ jsxs45("div", { className: "flex flex-wrap gap-3", "data-testid": "help-now", children: [
      /* @__PURE__ */ jsxs45("a", { href: telHref(business.phone), className: "btn-primary", children: [
        "Call ",
        business.phone
      ] }),
      /* @__PURE__ */ jsxs45("a", { href: smsHref(business.textPhone), className: "btn-secondary", children: [
        "Text ",
        business.textPhone
      ] }),
      /* @__PURE__ */ jsx62(Link16, { to: "/contact", className: "btn-outline", children: "Get Estimate" }),
      /* @__PURE__ */ jsx62(Link16, { to: "/contact", className: "btn-outline", children: "Book Discovery Call" })
    ] }) })
  ] });
}

// app/routes/sitemap[.]xml.ts
var sitemap_xml_exports = {};
__export(sitemap_xml_exports, {
  loader: () => loader23
});
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

// app/content/sitemap.ts
init_language();
init_cities();
var publicPaths = [
  "/",
  "/about",
  "/services",
  "/service-areas",
  "/gallery",
  "/reviews",
  "/contact",
  "/emergency",
  ...servicePages.map((page) => servicePath(page.slug)),
  ...cities.map((city2) => city2.path),
  "/privacy"
], disallowedPaths = ["/admin", "/gallery-import", "/login"], escapeXml = (value) => value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
function sitemapXml(siteUrl, lastmod2, paths2 = publicPaths) {
  let href = (path4) => escapeXml(new URL(path4, siteUrl).href);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths2.flatMap((path4) => {
    let alternates = [
      ...languages.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${href(localePath(lang, path4))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(path4)}"/>`
    ].join(`
`);
    return languages.map(
      (lang) => `  <url>
    <loc>${href(localePath(lang, path4))}</loc>
    <lastmod>${lastmod2}</lastmod>
${alternates}
  </url>`
    );
  }).join(`
`)}
</urlset>
`;
}
function robotsTxt(siteUrl) {
  return [
    "User-agent: *",
    ...disallowedPaths.map((path4) => `Disallow: ${path4}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`,
    ""
  ].join(`
`);
}

// app/routes/sitemap[.]xml.ts
function buildDate() {
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime.toISOString().slice(0, 10);
  } catch {
    return (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
  }
}
var lastmod = buildDate();
function loader23() {
  return new Response(sitemapXml(getBusiness().siteUrl, lastmod), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" }
  });
}

// app/routes/status.$token.tsx
var status_token_exports = {};
__export(status_token_exports, {
  default: () => EmergencyStatus,
  headers: () => headers,
  loader: () => loader24,
  meta: () => meta21
});
init_use_business();
init_business();
import { json as json22 } from "@remix-run/node";
import { Link as Link17, useLoaderData as useLoaderData19, useRevalidator } from "@remix-run/react";
import { useEffect as useEffect11 } from "react";

// app/content/emergency.ts
init_facts();
var responsePromise = `${arrivalMinute} response promise in core area`, emergencySymptoms = [
  { title: "Burning smell or smoke", description: "A hot plastic or fishy smell from an outlet, switch or panel means wiring is overheating." },
  { title: "Sparking outlets or switches", description: "Sparks, scorch marks or crackling when you plug something in or flip a switch." },
  { title: "Power out in part of the house", description: "Rooms dark while the neighbours have power often point to a failed breaker, neutral or service connection." },
  { title: "Breaker that keeps tripping", description: "A breaker that trips again right after reset is protecting you from a short or overload." },
  { title: "Flickering or dimming lights", description: "Lights that dim when appliances start, or flicker across rooms, can signal a loose connection." },
  { title: "Hot or buzzing panel", description: "A warm panel cover, buzzing breakers or a humming meter need an electrician tonight." }
], safetyTips = [
  "If there is fire or smoke, get everyone out and call 911 first \u2014 then call us.",
  "Do not touch a sparking outlet, a wet panel or any downed line; stay 30 feet from fallen wires and call the utility.",
  "If it is safe to reach the panel with dry hands, switch off the affected breaker or the main.",
  "Unplug sensitive electronics and appliances so they are not hit when power returns.",
  "Keep the freezer and fridge closed and use flashlights, not candles."
], emergencyFaqs = [
  {
    question: "How fast can you get here?",
    answer: `In our core area around Manassas, Woodbridge, Centreville, Gainesville and Fairfax we arrive within ${arrivalMinutes}, day or night. Further out we give you an honest arrival time on the phone.`
  },
  {
    question: "Do you charge extra at night, on weekends or on holidays?",
    answer: `No holiday surcharge. Emergency repairs start at ${startingPrice.emergency}, and you get the price for the fix before we begin. If the repair is bigger, we explain the options first.`
  },
  {
    question: "Should I call the power company or an electrician?",
    answer: "If your whole street is dark or a line is down, call the utility. If only your home or part of it is out, or anything is sparking, smelling or buzzing, call us \u2014 the problem is on your side of the meter."
  },
  {
    question: "Is a breaker that keeps tripping an emergency?",
    answer: "Yes, if it trips again right after you reset it, or you smell burning. Leave it off, unplug what is on that circuit and call us. Do not tape or hold a breaker on."
  }
];

// app/routes/status.$token.tsx
init_use_hydrated();

// app/lib/emergencies/emergency-status.ts
var STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/, statusPath = (token) => `/status/${token}`;

// app/routes/status.$token.tsx
init_emergency_status_messages();

// app/lib/emergencies/emergency-status.server.ts
var statusDeps = () => ({ db: getDb(), now: () => /* @__PURE__ */ new Date() }), CLOSED = /* @__PURE__ */ new Set(["won", "lost"]), firstWord = (name) => name?.trim().split(/\s+/)[0] || null;
async function emergencyProgress(token, deps = statusDeps()) {
  if (!STATUS_TOKEN_PATTERN.test(token))
    return null;
  let progress = await findLeadProgress(deps.db, token);
  return progress ? CLOSED.has(progress.status) || (deps.now?.() ?? /* @__PURE__ */ new Date()).getTime() - progress.receivedAt.getTime() >= 6048e5 ? "expired" : {
    firstName: progress.firstName,
    receivedAt: progress.receivedAt.toISOString(),
    acknowledgedAt: progress.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: firstWord(progress.acknowledgedBy),
    onTheWayAt: progress.onTheWayAt?.toISOString() ?? null
  } : null;
}

// app/routes/status.$token.tsx
import { Fragment as Fragment15, jsx as jsx63, jsxs as jsxs46 } from "react/jsx-runtime";
var PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" }, meta21 = ({ matches }) => [
  { title: pageTitle(statusMessages.title, matches) },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" }
], headers = () => PRIVATE_HEADERS;
async function loader24({ params }) {
  let progress = await emergencyProgress(params.token ?? "");
  if (!progress)
    throw new Response("Not Found", { status: 404, headers: PRIVATE_HEADERS });
  return progress === "expired" ? json22({ expired: !0 }, { status: 410, headers: PRIVATE_HEADERS }) : json22({ expired: !1, ...progress }, { headers: PRIVATE_HEADERS });
}
var stateOf = (p) => p.onTheWayAt ? "on-the-way" : p.acknowledgedAt ? "acknowledged" : "received";
function useRefreshWhileVisible(active) {
  let revalidator = useRevalidator(), { revalidate } = revalidator;
  useEffect11(() => {
    if (!active)
      return;
    let tick = () => {
      document.visibilityState === "visible" && revalidate();
    }, timer = setInterval(tick, 1e4);
    return document.addEventListener("visibilitychange", tick), () => {
      clearInterval(timer), document.removeEventListener("visibilitychange", tick);
    };
  }, [active, revalidate]);
}
function Step({ title, detail, at, done }) {
  let clock = useOfficeClock({ hour: "numeric", minute: "2-digit", timeZoneName: "short" });
  return /* @__PURE__ */ jsxs46("li", { className: `rounded-lg border-l-4 p-4 ${done ? "border-green-700 bg-green-50" : "border-navy-100 bg-white"}`, "data-done": done, children: [
    /* @__PURE__ */ jsxs46("p", { className: "font-bold", children: [
      title,
      at ? /* @__PURE__ */ jsxs46(Fragment15, { children: [
        " \xB7 ",
        /* @__PURE__ */ jsx63("time", { dateTime: at, children: clock(at) })
      ] }) : /* @__PURE__ */ jsxs46("span", { className: "font-normal text-navy-700", children: [
        " \xB7 ",
        statusMessages.pending
      ] })
    ] }),
    done ? /* @__PURE__ */ jsx63("p", { className: "mt-1 text-sm", children: detail }) : null
  ] });
}
function Expired() {
  let business = useBusiness();
  return /* @__PURE__ */ jsxs46("section", { className: "container-page max-w-2xl py-10", "aria-labelledby": "status-title", "data-testid": "emergency-status-expired", children: [
    /* @__PURE__ */ jsx63("h1", { id: "status-title", className: "text-3xl font-extrabold", children: statusMessages.expiredTitle }),
    /* @__PURE__ */ jsxs46("p", { className: "mt-4 text-lg", children: [
      statusMessages.expiredDetail,
      " ",
      /* @__PURE__ */ jsx63("a", { href: telHref(business.phone), className: "font-bold text-brand-700 underline", children: business.phone }),
      "."
    ] })
  ] });
}
function EmergencyStatus() {
  let data = useLoaderData19();
  return data.expired ? /* @__PURE__ */ jsx63(Expired, {}) : /* @__PURE__ */ jsx63(Progress, { progress: data });
}
function Progress({ progress }) {
  let business = useBusiness(), hydrated = useHydrated(), state3 = stateOf(progress);
  return useRefreshWhileVisible(state3 !== "on-the-way"), /* @__PURE__ */ jsxs46("section", { className: "container-page max-w-2xl py-10", "aria-labelledby": "status-title", "data-testid": "emergency-status", "data-state": state3, children: [
    /* @__PURE__ */ jsx63("h1", { id: "status-title", className: "text-3xl font-extrabold", children: statusMessages.title }),
    progress.firstName ? /* @__PURE__ */ jsxs46("p", { className: "mt-2 text-lg", children: [
      "Hi ",
      progress.firstName,
      ","
    ] }) : null,
    /* @__PURE__ */ jsxs46("ol", { className: "mt-6 space-y-3", "aria-label": "Progress", "aria-live": "polite", children: [
      /* @__PURE__ */ jsx63(Step, { title: statusMessages.received, detail: statusMessages.receivedDetail, at: progress.receivedAt, done: !0 }),
      /* @__PURE__ */ jsx63(
        Step,
        {
          title: statusMessages.acknowledged,
          detail: progress.acknowledgedBy ? statusMessages.acknowledgedDetail(progress.acknowledgedBy) : statusMessages.acknowledgedDetailNoName,
          at: progress.acknowledgedAt,
          done: progress.acknowledgedAt !== null
        }
      ),
      /* @__PURE__ */ jsx63(Step, { title: statusMessages.onTheWay, detail: statusMessages.onTheWayDetail, at: progress.onTheWayAt, done: progress.onTheWayAt !== null })
    ] }),
    /* @__PURE__ */ jsxs46("p", { className: "mt-6 text-lg font-bold", children: [
      statusMessages.call,
      " ",
      /* @__PURE__ */ jsx63("a", { href: telHref(business.phone), className: "text-brand-700 underline", children: business.phone })
    ] }),
    state3 === "on-the-way" ? null : hydrated ? /* @__PURE__ */ jsx63("p", { className: "mt-2 text-sm text-navy-700", children: statusMessages.autoRefresh }) : /* @__PURE__ */ jsx63(Link17, { to: ".", reloadDocument: !0, className: "mt-2 inline-block font-semibold underline", children: statusMessages.refresh }),
    /* @__PURE__ */ jsx63("h2", { className: "mt-8 text-2xl font-bold", children: statusMessages.meanwhile }),
    /* @__PURE__ */ jsx63("ul", { className: "mt-3 list-disc space-y-2 pl-6", "data-testid": "safety-tips", children: safetyTips.map((tip) => /* @__PURE__ */ jsx63("li", { children: tip }, tip)) })
  ] });
}

// app/routes/login_.enrol.tsx
var login_enrol_exports = {};
__export(login_enrol_exports, {
  action: () => action12,
  default: () => EnrolSecondFactor,
  loader: () => loader25,
  meta: () => meta22
});
import { json as json23 } from "@remix-run/node";
import { Form as Form13, Link as Link18, useActionData as useActionData7, useLoaderData as useLoaderData20 } from "@remix-run/react";
init_use_is_pending();
import { Fragment as Fragment16, jsx as jsx64, jsxs as jsxs47 } from "react/jsx-runtime";
var meta22 = ({ matches }) => [{ title: pageTitle("Set up two-factor sign-in", matches) }, { name: "robots", content: "noindex" }];
async function loader25({ request }) {
  let data = await enrolment(request);
  return json23({ enrolment: data });
}
async function action12({ request, context }) {
  return signInStep(request, { schema: codeSchema, missing: CODE_MISSING, hideFields: ["code"] }, async (form) => {
    let pending = await requirePendingLogin(request, "enrol"), { headers: headers2, redirectTo, recoveryCodes: recoveryCodes2 } = await confirmEnrolment(request, pending, form, clientIp(context));
    return json23({ recoveryCodes: recoveryCodes2, redirectTo }, { headers: headers2 });
  });
}
function EnrolSecondFactor() {
  let { enrolment: enrolment2 } = useLoaderData20(), result = useActionData7(), busy = useIsPending({ state: "submitting" }), { form, code, error: error2 } = useCodeForm("enrol", result && "reply" in result ? result.reply : void 0);
  return result && "recoveryCodes" in result ? /* @__PURE__ */ jsxs47("section", { className: "container-page max-w-md py-10", "aria-labelledby": "enrol-title", children: [
    /* @__PURE__ */ jsx64("h1", { id: "enrol-title", className: "text-3xl font-extrabold", children: "Save your recovery codes" }),
    /* @__PURE__ */ jsx64("p", { className: "mt-2 text-navy-700", children: "Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once. Store them somewhere safe now: they are not shown again." }),
    /* @__PURE__ */ jsx64("ol", { "data-testid": "recovery-codes", className: "mt-4 grid grid-cols-1 gap-1 font-mono sm:grid-cols-2", children: result.recoveryCodes.map((code2) => /* @__PURE__ */ jsx64("li", { children: code2 }, code2)) }),
    /* @__PURE__ */ jsx64(Link18, { to: result.redirectTo, className: "btn-primary mt-6 inline-block", children: "Continue" })
  ] }) : /* @__PURE__ */ jsxs47("section", { className: "container-page max-w-md py-10", "aria-labelledby": "enrol-title", children: [
    /* @__PURE__ */ jsx64("h1", { id: "enrol-title", className: "text-3xl font-extrabold", children: "Set up two-factor sign-in" }),
    enrolment2 ? /* @__PURE__ */ jsxs47(Fragment16, { children: [
      /* @__PURE__ */ jsx64("p", { className: "mt-2 text-navy-700", children: "Admin accounts need a second step. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows." }),
      /* @__PURE__ */ jsx64(
        "div",
        {
          role: "img",
          "aria-label": `QR code to add ${enrolment2.email} to an authenticator app`,
          className: "mx-auto mt-4 w-56",
          dangerouslySetInnerHTML: { __html: enrolment2.qrSvg }
        }
      ),
      /* @__PURE__ */ jsxs47("p", { className: "mt-4", children: [
        "Can't scan it? Enter this key in the app instead:",
        " ",
        /* @__PURE__ */ jsx64("code", { "data-testid": "totp-secret", className: "break-all font-mono font-semibold", children: enrolment2.secret })
      ] }),
      /* @__PURE__ */ jsxs47(Form13, { method: "post", id: form.id, onSubmit: form.onSubmit, className: "mt-6 space-y-4", "aria-describedby": error2 ? "enrol-error" : void 0, children: [
        error2 ? /* @__PURE__ */ jsx64(Notice, { type: "error", id: "enrol-error", children: error2 }) : null,
        /* @__PURE__ */ jsxs47("div", { children: [
          /* @__PURE__ */ jsx64("label", { htmlFor: "enrol-code", className: "block font-semibold", children: "Code from the app" }),
          /* @__PURE__ */ jsx64(
            "input",
            {
              id: "enrol-code",
              name: code.name,
              type: "text",
              inputMode: "numeric",
              autoComplete: "one-time-code",
              pattern: "[0-9 ]*",
              required: code.required,
              maxLength: code.maxLength,
              className: "admin-input font-mono"
            }
          )
        ] }),
        /* @__PURE__ */ jsx64("button", { type: "submit", className: "btn-primary w-full", disabled: busy, children: busy ? "Checking..." : "Turn on two-factor sign-in" })
      ] })
    ] }) : /* @__PURE__ */ jsxs47(Fragment16, { children: [
      error2 ? /* @__PURE__ */ jsx64("div", { className: "mt-4", children: /* @__PURE__ */ jsx64(Notice, { type: "error", children: error2 }) }) : null,
      /* @__PURE__ */ jsx64("p", { className: "mt-4", children: LOGIN_EXPIRED }),
      /* @__PURE__ */ jsx64("p", { className: "mt-4", children: /* @__PURE__ */ jsx64(Link18, { to: "/login", className: "btn-primary inline-block", children: "Go to login" }) })
    ] })
  ] });
}

// app/routes/robots[.]txt.ts
var robots_txt_exports = {};
__export(robots_txt_exports, {
  loader: () => loader26
});
function loader26() {
  return new Response(robotsTxt(getBusiness().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" }
  });
}

// app/routes/voice-token.ts
var voice_token_exports = {};
__export(voice_token_exports, {
  loader: () => loader27
});
import { json as json24 } from "@remix-run/node";

// app/lib/assistant/voice-protocol.ts
var VOICE_RELAY_PATH = "/voice";
var MAX_AUDIO_CHARS = 128 * 1024;
var VOICE_MAX_FRAME_BYTES = MAX_AUDIO_CHARS + 4096;

// app/lib/assistant/voice-token.server.ts
import { createHmac, randomBytes as randomBytes9, timingSafeEqual as timingSafeEqual3 } from "node:crypto";
var VOICE_TOKEN_TTL_MS = 6e4, sign = (secret, ip, body) => createHmac("sha256", secret).update(`voice-token:${ip}:${body}`).digest("base64url");
function mintVoiceToken(secret, ip, now = Date.now(), ttlMs = VOICE_TOKEN_TTL_MS) {
  let expiresAt = now + ttlMs, body = Buffer.from(JSON.stringify({ exp: expiresAt, n: randomBytes9(12).toString("base64url") })).toString("base64url");
  return { token: `${body}.${sign(secret, ip, body)}`, expiresAt };
}

// app/routes/voice-token.ts
var VOICE_TOKEN_RATE_LIMIT = { name: "voice-token", limit: 10, windowMs: 10 * 6e4 };
async function loader27({ context }) {
  let headers2 = { "Cache-Control": "no-store" }, ip = clientIp(context), limited = await rateLimit(VOICE_TOKEN_RATE_LIMIT, ip);
  if (!limited.ok)
    return json24({ error: RATE_LIMITED_MESSAGE }, { status: 429, headers: { ...headers2, "Retry-After": String(limited.retryAfterSeconds) } });
  let { token, expiresAt } = mintVoiceToken(getConfig().SESSION_SECRET, ip);
  return json24({ token, expiresAt, url: VOICE_RELAY_PATH }, { headers: headers2 });
}

// app/routes/ack.$token.tsx
var ack_token_exports = {};
__export(ack_token_exports, {
  action: () => action13,
  default: () => AcknowledgeLink,
  loader: () => loader28,
  meta: () => meta23
});
import { json as json25 } from "@remix-run/node";
import { Form as Form14, useActionData as useActionData8, useLoaderData as useLoaderData21 } from "@remix-run/react";
init_use_is_pending();
import { Fragment as Fragment17, jsx as jsx65, jsxs as jsxs48 } from "react/jsx-runtime";
var meta23 = ({ matches }) => [{ title: pageTitle(ACK_MESSAGES.confirmTitle, matches) }, { name: "robots", content: "noindex" }];
async function loader28({ params }) {
  let page = await ackLinkPage(params.token ?? "");
  return json25(page, { status: page.ok ? 200 : page.status });
}
async function action13({ params }) {
  let outcome = await acknowledgeByLink(params.token ?? "");
  return json25(outcome, { status: outcome.ok ? 200 : outcome.status });
}
function AcknowledgeLink() {
  let page = useLoaderData21(), done = useActionData8(), pending = useIsPending({ state: "submitting" });
  return /* @__PURE__ */ jsxs48("section", { "aria-labelledby": "ack-title", className: "container-page max-w-xl py-12", children: [
    /* @__PURE__ */ jsx65("h1", { id: "ack-title", className: "text-3xl font-extrabold", children: ACK_MESSAGES.confirmTitle }),
    /* @__PURE__ */ jsx65("div", { className: "mt-6", children: done ? /* @__PURE__ */ jsx65(Notice, { type: done.ok ? "success" : "error", testId: "ack-result", children: done.message }) : page.ok ? /* @__PURE__ */ jsxs48(Fragment17, { children: [
      /* @__PURE__ */ jsx65("p", { className: "text-lg", children: ACK_MESSAGES.confirmBody(page.leadName) }),
      page.acknowledgedBy ? /* @__PURE__ */ jsx65("p", { className: "mt-2", children: ACK_MESSAGES.already(page.acknowledgedBy) }) : null,
      /* @__PURE__ */ jsx65(Form14, { method: "post", className: "mt-6", children: /* @__PURE__ */ jsxs48("button", { type: "submit", className: "btn-primary", disabled: pending, children: [
        ACK_MESSAGES.confirmButton,
        page.personName ? ` (${page.personName})` : ""
      ] }) })
    ] }) : /* @__PURE__ */ jsx65(Notice, { type: "error", testId: "ack-result", children: page.message }) })
  ] });
}

// app/routes/chat.reply.ts
var chat_reply_exports = {};
__export(chat_reply_exports, {
  action: () => action14,
  loader: () => loader29
});
import { json as json27 } from "@remix-run/node";

// app/lib/assistant/chat-protocol.ts
var chatFailureText = (error2) => `I'm having trouble connecting right now. Please try again in a moment. (${error2})`, BOOKING_PREFILL_INTENT = "prefill";

// app/lib/assistant/assistant-booking.server.ts
var BOOKING_START = "[BOOKING_REQUEST]", BOOKING_END = "[/BOOKING_REQUEST]", fields = { service: "Service", name: "Name", phone: "Phone", email: "Email", details: "Details" };
function formatBookingBlock(data) {
  let lines = Object.keys(fields).map((key) => `${fields[key]}: ${data[key] ?? ""}`);
  return [BOOKING_START, ...lines, BOOKING_END].join(`
`);
}
function extractBooking(reply) {
  let start = reply.indexOf(BOOKING_START);
  if (start === -1)
    return { text: reply.trim() };
  let endAt = reply.indexOf(BOOKING_END, start), body = reply.slice(start + BOOKING_START.length, endAt === -1 ? void 0 : endAt), rest = endAt === -1 ? "" : reply.slice(endAt + BOOKING_END.length), data = { service: "", name: "", phone: "", email: "", details: "" };
  for (let line of body.split(/\r?\n/)) {
    let match = /^\s*[-*]?\s*(Service|Name|Phone|Email|Details)\s*:\s*(.*)$/i.exec(line);
    if (!match)
      continue;
    let key = Object.keys(fields).find((k) => fields[k].toLowerCase() === match[1].toLowerCase());
    data[key] = match[2].trim().slice(0, key === "details" ? 1e3 : 255);
  }
  let text6 = [reply.slice(0, start).trim(), rest.trim()].filter(Boolean).join(`

`);
  return Object.values(data).some(Boolean) ? { text: text6, bookingData: data } : { text: text6 };
}

// app/lib/assistant/assistant-callback.server.ts
var CALLBACK_TOOL_NAME = "request_emergency_callback", callbackTool = {
  type: "function",
  function: {
    name: CALLBACK_TOOL_NAME,
    description: "Have the on-call electrician call the visitor back now about an electrical emergency. Call it only when the visitor wants the call-back and has given their name, phone number and address.",
    parameters: {
      type: "object",
      properties: {
        name: { type: "string", description: "The visitor's name" },
        phone: { type: "string", description: "The phone number to call back" },
        address: { type: "string", description: "The address where the problem is" },
        problem: { type: "string", description: "What is wrong, in a sentence" }
      },
      required: ["name", "phone", "address", "problem"],
      additionalProperties: !1
    }
  }
}, text4 = (value, max) => typeof value == "string" ? value.slice(0, max) : "";
function callbackFromArguments(json38) {
  let args;
  try {
    args = JSON.parse(json38);
  } catch {
    return null;
  }
  if (!args || typeof args != "object")
    return null;
  let a = args;
  return { name: text4(a.name, 200), phone: text4(a.phone, 40), address: text4(a.address, 600), problem: text4(a.problem, 1e3) };
}

// app/lib/assistant/emergency-callback.messages.ts
var CALLBACK_OFFER_MARKER = "on-call electrician call you back now", CALLBACK_DONE_MARKER = "passed your call-back to our on-call electrician", callbackMessages = {
  offer: `Would you like to have our ${CALLBACK_OFFER_MARKER}? Send me your name, your phone number and the address where the problem is.`,
  askMissing: (missing2) => `To have our ${CALLBACK_OFFER_MARKER}, I still need ${missing2}.`,
  missing: { name: "your name", phone: "the best phone number to reach you", address: "the address where the problem is" },
  invalid: `I couldn't use those details. To have our ${CALLBACK_OFFER_MARKER}, please send your name, a valid phone number and the address.`,
  done: (firstName, phone2, statusUrl, businessPhone) => `Thank you, ${firstName}. I've ${CALLBACK_DONE_MARKER}: they will call you at ${phone2} within minutes. Follow your request, and see who is coming, here: ${statusUrl} \u2014 and if anything gets worse, call ${businessPhone} now.`,
  failed: (businessPhone) => `I couldn't pass your call-back on just now. Please call our 24/7 emergency line at ${businessPhone} right away.`,
  rateLimited: (businessPhone) => `You've sent several requests in a short time, so I can't take another call-back here. Please call our 24/7 emergency line at ${businessPhone}.`,
  /** The service the office sees on the lead. */
  service: "Emergency call-back (assistant)"
};

// app/lib/assistant/assistant-local.server.ts
init_services();

// app/lib/assistant/assistant-knowledge.server.ts
init_areas();
init_cities();
import MiniSearch from "minisearch";
init_home();
init_services();
var SYNONYMS = {
  ev: "ev charger electric vehicle",
  tesla: "ev charger tesla",
  car: "ev charger",
  "hot tub": "hot tub spa",
  jacuzzi: "hot tub spa",
  pool: "spa pool",
  breaker: "breaker circuits",
  tripping: "breaker tripping circuits",
  fuse: "panel fuse box",
  rewire: "rewiring wiring",
  "knob and tube": "knob-and-tube wiring",
  recessed: "recessed lighting",
  "can lights": "recessed lighting",
  fan: "ceiling fan lighting",
  gfci: "gfci outlets",
  plug: "outlet",
  receptacle: "outlet",
  generac: "generator",
  kitchen: "kitchen remodel",
  basement: "basement remodel",
  office: "commercial office",
  store: "commercial retail"
}, STOPWORDS = new Set(
  "a an and are as at be but by can could do does did for from get got have has how i i'd i'm if in into is it its me my of on or our please so that the their them then there these this to up us was we what when where which who why will with would you your yours much many cost costs price prices pricing charge need needs want like install installed installation new some any about just also one all get here there home house electrical electrician work job help fix stuff thing things know tell".split(" ")
), processTerm = (term) => {
  let t = term.toLowerCase();
  if (STOPWORDS.has(t) || t.length < 2)
    return null;
  let stem = t.replace(/(ing|ed|s)$/, "");
  return stem.length >= 4 ? stem : t;
}, SEARCH_OPTIONS = {
  prefix: (term) => term.length > 3,
  fuzzy: (term) => term.length > 5 ? 0.2 : !1,
  combineWith: "OR"
}, stripContacts = (text6) => text6.replace(/[^\s@]+@[^\s@]+/g, " ").replace(/[\d()+.-]{7,}/g, " ");
function expandQuery(text6) {
  let lower = text6.toLowerCase(), extra = Object.entries(SYNONYMS).filter(([word]) => new RegExp(`\\b${word}s?\\b`).test(lower)).map(([, expansion]) => expansion);
  return [text6, ...extra].join(" ");
}
function buildKnowledge() {
  let services = servicePages.map((page) => {
    let path4 = servicePath(page.slug), offer = serviceOffers.find((o) => o.path === path4);
    return { id: page.slug, title: page.serviceName, price: offer?.price ?? page.priceText, path: path4, page, offer, bookingValue: page.serviceType };
  });
  for (let offer of serviceOffers)
    offer.path || services.push({ id: offer.serviceValue, title: offer.title, price: offer.price, offer, bookingValue: offer.serviceValue });
  let serviceIndex = new MiniSearch({
    fields: ["title", "keywords", "text"],
    processTerm,
    searchOptions: { boost: { title: 4, keywords: 2 }, ...SEARCH_OPTIONS }
  });
  serviceIndex.addAll(
    services.map((s) => {
      let card = homeServiceCards.find((c) => c.path === s.path);
      return {
        id: s.id,
        title: [s.title, card?.title, s.offer?.title].filter(Boolean).join(" "),
        keywords: [s.id.replace(/-/g, " "), ...s.page?.typicalJobs ?? [], ...s.page?.benefits.map((b) => b.title) ?? [], card?.description ?? ""].join(" "),
        text: [s.page?.introText ?? "", s.offer?.description ?? "", ...s.offer?.features ?? []].join(" ")
      };
    })
  );
  let faqs = [
    ...servicePages.flatMap(
      (page) => page.faqs.map((f, i) => ({ id: `${page.slug}:${i}`, ...f, serviceId: page.slug, source: "service" }))
    ),
    ...emergencyFaqs.map((f, i) => ({ id: `emergency:${i}`, ...f, serviceId: "emergency", source: "emergency" })),
    ...homeFaqs.map((f, i) => ({ id: `home:${i}`, ...f, source: "home" })),
    ...cities.flatMap((c) => c.faqs.map((f, i) => ({ id: `${c.slug}:${i}`, ...f, source: "city" })))
  ], faqIndex = new MiniSearch({
    fields: ["question", "answer"],
    processTerm,
    storeFields: ["id"],
    searchOptions: { boost: { question: 3 }, ...SEARCH_OPTIONS }
  });
  faqIndex.addAll(faqs);
  let places = /* @__PURE__ */ new Map();
  for (let c of cities)
    places.set(c.cityName.toLowerCase(), { name: c.cityName, path: c.path });
  for (let name of [...emergencyCities, ...furtherAreas])
    places.has(name.toLowerCase()) || places.set(name.toLowerCase(), { name });
  return { services, serviceIndex, faqs, faqIndex, places, serviceRadius, promises };
}
var knowledge = () => singleton("assistant-knowledge", buildKnowledge), MIN_SERVICE_SCORE = 5, MIN_FAQ_SCORE = 5;
function findService(text6, k = knowledge()) {
  let [best] = k.serviceIndex.search(expandQuery(stripContacts(text6)));
  if (!(!best || best.score < MIN_SERVICE_SCORE))
    return k.services.find((s) => s.id === best.id);
}
function findFaqs(text6, serviceId, k = knowledge(), minScore = MIN_FAQ_SCORE) {
  return k.faqIndex.search(
    expandQuery(stripContacts(text6)),
    serviceId ? { filter: (r) => String(r.id).startsWith(`${serviceId}:`) } : void 0
  ).filter((h) => h.score >= minScore).map((h) => k.faqs.find((f) => f.id === h.id));
}
function findPlaces(text6, k = knowledge()) {
  let lower = ` ${text6.toLowerCase().replace(/[^a-z\s]/g, " ")} `, found = [], rest = lower;
  for (let key of [...k.places.keys()].sort((a, b) => b.length - a.length))
    rest.includes(` ${key} `) && (found.push(k.places.get(key)), rest = rest.replace(` ${key} `, " "));
  return found;
}

// app/lib/assistant/assistant-local.server.ts
var FIRE = /\b(fire|flames?|smoke|smoking)\b/i, EMERGENCY = /\b(emergency|urgent|spark(s|ed|ing)?|shock(ed|ing)?|burning|scorch(ed)?|melt(ed|ing)?|buzz(ing|es)?|power (is )?(out|off)|no power|lost power|outage|hot (outlet|panel|switch))\b|smells? (hot|like burning)/i, BOOK = /\b(book|booking|schedule|appointment|consult(ation)?|estimate|quote for|send (someone|an electrician)|set up a (call|visit)|hire you)\b/i, PRICE = /\b(price|prices|pricing|cost|costs|how much|charge|charges|fee|fees|expensive|cheap|rate|rates)\b/i, DURATION = /\b(how long|how much time|how many (hours|days)|duration|same day|one day)\b/i, HOURS = /\b(open|hours|24\/7|weekends?|saturdays?|sundays?|holidays?|christmas|thanksgiving|tonight|at night|late|closed)\b/i, AREA = /\b(serve|serving|service area|areas?|cover|covers|come to|come out|travel|near me|located|location|where are you)\b/i, GUARANTEE = /\b(guarantee|guaranteed|warranty|warranties)\b/i, FINANCING = /\b(financ\w*|payment plans?|monthly payments?|pay over time)\b/i, LICENCE = /\b(licen[cs]ed?|insured|insurance|bonded)\b/i, VETERAN = /\b(veteran|military|air force|family[- ]owned|family[- ]operated)\b/i, CONTACT = /\b(phone number|your number|call you|email|e-mail|contact|reach you|text you|address)\b/i, GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|howdy)\b[\s!.,]*$/i, ADDRESS = /\b\d{1,6}[A-Za-z]?\s+(?:[A-Za-z0-9.'-]+\s+){0,5}(?:st|street|rd|road|ave|avenue|dr|drive|ln|lane|ct|court|way|blvd|boulevard|pl|place|cir|circle|ter|terrace|pkwy|parkway|hwy|highway|trl|trail|loop|run|sq|square)\b\.?(?:\s*,?\s*(?:apt|unit|suite|#)\s*[\w-]+)?(?:\s*,\s*[A-Z][A-Za-z.'-]*(?:\s[A-Z][A-Za-z.'-]*){0,2})?(?:\s*,?\s*(?:VA|MD|DC)\b)?(?:\s*\d{5})?/i, ASSENT = /^\s*(yes|yeah|yep|please|ok|okay|sure|call me)\b/i, NOT_A_NAME = /^\s*(?:(?:yes|yeah|yep|please|ok|okay|sure|thanks|thank you|call me( back)?)\b[\s,.!]*)+/i, FILLER = /^(it['’]?s|its|here|this|that|there|the|my|our|we|we['’]re|at|in|on|address|is|are|and|how|what|when|where|why|who|can|do|does|will|would|could|should)$/i, nameIn = (text6) => {
  let name = extractName([text6.replace(NOT_A_NAME, "").replace(ADDRESS, " ").replace(EMAIL2, " ")], !0);
  return name && !FILLER.test(name.split(" ")[0]) ? name : void 0;
}, PHONE2 = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/, EMAIL2 = /[^\s@,;<>]+@[^\s@,;<>]+\.[a-z]{2,}/i, ASKING_MARKER = "free consultation call. Could you tell me", DONE_MARKER = "I have what I need", promise = (re, k) => k.promises.find((p) => re.test(p.title)), fireTip = () => safetyTips.find((t) => /911/.test(t)) ?? safetyTips[0];
function serviceFrom(message, history, k) {
  let direct = findService(message, k);
  if (direct)
    return direct;
  let users2 = history.filter((t) => t.role === "user").reverse();
  for (let turn of users2) {
    let found = findService(turn.content, k);
    if (found)
      return found;
  }
}
function extractName(texts, askedForName) {
  let pattern = /\b(?:[Mm]y name(?: is|['’]s)|[Nn]ame is|[Tt]his is|[Ii] am|[Ii]['’]?m|[Nn]ame:)\s+([A-Z][a-zA-Z'-]+(?:\s+[A-Z][a-zA-Z'-]+){0,2})/;
  for (let text6 of [...texts].reverse()) {
    let match = pattern.exec(text6);
    if (match)
      return match[1];
  }
  if (!askedForName)
    return;
  let candidate = (texts[texts.length - 1] ?? "").replace(PHONE2, " ").replace(EMAIL2, " ").split(/[,\n;]| and /)[0].trim();
  if (/^[A-Za-z][A-Za-z'-]*(\s+[A-Za-z][A-Za-z'-]*){0,2}$/.test(candidate) && !/\b(yes|no|ok|okay|sure|thanks)\b/i.test(candidate))
    return candidate.replace(/\b\w/g, (c) => c.toUpperCase());
}
function bookingReply(message, history, business, k, mode2) {
  let assistant = history.filter((t) => t.role === "assistant").map((t) => t.content), lastWith = (marker) => assistant.map((t) => t.includes(marker)).lastIndexOf(!0), asked = lastWith(ASKING_MARKER), inFlow = asked !== -1 && asked > lastWith(DONE_MARKER), lastAssistant = inFlow ? assistant[asked] : "";
  if (mode2 === "start" && !BOOK.test(message) || mode2 === "continue" && (!inFlow || !(PHONE2.test(message) || EMAIL2.test(message) || !!extractName([message], /name/i.test(lastAssistant)) || !!findService(message, k)) && !BOOK.test(message)))
    return;
  let users2 = [...history.filter((t) => t.role === "user").map((t) => t.content), message], phone2 = [...users2].reverse().map((t) => PHONE2.exec(t)?.[0]).find(Boolean), email = [...users2].reverse().map((t) => EMAIL2.exec(t)?.[0]).find(Boolean), name = extractName(users2, inFlow && /name/i.test(lastAssistant)), service = serviceFrom(message, history, k), missing2 = [];
  if (name || missing2.push("your name"), phone2 || missing2.push("the best phone number to reach you"), service || missing2.push(`the service you need (for example ${serviceOffers.map((o) => o.title).slice(0, 4).join(", ")})`), missing2.length > 0) {
    let list = missing2.length === 1 ? missing2[0] : `${missing2.slice(0, -1).join(", ")} and ${missing2[missing2.length - 1]}`;
    return `I'd be glad to set up your ${ASKING_MARKER} ${list}? An email address is optional, for the confirmation.`;
  }
  let details = users2.filter((t) => !PHONE2.test(t) && !/^\s*(yes|no|ok|okay|sure)\b/i.test(t)).join(" ").slice(0, 500);
  return [
    `Thank you, ${name.split(" ")[0]}! ${DONE_MARKER} for your ${service.title} consultation. Use the button below to choose a time that suits you \u2014 or call ${business.phone} any time.`,
    formatBookingBlock({ service: service.title, name, phone: phone2, email: email ?? "", details })
  ].join(`

`);
}
function priceReply(message, history, business, k) {
  let service = serviceFrom(message, history, k), upfront = promise(/upfront/i, k);
  if (!service)
    return `Here are our starting prices:
${serviceOffers.map((o) => `\u2022 ${o.title}: ${o.price}`).join(`
`)}
${upfront ? `${upfront.title}: ${upfront.description} ` : ""}Tell me about your project and I can be more specific, or book a free consultation.`;
  let faq = findFaqs(`${message} cost price how much`, service.id, k).find((f) => /cost|price|how much|charge/i.test(f.question));
  return `${service.title}: ${service.price}. ${faq ? faq.answer : ""}${upfront ? ` ${upfront.title}: ${upfront.description}` : ""} Would you like me to set up a free consultation call?`.replace(/\s+/g, " ").trim();
}
function durationReply(message, history, business, k) {
  let service = serviceFrom(message, history, k);
  if (!service)
    return;
  let faq = findFaqs(`${message} how long take`, service.id, k).find((f) => /how long|take/i.test(f.question) || /\d+-\d+ (hours|days)/.test(f.answer)), clock = service.page?.benefits.find((b) => b.icon === "clock"), feature = service.offer?.features.find((f) => /\d+-\d+ (hours|days)/.test(f)), answer = faq?.answer ?? clock?.description ?? feature;
  if (answer)
    return `${service.title}: ${answer} Want me to book a free consultation so we can give you an exact plan?`;
}
function areaReply(message, business, k) {
  let places = findPlaces(message, k);
  if (places.length > 0) {
    let names = places.map((p) => p.name).join(" and "), pages = places.filter((p) => p.path).map((p) => `${p.name}: ${p.path}`);
    return `Yes \u2014 we serve ${names}. ${k.serviceRadius}, and we're open ${business.hours.toLowerCase()}.${pages.length ? ` More about our work there: ${pages.join(", ")}.` : ""} Would you like to book a free consultation?`;
  }
  if (!AREA.test(message))
    return;
  let unknown = /\b(?:serve|service|cover|come to|work in|travel to)\s+([A-Z][a-zA-Z]+(?:\s[A-Z][a-zA-Z]+)?)/.exec(message)?.[1], cityList = [...k.places.values()].map((p) => p.name).join(", ");
  return `${unknown ? `${unknown} isn't on our list of regular towns, but ` : ""}we're based in ${business.address.city}, ${business.address.region} \u2014 ${k.serviceRadius.replace(/^Serving/, "serving a")}. Towns we serve every week: ${cityList}.${unknown ? ` Call ${business.phone} and we'll confirm for your address.` : ""}`;
}
function callbackTurn(message, history, business) {
  let said = history.map((t) => t.role === "assistant" ? t.content : ""), offeredAt = said.map((t) => t.includes(CALLBACK_OFFER_MARKER)).lastIndexOf(!0), doneAt = said.map((t) => t.includes(CALLBACK_DONE_MARKER)).lastIndexOf(!0);
  if (offeredAt === -1 || offeredAt < doneAt || !(PHONE2.test(message) || ADDRESS.test(message) || !!nameIn(message)) && !ASSENT.test(message))
    return;
  let firstOffer = said.findIndex((t, i) => i > doneAt && t.includes(CALLBACK_OFFER_MARKER)), answers = [...history.slice(firstOffer + 1).filter((t) => t.role === "user").map((t) => t.content), message].reverse(), phone2 = answers.map((t) => PHONE2.exec(t)?.[0]).find(Boolean), address = answers.map((t) => ADDRESS.exec(t)?.[0]?.trim()).find(Boolean), name = answers.map(nameIn).find(Boolean), missing2 = [];
  name || missing2.push(callbackMessages.missing.name), phone2 || missing2.push(callbackMessages.missing.phone), address || missing2.push(callbackMessages.missing.address);
  let safety = FIRE.test(message) ? `${fireTip()} ` : "";
  if (missing2.length > 0) {
    let list = missing2.length === 1 ? missing2[0] : `${missing2.slice(0, -1).join(", ")} and ${missing2[missing2.length - 1]}`;
    return { text: `${safety}${callbackMessages.askMissing(list)} Or call ${business.phone} now.` };
  }
  let problem = [...history.filter((t) => t.role === "user").map((t) => t.content), message].filter((t) => FIRE.test(t) || EMERGENCY.test(t)).join(" ").slice(0, 1e3);
  return { text: safety.trim(), callback: { name, phone: phone2, address, problem } };
}
function localAnswer(message, history, business, k = knowledge()) {
  return callbackTurn(message, history, business) ?? { text: localReply(message, history, business, k) };
}
function localReply(message, history, business, k = knowledge()) {
  let phone2 = business.phone;
  if (FIRE.test(message))
    return `${fireTip()} Once everyone is safe, call our 24/7 emergency line at ${phone2}. ${safetyTips.find((t) => /touch|downed/i.test(t)) ?? ""} ${callbackMessages.offer}`;
  let continued = bookingReply(message, history, business, k, "continue");
  if (continued)
    return continued;
  if (EMERGENCY.test(message)) {
    let service2 = findService(message, k), faq2 = (service2 ? findFaqs(message, service2.id, k)[0] : void 0) ?? findFaqs(message, void 0, k).find((f) => f.source === "emergency" || f.source === "service"), advice = faq2 ? `${faq2.answer} ` : "", tip = /\b911\b/.test(advice) ? "" : `${fireTip()} `;
    return `That needs attention right away. ${advice}Call our 24/7 emergency line at ${phone2} \u2014 ${responsePromise}. ${tip}${callbackMessages.offer}`;
  }
  let booking = bookingReply(message, history, business, k, "start");
  if (booking)
    return booking;
  if (PRICE.test(message))
    return priceReply(message, history, business, k);
  if (DURATION.test(message)) {
    let duration = durationReply(message, history, business, k);
    if (duration)
      return duration;
  }
  let area = areaReply(message, business, k);
  if (area)
    return area;
  if (HOURS.test(message))
    return `We're open ${business.hours} \u2014 ${business.holidays}. A real person answers ${phone2} day and night, with a ${responsePromise}.`;
  if (GUARANTEE.test(message)) {
    let p = promise(/guarantee/i, k);
    if (p)
      return `${p.title}: ${p.description} You also get upfront pricing before any work starts.`;
  }
  if (FINANCING.test(message)) {
    let p = promise(/financ/i, k);
    if (p)
      return `Yes \u2014 ${p.title.toLowerCase()}: ${p.description} Ask about it at your free consultation.`;
  }
  if (LICENCE.test(message))
    return `Yes \u2014 ${business.name} is licensed, bonded and insured. Our licence number is ${business.licence}.`;
  if (VETERAN.test(message)) {
    let p = promise(/veteran/i, k);
    if (p)
      return `${p.title}: ${p.description}`;
  }
  if (CONTACT.test(message))
    return `Call us any time at ${phone2}, text the office at ${business.textPhone}, or email ${business.email}. We're at ${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}, and open ${business.hours}.`;
  if (GREETING.test(message))
    return `Hi! I'm ${business.assistantName}, the virtual office manager at ${business.name}. Ask me about prices, service areas, hours or an electrical problem, or I can set up a free consultation call.`;
  let [faq] = findFaqs(message, void 0, k, 12), service = findService(message, k);
  return service && faq?.serviceId === service.id ? `${faq.answer} Would you like me to set up a free consultation call?` : service ? `${service.title}: ${service.page?.introText ?? service.offer?.description ?? ""} Price: ${service.price}. Would you like me to set up a free consultation call?` : faq ? faq.answer : `I'm not sure I can answer that one here. I can help with prices, service areas, hours and electrical emergencies, or set up a free consultation call \u2014 or call us any time at ${phone2}.`;
}

// app/lib/assistant/assistant-openai.server.ts
var LOGGED_BODY_CHARS = 500, AssistantError = class extends Error {
  constructor(message) {
    super(message), this.name = "AssistantError";
  }
};
async function chatCompletion(options) {
  let url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`, response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${options.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        model: options.model,
        messages: [
          { role: "system", content: options.system },
          ...options.history.map(({ role, content: content2 }) => ({ role, content: content2 })),
          { role: "user", content: options.message }
        ],
        temperature: 0.3,
        max_tokens: 600,
        ...options.tools?.length ? { tools: options.tools } : {}
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 25e3)
    });
  } catch (error2) {
    throw new AssistantError(
      error2 instanceof Error && error2.name === "TimeoutError" ? "The assistant took too long to answer" : "Could not reach the assistant service"
    );
  }
  if (!response.ok) {
    let body = await response.text().catch(() => "");
    throw log.warn("assistant service error", { status: response.status, body: body.slice(0, LOGGED_BODY_CHARS) }), new AssistantError(`The assistant service answered ${response.status}`);
  }
  let message = (await response.json().catch(() => null))?.choices?.[0]?.message, content = typeof message?.content == "string" ? message.content : "", toolCalls = (Array.isArray(message?.tool_calls) ? message.tool_calls : []).filter((c) => typeof c?.function?.name == "string").map((c) => ({ name: c.function.name, arguments: typeof c.function.arguments == "string" ? c.function.arguments : "" }));
  if (!content.trim() && toolCalls.length === 0)
    throw new AssistantError("The assistant sent no reply");
  return { content, toolCalls };
}

// app/lib/assistant/assistant-prompt.server.ts
init_services();
init_facts();
function facts(business) {
  let k = knowledge(), services = k.services.map((s) => {
    let faqs = (s.page?.faqs ?? []).map((f) => `  Q: ${f.question}
  A: ${f.answer}`).join(`
`);
    return `- ${s.title} (${s.price})${s.path ? ` \u2014 ${business.siteUrl}${s.path}` : ""}
${faqs}`;
  }).join(`
`), places = [...k.places.values()].map((p) => p.name).join(", ");
  return [
    `Business: ${business.name}, veteran-owned and family-operated electrical contractor based in ${business.address.city}, ${business.address.region}.`,
    `Phone: ${business.phone}. Text: ${business.textPhone}. Email: ${business.email}. Licence: ${business.licence} (licensed, bonded and insured).`,
    `Hours: ${business.hours}, ${business.holidays}. Emergencies: ${responsePromise}.`,
    `Service area: ${k.serviceRadius}. Towns: ${places}.`,
    `Promises: ${k.promises.map((p) => `${p.title} \u2014 ${p.description}`).join("; ")}.`,
    `Starting prices: ${serviceOffers.map((o) => `${o.title}: ${o.price}`).join("; ")}.`,
    `Services and their FAQs:
${services}`,
    `Emergency safety guidance:
${safetyTips.map((t) => `- ${t}`).join(`
`)}`,
    `Emergency FAQs:
${emergencyFaqs.map((f) => `Q: ${f.question}
A: ${f.answer}`).join(`
`)}`
  ].join(`

`);
}
function systemPrompt(business) {
  let example = formatBookingBlock({
    service: "Panel Upgrade",
    name: "Jane Doe",
    phone: "(703) 555-0100",
    email: "jane@example.com",
    details: "Wants 200A service for a new EV charger"
  });
  return [
    `You are ${business.assistantName}, the friendly virtual office manager of ${business.name}. Answer homeowners' and businesses' questions briefly (2-4 sentences), warmly and only from the facts below. Never invent prices, times or places; if you do not know, offer a free consultation or the phone number.`,
    `Safety first: if the visitor mentions fire or smoke, tell them to get out and call 911 first, then call ${business.phone}. For sparking, burning smells, hot panels or outages, give the emergency line ${business.phone} and the ${arrivalMinute} promise.`,
    `Emergency call-back: after the safety advice for any electrical emergency, offer to have the on-call electrician call the visitor back now, and ask for their name, phone number and the address where the problem is. When the visitor wants the call-back and has given all three, call the ${CALLBACK_TOOL_NAME} tool (never invent a detail, never write a status link yourself: the site adds it).`,
    `Booking: when the visitor wants to book, schedule a consultation or get an estimate, ask for their name, phone number and the service (email optional). Once you have name, phone and service, end your reply with exactly this block (no markdown around it), one field per line:
${example}
Use the markers ${BOOKING_START} and ${BOOKING_END} exactly. Do not show the block before you have name, phone and service.`,
    `Facts:
${facts(business)}`
  ].join(`

`);
}

// app/lib/assistant/assistant.server.ts
function normalizeHistory(input) {
  return Array.isArray(input) ? input.filter(
    (t) => !!t && typeof t == "object" && (t.role === "user" || t.role === "assistant") && typeof t.content == "string"
  ).map((t) => ({ role: t.role, content: t.content.slice(0, 2e3) })).slice(-5) : [];
}
async function answerChat(input, config = getConfig()) {
  let message = input.message.trim().slice(0, 1e3), history = normalizeHistory(input.history), business = getBusiness(), raw, callback;
  if (config.OPENAI_API_KEY) {
    let completion = await chatCompletion({
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      system: systemPrompt(business),
      history,
      message,
      tools: [callbackTool]
    });
    raw = completion.content;
    let call = completion.toolCalls.find((c) => c.name === CALLBACK_TOOL_NAME);
    call && (callback = callbackFromArguments(call.arguments));
  } else {
    let local = localAnswer(message, history, business);
    raw = local.text, callback = local.callback;
  }
  let { text: text6, bookingData } = extractBooking(raw);
  return {
    reply: text6 || (bookingData ? "" : raw.trim()),
    ...bookingData ? { bookingData } : {},
    ...callback ? { callback } : {},
    ...callback === null ? { callbackInvalid: !0 } : {}
  };
}

// app/forms/confirmation.ts
var DEFAULT_SERVICE = {
  estimate: "Free Estimate Request",
  contact: "General Inquiry",
  booking: "General Consultation"
};
function contactMessage(r) {
  return [
    `Address: ${r.address ?? ""}`,
    `Preferred Time: ${r.preferredTime ?? ""}`,
    `Details: ${r.description ?? ""}`,
    `Request Type: ${r.type}`
  ].join(`
`);
}
function estimateMessage(r) {
  return [`Service Address: ${r.address || "Not specified"}`, `Project Description: ${r.description || "Not specified"}`].join(
    `

`
  );
}

// app/lib/assistant/emergency-callback.server.ts
init_contact();

// app/lib/requests/public-form.server.ts
init_honeypot();
init_messages();
import { randomBytes as randomBytes10 } from "node:crypto";

// app/models/lead-intake.server.ts
import { createHash as createHash5 } from "node:crypto";
import { eq as eq16, getTableColumns as getTableColumns2, inArray as inArray5, sql as sql17 } from "drizzle-orm";
var DEDUPE_WINDOW_MS = 10 * 6e4;
function dedupeHash(input) {
  let fields2 = Object.entries(input.fields).filter(([, v]) => v !== void 0 && v !== "").sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  return createHash5("sha256").update(JSON.stringify([input.kind, fields2])).digest("hex");
}
function dedupeKeys(input, now) {
  let bucket = Math.floor(now / DEDUPE_WINDOW_MS), hash = dedupeHash(input);
  return { key: `${bucket}:${hash}`, previous: `${bucket - 1}:${hash}` };
}
var columnNames = Object.fromEntries(Object.entries(getTableColumns2(leads)).map(([key, column]) => [key, column.name]));
function intakeRow(input, dedupeKey) {
  let a = input.attribution;
  return {
    kind: input.kind,
    name: input.name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    service: input.service ?? null,
    message: input.message ?? null,
    fields: Object.fromEntries(Object.entries(input.fields).filter(([, v]) => v !== void 0)),
    page: input.page ?? null,
    dedupeKey,
    emergency: input.emergency ?? !1,
    statusToken: input.statusToken ?? null,
    source: a?.source ?? "direct",
    firstPage: a?.firstPage ?? null,
    referrer: a?.referrer ?? null,
    utmSource: a?.utmSource ?? null,
    utmMedium: a?.utmMedium ?? null,
    utmCampaign: a?.utmCampaign ?? null,
    utmTerm: a?.utmTerm ?? null,
    utmContent: a?.utmContent ?? null
  };
}
function newLeadInsert(input, now) {
  let { key, previous } = dedupeKeys(input, now), row = Object.entries(intakeRow(input, key)).map(([name, value]) => [columnNames[name], value]), columns = sql17.raw(row.map(([column]) => `"${column}"`).join(", "));
  return sql17`insert into leads (${columns})
    select ${columns} from jsonb_populate_record(null::leads, ${JSON.stringify(Object.fromEntries(row))}::jsonb)
    where not exists (select 1 from leads where dedupe_key = ${previous})
    on conflict (dedupe_key) do nothing returning id`;
}
async function findRepeat(db, input, now) {
  let { key, previous } = dedupeKeys(input, now), [earlier] = await db.select().from(leads).where(inArray5(leads.dedupeKey, [key, previous])).limit(1);
  return earlier;
}
async function saveLead(db, input, now = Date.now()) {
  let [inserted] = rowsOf(await db.execute(newLeadInsert(input, now)));
  if (inserted) {
    let [lead] = await db.select().from(leads).where(eq16(leads.id, inserted.id));
    return { lead, created: !0 };
  }
  return { lead: await findRepeat(db, input, now), created: !1 };
}
async function saveLeadWithMails(db, input, mails, now = Date.now(), alerts = []) {
  let result = await db.execute(sql17`
    with lead as (${newLeadInsert(input, now)}),
    mail as (
      insert into email_outbox (lead_id, "to", reply_to, subject, "text")
      select lead.id, m."to", m.reply_to, m.subject, m."text" from lead, ${mailRowsSql(mails)}
    ),
    alert as (
      insert into lead_alerts (lead_id, channel, recipient, recipient_name, round, next_attempt_at)
      select lead.id, t.channel, t.recipient, t.recipient_name, 0, ${new Date(now).toISOString()}::timestamptz
      from lead, ${alertRowsSql(input.emergency ? alerts : [])}
    )
    select (select id from lead) as id`), [row] = rowsOf(result);
  return row?.id ? { created: !0, leadId: row.id } : { created: !1 };
}
async function statusTokenOfRepeat(db, input, now = Date.now()) {
  return (await findRepeat(db, input, now))?.statusToken ?? null;
}

// app/lib/emergencies/alert-sending.server.ts
var defaultAlertPolicy = {
  baseDelayMs: 5e3,
  maxDelayMs: 5 * 6e4,
  maxAttempts: 10,
  leaseMs: 6e4,
  batchSize: 20
};

// app/lib/emergencies/alert-worker.server.ts
function alertDeps() {
  let config = getConfig(), { sms, push } = appChannels(config);
  return {
    db: getDb(),
    sms,
    push,
    siteUrl: config.SITE_URL,
    fallbackPhones: config.ONCALL_PHONES,
    escalateAfterMs: config.ONCALL_ESCALATE_MINUTES * 6e4,
    timeZone: getBusiness().timeZone,
    policy: defaultAlertPolicy,
    now: () => /* @__PURE__ */ new Date()
  };
}
var holder2 = () => singleton("alert-worker", () => ({ worker: null }));
function kickAlerts() {
  holder2().worker?.kick();
}

// app/lib/requests/public-form.server.ts
import { json as json26 } from "@remix-run/node";

// app/lib/requests/confirmation-mails.server.ts
init_phone();
var kindLabel = {
  contact: "Contact request",
  estimate: "Estimate request",
  booking: "Booking",
  newsletter: "Newsletter signup"
};
function requestFields(c) {
  return [`Name: ${c.name}`, `Email: ${c.email ?? "Not given"}`, `Phone: ${formatPhone(c.phone)}`, `Service: ${c.service}`, ...c.bookingUrl ? [`Booking link: ${c.bookingUrl}`] : []];
}
function confirmationBody(c) {
  return [...requestFields(c), "", "Message:", c.message || "(none)"].join(`
`);
}
function photoSection(photos, validDays, unstored = []) {
  let lines = [];
  return photos.length > 0 && (lines.push(`Photos (${photos.length}). These links stop working after ${validDays} days; the photos stay on the lead's page in the admin:`), lines.push(...photos.map((p, i) => `${i + 1}. ${p.name || "photo"}: ${p.url}`))), unstored.length > 0 && lines.push(`Photos that could not be stored (${unstored.length}); ask the customer to send them again: ${unstored.map((n) => n || "photo").join(", ")}`), lines.length > 0 ? ["", ...lines, ""].join(`
`) : "";
}
function officeMail(kind, c, officeEmail, photos = { links: [], validDays: 0 }) {
  return {
    to: officeEmail,
    replyTo: c.email ?? null,
    subject: `New ${kindLabel[kind].toLowerCase()}: ${c.name} \u2014 ${c.service}`,
    text: `${kindLabel[kind]} from the website.

${confirmationBody(c)}
${photoSection(photos.links, photos.validDays, photos.unstored)}`
  };
}
function confirmationMails(kind, c, business, officeEmail, { photos, statusUrl } = {}) {
  let mails = [officeMail(kind, c, officeEmail, photos)];
  if (c.email) {
    let steps = [
      c.bookingUrl ? `Pick a time that suits you on your booking page:
` + c.bookingUrl : null,
      statusUrl ? `We're alerting our on-call electrician now. Follow your request, and see who is coming, here:
${statusUrl}` : null
    ].filter(Boolean), next = steps.length > 0 ? steps.join(`

`) : "We'll be in touch shortly. If it's urgent, call us any time, day or night.";
    mails.unshift({
      to: c.email,
      replyTo: business.email,
      subject: kind === "booking" ? `Your consultation with ${business.name}` : `We received your request \u2014 ${business.name}`,
      text: [
        `Hi ${c.name},`,
        "",
        `Thank you for contacting ${business.name}. ${next}`,
        "",
        "Your request:",
        "",
        ...requestFields(c),
        "",
        `${business.name} \xB7 ${business.phone} \xB7 ${business.email}`,
        ""
      ].join(`
`)
    });
  }
  return mails;
}
function welcomeMail(email, business) {
  return {
    to: email,
    replyTo: business.email,
    subject: `Welcome to the ${business.name} newsletter \u2014 $25 off your first job`,
    text: [
      "Thanks for subscribing!",
      "",
      "Mention this email when you book and we'll take $25 off your first job.",
      "",
      `${business.name} \xB7 ${business.phone} \xB7 ${business.email}`,
      ""
    ].join(`
`)
  };
}

// app/lib/platform/request-guards.server.ts
init_photos();
var MAX_BODY_BYTES = 64 * 1024, MAX_UPLOAD_REQUEST_BYTES = 10485760 + MAX_BODY_BYTES;
var MAX_PHOTO_REQUEST_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + MAX_BODY_BYTES;

// app/content/forms.ts
function appointmentTypes(schedulingUrl) {
  let base = schedulingUrl.replace(/\/+$/, "");
  return [
    { uri: base, name: "Free 30-Minute Consultation", duration: 30 },
    { uri: base.replace(/\/[^/]*$/, "/discovery-call"), name: "Discovery Call", duration: 30 }
  ];
}

// app/lib/platform/cache.server.ts
function cachedLoader(load, { name, ttlMs, errorTtlMs }) {
  let good = null, failed = null, loading = null, stale = (error2) => (log.warn("upstream failed, serving the last good value", { cache: name, error: String(error2) }), good.value);
  return () => {
    let now = Date.now();
    return good && now - good.at < ttlMs ? Promise.resolve(good.value) : failed && now - failed.at < errorTtlMs ? good ? Promise.resolve(good.value) : Promise.reject(failed.error) : (loading ??= load().then(
      (value) => (good = { value, at: Date.now() }, failed = null, value),
      (error2) => {
        if (failed = { error: error2, at: Date.now() }, good)
          return stale(error2);
        throw error2;
      }
    ).finally(() => {
      loading = null;
    }), loading);
  };
}
function cachedByKey(load, options) {
  let loaders = /* @__PURE__ */ new Map();
  return (key) => {
    let loader41 = loaders.get(key);
    return loader41 || (loader41 = cachedLoader(() => load(key), { ...options, name: `${options.name} ${key}` }), loaders.set(key, loader41)), loader41();
  };
}

// app/lib/requests/scheduling.server.ts
var SchedulingError = class extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
    this.name = "SchedulingError";
  }
};
function prefillUrl(url, invitee) {
  let u = new URL(url);
  return u.searchParams.set("name", invitee.name), u.searchParams.set("email", invitee.email), u.href;
}
var EVENT_TYPES_CACHE = { ttlMs: 10 * 6e4, errorTtlMs: 15e3 };
function calendlyScheduling({
  token,
  apiUrl,
  fetchImpl = fetch,
  timeoutMs = 8e3,
  cache = EVENT_TYPES_CACHE
}) {
  let base = apiUrl.replace(/\/+$/, "");
  async function call(method, path4, body) {
    let response;
    try {
      response = await fetchImpl(`${base}${path4}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
        body: body === void 0 ? void 0 : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs)
      });
    } catch (error2) {
      throw new SchedulingError(`Calendly ${method} ${path4} failed: ${String(error2)}`);
    }
    if (!response.ok)
      throw new SchedulingError(`Calendly ${method} ${path4} answered ${response.status}`, response.status);
    return await response.json();
  }
  let owner = null;
  return {
    kind: "calendly",
    getEventTypes: cachedLoader(async () => {
      owner ??= (await call("GET", "/users/me")).resource.uri;
      let query = new URLSearchParams({ user: owner, active: "true", count: "100" }), answer = await call(
        "GET",
        `/event_types?${query}`
      );
      if (!Array.isArray(answer.collection))
        throw new SchedulingError("Calendly event_types answered no collection");
      return answer.collection.filter((t) => t.active !== !1).map((t) => ({ uri: t.uri, name: t.name, duration: t.duration }));
    }, { name: "calendly event types", ...cache }),
    async createBookingLink(eventTypeUri, invitee) {
      let url = (await call("POST", "/scheduling_links", {
        max_event_count: 1,
        owner: eventTypeUri,
        owner_type: "EventType"
      })).resource?.booking_url;
      if (!url)
        throw new SchedulingError("Calendly scheduling_links answered no booking_url");
      return prefillUrl(url, invitee);
    }
  };
}
function publicScheduling(schedulingUrl) {
  let types = appointmentTypes(schedulingUrl);
  return {
    kind: "public",
    getEventTypes: async () => types,
    async createBookingLink(eventTypeUri, invitee) {
      if (!types.some((t) => t.uri === eventTypeUri))
        throw new SchedulingError("unknown appointment type");
      return prefillUrl(eventTypeUri, invitee);
    }
  };
}
function getScheduling() {
  let { CALENDLY_TOKEN: token, CALENDLY_API_URL: apiUrl } = getConfig();
  return token ? singleton(`calendly:${apiUrl}:${token}`, () => calendlyScheduling({ token, apiUrl })) : publicScheduling(getBusiness().schedulingUrl);
}
async function loadAppointmentTypes(scheduling = getScheduling()) {
  try {
    return await scheduling.getEventTypes();
  } catch (error2) {
    return log.warn("appointment types failed", { error: String(error2) }), null;
  }
}

// app/lib/requests/public-form.server.ts
var FORM_RATE_LIMITS = {
  contact: { limit: 5, windowMs: 10 * 6e4 },
  estimate: { limit: 5, windowMs: 10 * 6e4 },
  booking: { limit: 10, windowMs: 10 * 6e4 },
  newsletter: { limit: 5, windowMs: 10 * 6e4 }
}, formRule = (form) => ({ name: `form:${form}`, ...FORM_RATE_LIMITS[form] });
function formDeps() {
  let business = getBusiness();
  return {
    db: getDb(),
    business,
    officeEmail: getConfig().OFFICE_EMAIL ?? business.email,
    scheduling: getScheduling(),
    rateLimit: (form, ip) => rateLimit(formRule(form), ip),
    mailQueued: kickOutbox,
    alerts: { targets: () => firstAlerts(alertDeps()), queued: kickAlerts },
    photoStore: { storage: getStorage(), bucket: getConfig().PHOTOS_BUCKET }
  };
}
var withPhone = (toast, business) => ({
  ...toast,
  description: `${toast.description} Call ${business.phone}.`
});
async function overRateLimit(form, meta36, submission, deps) {
  let limit = await deps.rateLimit(form, meta36.ip);
  return limit.ok ? null : {
    ok: !1,
    status: 429,
    toast: messages.rateLimited,
    reply: submission.reply({ formErrors: [messages.rateLimited.description] }),
    retryAfter: limit.retryAfterSeconds
  };
}
var PHOTO_POSTS_BUSY = {
  title: "Please Try Again",
  description: "Many photos are being sent to us right now. Please send your request again in a minute.",
  type: "error"
}, isPhotoPost = (request) => {
  let type = request.headers.get("Content-Type") ?? "", length = request.headers.get("Content-Length");
  return type.toLowerCase().startsWith("multipart/form-data") && (length === null || Number(length) > MAX_BODY_BYTES);
};
async function admitFormPost(form, request, ip, peek = peekRateLimit) {
  if (!isPhotoPost(request))
    return { ok: !0, release: () => {
    } };
  let limit = await peek(formRule(form), ip);
  if (!limit.ok)
    return { ok: !1, status: 429, toast: messages.rateLimited, retryAfter: limit.retryAfterSeconds };
  let release = takePhotoPostSlot(ip);
  return release ? { ok: !0, release } : { ok: !1, status: 503, toast: withPhone(PHOTO_POSTS_BUSY, getBusiness()), retryAfter: PHOTO_POSTS.retryAfterSeconds };
}
function refusedUnread(refusal) {
  let { status, toast, retryAfter } = refusal, reply = { status: "error", error: { "": [toast.description] } };
  return json26(
    { ok: !1, status, toast, reply },
    { status, headers: { "Cache-Control": "private, no-store", "Retry-After": String(retryAfter) } }
  );
}
async function recordRequest(kind, confirmation, fields2, meta36, deps, photos = []) {
  let { name, email, phone: phone2, service, message } = confirmation, emergency = isEmergencyRequest(fields2), statusToken = emergency ? randomBytes10(24).toString("base64url") : null, statusUrl = statusToken ? new URL(statusPath(statusToken), deps.business.siteUrl).href : void 0, store = deps.photoStore, kept = store ? photos : [], links5 = store ? await photoLinks(kept, store) : [], validDays = OFFICE_LINK_SECONDS / 86400, mails = confirmationMails(kind, confirmation, deps.business, deps.officeEmail, { photos: { links: links5, validDays }, statusUrl }), alerts = emergency && deps.alerts ? await deps.alerts.targets() : [], lead = { kind, name, email, phone: phone2, service, message, fields: fields2, page: meta36.page, emergency, statusToken, attribution: meta36.attribution }, saved = await saveRetryingLostConnection(() => saveLeadWithMails(deps.db, lead, mails, Date.now(), alerts));
  if (!saved.created) {
    let token = emergency ? await statusTokenOfRepeat(deps.db, lead) : null;
    return { statusPath: token ? statusPath(token) : null, photosRefused: [] };
  }
  emergency && deps.alerts?.queued();
  let photosRefused;
  if (store) {
    let { stored, refused } = await storeLeadPhotos(saved.leadId, kept, { db: deps.db, ...store });
    if (refused.length > 0) {
      let officePhotos = { links: links5.filter((_, i) => stored.includes(kept[i])), validDays, unstored: refused.map((r) => r.name) };
      await rewriteQueuedMail(deps.db, saved.leadId, officeMail(kind, confirmation, deps.officeEmail, officePhotos));
    }
    photosRefused = refused;
  } else
    photosRefused = photos.map((p) => ({ name: p.name, reason: photoMessages.notStored }));
  return deps.mailQueued(), { statusPath: statusToken ? statusPath(statusToken) : null, photosRefused };
}
var isEmergencyRequest = (fields2) => fields2.type === "emergency" || fields2.service === "emergency" || fields2.serviceType === "emergency";
function saveFailed(what, error2, toast, reply, deps) {
  return log.error(`${what} failed`, errorFields(error2)), { ok: !1, status: 503, toast: withPhone(toast, deps.business), reply };
}
function fieldsOf(data) {
  let out = {};
  for (let [key, value] of Object.entries(data))
    key === HONEYPOT_FIELD || value === void 0 || value === null || value === "" || (out[key] = String(value));
  return out;
}

// app/lib/assistant/emergency-callback.server.ts
async function takeEmergencyCallback(callback, meta36, deps = formDeps()) {
  let phone2 = deps.business.phone, parsed = contactSchema("emergency").safeParse({
    type: "emergency",
    name: callback.name,
    phone: callback.phone,
    address: callback.address || void 0,
    description: callback.problem || void 0
  });
  if (!parsed.success || !parsed.data.address)
    return { reply: callbackMessages.invalid };
  if (!(await deps.rateLimit("contact", meta36.ip)).ok)
    return { reply: callbackMessages.rateLimited(phone2) };
  let v = parsed.data, confirmation = { name: v.name, phone: v.phone, service: callbackMessages.service, message: contactMessage({ ...v, type: "emergency" }) };
  try {
    let { statusPath: statusPath2 } = await recordRequest("contact", confirmation, { ...fieldsOf(v), source: "assistant" }, meta36, deps);
    if (!statusPath2)
      throw new Error("no status page for an emergency");
    let url = new URL(statusPath2, deps.business.siteUrl).href;
    return { reply: callbackMessages.done(v.name.split(" ")[0], callback.phone, url, phone2), statusPath: statusPath2 };
  } catch (error2) {
    return log.error("saving emergency call-back failed", { error: String(error2) }), { reply: callbackMessages.failed(phone2) };
  }
}

// app/lib/assistant/chat.server.ts
var CHAT_RATE_LIMIT = { name: "chat", limit: 20, windowMs: 5 * 6e4 };
async function handleChatMessage(message, history, ip, page = "/chat", deps) {
  if (typeof message != "string" || !message.trim())
    return { ok: !1, status: 400, error: "Please type a message." };
  if (!(await rateLimit(CHAT_RATE_LIMIT, ip)).ok)
    return { ok: !1, status: 429, error: RATE_LIMITED_MESSAGE };
  try {
    let { callback, callbackInvalid, ...answer } = await answerChat({ message, history });
    if (callbackInvalid)
      return { ok: !0, ...answer, reply: [answer.reply, callbackMessages.invalid].filter(Boolean).join(`

`) };
    if (!callback)
      return { ok: !0, ...answer };
    let taken = await takeEmergencyCallback(callback, { ip, page }, deps);
    return { ok: !0, ...answer, reply: [answer.reply, taken.reply].filter(Boolean).join(`

`), ...taken.statusPath ? { statusPath: taken.statusPath } : {} };
  } catch (error2) {
    return error2 instanceof AssistantError ? (log.warn("chat assistant failed", { error: error2.message }), { ok: !1, status: 502, error: error2.message }) : (log.error("chat failed", { error: error2 instanceof Error ? error2.stack ?? error2.message : String(error2) }), { ok: !1, status: 500, error: "Something went wrong on our side" });
  }
}

// app/routes/chat.reply.ts
async function action14({ request, context }) {
  if (request.method !== "POST")
    return json27({ error: "Method not allowed" }, { status: 405 });
  let body = await request.json().catch(() => null);
  if (!body)
    return json27({ error: "Expected a JSON body" }, { status: 400 });
  let outcome = await handleChatMessage(body.message, body.conversationHistory, clientIp(context), "/chat/reply"), headers2 = { "Cache-Control": "no-store" };
  return outcome.ok ? json27(
    {
      reply: outcome.reply,
      ...outcome.bookingData ? { bookingData: outcome.bookingData } : {},
      ...outcome.statusPath ? { statusPath: outcome.statusPath } : {}
    },
    { headers: headers2 }
  ) : json27({ error: outcome.error }, { status: outcome.status, headers: headers2 });
}
var loader29 = () => json27({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });

// app/routes/newsletter.tsx
var newsletter_exports = {};
__export(newsletter_exports, {
  action: () => action15,
  default: () => Newsletter,
  headers: () => formHeaders,
  meta: () => meta24
});
import { useActionData as useActionData9 } from "@remix-run/react";

// app/lib/platform/form-response.server.ts
init_messages();
init_reply();
import { json as json28 } from "@remix-run/node";

// app/lib/requests/visit-attribution.server.ts
init_sanitize();
import { createHmac as createHmac2 } from "node:crypto";
import { z as z15 } from "zod";
var VISIT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60, VISIT_LIMITS = { firstPage: 300, referrer: 200, utm: 100 };
var cleanText = (value, max) => sanitizeText(value).replace(/\s+/g, " ").trim().slice(0, max), cleanOrNull = (value, max) => {
  let cleaned = value == null ? "" : cleanText(value, max);
  return cleaned === "" ? null : cleaned;
}, cleanPath = (value) => {
  let path4 = value.replace(/[\s\u0000-\u001f\u007f-\u009f]/g, "").slice(0, VISIT_LIMITS.firstPage);
  return /^\/(?!\/)/.test(path4) ? path4 : "/";
}, cleanOrigin = (value) => {
  if (!value)
    return null;
  try {
    let url = new URL(value);
    return url.protocol !== "http:" && url.protocol !== "https:" ? null : url.origin.length <= VISIT_LIMITS.referrer ? url.origin : null;
  } catch {
    return null;
  }
}, text5 = (max) => z15.string().nullish().transform((value) => cleanOrNull(value, max)), visitSchema = z15.object({
  firstPage: z15.string().transform(cleanPath),
  referrer: z15.string().nullish().transform(cleanOrigin),
  utmSource: text5(VISIT_LIMITS.utm),
  utmMedium: text5(VISIT_LIMITS.utm),
  utmCampaign: text5(VISIT_LIMITS.utm),
  utmTerm: text5(VISIT_LIMITS.utm),
  utmContent: text5(VISIT_LIMITS.utm)
});
function cleanVisit(value) {
  let parsed = visitSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
var siteHost = (host) => host.toLowerCase().replace(/^www\./, "");
function attributionOf(visit) {
  if (!visit)
    return { source: "direct" };
  let referrerHost = visit.referrer ? siteHost(new URL(visit.referrer).host) : null;
  return { source: (visit.utmSource?.toLowerCase() ?? referrerHost ?? "direct").slice(0, VISIT_LIMITS.utm), ...visit };
}
function createVisitCookie(config) {
  let secret = createHmac2("sha256", config.SESSION_SECRET).update("visit-cookie").digest("hex");
  return siteCookie(config, VISIT_COOKIE, VISIT_MAX_AGE_SECONDS, [secret]);
}
function visitDeps() {
  return singleton("visit-cookie", () => {
    let config = getConfig();
    return { cookie: createVisitCookie(config), siteOrigin: new URL(config.SITE_URL).origin };
  });
}
async function readVisit(cookieHeader, deps = visitDeps()) {
  if (!cookieHeader)
    return null;
  try {
    return cleanVisit(await deps.cookie.parse(cookieHeader));
  } catch {
    return null;
  }
}
async function requestAttribution(request, deps) {
  let cookie = request.headers.get("Cookie");
  return attributionOf(cookie ? await readVisit(cookie, deps ?? visitDeps()) : null);
}

// app/lib/platform/form-response.server.ts
async function requestMeta(request, formData, context) {
  let claimed = formData.get("page"), page = (
    // eslint-disable-next-line no-control-regex -- a control character (NUL) is not part of a path and no database stores it
    typeof claimed == "string" && /^\/(?!\/)[^\s\\\u0000-\u001f\u007f]{0,199}$/.test(claimed) ? claimed : new URL(request.url).pathname
  );
  return { ip: clientIp(context), page, attribution: await requestAttribution(request) };
}
async function formResponse(outcome, formData, { redirectTo } = {}) {
  let wantsJson = formData.get(JSON_REPLY.name) === JSON_REPLY.value;
  if (outcome.ok && !wantsJson && redirectTo && !outcome.photosRefused?.length)
    return redirectWithToast(redirectTo, outcome.toast);
  let headers2 = new Headers({ "Cache-Control": "private, no-store" });
  return !outcome.ok && outcome.retryAfter && headers2.set("Retry-After", String(outcome.retryAfter)), json28(outcome, { status: outcome.ok ? 200 : outcome.status, headers: headers2 });
}
var formHeaders = ({ actionHeaders, loaderHeaders }) => {
  let headers2 = new Headers(), cache = actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  cache && headers2.set("Cache-Control", cache);
  let retry = actionHeaders.get("Retry-After");
  return retry && headers2.set("Retry-After", retry), headers2;
}, readForm = (request) => request.formData().catch(() => null);
function unreadableForm() {
  let toast = messages.unreadableForm;
  return json28(
    { ok: !1, status: 400, toast, reply: { status: "error", error: { "": [toast.description] } } },
    { status: 400, headers: { "Cache-Control": "private, no-store" } }
  );
}

// app/lib/requests/newsletter-signup.server.ts
init_messages();

// app/forms/newsletter.ts
init_fields();
init_messages();
init_newsletter_check();
import { z as z16 } from "zod";
var required = messages.newsletterEmailRequired.description, invalid = messages.newsletterInvalidEmail.description, newsletterSchema = z16.object({
  email: z16.string({ required_error: required }).trim().min(1, required).max(LIMITS.email, invalid).email(invalid).refine((v) => newsletterEmailProblem(v) === null, invalid).transform((v) => v.toLowerCase()),
  ...honeypot
});
function newsletterErrorToast(errors) {
  return errors?.email?.[0] === required ? messages.newsletterEmailRequired : messages.newsletterInvalidEmail;
}

// app/models/newsletter-subscribers.server.ts
import { sql as sql18 } from "drizzle-orm";
async function subscribeWithMails(db, input, mails, now = Date.now()) {
  let result = await db.execute(sql18`
    with lead as (${newLeadInsert(input, now)}),
    sub as (
      insert into newsletter_subscribers (email, page) select ${input.email}, ${input.page ?? null} from lead
      on conflict (email) do nothing returning id
    ),
    mail as (insert into email_outbox ("to", reply_to, subject, "text") select m."to", m.reply_to, m.subject, m."text" from sub, ${mailRowsSql(mails)})
    select (select count(*) from lead)::int as created, (select count(*) from sub)::int as subscribed`), [row] = rowsOf(result);
  return { created: Number(row?.created) > 0, subscribed: Number(row?.subscribed) > 0 };
}

// app/lib/requests/newsletter-signup.server.ts
async function submitNewsletter(formData, meta36, deps = formDeps()) {
  let submission = parseForm(formData, newsletterSchema);
  if (isSpam(formData))
    return { ok: !0, toast: messages.newsletterSuccess, reply: submission.reply({ resetForm: !0 }) };
  if (submission.status !== "success")
    return { ok: !1, status: 400, toast: newsletterErrorToast(submission.error ?? void 0), reply: submission.reply() };
  let limited = await overRateLimit("newsletter", meta36, submission, deps);
  if (limited)
    return limited;
  let { email } = submission.value;
  try {
    let lead = { kind: "newsletter", email, fields: { email }, page: meta36.page, attribution: meta36.attribution }, { subscribed } = await saveRetryingLostConnection(() => subscribeWithMails(deps.db, lead, [welcomeMail(email, deps.business)]));
    subscribed && deps.mailQueued();
  } catch (error2) {
    return saveFailed("newsletter signup", error2, messages.newsletterFailure, submission.reply(), deps);
  }
  return { ok: !0, toast: messages.newsletterSuccess, reply: submission.reply({ resetForm: !0 }) };
}

// app/routes/newsletter.tsx
import { jsx as jsx66, jsxs as jsxs49 } from "react/jsx-runtime";
var meta24 = ({ matches }) => [{ title: pageTitle("Newsletter", matches) }, { name: "robots", content: "noindex" }];
async function action15({ request, context }) {
  let formData = await request.formData(), meta36 = await requestMeta(request, formData, context), outcome = await submitNewsletter(formData, meta36);
  return formResponse(outcome, formData, { redirectTo: meta36.page === "/newsletter" ? "/" : meta36.page });
}
function Newsletter() {
  let result = useActionData9();
  return /* @__PURE__ */ jsxs49("section", { className: "container-page max-w-xl py-10", "aria-labelledby": "newsletter-title", children: [
    /* @__PURE__ */ jsx66("h1", { id: "newsletter-title", className: "text-3xl font-extrabold", children: "Get $25 off your first job" }),
    /* @__PURE__ */ jsx66("p", { className: "mb-6 mt-2 text-navy-800", children: "Seasonal safety tips and member offers. No spam." }),
    /* @__PURE__ */ jsx66(NewsletterForm, { idPrefix: "newsletter-page", result, dark: !1 })
  ] });
}

// app/routes/emergency.tsx
var emergency_exports = {};
__export(emergency_exports, {
  default: () => Emergency,
  meta: () => meta25
});
init_areas();
init_facts();
import { Fragment as Fragment18, jsx as jsx67, jsxs as jsxs50 } from "react/jsx-runtime";
var meta25 = ({ matches }) => seo(
  {
    title: `24/7 Emergency Electrician | ${EMERGENCY_ARRIVAL_MINUTES}-Minute Response`,
    description: `Power out, sparks or a burning smell? Licensed emergency electricians 24/7/365 across Northern Virginia, MD and DC, with a ${arrivalMinute} response in our core area.`,
    path: "/emergency"
  },
  matches
);
function Emergency() {
  return /* @__PURE__ */ jsxs50(Fragment18, { children: [
    /* @__PURE__ */ jsx67("section", { "aria-labelledby": "emergency-title", className: "bg-brand-700 text-white", children: /* @__PURE__ */ jsxs50("div", { className: "container-page py-12 sm:py-16", children: [
      /* @__PURE__ */ jsxs50("p", { className: "inline-block rounded-full bg-white px-3 py-1 text-sm font-bold uppercase tracking-wide text-brand-700", "data-testid": "emergency-alert", children: [
        /* @__PURE__ */ jsx67("span", { "aria-hidden": "true", children: "\u26A0 " }),
        "Electrical emergency? We answer 24/7, 365 days a year"
      ] }),
      /* @__PURE__ */ jsx67("h1", { id: "emergency-title", className: "mt-4 text-3xl font-extrabold sm:text-5xl", children: "24/7 Emergency Electrician" }),
      /* @__PURE__ */ jsxs50("p", { className: "mt-4 max-w-3xl text-lg", children: [
        "Licensed electricians on call every night, weekend and holiday. ",
        /* @__PURE__ */ jsx67("strong", { children: responsePromise }),
        "."
      ] }),
      /* @__PURE__ */ jsx67("div", { className: "mt-8", children: /* @__PURE__ */ jsx67(ContactActions, { book: !0, bookLabel: "Book Emergency Service", light: !0 }) })
    ] }) }),
    /* @__PURE__ */ jsx67(Section2, { id: "symptoms-title", title: "Signs You Need an Emergency Electrician", children: /* @__PURE__ */ jsx67("ul", { className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3", "data-testid": "symptoms", children: emergencySymptoms.map((symptom) => /* @__PURE__ */ jsxs50("li", { className: "rounded-2xl border-l-4 border-brand-600 bg-navy-50 p-5", children: [
      /* @__PURE__ */ jsx67("h3", { className: "font-bold", children: symptom.title }),
      /* @__PURE__ */ jsx67("p", { className: "mt-1 text-navy-700", children: symptom.description })
    ] }, symptom.title)) }) }),
    /* @__PURE__ */ jsx67(Section2, { id: "safety-title", title: "Stay Safe Until We Arrive", className: "bg-navy-50", children: /* @__PURE__ */ jsx67("ol", { className: "list-decimal space-y-2 pl-6 text-lg", "data-testid": "safety-tips", children: safetyTips.map((tip) => /* @__PURE__ */ jsx67("li", { children: tip }, tip)) }) }),
    /* @__PURE__ */ jsx67(Section2, { id: "cities-title", title: "Emergency Service Areas", intro: serviceRadius, children: /* @__PURE__ */ jsx67("ul", { className: "grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5", "data-testid": "emergency-cities", children: emergencyCities.map((city2) => /* @__PURE__ */ jsx67("li", { className: "rounded-lg bg-navy-50 px-3 py-2 font-semibold", children: city2 }, city2)) }) }),
    /* @__PURE__ */ jsx67(Section2, { id: "emergency-faq-title", title: "Emergency FAQs", className: "bg-navy-50", children: /* @__PURE__ */ jsx67(Accordion, { items: emergencyFaqs, className: "max-w-3xl" }) })
  ] });
}

// app/routes/estimate.tsx
var estimate_exports = {};
__export(estimate_exports, {
  action: () => action16,
  default: () => Estimate,
  headers: () => formHeaders,
  meta: () => meta26
});
init_EstimateForm();
import { useActionData as useActionData10, useLocation as useLocation6 } from "@remix-run/react";

// app/lib/requests/estimate-request.server.ts
init_estimate();
init_messages();
init_options();
async function submitEstimate(formData, meta36, deps = formDeps()) {
  let submission = parseForm(withoutPhotos(formData), estimateSchema);
  if (isSpam(formData))
    return { ok: !0, toast: messages.estimateSuccess, reply: submission.reply({ resetForm: !0 }) };
  if (submission.status !== "success")
    return { ok: !1, status: 400, toast: messages.invalidInformation, reply: submission.reply() };
  let limited = await overRateLimit("estimate", meta36, submission, deps);
  if (limited)
    return limited;
  let v = submission.value, service = labelOf(estimateServices, v.service) || DEFAULT_SERVICE.estimate, confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: estimateMessage(v) }, photos = await checkPhotos(photoFiles(formData)), recorded;
  try {
    recorded = await recordRequest("estimate", confirmation, fieldsOf(v), meta36, deps, photos.accepted);
  } catch (error2) {
    return saveFailed("saving estimate request", error2, messages.estimateFailure, submission.reply(), deps);
  }
  let photosRefused = [...photos.refused, ...recorded.photosRefused];
  return {
    ok: !0,
    toast: messages.estimateSuccess,
    reply: submission.reply({ resetForm: !0 }),
    statusPath: recorded.statusPath,
    ...photosRefused.length ? { photosRefused } : {}
  };
}

// app/routes/estimate.tsx
import { jsx as jsx68, jsxs as jsxs51 } from "react/jsx-runtime";
var meta26 = ({ matches }) => seo(
  {
    title: "Request a Free Estimate",
    description: "Tell us about your electrical project and get a free estimate from a veteran-owned, licensed electrician. We'll contact you within 24 hours.",
    path: "/estimate"
  },
  matches
);
async function action16({ request, context }) {
  let admission = await admitFormPost("estimate", request, clientIp(context));
  if (!admission.ok)
    return refusedUnread(admission);
  try {
    let formData = await readForm(request);
    if (!formData)
      return unreadableForm();
    let outcome = await submitEstimate(formData, await requestMeta(request, formData, context));
    return formResponse(outcome, formData, { redirectTo: outcome.ok && outcome.statusPath || "/estimate" });
  } finally {
    admission.release();
  }
}
function Estimate() {
  let result = useActionData10(), location = useLocation6();
  return /* @__PURE__ */ jsxs51("section", { className: "container-page max-w-2xl py-10", "aria-labelledby": "estimate-title", children: [
    /* @__PURE__ */ jsx68("h1", { id: "estimate-title", className: "text-3xl font-extrabold", children: "Request Free Estimate" }),
    /* @__PURE__ */ jsx68("p", { className: "mb-6 mt-2 text-navy-800", children: "Tell us about your project. We'll contact you within 24 hours to schedule your free estimate." }),
    /* @__PURE__ */ jsx68(EstimatePageForm, { result }, location.key)
  ] });
}

// app/routes/contact.tsx
var contact_exports = {};
__export(contact_exports, {
  action: () => action17,
  default: () => Contact,
  headers: () => formHeaders,
  loader: () => loader30,
  meta: () => meta27
});
import { json as json29 } from "@remix-run/node";
import { useActionData as useActionData11, useLoaderData as useLoaderData22, useLocation as useLocation7 } from "@remix-run/react";

// app/components/contact/ContactPage.tsx
init_use_business();
init_business();

// app/content/contact.ts
init_facts();
var contactIntro = {
  title: "Let's Get Started Today",
  subtitle: "Choose how you'd like to connect with us"
}, whyChoose = [
  "Veteran-owned and family-operated",
  "Licensed, bonded and insured in Virginia",
  "Upfront, written pricing before any work",
  "Lifetime workmanship guarantee",
  `${arrivalMinute} emergency arrival in our core area`,
  "Clean-home promise on every visit"
], discoveryCall = {
  title: "Schedule a Discovery Call",
  text: "Prefer to talk first? Schedule a convenient time for a discovery call to discuss your electrical needs.",
  /** docs/product.md §9: 800 px frame on the contact page (700 px in a contact section). */
  frameHeight: 800,
  durationMinutes: 30
}, emergencyCard = {
  title: "Electrical Emergency?",
  text: `Don't wait on a form. Call now and a licensed electrician is dispatched 24/7 \u2014 within ${arrivalMinutes} in our core area.`
};

// app/content/team.ts
init_catalogue();
var video = (key, caption, poster = "/illustrations/portrait.svg") => ({
  bucket: MEDIA_BUCKET,
  key,
  poster,
  caption
}), founder = {
  name: "James Carter",
  role: "Founder & Master Electrician, U.S. Air Force veteran",
  bio: "James learned the trade keeping flight-line power and aircraft hangars running during twelve years in the U.S. Air Force. After his service he earned his Virginia master electrician licence and started the company from his garage in Manassas with one van and a simple rule: show up when you say you will, tell people the price before you start, and do the work like your own family lives there. Twenty years and more than a thousand projects later, he still reviews every panel upgrade quote himself.",
  video: video("videos/founder-story.mp4", "James tells how the company started", "/illustrations/founder.svg")
}, team = [
  {
    name: "Maria Carter",
    role: "Office Manager",
    bio: "Maria answers most of the calls, books every visit and makes sure you know who is coming and when. She has run the office since day one.",
    video: video("videos/team-office-manager.mp4", "Maria on how we schedule your visit")
  },
  {
    name: "Derek Simmons",
    role: "Lead Electrician",
    bio: "A master electrician with 18 years in the field, Derek leads our panel upgrades and service changes and trains every new hire.",
    video: video("videos/team-lead-electrician.mp4", "Derek walks through a panel upgrade")
  },
  {
    name: "Andre Lewis",
    role: "Journeyman Electrician",
    bio: "Andre handles EV chargers, generator hookups and remodel wiring, and is the one you will most often see on emergency calls.",
    video: video("videos/team-journeyman.mp4", "Andre on a night emergency call")
  },
  {
    name: "Tyler Brooks",
    role: "Apprentice Electrician",
    bio: "Tyler is in his third year of apprenticeship, a Marine Corps veteran, and the reason our job sites are spotless when we leave.",
    video: video("videos/team-apprentice.mp4", "Tyler on learning the trade")
  },
  {
    name: "Rachel Nguyen",
    role: "Finance Team Member",
    bio: "Rachel prepares your written quote, explains the financing options for bigger projects and handles invoices and warranties.",
    video: video("videos/team-finance.mp4", "Rachel explains financing options")
  }
], values2 = [
  { title: "Integrity", description: "Upfront prices, honest advice and no upselling. If it does not need replacing, we tell you." },
  { title: "Excellence", description: "Code-perfect work, permits pulled and inspections passed the first time." },
  { title: "Service", description: "24/7, every day of the year, with a real person answering the phone." },
  { title: "Quality", description: "Name-brand materials and a lifetime workmanship guarantee on everything we install." }
], mission = "Our mission is to keep every family and business we serve safe and powered, with the discipline we learned in uniform and the care of a family business.", words = ({ role, bio, video: { caption } }) => ({ role, bio, caption }), en7 = {
  meta: {
    title: "About Us | Veteran-Owned, Family-Operated Electricians",
    description: (name) => `Meet the Air Force veteran and master electrician who founded ${name}, and the family-operated team behind 1000+ projects in Northern Virginia.`
  },
  title: (name) => `About ${name}`,
  subtitle: "Veteran-owned and family-operated. Licensed, bonded and insured electricians serving Northern Virginia, Maryland and Washington DC.",
  founderTitle: "Our Founder's Story",
  founder: words(founder),
  teamTitle: "Meet the Team",
  team: team.map(words),
  valuesTitle: "Our Values",
  values: values2,
  missionLabel: "Our mission",
  mission,
  founderCaption: (name) => `\u2014 ${name}, Founder`,
  cta: {
    title: "Ready to Work With Us?",
    intro: "Get an upfront price from a veteran-owned team that shows up on time.",
    book: "Book Your Free Estimate",
    newTab: " (opens in a new tab)",
    call: (phone2) => `Call ${phone2}`
  }
}, aboutText = catalogue(en7, {
  meta: {
    title: "Qui\xE9nes somos | Electricistas propiedad de un veterano, empresa familiar",
    description: (name) => `Conozca al veterano de la Fuerza A\xE9rea y maestro electricista que fund\xF3 ${name}, y al equipo familiar detr\xE1s de m\xE1s de 1000 proyectos en el norte de Virginia.`
  },
  title: (name) => `Conozca ${name}`,
  subtitle: "Propiedad de un veterano y empresa familiar. Electricistas con licencia, fianza y seguro en el norte de Virginia, Maryland y Washington DC.",
  founderTitle: "La historia de nuestro fundador",
  founder: {
    role: "Fundador y maestro electricista, veterano de la Fuerza A\xE9rea de EE. UU.",
    bio: "James aprendi\xF3 el oficio manteniendo la energ\xEDa de la l\xEDnea de vuelo y de los hangares durante doce a\xF1os en la Fuerza A\xE9rea de EE. UU. Despu\xE9s de su servicio obtuvo su licencia de maestro electricista en Virginia y fund\xF3 la compa\xF1\xEDa en su garaje de Manassas, con una camioneta y una regla sencilla: llegar cuando dice que va a llegar, decir el precio antes de empezar y hacer el trabajo como si su propia familia viviera all\xED. Veinte a\xF1os y m\xE1s de mil proyectos despu\xE9s, todav\xEDa revisa \xE9l mismo cada presupuesto de actualizaci\xF3n de panel.",
    caption: "James cuenta c\xF3mo empez\xF3 la compa\xF1\xEDa"
  },
  teamTitle: "Conozca al equipo",
  team: [
    {
      role: "Gerente de oficina",
      bio: "Maria contesta la mayor\xEDa de las llamadas, agenda cada visita y se asegura de que usted sepa qui\xE9n va a ir y cu\xE1ndo. Lleva la oficina desde el primer d\xEDa.",
      caption: "Maria explica c\xF3mo agendamos su visita"
    },
    {
      role: "Electricista principal",
      bio: "Maestro electricista con 18 a\xF1os de experiencia, Derek dirige nuestras actualizaciones de panel y cambios de servicio, y entrena a cada nuevo empleado.",
      caption: "Derek explica paso a paso una actualizaci\xF3n de panel"
    },
    {
      role: "Electricista oficial",
      bio: "Andre se encarga de los cargadores para veh\xEDculos el\xE9ctricos, las conexiones de generadores y el cableado de remodelaciones, y es a quien ver\xE1 m\xE1s seguido en las llamadas de emergencia.",
      caption: "Andre en una emergencia de noche"
    },
    {
      role: "Aprendiz de electricista",
      bio: "Tyler est\xE1 en su tercer a\xF1o de aprendizaje, es veterano del Cuerpo de Marines y es la raz\xF3n por la que dejamos cada obra impecable.",
      caption: "Tyler habla de c\xF3mo aprende el oficio"
    },
    {
      role: "Equipo de finanzas",
      bio: "Rachel prepara su presupuesto por escrito, le explica las opciones de financiamiento para proyectos grandes y se encarga de las facturas y garant\xEDas.",
      caption: "Rachel explica las opciones de financiamiento"
    }
  ],
  valuesTitle: "Nuestros valores",
  values: [
    { title: "Integridad", description: "Precios por adelantado, consejos honestos y sin ventas innecesarias. Si no hace falta reemplazarlo, se lo decimos." },
    { title: "Excelencia", description: "Trabajo seg\xFAn el c\xF3digo, permisos en regla e inspecciones aprobadas a la primera." },
    { title: "Servicio", description: "24/7, todos los d\xEDas del a\xF1o, con una persona real que contesta el tel\xE9fono." },
    { title: "Calidad", description: "Materiales de marcas reconocidas y garant\xEDa de por vida en la mano de obra de todo lo que instalamos." }
  ],
  missionLabel: "Nuestra misi\xF3n",
  mission: "Nuestra misi\xF3n es mantener seguros y con energ\xEDa a cada familia y negocio que atendemos, con la disciplina que aprendimos en uniforme y el cuidado de una empresa familiar.",
  founderCaption: (name) => `\u2014 ${name}, fundador`,
  cta: {
    title: "\xBFListo para trabajar con nosotros?",
    intro: "Reciba un precio por adelantado de un equipo propiedad de un veterano que llega a tiempo.",
    book: "Pida su presupuesto gratis",
    newTab: " (se abre en una pesta\xF1a nueva)",
    call: (phone2) => `Llame al ${phone2}`
  }
}), contactVideo = video(
  "videos/contact-welcome.mp4",
  "A quick hello from our office",
  "/illustrations/video-poster.svg"
);

// app/components/contact/SchedulingWidget.tsx
init_use_hydrated();
import { useRef as useRef10, useState as useState12 } from "react";
import { jsx as jsx69, jsxs as jsxs52 } from "react/jsx-runtime";
var WIDGET_SCRIPT = "https://assets.calendly.com/assets/external/widget.js";
function loadWidgetScript() {
  return window.Calendly ? Promise.resolve() : new Promise((resolve, reject) => {
    let script = document.createElement("script");
    script.src = WIDGET_SCRIPT, script.async = !0, script.onload = () => resolve(), script.onerror = () => reject(new Error("scheduling widget failed to load")), document.head.appendChild(script);
  });
}
function SchedulingWidget({ url, height }) {
  let hydrated = useHydrated(), [state3, setState] = useState12("idle"), frame = useRef10(null);
  return /* @__PURE__ */ jsxs52("div", { "data-testid": "scheduling-widget", "data-state": state3, children: [
    /* @__PURE__ */ jsx69(
      "div",
      {
        ref: frame,
        className: state3 === "ready" || state3 === "loading" ? "w-full min-w-[280px]" : "hidden",
        style: state3 === "ready" || state3 === "loading" ? { height } : void 0
      }
    ),
    hydrated && state3 !== "ready" ? /* @__PURE__ */ jsx69("button", { type: "button", className: "btn-primary", onClick: async () => {
      setState("loading");
      try {
        if (await loadWidgetScript(), !frame.current || !window.Calendly)
          throw new Error("scheduling widget unavailable");
        window.Calendly.initInlineWidget({ url, parentElement: frame.current }), setState("ready");
      } catch {
        setState("failed");
      }
    }, disabled: state3 === "loading", children: state3 === "loading" ? "Loading calendar\u2026" : "Show the Scheduling Calendar" }) : null,
    state3 === "failed" ? /* @__PURE__ */ jsx69("p", { className: "mt-2 text-sm text-brand-700", role: "status", children: "The calendar could not be loaded here. Use the link below instead." }) : null,
    /* @__PURE__ */ jsx69("p", { className: "mt-3", children: /* @__PURE__ */ jsxs52("a", { href: url, target: "_blank", rel: "noopener noreferrer", className: "font-semibold text-navy-800 underline", children: [
      "Open the scheduling page",
      /* @__PURE__ */ jsx69("span", { className: "sr-only", children: " (opens in a new tab)" })
    ] }) })
  ] });
}

// app/components/contact/ContactPage.tsx
import { Fragment as Fragment19, jsx as jsx70, jsxs as jsxs53 } from "react/jsx-runtime";
function ContactPage({ form, videoUrl }) {
  let business = useBusiness();
  return /* @__PURE__ */ jsxs53(Fragment19, { children: [
    /* @__PURE__ */ jsx70("header", { className: "bg-navy-800 text-white", children: /* @__PURE__ */ jsxs53("div", { className: "container-page py-12 text-center sm:py-16", children: [
      /* @__PURE__ */ jsx70("h1", { className: "text-3xl font-extrabold sm:text-5xl", children: contactIntro.title }),
      /* @__PURE__ */ jsx70("p", { className: "mt-4 text-lg text-navy-50", children: contactIntro.subtitle })
    ] }) }),
    /* @__PURE__ */ jsxs53("div", { className: "container-page grid gap-8 py-12 lg:grid-cols-5", children: [
      /* @__PURE__ */ jsx70("div", { className: "lg:col-span-3", "data-testid": "contact-form-slot", children: form }),
      /* @__PURE__ */ jsxs53("aside", { className: "space-y-6 lg:col-span-2", "aria-label": "Other ways to reach us", children: [
        /* @__PURE__ */ jsxs53("section", { "aria-labelledby": "contact-info-title", className: "rounded-2xl border border-navy-100 p-6 shadow-sm", "data-testid": "contact-info", children: [
          /* @__PURE__ */ jsx70("h2", { id: "contact-info-title", className: "text-xl font-bold", children: "Contact Information" }),
          /* @__PURE__ */ jsxs53("dl", { className: "mt-4 space-y-3", children: [
            /* @__PURE__ */ jsxs53("div", { children: [
              /* @__PURE__ */ jsx70("dt", { className: "text-sm font-semibold text-navy-700", children: "Phone" }),
              /* @__PURE__ */ jsx70("dd", { children: /* @__PURE__ */ jsx70("a", { href: telHref(business.phone), className: "font-bold underline", children: business.phone }) })
            ] }),
            /* @__PURE__ */ jsxs53("div", { children: [
              /* @__PURE__ */ jsx70("dt", { className: "text-sm font-semibold text-navy-700", children: "Text the office" }),
              /* @__PURE__ */ jsx70("dd", { children: /* @__PURE__ */ jsx70("a", { href: smsHref(business.textPhone), className: "font-bold underline", children: business.textPhone }) })
            ] }),
            /* @__PURE__ */ jsxs53("div", { children: [
              /* @__PURE__ */ jsx70("dt", { className: "text-sm font-semibold text-navy-700", children: "Email" }),
              /* @__PURE__ */ jsx70("dd", { children: /* @__PURE__ */ jsx70("a", { href: `mailto:${business.email}`, className: "font-bold underline", children: business.email }) })
            ] }),
            /* @__PURE__ */ jsxs53("div", { children: [
              /* @__PURE__ */ jsx70("dt", { className: "text-sm font-semibold text-navy-700", children: "Hours" }),
              /* @__PURE__ */ jsxs53("dd", { children: [
                /* @__PURE__ */ jsx70("span", { className: "block font-bold", children: business.hours }),
                /* @__PURE__ */ jsx70("span", { className: "block", children: business.holidays })
              ] })
            ] }),
            /* @__PURE__ */ jsxs53("div", { children: [
              /* @__PURE__ */ jsx70("dt", { className: "text-sm font-semibold text-navy-700", children: "Service area" }),
              /* @__PURE__ */ jsx70("dd", { className: "font-bold", children: business.serviceArea })
            ] })
          ] })
        ] }),
        /* @__PURE__ */ jsxs53("section", { "aria-labelledby": "why-choose-title", className: "rounded-2xl bg-navy-50 p-6", children: [
          /* @__PURE__ */ jsxs53("h2", { id: "why-choose-title", className: "text-xl font-bold", children: [
            "Why Choose ",
            business.name,
            "?"
          ] }),
          /* @__PURE__ */ jsx70(CheckList, { items: whyChoose, className: "mt-4" }),
          /* @__PURE__ */ jsx70(EstimateLink, { className: "btn-primary mt-6 w-full", children: "Get Your Free Estimate" })
        ] }),
        /* @__PURE__ */ jsxs53("section", { "aria-labelledby": "emergency-card-title", className: "rounded-2xl bg-brand-700 p-6 text-white", "data-testid": "emergency-card", children: [
          /* @__PURE__ */ jsx70("h2", { id: "emergency-card-title", className: "text-xl font-bold", children: emergencyCard.title }),
          /* @__PURE__ */ jsx70("p", { className: "mt-2", children: emergencyCard.text }),
          /* @__PURE__ */ jsxs53("a", { href: telHref(business.phone), className: "btn-volt mt-4 w-full", children: [
            "Call ",
            business.phone,
            " Now"
          ] })
        ] })
      ] })
    ] }),
    /* @__PURE__ */ jsxs53("div", { className: "container-page grid gap-8 pb-14 lg:grid-cols-2", children: [
      /* @__PURE__ */ jsxs53("section", { "aria-labelledby": "contact-video-title", children: [
        /* @__PURE__ */ jsx70("h2", { id: "contact-video-title", className: "mb-4 text-xl font-bold", children: "Meet Our Office" }),
        /* @__PURE__ */ jsx70(VideoOrPoster, { video: contactVideo, url: videoUrl })
      ] }),
      /* @__PURE__ */ jsxs53("section", { "aria-labelledby": "discovery-title", className: "rounded-2xl border border-navy-100 p-6 shadow-sm", "data-testid": "discovery-call", children: [
        /* @__PURE__ */ jsx70("h2", { id: "discovery-title", className: "text-xl font-bold", children: discoveryCall.title }),
        /* @__PURE__ */ jsx70("p", { className: "mb-4 mt-2 text-navy-800", children: discoveryCall.text }),
        /* @__PURE__ */ jsx70(SchedulingWidget, { url: business.schedulingUrl, height: discoveryCall.frameHeight })
      ] })
    ] })
  ] });
}

// app/lib/requests/contact-request.server.ts
init_contact();
init_messages();
init_options();
var requestedContactType = (request) => toContactType(new URL(request.url).searchParams.get("type"));
async function submitContact(formData, meta36, deps = formDeps()) {
  let type = toContactType(formData.get("type")), submission = parseForm(withoutPhotos(formData), contactSchema(type));
  if (isSpam(formData))
    return { ok: !0, toast: contactSuccessToast(type), reply: submission.reply({ resetForm: !0 }), type };
  if (submission.status !== "success")
    return { ok: !1, status: 400, toast: contactErrorToast(submission.error ?? void 0), reply: submission.reply(), type };
  let limited = await overRateLimit("contact", meta36, submission, deps);
  if (limited)
    return { ...limited, type };
  let v = submission.value, service = v.serviceType ? labelOf(contactServiceTypes, v.serviceType) : DEFAULT_SERVICE.contact, confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: contactMessage({ ...v, type }) }, photos = await checkPhotos(photoFiles(formData)), recorded;
  try {
    recorded = await recordRequest("contact", confirmation, fieldsOf(v), meta36, deps, photos.accepted);
  } catch (error2) {
    return { ...saveFailed("saving contact request", error2, messages.contactFailure, submission.reply(), deps), type };
  }
  let photosRefused = [...photos.refused, ...recorded.photosRefused];
  return {
    ok: !0,
    toast: contactSuccessToast(type),
    reply: submission.reply({ resetForm: !0 }),
    type,
    statusPath: recorded.statusPath,
    ...photosRefused.length ? { photosRefused } : {}
  };
}

// app/lib/gallery/media.server.ts
var LISTING_CACHE = { ttlMs: 6e4, errorTtlMs: 1e4 }, listing = () => singleton(
  "media-listings",
  () => cachedByKey(async (bucket) => new Set((await getStorage().list(bucket)).map((file) => file.name)), {
    name: "bucket listing",
    ...LISTING_CACHE
  })
);
async function availableVideos(videos) {
  let urls = {};
  try {
    let storage2 = getStorage(), buckets = [...new Set(videos.map((v) => v.bucket))];
    for (let bucket of buckets) {
      let present = await listing()(bucket);
      for (let video2 of videos)
        video2.bucket === bucket && present.has(video2.key) && (urls[video2.key] = storage2.publicUrl(bucket, video2.key));
    }
  } catch (error2) {
    log.warn("videos unavailable, showing posters", { error: String(error2) });
  }
  return urls;
}

// app/components/ui/deferred.tsx
import { useFetchers, useNavigation as useNavigation2 } from "@remix-run/react";
import { lazy as lazy2, Suspense as Suspense2, useEffect as useEffect12, useRef as useRef11 } from "react";
import { jsx as jsx71, jsxs as jsxs54 } from "react/jsx-runtime";
function Live({ box }) {
  return useEffect12(() => {
    box.current && (box.current.dataset.deferred = "live");
  }, [box]), null;
}
var FIRST_USE = ["pointerover", "touchstart", "focusin", "input"];
function deferUntilUsed(load, className) {
  return deferred(load, FIRST_USE, className);
}
function keepServedHtml(load, className) {
  return deferred(load, [], className);
}
function deferred(load, triggers, className) {
  let start = () => {
  }, started = typeof document > "u" ? Promise.resolve() : new Promise((resolve) => start = resolve), Lazy = lazy2(() => started.then(load).then((component) => ({ default: component })));
  function Deferred(props) {
    let box = useRef11(null), navigation2 = useNavigation2(), fetchers = useFetchers();
    return (navigation2.state !== "idle" || fetchers.length > 0) && start(), useEffect12(() => {
      let element = box.current;
      if (!element?.firstChild || triggers.length && element.matches(":hover, :focus-within"))
        return start();
      let begin = (event) => {
        event.target instanceof Node && element.contains(event.target) && start();
      };
      for (let type of triggers)
        window.addEventListener(type, begin, { capture: !0, passive: !0 });
      return () => {
        for (let type of triggers)
          window.removeEventListener(type, begin, { capture: !0 });
      };
    }, []), /* @__PURE__ */ jsx71("div", { ref: box, className, "data-deferred": "", children: /* @__PURE__ */ jsxs54(Suspense2, { fallback: null, children: [
      /* @__PURE__ */ jsx71(Lazy, { ...props }),
      /* @__PURE__ */ jsx71(Live, { box })
    ] }) });
  }
  return Deferred;
}

// app/routes/contact.tsx
import { jsx as jsx73 } from "react/jsx-runtime";
var ContactForm2 = deferUntilUsed(() => Promise.resolve().then(() => (init_ContactForm(), ContactForm_exports)).then((m) => m.ContactForm)), meta27 = ({ matches }) => seo(
  {
    title: "Contact Us | 24/7 Emergency Help & Free Estimates",
    description: "Call, text or send a request: emergency electrical help around the clock, or a free estimate from a veteran-owned, licensed electrician in Northern Virginia.",
    path: "/contact"
  },
  matches
);
async function loader30({ request }) {
  let type = requestedContactType(request), videos = await availableVideos([contactVideo]);
  return json29({ type, videoUrl: videos[contactVideo.key] });
}
async function action17({ request, context }) {
  let admission = await admitFormPost("contact", request, clientIp(context));
  if (!admission.ok)
    return refusedUnread(admission);
  try {
    let formData = await readForm(request);
    if (!formData)
      return unreadableForm();
    let outcome = await submitContact(formData, await requestMeta(request, formData, context));
    return formResponse(outcome, formData, { redirectTo: outcome.ok && outcome.statusPath || `/contact?type=${outcome.type ?? "estimate"}` });
  } finally {
    admission.release();
  }
}
function Contact() {
  let { type, videoUrl } = useLoaderData22(), result = useActionData11(), location = useLocation7();
  return /* @__PURE__ */ jsx73(ContactPage, { videoUrl, form: /* @__PURE__ */ jsx73(ContactForm2, { initialType: type, result }, location.key) });
}

// app/routes/gallery.tsx
var gallery_exports = {};
__export(gallery_exports, {
  GALLERY_INTERVAL: () => GALLERY_INTERVAL,
  default: () => Gallery,
  loader: () => loader31,
  meta: () => meta28
});
init_use_lang();
import { json as json30 } from "@remix-run/node";
import { useLoaderData as useLoaderData23 } from "@remix-run/react";
import { useState as useState15 } from "react";

// app/components/pages/FilterChips.tsx
import { Link as Link20 } from "@remix-run/react";
import { jsx as jsx74 } from "react/jsx-runtime";
function FilterChips({
  filters,
  selected,
  onSelect,
  anchor,
  label
}) {
  return /* @__PURE__ */ jsx74("ul", { className: "flex flex-wrap gap-2", "aria-label": label, "data-testid": "filter-chips", children: filters.map((filter) => {
    let active = filter.value === selected, href = `${filter.value === "all" ? "?" : `?category=${filter.value}`}#${anchor}`;
    return /* @__PURE__ */ jsx74("li", { children: /* @__PURE__ */ jsx74(
      Link20,
      {
        to: href,
        preventScrollReset: !0,
        "aria-current": active ? "true" : void 0,
        className: `btn min-h-[44px] rounded-full border-2 px-4 text-sm ${active ? "border-navy-800 bg-navy-800 text-white" : "border-navy-100 bg-white text-navy-900 hover:border-navy-800"}`,
        onClick: (event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
            return;
          event.preventDefault(), onSelect(filter.value);
          let url = new URL(window.location.href);
          filter.value === "all" ? url.searchParams.delete("category") : url.searchParams.set("category", filter.value), window.history.replaceState(window.history.state, "", url);
        },
        children: filter.label
      }
    ) }, filter.value);
  }) });
}

// app/components/ui/Carousel.tsx
init_use_hydrated();
import { useEffect as useEffect13, useRef as useRef12, useState as useState14 } from "react";
init_use_lang();
import { jsx as jsx75, jsxs as jsxs56 } from "react/jsx-runtime";
var CAROUSEL_INTERVAL = 4e3;
function wrapIndex(index2, count3) {
  return count3 <= 0 ? 0 : (index2 % count3 + count3) % count3;
}
function positionCount(count3, perView) {
  return Math.max(1, count3 - Math.max(1, perView) + 1);
}
function useMediaQuery(query) {
  let [matches, setMatches] = useState14(!1);
  return useEffect13(() => {
    let list = window.matchMedia(query), update = () => setMatches(list.matches);
    return update(), list.addEventListener("change", update), () => list.removeEventListener("change", update);
  }, [query]), matches;
}
function Carousel({
  label,
  slides,
  interval = CAROUSEL_INTERVAL,
  slideClassName = "w-full",
  perViewMd = 1,
  perViewLg = 1,
  dots = !0,
  testId
}) {
  let text6 = useText(uiText).carousel, hydrated = useHydrated(), [index2, setIndex] = useState14(0), [paused, setPaused] = useState14(!1), [hovered, setHovered] = useState14(!1), [focused, setFocused] = useState14(!1), reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)"), md = useMediaQuery("(min-width: 768px)"), lg = useMediaQuery("(min-width: 1024px)"), root = useRef12(null);
  useEffect13(() => {
    let el = root.current;
    if (!el)
      return;
    let enter = () => setHovered(!0), leave = () => setHovered(!1), focusIn = () => setFocused(!0), focusOut = (event) => {
      el.contains(event.relatedTarget) || setFocused(!1);
    };
    return el.addEventListener("mouseenter", enter), el.addEventListener("mouseleave", leave), el.addEventListener("focusin", focusIn), el.addEventListener("focusout", focusOut), () => {
      el.removeEventListener("mouseenter", enter), el.removeEventListener("mouseleave", leave), el.removeEventListener("focusin", focusIn), el.removeEventListener("focusout", focusOut);
    };
  }, []);
  let perView = lg ? perViewLg : md ? perViewMd : 1, positions = positionCount(slides.length, perView), current = Math.min(index2, positions - 1), autoplaying = hydrated && !paused && !hovered && !focused && !reducedMotion && positions > 1;
  useEffect13(() => {
    if (!autoplaying)
      return;
    let timer = window.setInterval(() => setIndex((i) => wrapIndex(Math.min(i, positions - 1) + 1, positions)), interval);
    return () => window.clearInterval(timer);
  }, [autoplaying, interval, positions]);
  let go = (to) => setIndex(wrapIndex(to, positions));
  return /* @__PURE__ */ jsx75(
    "section",
    {
      "aria-roledescription": "carousel",
      "aria-label": label,
      "data-testid": testId,
      "data-index": current,
      "data-autoplay": autoplaying,
      ref: root,
      className: "relative",
      children: /* @__PURE__ */ jsxs56("div", { children: [
        hydrated ? /* @__PURE__ */ jsxs56("div", { className: "mb-4 flex flex-wrap items-center justify-end gap-2", children: [
          /* @__PURE__ */ jsx75(
            "button",
            {
              type: "button",
              className: "btn-outline px-3 text-sm",
              onClick: () => setPaused((p) => !p),
              "data-testid": "carousel-pause",
              children: paused ? text6.play : text6.pause
            }
          ),
          /* @__PURE__ */ jsx75("button", { type: "button", className: "btn-outline px-3", "aria-label": text6.previous, onClick: () => go(current - 1), children: /* @__PURE__ */ jsx75("span", { "aria-hidden": "true", children: "\u2190" }) }),
          /* @__PURE__ */ jsx75("button", { type: "button", className: "btn-outline px-3", "aria-label": text6.next, onClick: () => go(current + 1), children: /* @__PURE__ */ jsx75("span", { "aria-hidden": "true", children: "\u2192" }) })
        ] }) : null,
        /* @__PURE__ */ jsx75(
          "div",
          {
            className: hydrated ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto pb-2",
            tabIndex: hydrated ? void 0 : 0,
            "aria-live": autoplaying ? "off" : "polite",
            children: /* @__PURE__ */ jsx75(
              "div",
              {
                className: "flex transition-transform duration-500 ease-out motion-reduce:transition-none",
                style: hydrated ? { transform: `translateX(-${current * 100 / perView}%)` } : void 0,
                children: slides.map((slide, i) => {
                  let visible = !hydrated || i >= current && i < current + perView;
                  return /* @__PURE__ */ jsx75(
                    "div",
                    {
                      role: "group",
                      "aria-roledescription": "slide",
                      "aria-label": text6.slide(i + 1, slides.length),
                      className: `shrink-0 snap-start px-2 ${slideClassName}`,
                      "data-visible": visible,
                      ...visible ? {} : { inert: "", "aria-hidden": !0 },
                      children: slide.content
                    },
                    slide.key
                  );
                })
              }
            )
          }
        ),
        hydrated && dots && positions > 1 ? /* @__PURE__ */ jsx75("div", { className: "mt-4 flex justify-center gap-1", "data-testid": "carousel-dots", children: Array.from({ length: positions }, (_, i) => /* @__PURE__ */ jsx75(
          "button",
          {
            type: "button",
            "aria-label": text6.goTo(i + 1),
            "aria-current": i === current ? "true" : void 0,
            onClick: () => go(i),
            className: "flex h-11 w-11 items-center justify-center",
            children: /* @__PURE__ */ jsx75(
              "span",
              {
                "aria-hidden": "true",
                className: `block h-3 w-3 rounded-full border-2 border-navy-800 ${i === current ? "bg-navy-800" : "bg-white"}`
              }
            )
          },
          i
        )) }) : null
      ] })
    }
  );
}

// app/routes/gallery.tsx
init_use_hydrated();

// app/content/gallery.ts
init_catalogue();
var ILLUSTRATION_SIZE = { width: 600, height: 400 }, homeGalleryFilters = [
  { value: "all", label: "All" },
  { value: "before-after", label: "Before & After" },
  { value: "panels", label: "Panels" },
  { value: "lighting", label: "Lighting" },
  { value: "ev-chargers", label: "EV Chargers" },
  { value: "commercial", label: "Commercial" }
], homeImages = {
  panels: "/illustrations/gallery-panel.svg",
  lighting: "/illustrations/gallery-lighting.svg",
  "ev-chargers": "/illustrations/gallery-ev-charger.svg",
  commercial: "/illustrations/gallery-commercial.svg",
  "before-after": "/illustrations/gallery-before-after.svg"
}, home = (item2) => ({ ...item2, image: homeImages[item2.category] }), homeGalleryItems = [
  home({
    id: "home-1",
    category: "panels",
    title: "200A Panel Upgrade",
    location: "Manassas, VA",
    description: "Recalled Federal Pacific panel replaced with a 40-space 200A panel and new grounding."
  }),
  home({
    id: "home-2",
    category: "before-after",
    title: "Panel Clean-Up: Before & After",
    location: "Woodbridge, VA",
    description: "A tangle of double-tapped breakers re-landed, labelled and brought up to code."
  }),
  home({
    id: "home-3",
    category: "lighting",
    title: "Kitchen Recessed Lighting",
    location: "Centreville, VA",
    description: "Twelve 6-inch LED wafers on two dimmer zones plus under-cabinet strips."
  }),
  home({
    id: "home-4",
    category: "ev-chargers",
    title: "Tesla Wall Connector",
    location: "Gainesville, VA",
    description: "60A circuit run from the basement panel to the garage, charger installed in 3 hours."
  }),
  home({
    id: "home-5",
    category: "commercial",
    title: "Retail LED Retrofit",
    location: "Fairfax, VA",
    description: "Forty troffers converted to LED panels overnight, cutting the store's lighting load by half."
  }),
  home({
    id: "home-6",
    category: "panels",
    title: "Sub-Panel for Basement Suite",
    location: "Springfield, VA",
    description: "100A sub-panel feeding a finished basement apartment with its own kitchen circuits."
  }),
  home({
    id: "home-7",
    category: "before-after",
    title: "Outdoor Meter Base: Before & After",
    location: "Alexandria, VA",
    description: "Storm-damaged meter base and mast replaced and reconnected by the utility the same day."
  }),
  home({
    id: "home-8",
    category: "lighting",
    title: "Landscape & Path Lighting",
    location: "Manassas Park, VA",
    description: "Low-voltage path and uplighting on a photocell timer around a new patio."
  }),
  home({
    id: "home-9",
    category: "ev-chargers",
    title: "Dual EV Charging in a Shared Garage",
    location: "Arlington, VA",
    description: "Two Level 2 chargers sharing one circuit with load management, no service upgrade needed."
  })
], galleryPageFilters = [
  { value: "all", label: "All" },
  { value: "panel-upgrades", label: "Panel Upgrades" },
  { value: "lighting", label: "Lighting" },
  { value: "ev-chargers", label: "EV Chargers" },
  { value: "ceiling-fans", label: "Ceiling Fans" }
], pageImages = {
  "panel-upgrades": "/illustrations/gallery-panel.svg",
  lighting: "/illustrations/gallery-lighting.svg",
  "ev-chargers": "/illustrations/gallery-ev-charger.svg",
  "ceiling-fans": "/illustrations/gallery-ceiling-fan.svg"
}, item = (id, category, title, location, description) => ({
  id: `builtin-${id}`,
  title,
  description,
  location,
  category,
  imageUrl: pageImages[category],
  ...ILLUSTRATION_SIZE
}), galleryPageItems = [
  item(1, "panel-upgrades", "200A Service Upgrade", "Manassas, VA", "Old 100A fuse-era service replaced with a 200A panel, new meter base and ground rods."),
  item(2, "lighting", "Open-Plan Recessed Lighting", "Centreville, VA", "Sixteen slim LED downlights laid out on a grid, on three dimmable zones."),
  item(3, "ev-chargers", "Garage Level 2 Charger", "Gainesville, VA", "48A charger on a 60A circuit with a load check that showed no panel upgrade was needed."),
  item(4, "ceiling-fans", "Vaulted Great-Room Fan", "Haymarket, VA", "60-inch fan on a downrod and a fan-rated brace box in a 16-foot vaulted ceiling."),
  item(5, "panel-upgrades", "Recalled Zinsco Panel Replaced", "Woodbridge, VA", "A Zinsco panel with scorched bus bars swapped for a modern panel with AFCI breakers."),
  item(6, "lighting", "Under-Cabinet Task Lighting", "Bristow, VA", "Hard-wired LED strips under every cabinet, switched from a single smart dimmer."),
  item(7, "ev-chargers", "Driveway Pedestal Charger", "Fairfax, VA", "Trenched conduit to a weatherproof pedestal charger for a home without a garage."),
  item(8, "ceiling-fans", "Bedroom Fan with Light Kit", "Burke, VA", "New fan where a pull-chain fixture was, with separate wall controls for fan and light."),
  item(9, "panel-upgrades", "Generator-Ready Panel", "Nokesville, VA", "New 200A panel with an interlock kit and inlet box for a portable generator."),
  item(10, "lighting", "Front Porch & Soffit Lights", "Springfield, VA", "Soffit pot lights and coach lanterns on a dusk-to-dawn photocell."),
  item(11, "ev-chargers", "Two-Car Charging Setup", "Ashburn, VA", "Two chargers with power sharing on one 60A circuit for a two-EV household."),
  item(12, "ceiling-fans", "Covered Patio Fans", "Lorton, VA", "Pair of damp-rated patio fans on a new GFCI-protected circuit."),
  item(13, "panel-upgrades", "Condo Panel Replacement", "Alexandria, VA", "Tight-space condo panel replaced and re-labelled, with the HOA paperwork handled."),
  item(14, "lighting", "Bathroom Vanity Lighting", "Annandale, VA", "Vanity bar and a wet-rated shower light replacing a single builder-grade fixture."),
  item(15, "ev-chargers", "Townhouse EV Charger", "Manassas Park, VA", "Charger mounted by the parking pad with conduit run along the foundation."),
  item(16, "ceiling-fans", "Nursery Fan Swap", "Chantilly, VA", "Quiet DC-motor fan with a remote, replacing a wobbling old unit."),
  item(17, "panel-upgrades", "Meter Base & Mast Repair", "Dumfries, VA", "Storm-bent service mast straightened and meter base replaced before the utility reconnect."),
  item(18, "lighting", "Landscape Uplighting", "Leesburg, VA", "Low-voltage uplights on the oaks and path lights along the front walk."),
  item(19, "ev-chargers", "Small Business Charging", "Herndon, VA", "Two networked chargers for an office parking lot, with a new 208V feeder."),
  item(20, "ceiling-fans", "Kitchen Fan & Dimmer", "Reston, VA", "Flush-mount fan for a low kitchen ceiling with a fan-speed and light dimmer combo.")
], itemText = (items) => Object.fromEntries(items.map(({ id, title, description }) => [id, { title, description }])), en8 = {
  categories: Object.fromEntries([...homeGalleryFilters, ...galleryPageFilters].map((f) => [f.value, f.label])),
  /** The built-in items' words by id; the admin's uploads are shown as the office wrote them (decision 0162). */
  items: itemText([...homeGalleryItems, ...galleryPageItems]),
  page: {
    metaTitle: "Pictures of Our Work | Project Gallery",
    metaDescription: "Panel upgrades, lighting, EV chargers and ceiling fans we installed in Manassas, Fairfax, Woodbridge and across Northern Virginia.",
    title: "Pictures of Our Work",
    subtitle: "Real jobs from homes and businesses across Northern Virginia.",
    backToAll: "Back to all projects",
    projects: "Projects",
    filter: "Filter by category",
    count: (n) => `${n} ${n === 1 ? "project" : "projects"}`,
    carousel: "Project pictures",
    details: (title) => `View details: ${title}`
  }
}, galleryText = catalogue(en8, {
  categories: {
    all: "Todos",
    "before-after": "Antes y despu\xE9s",
    panels: "Paneles",
    lighting: "Iluminaci\xF3n",
    "ev-chargers": "Cargadores para veh\xEDculos el\xE9ctricos",
    commercial: "Comercial",
    "panel-upgrades": "Actualizaci\xF3n de paneles",
    "ceiling-fans": "Ventiladores de techo"
  },
  items: {
    "home-1": { title: "Actualizaci\xF3n a panel de 200A", description: "Panel Federal Pacific retirado del mercado, cambiado por un panel de 200A con 40 espacios y nueva puesta a tierra." },
    "home-2": { title: "Panel ordenado: antes y despu\xE9s", description: "Un enredo de breakers con doble conexi\xF3n, reconectados, rotulados y puestos al d\xEDa con el c\xF3digo." },
    "home-3": { title: "Luces empotradas en la cocina", description: "Doce luces LED planas de 6 pulgadas en dos zonas con dimmer, m\xE1s tiras bajo los gabinetes." },
    "home-4": { title: "Cargador Tesla Wall Connector", description: "Circuito de 60A desde el panel del s\xF3tano hasta el garaje; cargador instalado en 3 horas." },
    "home-5": { title: "Cambio a LED en una tienda", description: "Cuarenta l\xE1mparas de techo cambiadas a paneles LED en una noche, con la mitad del consumo de luz de la tienda." },
    "home-6": { title: "Subpanel para un apartamento en el s\xF3tano", description: "Subpanel de 100A para un apartamento terminado en el s\xF3tano, con sus propios circuitos de cocina." },
    "home-7": { title: "Base del medidor exterior: antes y despu\xE9s", description: "Base del medidor y m\xE1stil da\xF1ados por una tormenta, reemplazados y reconectados por la compa\xF1\xEDa el\xE9ctrica el mismo d\xEDa." },
    "home-8": { title: "Iluminaci\xF3n de jard\xEDn y caminos", description: "Luces de bajo voltaje para caminos y \xE1rboles, con fotocelda y temporizador, alrededor de un patio nuevo." },
    "home-9": { title: "Dos cargadores en un garaje compartido", description: "Dos cargadores de nivel 2 en un solo circuito con control de carga, sin necesidad de ampliar el servicio." },
    "builtin-1": { title: "Actualizaci\xF3n del servicio a 200A", description: "Servicio viejo de 100A con fusibles cambiado por un panel de 200A, base de medidor nueva y varillas de tierra." },
    "builtin-2": { title: "Luces empotradas en un espacio abierto", description: "Diecis\xE9is luces LED delgadas en cuadr\xEDcula, en tres zonas con dimmer." },
    "builtin-3": { title: "Cargador de nivel 2 en el garaje", description: "Cargador de 48A en un circuito de 60A, con un c\xE1lculo de carga que mostr\xF3 que no hac\xEDa falta cambiar el panel." },
    "builtin-4": { title: "Ventilador en una sala de techo alto", description: "Ventilador de 60 pulgadas con barra de extensi\xF3n y caja reforzada para ventilador en un techo inclinado de 16 pies." },
    "builtin-5": { title: "Panel Zinsco retirado del mercado, reemplazado", description: "Un panel Zinsco con barras quemadas, cambiado por un panel moderno con breakers AFCI." },
    "builtin-6": { title: "Luces de trabajo bajo los gabinetes", description: "Tiras LED cableadas bajo cada gabinete, controladas con un solo dimmer inteligente." },
    "builtin-7": { title: "Cargador de pedestal en la entrada", description: "Tuber\xEDa enterrada hasta un cargador de pedestal resistente a la intemperie, para una casa sin garaje." },
    "builtin-8": { title: "Ventilador con luz en un dormitorio", description: "Ventilador nuevo donde hab\xEDa una l\xE1mpara de cadena, con controles de pared separados para el ventilador y la luz." },
    "builtin-9": { title: "Panel listo para generador", description: "Panel nuevo de 200A con kit de enclavamiento y caja de entrada para un generador port\xE1til." },
    "builtin-10": { title: "Luces del porche y del alero", description: "Luces empotradas en el alero y faroles junto a la puerta, con fotocelda del anochecer al amanecer." },
    "builtin-11": { title: "Carga para dos autos", description: "Dos cargadores que comparten potencia en un circuito de 60A, para una familia con dos veh\xEDculos el\xE9ctricos." },
    "builtin-12": { title: "Ventiladores para un patio techado", description: "Dos ventiladores aptos para exteriores h\xFAmedos en un circuito nuevo con protecci\xF3n GFCI." },
    "builtin-13": { title: "Cambio de panel en un condominio", description: "Panel de condominio en un espacio estrecho, reemplazado y rotulado de nuevo, con los tr\xE1mites de la HOA resueltos." },
    "builtin-14": { title: "Luces del tocador del ba\xF1o", description: "Barra de luces para el tocador y una luz apta para la ducha, en lugar de una sola l\xE1mpara b\xE1sica." },
    "builtin-15": { title: "Cargador en una casa adosada", description: "Cargador montado junto al estacionamiento, con tuber\xEDa a lo largo de los cimientos." },
    "builtin-16": { title: "Ventilador nuevo en el cuarto del beb\xE9", description: "Ventilador silencioso con motor DC y control remoto, en lugar de uno viejo que se tambaleaba." },
    "builtin-17": { title: "Reparaci\xF3n de base de medidor y m\xE1stil", description: "M\xE1stil de servicio doblado por una tormenta, enderezado, y base de medidor reemplazada antes de la reconexi\xF3n." },
    "builtin-18": { title: "Iluminaci\xF3n de jard\xEDn hacia arriba", description: "Luces de bajo voltaje que iluminan los robles y luces a lo largo del camino de entrada." },
    "builtin-19": { title: "Carga para un peque\xF1o negocio", description: "Dos cargadores en red para el estacionamiento de una oficina, con un alimentador nuevo de 208V." },
    "builtin-20": { title: "Ventilador y dimmer en la cocina", description: "Ventilador empotrado para el techo bajo de una cocina, con un control combinado de velocidad y luz." }
  },
  page: {
    metaTitle: "Fotos de nuestro trabajo | Galer\xEDa de proyectos",
    metaDescription: "Actualizaciones de paneles, iluminaci\xF3n, cargadores para veh\xEDculos el\xE9ctricos y ventiladores de techo que instalamos en Manassas, Fairfax, Woodbridge y en todo el norte de Virginia.",
    title: "Fotos de nuestro trabajo",
    subtitle: "Trabajos reales en hogares y negocios de todo el norte de Virginia.",
    backToAll: "Volver a todos los proyectos",
    projects: "Proyectos",
    filter: "Filtrar por categor\xEDa",
    count: (n) => `${n} ${n === 1 ? "proyecto" : "proyectos"}`,
    carousel: "Fotos de proyectos",
    details: (title) => `Ver detalles: ${title}`
  }
}), itemWords = (item2, text6) => text6.items[item2.id] ?? { title: item2.title, description: item2.description };

// app/lib/gallery/gallery.server.ts
var pageCategory = { panels: "panel-upgrades", lighting: "lighting", "ev-chargers": "ev-chargers", "ceiling-fans": "ceiling-fans" }, homeCategory = {
  panels: "panels",
  lighting: "lighting",
  "ceiling-fans": "lighting",
  "ev-chargers": "ev-chargers",
  commercial: "commercial",
  "before-after": "before-after"
};
async function adminImages(db) {
  try {
    return await listGalleryImages(db);
  } catch (error2) {
    return log.error("gallery_images could not be read", { error: String(error2) }), [];
  }
}
var pageItem = (row) => ({
  id: row.id,
  title: row.title,
  description: row.description ?? "",
  location: row.location ?? "",
  // Categories without a chip (before-after, commercial, general) show under All.
  category: pageCategory[row.category] ?? row.category,
  imageUrl: row.imageUrl,
  ...ILLUSTRATION_SIZE
});
async function listGalleryItems(category, db = getDb()) {
  let items = [...(await adminImages(db)).map(pageItem), ...galleryPageItems];
  return category && category !== "all" ? items.filter((item2) => item2.category === category) : items;
}
async function listHomeGalleryItems(db = getDb()) {
  return [...(await adminImages(db)).flatMap((row) => {
    let category = homeCategory[row.category];
    return category ? [{ id: row.id, category, title: row.title, location: row.location ?? "", description: row.description ?? "", image: row.imageUrl }] : [];
  }), ...homeGalleryItems];
}
function parseCategory(value, filters) {
  return value && filters.some((f) => f.value === value) ? value : "all";
}
var galleryPageCategory = (value) => parseCategory(value, galleryPageFilters), homeGalleryCategory = (value) => parseCategory(value, homeGalleryFilters);

// app/routes/gallery.tsx
import { Fragment as Fragment21, jsx as jsx76, jsxs as jsxs57 } from "react/jsx-runtime";
var GALLERY_INTERVAL = 3e3, meta28 = ({ matches }) => {
  let { page } = galleryText[langFromMatches(matches)];
  return seo({ title: page.metaTitle, description: page.metaDescription, path: "/gallery" }, matches);
};
async function loader31({ request }) {
  let params = new URL(request.url).searchParams, items = await listGalleryItems(), detail = items.find((item2) => item2.id === params.get("item")) ?? null;
  return json30({ items, category: galleryPageCategory(params.get("category")), detail });
}
function Gallery() {
  let { items, category, detail } = useLoaderData23();
  return /* @__PURE__ */ jsx76(GalleryView, { items, category, detail }, category);
}
function GalleryView({ items, category, detail }) {
  let [selected, setSelected] = useState15(category), [open, setOpen] = useState15(null), hydrated = useHydrated(), text6 = useText(galleryText), { page } = text6, to = useLocalePath(), filters = galleryPageFilters.map((f) => ({ value: f.value, label: text6.categories[f.value] ?? f.label })), visible = selected === "all" ? items : items.filter((item2) => item2.category === selected);
  return /* @__PURE__ */ jsxs57(Fragment21, { children: [
    /* @__PURE__ */ jsx76(PageHeader, { title: page.title, subtitle: page.subtitle }),
    detail ? /* @__PURE__ */ jsxs57("section", { "aria-labelledby": "gallery-detail-title", id: "gallery-detail", className: "container-page pt-10", "data-testid": "gallery-detail-page", children: [
      /* @__PURE__ */ jsx76("h2", { id: "gallery-detail-title", className: "text-2xl font-bold", children: itemWords(detail, text6).title }),
      /* @__PURE__ */ jsx76(GalleryDetail, { item: detail }),
      /* @__PURE__ */ jsx76("a", { href: `${to("/gallery")}${category === "all" ? "" : `?category=${category}`}#projects`, className: "btn-outline mt-4", children: page.backToAll })
    ] }) : null,
    /* @__PURE__ */ jsxs57("section", { "aria-label": page.projects, id: "projects", className: "container-page py-10", children: [
      /* @__PURE__ */ jsx76(FilterChips, { filters, selected, onSelect: setSelected, anchor: "projects", label: page.filter }),
      /* @__PURE__ */ jsx76("p", { className: "mt-4 text-sm text-navy-700", "aria-live": "polite", "data-testid": "gallery-count", children: page.count(visible.length) }),
      /* @__PURE__ */ jsx76("div", { className: "mt-4", children: /* @__PURE__ */ jsx76(
        Carousel,
        {
          label: page.carousel,
          testId: "gallery-carousel",
          interval: GALLERY_INTERVAL,
          slideClassName: "w-[85%] sm:w-full md:w-1/2 lg:w-1/3",
          perViewMd: 2,
          perViewLg: 3,
          dots: !1,
          slides: visible.map((item2, i) => ({
            key: item2.id,
            content: /* @__PURE__ */ jsx76(GalleryCard, { item: item2, eager: i < 3, first: i === 0, onOpen: hydrated ? () => setOpen(item2) : void 0 })
          }))
        },
        selected
      ) })
    ] }),
    /* @__PURE__ */ jsx76(Dialog, { open: open !== null, onClose: () => setOpen(null), title: open ? itemWords(open, text6).title : "", className: "w-[min(100%-2rem,56rem)]", children: open ? /* @__PURE__ */ jsx76(GalleryDetail, { item: open }) : null })
  ] });
}
function GalleryDetail({ item: item2 }) {
  let text6 = useText(galleryText);
  return /* @__PURE__ */ jsxs57("div", { "data-testid": "gallery-detail", children: [
    /* @__PURE__ */ jsx76("img", { src: item2.imageUrl, alt: "", width: item2.width, height: item2.height, className: "mt-4 h-auto w-full max-w-4xl rounded-xl" }),
    /* @__PURE__ */ jsx76("p", { className: "mt-4 text-sm font-bold uppercase tracking-wide text-brand-600", children: text6.categories[item2.category] ?? item2.category }),
    /* @__PURE__ */ jsx76("p", { className: "font-semibold", children: item2.location }),
    /* @__PURE__ */ jsx76("p", { className: "mt-2 text-navy-800", children: itemWords(item2, text6).description })
  ] });
}
function GalleryCard({ item: item2, eager, first, onOpen }) {
  let text6 = useText(galleryText), words2 = itemWords(item2, text6), to = useLocalePath();
  return /* @__PURE__ */ jsxs57(
    "article",
    {
      className: "relative h-full overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-volt-400",
      "data-testid": "gallery-item",
      "data-category": item2.category,
      children: [
        /* @__PURE__ */ jsx76(
          "img",
          {
            src: item2.imageUrl,
            alt: "",
            width: item2.width,
            height: item2.height,
            loading: eager ? "eager" : "lazy",
            decoding: first ? "auto" : "async",
            ...first ? { fetchpriority: "high" } : {},
            className: "h-auto w-full"
          }
        ),
        /* @__PURE__ */ jsxs57("div", { className: "p-5", children: [
          /* @__PURE__ */ jsx76("p", { className: "text-xs font-bold uppercase tracking-wide text-brand-600", children: text6.categories[item2.category] ?? item2.category }),
          /* @__PURE__ */ jsx76("h2", { className: "mt-1 text-lg font-bold", children: /* @__PURE__ */ jsx76(
            "a",
            {
              href: `${to("/gallery")}?item=${encodeURIComponent(item2.id)}#gallery-detail`,
              className: "after:absolute after:inset-0 focus-visible:outline-none",
              "aria-label": text6.page.details(words2.title),
              onClick: onOpen ? (event) => {
                event.preventDefault(), onOpen();
              } : void 0,
              children: words2.title
            }
          ) }),
          /* @__PURE__ */ jsx76("p", { className: "text-sm text-navy-700", children: item2.location }),
          onOpen ? null : /* @__PURE__ */ jsx76("p", { className: "mt-2 text-sm", children: words2.description })
        ] })
      ]
    }
  );
}

// app/routes/healthz.ts
var healthz_exports = {};
__export(healthz_exports, {
  loader: () => loader32
});
import { json as json31 } from "@remix-run/node";

// app/lib/platform/health.server.ts
async function checkHealth(deps = { db: getDb(), storage: getStorage() }) {
  let checks = await Promise.allSettled([ping(deps.db), deps.storage.ping()]), [database, storage2] = checks.map((c) => c.status === "fulfilled" ? "ok" : "down"), healthy = database === "ok" && storage2 === "ok";
  return healthy || log.error("health check failed", { database, storage: storage2 }), { healthy, database, storage: storage2 };
}

// app/routes/healthz.ts
async function loader32() {
  let { healthy, database, storage: storage2 } = await checkHealth();
  return json31({ status: healthy ? "ok" : "down", database, storage: storage2 }, {
    status: healthy ? 200 : 503,
    headers: { "Cache-Control": "no-store" }
  });
}

// app/routes/privacy.tsx
var privacy_exports = {};
__export(privacy_exports, {
  default: () => Privacy,
  meta: () => meta29
});
init_use_business();
init_use_lang();
import { Fragment as Fragment22 } from "react";

// app/content/privacy.ts
init_catalogue();
var en9 = {
  meta: {
    title: "Privacy Policy",
    description: (name) => `What we collect when you contact ${name}, why we keep it, and how to have it deleted.`
  },
  title: "Privacy Policy",
  updated: "Last updated November 2026",
  sections: [
    {
      heading: "What we collect",
      text: "When you request an estimate, book a call, send a contact request, subscribe to our newsletter or chat with our virtual office manager, we keep what you type: your name, phone number, email address, service address and the details of your electrical problem, with the page you sent it from and the time."
    },
    {
      heading: "Why we keep it",
      text: "Only to answer your request: to call or text you back, schedule the visit, send your confirmation email and keep a record of the work we quoted. Newsletter subscribers receive our seasonal tips and offers."
    },
    {
      heading: "Who sees it",
      text: "Our office staff. We do not sell or rent your information. Scheduling is handled by Calendly, and voice or text chat may be processed by our AI provider to produce an answer; neither may use it for anything else."
    },
    {
      heading: "Cookies",
      text: "We set a cookie to show you the result of a form you sent and, for staff, to keep them signed in. When you arrive from another website or a link of one of our campaigns, one cookie of our own (named visit) remembers for 30 days the page you arrived on, the website that sent you (its address only) and the campaign tags in the link; if you send us a request, it is kept with your request so we know which of our pages and campaigns bring work. It holds nothing about who you are. We use no advertising or third-party tracking cookies and no third-party scripts."
    }
  ],
  choices: {
    heading: "Your choices",
    before: "To see, correct or delete what we hold about you, or to unsubscribe, email",
    after: ({ phone: phone2 }) => `or call ${phone2}. We answer within 30 days.`
  }
}, privacyText = catalogue(en9, {
  meta: {
    title: "Pol\xEDtica de privacidad",
    description: (name) => `Qu\xE9 datos guardamos cuando se comunica con ${name}, por qu\xE9 los guardamos y c\xF3mo pedir que los borremos.`
  },
  title: "Pol\xEDtica de privacidad",
  updated: "\xDAltima actualizaci\xF3n: noviembre de 2026",
  sections: [
    {
      heading: "Qu\xE9 datos recopilamos",
      text: "Cuando pide un presupuesto, reserva una llamada, nos env\xEDa una solicitud de contacto, se suscribe a nuestro bolet\xEDn o habla con nuestra gerente de oficina virtual, guardamos lo que usted escribe: su nombre, n\xFAmero de tel\xE9fono, correo electr\xF3nico, la direcci\xF3n del servicio y los detalles de su problema el\xE9ctrico, junto con la p\xE1gina desde donde lo envi\xF3 y la hora."
    },
    {
      heading: "Por qu\xE9 los guardamos",
      text: "Solo para atender su solicitud: para llamarle o enviarle un mensaje de texto, agendar la visita, enviarle el correo de confirmaci\xF3n y guardar un registro del trabajo que le cotizamos. Los suscriptores del bolet\xEDn reciben nuestros consejos y ofertas de temporada."
    },
    {
      heading: "Qui\xE9n los ve",
      text: "El personal de nuestra oficina. No vendemos ni alquilamos su informaci\xF3n. Las citas se agendan con Calendly, y las conversaciones por voz o por chat pueden ser procesadas por nuestro proveedor de inteligencia artificial para dar una respuesta; ninguno de los dos puede usarlas para nada m\xE1s."
    },
    {
      heading: "Cookies",
      text: "Usamos una cookie para mostrarle el resultado de un formulario que envi\xF3 y, para nuestro personal, para mantener su sesi\xF3n abierta. Cuando llega desde otro sitio web o desde un enlace de una de nuestras campa\xF1as, una cookie propia (llamada visit) recuerda durante 30 d\xEDas la p\xE1gina a la que lleg\xF3, el sitio que lo envi\xF3 (solo su direcci\xF3n) y las etiquetas de campa\xF1a del enlace; si nos env\xEDa una solicitud, se guarda con ella para que sepamos qu\xE9 p\xE1ginas y campa\xF1as nos traen trabajo. No guarda nada sobre qui\xE9n es usted. No usamos cookies de publicidad ni de rastreo de terceros, ni scripts de terceros."
    }
  ],
  choices: {
    heading: "Sus opciones",
    before: "Para ver, corregir o borrar los datos que tenemos sobre usted, o para darse de baja, escriba a",
    after: ({ phone: phone2 }) => `o llame al ${phone2}. Respondemos en un plazo de 30 d\xEDas.`
  }
});

// app/routes/privacy.tsx
import { jsx as jsx77, jsxs as jsxs58 } from "react/jsx-runtime";
var meta29 = ({ matches }) => {
  let { meta: meta36 } = privacyText[langFromMatches(matches)];
  return seo({ title: meta36.title, description: meta36.description(businessFromMatches(matches).name), path: "/privacy" }, matches);
};
function Privacy() {
  let business = useBusiness(), text6 = useText(privacyText);
  return /* @__PURE__ */ jsxs58("article", { className: "container-page prose max-w-3xl py-10", children: [
    /* @__PURE__ */ jsx77("h1", { className: "text-3xl font-extrabold", children: text6.title }),
    /* @__PURE__ */ jsx77("p", { className: "mt-2 text-sm text-navy-700", children: text6.updated }),
    text6.sections.map((section, i) => /* @__PURE__ */ jsxs58(Fragment22, { children: [
      /* @__PURE__ */ jsx77("h2", { className: `${i === 0 ? "mt-8" : "mt-6"} text-xl font-bold`, children: section.heading }),
      /* @__PURE__ */ jsx77("p", { className: "mt-2", children: section.text })
    ] }, section.heading)),
    /* @__PURE__ */ jsx77("h2", { className: "mt-6 text-xl font-bold", children: text6.choices.heading }),
    /* @__PURE__ */ jsxs58("p", { className: "mt-2", children: [
      text6.choices.before,
      " ",
      /* @__PURE__ */ jsx77("a", { className: "underline", href: `mailto:${business.email}`, children: business.email }),
      " ",
      text6.choices.after(business)
    ] })
  ] });
}

// app/routes/reviews.tsx
var reviews_exports = {};
__export(reviews_exports, {
  default: () => Reviews,
  meta: () => meta30
});
init_use_lang();
init_reviews();
import { Fragment as Fragment23, jsx as jsx78, jsxs as jsxs59 } from "react/jsx-runtime";
var meta30 = ({ matches }) => seo({ ...reviewText[langFromMatches(matches)].meta, path: "/reviews" }, matches);
function Reviews() {
  let text6 = useText(reviewText);
  return /* @__PURE__ */ jsxs59(Fragment23, { children: [
    /* @__PURE__ */ jsx78(PageHeader, { title: text6.title, subtitle: text6.subtitle, children: /* @__PURE__ */ jsx78("ul", { className: "mt-8 flex flex-wrap gap-3", "aria-label": text6.verifiedOn, "data-testid": "directory-badges", children: directoryBadges.map((badge) => /* @__PURE__ */ jsx78("li", { children: /* @__PURE__ */ jsxs59(
      "a",
      {
        href: badge.url,
        target: "_blank",
        rel: "noopener noreferrer",
        className: "flex min-h-[44px] flex-col rounded-xl bg-white px-4 py-2 text-navy-900 hover:bg-navy-50",
        children: [
          /* @__PURE__ */ jsx78("span", { className: "font-bold", children: text6.verifiedOnName(badge.name) }),
          /* @__PURE__ */ jsxs59("span", { className: "text-sm text-navy-700", children: [
            text6.badges[badge.name]?.label ?? badge.label,
            " \xB7 ",
            text6.badges[badge.name]?.detail ?? badge.detail
          ] }),
          /* @__PURE__ */ jsx78("span", { className: "sr-only", children: text6.newTab })
        ]
      }
    ) }, badge.name)) }) }),
    /* @__PURE__ */ jsxs59("div", { className: "container-page py-14", children: [
      /* @__PURE__ */ jsx78("h2", { className: "sr-only", children: text6.testimonials }),
      /* @__PURE__ */ jsx78("ul", { className: "grid gap-6 md:grid-cols-2", children: reviewsPageTestimonials.map((review) => /* @__PURE__ */ jsx78("li", { children: /* @__PURE__ */ jsx78(ReviewCard, { review, showService: !0 }) }, review.author)) })
    ] }),
    /* @__PURE__ */ jsx78(Section2, { id: "leave-review-title", title: text6.leaveReview, className: "bg-navy-50", children: /* @__PURE__ */ jsx78("ul", { className: "flex flex-wrap gap-3", "data-testid": "review-sites", children: reviewSites.map((site) => /* @__PURE__ */ jsx78("li", { children: /* @__PURE__ */ jsxs59("a", { href: site.url, target: "_blank", rel: "noopener noreferrer", className: "btn-secondary", children: [
      text6.readOn(site.rating, site.name),
      /* @__PURE__ */ jsx78("span", { className: "sr-only", children: text6.newTab })
    ] }) }, site.name)) }) })
  ] });
}

// app/routes/_admin.tsx
var admin_exports = {};
__export(admin_exports, {
  default: () => AdminLayout,
  links: () => links3,
  loader: () => loader33,
  shouldRevalidate: () => shouldRevalidate2
});
import { json as json32 } from "@remix-run/node";
import { Outlet as Outlet2, useLoaderData as useLoaderData24 } from "@remix-run/react";

// app/components/admin/AdminNav.tsx
import { Form as Form16, NavLink as NavLink2 } from "@remix-run/react";
import { jsx as jsx79, jsxs as jsxs60 } from "react/jsx-runtime";
var links2 = [
  { to: "/admin", label: "Gallery" },
  { to: "/gallery-import", label: "Import" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/on-call", label: "On call" }
];
function AdminNav({ email }) {
  return /* @__PURE__ */ jsxs60("div", { className: "flex flex-wrap items-center justify-between gap-3 border-b border-navy-100 pb-4", children: [
    /* @__PURE__ */ jsx79("nav", { "aria-label": "Admin", children: /* @__PURE__ */ jsx79("ul", { className: "flex flex-wrap gap-1", children: links2.map((link) => /* @__PURE__ */ jsx79("li", { children: /* @__PURE__ */ jsx79(
      NavLink2,
      {
        to: link.to,
        end: !0,
        className: ({ isActive }) => `inline-flex min-h-[44px] items-center rounded-md px-3 font-semibold ${isActive ? "bg-navy-800 text-white" : "text-navy-900 hover:bg-navy-50"}`,
        children: link.label
      }
    ) }, link.to)) }) }),
    /* @__PURE__ */ jsxs60(Form16, { method: "post", action: "/logout", className: "flex items-center gap-3", children: [
      /* @__PURE__ */ jsxs60("span", { className: "text-sm text-navy-700", children: [
        "Signed in as ",
        /* @__PURE__ */ jsx79("strong", { children: email })
      ] }),
      /* @__PURE__ */ jsx79("button", { type: "submit", className: "btn-outline", children: "Log out" })
    ] })
  ] });
}

// app/routes/_admin.tsx
import { jsx as jsx80, jsxs as jsxs61 } from "react/jsx-runtime";
async function loader33({ request }) {
  let user = await requireAdmin(request);
  return json32({ email: user.email });
}
var links3 = () => [{ rel: "manifest", href: "/admin.webmanifest" }], shouldRevalidate2 = ({ formMethod, defaultShouldRevalidate }) => formMethod && formMethod !== "GET" ? !1 : defaultShouldRevalidate;
function AdminLayout() {
  let { email } = useLoaderData24();
  return /* @__PURE__ */ jsxs61("div", { className: "container-page py-8", children: [
    /* @__PURE__ */ jsx80(AdminNav, { email }),
    /* @__PURE__ */ jsx80(Outlet2, {})
  ] });
}

// app/routes/_index.tsx
var index_exports = {};
__export(index_exports, {
  default: () => Home,
  handle: () => handle,
  links: () => links4,
  loader: () => loader34,
  meta: () => meta31
});
import { json as json33 } from "@remix-run/node";
import { useLoaderData as useLoaderData25 } from "@remix-run/react";

// app/components/chat/ChatWidget.tsx
import { lazy as lazy3, Suspense as Suspense3, useEffect as useEffect16, useId as useId8, useRef as useRef15, useState as useState18 } from "react";
init_use_business();

// app/components/chat/ChatMessages.tsx
init_options();
import { Form as Form17, Link as Link21 } from "@remix-run/react";
init_emergency_status_messages();
import { jsx as jsx81, jsxs as jsxs62 } from "react/jsx-runtime";
var BOOKING_NOTE = "I've prepared your consultation request with the details you gave me.";
function ChatMessages({
  messages: messages2,
  assistantName,
  onBook,
  loading = !1
}) {
  return /* @__PURE__ */ jsxs62("ol", { className: "flex flex-col gap-3", "aria-label": "Conversation", "data-testid": "chat-messages", children: [
    messages2.map((m, i) => /* @__PURE__ */ jsxs62(
      "li",
      {
        "data-role": m.role,
        "data-testid": m.isError ? "chat-error" : `chat-message-${m.role}`,
        className: `max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-2 text-sm ${m.role === "user" ? "self-end bg-navy-800 text-white" : m.isError ? "self-start border border-brand-600 bg-red-50 text-red-900" : "self-start bg-navy-50 text-navy-900"}`,
        children: [
          /* @__PURE__ */ jsx81("span", { className: "sr-only", children: m.role === "user" ? "You: " : `${assistantName}: ` }),
          m.content,
          m.bookingData ? /* @__PURE__ */ jsx81(BookingAction, { data: m.bookingData, onBook }) : null,
          m.statusPath ? /* @__PURE__ */ jsx81(Link21, { to: m.statusPath, className: "btn-primary mt-3 w-full", "data-testid": "chat-status-link", children: statusMessages.followLink }) : null
        ]
      },
      `${m.timestamp}-${i}`
    )),
    loading ? /* @__PURE__ */ jsxs62("li", { className: "self-start rounded-2xl bg-navy-50 px-4 py-2 text-sm", "data-testid": "typing-indicator", children: [
      /* @__PURE__ */ jsxs62("span", { className: "sr-only", children: [
        assistantName,
        " is typing\u2026"
      ] }),
      /* @__PURE__ */ jsxs62("span", { "aria-hidden": "true", className: "inline-flex gap-1", children: [
        /* @__PURE__ */ jsx81("span", { className: "h-2 w-2 animate-bounce rounded-full bg-navy-600 motion-reduce:animate-none" }),
        /* @__PURE__ */ jsx81("span", { className: "h-2 w-2 animate-bounce rounded-full bg-navy-600 [animation-delay:150ms] motion-reduce:animate-none" }),
        /* @__PURE__ */ jsx81("span", { className: "h-2 w-2 animate-bounce rounded-full bg-navy-600 [animation-delay:300ms] motion-reduce:animate-none" })
      ] })
    ] }) : null
  ] });
}
function BookingAction({ data, onBook }) {
  let service = toBookingService(data.service) ?? "other";
  return /* @__PURE__ */ jsxs62("div", { className: "mt-3 border-t border-navy-100 pt-3", "data-testid": "booking-action", children: [
    /* @__PURE__ */ jsx81("p", { className: "italic", children: BOOKING_NOTE }),
    onBook ? /* @__PURE__ */ jsx81("button", { type: "button", className: "btn-primary mt-2 w-full", onClick: () => onBook(data, service), children: "Book Consultation Call" }) : /* @__PURE__ */ jsxs62(Form17, { method: "post", action: "/book", children: [
      /* @__PURE__ */ jsx81("input", { type: "hidden", name: "intent", value: BOOKING_PREFILL_INTENT }),
      /* @__PURE__ */ jsx81("input", { type: "hidden", name: "service", value: service }),
      /* @__PURE__ */ jsx81("input", { type: "hidden", name: "name", value: data.name }),
      /* @__PURE__ */ jsx81("input", { type: "hidden", name: "phone", value: data.phone }),
      /* @__PURE__ */ jsx81("input", { type: "hidden", name: "email", value: data.email }),
      /* @__PURE__ */ jsx81("input", { type: "hidden", name: "message", value: data.details }),
      /* @__PURE__ */ jsx81("button", { type: "submit", className: "btn-primary mt-2 w-full", children: "Book Consultation Call" })
    ] })
  ] });
}

// app/components/chat/ChatGreeter.tsx
import { useEffect as useEffect14, useId as useId6, useRef as useRef13, useState as useState16 } from "react";
import { jsx as jsx82, jsxs as jsxs63 } from "react/jsx-runtime";
var GREETER_STORAGE_KEY = "seen-greeter", GREETER_DELAY_MS = 2e3;
function seen() {
  try {
    return window.localStorage.getItem(GREETER_STORAGE_KEY) === "true";
  } catch {
    return !0;
  }
}
var timeOnLandingPage = (landedHere) => landedHere && window.__shownAt !== void 0 ? Date.now() - window.__shownAt : 0, keyboardFocusOnPage = () => document.activeElement?.matches(":focus-visible") === !0;
function ChatGreeter({
  assistantName,
  businessName,
  chatOpen,
  landedHere,
  onChat
}) {
  let [visible, setVisible] = useState16(!1), titleId = useId6(), card = useRef13(null);
  return useEffect14(() => {
    if (seen())
      return;
    let timer = setTimeout(() => {
      if (!keyboardFocusOnPage()) {
        setVisible(!0);
        try {
          window.localStorage.setItem(GREETER_STORAGE_KEY, "true");
        } catch {
        }
      }
    }, Math.max(0, GREETER_DELAY_MS - timeOnLandingPage(landedHere)));
    return () => clearTimeout(timer);
  }, [landedHere]), useEffect14(() => {
    if (!visible)
      return;
    let onFocus = (event) => {
      card.current?.contains(event.target) || setVisible(!1);
    }, onKey = (event) => {
      event.key === "Escape" && setVisible(!1);
    };
    return document.addEventListener("focusin", onFocus), document.addEventListener("keydown", onKey), () => {
      document.removeEventListener("focusin", onFocus), document.removeEventListener("keydown", onKey);
    };
  }, [visible]), !visible || chatOpen ? null : /* @__PURE__ */ jsxs63(
    "section",
    {
      role: "dialog",
      "aria-modal": "false",
      "aria-labelledby": titleId,
      ref: card,
      "data-testid": "chat-greeter",
      className: "fixed bottom-20 right-2 z-40 w-[min(100vw-2rem,20rem)] rounded-2xl border border-navy-100 bg-white p-4 shadow-2xl lg:bottom-24 lg:right-4",
      children: [
        /* @__PURE__ */ jsxs63("h2", { id: titleId, className: "text-lg font-bold", children: [
          "Hi, I'm ",
          assistantName,
          "!"
        ] }),
        /* @__PURE__ */ jsxs63("p", { className: "mt-1 text-sm", children: [
          "I'm the virtual office manager at ",
          businessName,
          ". Questions about a price, your area or an electrical problem? I can answer right now and book you a free consultation."
        ] }),
        /* @__PURE__ */ jsxs63("div", { className: "mt-3 flex flex-col gap-2", children: [
          /* @__PURE__ */ jsxs63(
            "button",
            {
              type: "button",
              className: "btn-primary",
              onClick: () => {
                setVisible(!1), onChat();
              },
              children: [
                "Chat with ",
                assistantName,
                " Now"
              ]
            }
          ),
          /* @__PURE__ */ jsx82("button", { type: "button", className: "btn-outline", onClick: () => setVisible(!1), children: "Maybe Later" })
        ] })
      ]
    }
  );
}

// app/components/chat/ChatWidget.tsx
init_use_hydrated();
import { Fragment as Fragment24, jsx as jsx84, jsxs as jsxs65 } from "react/jsx-runtime";
var VoicePanel2 = lazy3(() => Promise.resolve().then(() => (init_VoicePanel(), VoicePanel_exports)).then((m) => ({ default: m.VoicePanel })));
async function askAssistant(message, conversationHistory) {
  let response = await fetch("/chat/reply", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ message, conversationHistory })
  }), data = await response.json().catch(() => null);
  if (!data)
    throw new Error(`The server answered ${response.status}`);
  if ("error" in data)
    throw new Error(data.error);
  if (typeof data.reply != "string")
    throw new Error("No reply received");
  return data;
}
var LAUNCHER_CLASS = "btn-volt fixed bottom-2 right-2 z-40 h-11 w-24 px-2 shadow-md lg:bottom-6 lg:right-4 lg:h-14 lg:w-14 lg:rounded-full lg:shadow-xl";
function ChatIcon() {
  return /* @__PURE__ */ jsxs65("svg", { "aria-hidden": "true", focusable: "false", width: "22", height: "22", viewBox: "0 0 24 24", className: "shrink-0 lg:h-7 lg:w-7", children: [
    /* @__PURE__ */ jsx84(
      "path",
      {
        d: "M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: "2",
        strokeLinejoin: "round"
      }
    ),
    /* @__PURE__ */ jsx84("path", { d: "M8 8.5h8M8 12h5", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round" })
  ] });
}
function LauncherLabel({ text: text6, rest }) {
  return /* @__PURE__ */ jsxs65(Fragment24, { children: [
    /* @__PURE__ */ jsx84(ChatIcon, {}),
    /* @__PURE__ */ jsx84("span", { className: "lg:sr-only", children: text6 }),
    /* @__PURE__ */ jsx84("span", { className: "sr-only", children: rest })
  ] });
}
function ChatWidget() {
  let business = useBusiness(), booking = useBookingDialog(), onBook = booking.available ? (data, service) => booking.open({
    quick: !0,
    prefill: { service, name: data.name, phone: data.phone, email: data.email, message: data.details }
  }) : void 0, name = business.assistantName, hydrated = useHydrated(), landedHere = useRef15(!hydrated).current, [open, setOpen] = useState18(!1), [voice, setVoice] = useState18(!1), [messages2, setMessages] = useState18([]), [input, setInput] = useState18(""), [loading, setLoading] = useState18(!1), busy = useRef15(!1), inputRef = useRef15(null), launcherRef = useRef15(null), scroller = useRef15(null), panelId = useId8(), inputId = useId8();
  useEffect16(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [messages2, loading]), useEffect16(() => {
    open && inputRef.current?.focus();
  }, [open]);
  async function send(raw) {
    let text6 = raw.trim().slice(0, 1e3);
    if (!text6 || busy.current)
      return;
    busy.current = !0, setLoading(!0);
    let history = messages2.filter((m) => !m.isError).slice(-5).map(({ role, content }) => ({ role, content }));
    setMessages((list) => [...list, { role: "user", content: text6, timestamp: Date.now() }]), setInput("");
    try {
      let data = await askAssistant(text6, history);
      setMessages(
        (list) => [
          ...list,
          {
            role: "assistant",
            content: data.reply,
            timestamp: Date.now(),
            ...data.bookingData ? { hasBookingAction: !0, bookingData: data.bookingData } : {},
            ...data.statusPath ? { statusPath: data.statusPath } : {}
          }
        ]
      );
    } catch (error2) {
      let detail = error2 instanceof Error ? error2.message : String(error2);
      setMessages((list) => [...list, { role: "assistant", content: chatFailureText(detail), timestamp: Date.now(), isError: !0 }]);
    } finally {
      busy.current = !1, setLoading(!1);
    }
  }
  function onKeyDown(event) {
    event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing && (event.preventDefault(), send(input));
  }
  function close() {
    setOpen(!1), launcherRef.current?.focus();
  }
  return /* @__PURE__ */ jsxs65(Fragment24, { children: [
    hydrated ? /* @__PURE__ */ jsx84(
      "button",
      {
        type: "button",
        ref: launcherRef,
        className: LAUNCHER_CLASS,
        "aria-expanded": open,
        "aria-controls": panelId,
        onClick: () => setOpen((o) => !o),
        "data-testid": "chat-launcher",
        "data-chat-launcher": "",
        children: /* @__PURE__ */ jsx84(LauncherLabel, { text: open ? "Close" : "Chat", rest: open ? " chat" : ` with ${name}` })
      }
    ) : /* @__PURE__ */ jsx84("a", { href: "/chat", className: LAUNCHER_CLASS, "data-testid": "chat-launcher", "data-chat-launcher": "", children: /* @__PURE__ */ jsx84(LauncherLabel, { text: "Chat", rest: ` with ${name}` }) }),
    hydrated ? /* @__PURE__ */ jsx84(
      ChatGreeter,
      {
        assistantName: name,
        businessName: business.name,
        chatOpen: open,
        landedHere,
        onChat: () => setOpen(!0)
      }
    ) : null,
    /* @__PURE__ */ jsxs65(
      "section",
      {
        onKeyDown: (event) => {
          event.key === "Escape" && close();
        },
        id: panelId,
        hidden: !open,
        "aria-labelledby": `${panelId}-title`,
        "data-testid": "chat-panel",
        className: `fixed bottom-20 right-2 z-40 ${open ? "flex" : "hidden"} max-h-[min(70vh,36rem)] w-[min(100vw-2rem,24rem)] flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-2xl lg:bottom-24 lg:right-4`,
        children: [
          /* @__PURE__ */ jsxs65("header", { className: "flex items-center justify-between gap-2 bg-navy-800 px-4 py-3 text-white", children: [
            /* @__PURE__ */ jsxs65("div", { children: [
              /* @__PURE__ */ jsxs65("h2", { id: `${panelId}-title`, className: "font-bold", children: [
                "Chat with ",
                name
              ] }),
              /* @__PURE__ */ jsx84("p", { className: "text-xs text-navy-100", children: "Virtual office manager \xB7 replies in seconds" })
            ] }),
            /* @__PURE__ */ jsxs65("div", { className: "flex gap-1", children: [
              /* @__PURE__ */ jsx84(
                "button",
                {
                  type: "button",
                  className: "min-h-[44px] rounded-lg px-3 text-sm font-semibold hover:bg-navy-700",
                  "aria-pressed": voice,
                  onClick: () => setVoice((v) => !v),
                  children: "Voice"
                }
              ),
              /* @__PURE__ */ jsx84(
                "button",
                {
                  type: "button",
                  className: "min-h-[44px] min-w-[44px] rounded-lg text-lg hover:bg-navy-700",
                  "aria-label": "Close chat",
                  onClick: close,
                  children: /* @__PURE__ */ jsx84("span", { "aria-hidden": "true", children: "\u2715" })
                }
              )
            ] })
          ] }),
          voice && open ? /* @__PURE__ */ jsx84("div", { className: "border-b border-navy-100 p-3", children: /* @__PURE__ */ jsx84(Suspense3, { fallback: /* @__PURE__ */ jsx84("p", { role: "status", children: "Loading voice chat\u2026" }), children: /* @__PURE__ */ jsx84(VoicePanel2, { assistantName: name }) }) }) : null,
          /* @__PURE__ */ jsxs65("div", { ref: scroller, className: "flex-1 overflow-y-auto p-4", "aria-live": "polite", children: [
            /* @__PURE__ */ jsxs65("p", { className: "mb-3 rounded-2xl bg-navy-50 px-4 py-2 text-sm", children: [
              "Hi! I'm ",
              name,
              ", the virtual office manager at ",
              business.name,
              ". Ask me about prices, service areas, hours or an electrical emergency, or I can set up a free consultation call."
            ] }),
            /* @__PURE__ */ jsx84(ChatMessages, { messages: messages2, assistantName: name, onBook, loading })
          ] }),
          /* @__PURE__ */ jsxs65(
            "form",
            {
              className: "flex items-end gap-2 border-t border-navy-100 p-3",
              onSubmit: (event) => {
                event.preventDefault(), send(input);
              },
              children: [
                /* @__PURE__ */ jsxs65("label", { htmlFor: inputId, className: "sr-only", children: [
                  "Message ",
                  name
                ] }),
                /* @__PURE__ */ jsx84(
                  "textarea",
                  {
                    id: inputId,
                    ref: inputRef,
                    rows: 2,
                    value: input,
                    maxLength: 1e3,
                    onChange: (e) => setInput(e.target.value),
                    onKeyDown,
                    placeholder: "Type your message\u2026",
                    className: "flex-1 resize-none rounded-lg border border-navy-600 p-2 text-sm"
                  }
                ),
                /* @__PURE__ */ jsx84("button", { type: "submit", className: "btn-primary min-h-[44px] px-4", disabled: loading, children: "Send" })
              ]
            }
          )
        ]
      }
    )
  ] });
}

// app/components/home/HomeGallery.tsx
init_use_lang();
import { Link as Link22 } from "@remix-run/react";
import { useState as useState19 } from "react";
init_home();
import { jsx as jsx85, jsxs as jsxs66 } from "react/jsx-runtime";
function HomeGallery({ items, category }) {
  let [selected, setSelected] = useState19(category), { gallery } = useText(homeText), text6 = useText(galleryText), to = useLocalePath(), filters = homeGalleryFilters.map((f) => ({ value: f.value, label: text6.categories[f.value] ?? f.label })), visible = selected === "all" ? items : items.filter((item2) => item2.category === selected);
  return /* @__PURE__ */ jsxs66(Section2, { id: "gallery", title: gallery.title, intro: gallery.intro, className: "bg-navy-50", children: [
    /* @__PURE__ */ jsx85(FilterChips, { filters, selected, onSelect: setSelected, anchor: "gallery", label: gallery.filter }),
    /* @__PURE__ */ jsx85("ul", { className: "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3", "data-testid": "home-gallery", children: visible.map((item2) => {
      let words2 = itemWords(item2, text6);
      return /* @__PURE__ */ jsx85("li", { "data-testid": "gallery-item", "data-category": item2.category, children: /* @__PURE__ */ jsxs66("article", { className: "h-full overflow-hidden rounded-2xl bg-white shadow-sm", children: [
        /* @__PURE__ */ jsx85(
          "img",
          {
            src: item2.image,
            alt: "",
            width: ILLUSTRATION_SIZE.width,
            height: ILLUSTRATION_SIZE.height,
            loading: "lazy",
            decoding: "async",
            className: "h-auto w-full"
          }
        ),
        /* @__PURE__ */ jsxs66("div", { className: "p-5", children: [
          /* @__PURE__ */ jsx85("p", { className: "text-xs font-bold uppercase tracking-wide text-brand-600", children: text6.categories[item2.category] ?? item2.category }),
          /* @__PURE__ */ jsx85("h3", { className: "mt-1 text-lg font-bold", children: words2.title }),
          /* @__PURE__ */ jsx85("p", { className: "text-sm text-navy-700", children: item2.location }),
          /* @__PURE__ */ jsx85("p", { className: "mt-2 text-sm", children: words2.description })
        ] })
      ] }) }, item2.id);
    }) }),
    /* @__PURE__ */ jsx85("div", { className: "mt-8 text-center", children: /* @__PURE__ */ jsx85(Link22, { to: to("/gallery"), className: "btn-secondary", children: gallery.all }) })
  ] });
}

// app/components/home/sections.tsx
import { Link as Link23 } from "@remix-run/react";
init_use_business();
init_use_lang();
init_business();
init_home();
init_services();
import { jsx as jsx86, jsxs as jsxs67 } from "react/jsx-runtime";
function Hero() {
  let business = useBusiness(), { hero: hero2 } = useText(homeText);
  return /* @__PURE__ */ jsx86("section", { "aria-labelledby": "hero-title", className: "bg-gradient-to-br from-navy-900 to-navy-700 text-white", children: /* @__PURE__ */ jsxs67("div", { className: "container-page grid items-center gap-10 py-12 lg:grid-cols-2 lg:py-20", children: [
    /* @__PURE__ */ jsxs67("div", { children: [
      /* @__PURE__ */ jsx86("p", { className: "text-sm font-bold uppercase tracking-wide text-volt-300", children: hero2.eyebrow }),
      /* @__PURE__ */ jsx86("h1", { id: "hero-title", className: "mt-3 text-3xl font-extrabold leading-tight sm:text-5xl", children: hero2.headline }),
      /* @__PURE__ */ jsx86("p", { className: "mt-5 text-lg text-navy-50", children: hero2.subheadline }),
      /* @__PURE__ */ jsxs67("div", { className: "mt-8 grid gap-3 sm:grid-cols-2", "data-testid": "hero-ctas", children: [
        /* @__PURE__ */ jsx86("a", { href: telHref(business.phone), className: "btn-primary", children: hero2.call(business.phone) }),
        /* @__PURE__ */ jsx86("a", { href: smsHref(business.textPhone), className: "btn-volt", children: hero2.text }),
        /* @__PURE__ */ jsx86(BookingLink, { className: "btn border-2 border-white text-white hover:bg-white/10", children: hero2.book }),
        /* @__PURE__ */ jsx86(EstimateLink, { className: "btn border-2 border-white text-white hover:bg-white/10", children: hero2.estimate })
      ] })
    ] }),
    /* @__PURE__ */ jsx86(
      "img",
      {
        src: hero2.image.src,
        alt: hero2.image.alt,
        width: hero2.image.width,
        height: hero2.image.height,
        fetchpriority: "high",
        decoding: "async",
        className: "mx-auto h-auto w-full max-w-lg rounded-3xl"
      }
    )
  ] }) });
}
function TrustStrip() {
  let { trustLabel, trustStrip } = useText(homeText);
  return /* @__PURE__ */ jsx86("section", { "aria-label": trustLabel, className: "border-b border-navy-100 bg-navy-50", children: /* @__PURE__ */ jsx86("ul", { className: "container-page grid grid-cols-2 gap-4 py-6 text-center sm:grid-cols-3 lg:grid-cols-5", "data-testid": "trust-strip", children: trustStrip.map((item2) => /* @__PURE__ */ jsxs67("li", { children: [
    /* @__PURE__ */ jsx86("span", { className: "block font-extrabold", children: item2.title }),
    /* @__PURE__ */ jsx86("span", { className: "text-sm text-navy-700", children: item2.detail })
  ] }, item2.title)) }) });
}
function Process() {
  let { process: process2, processSteps } = useText(homeText);
  return /* @__PURE__ */ jsx86(Section2, { id: "process-title", title: process2.title, intro: process2.intro, children: /* @__PURE__ */ jsx86("ol", { className: "grid gap-6 md:grid-cols-3", children: processSteps.map((step, i) => /* @__PURE__ */ jsxs67("li", { className: "rounded-2xl border border-navy-100 p-6", children: [
    /* @__PURE__ */ jsx86("span", { className: "flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white", "aria-hidden": "true", children: i + 1 }),
    /* @__PURE__ */ jsx86("h3", { className: "mt-4 text-xl font-bold", children: step.title }),
    /* @__PURE__ */ jsx86("p", { className: "mt-2 text-navy-700", children: step.description })
  ] }, step.title)) }) });
}
function Promises() {
  let { promisesTitle, promises: promises2 } = useText(homeText);
  return /* @__PURE__ */ jsx86(Section2, { id: "promises-title", title: promisesTitle, className: "bg-navy-50", children: /* @__PURE__ */ jsx86("ul", { className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3", "data-testid": "promises", children: promises2.map((promise2) => /* @__PURE__ */ jsxs67("li", { className: "rounded-2xl bg-white p-5 shadow-sm", children: [
    /* @__PURE__ */ jsxs67("h3", { className: "font-bold", children: [
      /* @__PURE__ */ jsxs67("span", { "aria-hidden": "true", className: "text-brand-600", children: [
        "\u2713",
        " "
      ] }),
      promise2.title
    ] }),
    /* @__PURE__ */ jsx86("p", { className: "mt-1 text-navy-700", children: promise2.description })
  ] }, promise2.title)) }) });
}
function ServiceGrid() {
  let { serviceGrid } = useText(homeText), to = useLocalePath();
  return /* @__PURE__ */ jsx86(Section2, { id: "services-title", title: serviceGrid.title, intro: serviceGrid.intro, children: /* @__PURE__ */ jsx86("ul", { className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4", children: homeServiceCards.map((card) => /* @__PURE__ */ jsx86("li", { "data-testid": "service-card", children: /* @__PURE__ */ jsxs67(
    Link23,
    {
      to: to(card.path),
      prefetch: "intent",
      className: "block h-full rounded-2xl border border-navy-100 p-5 transition-shadow hover:shadow-lg",
      children: [
        /* @__PURE__ */ jsxs67("h3", { className: "font-bold", children: [
          /* @__PURE__ */ jsxs67("span", { "aria-hidden": "true", className: "text-amber-700", children: [
            "\u26A1",
            " "
          ] }),
          card.title
        ] }),
        /* @__PURE__ */ jsx86("p", { className: "mt-2 text-sm text-navy-700", children: card.description }),
        /* @__PURE__ */ jsx86("span", { className: "mt-3 inline-block text-sm font-semibold text-brand-600", children: serviceGrid.more })
      ]
    }
  ) }, card.path)) }) });
}
function HomeServices() {
  let { homeServices } = useText(homeText), to = useLocalePath();
  return /* @__PURE__ */ jsxs67(Section2, { id: "home-services-title", title: homeServices.title, className: "bg-navy-50", children: [
    /* @__PURE__ */ jsx86("ul", { className: "grid gap-6 md:grid-cols-2 lg:grid-cols-3", children: serviceOffers.map((offer) => /* @__PURE__ */ jsx86("li", { "data-testid": "home-service-offer", children: /* @__PURE__ */ jsx86(ServiceOfferCard, { offer, headingLevel: 3 }) }, offer.title)) }),
    /* @__PURE__ */ jsx86("div", { className: "mt-8 text-center", children: /* @__PURE__ */ jsx86(Link23, { to: to("/services"), className: "btn-secondary", children: homeServices.all }) })
  ] });
}
function EmergencyBanner() {
  let business = useBusiness(), { emergencyBanner } = useText(homeText), to = useLocalePath();
  return /* @__PURE__ */ jsx86("section", { "aria-labelledby": "emergency-banner-title", className: "bg-brand-700 text-white", "data-testid": "emergency-banner", children: /* @__PURE__ */ jsxs67("div", { className: "container-page flex flex-col items-start gap-4 py-10 md:flex-row md:items-center md:justify-between", children: [
    /* @__PURE__ */ jsxs67("div", { children: [
      /* @__PURE__ */ jsx86("h2", { id: "emergency-banner-title", className: "text-2xl font-extrabold", children: emergencyBanner.title }),
      /* @__PURE__ */ jsx86("p", { className: "mt-2 max-w-2xl", children: emergencyBanner.text })
    ] }),
    /* @__PURE__ */ jsxs67("div", { className: "flex flex-wrap gap-3", children: [
      /* @__PURE__ */ jsx86("a", { href: telHref(business.phone), className: "btn-volt", children: emergencyBanner.call(business.phone) }),
      /* @__PURE__ */ jsx86(Link23, { to: to("/emergency"), className: "btn border-2 border-white text-white hover:bg-white/10", children: emergencyBanner.help })
    ] })
  ] }) });
}
function AboutSection() {
  let { about } = useText(homeText), to = useLocalePath();
  return /* @__PURE__ */ jsx86(Section2, { id: "about-title", title: about.title, className: "bg-navy-50", children: /* @__PURE__ */ jsxs67("div", { className: "grid items-center gap-8 lg:grid-cols-2", children: [
    /* @__PURE__ */ jsxs67("div", { children: [
      /* @__PURE__ */ jsx86("p", { className: "text-lg text-navy-800", children: about.text }),
      /* @__PURE__ */ jsx86(Link23, { to: to("/about"), className: "btn-outline mt-6", children: about.team })
    ] }),
    /* @__PURE__ */ jsx86("dl", { className: "grid grid-cols-2 gap-4", "data-testid": "about-stats", children: about.stats.map((stat) => /* @__PURE__ */ jsxs67("div", { className: "flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm", children: [
      /* @__PURE__ */ jsx86("dt", { className: "text-navy-700", children: stat.label }),
      /* @__PURE__ */ jsx86("dd", { className: "text-3xl font-extrabold text-brand-600", children: stat.value })
    ] }, stat.label)) })
  ] }) });
}
function AreasStrip({ cities: cities2 }) {
  let { areas } = useText(homeText), to = useLocalePath();
  return /* @__PURE__ */ jsx86(Section2, { id: "areas-title", title: areas.title, children: /* @__PURE__ */ jsxs67("ul", { className: "flex flex-wrap gap-3", "data-testid": "areas-strip", children: [
    cities2.map((city2) => /* @__PURE__ */ jsx86("li", { children: /* @__PURE__ */ jsx86(Link23, { to: to(city2.path), className: "btn-outline text-sm", children: areas.city(city2.cityName) }) }, city2.slug)),
    /* @__PURE__ */ jsx86("li", { children: /* @__PURE__ */ jsx86(Link23, { to: to("/service-areas"), className: "btn-secondary text-sm", children: areas.all }) })
  ] }) });
}

// app/components/home/Testimonials.tsx
init_use_lang();
init_home();
init_reviews();
import { jsx as jsx87 } from "react/jsx-runtime";
function Testimonials() {
  let { testimonials } = useText(homeText);
  return /* @__PURE__ */ jsx87(Section2, { id: "testimonials-title", title: testimonials.title, children: /* @__PURE__ */ jsx87(
    Carousel,
    {
      label: testimonials.label,
      testId: "testimonials",
      slides: homeTestimonials.map((review) => ({
        key: review.author,
        content: /* @__PURE__ */ jsx87(ReviewCard, { review })
      })),
      slideClassName: "w-full"
    }
  ) });
}

// app/routes/_index.tsx
init_home();
import { Fragment as Fragment25, jsx as jsx89, jsxs as jsxs68 } from "react/jsx-runtime";
var HomeJsonLd2 = keepServedHtml(() => Promise.resolve().then(() => (init_HomeJsonLd(), HomeJsonLd_exports)).then((m) => m.HomeJsonLd)), links4 = () => [{ rel: "preload", as: "image", href: hero.image.src, type: "image/svg+xml" }], handle = { afterFooter: ChatWidget }, meta31 = ({ matches }) => seo({ ...homeText[langFromMatches(matches)].meta, path: "/" }, matches);
async function loader34({ request }) {
  let category = homeGalleryCategory(new URL(request.url).searchParams.get("category"));
  return json33({ gallery: await listHomeGalleryItems(), category, areas: cityLinks() });
}
function Home() {
  let { gallery, category, areas } = useLoaderData25();
  return /* @__PURE__ */ jsxs68(Fragment25, { children: [
    /* @__PURE__ */ jsx89(HomeJsonLd2, {}),
    /* @__PURE__ */ jsx89(Hero, {}),
    /* @__PURE__ */ jsx89(TrustStrip, {}),
    /* @__PURE__ */ jsx89(Process, {}),
    /* @__PURE__ */ jsx89(Promises, {}),
    /* @__PURE__ */ jsx89(ServiceGrid, {}),
    /* @__PURE__ */ jsx89(HomeServices, {}),
    /* @__PURE__ */ jsx89(EmergencyBanner, {}),
    /* @__PURE__ */ jsx89(Testimonials, {}),
    /* @__PURE__ */ jsx89(HomeGallery, { items: gallery, category }, category),
    /* @__PURE__ */ jsx89(AboutSection, {}),
    /* @__PURE__ */ jsx89(AreasStrip, { cities: areas })
  ] });
}

// app/routes/logout.tsx
var logout_exports = {};
__export(logout_exports, {
  action: () => action18,
  loader: () => loader35
});
import { redirect as redirect4 } from "@remix-run/node";
var loader35 = () => redirect4("/");
async function action18({ request }) {
  let clear = await destroyUserSession(request);
  return redirectWithToast("/", { title: LOGGED_OUT, type: "info" }, { headers: { "Set-Cookie": clear } });
}

// app/routes/about.tsx
var about_exports = {};
__export(about_exports, {
  default: () => About,
  loader: () => loader36,
  meta: () => meta32
});
init_use_business();
init_use_lang();
import { json as json34 } from "@remix-run/node";
import { useLoaderData as useLoaderData26 } from "@remix-run/react";
init_business();
import { Fragment as Fragment26, jsx as jsx90, jsxs as jsxs69 } from "react/jsx-runtime";
var meta32 = ({ matches }) => {
  let { meta: meta36 } = aboutText[langFromMatches(matches)];
  return seo({ title: meta36.title, description: meta36.description(businessFromMatches(matches).name), path: "/about" }, matches);
};
async function loader36() {
  return json34({ videos: await availableVideos([founder.video, ...team.map((p) => p.video)]) });
}
function About() {
  let { videos } = useLoaderData26(), business = useBusiness(), text6 = useText(aboutText);
  return /* @__PURE__ */ jsxs69(Fragment26, { children: [
    /* @__PURE__ */ jsx90(PageHeader, { title: text6.title(business.name), subtitle: text6.subtitle }),
    /* @__PURE__ */ jsx90(Section2, { id: "founder-title", title: text6.founderTitle, children: /* @__PURE__ */ jsxs69("div", { className: "grid items-start gap-8 lg:grid-cols-2", children: [
      /* @__PURE__ */ jsxs69("div", { children: [
        /* @__PURE__ */ jsx90("h3", { className: "text-xl font-bold", children: founder.name }),
        /* @__PURE__ */ jsx90("p", { className: "text-brand-600", children: text6.founder.role }),
        /* @__PURE__ */ jsx90("p", { className: "mt-4 text-lg text-navy-800", children: text6.founder.bio })
      ] }),
      /* @__PURE__ */ jsx90(VideoOrPoster, { video: { ...founder.video, caption: text6.founder.caption }, url: videos[founder.video.key], autoPlay: !0, eager: !0 })
    ] }) }),
    /* @__PURE__ */ jsx90(Section2, { id: "team-title", title: text6.teamTitle, className: "bg-navy-50", children: /* @__PURE__ */ jsx90("ul", { className: "grid gap-6 md:grid-cols-2 lg:grid-cols-3", children: team.map((person, i) => /* @__PURE__ */ jsx90("li", { "data-testid": "team-member", children: /* @__PURE__ */ jsxs69("article", { className: "h-full rounded-2xl bg-white p-4 shadow-sm", children: [
      /* @__PURE__ */ jsx90(VideoOrPoster, { video: { ...person.video, caption: text6.team[i].caption }, url: videos[person.video.key] }),
      /* @__PURE__ */ jsx90("h3", { className: "mt-4 text-lg font-bold", children: person.name }),
      /* @__PURE__ */ jsx90("p", { className: "font-semibold text-brand-600", children: text6.team[i].role }),
      /* @__PURE__ */ jsx90("p", { className: "mt-2 text-navy-700", children: text6.team[i].bio })
    ] }) }, person.name)) }) }),
    /* @__PURE__ */ jsx90(Section2, { id: "values-title", title: text6.valuesTitle, children: /* @__PURE__ */ jsx90("ul", { className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4", "data-testid": "values", children: text6.values.map((value) => /* @__PURE__ */ jsxs69("li", { className: "rounded-2xl border border-navy-100 p-6", children: [
      /* @__PURE__ */ jsx90("h3", { className: "text-lg font-bold", children: value.title }),
      /* @__PURE__ */ jsx90("p", { className: "mt-2 text-navy-700", children: value.description })
    ] }, value.title)) }) }),
    /* @__PURE__ */ jsx90("section", { "aria-label": text6.missionLabel, className: "bg-navy-800 py-14 text-white", children: /* @__PURE__ */ jsxs69("figure", { className: "container-page max-w-3xl text-center", children: [
      /* @__PURE__ */ jsx90("blockquote", { className: "text-2xl font-semibold italic", children: /* @__PURE__ */ jsxs69("p", { children: [
        "\u201C",
        text6.mission,
        "\u201D"
      ] }) }),
      /* @__PURE__ */ jsx90("figcaption", { className: "mt-4 text-navy-50", children: text6.founderCaption(founder.name) })
    ] }) }),
    /* @__PURE__ */ jsx90(Section2, { id: "about-cta-title", title: text6.cta.title, intro: text6.cta.intro, children: /* @__PURE__ */ jsxs69("div", { className: "flex flex-wrap gap-3", children: [
      /* @__PURE__ */ jsxs69("a", { href: business.schedulingUrl, target: "_blank", rel: "noopener noreferrer", className: "btn-primary", children: [
        text6.cta.book,
        /* @__PURE__ */ jsx90("span", { className: "sr-only", children: text6.cta.newTab })
      ] }),
      /* @__PURE__ */ jsx90("a", { href: telHref(business.phone), className: "btn-secondary", children: text6.cta.call(business.phone) })
    ] }) })
  ] });
}

// app/routes/login.tsx
var login_exports = {};
__export(login_exports, {
  action: () => action19,
  default: () => Login,
  headers: () => formHeaders,
  loader: () => loader37,
  meta: () => meta33
});
import { json as json35, redirect as redirect5 } from "@remix-run/node";
import { useForm as useForm8 } from "@conform-to/react";
import { getZodConstraint as getZodConstraint2 } from "@conform-to/zod";
import { Form as Form18, useActionData as useActionData12, useLoaderData as useLoaderData27 } from "@remix-run/react";
init_HoneypotField();
init_use_is_pending();
import { jsx as jsx91, jsxs as jsxs70 } from "react/jsx-runtime";
var meta33 = ({ matches }) => [{ title: pageTitle("Admin login", matches) }, { name: "robots", content: "noindex" }];
async function loader37({ request }) {
  let redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getSessionUser(request))
    throw redirect5(redirectTo);
  return json35({ redirectTo });
}
async function action19({ request, context }) {
  return signInStep(request, { schema: loginSchema, missing: MISSING_LOGIN, hideFields: ["password"] }, async () => {
    let { setCookie, next } = await login(request, clientIp(context));
    return redirect5(next, { headers: { "Set-Cookie": setCookie } });
  });
}
function Login() {
  let { redirectTo } = useLoaderData27(), result = useActionData12(), busy = useIsPending({ state: "submitting" }), [form, fields2] = useForm8({ id: "login", lastResult: result?.reply, constraint: getZodConstraint2(loginSchema) }), error2 = form.errors?.[0];
  return /* @__PURE__ */ jsxs70("section", { className: "container-page max-w-md py-10", "aria-labelledby": "login-title", children: [
    /* @__PURE__ */ jsx91("h1", { id: "login-title", className: "text-3xl font-extrabold", children: "Admin login" }),
    /* @__PURE__ */ jsx91("p", { className: "mt-2 text-navy-700", children: "For Valor Electric staff. Visitors don't need an account." }),
    /* @__PURE__ */ jsxs70(Form18, { method: "post", id: form.id, onSubmit: form.onSubmit, className: "relative mt-6 space-y-4", "aria-describedby": error2 ? "login-error" : void 0, children: [
      error2 ? /* @__PURE__ */ jsx91(Notice, { type: "error", id: "login-error", children: error2 }) : null,
      /* @__PURE__ */ jsx91("input", { type: "hidden", name: "redirectTo", value: redirectTo }),
      /* @__PURE__ */ jsx91(HoneypotField, {}),
      /* @__PURE__ */ jsxs70("div", { children: [
        /* @__PURE__ */ jsx91("label", { htmlFor: "login-email", className: "block font-semibold", children: "Email" }),
        /* @__PURE__ */ jsx91(
          "input",
          {
            id: "login-email",
            name: fields2.email.name,
            type: "email",
            autoComplete: "username",
            required: fields2.email.required,
            maxLength: fields2.email.maxLength,
            defaultValue: fields2.email.initialValue,
            className: "admin-input"
          }
        )
      ] }),
      /* @__PURE__ */ jsxs70("div", { children: [
        /* @__PURE__ */ jsx91("label", { htmlFor: "login-password", className: "block font-semibold", children: "Password" }),
        /* @__PURE__ */ jsx91(
          "input",
          {
            id: "login-password",
            name: fields2.password.name,
            type: "password",
            autoComplete: "current-password",
            required: fields2.password.required,
            maxLength: fields2.password.maxLength,
            className: "admin-input"
          }
        )
      ] }),
      /* @__PURE__ */ jsx91("button", { type: "submit", className: "btn-primary w-full", disabled: busy, children: busy ? "Signing in..." : "Sign in" })
    ] })
  ] });
}

// app/routes/book.tsx
var book_exports = {};
__export(book_exports, {
  action: () => action20,
  default: () => Book,
  headers: () => formHeaders,
  loader: () => loader38,
  meta: () => meta34
});
import { json as json36 } from "@remix-run/node";
import { useActionData as useActionData13, useLoaderData as useLoaderData28 } from "@remix-run/react";
init_BookingForm();
init_fields();
init_options();

// app/lib/requests/booking-request.server.ts
init_booking2();
init_messages();
init_options();
async function submitBooking(formData, meta36, deps = formDeps()) {
  let submission = parseForm(formData, bookingSchema);
  if (submission.status !== "success")
    return { ok: !1, status: 400, toast: bookingErrorToast(submission.error ?? void 0), reply: submission.reply() };
  let v = submission.value;
  if (isSpam(formData))
    return { ok: !0, toast: messages.bookingReady, reply: submission.reply(), bookingUrl: deps.business.schedulingUrl, note: null, statusPath: null };
  let limited = await overRateLimit("booking", meta36, submission, deps);
  if (limited)
    return limited;
  let types;
  try {
    types = await deps.scheduling.getEventTypes();
  } catch (error2) {
    return log.warn("appointment types failed", { error: String(error2) }), { ok: !1, status: 502, toast: messages.bookingOptionsFailure, reply: submission.reply() };
  }
  let type = types.find((t) => t.uri === v.eventTypeUri);
  if (!type)
    return {
      ok: !1,
      status: 400,
      toast: messages.appointmentRequired,
      reply: submission.reply({ fieldErrors: { eventTypeUri: [messages.appointmentRequired.description] } })
    };
  let service = labelOf(bookingServices, v.service) || DEFAULT_SERVICE.booking, fields2 = { ...fieldsOf(v), appointmentType: type.name }, bookingUrl;
  try {
    bookingUrl = await deps.scheduling.createBookingLink(type.uri, { name: v.name, email: v.email });
  } catch (error2) {
    log.warn("booking link failed", { error: error2 instanceof SchedulingError ? error2.message : String(error2) });
    try {
      isEmergencyRequest(fields2) ? await recordRequest("booking", { name: v.name, email: v.email, phone: v.phone, service, message: v.message ?? "" }, fields2, meta36, deps) : await saveLead(deps.db, { kind: "booking", name: v.name, email: v.email, phone: v.phone, service, message: v.message ?? "", fields: fields2, page: meta36.page, attribution: meta36.attribution });
    } catch (saveError) {
      log.error("saving booking request failed", errorFields(saveError));
    }
    return { ok: !1, status: 502, toast: messages.bookingLinkFailure, reply: submission.reply() };
  }
  let confirmation = { name: v.name, email: v.email, phone: v.phone, service, message: v.message ?? "", bookingUrl }, mailQueued = !1, statusPath2 = null;
  try {
    ({ statusPath: statusPath2 } = await recordRequest("booking", confirmation, { ...fields2, bookingUrl }, meta36, deps)), mailQueued = !0;
  } catch (error2) {
    log.error("saving booking request failed", errorFields(error2));
  }
  return {
    ok: !0,
    toast: messages.bookingReady,
    reply: submission.reply(),
    bookingUrl,
    note: mailQueued ? null : messages.bookingEmailNote,
    statusPath: statusPath2
  };
}

// app/routes/book.tsx
import { jsx as jsx92, jsxs as jsxs71 } from "react/jsx-runtime";
var meta34 = ({ matches }) => seo(
  {
    title: "Book a Free Consultation",
    description: "Book a free 30-minute consultation or discovery call with a veteran-owned, licensed electrician.",
    path: "/book"
  },
  matches
), field = (form, key, max) => {
  let value = form.get(key);
  return typeof value == "string" && value ? value.slice(0, max) : void 0;
};
async function loader38({ request }) {
  let prefill = { service: toBookingService(new URL(request.url).searchParams.get("service")) }, types = await loadAppointmentTypes();
  return json36({ types, prefill, quick: !1 }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=86400" } });
}
async function action20({ request, context }) {
  let formData = await request.formData();
  if (formData.get("intent") === BOOKING_PREFILL_INTENT) {
    let prefill = {
      service: toBookingService(String(formData.get("service") ?? "")),
      name: field(formData, "name", LIMITS.name),
      phone: field(formData, "phone", 20),
      email: field(formData, "email", LIMITS.email),
      message: field(formData, "message", LIMITS.message)
    };
    return json36({ prefill }, { headers: { "Cache-Control": "private, no-store" } });
  }
  let outcome = await submitBooking(formData, await requestMeta(request, formData, context));
  return formResponse(outcome, formData);
}
function Book() {
  let loaded = useLoaderData28(), posted = useActionData13(), handOff = posted && "prefill" in posted ? posted.prefill : null, options = handOff ? { ...loaded, prefill: handOff, quick: !0 } : loaded, result = posted && !("prefill" in posted) ? posted : void 0;
  return /* @__PURE__ */ jsxs71("section", { className: "container-page max-w-2xl py-10", "aria-labelledby": "book-title", children: [
    /* @__PURE__ */ jsx92("h1", { id: "book-title", className: "text-3xl font-extrabold", children: "Book a Free Consultation" }),
    /* @__PURE__ */ jsx92("p", { className: "mb-6 mt-2 text-navy-800", children: "Tell us who you are and choose an appointment type; we'll give you a booking link to pick a time." }),
    /* @__PURE__ */ jsx92(BookingPageForm, { options, result })
  ] });
}

// app/routes/chat.tsx
var chat_exports = {};
__export(chat_exports, {
  action: () => action21,
  default: () => ChatPage,
  loader: () => loader39,
  meta: () => meta35
});
import { json as json37, redirect as redirect6 } from "@remix-run/node";
import { Form as Form19, useActionData as useActionData14, useLoaderData as useLoaderData29 } from "@remix-run/react";
import { lazy as lazy4, Suspense as Suspense4 } from "react";
init_use_business();
init_use_hydrated();
init_use_is_pending();

// app/lib/assistant/chat-session.server.ts
import { createCookieSessionStorage as createCookieSessionStorage2 } from "@remix-run/node";
var COOKIE_BUDGET = 3500;
function storage() {
  return singleton("chat-session-storage", () => {
    let config = getConfig();
    return createCookieSessionStorage2({
      cookie: {
        name: "chat",
        path: "/chat",
        httpOnly: !0,
        sameSite: "lax",
        secure: cookieSecurity(config).secure,
        maxAge: 60 * 60 * 24,
        secrets: [config.SESSION_SECRET]
      }
    });
  });
}
async function readConversation(request) {
  let messages2 = (await storage().getSession(request.headers.get("Cookie"))).get("messages");
  return Array.isArray(messages2) ? messages2 : [];
}
async function saveConversation(request, messages2) {
  let s = storage(), session = await s.getSession(request.headers.get("Cookie")), kept = messages2, size2 = (list) => Buffer.byteLength(JSON.stringify(list)) * 4 / 3;
  for (; kept.length > 1 && size2(kept) > COOKIE_BUDGET; )
    kept = kept.slice(1);
  for (; kept.length === 1 && size2(kept) > COOKIE_BUDGET && kept[0].content.length > 0; )
    kept = [{ ...kept[0], content: kept[0].content.slice(0, Math.floor(kept[0].content.length * 0.8)) }];
  return session.set("messages", kept), s.commitSession(session);
}
async function clearConversation(request) {
  let s = storage();
  return s.destroySession(await s.getSession(request.headers.get("Cookie")));
}

// app/routes/chat.tsx
import { jsx as jsx93, jsxs as jsxs72 } from "react/jsx-runtime";
var VoicePanel3 = lazy4(() => Promise.resolve().then(() => (init_VoicePanel(), VoicePanel_exports)).then((m) => ({ default: m.VoicePanel }))), meta35 = ({ matches }) => seo(
  {
    title: `Chat with ${businessFromMatches(matches).assistantName} | Virtual Office Manager`,
    description: "Ask our virtual office manager about prices, service areas, hours and emergencies, or book a free consultation.",
    path: "/chat"
  },
  matches
);
async function loader39({ request }) {
  return json37({ messages: await readConversation(request) }, { headers: { "Cache-Control": "private, no-store" } });
}
async function action21({ request, context }) {
  let form = await request.formData().catch(() => null);
  if (!form)
    return json37({ error: "Please type a message.", message: "" }, { status: 400 });
  if (form.get("intent") === "reset")
    return redirect6("/chat", { headers: { "Set-Cookie": await clearConversation(request) } });
  let message = String(form.get("message") ?? "").trim();
  if (!message)
    return redirect6("/chat");
  let messages2 = await readConversation(request), history = messages2.filter((m) => !m.isError).map(({ role, content }) => ({ role, content })), outcome = await handleChatMessage(message, history.slice(-5), clientIp(context));
  if (!outcome.ok && outcome.status === 429)
    return json37({ error: outcome.error, message }, { status: 429 });
  let now = Date.now(), next = [...messages2, { role: "user", content: message.slice(0, 1e3), timestamp: now }];
  return outcome.ok ? next.push({
    role: "assistant",
    content: outcome.reply,
    timestamp: now + 1,
    ...outcome.bookingData ? { hasBookingAction: !0, bookingData: outcome.bookingData } : {},
    ...outcome.statusPath ? { statusPath: outcome.statusPath } : {}
  }) : next.push({ role: "assistant", content: chatFailureText(outcome.error), timestamp: now + 1, isError: !0 }), redirect6("/chat", { headers: { "Set-Cookie": await saveConversation(request, next) } });
}
function ChatPage() {
  let { messages: messages2 } = useLoaderData29(), actionData = useActionData14(), business = useBusiness(), hydrated = useHydrated(), posting = useIsPending({ state: "submitting" }), resetting = useIsPending({ intent: "reset", state: "submitting" }), sending = posting && !resetting;
  return /* @__PURE__ */ jsxs72("section", { className: "container-page max-w-3xl py-10", "aria-labelledby": "chat-title", children: [
    /* @__PURE__ */ jsxs72("h1", { id: "chat-title", className: "text-3xl font-extrabold", children: [
      "Chat with ",
      business.assistantName
    ] }),
    /* @__PURE__ */ jsxs72("p", { className: "mt-2 text-lg", children: [
      business.assistantName,
      " is our virtual office manager: ask about prices, service areas, hours or an electrical emergency, or book a free consultation. For fire or smoke, call 911 first."
    ] }),
    /* @__PURE__ */ jsxs72("div", { className: "mt-6 rounded-2xl border border-navy-100 p-4", children: [
      messages2.length === 0 ? /* @__PURE__ */ jsxs72("p", { className: "text-sm text-navy-700", "data-testid": "chat-empty", children: [
        "Hi! I'm ",
        business.assistantName,
        ". How can I help with your electrical project today?"
      ] }) : null,
      /* @__PURE__ */ jsx93(ChatMessages, { messages: messages2, assistantName: business.assistantName, loading: sending }),
      /* @__PURE__ */ jsxs72(Form19, { method: "post", id: "chat-form", className: "mt-4 flex flex-col gap-2", children: [
        /* @__PURE__ */ jsx93("label", { htmlFor: "chat-page-message", className: "font-semibold", children: "Your message" }),
        /* @__PURE__ */ jsx93(
          "textarea",
          {
            id: "chat-page-message",
            name: "message",
            rows: 3,
            maxLength: 1e3,
            required: !0,
            defaultValue: actionData && "message" in actionData ? actionData.message : void 0,
            className: "rounded-lg border border-navy-600 p-3"
          }
        ),
        actionData && "error" in actionData ? /* @__PURE__ */ jsx93("p", { role: "alert", className: "text-sm font-semibold text-brand-700", children: actionData.error }) : null,
        /* @__PURE__ */ jsxs72("div", { className: "flex flex-wrap gap-2", children: [
          /* @__PURE__ */ jsx93("button", { type: "submit", className: "btn-primary", disabled: sending, children: sending ? "Sending..." : "Send" }),
          messages2.length > 0 ? /* @__PURE__ */ jsx93("button", { type: "submit", name: "intent", value: "reset", formNoValidate: !0, className: "btn-outline", children: "Start over" }) : null
        ] })
      ] })
    ] }),
    /* @__PURE__ */ jsx93("div", { className: "mt-6", children: hydrated ? /* @__PURE__ */ jsx93(Suspense4, { fallback: /* @__PURE__ */ jsx93("p", { role: "status", children: "Loading voice chat\u2026" }), children: /* @__PURE__ */ jsx93(VoicePanel3, { assistantName: business.assistantName }) }) : /* @__PURE__ */ jsx93("p", { "data-testid": "voice-needs-js", children: "Voice chat needs JavaScript and a microphone. You can type to us here, or call us." }) })
  ] });
}

// app/routes/$.tsx
var __exports = {};
__export(__exports, {
  default: () => CatchAll,
  loader: () => loader40
});
import { jsx as jsx94 } from "react/jsx-runtime";
async function loader40({ request }) {
  let url = new URL(request.url);
  throw log.warn("unknown path", { path: url.pathname, referer: request.headers.get("referer") }), new Response("Not Found", { status: 404 });
}
function CatchAll() {
  return /* @__PURE__ */ jsx94(NotFound, {});
}

// server-assets-manifest:@remix-run/dev/assets-manifest
var assets_manifest_default = { entry: { module: "/build/entry.client-YZJ6V2FR.js", imports: ["/build/_shared/chunk-X57BH44H.js", "/build/_shared/chunk-BVJBT3X3.js", "/build/_shared/chunk-T36URGAI.js"] }, routes: { "routes/$": { id: "routes/$", parentId: "root", path: "*", index: void 0, caseSensitive: void 0, module: "/build/routes/$-O2CQ5WOZ.js", imports: ["/build/_shared/chunk-52ELN52J.js", "/build/_shared/chunk-C7BMZCRO.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/$.tsx": { id: "es/$.tsx", parentId: "root", path: "es/*", index: void 0, caseSensitive: void 0, module: "/build/routes/$-O2CQ5WOZ.js", imports: ["/build/_shared/chunk-52ELN52J.js", "/build/_shared/chunk-C7BMZCRO.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/_index": { id: "routes/_index", parentId: "root", path: void 0, index: !0, caseSensitive: void 0, module: "/build/routes/_index-CMQE3VIT.js", imports: ["/build/_shared/chunk-5WYIFFIF.js", "/build/_shared/chunk-TZZHEOZX.js", "/build/_shared/chunk-FWXMGWRQ.js", "/build/_shared/chunk-OP72KVAH.js", "/build/_shared/chunk-WWXNOS5K.js", "/build/_shared/chunk-NPHXQ35C.js", "/build/_shared/chunk-2ZTPZXMQ.js", "/build/_shared/chunk-C5E5GGUY.js", "/build/_shared/chunk-777WSJ54.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-PJ3CMXPX.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/_index.tsx": { id: "es/_index.tsx", parentId: "root", path: "es", index: !0, caseSensitive: void 0, module: "/build/routes/_index-CMQE3VIT.js", imports: ["/build/_shared/chunk-5WYIFFIF.js", "/build/_shared/chunk-TZZHEOZX.js", "/build/_shared/chunk-FWXMGWRQ.js", "/build/_shared/chunk-OP72KVAH.js", "/build/_shared/chunk-WWXNOS5K.js", "/build/_shared/chunk-NPHXQ35C.js", "/build/_shared/chunk-2ZTPZXMQ.js", "/build/_shared/chunk-C5E5GGUY.js", "/build/_shared/chunk-777WSJ54.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-PJ3CMXPX.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/about": { id: "routes/about", parentId: "root", path: "about", index: void 0, caseSensitive: void 0, module: "/build/routes/about-P6WXVC7R.js", imports: ["/build/_shared/chunk-JWLKGXC5.js", "/build/_shared/chunk-URI2JU7Q.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-U5V5HBVK.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/about.tsx": { id: "es/about.tsx", parentId: "root", path: "es/about", index: void 0, caseSensitive: void 0, module: "/build/routes/about-P6WXVC7R.js", imports: ["/build/_shared/chunk-JWLKGXC5.js", "/build/_shared/chunk-URI2JU7Q.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-U5V5HBVK.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/book": { id: "routes/book", parentId: "root", path: "book", index: void 0, caseSensitive: void 0, module: "/build/routes/book-ID36K3UI.js", imports: ["/build/_shared/chunk-B4277FFK.js", "/build/_shared/chunk-LPMWBCNO.js", "/build/_shared/chunk-OP72KVAH.js", "/build/_shared/chunk-MOOIF4IP.js", "/build/_shared/chunk-W2KGPLYL.js", "/build/_shared/chunk-IMDILQ5Y.js", "/build/_shared/chunk-FLPUY4TP.js", "/build/_shared/chunk-PJ3CMXPX.js", "/build/_shared/chunk-22WOZSLT.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-6LPFVR66.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/book.tsx": { id: "es/book.tsx", parentId: "root", path: "es/book", index: void 0, caseSensitive: void 0, module: "/build/routes/book-ID36K3UI.js", imports: ["/build/_shared/chunk-B4277FFK.js", "/build/_shared/chunk-LPMWBCNO.js", "/build/_shared/chunk-OP72KVAH.js", "/build/_shared/chunk-MOOIF4IP.js", "/build/_shared/chunk-W2KGPLYL.js", "/build/_shared/chunk-IMDILQ5Y.js", "/build/_shared/chunk-FLPUY4TP.js", "/build/_shared/chunk-PJ3CMXPX.js", "/build/_shared/chunk-22WOZSLT.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-6LPFVR66.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/chat": { id: "routes/chat", parentId: "root", path: "chat", index: void 0, caseSensitive: void 0, module: "/build/routes/chat-WP3JJBPN.js", imports: ["/build/_shared/chunk-GEUHAD4Y.js", "/build/_shared/chunk-FWXMGWRQ.js", "/build/_shared/chunk-OP72KVAH.js", "/build/_shared/chunk-PJ3CMXPX.js", "/build/_shared/chunk-CVSUKHCV.js", "/build/_shared/chunk-6LPFVR66.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/chat.tsx": { id: "es/chat.tsx", parentId: "root", path: "es/chat", index: void 0, caseSensitive: void 0, module: "/build/routes/chat-WP3JJBPN.js", imports: ["/build/_shared/chunk-GEUHAD4Y.js", "/build/_shared/chunk-FWXMGWRQ.js", "/build/_shared/chunk-OP72KVAH.js", "/build/_shared/chunk-PJ3CMXPX.js", "/build/_shared/chunk-CVSUKHCV.js", "/build/_shared/chunk-6LPFVR66.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/contact": { id: "routes/contact", parentId: "root", path: "contact", index: void 0, caseSensitive: void 0, module: "/build/routes/contact-X6H75NNS.js", imports: ["/build/_shared/chunk-WX2K4UXC.js", "/build/_shared/chunk-NPHXQ35C.js", "/build/_shared/chunk-URI2JU7Q.js", "/build/_shared/chunk-NBS2HMU3.js", "/build/_shared/chunk-FLPUY4TP.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-CVSUKHCV.js", "/build/_shared/chunk-U5V5HBVK.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/contact.tsx": { id: "es/contact.tsx", parentId: "root", path: "es/contact", index: void 0, caseSensitive: void 0, module: "/build/routes/contact-X6H75NNS.js", imports: ["/build/_shared/chunk-WX2K4UXC.js", "/build/_shared/chunk-NPHXQ35C.js", "/build/_shared/chunk-URI2JU7Q.js", "/build/_shared/chunk-NBS2HMU3.js", "/build/_shared/chunk-FLPUY4TP.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-CVSUKHCV.js", "/build/_shared/chunk-U5V5HBVK.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/electrician-alexandria": { id: "routes/electrician-alexandria", parentId: "root", path: "electrician-alexandria", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-alexandria-DZ4PDUY2.js", imports: ["/build/_shared/chunk-PFAGBKYO.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/electrician-alexandria.tsx": { id: "es/electrician-alexandria.tsx", parentId: "root", path: "es/electrician-alexandria", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-alexandria-DZ4PDUY2.js", imports: ["/build/_shared/chunk-PFAGBKYO.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/electrician-centreville": { id: "routes/electrician-centreville", parentId: "root", path: "electrician-centreville", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-centreville-RV4HV3GJ.js", imports: ["/build/_shared/chunk-CZWNYFQ6.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/electrician-centreville.tsx": { id: "es/electrician-centreville.tsx", parentId: "root", path: "es/electrician-centreville", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-centreville-RV4HV3GJ.js", imports: ["/build/_shared/chunk-CZWNYFQ6.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/electrician-fairfax": { id: "routes/electrician-fairfax", parentId: "root", path: "electrician-fairfax", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-fairfax-APBD7Q5G.js", imports: ["/build/_shared/chunk-NQIQLQSX.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/electrician-fairfax.tsx": { id: "es/electrician-fairfax.tsx", parentId: "root", path: "es/electrician-fairfax", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-fairfax-APBD7Q5G.js", imports: ["/build/_shared/chunk-NQIQLQSX.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/electrician-gainesville": { id: "routes/electrician-gainesville", parentId: "root", path: "electrician-gainesville", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-gainesville-K4OIIYIN.js", imports: ["/build/_shared/chunk-2UGRNKLN.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/electrician-gainesville.tsx": { id: "es/electrician-gainesville.tsx", parentId: "root", path: "es/electrician-gainesville", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-gainesville-K4OIIYIN.js", imports: ["/build/_shared/chunk-2UGRNKLN.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/electrician-manassas-park": { id: "routes/electrician-manassas-park", parentId: "root", path: "electrician-manassas-park", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-manassas-park-5CJ7LCEZ.js", imports: ["/build/_shared/chunk-GZXF6KBM.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/electrician-manassas-park.tsx": { id: "es/electrician-manassas-park.tsx", parentId: "root", path: "es/electrician-manassas-park", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-manassas-park-5CJ7LCEZ.js", imports: ["/build/_shared/chunk-GZXF6KBM.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/electrician-manassas": { id: "routes/electrician-manassas", parentId: "root", path: "electrician-manassas", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-manassas-FOTFJZFJ.js", imports: ["/build/_shared/chunk-5I3ZU647.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/electrician-manassas.tsx": { id: "es/electrician-manassas.tsx", parentId: "root", path: "es/electrician-manassas", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-manassas-FOTFJZFJ.js", imports: ["/build/_shared/chunk-5I3ZU647.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/electrician-springfield": { id: "routes/electrician-springfield", parentId: "root", path: "electrician-springfield", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-springfield-EC7NKOHX.js", imports: ["/build/_shared/chunk-I3RBNPV4.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/electrician-springfield.tsx": { id: "es/electrician-springfield.tsx", parentId: "root", path: "es/electrician-springfield", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-springfield-EC7NKOHX.js", imports: ["/build/_shared/chunk-I3RBNPV4.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/electrician-woodbridge": { id: "routes/electrician-woodbridge", parentId: "root", path: "electrician-woodbridge", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-woodbridge-BH5LM4TI.js", imports: ["/build/_shared/chunk-RWU4AXSC.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/electrician-woodbridge.tsx": { id: "es/electrician-woodbridge.tsx", parentId: "root", path: "es/electrician-woodbridge", index: void 0, caseSensitive: void 0, module: "/build/routes/electrician-woodbridge-BH5LM4TI.js", imports: ["/build/_shared/chunk-RWU4AXSC.js", "/build/_shared/chunk-NTEGW7FO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/emergency": { id: "routes/emergency", parentId: "root", path: "emergency", index: void 0, caseSensitive: void 0, module: "/build/routes/emergency-S5Q263BK.js", imports: ["/build/_shared/chunk-4DET47WN.js", "/build/_shared/chunk-ETEYRYJL.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-76BCYHR7.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/emergency.tsx": { id: "es/emergency.tsx", parentId: "root", path: "es/emergency", index: void 0, caseSensitive: void 0, module: "/build/routes/emergency-S5Q263BK.js", imports: ["/build/_shared/chunk-4DET47WN.js", "/build/_shared/chunk-ETEYRYJL.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-76BCYHR7.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/estimate": { id: "routes/estimate", parentId: "root", path: "estimate", index: void 0, caseSensitive: void 0, module: "/build/routes/estimate-LNOS2ZI5.js", imports: ["/build/_shared/chunk-F7QICTCA.js", "/build/_shared/chunk-MPCWMQ4Q.js", "/build/_shared/chunk-RNPAHSIL.js", "/build/_shared/chunk-MOOIF4IP.js", "/build/_shared/chunk-W2KGPLYL.js", "/build/_shared/chunk-IMDILQ5Y.js", "/build/_shared/chunk-NBS2HMU3.js", "/build/_shared/chunk-FLPUY4TP.js", "/build/_shared/chunk-PJ3CMXPX.js", "/build/_shared/chunk-CVSUKHCV.js", "/build/_shared/chunk-22WOZSLT.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-6LPFVR66.js"], hasAction: !0, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/estimate.tsx": { id: "es/estimate.tsx", parentId: "root", path: "es/estimate", index: void 0, caseSensitive: void 0, module: "/build/routes/estimate-LNOS2ZI5.js", imports: ["/build/_shared/chunk-F7QICTCA.js", "/build/_shared/chunk-MPCWMQ4Q.js", "/build/_shared/chunk-RNPAHSIL.js", "/build/_shared/chunk-MOOIF4IP.js", "/build/_shared/chunk-W2KGPLYL.js", "/build/_shared/chunk-IMDILQ5Y.js", "/build/_shared/chunk-NBS2HMU3.js", "/build/_shared/chunk-FLPUY4TP.js", "/build/_shared/chunk-PJ3CMXPX.js", "/build/_shared/chunk-CVSUKHCV.js", "/build/_shared/chunk-22WOZSLT.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-6LPFVR66.js"], hasAction: !0, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/gallery": { id: "routes/gallery", parentId: "root", path: "gallery", index: void 0, caseSensitive: void 0, module: "/build/routes/gallery-A7C7BICE.js", imports: ["/build/_shared/chunk-DDDUMEA6.js", "/build/_shared/chunk-WWXNOS5K.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/gallery.tsx": { id: "es/gallery.tsx", parentId: "root", path: "es/gallery", index: void 0, caseSensitive: void 0, module: "/build/routes/gallery-A7C7BICE.js", imports: ["/build/_shared/chunk-DDDUMEA6.js", "/build/_shared/chunk-WWXNOS5K.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/newsletter": { id: "routes/newsletter", parentId: "root", path: "newsletter", index: void 0, caseSensitive: void 0, module: "/build/routes/newsletter-MTYGFPPY.js", imports: ["/build/_shared/chunk-Z2JJN3FA.js", "/build/_shared/chunk-FLPUY4TP.js"], hasAction: !0, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/newsletter.tsx": { id: "es/newsletter.tsx", parentId: "root", path: "es/newsletter", index: void 0, caseSensitive: void 0, module: "/build/routes/newsletter-MTYGFPPY.js", imports: ["/build/_shared/chunk-Z2JJN3FA.js", "/build/_shared/chunk-FLPUY4TP.js"], hasAction: !0, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/privacy": { id: "routes/privacy", parentId: "root", path: "privacy", index: void 0, caseSensitive: void 0, module: "/build/routes/privacy-QJCUCVSS.js", imports: ["/build/_shared/chunk-6JTYYAEX.js"], hasAction: !1, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/privacy.tsx": { id: "es/privacy.tsx", parentId: "root", path: "es/privacy", index: void 0, caseSensitive: void 0, module: "/build/routes/privacy-QJCUCVSS.js", imports: ["/build/_shared/chunk-6JTYYAEX.js"], hasAction: !1, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/reviews": { id: "routes/reviews", parentId: "root", path: "reviews", index: void 0, caseSensitive: void 0, module: "/build/routes/reviews-2UALGJZ7.js", imports: ["/build/_shared/chunk-GXOQUYWC.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/reviews.tsx": { id: "es/reviews.tsx", parentId: "root", path: "es/reviews", index: void 0, caseSensitive: void 0, module: "/build/routes/reviews-2UALGJZ7.js", imports: ["/build/_shared/chunk-GXOQUYWC.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/service-areas": { id: "routes/service-areas", parentId: "root", path: "service-areas", index: void 0, caseSensitive: void 0, module: "/build/routes/service-areas-CJH4BDLE.js", imports: ["/build/_shared/chunk-YWMOK2Y6.js", "/build/_shared/chunk-777WSJ54.js", "/build/_shared/chunk-ETEYRYJL.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/service-areas.tsx": { id: "es/service-areas.tsx", parentId: "root", path: "es/service-areas", index: void 0, caseSensitive: void 0, module: "/build/routes/service-areas-CJH4BDLE.js", imports: ["/build/_shared/chunk-YWMOK2Y6.js", "/build/_shared/chunk-777WSJ54.js", "/build/_shared/chunk-ETEYRYJL.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/services.$slug": { id: "routes/services.$slug", parentId: "root", path: "services/:slug", index: void 0, caseSensitive: void 0, module: "/build/routes/services.$slug-OPES7AC6.js", imports: ["/build/_shared/chunk-UC4IJM4W.js", "/build/_shared/chunk-C7BMZCRO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/services.$slug.tsx": { id: "es/services.$slug.tsx", parentId: "root", path: "es/services/:slug", index: void 0, caseSensitive: void 0, module: "/build/routes/services.$slug-OPES7AC6.js", imports: ["/build/_shared/chunk-UC4IJM4W.js", "/build/_shared/chunk-C7BMZCRO.js", "/build/_shared/chunk-SKANNQCD.js", "/build/_shared/chunk-LCV2HCMY.js", "/build/_shared/chunk-NQR2IXAF.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/services._index": { id: "routes/services._index", parentId: "root", path: "services", index: !0, caseSensitive: void 0, module: "/build/routes/services._index-PU2KTEIK.js", imports: ["/build/_shared/chunk-YPNP4KVJ.js", "/build/_shared/chunk-2ZTPZXMQ.js", "/build/_shared/chunk-C5E5GGUY.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "es/services._index.tsx": { id: "es/services._index.tsx", parentId: "root", path: "es/services", index: !0, caseSensitive: void 0, module: "/build/routes/services._index-PU2KTEIK.js", imports: ["/build/_shared/chunk-YPNP4KVJ.js", "/build/_shared/chunk-2ZTPZXMQ.js", "/build/_shared/chunk-C5E5GGUY.js", "/build/_shared/chunk-URLM3XWC.js", "/build/_shared/chunk-2RM6FSTQ.js", "/build/_shared/chunk-6PIX6KOD.js"], hasAction: !1, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, root: { id: "root", parentId: void 0, path: "", index: void 0, caseSensitive: void 0, module: "/build/root-T4VDK5DG.js", imports: ["/build/_shared/chunk-JHTSWBTC.js", "/build/_shared/chunk-77MPK3GN.js", "/build/_shared/chunk-33NKLJIO.js", "/build/_shared/chunk-L6WQ4PV3.js", "/build/_shared/chunk-WW7C3LQK.js", "/build/_shared/chunk-NHA345CE.js", "/build/_shared/chunk-DFGPAMZ5.js", "/build/_shared/chunk-BP5GTOK3.js", "/build/_shared/chunk-DDWC47BT.js", "/build/_shared/chunk-SDJ7UJIZ.js", "/build/_shared/chunk-QWTI6NDP.js", "/build/_shared/chunk-IQBCOVUS.js", "/build/_shared/chunk-BBIPXIHA.js", "/build/_shared/chunk-KPWQHS6G.js", "/build/_shared/chunk-PS5VD7GF.js", "/build/_shared/chunk-AKIQ7PIJ.js", "/build/_shared/chunk-IJNX26JN.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !0 }, "routes/_admin": { id: "routes/_admin", parentId: "root", path: void 0, index: void 0, caseSensitive: void 0, module: "/build/routes/_admin-VCRO53EN.js", imports: ["/build/_shared/chunk-VRVHIXJS.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/_admin.admin._index": { id: "routes/_admin.admin._index", parentId: "routes/_admin", path: "admin", index: !0, caseSensitive: void 0, module: "/build/routes/_admin.admin._index-XTUJI2SJ.js", imports: ["/build/_shared/chunk-U5V5HBVK.js", "/build/_shared/chunk-H5GC4YIO.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-QWTI6NDP.js", "/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-IQBCOVUS.js", "/build/_shared/chunk-XP53NBC5.js", "/build/_shared/chunk-OV2DDXGB.js", "/build/_shared/chunk-KPWQHS6G.js", "/build/_shared/chunk-PS5VD7GF.js", "/build/_shared/chunk-AKIQ7PIJ.js", "/build/_shared/chunk-IJNX26JN.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/_admin.admin.dashboard": { id: "routes/_admin.admin.dashboard", parentId: "routes/_admin", path: "admin/dashboard", index: void 0, caseSensitive: void 0, module: "/build/routes/_admin.admin.dashboard-4JWYQ54B.js", imports: ["/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-5BAQC5UM.js", "/build/_shared/chunk-OV2DDXGB.js", "/build/_shared/chunk-KPWQHS6G.js", "/build/_shared/chunk-PS5VD7GF.js", "/build/_shared/chunk-AKIQ7PIJ.js", "/build/_shared/chunk-IJNX26JN.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/_admin.admin.leads.$leadId": { id: "routes/_admin.admin.leads.$leadId", parentId: "routes/_admin", path: "admin/leads/:leadId", index: void 0, caseSensitive: void 0, module: "/build/routes/_admin.admin.leads.$leadId-2ARC567Y.js", imports: ["/build/_shared/chunk-H5GC4YIO.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-DDWC47BT.js", "/build/_shared/chunk-SDJ7UJIZ.js", "/build/_shared/chunk-QWTI6NDP.js", "/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-IQBCOVUS.js", "/build/_shared/chunk-J6H3EQOM.js", "/build/_shared/chunk-XP53NBC5.js", "/build/_shared/chunk-5BAQC5UM.js", "/build/_shared/chunk-LBVDQUCG.js", "/build/_shared/chunk-OV2DDXGB.js", "/build/_shared/chunk-BBIPXIHA.js", "/build/_shared/chunk-KPWQHS6G.js", "/build/_shared/chunk-PS5VD7GF.js", "/build/_shared/chunk-AKIQ7PIJ.js", "/build/_shared/chunk-IJNX26JN.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/_admin.admin.leads.$leadId.photos.$photoId": { id: "routes/_admin.admin.leads.$leadId.photos.$photoId", parentId: "routes/_admin.admin.leads.$leadId", path: "photos/:photoId", index: void 0, caseSensitive: void 0, module: "/build/routes/_admin.admin.leads.$leadId.photos.$photoId-WQH6XQX2.js", imports: void 0, hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/_admin.admin.leads._index": { id: "routes/_admin.admin.leads._index", parentId: "routes/_admin", path: "admin/leads", index: !0, caseSensitive: void 0, module: "/build/routes/_admin.admin.leads._index-5N7KY27Z.js", imports: ["/build/_shared/chunk-J6H3EQOM.js", "/build/_shared/chunk-XP53NBC5.js", "/build/_shared/chunk-5BAQC5UM.js", "/build/_shared/chunk-LBVDQUCG.js", "/build/_shared/chunk-OV2DDXGB.js", "/build/_shared/chunk-BBIPXIHA.js", "/build/_shared/chunk-KPWQHS6G.js", "/build/_shared/chunk-PS5VD7GF.js", "/build/_shared/chunk-AKIQ7PIJ.js", "/build/_shared/chunk-IJNX26JN.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/_admin.admin.leads_.$id_.alerts": { id: "routes/_admin.admin.leads_.$id_.alerts", parentId: "routes/_admin", path: "admin/leads/:id/alerts", index: void 0, caseSensitive: void 0, module: "/build/routes/_admin.admin.leads_.$id_.alerts-JTCTCTKP.js", imports: ["/build/_shared/chunk-YZZQ54OT.js", "/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-IQBCOVUS.js", "/build/_shared/chunk-LBVDQUCG.js", "/build/_shared/chunk-OV2DDXGB.js", "/build/_shared/chunk-BBIPXIHA.js", "/build/_shared/chunk-KPWQHS6G.js", "/build/_shared/chunk-PS5VD7GF.js", "/build/_shared/chunk-AKIQ7PIJ.js", "/build/_shared/chunk-IJNX26JN.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/_admin.admin.on-call": { id: "routes/_admin.admin.on-call", parentId: "routes/_admin", path: "admin/on-call", index: void 0, caseSensitive: void 0, module: "/build/routes/_admin.admin.on-call-A7UDZUQ6.js", imports: ["/build/_shared/chunk-22WOZSLT.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-DDWC47BT.js", "/build/_shared/chunk-SDJ7UJIZ.js", "/build/_shared/chunk-QWTI6NDP.js", "/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-IQBCOVUS.js", "/build/_shared/chunk-XP53NBC5.js", "/build/_shared/chunk-OV2DDXGB.js", "/build/_shared/chunk-KPWQHS6G.js", "/build/_shared/chunk-PS5VD7GF.js", "/build/_shared/chunk-AKIQ7PIJ.js", "/build/_shared/chunk-IJNX26JN.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/_admin.gallery-import": { id: "routes/_admin.gallery-import", parentId: "routes/_admin", path: "gallery-import", index: void 0, caseSensitive: void 0, module: "/build/routes/_admin.gallery-import-56MOYXE3.js", imports: ["/build/_shared/chunk-SDJ7UJIZ.js", "/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-XP53NBC5.js", "/build/_shared/chunk-5BAQC5UM.js", "/build/_shared/chunk-OV2DDXGB.js", "/build/_shared/chunk-KPWQHS6G.js", "/build/_shared/chunk-PS5VD7GF.js", "/build/_shared/chunk-AKIQ7PIJ.js", "/build/_shared/chunk-IJNX26JN.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/ack.$token": { id: "routes/ack.$token", parentId: "root", path: "ack/:token", index: void 0, caseSensitive: void 0, module: "/build/routes/ack.$token-L3DW7SED.js", imports: ["/build/_shared/chunk-YZZQ54OT.js", "/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-OV2DDXGB.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/admin.leads[.csv]": { id: "routes/admin.leads[.csv]", parentId: "root", path: "admin/leads.csv", index: void 0, caseSensitive: void 0, module: "/build/routes/admin.leads[.csv]-YMR56EEG.js", imports: void 0, hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/admin.push-subscription": { id: "routes/admin.push-subscription", parentId: "root", path: "admin/push-subscription", index: void 0, caseSensitive: void 0, module: "/build/routes/admin.push-subscription-JCKRYJGP.js", imports: void 0, hasAction: !0, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/chat.reply": { id: "routes/chat.reply", parentId: "routes/chat", path: "reply", index: void 0, caseSensitive: void 0, module: "/build/routes/chat.reply-WMSZWBHO.js", imports: void 0, hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/healthz": { id: "routes/healthz", parentId: "root", path: "healthz", index: void 0, caseSensitive: void 0, module: "/build/routes/healthz-MBFLWMUV.js", imports: void 0, hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/login": { id: "routes/login", parentId: "root", path: "login", index: void 0, caseSensitive: void 0, module: "/build/routes/login-OYTMFUC5.js", imports: ["/build/_shared/chunk-FLPUY4TP.js", "/build/_shared/chunk-4AHKY2KT.js", "/build/_shared/chunk-CVSUKHCV.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-XP53NBC5.js", "/build/_shared/chunk-OV2DDXGB.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/login_.enrol": { id: "routes/login_.enrol", parentId: "root", path: "login/enrol", index: void 0, caseSensitive: void 0, module: "/build/routes/login_.enrol-DSU4HDTK.js", imports: ["/build/_shared/chunk-7DXZW3V3.js", "/build/_shared/chunk-4AHKY2KT.js", "/build/_shared/chunk-CVSUKHCV.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-XP53NBC5.js", "/build/_shared/chunk-OV2DDXGB.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/login_.verify": { id: "routes/login_.verify", parentId: "root", path: "login/verify", index: void 0, caseSensitive: void 0, module: "/build/routes/login_.verify-7HRHTZ2P.js", imports: ["/build/_shared/chunk-7DXZW3V3.js", "/build/_shared/chunk-4AHKY2KT.js", "/build/_shared/chunk-CVSUKHCV.js", "/build/_shared/chunk-MZEQGJOR.js", "/build/_shared/chunk-6LPFVR66.js", "/build/_shared/chunk-XP53NBC5.js", "/build/_shared/chunk-OV2DDXGB.js"], hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/logout": { id: "routes/logout", parentId: "root", path: "logout", index: void 0, caseSensitive: void 0, module: "/build/routes/logout-HOPHOQJQ.js", imports: void 0, hasAction: !0, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/media.$bucket.$": { id: "routes/media.$bucket.$", parentId: "root", path: "media/:bucket/*", index: void 0, caseSensitive: void 0, module: "/build/routes/media.$bucket.$-23AKQ474.js", imports: void 0, hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/robots[.]txt": { id: "routes/robots[.]txt", parentId: "root", path: "robots.txt", index: void 0, caseSensitive: void 0, module: "/build/routes/robots[.]txt-LXLKR5EY.js", imports: void 0, hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/sitemap[.]xml": { id: "routes/sitemap[.]xml", parentId: "root", path: "sitemap.xml", index: void 0, caseSensitive: void 0, module: "/build/routes/sitemap[.]xml-UKXEPYOK.js", imports: void 0, hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/status.$token": { id: "routes/status.$token", parentId: "root", path: "status/:token", index: void 0, caseSensitive: void 0, module: "/build/routes/status.$token-2T6YJUON.js", imports: ["/build/_shared/chunk-76BCYHR7.js", "/build/_shared/chunk-PJ3CMXPX.js", "/build/_shared/chunk-LBVDQUCG.js"], hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/voice-token": { id: "routes/voice-token", parentId: "root", path: "voice-token", index: void 0, caseSensitive: void 0, module: "/build/routes/voice-token-D56FQ3CW.js", imports: void 0, hasAction: !1, hasLoader: !0, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/webhooks.twilio.dial-result": { id: "routes/webhooks.twilio.dial-result", parentId: "root", path: "webhooks/twilio/dial-result", index: void 0, caseSensitive: void 0, module: "/build/routes/webhooks.twilio.dial-result-HKWVOBD3.js", imports: void 0, hasAction: !0, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/webhooks.twilio.message-status": { id: "routes/webhooks.twilio.message-status", parentId: "root", path: "webhooks/twilio/message-status", index: void 0, caseSensitive: void 0, module: "/build/routes/webhooks.twilio.message-status-H2DHR3ZW.js", imports: void 0, hasAction: !0, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/webhooks.twilio.sms": { id: "routes/webhooks.twilio.sms", parentId: "root", path: "webhooks/twilio/sms", index: void 0, caseSensitive: void 0, module: "/build/routes/webhooks.twilio.sms-QUYF3URT.js", imports: void 0, hasAction: !0, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 }, "routes/webhooks.twilio.voice": { id: "routes/webhooks.twilio.voice", parentId: "root", path: "webhooks/twilio/voice", index: void 0, caseSensitive: void 0, module: "/build/routes/webhooks.twilio.voice-6TRPFBCS.js", imports: void 0, hasAction: !0, hasLoader: !1, hasClientAction: !1, hasClientLoader: !1, hasErrorBoundary: !1 } }, version: "4ca46d93", hmr: void 0, url: "/build/manifest-4CA46D93.js" };

// server-entry-module:@remix-run/dev/server-build
var mode = "production", assetsBuildDirectory = "build-es-site/client/build", future = { v3_fetcherPersist: !0, v3_relativeSplatPath: !0, v3_throwAbortReason: !0, v3_routeConfig: !1, v3_singleFetch: !1, v3_lazyRouteDiscovery: !0, unstable_optimizeDeps: !1 }, publicPath = "/build/", entry = { module: entry_server_exports }, routes = {
  root: {
    id: "root",
    parentId: void 0,
    path: "",
    index: void 0,
    caseSensitive: void 0,
    module: root_exports
  },
  "routes/_admin.admin.leads.$leadId.photos.$photoId": {
    id: "routes/_admin.admin.leads.$leadId.photos.$photoId",
    parentId: "routes/_admin.admin.leads.$leadId",
    path: "photos/:photoId",
    index: void 0,
    caseSensitive: void 0,
    module: admin_admin_leads_leadId_photos_photoId_exports
  },
  "routes/_admin.admin.leads_.$id_.alerts": {
    id: "routes/_admin.admin.leads_.$id_.alerts",
    parentId: "routes/_admin",
    path: "admin/leads/:id/alerts",
    index: void 0,
    caseSensitive: void 0,
    module: admin_admin_leads_id_alerts_exports
  },
  "routes/webhooks.twilio.message-status": {
    id: "routes/webhooks.twilio.message-status",
    parentId: "root",
    path: "webhooks/twilio/message-status",
    index: void 0,
    caseSensitive: void 0,
    module: webhooks_twilio_message_status_exports
  },
  "routes/webhooks.twilio.dial-result": {
    id: "routes/webhooks.twilio.dial-result",
    parentId: "root",
    path: "webhooks/twilio/dial-result",
    index: void 0,
    caseSensitive: void 0,
    module: webhooks_twilio_dial_result_exports
  },
  "routes/_admin.admin.leads.$leadId": {
    id: "routes/_admin.admin.leads.$leadId",
    parentId: "routes/_admin",
    path: "admin/leads/:leadId",
    index: void 0,
    caseSensitive: void 0,
    module: admin_admin_leads_leadId_exports
  },
  "routes/_admin.admin.leads._index": {
    id: "routes/_admin.admin.leads._index",
    parentId: "routes/_admin",
    path: "admin/leads",
    index: !0,
    caseSensitive: void 0,
    module: admin_admin_leads_index_exports
  },
  "routes/electrician-manassas-park": {
    id: "routes/electrician-manassas-park",
    parentId: "root",
    path: "electrician-manassas-park",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_manassas_park_exports
  },
  "routes/admin.push-subscription": {
    id: "routes/admin.push-subscription",
    parentId: "root",
    path: "admin/push-subscription",
    index: void 0,
    caseSensitive: void 0,
    module: admin_push_subscription_exports
  },
  "routes/electrician-centreville": {
    id: "routes/electrician-centreville",
    parentId: "root",
    path: "electrician-centreville",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_centreville_exports
  },
  "routes/electrician-gainesville": {
    id: "routes/electrician-gainesville",
    parentId: "root",
    path: "electrician-gainesville",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_gainesville_exports
  },
  "routes/electrician-springfield": {
    id: "routes/electrician-springfield",
    parentId: "root",
    path: "electrician-springfield",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_springfield_exports
  },
  "routes/_admin.admin.dashboard": {
    id: "routes/_admin.admin.dashboard",
    parentId: "routes/_admin",
    path: "admin/dashboard",
    index: void 0,
    caseSensitive: void 0,
    module: admin_admin_dashboard_exports
  },
  "routes/electrician-alexandria": {
    id: "routes/electrician-alexandria",
    parentId: "root",
    path: "electrician-alexandria",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_alexandria_exports
  },
  "routes/electrician-woodbridge": {
    id: "routes/electrician-woodbridge",
    parentId: "root",
    path: "electrician-woodbridge",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_woodbridge_exports
  },
  "routes/_admin.gallery-import": {
    id: "routes/_admin.gallery-import",
    parentId: "routes/_admin",
    path: "gallery-import",
    index: void 0,
    caseSensitive: void 0,
    module: admin_gallery_import_exports
  },
  "routes/webhooks.twilio.voice": {
    id: "routes/webhooks.twilio.voice",
    parentId: "root",
    path: "webhooks/twilio/voice",
    index: void 0,
    caseSensitive: void 0,
    module: webhooks_twilio_voice_exports
  },
  "routes/_admin.admin.on-call": {
    id: "routes/_admin.admin.on-call",
    parentId: "routes/_admin",
    path: "admin/on-call",
    index: void 0,
    caseSensitive: void 0,
    module: admin_admin_on_call_exports
  },
  "routes/electrician-manassas": {
    id: "routes/electrician-manassas",
    parentId: "root",
    path: "electrician-manassas",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_manassas_exports
  },
  "routes/_admin.admin._index": {
    id: "routes/_admin.admin._index",
    parentId: "routes/_admin",
    path: "admin",
    index: !0,
    caseSensitive: void 0,
    module: admin_admin_index_exports
  },
  "routes/electrician-fairfax": {
    id: "routes/electrician-fairfax",
    parentId: "root",
    path: "electrician-fairfax",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_fairfax_exports
  },
  "routes/webhooks.twilio.sms": {
    id: "routes/webhooks.twilio.sms",
    parentId: "root",
    path: "webhooks/twilio/sms",
    index: void 0,
    caseSensitive: void 0,
    module: webhooks_twilio_sms_exports
  },
  "routes/admin.leads[.csv]": {
    id: "routes/admin.leads[.csv]",
    parentId: "root",
    path: "admin/leads.csv",
    index: void 0,
    caseSensitive: void 0,
    module: admin_leads_csv_exports
  },
  "routes/media.$bucket.$": {
    id: "routes/media.$bucket.$",
    parentId: "root",
    path: "media/:bucket/*",
    index: void 0,
    caseSensitive: void 0,
    module: media_bucket_exports
  },
  "routes/services._index": {
    id: "routes/services._index",
    parentId: "root",
    path: "services",
    index: !0,
    caseSensitive: void 0,
    module: services_index_exports
  },
  "routes/services.$slug": {
    id: "routes/services.$slug",
    parentId: "root",
    path: "services/:slug",
    index: void 0,
    caseSensitive: void 0,
    module: services_slug_exports
  },
  "routes/login_.verify": {
    id: "routes/login_.verify",
    parentId: "root",
    path: "login/verify",
    index: void 0,
    caseSensitive: void 0,
    module: login_verify_exports
  },
  "routes/service-areas": {
    id: "routes/service-areas",
    parentId: "root",
    path: "service-areas",
    index: void 0,
    caseSensitive: void 0,
    module: service_areas_exports
  },
  "routes/sitemap[.]xml": {
    id: "routes/sitemap[.]xml",
    parentId: "root",
    path: "sitemap.xml",
    index: void 0,
    caseSensitive: void 0,
    module: sitemap_xml_exports
  },
  "routes/status.$token": {
    id: "routes/status.$token",
    parentId: "root",
    path: "status/:token",
    index: void 0,
    caseSensitive: void 0,
    module: status_token_exports
  },
  "routes/login_.enrol": {
    id: "routes/login_.enrol",
    parentId: "root",
    path: "login/enrol",
    index: void 0,
    caseSensitive: void 0,
    module: login_enrol_exports
  },
  "routes/robots[.]txt": {
    id: "routes/robots[.]txt",
    parentId: "root",
    path: "robots.txt",
    index: void 0,
    caseSensitive: void 0,
    module: robots_txt_exports
  },
  "routes/voice-token": {
    id: "routes/voice-token",
    parentId: "root",
    path: "voice-token",
    index: void 0,
    caseSensitive: void 0,
    module: voice_token_exports
  },
  "routes/ack.$token": {
    id: "routes/ack.$token",
    parentId: "root",
    path: "ack/:token",
    index: void 0,
    caseSensitive: void 0,
    module: ack_token_exports
  },
  "routes/chat.reply": {
    id: "routes/chat.reply",
    parentId: "routes/chat",
    path: "reply",
    index: void 0,
    caseSensitive: void 0,
    module: chat_reply_exports
  },
  "routes/newsletter": {
    id: "routes/newsletter",
    parentId: "root",
    path: "newsletter",
    index: void 0,
    caseSensitive: void 0,
    module: newsletter_exports
  },
  "routes/emergency": {
    id: "routes/emergency",
    parentId: "root",
    path: "emergency",
    index: void 0,
    caseSensitive: void 0,
    module: emergency_exports
  },
  "routes/estimate": {
    id: "routes/estimate",
    parentId: "root",
    path: "estimate",
    index: void 0,
    caseSensitive: void 0,
    module: estimate_exports
  },
  "routes/contact": {
    id: "routes/contact",
    parentId: "root",
    path: "contact",
    index: void 0,
    caseSensitive: void 0,
    module: contact_exports
  },
  "routes/gallery": {
    id: "routes/gallery",
    parentId: "root",
    path: "gallery",
    index: void 0,
    caseSensitive: void 0,
    module: gallery_exports
  },
  "routes/healthz": {
    id: "routes/healthz",
    parentId: "root",
    path: "healthz",
    index: void 0,
    caseSensitive: void 0,
    module: healthz_exports
  },
  "routes/privacy": {
    id: "routes/privacy",
    parentId: "root",
    path: "privacy",
    index: void 0,
    caseSensitive: void 0,
    module: privacy_exports
  },
  "routes/reviews": {
    id: "routes/reviews",
    parentId: "root",
    path: "reviews",
    index: void 0,
    caseSensitive: void 0,
    module: reviews_exports
  },
  "routes/_admin": {
    id: "routes/_admin",
    parentId: "root",
    path: void 0,
    index: void 0,
    caseSensitive: void 0,
    module: admin_exports
  },
  "routes/_index": {
    id: "routes/_index",
    parentId: "root",
    path: void 0,
    index: !0,
    caseSensitive: void 0,
    module: index_exports
  },
  "routes/logout": {
    id: "routes/logout",
    parentId: "root",
    path: "logout",
    index: void 0,
    caseSensitive: void 0,
    module: logout_exports
  },
  "routes/about": {
    id: "routes/about",
    parentId: "root",
    path: "about",
    index: void 0,
    caseSensitive: void 0,
    module: about_exports
  },
  "routes/login": {
    id: "routes/login",
    parentId: "root",
    path: "login",
    index: void 0,
    caseSensitive: void 0,
    module: login_exports
  },
  "routes/book": {
    id: "routes/book",
    parentId: "root",
    path: "book",
    index: void 0,
    caseSensitive: void 0,
    module: book_exports
  },
  "routes/chat": {
    id: "routes/chat",
    parentId: "root",
    path: "chat",
    index: void 0,
    caseSensitive: void 0,
    module: chat_exports
  },
  "routes/$": {
    id: "routes/$",
    parentId: "root",
    path: "*",
    index: void 0,
    caseSensitive: void 0,
    module: __exports
  },
  "es/_index.tsx": {
    id: "es/_index.tsx",
    parentId: "root",
    path: "es",
    index: !0,
    caseSensitive: void 0,
    module: index_exports
  },
  "es/about.tsx": {
    id: "es/about.tsx",
    parentId: "root",
    path: "es/about",
    index: void 0,
    caseSensitive: void 0,
    module: about_exports
  },
  "es/services._index.tsx": {
    id: "es/services._index.tsx",
    parentId: "root",
    path: "es/services",
    index: !0,
    caseSensitive: void 0,
    module: services_index_exports
  },
  "es/services.$slug.tsx": {
    id: "es/services.$slug.tsx",
    parentId: "root",
    path: "es/services/:slug",
    index: void 0,
    caseSensitive: void 0,
    module: services_slug_exports
  },
  "es/service-areas.tsx": {
    id: "es/service-areas.tsx",
    parentId: "root",
    path: "es/service-areas",
    index: void 0,
    caseSensitive: void 0,
    module: service_areas_exports
  },
  "es/gallery.tsx": {
    id: "es/gallery.tsx",
    parentId: "root",
    path: "es/gallery",
    index: void 0,
    caseSensitive: void 0,
    module: gallery_exports
  },
  "es/reviews.tsx": {
    id: "es/reviews.tsx",
    parentId: "root",
    path: "es/reviews",
    index: void 0,
    caseSensitive: void 0,
    module: reviews_exports
  },
  "es/contact.tsx": {
    id: "es/contact.tsx",
    parentId: "root",
    path: "es/contact",
    index: void 0,
    caseSensitive: void 0,
    module: contact_exports
  },
  "es/emergency.tsx": {
    id: "es/emergency.tsx",
    parentId: "root",
    path: "es/emergency",
    index: void 0,
    caseSensitive: void 0,
    module: emergency_exports
  },
  "es/estimate.tsx": {
    id: "es/estimate.tsx",
    parentId: "root",
    path: "es/estimate",
    index: void 0,
    caseSensitive: void 0,
    module: estimate_exports
  },
  "es/book.tsx": {
    id: "es/book.tsx",
    parentId: "root",
    path: "es/book",
    index: void 0,
    caseSensitive: void 0,
    module: book_exports
  },
  "es/chat.tsx": {
    id: "es/chat.tsx",
    parentId: "root",
    path: "es/chat",
    index: void 0,
    caseSensitive: void 0,
    module: chat_exports
  },
  "es/newsletter.tsx": {
    id: "es/newsletter.tsx",
    parentId: "root",
    path: "es/newsletter",
    index: void 0,
    caseSensitive: void 0,
    module: newsletter_exports
  },
  "es/privacy.tsx": {
    id: "es/privacy.tsx",
    parentId: "root",
    path: "es/privacy",
    index: void 0,
    caseSensitive: void 0,
    module: privacy_exports
  },
  "es/electrician-alexandria.tsx": {
    id: "es/electrician-alexandria.tsx",
    parentId: "root",
    path: "es/electrician-alexandria",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_alexandria_exports
  },
  "es/electrician-centreville.tsx": {
    id: "es/electrician-centreville.tsx",
    parentId: "root",
    path: "es/electrician-centreville",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_centreville_exports
  },
  "es/electrician-fairfax.tsx": {
    id: "es/electrician-fairfax.tsx",
    parentId: "root",
    path: "es/electrician-fairfax",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_fairfax_exports
  },
  "es/electrician-gainesville.tsx": {
    id: "es/electrician-gainesville.tsx",
    parentId: "root",
    path: "es/electrician-gainesville",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_gainesville_exports
  },
  "es/electrician-manassas-park.tsx": {
    id: "es/electrician-manassas-park.tsx",
    parentId: "root",
    path: "es/electrician-manassas-park",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_manassas_park_exports
  },
  "es/electrician-manassas.tsx": {
    id: "es/electrician-manassas.tsx",
    parentId: "root",
    path: "es/electrician-manassas",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_manassas_exports
  },
  "es/electrician-springfield.tsx": {
    id: "es/electrician-springfield.tsx",
    parentId: "root",
    path: "es/electrician-springfield",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_springfield_exports
  },
  "es/electrician-woodbridge.tsx": {
    id: "es/electrician-woodbridge.tsx",
    parentId: "root",
    path: "es/electrician-woodbridge",
    index: void 0,
    caseSensitive: void 0,
    module: electrician_woodbridge_exports
  },
  "es/$.tsx": {
    id: "es/$.tsx",
    parentId: "root",
    path: "es/*",
    index: void 0,
    caseSensitive: void 0,
    module: __exports
  }
};
export {
  assets_manifest_default as assets,
  assetsBuildDirectory,
  entry,
  future,
  mode,
  publicPath,
  routes
};
