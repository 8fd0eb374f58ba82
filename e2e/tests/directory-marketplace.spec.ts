// The services marketplace: the query string is the state (docs/directory.md, "Listings"), htmx swaps the
// results in place, back/forward restore the listing, and the first paint has no React.
import { expect, test, type Page } from "@playwright/test";
import { acceptConsent, expectNoA11yViolations, screenshot, setPrefs, watchConsole } from "../support";

const market = "/marketplace/services";

/** names of the cards shown */
async function cards(page: Page): Promise<string[]> {
  return page.locator("[data-testid=service-card] .service-card-link").allInnerTexts();
}

/** search is the address's query, as the browser shows it */
async function search(page: Page): Promise<string> {
  return new URL(page.url()).search;
}

/** marks the document, so a full reload can be told from an htmx swap */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute("data-e2e-mark", "1"));
}

async function marked(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute("data-e2e-mark"));
}

test.beforeEach(async ({ context }) => {
  await acceptConsent(context);
});

test("filters write the canonical query string and swap the results in place", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(market);
  await expect(page.locator("[data-testid=service-card]")).toHaveCount(10);
  const all = await cards(page);
  await mark(page);

  await page.selectOption("#f-market-category", "training");
  await expect.poll(() => search(page)).toBe("?category=training");
  await expect.poll(() => cards(page)).not.toEqual(all);
  expect(await marked(page), "no reload: htmx swapped the results").toBe(true);

  // Tags are joined by comma, in the order chosen.
  await page.selectOption("#f-market-category", "");
  await expect.poll(() => search(page)).toBe("");
  const tags = page.locator(".filter-tags input[name=tags]");
  const first = await tags.nth(0).getAttribute("value");
  const second = await tags.nth(1).getAttribute("value");
  const enc = (tag: string | null) => encodeURIComponent(tag ?? "").replace(/%20/g, "+");
  await tags.nth(0).check();
  await expect.poll(() => search(page)).toBe(`?tags=${enc(first)}`);
  await tags.nth(1).check();
  // A literal comma between the tags, not %2C.
  await expect.poll(() => search(page)).toBe(`?tags=${enc(first)},${enc(second)}`);
  await tags.nth(0).uncheck();
  await tags.nth(1).uncheck();
  await expect.poll(() => search(page)).toBe("");

  // Page only above 1; a filter goes back to page 1 (no page in the address).
  await page.locator("[data-testid=pagination] a[rel=next]").click();
  await expect.poll(() => search(page)).toBe("?page=2");
  await expect(page.locator("[data-testid=pagination] [aria-current=page]")).toHaveText("2");
  await page.locator("[data-testid=pagination] a[rel=prev]").click();
  await expect.poll(() => search(page)).toBe("");
  await page.locator("[data-testid=pagination] a[rel=next]").click();
  await expect.poll(() => search(page)).toBe("?page=2");
  await page.check("input[name=onlyWithPrices]");
  await expect.poll(() => search(page)).toBe("?onlyWithPrices=true");
  expect(await marked(page)).toBe(true);

  // The search box filters as one types.
  const word = ((await cards(page))[0] ?? "").split(" ")[0]!.toLowerCase();
  await page.fill("#f-market-q", word);
  await expect.poll(() => search(page)).toBe(`?q=${encodeURIComponent(word)}&onlyWithPrices=true`);
  await expect.poll(async () => (await cards(page)).length).toBeGreaterThan(0);

  // Clear returns to the defaults.
  await page.click("[data-testid=clear-filters]");
  await expect(page).toHaveURL(new RegExp(`${market}$`));
  await expect(page.locator("#f-market-q")).toHaveValue("");
  await expect(page.locator("input[name=onlyWithPrices]")).not.toBeChecked();
  expect(problems, problems.join("\n")).toEqual([]);
});

test("back and forward restore the listing", async ({ page }) => {
  await page.goto(market);
  const start = await cards(page);
  await page.selectOption("#f-market-category", "training");
  await expect.poll(() => search(page)).toBe("?category=training");
  const training = await cards(page);
  await page.locator("input[name=onlyWithPrices]").check();
  await expect.poll(() => search(page)).toBe("?category=training&onlyWithPrices=true");

  // htmx keeps no history cache: on Back the listing reloads from the server.
  let reloaded = page.waitForEvent("load");
  await page.goBack();
  await reloaded;
  await expect.poll(() => search(page)).toBe("?category=training");
  await expect.poll(() => cards(page)).toEqual(training);
  await expect(page.locator("#f-market-category")).toHaveValue("training");
  await expect(page.locator("input[name=onlyWithPrices]")).not.toBeChecked();

  reloaded = page.waitForEvent("load");
  await page.goBack();
  await reloaded;
  await expect.poll(() => search(page)).toBe("");
  await expect.poll(() => cards(page)).toEqual(start);
  await expect(page.locator("#f-market-category")).toHaveValue("");

  reloaded = page.waitForEvent("load");
  await page.goForward();
  await reloaded;
  await expect.poll(() => search(page)).toBe("?category=training");
  await expect.poll(() => cards(page)).toEqual(training);
});

test("the legacy key contry is read, and country written", async ({ page }) => {
  await page.goto(market);
  const country = await page.locator("#f-market-country option").nth(1).getAttribute("value");
  await page.goto(`${market}?contry=${country}`);
  await expect(page).toHaveURL(new RegExp(`\\?country=${country}$`));
  await expect(page.locator("#f-market-country")).toHaveValue(country!);
  await expect(page.locator("[data-testid=service-card]").first()).toBeVisible();
});

test("the first paint carries no React; the first card click loads it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(market);
  await page.waitForLoadState("networkidle");
  const hasReact = async (urls: string[]) => {
    for (const u of urls) {
      const body = await page.evaluate(async (url) => (await fetch(url)).text(), u);
      if (body.includes("react.dev/errors")) return true;
    }
    return false;
  };
  const firstPaint = [...scripts];
  expect(await hasReact(firstPaint), firstPaint.join("\n")).toBe(false);
  await page.locator("[data-testid=service-card] .service-card-link").first().click();
  await expect(page.getByTestId("service-overlay")).toBeVisible();
  expect(await hasReact(scripts.filter((s) => !firstPaint.includes(s)))).toBe(true);
});

// One test a look (light, dark, right-to-left, phone): each is a short walk that holds its
// minute on a busy machine, and the two workers share them.
for (const [prefs, name] of [
  [{}, "light"],
  [{ m: "dark", p: "pink" }, "dark"],
  [{ rtl: "1", p: "aqua" }, "rtl"],
] as const) {
  test(`marketplace, training and directory pages pass axe (${name})`, async ({ page, context }) => {
    await setPrefs(context, prefs);
    for (const path of [market, "/sustainability-training", "/directory"]) {
      await page.goto(path);
      await expectNoA11yViolations(page);
      await screenshot(page, `directory-${path.replace(/\W+/g, "-")}-${name}`);
    }
  });
}

test("the marketplace passes axe on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(market);
  await screenshot(page, "directory-marketplace-phone");
  await expectNoA11yViolations(page);
});
