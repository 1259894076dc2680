/** What a visitor is told when an admin page refuses them (docs/product.md §6 and decision 5). */
export const ACCESS_MESSAGES = {
  notLoggedIn: "Please login to access the admin panel",
  notAdmin: "You don't have permission to access this page",
  failed: "Authentication check failed",
} as const;
