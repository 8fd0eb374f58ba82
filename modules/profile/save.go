package profile

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
)

// editable loads a profile the user may change; anyone else gets web.NotFound, so the
// answer does not tell whether the profile exists.
func (s *Service) editable(ctx context.Context, id uuid.UUID, u *web.User) (store.CompanyProfile, error) {
	row, err := s.get(ctx, id)
	if err != nil {
		return row, err
	}
	if !canEdit(u, row) {
		return row, web.NotFound()
	}
	return row, nil
}

// conflict is the answer to a change made on a stale version.
func conflict() error { return web.Conflict("profile.conflict") }

// Save applies a patch to the working copy when patch.Version is the current version: a
// stale save is a conflict (409) and changes nothing; bad input is a 422 by field.
func (s *Service) Save(ctx context.Context, id uuid.UUID, u *web.User, p Patch) (Record, error) {
	return s.save(ctx, id, u, p, "", nil)
}

// save is Save with the reason an admin gave for a change on the company's behalf (the
// audit entry's note) and then, called in the save's transaction with the saved row (a
// letter to its owner).
func (s *Service) save(ctx context.Context, id uuid.UUID, u *web.User, p Patch, note string,
	then func(ctx context.Context, tx pgx.Tx, saved store.CompanyProfile) error) (Record, error) {
	row, next, err := s.prepare(ctx, id, u, p)
	if err != nil {
		return Record{}, err
	}
	old, err := draftContent(row)
	if err != nil {
		return Record{}, err
	}
	company, err := encodeJSON(next.Company)
	if err != nil {
		return Record{}, err
	}
	sections, err := encodeJSON(next.SectionSet)
	if err != nil {
		return Record{}, err
	}
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		saved, err := s.q.WithTx(tx).SaveProfileDraft(ctx, store.SaveProfileDraftParams{
			ID: id, Version: int32(p.Version), Company: company, Sections: sections, Now: s.now()})
		if err != nil {
			return err
		}
		before, after := savedChanges(row, saved)
		if err := s.auditOnBehalf(ctx, tx, u, saved, "profile.record.save", note, before, after); err != nil {
			return err
		}
		if then != nil {
			if err := then(ctx, tx, saved); err != nil {
				return err
			}
		}
		if row = saved; Status(row.Status) != StatusApproved {
			return nil
		}
		return s.changedTx(ctx, tx, id)
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return Record{}, conflict() // another save won the race since we read it
	}
	if err != nil {
		return Record{}, err
	}
	if Status(row.Status) == StatusApproved {
		s.changed(ctx, id)
	}
	rec, err := s.record(ctx, row, true)
	rec.described = describedNow(old.Goals, next.Goals)
	return rec, err
}

// Check answers what Save would refuse of p (a 409 or a 422 by field), saving nothing: a
// form that found problems of its own (a refused upload) still shows every problem at once.
func (s *Service) Check(ctx context.Context, id uuid.UUID, u *web.User, p Patch) error {
	_, _, err := s.prepare(ctx, id, u, p)
	return err
}

// prepare loads the working copy and applies p to it, checked.
func (s *Service) prepare(ctx context.Context, id uuid.UUID, u *web.User, p Patch) (store.CompanyProfile, Content, error) {
	row, err := s.editable(ctx, id, u)
	if err != nil {
		return row, Content{}, err
	}
	if p.Version != int(row.Version) {
		return row, Content{}, conflict()
	}
	old, err := draftContent(row)
	if err != nil {
		return row, Content{}, err
	}
	files, err := s.filesOf(ctx, id)
	if err != nil {
		return row, Content{}, err
	}
	next, err := p.apply(old, files, s.now())
	return row, next, err
}

// Publish takes a snapshot of the working copy at version for the public. The first
// publish, and any after a rejection, waits for review (pending); once approved a publish
// goes live at once. The company profile must be complete.
func (s *Service) Publish(ctx context.Context, id uuid.UUID, u *web.User, version int) (Record, error) {
	row, err := s.editable(ctx, id, u)
	if err != nil {
		return Record{}, err
	}
	if version != int(row.Version) {
		return Record{}, conflict()
	}
	content, err := draftContent(row)
	if err != nil {
		return Record{}, err
	}
	if missing := content.Company.Missing(); len(missing) > 0 {
		var errs web.FieldErrors
		for _, f := range missing {
			errs.Add("company."+f, promptKey(f), nil)
		}
		e := errs.Err().(*web.Error)
		e.Key = "profile.publish.incomplete"
		return Record{}, e
	}
	snapshot, err := encodeJSON(content)
	if err != nil {
		return Record{}, err
	}
	status := StatusPending
	if Status(row.Status) == StatusApproved {
		status = StatusApproved
	}
	was := row
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		row, err = s.q.WithTx(tx).PublishProfile(ctx, store.PublishProfileParams{
			ID: id, Version: int32(version), PublishedRecord: snapshot, Status: string(status), Now: s.now()})
		if err != nil {
			return err
		}
		if err := s.auditOnBehalf(ctx, tx, u, row, "profile.record.publish", "", lifecycleOf(was), lifecycleOf(row)); err != nil {
			return err
		}
		if status == StatusApproved { // public at once: its rating joins the history
			if err := s.recordRating(ctx, tx, row, historyPublish); err != nil {
				return err
			}
		}
		return s.changedTx(ctx, tx, id)
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return Record{}, conflict()
	}
	if err != nil {
		return Record{}, err
	}
	s.changed(ctx, id)
	return s.record(ctx, row, true)
}

// Unpublish takes the profile off the public pages and the directory at once.
func (s *Service) Unpublish(ctx context.Context, id uuid.UUID, u *web.User) (Record, error) {
	row, err := s.editable(ctx, id, u)
	if err != nil {
		return Record{}, err
	}
	if !row.Published {
		return Record{}, web.Conflict("profile.unpublish.failed")
	}
	was := row
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		if row, err = s.q.WithTx(tx).UnpublishProfile(ctx, store.UnpublishProfileParams{ID: id, Now: s.now()}); err != nil {
			return err
		}
		if err := s.auditOnBehalf(ctx, tx, u, row, "profile.record.unpublish", "", lifecycleOf(was), lifecycleOf(row)); err != nil {
			return err
		}
		return s.changedTx(ctx, tx, id)
	})
	if err != nil {
		return Record{}, err
	}
	s.changed(ctx, id)
	return s.record(ctx, row, true)
}

// CompleteWalkthrough remembers, on the user's profile, that the first-visit walkthrough
// was closed at its last step, so it does not open again on any device.
func (s *Service) CompleteWalkthrough(ctx context.Context, userID uuid.UUID) error {
	row, err := s.byUser(ctx, userID)
	if err != nil {
		return err
	}
	return s.q.SetWalkthroughDone(ctx, store.SetWalkthroughDoneParams{ID: row.ID, Now: s.now()})
}

// promptKey is the helper prompt of a company field (docs/profile.md, "The company"), also
// its "required" message.
func promptKey(field string) string {
	return "profile.company." + companyFieldSlugs[field] + ".prompt"
}

// companyFieldSlugs name company fields in message ids.
var companyFieldSlugs = map[string]string{
	"companyName": "name", "about": "about", "city": "city", "country": "country", "industry": "industry",
	"sector": "sector", "website": "website", "employeeCount": "employees", "serviceProvider": "provider",
	"facebook": "facebook", "linkedin": "linkedin", "tiktok": "tiktok", "twitter": "twitter",
	"instagram": "instagram", "representativeLinkedin": "representative", "logo": "logo",
}
