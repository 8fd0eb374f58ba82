// Everything a visitor does works with JavaScript off: the filter form is a plain GET
// form (the server writes the canonical address), pagination and cards are links.
import { expect, test } from "@playwright/test";
import { acceptConsent } from "../support";

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context }) => {
  await acceptConsent(context);
});

test("the marketplace filters, pages and opens services without JavaScript", async ({ page }) => {
  await page.goto("/marketplace/services");
  await expect(page.locator("[data-testid=service-card]")).toHaveCount(10);
  const tags = page.locator(".filter-tags input[name=tags]");
  const [a, b] = [await tags.nth(0).getAttribute("value"), await tags.nth(1).getAttribute("value")];
  await tags.nth(0).check();
  await tags.nth(1).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  const enc = (t: string | null) => encodeURIComponent(t ?? "").replace(/%20/g, "+");
  // The form sent tags=a&tags=b with empty fields; the server answered with the canonical form.
  await expect(page).toHaveURL(`/marketplace/services?tags=${enc(a)},${enc(b)}`);
  await expect(tags.nth(0)).toBeChecked();

  await page.goto("/marketplace/services");
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/marketplace/services?page=2");
  await page.selectOption("#f-market-category", "training");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL("/marketplace/services?category=training"); // back to page 1

  const card = page.locator("[data-testid=service-card] .service-card-link").first();
  const name = await card.innerText();
  await card.click();
  await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByRole("link", { name: "Back to the marketplace" }).click();
  await expect(page).toHaveURL("/marketplace/services");
});

test("the directory filters without JavaScript", async ({ page }) => {
  await page.goto("/directory");
  const all = await page.locator("[data-testid=company-entry]").count();
  expect(all).toBeGreaterThan(0);
  await page.check("input[name=hasServices]");
  await page.selectOption("#f-directory-level", "champion");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL("/directory?level=champion&hasServices=true");
  for (const level of await page.getByTestId("entry-level").allInnerTexts()) expect(level).toBe("Green Champion");
  await page.getByTestId("clear-filters").click();
  await expect(page).toHaveURL("/directory");

  // The buyers' filters: a UN goal, every answer backed by evidence, verified.
  await page.selectOption("#f-directory-sdg", "13");
  await page.check("input[name=backed]");
  await page.check("input[name=verified]");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL("/directory?verified=true&sdg=13&backed=true");
  await expect(page.locator("#f-directory-sdg")).toHaveValue("13");
  await expect(page.locator("input[name=backed]")).toBeChecked();
  await expect(page.locator("input[name=verified]")).toBeChecked();
  const entries = page.getByTestId("company-entry");
  expect(await entries.count()).toBeLessThan(all);
  for (const entry of await entries.all()) await expect(entry.getByTestId("entry-verified")).toBeVisible();
});
