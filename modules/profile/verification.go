package profile

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
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

// Green Verification (docs/profile.md, "Green Verification"): a company asks an admin to
// validate its company details (Premium) or to verify an evidence item against a document
// (Premium Plus); a decision puts a dated mark on the public page, the report, the record,
// the badge and the directory card, which holds while the content keeps the fingerprint it
// had when asked.

// What the plans unlock, by billing's names (docs/billing.md, "The gate").
const (
	FeatureCompanyValidation    = "company_validation"
	FeatureDocumentVerification = "document_verification"
)

// Plans is what the profile needs of billing: whether a company's plan unlocks a feature.
type Plans interface {
	Entitled(ctx context.Context, userID uuid.UUID, feature string) (bool, error)
}

// What a request is about.
const (
	VerifyCompany = "company" // the company details
	VerifyItem    = "item"    // one evidence item of a section
)

// A request's states.
const (
	VerificationPending  = "pending"
	VerificationVerified = "verified"
	VerificationRefused  = "refused"
)

// Limits of what a company and an admin write.
const (
	maxRegistration     = 100
	maxVerificationNote = 1000
)

// Marks are the Green Verification marks that hold for a content: each one's date.
type Marks struct {
	CompanyValidatedAt *time.Time
	items              map[itemRef]time.Time
}

type itemRef struct {
	Section string
	Item    int
}

// Item is the date an evidence item was verified, if its mark holds.
func (m Marks) Item(section string, i int) (time.Time, bool) {
	at, ok := m.items[itemRef{section, i}]
	return at, ok
}

// ItemCount is how many evidence items carry a mark.
func (m Marks) ItemCount() int { return len(m.items) }

// MarksJSON is the marks in a record and the badge's JSON.
type MarksJSON struct {
	CompanyValidatedAt *time.Time     `json:"companyValidatedAt"`
	Items              []ItemMarkJSON `json:"verifiedItems"`
}

// ItemMarkJSON is one verified evidence item.
type ItemMarkJSON struct {
	Section    string    `json:"section"`
	Item       int       `json:"item"` // its place among the section's details, from 0
	VerifiedAt time.Time `json:"verifiedAt"`
}

// JSON lists the marks in the sections' order.
func (m Marks) JSON() MarksJSON {
	out := MarksJSON{CompanyValidatedAt: m.CompanyValidatedAt, Items: []ItemMarkJSON{}}
	for _, key := range SectionKeys {
		for i := 0; i < maxDetails; i++ {
			if at, ok := m.Item(key, i); ok {
				out.Items = append(out.Items, ItemMarkJSON{Section: key, Item: i, VerifiedAt: at})
			}
		}
	}
	return out
}

// storedMarks is the profile's verification_marks column.
type storedMarks struct {
	Company *storedMark      `json:"company,omitempty"`
	Items   []storedItemMark `json:"items,omitempty"`
}

type storedMark struct {
	At time.Time `json:"at"`
	FP string    `json:"fp"`
}

type storedItemMark struct {
	Section string    `json:"section"`
	Item    int       `json:"item"`
	At      time.Time `json:"at"`
	FP      string    `json:"fp"`
}

// marksFor reads the stored marks and keeps those whose fingerprint the content still has.
func marksFor(raw []byte, c Content) Marks {
	var st storedMarks
	if len(raw) == 0 || json.Unmarshal(raw, &st) != nil {
		return Marks{}
	}
	var m Marks
	if st.Company != nil && st.Company.FP == companyFingerprint(c.Company) {
		at := st.Company.At
		m.CompanyValidatedAt = &at
	}
	for _, it := range st.Items {
		sec := c.Get(it.Section)
		if sec == nil || it.Item < 0 || it.Item >= len(sec.Details) || it.FP != itemFingerprint(it.Section, *sec, it.Item) {
			continue
		}
		if m.items == nil {
			m.items = map[itemRef]time.Time{}
		}
		m.items[itemRef{it.Section, it.Item}] = it.At
	}
	return m
}

// companyFingerprint covers the details an admin validates: who and where the company is.
func companyFingerprint(c Company) string {
	return fingerprint(struct{ Name, Country, City, Website string }{
		strings.TrimSpace(c.CompanyName), c.Country, strings.TrimSpace(c.City), c.Website})
}

// itemFingerprint covers an evidence item and its section's answer.
func itemFingerprint(key string, sec Section, i int) string {
	return fingerprint(struct {
		Section, Status string
		Detail          Detail
	}{key, string(sec.Status), sec.Details[i]})
}

func fingerprint(v any) string {
	b, _ := json.Marshal(v)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// VerificationRequest is one request, with the company's name.
type VerificationRequest struct {
	store.VerificationRequest
	CompanyName string
}

// Version is what a decision form names: a decision on a request that changed since is a
// conflict.
func (r VerificationRequest) Version() int64 { return r.UpdatedAt.UnixMicro() }

// CompanyValidationInput is what a company gives to have its details validated.
type CompanyValidationInput struct {
	Registration string // its registration number
	Website      string // the site it owns
	Document     string // a stored file's address (an extract of the register, say), or ""
	Note         string
}

// RequestCompanyValidation asks for the company details of the user's profile to be
// validated. One request waits at a time (409 otherwise).
func (s *Service) RequestCompanyValidation(ctx context.Context, u *web.User, in CompanyValidationInput) error {
	row, err := s.byUser(ctx, u.ID)
	if err != nil {
		return err
	}
	content, err := draftContent(row)
	if err != nil {
		return err
	}
	var errs web.FieldErrors
	in.Registration = strings.TrimSpace(in.Registration)
	switch {
	case in.Registration == "":
		errs.Add("registration", "profile.verify.registration_required", nil)
	case utf8.RuneCountInString(in.Registration) > maxRegistration || web.CleanText(in.Registration) != in.Registration:
		errs.Add("registration", "profile.verify.registration_invalid", map[string]any{"Max": maxRegistration})
	}
	if site, ok := normalizeURL(in.Website); ok {
		in.Website = site
	} else {
		errs.Add("website", "profile.verify.website_invalid", nil)
	}
	s.checkNote(&errs, &in.Note)
	if in.Document != "" && !s.ownsFile(ctx, row.ID, in.Document) {
		errs.Add("document", "profile.error.file_unknown", nil)
	}
	if err := errs.Err(); err != nil {
		return err
	}
	if content.Company.CompanyName == "" || content.Company.Country == "" || content.Company.City == "" {
		// About the whole form: the details to validate are on the company profile form.
		return &web.Error{Status: http.StatusUnprocessableEntity, Code: "invalid", Key: "profile.verify.company_incomplete"}
	}
	snap, err := json.Marshal(map[string]string{"companyName": content.Company.CompanyName,
		"country": content.Company.Country, "city": content.Company.City, "website": content.Company.Website})
	if err != nil {
		return err
	}
	return s.insertRequest(ctx, store.InsertVerificationRequestParams{ProfileID: row.ID, Kind: VerifyCompany,
		Registration: in.Registration, Website: in.Website, Document: in.Document, Note: in.Note,
		Snapshot: snap, Fingerprint: companyFingerprint(content.Company), Now: s.now()})
}

// RequestItemVerification asks for evidence item i of a section of the user's profile to be
// verified against a document (required).
func (s *Service) RequestItemVerification(ctx context.Context, u *web.User, section string, i int, document, note string) error {
	row, err := s.byUser(ctx, u.ID)
	if err != nil {
		return err
	}
	content, err := draftContent(row)
	if err != nil {
		return err
	}
	sec := content.Get(section)
	if sec == nil || i < 0 || i >= len(sec.Details) || !sec.Details[i].HasEvidence() {
		return web.NotFound()
	}
	var errs web.FieldErrors
	switch {
	case document == "":
		errs.Add("document", "profile.verify.document_required", nil)
	case !s.ownsFile(ctx, row.ID, document):
		errs.Add("document", "profile.error.file_unknown", nil)
	}
	s.checkNote(&errs, &note)
	if err := errs.Err(); err != nil {
		return err
	}
	snap, err := json.Marshal(sec.Details[i])
	if err != nil {
		return err
	}
	return s.insertRequest(ctx, store.InsertVerificationRequestParams{ProfileID: row.ID, Kind: VerifyItem,
		Section: section, Item: int32(i), Document: document, Note: note, Snapshot: snap,
		Fingerprint: itemFingerprint(section, *sec, i), Now: s.now()})
}

func (s *Service) checkNote(errs *web.FieldErrors, note *string) {
	*note = strings.TrimSpace(*note)
	if utf8.RuneCountInString(*note) > maxVerificationNote {
		errs.Add("note", "profile.error.too_long", map[string]any{"Max": maxVerificationNote})
	}
}

func (s *Service) insertRequest(ctx context.Context, p store.InsertVerificationRequestParams) error {
	_, err := s.q.InsertVerificationRequest(ctx, p)
	if errors.Is(err, pgx.ErrNoRows) {
		return web.Conflict("profile.verify.already_waiting")
	}
	return err
}

// ownsFile reports whether address is a file uploaded for the profile.
func (s *Service) ownsFile(ctx context.Context, profileID uuid.UUID, address string) bool {
	files, err := s.filesOf(ctx, profileID)
	if err != nil {
		return false
	}
	_, ok := files[address]
	return ok
}

// VerificationState is what the owner's verification page shows.
type VerificationState struct {
	Record   Record
	Marks    Marks                 // of the working copy
	Requests []VerificationRequest // newest first
	Company  bool                  // the plan unlocks company validation
	Items    bool                  // the plan unlocks document verification
}

// Verification is the user's verification page: its record, marks, requests and what its plan unlocks.
func (s *Service) Verification(ctx context.Context, userID uuid.UUID) (VerificationState, error) {
	rec, err := s.ownRecord(ctx, userID, loadPage)
	if err != nil {
		return VerificationState{}, err
	}
	st := VerificationState{Record: rec, Marks: rec.marks}
	rows, err := s.q.ListVerificationRequestsOf(ctx, rec.ID)
	if err != nil {
		return st, err
	}
	for _, r := range rows {
		st.Requests = append(st.Requests, VerificationRequest{VerificationRequest: r, CompanyName: rec.Company.CompanyName})
	}
	if s.plans != nil {
		if st.Company, err = s.plans.Entitled(ctx, userID, FeatureCompanyValidation); err != nil {
			return st, err
		}
		if st.Items, err = s.plans.Entitled(ctx, userID, FeatureDocumentVerification); err != nil {
			return st, err
		}
	}
	return st, nil
}

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
	return VerificationRequest{VerificationRequest: r.VerificationRequest, CompanyName: r.CompanyName}, err
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
