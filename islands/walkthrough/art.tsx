/** Small drawings for the explanatory steps (no external video: nothing leaves the site). */
const common = { width: 160, height: 96, viewBox: "0 0 160 96", "aria-hidden": true, focusable: false } as const;

function Questions() {
  return (
    <svg {...common} className="walk-art">
      <rect x="20" y="10" width="120" height="76" rx="8" className="walk-art-card" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(32 ${24 + i * 20})`}>
          <circle r="5" cx="5" cy="5" className={i < 2 ? "walk-art-accent" : "walk-art-muted"} />
          <rect x="16" y="1" width={i === 1 ? 60 : 80} height="8" rx="4" className="walk-art-muted" />
        </g>
      ))}
    </svg>
  );
}

function Evidence() {
  return (
    <svg {...common} className="walk-art">
      <rect x="46" y="6" width="60" height="80" rx="6" className="walk-art-card" />
      <rect x="56" y="20" width="40" height="6" rx="3" className="walk-art-muted" />
      <rect x="56" y="32" width="32" height="6" rx="3" className="walk-art-muted" />
      <rect x="56" y="44" width="36" height="6" rx="3" className="walk-art-muted" />
      <circle cx="104" cy="70" r="16" className="walk-art-accent" />
      <path d="M96 70l6 6 11-12" className="walk-art-check" />
    </svg>
  );
}

function Directory() {
  return (
    <svg {...common} className="walk-art">
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(24 ${10 + i * 26})`}>
          <rect width="112" height="20" rx="5" className="walk-art-card" />
          <circle cx="12" cy="10" r="6" className="walk-art-accent" />
          <rect x="24" y="7" width="40" height="6" rx="3" className="walk-art-muted" />
          {[0, 1, 2, 3, 4].map((s) => (
            <path key={s} d="M0-4l1.2 2.6 2.8.3-2.1 1.9.6 2.8L0 2.2-2.5 3.6l.6-2.8-2.1-1.9 2.8-.3z"
              transform={`translate(${74 + s * 8} 10)`} className={s < 4 - i ? "walk-art-star" : "walk-art-muted"} />
          ))}
        </g>
      ))}
    </svg>
  );
}

export const ART = [Questions, Evidence, Directory];
