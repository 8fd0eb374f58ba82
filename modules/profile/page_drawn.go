package profile

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
)

// The page drawn at its build (docs/profile.md, "The page drawn at its build"): each build
// of a company's parts also draws its public page's article in every language, as a view
// would draw it then, in parts between which each live source's blocks go. A view that finds
// the drawing of the parts' build holding writes it as drawn and draws only the live
// blocks: no snapshot to decode, no rating to compute, no sections to draw. A drawing holds
// for the build (gen) and the code (drawnFormat) that drew it, under the points table it
// was drawn with, until the first moment the page could read otherwise (drawnUntil).

// articleDrawer draws the article of a public page of rec with its rating history and
// blocks, in ctx's language.
type articleDrawer func(ctx context.Context, rec Record, history []HistoryStep, blocks []views.PageSection) (string, error)

// drawnDays is how many days ahead a drawing holds at most (while its rating reads the
// same on each): the sweep draws again every build older than a day.
const drawnDays = 3

// drawnFormat is a drawing's format: its parts' and the build of the code that drew it; ""
// when nothing draws (no handler registered its drawer: DrawPages).
func (s *Service) drawnFormat() string {
	if s.drawer == nil {
		return ""
	}
	return s.partsFormat() + "/" + web.BuildID()
}

// buildContext is a build's context for lang: its texts, no visitor.
func (s *Service) buildContext(ctx context.Context, lang string) context.Context {
	return web.WithShell(ctx, &web.Shell{Loc: s.bundle.Localizer(lang), Prefs: web.DefaultPrefs(), Site: &web.Site{}})
}

// drawPages draws a build's page in each language from its parts (all, by language) and
// what it read (reads), ready to keep under gen: the article in parts, a live source's
// blocks between each two. None when nothing draws or the profile is not listed.
func (s *Service) drawPages(ctx context.Context, id uuid.UUID, gen int64, all map[string]pageParts,
	reads recordReads) ([]store.KeepDrawnPageParams, error) {
	if s.drawer == nil {
		return nil, nil
	}
	row, err := s.get(ctx, id)
	if err != nil || Status(row.Status) != StatusApproved || !row.Published || row.PublishedRecord == nil {
		return nil, err // a page with no snapshot shows the working copy, which no change marks
	}
	rec, err := s.recordOf(row, public, reads)
	if err != nil {
		return nil, err
	}
	live, err := json.Marshal(all[i18n.Languages[0]].Live)
	if err != nil {
		return nil, err
	}
	drawn := store.KeepDrawnPageParams{ProfileID: id, Gen: gen, Format: s.drawnFormat(),
		TableVersion: int32(reads.table.Version), Until: s.drawnUntil(rec), Title: rec.Company.CompanyName,
		Description: rec.Company.About, Live: live}
	var out []store.KeepDrawnPageParams
	for _, lang := range i18n.Languages {
		lctx, parts, slots := s.buildContext(ctx, lang), all[lang], 0
		blocks, _ := s.pageBlocksOf(parts, func(int) ([]views.PageSection, error) { // a slot cannot fail
			slots++
			return []views.PageSection{{Slot: true}}, nil
		})
		html, err := s.drawer(lctx, rec, parts.History, blocks)
		if err != nil {
			return nil, err
		}
		drawn.Lang, drawn.Html = lang, strings.Split(html, views.SlotMark)
		if len(drawn.Html) != slots+1 {
			return nil, nil // cannot be: no text the page shows holds the mark unescaped
		}
		out = append(out, drawn)
	}
	return out, nil
}

// drawnUntil is the first moment a page of rec drawn now may read otherwise: the start of
// the first of the next days whose rating differs (the rules read the day,
// rating.Compute), of the day drawnDays ahead at the latest, or the moment an item's
// evidence grows old, if sooner.
func (s *Service) drawnUntil(rec Record) time.Time {
	now := s.now().UTC()
	today := now.Truncate(24 * time.Hour)
	until, score := today.AddDate(0, 0, drawnDays), scoreOf(rec.Result())
	for d := 1; d < drawnDays; d++ {
		if day := today.AddDate(0, 0, d); scoreOf(rating.Compute(rec.input, rec.table, day)) != score {
			until = day
			break
		}
	}
	for _, items := range rec.Evidence.Items {
		for _, e := range items {
			if e.State == EvidenceGiven && !e.Old && e.Since != nil {
				if at := growsOld(*e.Since, now); at.Before(until) {
					until = at
				}
			}
		}
	}
	return until
}

// growsOld is the last second before evidence given at since reads old (evidenceOld), from
// now: the rule steps by the calendar, so it is found by halving.
func growsOld(since, now time.Time) time.Time {
	lo, hi := now, since.AddDate(0, evidenceMaxAgeMonths, 3)
	for hi.Sub(lo) > time.Second {
		mid := lo.Add(hi.Sub(lo) / 2)
		if evidenceOld(since, mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return lo
}
