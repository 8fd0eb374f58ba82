package blog

import (
	"context"
	"time"

	"github.com/google/uuid"

	"greenconnect/modules/blog/store"
)

// Export is the Green Room's part of a user's data export (docs/api.md, "Your data") besides
// its posts: the enquiries it sent and those its company's posts received, and the reports
// it filed.
type Export struct {
	Enquiries []ExportEnquiry `json:"enquiries"`
	Reports   []ExportReport  `json:"reports"`
}

// ExportEnquiry is an enquiry as the export lists it; Sent tells the user's own from those
// it received (whose sender stays unnamed: the author was told by mail).
type ExportEnquiry struct {
	PostID    uuid.UUID `json:"postId"`
	PostTitle string    `json:"postTitle"`
	Sent      bool      `json:"sent"`
	Position  string    `json:"position"`
	Other     string    `json:"other"`
	Subject   string    `json:"subject"`
	Message   string    `json:"message"`
	At        time.Time `json:"at"`
}

// ExportReport is a report the user filed.
type ExportReport struct {
	PostID     uuid.UUID  `json:"postId"`
	PostTitle  string     `json:"postTitle"`
	Reason     string     `json:"reason"`
	Other      string     `json:"other"`
	Message    string     `json:"message"`
	At         time.Time  `json:"at"`
	ResolvedAt *time.Time `json:"resolvedAt"`
}

// ExportOf is the user's enquiries and reports; profileID is its company's profile.
func (s *Service) ExportOf(ctx context.Context, userID, profileID uuid.UUID) (Export, error) {
	out := Export{Enquiries: []ExportEnquiry{}, Reports: []ExportReport{}}
	enquiries, err := s.q.ExportEnquiries(ctx, store.ExportEnquiriesParams{UserID: userID, ProfileID: profileID})
	if err != nil {
		return out, err
	}
	for _, e := range enquiries {
		out.Enquiries = append(out.Enquiries, ExportEnquiry{PostID: e.PostID, PostTitle: e.PostTitle, Sent: e.Sent,
			Position: e.Position, Other: e.Other, Subject: e.Subject, Message: e.Message, At: e.CreatedAt})
	}
	reports, err := s.q.ExportReports(ctx, userID)
	if err != nil {
		return out, err
	}
	for _, r := range reports {
		out.Reports = append(out.Reports, ExportReport{PostID: r.PostID, PostTitle: r.PostTitle, Reason: r.Reason,
			Other: r.Other, Message: r.Message, At: r.CreatedAt, ResolvedAt: r.ResolvedAt})
	}
	return out, nil
}
