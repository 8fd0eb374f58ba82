/**
 * Message lookup for islands. The page always renders the shell's strings as JSON in
 * <script id="gc-i18n">; an island adds its own (already translated by the server) with
 * registerMessages. Ids are the server's dotted ids, placeholders Go-template style.
 */
export type Messages = Record<string, string>;
export type Vars = Record<string, string | number>;

let pageMessages: Messages | null = null;
const registered: Messages = {};

function fromPage(): Messages {
  if (pageMessages) return pageMessages;
  pageMessages = {};
  const el = document.getElementById("gc-i18n");
  if (el?.textContent) {
    try {
      const parsed: unknown = JSON.parse(el.textContent);
      if (parsed && typeof parsed === "object") pageMessages = parsed as Messages;
    } catch {
      // A broken block must not break the page: the ids show instead of the texts.
    }
  }
  return pageMessages;
}

/** registerMessages adds (or overrides) messages, e.g. those an island received as props. */
export function registerMessages(map: Messages): void {
  for (const [id, text] of Object.entries(map)) {
    if (typeof text === "string") registered[id] = text;
  }
}

// {{.Name}} or {{ .Name }}: the only template form our message files use.
const placeholder = /\{\{\s*\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * t translates id. A missing id returns the id itself (visible, and greppable); a
 * placeholder without a value stays as written rather than vanishing silently.
 */
export function t(id: string, vars?: Vars): string {
  const text = registered[id] ?? fromPage()[id] ?? id;
  if (!vars) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const v = vars[name];
    return v === undefined ? whole : String(v);
  });
}

/** resetMessages forgets everything read or registered (tests, and a page swap). */
export function resetMessages(): void {
  pageMessages = null;
  for (const id of Object.keys(registered)) delete registered[id];
}
