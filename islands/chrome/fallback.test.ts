import { afterEach, describe, expect, it } from "vitest";
import { initImageFallback } from "./fallback";

describe("initImageFallback", () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  it("points a logo that fails to load at its fallback, once", () => {
    document.body.innerHTML = `<img id="logo" src="/media/logo/gone.png" alt="Logotype of the Company" data-fallback="/static/img/service.svg">`;
    cleanup = initImageFallback(document);
    const img = document.getElementById("logo") as HTMLImageElement;
    img.dispatchEvent(new Event("error"));
    expect(img.getAttribute("src")).toBe("/static/img/service.svg");
    expect(img.alt).toBe(""); // the icon is decorative
    img.setAttribute("src", "/static/img/also-broken.svg");
    img.dispatchEvent(new Event("error"));
    expect(img.getAttribute("src")).toBe("/static/img/also-broken.svg"); // no loop
  });

  it("leaves images without a fallback alone", () => {
    document.body.innerHTML = `<img id="pic" src="/media/picture/x.jpg" alt="x">`;
    cleanup = initImageFallback(document);
    const img = document.getElementById("pic") as HTMLImageElement;
    img.dispatchEvent(new Event("error"));
    expect(img.getAttribute("src")).toBe("/media/picture/x.jpg");
  });
});
