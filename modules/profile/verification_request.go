package profile

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/links"
	"greenconnect/app/web"
	"greenconnect/modules/billing"
	"greenconnect/modules/profile/store"
)

// Green Verification's requests (docs/profile.md, "Green Verification"): what a company asks
// to have checked, and its own page of them.
// VerificationRequest is one request, with the company's name.
type VerificationRequest struct {
	store.VerificationRequest
	CompanyName string
	// DecidedByEmail is the admin who decided it ("" before a decision, or in a list).
	DecidedByEmail string
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
	// CheckOnly checks the rest and asks nothing: done before the document is stored, so a
	// refused form leaves no file behind.
	CheckOnly bool
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
	if site, ok := links.Normalize(in.Website); ok {
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
	if in.CheckOnly {
		return nil
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
	if st.Company, err = s.Entitled(ctx, userID, billing.FeatureCompanyValidation); err != nil {
		return st, err
	}
	st.Items, err = s.Entitled(ctx, userID, billing.FeatureDocumentVerification)
	return st, err
}

// Entitled reports whether the user's plan unlocks f (billing's answer; false without
// billing). The handler's gate asks it too: billing.RequireFeature(h.Service, f).
func (s *Service) Entitled(ctx context.Context, userID uuid.UUID, f billing.Feature) (bool, error) {
	if s.billing == nil {
		return false, nil
	}
	return s.billing.Entitled(ctx, userID, f)
}
