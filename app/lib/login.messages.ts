/** What the sign-in pages (/login, /login/verify, /login/enrol) and /logout tell the visitor. */

/** One message for a wrong password and an unknown email, so the form does not reveal who has an account. */
export const INVALID_LOGIN = "Invalid email or password";
export const MISSING_LOGIN = "Please enter your email and password";
export const LOGIN_RATE_LIMITED = "Too many login attempts. Please wait 15 minutes and try again.";
export const LOGIN_EXPIRED = "Your sign-in has expired. Please enter your email and password again.";

export const CODE_MISSING = "Please enter the 6-digit code from your authenticator app";
export const CODE_INVALID = "That code is not valid. Enter the current 6-digit code from your app, or an unused recovery code.";
export const ENROL_CODE_INVALID = "That code does not match. Scan the QR code again and enter the 6-digit code your app shows now.";
export const ALREADY_ENROLLED = "Two-factor sign-in is already set up for this account. Please sign in again.";

export const LOGGED_OUT = "You have been logged out";
