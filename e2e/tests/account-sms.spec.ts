// A company adds its phone as a second factor with the code texted to it, then signs in with
// a code by SMS. The app sends through its real Twilio client to the harness's local
// provider (e2e/smsprovider), whose /messages the test reads.
import { randomInt } from "node:crypto";
import { expect, test } from "../company";
import { smsURL } from "../playwright.config";
import { acceptConsent, screenshot } from "../support";

/** lastCode waits for a new SMS to number (more than `after` of them) and returns its code. */
async function lastCode(request: import("@playwright/test").APIRequestContext, number: string, after: number): Promise<string> {
  let body = "";
  await expect
    .poll(async () => {
      const res = await request.get(`${smsURL}/messages`, { params: { to: number } });
      const list = (await res.json()) as { body: string }[] | null;
      body = list && list.length > after ? list[list.length - 1]!.body : "";
      return body;
    }, { message: `an SMS to ${number}`, timeout: 30_000 })
    .not.toBe("");
  return /\b(\d{6})\b/.exec(body)![1]!;
}

test("a user enrols SMS and signs in with it", async ({ page, company, request }) => {
  const number = `+4072${randomInt(1_000_000, 9_999_999)}`;
  await page.goto("/user/profile");
  await page.getByTestId("sms-enrol").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a phone number");

  await page.getByLabel("Mobile number").fill("0721 234");
  await page.locator("#f-proof").fill(company.password);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.locator("#f-phone-error")).toContainText("international form");
  await expect(page.getByLabel("Mobile number")).toHaveValue("0721 234");

  await page.getByLabel("Mobile number").fill(`${number.slice(0, 3)} ${number.slice(3)}`);
  await page.locator("#f-proof").fill(company.password);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByTestId("sms-sent")).toContainText(number.slice(-3));
  await page.getByLabel("Code from the text message").fill(await lastCode(request, number, 0));
  await screenshot(page, "sms-enrol-code");
  await page.getByRole("button", { name: "Confirm the number" }).click();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);

  // Another browser (the cookies gone) signs in: the password, then the code texted.
  await page.context().clearCookies();
  await acceptConsent(page.context());
  await page.goto("/signin");
  await page.getByLabel("Email").fill(company.email);
  await page.locator("#f-password").fill(company.password);
  await page.getByTestId("signin-form").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signin\/code$/);
  await expect(page.getByTestId("sms-challenge")).toContainText(number.slice(-3));
  await page.locator("#f-code").fill(await lastCode(request, number, 1));
  await page.getByTestId("mfa-form").getByRole("button", { name: "Verify" }).click();
  await expect(page.locator(".user-chip")).toBeVisible();
});
