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

  it("follows a yes/no radio group and shows for any of several values", () => {
    document.body.innerHTML = `<form>
      <fieldset><input type="radio" id="f-has" name="has" value="true"><input type="radio" id="no" name="has" value="false" checked></fieldset>
      <div id="follow" hidden data-shown-when="f-has=true"><input name="link"></div>
      <select id="kind"><option value="a">A</option><option value="o1">Other 1</option><option value="o2">Other 2</option></select>
      <div id="other" data-shown-when="kind=o1|o2"><input name="other"></div></form>`;
    stop = initShownWhen(document);
    const follow = document.getElementById("follow")!;
    expect(follow.hidden).toBe(true);
    const yes = document.getElementById("f-has") as HTMLInputElement;
    yes.checked = true;
    yes.dispatchEvent(new Event("change", { bubbles: true }));
    expect(follow.hidden).toBe(false);
    const no = document.getElementById("no") as HTMLInputElement;
    no.checked = true;
    no.dispatchEvent(new Event("change", { bubbles: true }));
    expect(follow.hidden).toBe(true);
    const other = document.getElementById("other")!;
    expect(other.hidden).toBe(true);
    const kind = document.getElementById("kind") as HTMLSelectElement;
    kind.value = "o2";
    kind.dispatchEvent(new Event("change", { bubbles: true }));
    expect(other.hidden).toBe(false);
  });
});
