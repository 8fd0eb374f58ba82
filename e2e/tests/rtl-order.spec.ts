// Right to left keeps the order of text put together from parts (docs/shell.md, "Right to
// left"): on the dashboard in RTL, the greeting ends with its full stop and the rating's figure
// starts with its number, as they read.
import { expect, test, type Locator } from "@playwright/test";
import { useSession } from "../company";
import { acceptConsent, setPrefs } from "../support";

/** xOf is where on screen the first occurrence of part starts in the element's text. */
async function xOf(el: Locator, part: string): Promise<number> {
  return el.evaluate((node, part) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const i = (t.textContent ?? "").indexOf(part);
      if (i < 0) continue;
      const r = document.createRange();
      r.setStart(t, i);
      r.setEnd(t, i + 1);
      return r.getBoundingClientRect().left;
    }
    throw new Error(`"${part}" is not in ${node.textContent}`);
  }, part);
}

test("a page in RTL shows sentences made of parts in their order", async ({ page, context }) => {
  await acceptConsent(context);
  await setPrefs(context, { rtl: "1" });
  await useSession(context, "demo@example.com");
  await page.goto("/dashboard");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const hello = page.locator(".dashboard .lead");
  await expect(hello).toHaveText("Welcome back, Dana Demo.");
  expect(await xOf(hello, "."), "the full stop ends the greeting").toBeGreaterThan(await xOf(hello, "W"));

  const figure = page.getByTestId("dash-rating").locator(".dashboard-figure");
  await expect(figure).toContainText("points");
  const text = (await figure.textContent()) ?? "";
  const number = text.match(/\d+/)![0];
  expect(await xOf(figure, number), "the number comes before its points").toBeLessThan(await xOf(figure, "points"));
  expect(await xOf(figure, "points"), "the points before the level").toBeLessThan(await xOf(figure, "·"));
});
