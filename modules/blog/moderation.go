package blog

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/mail"
	"greenconnect/app/web"
	"greenconnect/modules/blog/store"
)

// ReportReasons are the reasons a report picks from; "other" asks for its own text
// (docs/blog.md, "Reporting and moderation"). Names are blog.report.reason.<key>.
var ReportReasons = []string{"spam", "offensive", "misleading", "copyright", "other"}

// Limits of the moderation texts, in characters.
const (
	MaxReportOther   = 200
	MaxReportMessage = 2_000
	MaxHideReason    = 1_000
)

// The audit log's actions of the blog (docs/audit.md); names are blog.audit.<verb>.
const (
	ActionHide    = "blog.post.hide"
	ActionRestore = "blog.post.restore"
	ActionDismiss = "blog.post.dismiss"
	ActionMarquee = "blog.marquee.save"
)

// AuditActions lists the blog's audit actions, for the log's filter.
var AuditActions = []string{ActionHide, ActionRestore, ActionDismiss, ActionMarquee}

// ReportInput is a report as the form sends it.
type ReportInput struct {
	Reason, Other, Message string
}

// Report files one user's report on a public post. A second report of the same user on the
// same post is a conflict; the author cannot report their own.
func (s *Service) Report(ctx context.Context, reporter, reporterProfile, postID uuid.UUID, in ReportInput) error {
	p, err := s.get(ctx, postID)
	if err != nil {
		return err
	}
	if !p.Public() || p.ProfileID == reporterProfile {
		return web.NotFound()
	}
	var errs web.FieldErrors
	in.Other = trimmed(in.Other)
	in.Message = trimmed(in.Message)
	switch {
	case !contains(ReportReasons, in.Reason):
		errs.Add("reason", "blog.report.error.reason", nil)
	case in.Reason == "other" && in.Other == "":
		errs.Add("other", "form.error.required", nil)
	}
	web.MaxLen(&errs, "other", in.Other, MaxReportOther)
	web.MaxLen(&errs, "message", in.Message, MaxReportMessage)
	if err := errs.Err(); err != nil {
		return err
	}
	if in.Reason != "other" {
		in.Other = ""
	}
	n, err := s.q.CreateReport(ctx, store.CreateReportParams{PostID: postID, ReporterID: reporter, Reason: in.Reason,
		Other: in.Other, Message: in.Message, Now: s.now()})
	if err != nil {
		return err
	}
	if n == 0 {
		return web.Conflict("blog.report.already")
	}
	return nil
}

// Reported is a post in the moderation queue.
type Reported struct {
	ID           uuid.UUID
	Title        string
	Hidden       bool
	HiddenReason string
	OpenReports  int
	UpdatedAt    time.Time
	ReviewAsked  bool // hidden, and its author asks for another look
}

// Queue is a page of the posts with open reports (the most reported first unless sorted
// otherwise), or of the hidden posts, and how many match in all.
func (s *Service) Queue(ctx context.Context, f QueueFilter) ([]Reported, int, error) {
	n, err := s.q.CountReportedPosts(ctx, store.CountReportedPostsParams{Hidden: f.Hidden, Q: f.Q})
	if err != nil {
		return nil, 0, err
	}
	rows, err := s.q.ListReportedPosts(ctx, store.ListReportedPostsParams{Hidden: f.Hidden, Q: f.Q, Sort: f.Sort,
		Descending: f.Desc, Lim: f.Limit, Off: f.Offset})
	if err != nil {
		return nil, 0, err
	}
	out := make([]Reported, len(rows))
	for i, r := range rows {
		out[i] = Reported{ID: r.ID, Title: r.Title, Hidden: r.Hidden, HiddenReason: r.HiddenReason, OpenReports: int(r.OpenReports),
			UpdatedAt: r.UpdatedAt, ReviewAsked: r.ReviewAsked}
	}
	return out, int(n), nil
}

// QueueFilter is a page of the moderation queue: the hidden posts or those reported, a part
// of the title, the sort ("reports", "title", "changed") and the page.
type QueueFilter struct {
	Hidden        bool
	Q, Sort       string
	Desc          bool
	Limit, Offset int32 // web.ListQuery's
}

// PostReport is one report as moderators read it.
type PostReport struct {
	ReporterID uuid.UUID
	Reason     string
	Other      string
	Message    string
	At         time.Time
	Open       bool
}

// Reports are a post's reports, newest first.
func (s *Service) Reports(ctx context.Context, postID uuid.UUID) ([]PostReport, error) {
	rows, err := s.q.ListReports(ctx, postID)
	if err != nil {
		return nil, err
	}
	out := make([]PostReport, len(rows))
	for i, r := range rows {
		out[i] = PostReport{ReporterID: r.ReporterID, Reason: r.Reason, Other: r.Other, Message: r.Message,
			At: r.CreatedAt, Open: r.ResolvedAt == nil}
	}
	return out, nil
}

// Hide takes a post off every public list and feed at once, resolves its reports, tells
// its author why by mail and records the decision, all in one transaction.
func (s *Service) Hide(ctx context.Context, actor audit.Actor, postID uuid.UUID, reason string) error {
	reason = trimmed(reason)
	var errs web.FieldErrors
	web.Required(&errs, "reason", reason)
	web.MaxLen(&errs, "reason", reason, MaxHideReason)
	if err := errs.Err(); err != nil {
		return err
	}
	return s.setHidden(ctx, actor, postID, true, reason)
}

// Restore shows a hidden post again and records the decision.
func (s *Service) Restore(ctx context.Context, actor audit.Actor, postID uuid.UUID) error {
	return s.setHidden(ctx, actor, postID, false, "")
}

func (s *Service) setHidden(ctx context.Context, actor audit.Actor, postID uuid.UUID, hidden bool, reason string) error {
	p, err := s.get(ctx, postID)
	if err != nil {
		return err
	}
	now := s.now()
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if _, err := q.SetPostHidden(ctx, store.SetPostHiddenParams{ID: postID, Hidden: hidden, HiddenReason: reason, Now: now}); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return web.Conflict("blog.moderation.already")
			}
			return err
		}
		action := ActionRestore
		if hidden {
			action = ActionHide
			if _, err := q.ResolveReports(ctx, store.ResolveReportsParams{PostID: postID, Now: now}); err != nil {
				return err
			}
			if err := s.mailHidden(ctx, tx, p, reason); err != nil {
				return err
			}
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: action, ObjectType: "post", ObjectID: postID.String(),
			ObjectLabel: p.Title, Before: map[string]any{"hidden": !hidden}, After: map[string]any{"hidden": hidden}, Note: reason})
	})
	if err != nil {
		return err
	}
	s.changed(ctx, p.UserID, PostTag(p.ID))
	return nil
}

// Dismiss resolves a post's open reports without hiding it, and records the decision; a post
// without open reports (decided meanwhile) is a web.Conflict.
func (s *Service) Dismiss(ctx context.Context, actor audit.Actor, postID uuid.UUID) error {
	p, err := s.get(ctx, postID)
	if err != nil {
		return err
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		n, err := s.q.WithTx(tx).ResolveReports(ctx, store.ResolveReportsParams{PostID: postID, Now: s.now()})
		if err != nil {
			return err
		}
		if n == 0 { // another moderator decided meanwhile: nothing to dismiss, nothing to record
			return web.Conflict("blog.moderation.already")
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: ActionDismiss, ObjectType: "post", ObjectID: postID.String(),
			ObjectLabel: p.Title, Before: map[string]any{"openReports": n}, After: map[string]any{"openReports": 0}})
	})
}

// mailHidden tells the author, in their language, that a moderator hid the post and why.
func (s *Service) mailHidden(ctx context.Context, tx pgx.Tx, p Post, reason string) error {
	l, err := s.letterTo(ctx, p.UserID)
	if err != nil {
		return err
	}
	l.Subject = mail.T("blog.mail.hidden.subject")
	l.Lines = []mail.Text{mail.T("blog.mail.hidden.text", map[string]any{"Title": p.Title}),
		mail.T("blog.mail.hidden.reason", map[string]any{"Reason": reason})}
	l.Action = &mail.Action{Label: mail.T("blog.mail.hidden.action"), URL: s.mailer.URL(MinePath)}
	return s.mailer.SendTx(ctx, tx, l)
}

// letterTo is a letter addressed to a user, in their language.
func (s *Service) letterTo(ctx context.Context, userID uuid.UUID) (mail.Letter, error) {
	u, err := s.accounts.User(ctx, userID)
	if err != nil {
		return mail.Letter{}, err
	}
	l := mail.Letter{To: u.Email, Lang: "en", Name: u.Name}
	if u.Prefs != nil && u.Prefs.Locale != "" {
		l.Lang = u.Prefs.Locale
	}
	return l, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
