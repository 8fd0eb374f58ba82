// Display preferences: without JavaScript (plain form), with htmx (no reload), after reload.
import { expect, test } from "@playwright/test";
import { acceptConsent } from "../support";

test("preferences work with JavaScript off and survive a reload", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await acceptConsent(context);
  const page = await context.newPage();
  await page.goto("/about");
  await page.locator(".prefs-menu summary").click();
  await page.locator(".prefs-menu").getByText("Dark", { exact: true }).click();
  await page.locator(".prefs-menu").getByText("Navy and pink").click();
  await page.locator(".prefs-menu").getByText("Right to left").click();
  await page.locator(".prefs-menu").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/about$/);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mode", "dark");
  await expect(html).toHaveAttribute("data-palette", "pink");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page.locator("[data-flash-text]")).toHaveText("Your display settings were saved.");
  await page.reload();
  await expect(html).toHaveAttribute("data-mode", "dark");
  await expect(page.locator("[data-flash]")).toHaveCount(0);
  await context.close();
});

test("with JavaScript a change applies at once, without reloading", async ({ page, context }) => {
  await acceptConsent(context);
  await page.goto("/");
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.locator(".prefs-menu summary").click();
  await page.locator(".prefs-menu").getByText("Dark", { exact: true }).click();
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mode", "dark");
  await page.locator(".prefs-menu").getByText("Right to left").click();
  await expect(html).toHaveAttribute("dir", "rtl");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await page.reload();
  await expect(html).toHaveAttribute("data-mode", "dark");
  await expect(html).toHaveAttribute("dir", "rtl");
});

test("switching the language changes every visible string", async ({ page, context }) => {
  await acceptConsent(context);
  const visibleTexts = () =>
    page.evaluate(() => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim() ?? "";
        const el = n.parentElement;
        if (!text || !el || el.closest("script, [hidden], .visually-hidden")) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        out.push(text);
      }
      return out;
    });
  await page.goto("/");
  const english = await visibleTexts();
  await page.locator(".prefs-menu summary").click();
  await page.locator("#pref-locale").selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const french = new Set(await visibleTexts());
  // Names (the site, its blog The Green Room, the levels), numbers and language names stay as they are.
  const same = english.filter((s) => french.has(s) && !/^(Green Connect|The Green Room|Green (Starter|Explorer|Achiever|Champion)|[\d\s–/·©]+|\d+–\d+|English|Français|Română|中文|Mode|Menu|Navigation|Points|Police|Langue)$/.test(s) && !/^© \d{4} Green Connect$/.test(s));
  expect(same, `still in English after switching to French: ${same.join(" | ")}`).toEqual([]);
});
