// Images in posts (docs/blog.md, "Images in posts"): with JavaScript the editor uploads the
// image in the background and inserts its Markdown at the cursor; without it the form comes
// back with the Markdown at the end of the content. The preview shows the company's own
// image, and an image of another site as a link with a note.
import { expect, test } from "../company";
import { watchConsole } from "../support";

const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAD0lEQVR4nGNgaHBAIOI4ADRDDAEy7zkHAAAAAElFTkSuQmCC", "base64");
const snippet = /!\[Solar panels on the roof\]\(\/media\/picture\/[0-9a-f-]{36}\.png\)/;

test("with JavaScript the image's Markdown goes in at the cursor", async ({ page, company }) => {
  expect(company.email).not.toBe("");
  const problems = watchConsole(page);
  await page.goto("/blog/new");
  const content = page.locator("#f-content");
  await content.fill("First paragraph.\n\nLast paragraph.");
  await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(17, 17)); // after the first paragraph's blank line
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "roof.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload and insert the image" }).click();
  await expect(page.locator("[data-image-status]")).toHaveText("Please fill in this field.");
  await page.getByLabel("Describe the image").fill("Solar panels on the roof");
  await page.getByRole("button", { name: "Upload and insert the image" }).click();
  await expect(page.locator("[data-image-status]")).toHaveText("The image was inserted at the cursor.");
  await expect(page).toHaveURL(/\/blog\/new$/);
  const text = await content.inputValue();
  expect(text).toMatch(new RegExp("^First paragraph\\.\\n\\n" + snippet.source + "\\n\\nLast paragraph\\.$"));
  await expect(page.getByTestId("preview").locator("img")).toHaveAttribute("alt", "Solar panels on the roof");

  await content.fill("![A chart](https://elsewhere.example/chart.png)");
  await expect(page.getByTestId("outside-images")).toHaveText("Images from other sites are shown as links; upload the image instead.");
  await expect(page.getByTestId("preview").getByRole("link", { name: "A chart" })).toBeVisible();
  expect(problems.filter((p) => !p.includes("422"))).toEqual([]); // the refused upload's answer is expected
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form comes back with the image's Markdown at the end, to copy", async ({ page, company }) => {
    expect(company.email).not.toBe("");
    await page.goto("/blog/new");
    await page.locator("#f-title").fill("Our roof");
    await page.locator("#f-content").fill("We built it.");
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "roof.png", mimeType: "image/png", buffer: png });
    await page.getByLabel("Describe the image").fill("Solar panels on the roof");
    await page.getByRole("button", { name: "Upload and insert the image" }).click();
    await expect(page.getByTestId("image-snippet").locator("code")).toHaveText(snippet);
    expect(await page.locator("#f-content").inputValue()).toMatch(new RegExp("^We built it\\.\\n\\n" + snippet.source + "\\n$"));
    await expect(page.locator("#f-title")).toHaveValue("Our roof");
    await expect(page.getByTestId("preview").locator("img")).toHaveAttribute("alt", "Solar panels on the roof");
  });
});
