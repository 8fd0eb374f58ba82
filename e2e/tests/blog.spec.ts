// The Green Room end to end: a company writes a post (the htmx preview follows the typing),
// publishes it, finds it listed with its excerpt; another company reports it; the demo
// moderator hides it; the author sees why on /blog/mine and by mail. axe on /blog, a post
// and the editor in light LTR and dark RTL.
import { latestMail } from "../account";
import { expect, newCompany, test, useSession } from "../company";
import { acceptConsent, expectNoA11yViolations, screenshot, setPrefs, watchConsole } from "../support";

const looks = [
  { name: "light", prefs: {} },
  { name: "dark-rtl", prefs: { m: "dark", rtl: "1" } },
] as const;

test("write → preview → publish → listed → reported → hidden by a moderator → the author sees why", async ({ page, company, browser, request }) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const title = `Rooftop solar ${Date.now()}`;

  await page.goto("/blog/new");
  await expect(page.getByRole("heading", { level: 1, name: "Write a post" })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#f-title-error")).toHaveText("Please fill in this field.");
  await page.locator("#f-title").fill(title);
  await page.locator("#f-category").selectOption("company_news");
  await page.locator("#f-content").fill("We put **1,400 panels** on the warehouse roof. The building now runs on its own power on sunny days.");
  await expect(page.getByTestId("preview").locator("strong")).toHaveText("1,400 panels"); // htmx preview
  await page.locator("#f-status").selectOption("published");
  for (const look of looks) {
    await setPrefs(page.context(), look.prefs);
    await expectNoA11yViolations(page);
  }
  await setPrefs(page.context(), {});
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/blog\/mine$/);
  await expect(page.getByTestId("my-post").first()).toContainText(title);

  await page.goto("/blog");
  const card = page.getByTestId("blog-card").filter({ hasText: title });
  await expect(card.getByTestId("excerpt")).toHaveText("We put 1,400 panels on the warehouse roof. The building now runs on its own power on sunny days.");
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const postURL = page.url();
  for (const look of looks) {
    await setPrefs(page.context(), look.prefs);
    for (const path of ["/blog", new URL(postURL).pathname, "/blog/new"]) {
      await page.goto(path);
      await expectNoA11yViolations(page);
      await screenshot(page, `blog-${path.replace(/\W+/g, "-")}-${look.name}`);
    }
  }
  await setPrefs(page.context(), {});

  // Another company reports it.
  const readerContext = await browser.newContext();
  await acceptConsent(readerContext);
  await newCompany(readerContext, request, "reader");
  const reader = await readerContext.newPage();
  await reader.goto(postURL);
  await reader.getByText("Report this post").click();
  await reader.locator("#f-report-reason").selectOption("spam");
  await reader.locator("#f-report-message").fill("This is an advert.");
  await reader.getByRole("button", { name: "Send the report" }).click();
  await expect(reader.locator(".gc-snackbar", { hasText: "Thank you: the moderators will look at this post." })).toBeVisible();
  await readerContext.close();

  // The demo moderator hides it.
  const modContext = await browser.newContext();
  await acceptConsent(modContext);
  await modContext.setExtraHTTPHeaders({ "X-Forwarded-For": "2001:db8::b1:0c" });
  await useSession(modContext, "moderator@example.com");
  const mod = await modContext.newPage();
  await mod.goto("/admin/reported-posts");
  await mod.getByRole("link", { name: title }).click();
  await expect(mod.getByTestId("reports")).toContainText("This is an advert.");
  await expectNoA11yViolations(mod);
  await mod.locator("#f-reason").fill("Advertising belongs in the marketplace.");
  await mod.getByTestId("hide").click();
  await expect(mod.locator(".gc-snackbar", { hasText: "The post is hidden and its author was told why." })).toBeVisible();
  await modContext.close();

  // Gone for visitors; the author sees why.
  const visitor = await browser.newContext();
  const res = await visitor.request.get(postURL);
  expect(res.status()).toBe(404);
  await visitor.close();
  await page.goto("/blog/mine");
  await expect(page.getByTestId("hidden-reason").first()).toContainText("Advertising belongs in the marketplace.");
  const mail = await latestMail(request, company.email, "Your post was hidden by a moderator");
  expect(mail).toContain("Advertising belongs in the marketplace.");
  expect(problems.filter((p) => !p.includes("status of 422"))).toEqual([]); // the refused save above answers 422
});

test("The Green Room reads without JavaScript and carries nothing of the visitor", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await acceptConsent(context);
  const page = await context.newPage();
  const res = await page.goto("/blog");
  expect(res?.status()).toBe(200);
  await page.getByRole("link", { name: "Sustainability news" }).click();
  await expect(page).toHaveURL(/category=sustainability_news/);
  await page.getByLabel("Search posts").fill("heat");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("blog-card").first()).toBeVisible();
  await page.getByTestId("blog-card").first().getByRole("link").first().click();
  await expect(page.getByTestId("post-content")).toBeVisible();
  // The blog's own content carries no per-visitor token (the shell's header is issue 15's).
  await expect(page.locator("main input[name=_csrf]")).toHaveCount(0);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await context.close();
});
