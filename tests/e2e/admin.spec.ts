import { readFile } from "node:fs/promises";
import { ADMIN, expect, NEW_ADMINS, pngFile, test, totpCodeFor } from "./admin-fixtures";
import { contactFormLive, useOwnIp } from "./forms-support";

const adminPages = ["/admin", "/admin/leads", "/gallery-import"];
/** Names unique to this run and project: js-on and js-off share one server. */
const unique = (project: string) => `${project}-${Date.now().toString(36)}`;

test.describe("who may use the admin pages", () => {
  test("a visitor is sent to the login page with the documented message", async ({ page }) => {
    for (const path of adminPages) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByTestId("toaster")).toContainText("Please login to access the admin panel");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin login");
    }
    const csv = await page.request.get("/admin/leads.csv", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
  });

  test("a signed-in user without the admin role is sent home with the documented message", async ({ memberPage: page }) => {
    // Logging out is POST only: a GET of /logout goes home and leaves the session alone (checked below).
    await page.goto("/logout");
    await expect(page).toHaveURL("/");
    for (const path of adminPages) {
      await page.goto(path);
      await expect(page).toHaveURL("/");
      await expect(page.getByTestId("toaster")).toContainText("You don't have permission to access this page");
    }
  });

  test("an admin logs in through the form with password and code (wrong ones are refused), and logs out", async ({ page, adminCode }) => {
    // A fresh code may have to wait for the next 30-second step when other logins used this one.
    test.slow();
    await page.goto("/gallery-import");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgallery-import$/);
    await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(ADMIN.email);

    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The second step: no session yet, and the page to come back to is remembered by the server.
    await expect(page).toHaveURL("/login/verify");
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That code is not valid." })).toBeVisible();
    await page.getByLabel("Authentication code").fill(await adminCode());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/gallery-import");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery import");
    await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("toaster")).toContainText("You have been logged out");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  });
});

test.describe("two-factor sign-in", () => {
  test("a new admin sets it up from the QR page, keeps the recovery codes, and only then reaches the admin pages", async ({ page }, info) => {
    const who = NEW_ADMINS[info.project.name as "js-on" | "js-off"];
    await useOwnIp(page, info);
    await page.goto(`/login?redirectTo=${encodeURIComponent("/admin/leads")}`);
    await page.getByLabel("Email", { exact: true }).fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/login/enrol");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up two-factor sign-in");
    await expect(page.getByRole("img", { name: `QR code to add ${who.email} to an authenticator app` }).locator("svg")).toBeVisible();
    const key = (await page.getByTestId("totp-secret").textContent()) ?? "";
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    // The password alone opens nothing.
    const closed = await page.request.get("/admin/leads", { maxRedirects: 0 });
    expect(closed.headers().location).toBe(`/login?redirectTo=${encodeURIComponent("/admin/leads")}`);

    // Enter on the focused button submits like a click (a click waits for the page's smooth scroll to settle).
    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "That code does not match." })).toBeVisible();
    await expect(page.getByTestId("totp-secret")).toHaveText(key);
    await page.getByLabel("Code from the app").fill(await totpCodeFor(who.email, key));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Save your recovery codes");
    await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("link", { name: "Continue" }).press("Enter");
    await expect(page).toHaveURL("/admin/leads");
    await expect(page.getByText(`Signed in as ${who.email}`)).toBeVisible();
  });
});

test.describe("bad requests", () => {
  test("a body that is not a form, or an unknown action, is a 4xx with a message, never a 500", async ({ page, adminPage }) => {
    const json = { data: JSON.stringify({ email: ADMIN.email }), headers: { "Content-Type": "application/json" }, maxRedirects: 0 };
    expect((await page.request.post("/login", json)).status()).toBe(400);
    const admin = adminPage.request;
    for (const path of ["/admin/gallery", "/gallery-import"]) expect((await admin.post(path, json)).status(), path).toBe(400);
    const unknown = await admin.post("/admin/gallery", { form: { intent: "drop-tables" }, maxRedirects: 0 });
    expect(unknown.status()).toBe(400);
    expect(await unknown.text()).toContain("Unknown action");
    const badDelete = await admin.post("/admin/gallery", { form: { intent: "delete", id: "not-a-uuid" }, maxRedirects: 0 });
    expect(badDelete.status()).toBe(400);
    expect(await badDelete.text()).toContain("Failed to delete image: invalid image id");
  });
});

test.describe("gallery admin", () => {
  test("upload into a bucket, add it to the gallery, see it on /gallery, then delete it", async ({ adminPage: page }, info) => {
    const id = unique(info.project.name);
    const title = `E2E Porch Lights ${id}`;
    await page.goto("/admin/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery admin");

    // Choosing a bucket lists its files (on change with JavaScript, with the button without).
    await page.getByLabel("Storage bucket").selectOption({ label: "Commercial" });
    if (info.project.name === "js-off") await page.getByRole("button", { name: "Show images" }).click();
    await expect(page).toHaveURL(/bucket=gallery-commercial/);
    await expect(page.getByLabel("Category")).toHaveValue("commercial");

    // Add needs a file and a title.
    await page.getByRole("button", { name: "Add to gallery" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a file and enter a title" })).toBeVisible();

    // A file that is not an image is refused.
    await page.getByLabel("Into bucket").selectOption({ label: "Lighting" });
    await page.getByLabel("Image file").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("<html>not an image</html>") });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to upload image: only JPEG, PNG and WebP images can be uploaded" })).toBeVisible();

    await page.getByLabel("Into bucket").selectOption({ label: "Lighting" });
    await page.getByLabel("Image file").setInputFiles(await pngFile(`porch-${id}.png`, "#fbbf24"));
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByTestId("toaster")).toContainText("Image uploaded");
    await expect(page).toHaveURL(/bucket=gallery-lighting&file=/);

    // The upload is now a file of the bucket, chosen in the image select, with a preview.
    await expect(page.getByLabel("Storage bucket")).toHaveValue("gallery-lighting");
    const file = page.getByRole("combobox", { name: /^Image/ });
    await expect(file).toHaveValue(new RegExp(`^[0-9a-f]{16}/porch-${id}\\.webp$`));
    await expect(page.getByTestId("admin-preview").getByRole("img")).toBeVisible();

    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel("Description").fill("Two <b>lanterns</b> on a new circuit");
    await page.getByLabel("Location").fill("Manassas, VA");
    await page.getByLabel("Category").selectOption({ label: "Lighting" });
    // Enter on the focused button submits like a click (a click waits for the page's smooth scroll to settle).
    await page.getByRole("button", { name: "Add to gallery" }).press("Enter");
    await expect(page.getByTestId("toaster")).toContainText("Image added to gallery!");
    const listed = page.getByTestId("admin-image").filter({ hasText: title });
    await expect(listed).toHaveCount(1);
    await expect(page.getByTestId("admin-images")).toHaveCSS("max-height", "600px");

    // The public gallery shows it first, under its chip too.
    await page.goto("/gallery");
    await expect(page.getByText(title).first()).toBeAttached();
    await page.goto("/gallery?category=lighting");
    await expect(page.getByText(title).first()).toBeAttached();

    // Delete asks first (a confirm step that works without JavaScript).
    await page.goto("/admin/gallery");
    await page.getByRole("link", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to remove this image from the gallery?");
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.getByRole("link", { name: `Delete ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, remove" }).click();
    await expect(page.getByTestId("toaster")).toContainText("Image removed from gallery");
    await expect(page.getByTestId("admin-image").filter({ hasText: title })).toHaveCount(0);
    await page.goto("/gallery");
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test("import two files from the buckets, and not twice", async ({ adminPage: page }, info) => {
    const id = unique(info.project.name);
    await page.goto("/admin/gallery");
    for (const [name, colour] of [
      [`imp-a-${id}`, "#c8102e"],
      [`imp-b-${id}`, "#112244"],
    ]) {
      await page.getByLabel("Into bucket").selectOption({ label: "General" });
      await page.getByLabel("Image file").setInputFiles(await pngFile(`${name}.png`, colour));
      await page.getByRole("button", { name: "Upload" }).click();
      await expect(page).toHaveURL(new RegExp(`file=[0-9a-f]{16}%2F${name}\\.webp`));
    }

    await page.goto("/gallery-import");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery import");
    await expect(page.getByTestId("import-security-notice")).toContainText("admin-only");
    await expect(page.getByText(/^Found \d+ images across all buckets$/)).toBeVisible();

    // Nothing selected: the documented message.
    await page.getByRole("button", { name: "Deselect all" }).click();
    await page.getByRole("button", { name: /^Import selected/ }).click();
    await expect(page.getByText("Please select at least one image to import").first()).toBeVisible();

    // Titles come from the file names: dashes to spaces, words capitalised.
    const titleOf = (name: string) => name.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
    const a = page.getByRole("checkbox", { name: titleOf(`imp-a-${id}`) });
    const b = page.getByRole("checkbox", { name: titleOf(`imp-b-${id}`) });
    await a.check();
    await b.check();
    if (info.project.name === "js-on") {
      // A slow network: the import runs in batches with a progress bar while they travel.
      await page.route("**/gallery-import?*", async (route) => {
        if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
    }
    await page.getByRole("button", { name: /^Import selected/ }).click();
    if (info.project.name === "js-on") {
      await expect(page.getByTestId("import-progress")).toContainText("Importing 0 of 2 images...");
      await expect(page.getByRole("progressbar")).toHaveAttribute("max", "2");
    }
    await expect(page.getByTestId("import-result")).toContainText("Successfully imported 2 images!");
    await expect(page.getByTestId("import-progress")).toHaveCount(0);
    // The selection is cleared and both are now in the gallery.
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ has: a }).getByText("In gallery")).toBeVisible();

    await a.check();
    await page.getByRole("button", { name: /^Import selected/ }).click();
    await expect(page.getByTestId("import-result")).toContainText("Successfully imported 0 images! 1 already in the gallery were skipped.");

    // Tidy up: the public gallery is shared with other tests.
    await page.goto("/admin/gallery");
    for (const name of [`imp-a-${id}`, `imp-b-${id}`]) {
      await page.getByRole("link", { name: `Delete ${titleOf(name)}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Yes, remove" }).click();
      await expect(page.getByTestId("toaster")).toContainText("Image removed from gallery");
    }
  });
});

test.describe("leads inbox", () => {
  test("lists a request just sent from /contact, filters by kind and exports it as CSV", async ({ page, adminPage }, info) => {
    const name = `Lead ${unique(info.project.name).replace(/[^a-z]/gi, "")}`;
    await page.goto("/contact");
    await contactFormLive(page, info);
    const form = page.getByTestId("contact-form");
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Phone/).fill("(703) 555-0142");
    await form.getByLabel(/^Email/).fill("lead@example.com");
    await form.getByLabel(/^Service Needed/).selectOption({ index: 1 });
    await form.getByLabel("Project Details").fill('Kitchen & "bath" lights, =SUM(A1)');
    // Enter on the focused button submits like a click, without waiting for the page's media to settle.
    await form.getByRole("button", { name: "Get Free Estimate" }).press("Enter");
    await expect(page.getByTestId("toaster")).toContainText("Request Submitted!");

    await adminPage.goto("/admin/leads");
    const row = adminPage.getByTestId("lead-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("contact");
    await expect(row).toContainText("lead@example.com");
    // What the visitor typed is shown as text.
    await expect(row).toContainText('Kitchen & "bath" lights, =SUM(A1)');
    // A new lead comes before handled ones, after open emergencies (other tests send some): search finds it first.
    await adminPage.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await expect(adminPage.getByTestId("lead-row").first()).toContainText(name);
    await adminPage.goto("/admin/leads");

    // The seven filters sit behind "Filters" (a <details>, opened by a tap with or without JavaScript).
    await adminPage.getByTestId("lead-filters").locator("summary").click();
    await adminPage.getByLabel("Kind", { exact: true }).selectOption("contact");
    if (info.project.name === "js-off") await adminPage.getByRole("button", { name: "Apply" }).click();
    await expect(adminPage).toHaveURL(/kind=contact/);
    await expect(adminPage.getByTestId("lead-row").filter({ hasText: name })).toHaveCount(1);

    const download = adminPage.waitForEvent("download");
    await adminPage.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-contact-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, "utf8");
    const line = csv.split("\r\n").find((l) => l.includes(name));
    expect(line).toBeDefined();
    expect(line).toContain('Kitchen & ""bath"" lights, =SUM(A1)');
    expect(line).toContain('"lead@example.com"');
  });
});
