// The landing page in every palette × mode × direction, and accessibility in light and dark.
import { expect, test } from "@playwright/test";
import { acceptConsent, expectNoA11yViolations, screenshot, setPrefs, watchConsole } from "../support";

const palettes = ["teal", "pink", "aqua"];
const modes = ["light", "dark"];
const directions = [{ rtl: "0", dir: "ltr" }, { rtl: "1", dir: "rtl" }];

for (const p of palettes) {
  for (const m of modes) {
    for (const d of directions) {
      test(`landing renders in ${p} ${m} ${d.dir}`, async ({ page, context }) => {
        await acceptConsent(context);
        await setPrefs(context, { p, m, rtl: d.rtl });
        const problems = watchConsole(page);
        await page.goto("/");
        const html = page.locator("html");
        await expect(html).toHaveAttribute("data-palette", p);
        await expect(html).toHaveAttribute("data-mode", m);
        await expect(html).toHaveAttribute("dir", d.dir);
        await expect(page.locator("h1")).toBeVisible();
        // The stylesheet applied: the page background is the mode's, not the browser default.
        const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
        expect(bg).toBe(m === "dark" ? "rgb(15, 21, 24)" : "rgb(244, 246, 247)");
        await screenshot(page, `landing-${p}-${m}-${d.dir}`);
        expect(problems, problems.join("\n")).toEqual([]);
      });
    }
  }
}

for (const m of modes) {
  for (const path of ["/", "/about"]) {
    test(`axe finds nothing on ${path} in ${m} mode`, async ({ page, context }) => {
      await acceptConsent(context);
      await setPrefs(context, { m });
      await page.goto(path);
      await expectNoA11yViolations(page);
    });
  }
}

test("axe finds nothing with the consent modal open", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("dialog.consent")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("phone-sized landing in RTL has no horizontal scroll", async ({ page, context }) => {
  await acceptConsent(context);
  await setPrefs(context, { rtl: "1", d: "1" });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, "landing-phone-rtl-drawer-open");
});
