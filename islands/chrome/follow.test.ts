import { afterEach, describe, expect, test } from "vitest";
import { initFollow } from "./follow";

describe("a select that follows another", () => {
  let stop = () => {};
  afterEach(() => stop());

  function page(industry: string, sector: string) {
    document.body.innerHTML = `
      <select id="f-industry"><option value="">Choose</option><option value="energy">Energy</option><option value="retail">Retail</option></select>
      <select id="f-sector" data-follows="f-industry"><option value="">Choose</option>
        <optgroup label="Energy"><option value="solar">Solar</option></optgroup>
        <optgroup label="Retail"><option value="furniture">Furniture</option></optgroup>
      </select>`;
    (document.getElementById("f-industry") as HTMLSelectElement).value = industry;
    (document.getElementById("f-sector") as HTMLSelectElement).value = sector;
    stop = initFollow(document);
  }
  const group = (label: string) => document.querySelector<HTMLOptGroupElement>(`optgroup[label="${label}"]`)!;

  test("only the chosen industry's sectors are offered, and a sector of another is cleared", () => {
    page("energy", "solar");
    expect(group("Energy").hidden).toBe(false);
    expect(group("Retail").hidden).toBe(true);
    const industry = document.getElementById("f-industry") as HTMLSelectElement;
    industry.value = "retail";
    industry.dispatchEvent(new Event("change", { bubbles: true }));
    expect(group("Energy").hasAttribute("disabled")).toBe(true);
    expect(group("Retail").hidden).toBe(false);
    expect((document.getElementById("f-sector") as HTMLSelectElement).value).toBe("");
  });

  test("with no industry chosen every sector shows", () => {
    page("", "");
    expect(group("Energy").hidden).toBe(false);
    expect(group("Retail").hidden).toBe(false);
  });
});
