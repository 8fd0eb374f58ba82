/** One evidence item: links, description, a file uploaded through the server, prices. */
import { useId, useState } from "react";
import { ApiError, type ApiClient } from "../shared/api";
import { t } from "../shared/i18n";
import type { Item } from "./types";

export const FILES_URL = "/api/sustainability/files";

interface Props {
  item: Item;
  index: number;
  prices: boolean;
  errors: Record<string, string>;
  files: Record<string, string>;
  client: ApiClient;
  onChange: (item: Item) => void;
  onUploaded: (url: string, name: string) => void;
  onRemove: (() => void) | null;
}

interface Uploaded {
  url: string;
  name: string;
}

export function EvidenceItem({ item, index, prices, errors, files, client, onChange, onUploaded, onRemove }: Props) {
  const id = useId();
  const set = (field: keyof Item) => (e: { target: { value: string } }) => onChange({ ...item, [field]: e.target.value });
  const text = (field: "link" | "weblink" | "priceLink" | "greenCategory", label: string, type = "url") => (
    <Field id={`${id}-${field}`} label={t(label)} error={errors[field]}>
      <input id={`${id}-${field}`} type={type} inputMode={type === "url" ? "url" : undefined} value={item[field]}
        onChange={set(field)} aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined} />
    </Field>
  );
  return (
    <fieldset className="evidence-item" data-testid="evidence-item">
      <legend>{t("profile.evidence.item", { N: index + 1 })}</legend>
      <div className="grid grid-2">
        {text("link", "profile.detail.link")}
        {text("weblink", "profile.detail.weblink")}
      </div>
      <Field id={`${id}-description`} label={t("profile.detail.description")} error={errors.description}>
        <textarea id={`${id}-description`} rows={3} maxLength={2000} value={item.description} onChange={set("description")}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined} />
      </Field>
      <FileInput id={`${id}-attachment`} label="profile.detail.attachment" kind="attachment" url={item.attachment}
        name={files[item.attachment] ?? ""} error={errors.attachment} client={client}
        onFile={(f) => { onUploaded(f.url, f.name); onChange({ ...item, attachment: f.url }); }}
        onClear={() => onChange({ ...item, attachment: "" })} />
      {prices && (
        <>
          <div className="grid grid-2">
            {text("priceLink", "profile.detail.price_link")}
            {text("greenCategory", "profile.detail.green_category", "text")}
          </div>
          <FileInput id={`${id}-pricelist`} label="profile.detail.price_list_file" kind="pricelist" url={item.priceListFile}
            name={files[item.priceListFile] ?? ""} error={errors.priceListFile} client={client}
            onFile={(f) => { onUploaded(f.url, f.name); onChange({ ...item, priceListFile: f.url }); }}
            onClear={() => onChange({ ...item, priceListFile: "" })} />
        </>
      )}
      {onRemove && (
        <p className="actions">
          <button type="button" className="btn btn-text btn-sm" onClick={onRemove}>{t("profile.evidence.remove")}</button>
        </p>
      )}
    </fieldset>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && <p className="field-error" id={`${id}-error`} role="alert">{error}</p>}
    </div>
  );
}

interface FileProps {
  id: string;
  label: string;
  kind: string;
  url: string;
  name: string;
  error: string | undefined;
  client: ApiClient;
  onFile: (f: Uploaded) => void;
  onClear: () => void;
}

function FileInput({ id, label, kind, url, name, error, client, onFile, onClear }: FileProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const upload = async (file: File) => {
    const form = new FormData();
    form.append("kind", kind);
    form.append("file", file);
    setBusy(true);
    setProblem("");
    try {
      onFile(await client.post<Uploaded>(FILES_URL, form));
    } catch (err) {
      setProblem(err instanceof ApiError && err.message ? err.message : t("profile.wizard.upload_failed"));
    } finally {
      setBusy(false);
    }
  };
  const shown = problem || error;
  return (
    <div className="field">
      <label htmlFor={id}>{t(label)}</label>
      {url && (
        <p className="file-current">
          <a href={url}>{name || t("profile.detail.open_file")}</a>
          <button type="button" className="btn btn-text btn-sm" onClick={onClear}>{t("profile.wizard.remove_file")}</button>
        </p>
      )}
      <input id={id} type="file" accept="application/pdf,image/png,image/jpeg,image/gif,image/webp" disabled={busy}
        aria-invalid={shown ? true : undefined} aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void upload(f);
          e.target.value = "";
        }} />
      {busy && <p className="field-help" role="status">{t("profile.wizard.uploading")}</p>}
      {shown && <p className="field-error" id={`${id}-error`} role="alert">{shown}</p>}
    </div>
  );
}
