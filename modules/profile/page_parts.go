package profile

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"greenconnect/app/db"
	"greenconnect/app/i18n"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
	"greenconnect/modules/profile/views"
)

// The company page's kept parts (docs/profile.md, "Company page sections"): the blocks of
// the kept sources (AddPageSections) as the page shows them in each language, what the live
// sources keep of the company, what the page reads by the company's id (its rating history,
// the Green Room posts its rating counts, its files' names and sizes) and its snapshot as
// text, built when the company's public face changes and read with the profile's row: a
// view of the page is that one statement. The database marks a company's parts stale in the
// transaction of each change to what they were built from (migration 01070), and a change
// that carries the company's PageTag builds them again (PagesChanged); until a build is
// stored the page reads the sources as before, so it never shows what a change replaced. The
// sweep builds what is missing (a company listed before parts were kept, a build that failed
// or never ran), what is of another format (partsFormat) and what is older than partsMaxAge
// (a deploy's new texts).

// pageParts are one language's kept parts: each kept source's blocks at its index (nil at a
// live source's), what each live source keeps (nil at a kept source's), and the reads of the
// page that no language changes.
type pageParts struct {
	Blocks  [][]views.PageSection `json:"blocks"`
	Live    []json.RawMessage     `json:"live"`
	History []HistoryStep         `json:"history"`
	Posts   []time.Time           `json:"posts"` // since rating.GreenRoomSince at the build: the rule reads its window
	Files   map[string]FileRef    `json:"files"`
}

// partsLayout names pageParts' layout: a change to it (or to what a source keeps) moves it on.
const partsLayout = "1"

// partsFormat is the kept parts' format: their layout and the sources in their order (k a
// kept source, l a live one). Parts of another format are not read (the page reads the
// sources) and the sweep builds them again: a deploy that adds a source or changes the
// layout needs no migration.
func (s *Service) partsFormat() string {
	b := []byte(partsLayout + ":")
	for _, src := range s.pageSections {
		if src.live != nil {
			b = append(b, 'l')
		} else {
			b = append(b, 'k')
		}
	}
	return string(b)
}

// partsMaxAge is how old a build may get before the sweep builds it again.
const partsMaxAge = 24 * time.Hour

// PagesChanged is an OnChange hook (wired beside the page cache's): each company whose
// PageTag is among tags gets its parts built again. A failure is logged: after the mark, the
// page reads its sources until the sweep builds them; before it, the parts stay as they were
// until the sweep finds them too old.
func (s *Service) PagesChanged(ctx context.Context, tags ...string) {
	if s.bundle == nil {
		return
	}
	for _, tag := range tags {
		id, ok := TaggedProfile(tag)
		if !ok {
			continue
		}
		if err := s.rebuildPageParts(ctx, id); err != nil {
			web.Log(ctx).Error("profile: build a company page's parts", "profile", id, "err", err)
		}
	}
}

// rebuildPageParts marks id's parts stale, then builds them under the mark's gen.
func (s *Service) rebuildPageParts(ctx context.Context, id uuid.UUID) error {
	gen, err := s.q.MarkPagePartsStale(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil // the profile is gone
	}
	if err != nil {
		return err
	}
	return s.buildPageParts(ctx, id, gen)
}

// buildPageParts reads the kept sources in each language, from the primary (a replica may
// not have the change yet), draws the page with them (page_drawn.go) and stores both if
// the row is still at gen: the drawing first, so the parts are never read without it.
func (s *Service) buildPageParts(ctx context.Context, id uuid.UUID, gen int64) error {
	ctx = db.Primary(ctx)
	shared, reads, err := s.readShared(ctx, id)
	if err != nil {
		return err
	}
	all := make(map[string]pageParts, len(i18n.Languages))
	for _, lang := range i18n.Languages {
		p, err := s.readKeptParts(s.buildContext(ctx, lang), id)
		if err != nil {
			return err
		}
		p.Live, p.History, p.Posts, p.Files = shared.Live, shared.History, reads.posts, reads.files
		all[lang] = p
	}
	data, err := encodeJSON(all)
	if err != nil {
		return err
	}
	drawn, err := s.drawPages(ctx, id, gen, all, reads)
	for i := 0; err == nil && i < len(drawn); i++ {
		err = s.q.KeepDrawnPage(ctx, drawn[i])
	}
	if err != nil {
		return err
	}
	_, err = s.q.KeepPageParts(ctx, store.KeepPagePartsParams{ProfileID: id, Gen: gen, Parts: data,
		Format: s.partsFormat(), Now: s.now()})
	return err
}

// readShared reads the parts that no language changes (the live sources' and the history;
// the posts and files come with the record's reads, which it answers too).
func (s *Service) readShared(ctx context.Context, id uuid.UUID) (p pageParts, reads recordReads, err error) {
	var steps []HistoryStep
	var live []json.RawMessage
	err = db.Together(ctx,
		func(ctx context.Context) (err error) { reads, err = s.readsOf(ctx, id, loadPage); return err },
		func(ctx context.Context) (err error) { steps, err = s.History(ctx, id); return err },
		func(ctx context.Context) (err error) { live, err = s.keepLive(ctx, id); return err })
	p.History, p.Live = steps, live
	return p, reads, err
}

// keepLive is what each live source keeps of the company, at its index.
func (s *Service) keepLive(ctx context.Context, id uuid.UUID) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(s.pageSections))
	var parts []func(context.Context) error
	for i, src := range s.pageSections {
		if src.live != nil {
			parts = append(parts, func(ctx context.Context) (err error) { out[i], err = src.live.Keep(ctx, id); return err })
		}
	}
	return out, db.Together(ctx, parts...)
}

// pageBlocksOf are the page's blocks in the sources' order: the kept sources' from kept (one
// language's parts, decoded), each live one's from live(i), i its index among the sources.
func (s *Service) pageBlocksOf(kept pageParts, live func(i int) ([]views.PageSection, error)) ([]views.PageSection, error) {
	var out []views.PageSection
	for i, src := range s.pageSections {
		if src.live == nil {
			out = append(out, kept.Blocks[i]...)
			continue
		}
		blocks, err := live(i)
		if err != nil {
			return nil, err
		}
		out = append(out, blocks...)
	}
	return out, nil
}

// liveShown are live source i's blocks, drawn from what it keeps (raw).
func (s *Service) liveShown(ctx context.Context, i int, raw json.RawMessage) ([]views.PageSection, error) {
	blocks, err := s.pageSections[i].live.Show(ctx, raw)
	if err != nil {
		return nil, err
	}
	return pageBlocks(ctx, blocks), nil
}

// readKeptParts reads the kept sources in ctx's language: a build's blocks, or those of a
// page whose parts are not built.
func (s *Service) readKeptParts(ctx context.Context, id uuid.UUID) (pageParts, error) {
	each, err := s.keptSourcesOf(ctx, id)
	if err != nil {
		return pageParts{}, err
	}
	p := pageParts{Blocks: make([][]views.PageSection, len(each))}
	for i, src := range s.pageSections {
		if src.live == nil {
			p.Blocks[i] = pageBlocks(ctx, each[i])
		}
	}
	return p, nil
}

// readPageParts reads what a page whose parts are not built shows of them, as a build does.
func (s *Service) readPageParts(ctx context.Context, id uuid.UUID) (p pageParts, reads recordReads, err error) {
	var shared pageParts
	err = db.Together(ctx,
		func(ctx context.Context) (err error) { p, err = s.readKeptParts(ctx, id); return err },
		func(ctx context.Context) (err error) { shared, reads, err = s.readShared(ctx, id); return err })
	p.History, p.Live = shared.History, shared.Live
	return p, reads, err
}

// keptPartsOf decodes a row's parts in the page's language; ok is false when none are kept
// for the sources registered now (not built, or built before a source was added).
func (s *Service) keptPartsOf(raw []byte) (p pageParts, ok bool) {
	n := len(s.pageSections)
	if len(raw) == 0 || decodeStored(raw, &p) != nil || len(p.Blocks) != n || len(p.Live) != n {
		return pageParts{}, false
	}
	return p, true
}

// sweepPartsBatch is how many profiles the sweep reads at a time.
const sweepPartsBatch = 200

// sweepPageParts builds the parts of every listed profile that has none, of another format,
// or whose build is older than partsMaxAge, in id order, until budget runs out; more is
// false when none are left.
func (s *Service) sweepPageParts(ctx context.Context, budget time.Duration) (more bool, err error) {
	if s.bundle == nil {
		return false, nil
	}
	stop := time.Now().Add(budget)
	after := uuid.Nil
	for {
		rows, err := s.q.ListPagePartsToBuild(ctx, store.ListPagePartsToBuildParams{After: after,
			Format: s.partsFormat(), BuiltBefore: s.now().Add(-partsMaxAge), Drawn: s.drawnFormat(), Now: s.now(),
			MaxRows: sweepPartsBatch})
		if err != nil || len(rows) == 0 {
			return false, err
		}
		for _, r := range rows {
			if err := ctx.Err(); err != nil {
				return false, err
			}
			if time.Now().After(stop) {
				return true, nil
			}
			if r.Gen == 0 { // no row yet: the mark makes it
				err = s.rebuildPageParts(ctx, r.ID)
			} else {
				err = s.buildPageParts(ctx, r.ID, r.Gen)
			}
			if err != nil { // one company's failure holds up no other's: the next run tries it again
				web.Log(ctx).Error("profile: sweep a company page's parts", "profile", r.ID, "err", err)
			}
			after = r.ID
		}
	}
}

// PagePartsArgs is the sweep's job (docs/profile.md, "Company page sections"): periodic,
// and queued by the load-test seed.
type PagePartsArgs struct{}

func (PagePartsArgs) Kind() string { return "profile_page_parts" }

// PagePartsEvery is how often the sweep runs.
const PagePartsEvery = time.Hour

type pagePartsWorker struct {
	river.WorkerDefaults[PagePartsArgs]
	svc *Service
}

// sweepBudget is how long one run builds before it queues the rest as a new run.
const sweepBudget = 4 * time.Minute

// Timeout leaves a run its budget and the build it is in.
func (w *pagePartsWorker) Timeout(*river.Job[PagePartsArgs]) time.Duration {
	return sweepBudget + time.Minute
}

func (w *pagePartsWorker) Work(ctx context.Context, _ *river.Job[PagePartsArgs]) error {
	more, err := w.svc.sweepPageParts(ctx, sweepBudget)
	if err == nil && more {
		err = w.svc.jobs.Insert(ctx, PagePartsArgs{}, nil)
	}
	return err
}
