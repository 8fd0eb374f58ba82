import { beforeEach, expect, test } from "vitest";
import { registerMessages, resetMessages, t } from "./i18n";
import { pageWithMessages } from "../test-utils";

beforeEach(() => {
  pageWithMessages({
    "shell.island.close": "Fermer",
    "shell.footer.copyright": "© {{.Year}} Green Connect",
    "shell.stars": "{{ .N }} sur 5 ({{.N}})",
  });
});

test("reads the page's #gc-i18n messages", () => {
  expect(t("shell.island.close")).toBe("Fermer");
});

test("fills Go-template placeholders, with or without spaces, numbers included", () => {
  expect(t("shell.footer.copyright", { Year: 2026 })).toBe("© 2026 Green Connect");
  expect(t("shell.stars", { N: 3 })).toBe("3 sur 5 (3)");
});

test("a placeholder without a value stays as written", () => {
  expect(t("shell.footer.copyright", { Other: 1 })).toBe("© {{.Year}} Green Connect");
});

test("a missing id returns the id itself", () => {
  expect(t("wizard.step.unknown")).toBe("wizard.step.unknown");
});

test("registered island messages are found and win over the page's", () => {
  registerMessages({ "wizard.next": "Suivant", "shell.island.close": "Fermer la fenêtre" });
  expect(t("wizard.next")).toBe("Suivant");
  expect(t("shell.island.close")).toBe("Fermer la fenêtre");
  resetMessages();
  expect(t("wizard.next")).toBe("wizard.next");
});

test("a broken or absent block gives ids, not an exception", () => {
  document.getElementById("gc-i18n")!.textContent = "{not json";
  resetMessages();
  expect(t("shell.island.close")).toBe("shell.island.close");
  document.getElementById("gc-i18n")!.remove();
  resetMessages();
  expect(t("shell.island.close")).toBe("shell.island.close");
});
