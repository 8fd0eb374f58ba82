/**
 * Copy buttons of the embed snippet: each [data-copy=id] button copies the text of the
 * element with that id and says so in a snackbar (docs/directory.md, "Badge"). Without JavaScript the buttons
 * stay hidden and the snippet is selectable text. No React: the snackbar bus loads the
 * shell island only when a message shows.
 */
import { t } from "../shared/i18n";
import { openSnackbar } from "../shared/snackbar";

export type Copier = (text: string) => Promise<void>;

const clipboard: Copier = (text) => navigator.clipboard.writeText(text);

export function initCopyButtons(root: ParentNode = document, copy: Copier = clipboard): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
    const source = document.getElementById(button.dataset.copy ?? "");
    if (!source) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      const text = source instanceof HTMLTextAreaElement ? source.value : (source.textContent ?? "");
      copy(text).then(
        () => openSnackbar({ message: t("directory.snippet.copied"), severity: "success", duration: 3000 }),
        () => {
          openSnackbar({ message: t("directory.snippet.not_copied"), severity: "error" });
          if (source instanceof HTMLTextAreaElement) source.select(); // so Ctrl-C still works
        },
      );
    });
  }
}
