// The admin area's aggregation (docs/admin.md): on a phone, light and dark right-to-left, every
// chart fits the screen; the period is a link; a table downloads as CSV.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { useSession } from "../company";
import { acceptConsent, screenshot, setPrefs } from "../support";

test.use({ viewport: { width: 390, height: 844 } });

test("an admin reads the aggregation on a phone and downloads a table", async ({ page, context }) => {
  await acceptConsent(context);
  await useSession(context, "admin@example.com");
  const looks: { name: string; prefs: Record<string, string> }[] = [
    { name: "light", prefs: {} },
    { name: "dark-rtl", prefs: { m: "dark", rtl: "1" } },
  ];
  for (const look of looks) {
    await setPrefs(context, look.prefs);
    await page.goto("/admin/aggregation?weeks=52");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aggregation");
    await expect(page.locator("figure.chart")).toHaveCount(8);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${look.name}: no horizontal scroll`).toBeLessThanOrEqual(0);
    for (const svg of await page.locator("svg.chart-svg").all()) {
      const box = (await svg.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await screenshot(page, `aggregation-phone-${look.name}`);
  }

  await page.getByRole("link", { name: "26 weeks" }).click();
  await expect(page).toHaveURL(/\/admin\/aggregation\?weeks=26$/);
  await expect(page.getByRole("link", { name: "26 weeks" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("aggregation-signups-table").locator("tbody tr")).toHaveCount(26);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as CSV: Listed companies by country" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("aggregation-countries.csv");
  const lines = readFileSync((await file.path())!, "utf8").trim().split("\n");
  expect(lines[0]).toBe("Code,Country,Listed companies");
  expect(lines.length).toBeGreaterThan(1);
});
