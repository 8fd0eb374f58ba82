package profile

import (
	"context"
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/db"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/profile/store"
	"greenconnect/modules/rating"
)

// canEdit reports whether the user may read the whole record and change it: its owner or
// an admin.
func canEdit(u *web.User, row store.CompanyProfile) bool {
	return u != nil && (u.ID == row.UserID || u.HasRole(account.RoleAdmin))
}

// RecordFor is the record as the viewer may see it (docs/profile.md, "The record"): the
// owner and admins read the whole working record; anyone else only a listed profile's
// public record (the published snapshot's live sections); else web.NotFound.
func (s *Service) RecordFor(ctx context.Context, id uuid.UUID, viewer *web.User) (Record, error) {
	row, err := s.get(ctx, id)
	if err != nil {
		return Record{}, err
	}
	if canEdit(viewer, row) {
		return s.record(ctx, row, true)
	}
	if Status(row.Status) != StatusApproved || !row.Published {
		return Record{}, web.NotFound()
	}
	return s.record(ctx, row, false)
}

// APIRecord is GET /api/sustainability/{id}'s answer for the viewer: the whole record for
// its owner and admins, only a PublicRecord for anyone else (README, "Security").
func (s *Service) APIRecord(ctx context.Context, id uuid.UUID, viewer *web.User) (any, error) {
	r, err := s.RecordFor(ctx, id, viewer)
	if err != nil {
		return nil, err
	}
	if r.view == public {
		return r.public(), nil
	}
	return r, nil
}

// OwnRecord is the whole record of the user's own profile (made if needed).
func (s *Service) OwnRecord(ctx context.Context, userID uuid.UUID) (Record, error) {
	return s.ownRecord(ctx, userID, loadAll)
}

// ownRecord is the user's own record with what the caller reads of it: the owner's pages
// leave out what only the record's JSON holds (docs/profile.md, "The record").
func (s *Service) ownRecord(ctx context.Context, userID uuid.UUID, l loads) (Record, error) {
	row, err := s.byUser(ctx, userID)
	if err != nil {
		return Record{}, err
	}
	return s.recordAs(ctx, row, working, l)
}

// loads says which of a record's costly parts (a query each) to read.
type loads uint8

const (
	loadJSONOnly loads = 1 << iota // the billing and membership histories, the logins, the blog post count
	loadFiles                      // the uploads' names and sizes (forms, the report, public pages)

	loadAll  = loadJSONOnly | loadFiles
	loadPage = loadFiles // an owner's page that shows evidence (the wizard, the report)
	loadNone = loads(0)  // an owner's page that shows none (the rating page)
)

// view says which face of a profile a record shows.
type view int

const (
	working  view = iota // the owner's working copy, everything
	public               // the published snapshot's live sections, for anyone
	snapshot             // the published snapshot, every section: what a reviewer judges
)

// record builds the API record of a row: the working copy when full, else the public face.
func (s *Service) record(ctx context.Context, row store.CompanyProfile, full bool) (Record, error) {
	if full {
		return s.recordAs(ctx, row, working, loadAll)
	}
	return s.recordAs(ctx, row, public, loadAll)
}

// ReviewRecord is what an admin reviews: the published snapshot, every section, with the
// rating it earns. web.NotFound when the profile does not exist.
func (s *Service) ReviewRecord(ctx context.Context, id uuid.UUID) (Record, error) {
	row, err := s.get(ctx, id)
	if err != nil {
		return Record{}, err
	}
	return s.recordAs(ctx, row, snapshot, loadAll)
}

func (s *Service) recordAs(ctx context.Context, row store.CompanyProfile, v view, l loads) (Record, error) {
	// The reads by the profile's id and those by its owner go to the database together.
	var (
		rd        recordReads
		posts     int
		histories = [2][]json.RawMessage{{}, {}}
		logins    = []json.RawMessage{}
	)
	parts := []func(context.Context) error{func(ctx context.Context) (err error) {
		rd, err = s.readsOf(ctx, row.ID, l)
		return err
	}}
	if s.greenRoom != nil && l&loadJSONOnly != 0 {
		parts = append(parts, func(ctx context.Context) (err error) {
			posts, err = s.greenRoom.PublishedPostCount(ctx, row.UserID)
			return err
		})
	}
	if v == working && l&loadJSONOnly != 0 {
		// The histories and the sign-ins (docs/accounts.md, "Sign-in history") are the
		// owner's alone: the public and the review faces keep them empty.
		if s.billing != nil {
			parts = append(parts, func(ctx context.Context) (err error) {
				histories[0], histories[1], err = s.billing.RecordHistories(ctx, row.UserID)
				return err
			})
		}
		if s.accounts != nil {
			parts = append(parts, func(ctx context.Context) (err error) {
				logins, err = s.accounts.RecordLogins(ctx, row.UserID)
				return err
			})
		}
	}
	if err := db.Together(ctx, parts...); err != nil {
		return Record{}, err
	}
	r, err := s.recordOf(row, v, rd)
	if err != nil {
		return Record{}, err
	}
	r.BlogPostCount, r.BillingHistory, r.MembershipHistory, r.Logins = posts, histories[0], histories[1], logins
	return r, nil
}

// recordReads are what a record reads by its profile's id beside its row: a page that has
// only the id reads them with the row, in the same round (publicPage).
type recordReads struct {
	table rating.Versioned   // the points table
	posts []time.Time        // the Green Room posts the rule reads
	files map[string]FileRef // when loads asks for them (loadFiles)
}

// readsOf reads profile id's recordReads for loads.
func (s *Service) readsOf(ctx context.Context, id uuid.UUID, l loads) (rd recordReads, err error) {
	parts := []func(context.Context) error{
		func(ctx context.Context) (err error) { rd.table, err = s.ratings.Table(ctx); return err },
		func(ctx context.Context) (err error) { rd.posts, err = s.postTimes(ctx, id); return err },
	}
	if l&loadFiles != 0 {
		parts = append(parts, func(ctx context.Context) (err error) { rd.files, err = s.filesOf(ctx, id); return err })
	}
	return rd, db.Together(ctx, parts...)
}

// recordOf builds row's record as v shows it from what was read (recordAs): the owner's
// histories, sign-ins and post count are left empty.
func (s *Service) recordOf(row store.CompanyProfile, v view, rd recordReads) (Record, error) {
	decode := draftContent
	if v != working {
		decode = publicContent
	}
	content, err := decode(row)
	if err != nil {
		return Record{}, err
	}
	in := ratingInput(content, rd.posts)
	res := rating.Compute(in, rd.table.Table, s.now())
	r := Record{input: in, table: rd.table.Table, tableVersion: rd.table.Version, walkthroughDone: row.WalkthroughDoneAt != nil,
		publishedVersion: int(row.PublishedVersion.Int32), view: v,
		ID: row.ID, UserID: row.UserID, Version: int(row.Version), Status: Status(row.Status),
		Published: row.Published, Content: content, Rating: res.JSON(), result: res,
		BillingHistory: []json.RawMessage{}, MembershipHistory: []json.RawMessage{}, Logins: []json.RawMessage{},
		RejectedSections: []string{}, PublishedAt: row.PublishedAt, VerifiedAt: row.VerifiedAt, UpdatedAt: row.UpdatedAt,
		files: rd.files,
	}
	if v == public {
		// The rating counts every published answer; visitors see the live sections only.
		r.Content = liveOnly(content)
		for key := range r.Rating.Sections {
			if r.Content.Get(key).Visibility != VisibilityLive {
				delete(r.Rating.Sections, key)
			}
		}
	}
	if v != public {
		r.RejectionReason, r.RejectedSections = row.RejectionReason, row.RejectedSections
	}
	r.marks = marksFor(row.VerificationMarks, r.Content)
	r.Verification = r.marks.JSON()
	r.Evidence = evidenceOf(r.Content, r.marks, s.now())
	return r, nil
}

// liveOnly blanks the sections that are not live: visitors see only what the company chose
// to show.
func liveOnly(c Content) Content {
	for _, sec := range c.All() {
		if sec.Visibility != VisibilityLive {
			*sec = Section{Visibility: sec.Visibility, Details: []Detail{}}
		}
	}
	return c
}

// filesOf maps the profile's uploads by address.
func (s *Service) filesOf(ctx context.Context, id uuid.UUID) (map[string]FileRef, error) {
	rows, err := s.q.ListProfileFiles(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make(map[string]FileRef, len(rows))
	for _, f := range rows {
		u := upload.URL(f.Key)
		out[u] = FileRef{URL: u, Kind: f.Kind, Name: f.Name, ContentType: f.ContentType, Size: f.Size}
	}
	return out, nil
}

// File is one of the record's uploads by address (ok false when it is not one).
func (r Record) File(address string) (FileRef, bool) {
	f, ok := r.files[address]
	return f, ok
}

// rated is the section results in SectionKeys order for the rated ones.
func (r Record) rated(key string) (rating.SectionResult, bool) {
	s, ok := rating.SectionByKey(key)
	if !ok {
		return rating.SectionResult{}, false
	}
	return r.result.Sections[s], true
}
