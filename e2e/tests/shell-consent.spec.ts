// The service consent (docs/shell.md, "Consent"; docs/directory.md, "Leaving for a
// website"): asked before a visitor leaves for a service's website, remembered, and
// changed later from the footer's settings page; with JavaScript and without.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { acceptConsent, expectNoA11yViolations, host, watchConsole } from "../support";

// Outside addresses answer with a stand-in page: the tests never leave the machine.
async function standInWebsites(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== host,
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Company site</title><h1>Company site</h1>" }),
  );
}

/** A published demo service's page. */
async function openService(page: Page): Promise<void> {
  await page.goto("/marketplace/services");
  const href = await page.locator("[data-testid=service-card] .service-card-link").first().getAttribute("href");
  await page.goto(href ?? "/");
  await expect(page.getByTestId("service-page")).toBeVisible();
}

/** Clicks the service's website button, which opens a tab; returns that tab. */
async function openWebsite(page: Page, context: BrowserContext): Promise<Page> {
  const button = page.getByTestId("service-page").getByTestId("website-link");
  await expect(button).toHaveAttribute("href", /^\/services\/[0-9a-f-]{36}\/website$/);
  const [tab] = await Promise.all([context.waitForEvent("page"), button.click()]);
  await tab.waitForLoadState();
  return tab;
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("a visitor is asked before leaving for a website, and changes the answer later", async ({ page, context }) => {
      await acceptConsent(context);
      await standInWebsites(context);
      const problems = watchConsole(page);
      await openService(page);

      // Asked first: the page names the address; agreeing (by keyboard) leads there.
      let tab = await openWebsite(page, context);
      await expect(tab.getByRole("heading", { level: 1, name: "Leaving Green Connect" })).toBeVisible();
      const address = (await tab.getByTestId("leave-address").innerText()).trim();
      expect(address).toMatch(/^https?:\/\//);
      if (js) await expectNoA11yViolations(tab);
      await tab.getByTestId("leave-agree").focus();
      await tab.keyboard.press("Enter");
      await expect(tab).toHaveURL(address);
      await expect(tab.getByRole("heading", { name: "Company site" })).toBeVisible();
      await tab.close();

      // Remembered: the next time goes straight on, and the service page did not change.
      tab = await openWebsite(page, context);
      await expect(tab).toHaveURL(address);
      await tab.close();

      // Changed later, from the footer.
      await page.getByRole("contentinfo").getByRole("link", { name: "Cookie and consent settings" }).click();
      await expect(page).toHaveURL("/consent");
      const service = page.getByTestId("consent-service");
      await expect(service.getByTestId("consent-state")).toContainText("you agreed");
      if (js) await expectNoA11yViolations(page);
      await service.getByRole("button", { name: "Ask me again before I leave" }).click();
      await expect(page.getByTestId("consent-saved")).toHaveText("Your answer is saved.");
      await expect(service.getByTestId("consent-state")).toContainText("not given yet");

      // Asked again; "Back to the service" stays on Green Connect.
      await openService(page);
      tab = await openWebsite(page, context);
      await expect(tab.getByRole("heading", { level: 1, name: "Leaving Green Connect" })).toBeVisible();
      await tab.getByRole("link", { name: "Back to the service" }).click();
      await expect(tab.getByTestId("service-page")).toBeVisible();
      await tab.close();

      // The cookie notice is changed the same way: withdrawn, it shows again.
      await page.goto("/consent");
      await page.getByTestId("consent-cookies").getByRole("button", { name: "Show the notice again" }).click();
      await expect(page.locator('dialog[data-consent="cookies"]')).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}

test("the consent pages fit a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await acceptConsent(context);
  const page = await context.newPage();
  await openService(page);
  const href = await page.getByTestId("service-page").getByTestId("website-link").getAttribute("href");
  for (const path of [href ?? "/", "/consent"]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
  await context.close();
});
