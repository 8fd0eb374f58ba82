/**
 * mountShell renders the shell island into its root and resolves once its live regions are
 * in the DOM. Only the snackbar bus (shared/snackbar.ts) imports this, dynamically.
 */
import { createRoot } from "react-dom/client";
import { log } from "../shared/log";
import type { ShellApi } from "../shared/snackbar";
import { Shell } from "./Shell";
import { ShellStore } from "./store";

export function mountShell(root: HTMLElement): Promise<ShellApi> {
  const store = new ShellStore();
  const api: ShellApi = {
    snackbar: (opts) => {
      store.pushSnackbar(opts);
    },
    confirm: (opts) => store.pushDialog(opts),
  };
  return new Promise((resolve) => {
    const onReady = () => resolve(api);
    createRoot(root, { onUncaughtError: (err) => log("error", "shell island crashed", err) }).render(
      <Shell store={store} onReady={onReady} />,
    );
  });
}
