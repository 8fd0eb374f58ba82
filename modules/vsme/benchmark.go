package vsme

import (
	"context"
	"errors"
	"sort"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"greenconnect/modules/profile"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/store"
)

// BenchmarkTag is the page-cache tag of the benchmark page (docs/conventions.md, "Public pages").
const BenchmarkTag = "vsme-benchmark"

// MinPeers is the fewest companies a benchmark group needs to be shown: fewer could name one
// (docs/vsme.md, "Public figures and the benchmark").
const MinPeers = 3

// SizeClass is the EU's size class of a company by its employees: micro (under 10), small
// (under 50), medium (under 250), large; "" when unknown.
func SizeClass(employees *int) string {
	switch {
	case employees == nil || *employees < 0:
		return ""
	case *employees < 10:
		return "micro"
	case *employees < 50:
		return "small"
	case *employees < 250:
		return "medium"
	}
	return "large"
}

// Peer is one company's shown figures with its group.
type Peer struct {
	ProfileID               uuid.UUID
	Year                    int
	Industry, Country, Size string
	Intensity, Renewable    *float64
	// Currency is the report's (ISO 4217): the intensity is tCO2e per unit of it.
	Currency string
}

// Group is a benchmark group: its companies' count and the medians of the shown figures
// (nil when fewer than MinPeers show that figure). The intensity's median is over the
// companies reporting in Currency, the group's commonest currency among those showing it:
// intensities in different currencies are never mixed nor converted (docs/vsme.md).
type Group struct {
	Industry, Country, Size string
	N                       int
	Intensity, Renewable    *float64
	NIntensity, NRenewable  int
	Currency                string
}

// Filter narrows the benchmark ("" is any).
type Filter struct{ Industry, Country, Size string }

func (f Filter) has(p Peer) bool {
	return (f.Industry == "" || f.Industry == p.Industry) && (f.Country == "" || f.Country == p.Country) &&
		(f.Size == "" || f.Size == p.Size)
}

// Groups gathers the peers by industry, country and size class, keeps the groups of at least
// MinPeers companies, and orders them by industry, country and size.
func Groups(peers []Peer, f Filter) []Group {
	by := map[[3]string][]Peer{}
	for _, p := range peers {
		if f.has(p) && p.Industry != "" && p.Country != "" && p.Size != "" {
			k := [3]string{p.Industry, p.Country, p.Size}
			by[k] = append(by[k], p)
		}
	}
	var out []Group
	for k, ps := range by {
		if len(ps) < MinPeers {
			continue
		}
		g := Group{Industry: k[0], Country: k[1], Size: k[2], N: len(ps)}
		g.Currency = commonCurrency(ps)
		g.Intensity, g.NIntensity = median(ps, func(p Peer) *float64 {
			if p.Currency != g.Currency {
				return nil
			}
			return p.Intensity
		})
		g.Renewable, g.NRenewable = median(ps, func(p Peer) *float64 { return p.Renewable })
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Industry != b.Industry {
			return a.Industry < b.Industry
		}
		if a.Country != b.Country {
			return a.Country < b.Country
		}
		return a.Size < b.Size
	})
	return out
}

// commonCurrency is the currency most of the peers showing their intensity report in (the
// first in alphabetical order on a tie), or "".
func commonCurrency(ps []Peer) string {
	n := map[string]int{}
	best := ""
	for _, p := range ps {
		if p.Intensity != nil {
			n[p.Currency]++
		}
	}
	for c, k := range n {
		if k > n[best] || (k == n[best] && c < best) {
			best = c
		}
	}
	return best
}

// median is the median of a figure over the peers that show it, with their count; nil when
// fewer than MinPeers show it.
func median(ps []Peer, of func(Peer) *float64) (*float64, int) {
	var vs []float64
	for _, p := range ps {
		if v := of(p); v != nil {
			vs = append(vs, *v)
		}
	}
	if len(vs) < MinPeers {
		return nil, len(vs)
	}
	sort.Float64s(vs)
	m := vs[len(vs)/2]
	if len(vs)%2 == 0 {
		m = (vs[len(vs)/2-1] + vs[len(vs)/2]) / 2
	}
	return &m, len(vs)
}

// Peers are every company's latest shown figures.
func (s *Service) Peers(ctx context.Context) ([]Peer, error) {
	rows, err := s.q.ListPublishedFigures(ctx)
	out := make([]Peer, 0, len(rows))
	for _, r := range rows {
		out = append(out, peerOf(r))
	}
	return out, err
}

// PeerOf is one company's entry of Peers; ok is false when it shows no figure. Its public
// page reads it alone rather than every company's (docs/vsme.md).
func (s *Service) PeerOf(ctx context.Context, profileID uuid.UUID) (p Peer, ok bool, err error) {
	rows, err := s.q.GetCompanyPublishedFigures(ctx, profileID)
	if err != nil || len(rows) == 0 {
		return Peer{}, false, err
	}
	return peerOf(store.ListPublishedFiguresRow(rows[0])), true, nil
}

func peerOf(r store.ListPublishedFiguresRow) Peer {
	p := Peer{ProfileID: r.ProfileID, Year: int(r.Year), Industry: r.Industry, Country: r.Country, Size: r.SizeClass,
		Currency: r.Currency}
	if r.ShowIntensity && r.GhgIntensity.Valid {
		p.Intensity = &r.GhgIntensity.Float64
	}
	if r.ShowRenewable && r.RenewableShare.Valid {
		p.Renewable = &r.RenewableShare.Float64
	}
	return p
}

// PublicChoice is which figures of a year the owner shows.
type PublicChoice struct{ Intensity, Renewable bool }

// PublicFigures is the owner's choice for a year (none when never chosen).
func (s *Service) PublicFigures(ctx context.Context, profileID uuid.UUID, year int) (PublicChoice, error) {
	row, err := s.q.GetPublicFigures(ctx, store.GetPublicFiguresParams{ProfileID: profileID, Year: int32(year)})
	if errors.Is(err, pgx.ErrNoRows) {
		return PublicChoice{}, nil
	}
	return PublicChoice{Intensity: row.ShowIntensity, Renewable: row.ShowRenewable}, err
}

// Publish shows (or, choosing none, stops showing) a year's figures, with the company's group
// as its profile says now, and tells the public pages.
func (s *Service) Publish(ctx context.Context, profileID, userID uuid.UUID, year int, r *report.Report, ch PublicChoice) error {
	if !ch.Intensity && !ch.Renewable {
		_, err := s.q.DeletePublicFigures(ctx, store.DeletePublicFiguresParams{ProfileID: profileID, Year: int32(year)})
		s.changed(ctx, profileID)
		return err
	}
	var p ProfileFacts
	if s.profileFacts != nil {
		var err error
		if p, err = s.profileFacts(ctx, userID); err != nil {
			return err
		}
	}
	ghg, ren := figures(r)
	err := s.q.UpsertPublicFigures(ctx, store.UpsertPublicFiguresParams{ProfileID: profileID, Year: int32(year),
		ShowIntensity: ch.Intensity, ShowRenewable: ch.Renewable, GhgIntensity: ghg, RenewableShare: ren,
		Industry: p.Industry, Country: p.Country, SizeClass: SizeClass(p.Employees), Currency: currencyOf(r)})
	s.changed(ctx, profileID)
	return err
}

// refreshPublic moves a year's shown figures after its report was saved.
func (s *Service) refreshPublic(ctx context.Context, profileID uuid.UUID, year int, r *report.Report) error {
	ghg, ren := figures(r)
	n, err := s.q.UpdatePublicValues(ctx, store.UpdatePublicValuesParams{ProfileID: profileID, Year: int32(year),
		GhgIntensity: ghg, RenewableShare: ren, Currency: currencyOf(r)})
	if n > 0 {
		s.changed(ctx, profileID)
	}
	return err
}

// figures are a report's GHG intensity per turnover and renewable energy share.
func figures(r *report.Report) (pgtype.Float8, pgtype.Float8) {
	var ghg, ren pgtype.Float8
	if v, _, ok := ghgIntensity(r); ok {
		ghg = pgtype.Float8{Float64: v, Valid: true}
	}
	if v, ok := report.RenewableShare(r); ok {
		ren = pgtype.Float8{Float64: v, Valid: true}
	}
	return ghg, ren
}

// currencyOf is the report's currency as an ISO 4217 code; euros when it names none.
func currencyOf(r *report.Report) string {
	c := r.Currency
	if len(c) != 3 || strings.ToUpper(c) != c || strings.IndexFunc(c, func(r rune) bool { return r < 'A' || r > 'Z' }) >= 0 {
		return "EUR"
	}
	return c
}

// changed tells the public pages showing a company's figures: the benchmark and its page.
func (s *Service) changed(ctx context.Context, profileID uuid.UUID) {
	if s.onChange != nil {
		s.onChange(ctx, BenchmarkTag, profile.PageTag(profileID))
	}
}
