// A company manages its services: add (with a logo), preview in the overlay, publish, find
// it in the marketplace, delete; and copies its badge snippet. The company that changes its
// services is one of the test's own (e2e/company.ts), listed so its services are public.
import { expect, test, useSession } from "../company";
import { acceptConsent, expectNoA11yViolations, screenshot, watchConsole } from "../support";

test.use({ companyProfile: "listed" });

// A 4×4 PNG: the server re-encodes it, so any real image will do.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAD0lEQVR4nGNgaHBAIOI4ADRDDAEy7zkHAAAAAElFTkSuQmCC", "base64");

test.beforeEach(async ({ context }) => {
  await acceptConsent(context);
});

test("a company adds, previews, publishes and deletes a service", async ({ page, company }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await page.goto("/my/services");
  await expect(page.getByRole("heading", { level: 1, name: "My services" })).toBeVisible();
  await expect(page.getByTestId("manage-item")).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Add a service; a missing field comes back with what was typed.
  const name = `Hedgerow planting ${Date.now()}`;
  await page.getByTestId("new-service").click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Tags").fill("hedges, biodiversity");
  await page.getByLabel("Upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#f-industry-error")).toHaveText("Please select an industry.");
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.locator("input[name=logo_key]")).toHaveValue(/^logo\//); // the upload was kept
  await expectNoA11yViolations(page);
  await page.getByLabel("Industry").selectOption("agriculture");
  await page.getByLabel("Category").selectOption("biodiversity");
  await page.getByLabel("About the service").fill("We plant native hedgerows on farms.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/my\/services$/);
  await expect(page.locator(".gc-snackbar", { hasText: "Saved successfully!" })).toBeVisible();
  const item = page.getByTestId("manage-item").filter({ hasText: name });
  await expect(item.getByTestId("state")).toHaveText("Draft");
  await expect(item.locator("img.logo-box")).toHaveAttribute("src", /^\/media\/logo\//);

  // The draft's preview opens in the overlay, with the preview notice.
  await item.getByRole("link", { name: "Preview" }).click();
  const overlay = page.getByTestId("service-overlay");
  await expect(overlay.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(overlay).toContainText("Preview: only you can see this service");
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(/\/my\/services$/);

  await item.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("manage-item").filter({ hasText: name }).getByTestId("state")).toHaveText("Public");
  await page.goto(`/marketplace/services?q=${encodeURIComponent("hedgerow planting")}`);
  const card = page.locator("[data-testid=service-card] .service-card-link");
  await expect(card).toHaveText([name]);
  await screenshot(page, "directory-manage-published");
  // Its company has one service: the overlay shows no 'more services from this company'.
  await card.click();
  await expect(overlay.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(overlay.getByRole("link", { name: company.name })).toBeVisible();
  await expect(overlay.getByTestId("more-services")).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/my/services");
  await page.getByTestId("manage-item").filter({ hasText: name }).getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".gc-snackbar", { hasText: "The service was deleted." })).toBeVisible();
  await expect(page.getByTestId("manage-item").filter({ hasText: name })).toHaveCount(0);
  // The refused form answered 422 by design (Chrome logs that status); nothing else went wrong.
  const unexpected = problems.filter((p) => !p.includes("status of 422"));
  expect(unexpected, unexpected.join("\n")).toEqual([]);
});

// Reads the demo company's snippet; changes nothing.
test("the company copies its badge snippet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await useSession(context, "demo@example.com");
  await page.goto("/my/badge");
  const image = await page.getByTestId("snippet-image").inputValue();
  expect(image).toMatch(/^<a href="http:\/\/127\.0\.0\.1:\d+\/companies\/[0-9a-f-]{36}" data-gc-badge=/);
  await page.getByRole("button", { name: "Copy" }).first().click();
  await expect(page.locator(".gc-snackbar", { hasText: "The text of the snippet has been copied to the clipboard." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(image);
  await expectNoA11yViolations(page);
  await screenshot(page, "directory-snippet");
});
