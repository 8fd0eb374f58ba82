import { describe, expect, it } from "vitest";
import { insertAt } from "./insertimage";

function area(value: string, at: number): HTMLTextAreaElement {
  const el = document.createElement("textarea");
  el.value = value;
  el.setSelectionRange(at, at);
  return el;
}

describe("insertAt", () => {
  it("puts the image in a paragraph of its own at the cursor", () => {
    const el = area("One.\n\nTwo.", 5);
    insertAt(el, "![x](/media/picture/a.png)");
    expect(el.value).toBe("One.\n\n![x](/media/picture/a.png)\n\nTwo.");
    expect(el.selectionStart).toBe("One.\n\n![x](/media/picture/a.png)\n".length);
  });
  it("splits a line the cursor is in", () => {
    const el = area("OneTwo", 3);
    insertAt(el, "I");
    expect(el.value).toBe("One\n\nI\n\nTwo");
  });
  it("starts an empty content", () => {
    const el = area("", 0);
    insertAt(el, "I");
    expect(el.value).toBe("I\n");
  });
});
