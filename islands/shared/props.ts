/**
 * Island props arrive as JSON in <script type="application/json" id="…-props"> beside the
 * mount point (templates/island.templ): data, not code, so the strict CSP is satisfied.
 */
import { registerMessages, type Messages } from "./i18n";

/** readProps parses the props of a mount point; {} when there are none. */
export function readProps(el: HTMLElement): Record<string, unknown> {
  const id = el.dataset.propsId;
  const script = id ? document.getElementById(id) : null;
  if (!script?.textContent) return {};
  const parsed: unknown = JSON.parse(script.textContent);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error(`island props ${id ?? ""} are not an object`);
  }
  return parsed as Record<string, unknown>;
}

/** adoptMessages registers props.messages (the island's translated strings), if any. */
export function adoptMessages(props: Record<string, unknown>): void {
  const m = props.messages;
  if (typeof m === "object" && m !== null && !Array.isArray(m)) registerMessages(m as Messages);
}
