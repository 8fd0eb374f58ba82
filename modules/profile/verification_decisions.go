package profile

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
)

// Green Verification's admin side (docs/profile.md, "Green Verification"): the queue and the
// decisions, which put the marks on the profile.
// VerificationFilter is a page of the admins' queue.
type VerificationFilter struct {
	Q, Status, Kind, Sort string
	Desc                  bool
	Limit, Offset         int
}

// VerificationQueue is a page of the admins' queue and how many requests match.
func (s *Service) VerificationQueue(ctx context.Context, f VerificationFilter) ([]VerificationRequest, int, error) {
	rows, err := s.q.ListVerificationQueue(ctx, store.ListVerificationQueueParams{Status: f.Status, Kind: f.Kind, Q: f.Q,
		Sort: f.Sort, Descending: f.Desc, Lim: int32(f.Limit), Off: int32(f.Offset)})
	if err != nil {
		return nil, 0, err
	}
	total, err := s.q.CountVerificationQueue(ctx, store.CountVerificationQueueParams{Status: f.Status, Kind: f.Kind, Q: f.Q})
	if err != nil {
		return nil, 0, err
	}
	out := make([]VerificationRequest, len(rows))
	for i, r := range rows {
		out[i] = VerificationRequest{VerificationRequest: r.VerificationRequest, CompanyName: r.CompanyName}
	}
	return out, int(total), nil
}

// PendingVerifications is how many requests wait for an admin.
func (s *Service) PendingVerifications(ctx context.Context) (int, error) {
	n, err := s.q.CountVerificationQueue(ctx, store.CountVerificationQueueParams{Status: VerificationPending})
	return int(n), err
}

// VerificationRequestByID is one request; web.NotFound when there is none.
func (s *Service) VerificationRequestByID(ctx context.Context, id uuid.UUID) (VerificationRequest, error) {
	r, err := s.q.GetVerificationRequest(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return VerificationRequest{}, web.NotFound()
	}
	return VerificationRequest{VerificationRequest: r.VerificationRequest, CompanyName: r.CompanyName,
		DecidedByEmail: r.DecidedByEmail}, err
}

// DecideVerification verifies (or refuses, with a note the company reads) a waiting
// request, as of the version the admin saw: a request decided or changed since is a 409.
// A verification puts its mark on the profile; both, the audit entry and the directory's
// update happen in one transaction.
func (s *Service) DecideVerification(ctx context.Context, actor audit.Actor, id uuid.UUID, version int64, verify bool, note string) error {
	note = strings.TrimSpace(note)
	var errs web.FieldErrors
	switch {
	case !verify && note == "":
		errs.Add("note", "profile.verify.note_required", nil)
	case utf8.RuneCountInString(note) > maxVerificationNote:
		errs.Add("note", "profile.error.too_long", map[string]any{"Max": maxVerificationNote})
	}
	if err := errs.Err(); err != nil {
		return err
	}
	status := VerificationRefused
	if verify {
		status = VerificationVerified
	}
	var profileID uuid.UUID
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		req, err := q.LockVerificationRequest(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			return web.NotFound()
		}
		if err != nil {
			return err
		}
		if req.Status != VerificationPending || req.UpdatedAt.UnixMicro() != version {
			return web.Conflict("profile.verify.changed")
		}
		profileID = req.ProfileID
		row, err := q.LockProfile(ctx, req.ProfileID)
		if err != nil {
			return err
		}
		if row.UserID == actor.ID {
			return web.Conflict("profile.verify.own") // docs/account-security.md, "Staff and their own company"
		}
		now := s.now()
		if _, err := q.DecideVerificationRequest(ctx, store.DecideVerificationRequestParams{ID: id, Status: status,
			DecisionNote: note, DecidedBy: uuid.NullUUID{UUID: actor.ID, Valid: actor.ID != uuid.Nil}, Now: now}); err != nil {
			return err
		}
		if verify {
			marks, err := withMark(row.VerificationMarks, req, now)
			if err != nil {
				return err
			}
			if err := q.SetVerificationMarks(ctx, store.SetVerificationMarksParams{ID: row.ID, Marks: marks}); err != nil {
				return err
			}
		}
		var company Company
		_ = json.Unmarshal(row.Company, &company)
		what := map[string]any{"kind": req.Kind}
		if req.Kind == VerifyItem {
			what["section"], what["item"] = req.Section, req.Item
		}
		after := map[string]any{"status": status}
		for k, v := range what {
			after[k] = v
		}
		if err := s.audit.Record(ctx, tx, actor, audit.Entry{Action: "profile.verification." + map[bool]string{true: "verify", false: "refuse"}[verify],
			ObjectType: "profile", ObjectID: row.ID.String(), ObjectLabel: company.CompanyName,
			Before: map[string]any{"status": VerificationPending}, After: after, Note: note}); err != nil {
			return err
		}
		return s.changedTx(ctx, tx, row.ID)
	})
	if err != nil {
		return err
	}
	s.changed(ctx, profileID)
	return nil
}

// withMark adds the request's mark to the stored marks (replacing an older one of the same thing).
func withMark(raw []byte, req store.VerificationRequest, at time.Time) ([]byte, error) {
	var st storedMarks
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &st); err != nil {
			return nil, err
		}
	}
	if req.Kind == VerifyCompany {
		st.Company = &storedMark{At: at.UTC(), FP: req.Fingerprint}
	} else {
		kept := st.Items[:0]
		for _, it := range st.Items {
			if it.Section != req.Section || it.Item != int(req.Item) {
				kept = append(kept, it)
			}
		}
		st.Items = append(kept, storedItemMark{Section: req.Section, Item: int(req.Item), At: at.UTC(), FP: req.Fingerprint})
	}
	return json.Marshal(st)
}
