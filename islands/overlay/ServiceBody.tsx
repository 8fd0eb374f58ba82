/**
 * What the overlay shows of a service, in the order of seed §2: summary, tags,
 * explanation, pictures, share links, closing block, and 'MORE SERVICES FROM THIS COMPANY'
 * when the company's list has at least two entries (the other ones, each a link that
 * opens in the overlay). The service page (views/service.templ) shows the same.
 */
import { t } from "../shared/i18n";
import type { Assets, RelatedData, ServiceData } from "./types";

interface Props {
  service: ServiceData;
  related: RelatedData[];
  titleId: string;
  assets: Assets;
}

function Icon({ assets, name }: { assets: Assets; name: string }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" width="20" height="20">
      <use href={`${assets.icons}#${name}`} />
    </svg>
  );
}

function Stars({ n, assets }: { n: number; assets: Assets }) {
  return (
    <span className="stars" role="img" aria-label={t("directory.overlay.stars", { N: n })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} className={`icon ${i <= n ? "star-on" : "star-off"}`} aria-hidden="true" width="18" height="18">
          <use href={`${assets.icons}#${i <= n ? "star" : "star-outline"}`} />
        </svg>
      ))}
    </span>
  );
}

function External({ href, className, label, children }: { href: string; className: string; label?: string; children: React.ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener nofollow ugc" aria-label={label ? `${label} ${t("directory.overlay.new_tab")}` : undefined}>
      {children}
      {!label && <span className="visually-hidden"> {t("directory.overlay.new_tab")}</span>}
    </a>
  );
}

function paragraphs(s: string): string[] {
  return s
    .replace(/\r\n/g, "\n")
    .split("\n\n")
    .map((p) => p.trim())
    .filter(Boolean);
}

function share(network: string, page: string, text: string): string {
  const u = encodeURIComponent(page);
  if (network === "twitter") return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`;
  if (network === "facebook") return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
}

export function ServiceBody({ service: s, related, titleId, assets }: Props) {
  const others = related.length >= 2 ? related.filter((r) => r.serviceId !== s.serviceId) : [];
  const logo = s.logo || s.companyLogo || assets.serviceIcon;
  const socials: [string, string, string][] = [
    [s.instagramUrl, "instagram", "directory.overlay.social_instagram"],
    [s.facebookUrl, "facebook", "directory.overlay.social_facebook"],
    [s.linkedinUrl, "linkedin", "directory.overlay.social_linkedin"],
  ];
  return (
    <article className="gc-overlay__body service-page">
      {s.preview && (
        <p className="flash flash-warning" role="status">
          {t("directory.overlay.preview")}
        </p>
      )}
      <header className="service-summary">
        <img
          className="logo-box"
          src={logo}
          width={100}
          height={100}
          alt={logo === assets.serviceIcon ? "" : t("directory.overlay.logo_alt")}
          onError={(e) => {
            if (assets.serviceIcon && e.currentTarget.src !== assets.serviceIcon) e.currentTarget.src = assets.serviceIcon;
          }}
        />
        <div className="service-summary-text">
          <p className="service-card-sector">
            {s.sectorName} · {s.categoryName}
          </p>
          <h2 id={titleId} className="gc-overlay__title">
            {s.name}
          </h2>
          <p className="service-owner">
            <span className="label-caps">{t("directory.overlay.owned_by")}</span>{" "}
            {s.companyUrl ? (
              <a href={s.companyUrl} target="_blank" rel="noopener">
                {s.companyName}
                <span className="visually-hidden"> {t("directory.overlay.new_tab")}</span>
              </a>
            ) : (
              <span>{s.companyName}</span>
            )}{" "}
            <Stars n={s.rating.stars} assets={assets} /> <span className="muted small">{s.rating.levelName}</span>
          </p>
          <div className="service-card-actions">
            {s.url && (
              <External href={s.url} className="btn btn-primary">
                <Icon assets={assets} name="external" />
                {t("directory.overlay.website")}
              </External>
            )}
            <ul className="socials" role="list">
              {socials
                .filter(([href]) => href)
                .map(([href, icon, label]) => (
                  <li key={icon}>
                    <External href={href} className="icon-btn" label={t(label, { Name: s.name })}>
                      <Icon assets={assets} name={icon} />
                    </External>
                  </li>
                ))}
            </ul>
          </div>
        </div>
      </header>
      <section className="service-section">
        <h3 className="label-caps">{t("directory.overlay.about")}</h3>
        <p className="service-description">{s.description}</p>
        {s.tags.length > 0 && (
          <ul className="chip-list" role="list" aria-label={t("directory.overlay.tags")}>
            {s.tags.map((tag) => (
              <li key={tag}>
                <a className="chip" href={`/marketplace/services?tags=${encodeURIComponent(tag)}`}>
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {paragraphs(s.explanation).length > 0 && (
        <section className="service-section">
          <h3>{t("directory.overlay.explanation")}</h3>
          {paragraphs(s.explanation).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      )}
      {s.images.length > 0 && (
        <section className="service-section">
          <h3>{t("directory.overlay.pictures")}</h3>
          <ul className="picture-grid" role="list">
            {s.images.map((img, i) => (
              <li key={img.url}>
                <a href={img.url} target="_blank" rel="noopener">
                  <img src={img.url} width={img.width} height={img.height} loading="lazy" alt={t("directory.overlay.picture_alt", { Name: s.name, N: i + 1 })} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(s.priceLink || s.priceList) && (
        <section className="service-section">
          <h3>{t("directory.overlay.prices")}</h3>
          <p className="actions">
            {s.priceLink && (
              <External href={s.priceLink} className="btn btn-outline">
                {t("directory.overlay.price_link")}
              </External>
            )}
            {s.priceList && (
              <a className="btn btn-outline" href={s.priceList}>
                {t("directory.overlay.price_list")}
              </a>
            )}
          </p>
        </section>
      )}
      <section className="service-section">
        <h3>{t("directory.overlay.share")}</h3>
        <ul className="socials" role="list">
          {(["twitter", "facebook", "linkedin"] as const).map((n) => (
            <li key={n}>
              <External href={share(n, s.pageUrl, s.name)} className="icon-btn" label={t(`directory.overlay.share_${n}`)}>
                <Icon assets={assets} name={n} />
              </External>
            </li>
          ))}
        </ul>
      </section>
      <section className="service-closing card">
        <h3>{t("directory.overlay.closing_title")}</h3>
        <p>{t("directory.overlay.closing_text", { Company: s.companyName })}</p>
        <p className="actions">
          {s.url && (
            <External href={s.url} className="btn btn-primary">
              {t("directory.overlay.contact")}
            </External>
          )}
          {s.companyUrl && (
            <a className="btn btn-outline" href={s.companyUrl} target="_blank" rel="noopener">
              {t("directory.overlay.company_page")}
              <span className="visually-hidden"> {t("directory.overlay.new_tab")}</span>
            </a>
          )}
        </p>
      </section>
      {others.length > 0 && (
        <section className="service-section more-services" data-testid="overlay-more-services">
          <h3 className="label-caps">{t("directory.overlay.more")}</h3>
          <ul className="related-list" role="list">
            {others.map((r) => (
              <li key={r.serviceId} className="related card">
                <img className="logo-box" src={r.logo || assets.serviceIcon} width={100} height={100} alt={r.logo ? t("directory.overlay.logo_alt") : ""} />
                <div>
                  <p className="service-card-sector">
                    {r.sectorName} · {r.categoryName}
                  </p>
                  <a className="related-link" href={`/services/${encodeURIComponent(r.serviceId)}`} data-service-card={r.serviceId} data-preview={s.preview ? "true" : undefined}>
                    {r.name}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
