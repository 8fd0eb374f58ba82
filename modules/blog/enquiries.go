package blog

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/mail"
	"greenconnect/app/web"
	"greenconnect/modules/blog/store"
)

// Positions a sender picks from; "other" asks for its own text (docs/blog.md,
// "Enquiries"). Names are blog.enquiry.position.<key>.
var Positions = []string{"owner", "director", "manager", "employee", "consultant", "other"}

// Limits of an enquiry's fields, in characters.
const (
	MaxEnquiryOther   = 100
	MaxEnquirySubject = 150
	MaxEnquiryMessage = 2_000
)

// EnquiryInput is an enquiry as the form sends it.
type EnquiryInput struct {
	Position, Other, Subject, Message string
}

// Enquiry is an enquiry as its recipient reads it.
type Enquiry struct {
	ID        uuid.UUID
	PostID    uuid.UUID
	PostTitle string
	Position  string
	Other     string
	Subject   string
	Message   string
	At        time.Time
}

// Enquire sends an enquiry about a public business post to its author: kept for the
// author's list and mailed through the job queue, both in one transaction.
func (s *Service) Enquire(ctx context.Context, sender uuid.UUID, senderEmail string, postID uuid.UUID, in EnquiryInput) error {
	p, err := s.get(ctx, postID)
	if err != nil {
		return err
	}
	if !p.Public() || !TakesEnquiries(p.Category) {
		return web.NotFound()
	}
	var errs web.FieldErrors
	in.Other, in.Subject, in.Message = trimmed(web.CleanText(in.Other)), trimmed(web.CleanText(in.Subject)), trimmed(in.Message)
	switch {
	case !contains(Positions, in.Position):
		errs.Add("position", "blog.enquiry.error.position", nil)
	case in.Position == "other" && in.Other == "":
		errs.Add("other", "form.error.required", nil)
	}
	web.MaxLen(&errs, "other", in.Other, MaxEnquiryOther)
	web.Required(&errs, "subject", in.Subject)
	web.MaxLen(&errs, "subject", in.Subject, MaxEnquirySubject)
	web.Required(&errs, "message", in.Message)
	web.MaxLen(&errs, "message", in.Message, MaxEnquiryMessage)
	if err := errs.Err(); err != nil {
		return err
	}
	if in.Position != "other" {
		in.Other = ""
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := s.q.WithTx(tx).CreateEnquiry(ctx, store.CreateEnquiryParams{PostID: postID, SenderID: sender,
			Position: in.Position, Other: in.Other, Subject: in.Subject, Message: in.Message, Now: s.now()}); err != nil {
			return err
		}
		l, err := s.letterTo(ctx, p.UserID)
		if err != nil {
			return err
		}
		position := mail.T("blog.enquiry.position." + in.Position)
		if in.Position == "other" {
			position = mail.T("blog.mail.enquiry.plain", map[string]any{"Text": in.Other})
		}
		l.Subject = mail.T("blog.mail.enquiry.subject", map[string]any{"Title": p.Title})
		l.Lines = []mail.Text{mail.T("blog.mail.enquiry.text", map[string]any{"Title": p.Title, "Sender": senderEmail}),
			position, mail.T("blog.mail.enquiry.plain", map[string]any{"Text": in.Subject}),
			mail.T("blog.mail.enquiry.plain", map[string]any{"Text": in.Message})}
		l.Action = &mail.Action{Label: mail.T("blog.mail.enquiry.action"), URL: s.mailer.URL(MinePath)}
		return s.mailer.SendTx(ctx, tx, l)
	})
}

// Enquiries are the enquiries the company received, newest first.
func (s *Service) Enquiries(ctx context.Context, profileID uuid.UUID) ([]Enquiry, error) {
	rows, err := s.q.ListEnquiriesForProfile(ctx, profileID)
	if err != nil {
		return nil, err
	}
	out := make([]Enquiry, len(rows))
	for i, r := range rows {
		out[i] = Enquiry{ID: r.ID, PostID: r.PostID, PostTitle: r.PostTitle, Position: r.Position, Other: r.Other,
			Subject: r.Subject, Message: r.Message, At: r.CreatedAt}
	}
	return out, nil
}
