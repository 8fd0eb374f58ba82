package profile

import (
	"bytes"
	"context"
	"encoding/json"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
)

// Admins may change any company's profile through the API (?id=, docs/profile.md, "The
// record"): each such change is in the audit log (docs/audit.md) with what it changed, in the
// change's transaction. A company changing its own profile is not.

// onBehalf says whether u changes someone else's profile (only an admin may: canEdit).
func onBehalf(u *web.User, row store.CompanyProfile) bool { return u != nil && u.ID != row.UserID }

// auditOnBehalf records an admin's change of row's profile, inside tx, with the reason the
// admin gave (note, "" when none was asked); nothing for the owner's.
func (s *Service) auditOnBehalf(ctx context.Context, tx pgx.Tx, u *web.User, row store.CompanyProfile, action, note string, before, after map[string]any) error {
	if s.audit == nil || !onBehalf(u, row) {
		return nil
	}
	actor := web.AuditActor(ctx)
	if actor.ID != u.ID { // outside the request that asked (a test, a command)
		actor = audit.Actor{ID: u.ID, Label: u.Email}
	}
	var company Company
	_ = json.Unmarshal(row.Company, &company)
	return s.audit.Record(ctx, tx, actor, audit.Entry{Action: action, ObjectType: "profile", ObjectID: row.ID.String(),
		ObjectLabel: company.CompanyName, Before: before, After: after, Note: note})
}

// lifecycleOf is what publishing and unpublishing change of a profile.
func lifecycleOf(row store.CompanyProfile) map[string]any {
	return map[string]any{"status": row.Status, "published": row.Published, "publishedVersion": row.PublishedVersion.Int32}
}

// savedChanges are the fields a save changed, before and after: each company field by its
// path (company.city) and each section whole, with the version.
func savedChanges(old, saved store.CompanyProfile) (before, after map[string]any) {
	before = map[string]any{"version": old.Version}
	after = map[string]any{"version": saved.Version}
	diffFields("company.", old.Company, saved.Company, before, after)
	diffFields("", old.Sections, saved.Sections, before, after)
	return before, after
}

// diffFields puts the top-level fields of two JSON objects that differ into before and after,
// under prefix + their name (a field absent on one side is null there).
func diffFields(prefix string, a, b []byte, before, after map[string]any) {
	var was, now map[string]json.RawMessage
	_ = json.Unmarshal(a, &was)
	_ = json.Unmarshal(b, &now)
	for k, v := range now {
		if w, ok := was[k]; !ok || !sameJSON(w, v) {
			before[prefix+k], after[prefix+k] = rawOrNil(was[k]), v
		}
	}
	for k, w := range was {
		if _, ok := now[k]; !ok {
			before[prefix+k], after[prefix+k] = w, nil
		}
	}
}

// sameJSON compares two JSON values as values (jsonb reorders an object's keys).
func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return bytes.Equal(a, b)
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}

func rawOrNil(r json.RawMessage) any {
	if r == nil {
		return nil
	}
	return r
}
