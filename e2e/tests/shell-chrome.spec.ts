// Page chrome: a server flash as a snackbar, the consent modal's outside-click rule,
// scroll-to-top, the drawer.
import { expect, test } from "@playwright/test";
import { acceptConsent, watchConsole } from "../support";

test("a server flash appears as a snackbar", async ({ page, context }) => {
  await acceptConsent(context);
  const problems = watchConsole(page);
  await page.goto("/about");
  // A plain (non-htmx) form post, as any server-side form with a redirect does.
  await page.evaluate(() => {
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "");
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/preferences";
    for (const [k, v] of Object.entries({ _csrf: token, mode: "dark", back: "/about" })) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = k;
      input.value = v;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  });
  await expect(page).toHaveURL(/\/about$/);
  // Shown in the snackbar, and announced through the island's polite live region.
  await expect(page.locator(".gc-snackbar", { hasText: "Your display settings were saved." })).toBeVisible();
  await expect(page.locator(".gc-live[role=status]")).toContainText("Your display settings were saved.");
  await expect(page.locator("#gc-flashes")).toBeHidden();
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the consent modal closes on an outside click, but not within 15 px of the right edge", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  const modal = page.locator("dialog.consent");
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((d: HTMLDialogElement) => d.matches(":modal"))).toBe(true);

  const width = await page.evaluate(() => window.innerWidth);
  await page.mouse.click(width - 5, 300);
  await expect(modal).toBeVisible();
  await page.mouse.click(width - 10, 100);
  await expect(modal).toBeVisible();

  await page.mouse.click(100, 100);
  await expect(modal).toBeHidden();
  // Closing by an outside click stores nothing: the modal comes back on the next page.
  await page.reload();
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "I understand" }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.locator("dialog.consent")).toHaveCount(0);
});

test("scroll-to-top shows beyond 100 px and the page starts at the top", async ({ page, context }) => {
  await acceptConsent(context);
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto("/about");
  const button = page.locator("#gc-scroll-top");
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 90));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the drawer is closed by default, opens from the menu button and is remembered", async ({ page, context }) => {
  await acceptConsent(context);
  await page.goto("/");
  const drawer = page.locator("#drawer");
  await expect(drawer).toBeHidden();
  const toggle = page.locator("[data-drawer-toggle] button");
  // The choice is saved by a POST; the next page may only be asked for once it is answered.
  const saved = page.waitForResponse((r) => r.url().endsWith("/preferences/drawer") && r.request().method() === "POST");
  await toggle.click();
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect((await saved).ok()).toBe(true);
  await page.goto("/about");
  await expect(page.locator("#drawer")).toBeVisible();
  await expect(page.locator('#drawer a[data-nav-id="about"]')).toHaveAttribute("aria-current", "page");
});
