import { afterEach, describe, expect, it } from "vitest";
import { initShownWhen } from "./shownwhen";

describe("data-shown-when", () => {
  let stop = () => {};
  afterEach(() => stop());

  it("shows the Other field only while Other is chosen", () => {
    document.body.innerHTML = `<form>
      <div class="field"><select id="pos" name="position"><option value="">Choose</option><option value="owner">Owner</option><option value="other">Other</option></select></div>
      <div class="field" id="wrap"><input id="other" name="other" data-shown-when="pos=other"></div></form>`;
    stop = initShownWhen(document);
    const wrap = document.getElementById("wrap")!;
    const other = document.getElementById("other") as HTMLInputElement;
    const pos = document.getElementById("pos") as HTMLSelectElement;
    expect(wrap.hidden).toBe(true);
    expect(other.disabled).toBe(true);
    pos.value = "other";
    pos.dispatchEvent(new Event("change", { bubbles: true }));
    expect(wrap.hidden).toBe(false);
    expect(other.disabled).toBe(false);
    pos.value = "owner";
    pos.dispatchEvent(new Event("change", { bubbles: true }));
    expect(wrap.hidden).toBe(true);
  });
});
