package profile

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
)

const maxReasonLength = 1000

// Approve lists a pending profile: it goes live (if still published) and the company is
// told by email. version is the snapshot's version the reviewer saw
// (Record.PublishedVersion); after a republish it is a web.Conflict and nothing changes.
func (s *Service) Approve(ctx context.Context, id, reviewer uuid.UUID, version int) error {
	return s.decide(ctx, id, reviewer, version, true, "", nil)
}

// Reject refuses a pending (or withdraws an approved) profile with a reason the company
// sees; sections lists the report sections the reviewer flags. version is as for Approve.
func (s *Service) Reject(ctx context.Context, id, reviewer uuid.UUID, version int, reason string, sections []string) error {
	reason = strings.TrimSpace(reason)
	var errs web.FieldErrors
	switch {
	case reason == "":
		errs.Add("reason", "profile.review.reason_required", nil)
	case utf8.RuneCountInString(reason) > maxReasonLength:
		errs.Add("reason", "profile.error.too_long", map[string]any{"Max": maxReasonLength})
	}
	for _, k := range sections {
		if !IsSectionKey(k) {
			errs.Add("sections", "profile.review.sections_unknown", nil)
		}
	}
	if err := errs.Err(); err != nil {
		return err
	}
	return s.decide(ctx, id, reviewer, version, false, reason, sections)
}

func (s *Service) decide(ctx context.Context, id, reviewer uuid.UUID, version int, approve bool, reason string, sections []string) error {
	if version < 1 || version > math.MaxInt32 {
		version = 0 // names no snapshot: the decision below matches nothing
	}
	decision := "approved"
	if !approve {
		decision = "rejected"
		if sections == nil {
			sections = []string{}
		}
	}
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		was, err := q.LockProfile(ctx, id) // the audit entry's "before"
		if errors.Is(err, pgx.ErrNoRows) {
			return web.NotFound()
		}
		if err != nil {
			return err
		}
		if was.UserID == reviewer {
			// Staff never decide their own company: another moderator or admin must
			// (docs/account-security.md, "Staff and their own company").
			return web.Conflict("profile.review.own")
		}
		var row store.CompanyProfile
		if approve {
			row, err = q.ApproveProfile(ctx, store.ApproveProfileParams{ID: id, PublishedVersion: int32(version), Now: s.now()})
		} else {
			row, err = q.RejectProfile(ctx, store.RejectProfileParams{ID: id, Reason: reason, RejectedSections: sections,
				PublishedVersion: int32(version), Now: s.now()})
		}
		if errors.Is(err, pgx.ErrNoRows) {
			return s.undecided(ctx, id, version, approve)
		}
		if err != nil {
			return err
		}
		if err := q.InsertReview(ctx, store.InsertReviewParams{ProfileID: id, ReviewerID: uuid.NullUUID{UUID: reviewer, Valid: true},
			Decision: decision, Reason: reason, Now: s.now()}); err != nil {
			return err
		}
		if err := s.auditDecision(ctx, tx, was, row, reviewer, approve, reason, sections); err != nil {
			return err
		}
		if err := s.notify(ctx, tx, row, approve, reason); err != nil { // in the decision's transaction: both happen, or neither
			return err
		}
		if approve {
			if err := s.recordRating(ctx, tx, row, historyPublish); err != nil {
				return err
			}
		}
		return s.changedTx(ctx, tx, id)
	})
	if err != nil {
		return err
	}
	s.changed(ctx, id)
	return nil
}

// undecided says why a decision matched no profile: the company published again since the
// reviewer's page was rendered, or the profile is not waiting for a decision.
func (s *Service) undecided(ctx context.Context, id uuid.UUID, version int, approve bool) error {
	current, err := s.get(ctx, id)
	if err != nil {
		return err
	}
	st := Status(current.Status)
	if (st == StatusPending || (!approve && st == StatusApproved)) && int(current.PublishedVersion.Int32) != version {
		return web.Conflict("profile.review.republished")
	}
	return web.Conflict("profile.review.not_pending")
}

// ReviewEntry is one past decision on a profile.
type ReviewEntry = store.ProfileReview

// Reviews lists a profile's latest review decisions, newest first.
func (s *Service) Reviews(ctx context.Context, id uuid.UUID) ([]ReviewEntry, error) {
	return s.q.ListReviews(ctx, id)
}

// Queue is a page of the profiles with a status (oldest submission first unless sorted
// otherwise), with their listing, and how many match in all.
func (s *Service) Queue(ctx context.Context, f QueueFilter) ([]Listing, int, error) {
	n, err := s.q.CountProfilesByStatusSearch(ctx, store.CountProfilesByStatusSearchParams{Status: string(f.Status), Q: f.Q})
	if err != nil {
		return nil, 0, err
	}
	rows, err := s.q.ListProfilesByStatus(ctx, store.ListProfilesByStatusParams{Status: string(f.Status), Q: f.Q, Sort: f.Sort,
		Descending: f.Desc, Lim: f.Limit, Off: f.Offset})
	if err != nil {
		return nil, 0, err
	}
	list, err := s.listingsOf(ctx, rows)
	return list, int(n), err
}

// QueueFilter is a page of the review queue: a status, a company name's part, the sort
// ("submitted", "company", "changed") and the page.
type QueueFilter struct {
	Status        Status
	Q, Sort       string
	Desc          bool
	Limit, Offset int32 // web.ListQuery's
}

// Counts is how many profiles have each status.
func (s *Service) Counts(ctx context.Context) (map[Status]int, error) {
	rows, err := s.q.CountProfilesByStatus(ctx)
	if err != nil {
		return nil, err
	}
	out := map[Status]int{}
	for _, r := range rows {
		out[Status(r.Status)] = int(r.N)
	}
	return out, nil
}

// auditDecision records a review decision in the audit log (docs/audit.md): who, on which
// snapshot, the status and publication before and after, and the reason.
func (s *Service) auditDecision(ctx context.Context, tx pgx.Tx, was, row store.CompanyProfile, reviewer uuid.UUID, approve bool, reason string, sections []string) error {
	if s.audit == nil {
		return nil
	}
	actor := web.AuditActor(ctx)
	if actor.ID != reviewer { // a decision outside a request (demo data, seeding)
		actor = audit.Actor{ID: reviewer, Label: "system"}
	}
	action := "profile.review.reject"
	if approve {
		action = "profile.review.approve"
	}
	if sections == nil {
		sections = []string{}
	}
	var company Company
	_ = json.Unmarshal(row.Company, &company)
	return s.audit.Record(ctx, tx, actor, audit.Entry{Action: action, ObjectType: "profile", ObjectID: row.ID.String(),
		ObjectLabel: company.CompanyName,
		Before: map[string]any{"status": was.Status, "published": was.Published, "publishedVersion": was.PublishedVersion.Int32,
			"rejectedSections": was.RejectedSections},
		After: map[string]any{"status": row.Status, "published": row.Published, "publishedVersion": row.PublishedVersion.Int32,
			"rejectedSections": sections}, Note: reason})
}
