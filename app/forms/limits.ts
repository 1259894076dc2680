export const LIMITS_EMAIL = 255;
