package profile

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// GET /companies/{id}: a listed profile's public page — its published snapshot's live
// sections, the rating with level and stars, logo and links, then the blocks other modules
// add (page_sections.go). Anything not listed is 404, even to its owner (who has the report
// preview).
func (h *Handler) publicPage(c fiber.Ctx) error {
	ctx := c.Context()
	db.ReadFromReplica(ctx)
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	p, err := h.Service.publicPageOf(ctx, id, true)
	if err != nil {
		return err
	}
	body := views.DrawnPage(p.drawn, p.live)
	if p.drawn == nil {
		body = views.PublicPageView(publicPageModel(ctx, p.rec, p.history, p.blocks))
	}
	pagecache.Public(c, PageTag(id), CompanyPagesTag)
	return templates.Render(c, templates.Page{Title: p.title, Description: p.description, Body: body})
}

// DrawPages has the service draw the public page at each build of its parts for site
// (docs/profile.md, "The page drawn at its build"): the handler draws, the service keeps.
func (h *Handler) DrawPages(site *web.Site) {
	h.Service.drawer = func(ctx context.Context, rec Record, history []HistoryStep, blocks []views.PageSection) (string, error) {
		shell := *web.ShellFrom(ctx)
		shell.Site = site
		ctx = web.WithShell(ctx, &shell)
		var b strings.Builder
		err := views.PublicPageView(publicPageModel(ctx, rec, history, blocks)).Render(ctx, &b)
		return b.String(), err
	}
}

// publicData is what a public page shows: its drawing and its live blocks when one holds,
// else its record, rating history and blocks.
type publicData struct {
	title, description string
	drawn              []string
	live               [][]views.PageSection
	rec                Record
	history            []HistoryStep
	blocks             []views.PageSection
}

// publicPageOf is what listed profile id's public page shows. The row with the page drawn at
// its build or its kept parts is the page's one statement (docs/profile.md, "Company page
// sections"); the points table and what the live blocks draw from are memos. A drawing
// that holds is written as drawn, with the live blocks drawn now (drawn false reads none);
// else the page is drawn from the parts, and parts not kept yet (a change being built) are
// read, together (docs/conventions.md, "A page's parts read together").
func (s *Service) publicPageOf(ctx context.Context, id uuid.UUID, drawn bool) (publicData, error) {
	table, err := s.ratings.Table(ctx)
	if err != nil {
		return publicData{}, err
	}
	format := ""
	if drawn {
		format = s.drawnFormat()
	}
	r, err := s.q.GetListedProfile(ctx, store.GetListedProfileParams{ID: id, Lang: web.Lang(ctx), Format: s.partsFormat(),
		Drawn: format, TableVersion: int32(table.Version), Now: s.now()})
	if errors.Is(err, pgx.ErrNoRows) {
		return publicData{}, web.NotFound()
	}
	if err != nil {
		return publicData{}, err
	}
	if r.Drawn != nil {
		live, ok, err := s.liveBlocks(ctx, len(r.Drawn)-1, r.DrawnLive)
		if err != nil || ok { // the drawing's row: its title and description are not null
			return publicData{title: *r.DrawnTitle, description: *r.DrawnDescription, drawn: r.Drawn, live: live}, err
		}
		return s.publicPageOf(ctx, id, false) // drawn for other sources: cannot be, as the format names them
	}
	row := store.CompanyProfile{ID: r.ID, UserID: r.UserID, Version: r.Version, Status: r.Status, Published: r.Published,
		RejectionReason: r.RejectionReason, RejectedSections: r.RejectedSections, Company: r.Company, Sections: r.Sections,
		PublishedRecord: r.PublishedRecord, PublishedAt: r.PublishedAt, SubmittedAt: r.SubmittedAt, VerifiedAt: r.VerifiedAt,
		WalkthroughDoneAt: r.WalkthroughDoneAt, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
		PublishedVersion: r.PublishedVersion, VerificationMarks: r.VerificationMarks}
	var reads recordReads
	kept, ok := s.keptPartsOf(r.PageParts)
	if !ok {
		kept, reads, err = s.readPageParts(ctx, id)
	} else {
		reads.posts, reads.files, reads.table = kept.Posts, kept.Files, table
	}
	if err != nil {
		return publicData{}, err
	}
	blocks, err := s.pageBlocksOf(kept, func(i int) ([]views.PageSection, error) { return s.liveShown(ctx, i, kept.Live[i]) })
	if err != nil {
		return publicData{}, err
	}
	rec, err := s.recordOf(row, public, reads)
	if err != nil {
		return publicData{}, err
	}
	return publicData{title: rec.Company.CompanyName, description: rec.Company.About, rec: rec, history: kept.History,
		blocks: blocks}, nil
}

// publicPageModel is the public page of rec with its rating history and blocks.
func publicPageModel(ctx context.Context, rec Record, history []HistoryStep, blocks []views.PageSection) views.PublicPage {
	m := views.PublicPage{Company: recordHead(ctx, rec), Score: scoreOf(rec.Result())}
	if rec.VerifiedAt != nil {
		m.VerifiedOn = localDate(ctx, *rec.VerifiedAt)
	}
	m.Evidence, m.MethodHref, m.Method = evidenceLine(ctx, rec), rating.MethodPath, methodLine(ctx, rec)
	for _, key := range SectionKeys {
		if sec := rec.Get(key); sec.Visibility == VisibilityLive {
			m.Sections = append(m.Sections, reportSection(ctx, rec, key, *sec))
		}
	}
	m.Blocks = blocks
	m.History = historyView(ctx, history)
	return m
}

// liveBlocks are the blocks of each live source of a drawing with slots between its parts,
// drawn from what they keep (live, at each source's index); ok is false when the drawing
// has not one slot a live source.
func (s *Service) liveBlocks(ctx context.Context, slots int, live []byte) ([][]views.PageSection, bool, error) {
	var kept []json.RawMessage
	if err := json.Unmarshal(live, &kept); err != nil || len(kept) != len(s.pageSections) {
		return nil, false, nil
	}
	var blocks [][]views.PageSection
	for i, src := range s.pageSections {
		if src.live == nil {
			continue
		}
		shown, err := s.liveShown(ctx, i, kept[i])
		if err != nil {
			return nil, false, err
		}
		blocks = append(blocks, shown)
	}
	return blocks, len(blocks) == slots, nil
}
