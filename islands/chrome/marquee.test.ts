import { describe, expect, it } from "vitest";
import { initMarquee } from "./marquee";

describe("the marquee's pause button", () => {
  it("toggles aria-pressed, by click and by the keyboard's activation", () => {
    document.body.innerHTML = `<section class="marquee"><button type="button" aria-pressed="false" data-marquee-pause>Pause</button></section>`;
    const stop = initMarquee(document);
    const button = document.querySelector("button")!;
    button.click();
    expect(button.getAttribute("aria-pressed")).toBe("true");
    button.click(); // Enter and Space on a button fire click
    expect(button.getAttribute("aria-pressed")).toBe("false");
    stop();
  });
});
