package profile

import (
	"context"

	"github.com/google/uuid"

	"greenconnect/app/db"
	"greenconnect/app/web"
)

// Company page sections (docs/profile.md, "Company page sections"): the public company page
// shows blocks that other modules fill at wiring time, because the profile cannot import
// them (they import it). A source answers its blocks for a listed profile, none when it has
// nothing to show; the page draws them after the profile's own sections, in the order the
// sources were added. A block is data and message ids: the profile's handlers make it the
// page's view (page_blocks.go), so no module fills another's view models.
type PageSection struct {
	Key   string     // a stable name ("services", "badge", "posts"): the block's data-testid
	Title string     // message id of the block's heading
	Text  string     // message id of a line under the heading; "" for none
	Items []PageItem // the entries, each linked
	Links []PageLink // links under the entries
	Lines []web.Msg  // sentences about figures the source computed
	// Charts are bar charts drawn after the lines, each with its data table.
	Charts []PageChart
}

// PageItem is one entry of a page section: its own name and text (not translated).
type PageItem struct {
	Name string
	Href string
	Text string // a line about it; "" for none
}

// PageLink is a link of a page section, labelled by a message id.
type PageLink struct {
	Label string // message id
	Href  string
}

// PageChart is a bar chart of counts: one bar per category.
type PageChart struct {
	ID    string  // unique on the page
	Title web.Msg // the chart's caption
	Label web.Msg // the heading of the categories' column in its table
	Value web.Msg // the heading of the values' column
	Bars  []PageBar
}

// PageBar is one category of a chart and its count; Mark singles out the company's own.
type PageBar struct {
	Label web.Msg
	Value int
	Mark  bool
}

// PageSections is a source of company page blocks.
type PageSections func(ctx context.Context, profileID uuid.UUID) ([]PageSection, error)

// LivePageSections is a source whose blocks move with other companies (the peer benchmark,
// which every rebuild of the groups moves for all of them): Keep reads, at each build of a
// company's parts, what of the company it needs (JSON, kept with the parts, the same in every
// language); Show draws the blocks from it on each view, with no statement of its own (its
// module keeps what moves in memory: the benchmark's groups). Kept nil: no blocks to show.
type LivePageSections struct {
	Keep func(ctx context.Context, profileID uuid.UUID) ([]byte, error)
	Show func(ctx context.Context, kept []byte) ([]PageSection, error)
}

// pageSource is a registered source: kept (its blocks built when the company's public face
// changes, read with the profile's row: page_parts.go) or live.
type pageSource struct {
	f    PageSections
	live *LivePageSections
}

// AddPageSections registers a source of blocks for the public company page whose blocks
// change only with a change that carries the company's PageTag (OnChange): they are kept
// with the page's parts (page_parts.go). Call it while wiring the app, before serving.
func (s *Service) AddPageSections(f PageSections) {
	s.pageSections = append(s.pageSections, pageSource{f: f})
}

// AddLivePageSections registers a source of blocks that move with other companies, drawn on
// each view from what the page's parts keep for it.
func (s *Service) AddLivePageSections(l LivePageSections) {
	s.pageSections = append(s.pageSections, pageSource{live: &l})
}

// AddRatingPageSections registers a source of blocks for the owner's rating page (the peer
// benchmark): the same blocks, for the owner's profile whether listed or not.
func (s *Service) AddRatingPageSections(f PageSections) {
	s.ratingSections = append(s.ratingSections, f)
}

// RatingPageSectionsOf are the rating page's blocks for the owner's profile.
func (s *Service) RatingPageSectionsOf(ctx context.Context, profileID uuid.UUID) ([]PageSection, error) {
	each, err := sourcesOf(ctx, s.ratingSections, profileID)
	var out []PageSection
	for _, blocks := range each {
		out = append(out, blocks...)
	}
	return out, err
}

// keptSourcesOf are the blocks of the company page's kept sources, by source: nil at a live
// source's.
func (s *Service) keptSourcesOf(ctx context.Context, profileID uuid.UUID) ([][]PageSection, error) {
	fs := make([]PageSections, len(s.pageSections))
	for i, src := range s.pageSections {
		if src.live == nil {
			fs[i] = src.f
		}
	}
	return sourcesOf(ctx, fs, profileID)
}

// sourcesOf asks the sources at once, each one's blocks at its index (nil sources answer
// nil): their reads go to the database together (db.Together).
func sourcesOf(ctx context.Context, sources []PageSections, profileID uuid.UUID) ([][]PageSection, error) {
	each := make([][]PageSection, len(sources))
	var parts []func(context.Context) error
	for i, f := range sources {
		if f == nil {
			continue
		}
		parts = append(parts, func(ctx context.Context) (err error) {
			each[i], err = f(ctx, profileID)
			return err
		})
	}
	if err := db.Together(ctx, parts...); err != nil {
		return nil, err
	}
	return each, nil
}
