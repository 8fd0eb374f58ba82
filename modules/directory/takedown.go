package directory

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/mail"
	"greenconnect/app/web"
	"greenconnect/modules/directory/store"
	"greenconnect/modules/profile"
)

// An admin's unpublishing of a service (docs/directory.md, "Administration"): the service
// leaves every public page at once, its owner is told why by mail and on its own pages, and
// may publish it again once it has edited it since.

// ActionUnpublish is the audit log's action of a takedown (docs/audit.md).
const ActionUnpublish = "directory.service.unpublish"

// MaxTakedownReason is the longest reason an admin may give, in characters.
const MaxTakedownReason = 1000

// Takedown is an admin's unpublishing of a service, as its owner reads it.
type Takedown struct {
	Reason   string
	At       time.Time
	EditedAt *time.Time // the owner's first save since: from then it may publish again
}

// MayPublish reports whether the owner may publish the service again: no takedown, or the
// service was edited since.
func (t *Takedown) MayPublish() bool { return t == nil || t.EditedAt != nil }

// TakeDown unpublishes a published service on an admin's decision, as of the version the
// admin saw: web.NotFound when it is gone, web.Conflict when it changed or is no longer
// published. The change, its audit entry and the owner's letter are one transaction; the
// public pages that showed it are dropped from the page cache once it commits.
func (s *Service) TakeDown(ctx context.Context, actor audit.Actor, id uuid.UUID, version int, reason string) error {
	reason = strings.TrimSpace(strings.ToValidUTF8(strings.ReplaceAll(reason, "\x00", ""), ""))
	var errs web.FieldErrors
	web.Required(&errs, "reason", reason)
	web.MaxLen(&errs, "reason", reason, MaxTakedownReason)
	if err := errs.Err(); err != nil {
		return err
	}
	var profileID uuid.UUID
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		row, err := q.LockService(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			return web.NotFound()
		}
		if err != nil {
			return err
		}
		if int(row.Version) != version || !row.Published {
			return web.Conflict("directory.admin.conflict")
		}
		profileID = row.CompanyProfileID
		if _, err := q.TakeDownService(ctx, store.TakeDownServiceParams{ID: id, Now: s.now()}); err != nil {
			return err
		}
		actorID := uuid.NullUUID{UUID: actor.ID, Valid: actor.ID != uuid.Nil}
		if err := q.InsertTakedown(ctx, store.InsertTakedownParams{ServiceID: id, Reason: reason, ActorID: actorID, Now: s.now()}); err != nil {
			return err
		}
		if err := s.mailTakedown(ctx, tx, row.CompanyProfileID, row.Name, reason); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: ActionUnpublish, ObjectType: "service", ObjectID: id.String(),
			ObjectLabel: row.Name, Before: map[string]any{"published": true}, After: map[string]any{"published": false}, Note: reason})
	})
	if err != nil {
		return err
	}
	s.changed(ctx, profile.PageTag(profileID))
	return nil
}

// mailTakedown tells the service's owner, in its language, that an admin unpublished it and
// why; the letter goes out only if tx commits.
func (s *Service) mailTakedown(ctx context.Context, tx pgx.Tx, profileID uuid.UUID, name, reason string) error {
	owner, err := s.q.GetServiceOwner(ctx, profileID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil // no owner to tell
	}
	if err != nil {
		return err
	}
	u, err := s.accounts.User(ctx, owner.UserID)
	if err != nil {
		return err
	}
	if u.Email == "" {
		return nil // a deleted account
	}
	l := mail.Letter{To: u.Email, Lang: "en", Name: u.Name,
		Subject: mail.T("directory.mail.takedown.subject"),
		Lines: []mail.Text{mail.T("directory.mail.takedown.text", map[string]any{"Name": name}),
			mail.T("directory.mail.takedown.reason", map[string]any{"Reason": reason})},
		Action: &mail.Action{Label: mail.T("directory.mail.takedown.action"), URL: s.mailer.URL(ManagePath)},
		Notes:  []mail.Text{mail.T("directory.mail.takedown.note")}}
	if u.Prefs != nil && u.Prefs.Locale != "" {
		l.Lang = u.Prefs.Locale
	}
	return s.mailer.SendTx(ctx, tx, l)
}

// takedownOf is a stored takedown as the owner reads it.
func takedownOf(reason string, at time.Time, edited *time.Time) *Takedown {
	return &Takedown{Reason: reason, At: at, EditedAt: edited}
}

// withTakedowns gives the company's services their takedowns.
func (s *Service) withTakedowns(ctx context.Context, profileID uuid.UUID, os []Offering) error {
	rows, err := s.q.ListCompanyTakedowns(ctx, profileID)
	if err != nil || len(rows) == 0 {
		return err
	}
	by := map[uuid.UUID]*Takedown{}
	for _, r := range rows {
		by[r.ServiceID] = takedownOf(r.Reason, r.At, r.EditedAt)
	}
	for i := range os {
		os[i].Takedown = by[os[i].ID]
	}
	return nil
}

// takedown is the service's takedown, nil for none.
func (s *Service) takedown(ctx context.Context, id uuid.UUID) (*Takedown, error) {
	r, err := s.q.GetTakedown(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return takedownOf(r.Reason, r.At, r.EditedAt), nil
}

// publishAfterTakedown lets the owner publish a service taken down only once it has been
// edited since (else web.Conflict), and then clears the admin's mark, in tx.
func publishAfterTakedown(ctx context.Context, q *store.Queries, id uuid.UUID) error {
	t, err := q.LockTakedown(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	if t.EditedAt == nil {
		return web.Conflict("directory.manage.takedown_edit_first")
	}
	return q.DeleteTakedown(ctx, id)
}
