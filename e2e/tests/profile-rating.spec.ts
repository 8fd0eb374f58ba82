// The profile and rating walk of issue 4: a new company fills its profile and the seven
// sections, reaches Green Champion through the ESG path (445: 495 less the Green Room's 50,
// which need the blog), publishes; an admin approves; the company page shows it. A second
// company is rejected with a reason and sees it.
import { confirmEmail, latestMail, linkIn } from "../account";
import { expect, test, useSession } from "../company";
import { answer, signIn } from "../profile";
import { acceptConsent, expectNoA11yViolations, futureDate, screenshot, watchConsole } from "../support";

const password = "quiet harbour evening lights";

test("a new company reaches Green Champion, is approved, and its page is public", async ({ page, context, browser, request }) => {
  test.setTimeout(180_000);
  await acceptConsent(context);
  const problems = watchConsole(page);
  const email = `champion-${Date.now()}@example.com`;

  // Sign up, confirm by mail, sign in: a brand-new company.
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.locator("#f-password").fill(password);
  await page.getByLabel("Company name").fill("Harbour Wind Ltd");
  await page.getByLabel("I accept the terms of use").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await confirmEmail(page, linkIn(await latestMail(request, email, "Confirm your email"), "/verify/"));
  await signIn(page, email, password);

  // First visit: the walkthrough; Skip goes to its last step, which says where to take it
  // again, and closes it for good.
  await page.goto("/sustainability-profile");
  const walk = page.getByTestId("walkthrough");
  await expect(walk.getByRole("heading", { name: "Welcome to Green Connect" })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await expectNoA11yViolations(page);
  await walk.getByRole("button", { name: "Skip" }).click();
  await expect(walk.getByRole("heading", { name: "You are ready" })).toBeVisible();
  await expect(walk).toContainText("Take the tour again");
  await walk.getByRole("button", { name: "Get started" }).click();
  await expect(walk).toBeHidden();
  await page.reload(); // the page shows the way back to the tour once it was taken
  await expect(walk).toBeHidden();
  await expect(page.getByRole("link", { name: "Take the tour again" })).toBeVisible();
  await expect(page.getByTestId("starting-line")).toContainText("at the starting line");
  await expect(page.getByTestId("total")).toHaveText("20");

  // The company profile.
  await page.getByRole("link", { name: "Edit company profile" }).click();
  await page.getByLabel("About the company").fill("Offshore wind maintenance with electric vessels.");
  await page.getByLabel("City").fill("Constanța");
  await page.getByLabel("Country").selectOption("RO");
  await page.getByLabel("Industry").selectOption("energy");
  await page.getByLabel("Sector").selectOption("renewable_energy");
  await page.getByLabel("Website").fill("harbour-wind.example");
  await page.getByLabel("Number of employees").fill("35");
  await page.getByLabel("Facebook").fill("https://twitter.com/harbourwind");
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expect(page.locator("#f-facebook-error")).toContainText("Enter a link to a Facebook page");
  await expect(page.getByLabel("City")).toHaveValue("Constanța");
  await page.getByLabel("Facebook").fill("facebook.com/harbourwind");
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expect(page.locator(".gc-snackbar", { hasText: "Saved successfully!" })).toBeVisible();
  await expectNoA11yViolations(page);

  // The seven sections in the wizard island: the ESG path.
  await page.goto("/sustainability-profile/wizard");
  await expect(page.getByTestId("wizard")).toBeVisible();
  await answer(page, "ESG reporting", "Yes", async (p) => {
    await p.getByTestId("wizard-section").getByLabel("Description").first().fill("Our 2025 ESG report, audited.");
  });
  await expect(page.getByTestId("wizard-total")).toHaveText("345");
  await answer(page, "Environmental accreditations", "Yes", async (p) => {
    const form = p.getByTestId("wizard-section");
    await form.locator("label").filter({ hasText: /^ESG$/ }).click();
    await form.getByLabel("Web page").first().fill("harbour-wind.example/esg-rating");
  });
  for (const section of ["Carbon accounting", "Sustainability goals", "Environmental initiatives", "Environmental policies"]) {
    await answer(page, section, "Not at the moment");
  }
  await answer(page, "Sustainability training", "We are planning it", async (p) => {
    await p.getByTestId("wizard-section").getByLabel("Target date").fill(futureDate());
  });
  await expect(page.getByTestId("wizard-total")).toHaveText("445");
  await expectNoA11yViolations(page);
  await screenshot(page, "profile-wizard");

  // The rating page says it all.
  await page.goto("/sustainability-profile");
  await expect(page.getByTestId("total")).toHaveText("445");
  await expect(page.getByTestId("level")).toHaveText("Green Champion");
  await expect(page.getByTestId("score").locator(".star-on")).toHaveCount(5);
  await expect(page.getByTestId("provisional")).toHaveCount(0);
  await expect(page.locator('[data-section="co2Accounting"] [data-testid="note"]')).toHaveText("Covered by your ESG report");
  await expectNoA11yViolations(page);
  await screenshot(page, "profile-rating");

  // Publish: it waits for review.
  await page.getByTestId("publish").click();
  await expect(page.locator(".gc-snackbar", { hasText: "sent for review" })).toBeVisible();
  await expect(page.getByTestId("status")).toHaveText("Waiting for approval");
  const id = await page.evaluate(async () => ((await (await fetch("/api/sustainability/me")).json()) as { id: string }).id);

  // An admin approves.
  const adminContext = await browser.newContext();
  await acceptConsent(adminContext);
  await useSession(adminContext, "admin@example.com");
  const admin = await adminContext.newPage();
  await admin.goto("/admin/profiles");
  await admin.getByRole("row", { name: /Harbour Wind Ltd/ }).getByRole("link", { name: /Review/ }).click();
  await expectNoA11yViolations(admin);
  await admin.getByTestId("approve").click();
  await expect(admin.locator(".gc-snackbar", { hasText: "approved" })).toBeVisible();
  expect(await latestMail(request, email, "approved")).toContain("Harbour Wind Ltd");

  // The company page, for a visitor without JavaScript.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  await acceptConsent(visitor);
  const pub = await visitor.newPage();
  await pub.goto(`/companies/${id}`);
  await expect(pub.getByTestId("company-name")).toHaveText("Harbour Wind Ltd");
  await expect(pub.getByTestId("verified")).toHaveText("Approved Green Connect");
  await expect(pub.getByTestId("level")).toHaveText("Green Champion");
  await expect(pub.getByTestId("total")).toHaveText("445 points");
  await expect(pub.locator('[data-section="environmentalAccreditations"]')).toContainText("harbour-wind.example/esg-rating");
  await screenshot(pub, "profile-company-page");
  const a11y = await browser.newContext();
  await acceptConsent(a11y);
  const withJS = await a11y.newPage();
  await withJS.goto(`/companies/${id}`);
  await expectNoA11yViolations(withJS);
  // 422 answers are expected: the wizard sends "Yes" before the evidence is typed, and the
  // form was sent once with a wrong link. Anything else (CSP, script errors) is a failure.
  const unexpected = problems.filter((p) => !p.includes("status of 422"));
  expect(unexpected, unexpected.join("\n")).toEqual([]);
});

test.describe("a company of the test's own, waiting for review", () => {
  test.use({ companyProfile: "published" });

  test("a company is rejected with a reason and sees it", async ({ page, browser, request, company }) => {
    test.setTimeout(90_000);
    const reason = "The carbon accounting link does not open. Please upload the report itself.";

    const adminContext = await browser.newContext();
    await acceptConsent(adminContext);
    await useSession(adminContext, "admin@example.com");
    const admin = await adminContext.newPage();
    await admin.goto("/admin/profiles");
    await admin.getByRole("row", { name: company.name }).getByRole("link", { name: /Review/ }).click();
    await admin.getByTestId("reject").click();
    await expect(admin.locator("#f-reason-error")).toContainText("Give the reason the company will see.");
    await admin.getByLabel("Reason for the company").fill(reason);
    await admin.getByRole("checkbox", { name: "Carbon accounting" }).check();
    await admin.getByTestId("reject").click();
    await expect(admin.locator(".gc-snackbar", { hasText: "rejected" })).toBeVisible();
    expect(await latestMail(request, company.email, "needs changes")).toContain(reason);

    await page.goto("/sustainability-profile"); // signed in as the company by the fixture
    await expect(page.getByTestId("status")).toHaveText("Not approved");
    await expect(page.getByTestId("rejection-reason")).toHaveText(reason);
    await expect(page.getByTestId("rejection")).toContainText("Carbon accounting");
    await expectNoA11yViolations(page);
    await page.goto("/sustainability-profile/report");
    await expect(page.locator('[data-section="co2Accounting"] [data-testid="rejected"]')).toHaveText("Needs changes");
    await expectNoA11yViolations(page);
    await screenshot(page, "profile-report-rejected");
  });
});
