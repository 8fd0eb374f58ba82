/**
 * The shell island: the page's one snackbar host and its confirm dialog. The dialog's code
 * (floating-ui) is a separate chunk, fetched the first time a dialog opens.
 */
import { Suspense, lazy, useCallback, useEffect, useSyncExternalStore, type ComponentType } from "react";
import { log } from "../shared/log";
import { SnackbarHost } from "./Snackbar";
import type { DialogItem, ShellStore } from "./store";

/** If the dialog chunk cannot load, the browser's confirm keeps the action possible. */
function NativeConfirm({ item }: { item: DialogItem }) {
  useEffect(() => {
    const text = [item.opts.title, item.opts.message].filter(Boolean).join("\n\n");
    const ok = window.confirm(text);
    if (ok) item.opts.mainAction?.();
    item.settle(ok);
  }, [item]);
  return null;
}

type DialogComponent = ComponentType<{ item: DialogItem }>;

const Dialog = lazy(
  (): Promise<{ default: DialogComponent }> =>
    import("./Dialog").catch((err: unknown) => {
      log("error", "shell: dialog chunk failed to load", err);
      return { default: NativeConfirm };
    }),
);

export function Shell({ store, onReady }: { store: ShellStore; onReady: () => void }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const dismiss = useCallback((id: number) => store.dismissSnackbar(id), [store]);
  // The live regions are in the DOM now: messages shown from here on get announced.
  useEffect(onReady, [onReady]);
  const dialog = state.dialogs[0];
  return (
    <>
      <SnackbarHost item={state.snackbars[0]} onDone={dismiss} />
      {dialog && (
        <Suspense fallback={null}>
          <Dialog key={dialog.id} item={dialog} />
        </Suspense>
      )}
    </>
  );
}
