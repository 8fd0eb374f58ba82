package profile

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/google/uuid"

	"greenconnect/modules/profile/store"
	"greenconnect/modules/rating"
)

// decodeStored reads what this package wrote to the database as JSON (a record's working
// copy and snapshot, a history step's sections): every view of a company page decodes its
// snapshot, and JSON v2's decoder (github.com/go-json-experiment/json, the Go project's
// encoding/json/v2 as a module) does it in a third of encoding/json's time with half its
// allocations (docs/profile.md, "The record"). What it reads was written by encoding/json
// from the same types, through jsonb: names as tagged, each once, valid UTF-8, which v2
// asks for where encoding/json let them pass.
func decodeStored(b []byte, v any) error { return jsonv2.Unmarshal(b, v) }

// draftContent is the working copy of a profile row.
func draftContent(row store.CompanyProfile) (Content, error) {
	var c Content
	if err := decodeStored(row.Company, &c.Company); err != nil {
		return c, fmt.Errorf("profile %s company: %w", row.ID, err)
	}
	if err := decodeStored(row.Sections, &c.SectionSet); err != nil {
		return c, fmt.Errorf("profile %s sections: %w", row.ID, err)
	}
	fillGoals(&c)
	return c, nil
}

// publicContent is the last published snapshot, or the working copy before any publish.
func publicContent(row store.CompanyProfile) (Content, error) {
	if row.PublishedRecord == nil {
		return draftContent(row)
	}
	var c Content
	if err := decodeStored(row.PublishedRecord, &c); err != nil {
		return c, fmt.Errorf("profile %s snapshot: %w", row.ID, err)
	}
	fillGoals(&c)
	return c, nil
}

// rate computes the rating of profile id's content, with its Green Room posts.
func (s *Service) rate(ctx context.Context, id uuid.UUID, c Content, tbl rating.Table) (rating.Result, error) {
	posts, err := s.postTimes(ctx, id)
	if err != nil {
		return rating.Result{}, err
	}
	return rating.Compute(ratingInput(c, posts), tbl, s.now()), nil
}

// postTimes are the publication moments of profile id's Green Room posts the rule reads.
func (s *Service) postTimes(ctx context.Context, id uuid.UUID) ([]time.Time, error) {
	if s.greenRoom == nil {
		return nil, nil
	}
	return s.greenRoom.PublishedPostTimes(ctx, id, rating.GreenRoomSince(s.now()))
}

// NextSteps is the exact breakdown of the answers that would raise a record's score.
func (s *Service) NextSteps(r Record) []rating.Step {
	return rating.NextSteps(r.input, r.table, s.now())
}

// GreenRoomProgress is how many of the 12 weeks the Green Room rule reads have a post in
// the record, and the Monday of the week to post in next (docs/blog.md, "Green Room points").
func (s *Service) GreenRoomProgress(r Record) (done int, next time.Time) {
	return rating.GreenRoomProgress(r.input.Posts, s.now())
}

// ratingInput is what the engine reads of a profile's content.
func ratingInput(c Content, posts []time.Time) rating.Record {
	r := rating.Record{CompanyComplete: c.Company.Complete(), Posts: posts}
	secs := c.All()
	for i := range rating.NumSections {
		sec := secs[i]
		a := rating.Answer{Stage: sec.Stage(), Accreditation: sec.Accreditation(),
			PlannedFor: parseDay(sec.PlannedFor), MissedTarget: parseDay(sec.MissedTarget)}
		if sec.AnsweredAt != nil {
			a.AnsweredAt = *sec.AnsweredAt
		}
		r.Answers[i] = a
	}
	return r
}

// parseDay reads YYYY-MM-DD; zero for empty or malformed (validation refuses those first).
func parseDay(s NullString) time.Time {
	if s == "" { // most sections have no date: time.Parse would build an error for each
		return time.Time{}
	}
	t, err := time.Parse(time.DateOnly, string(s))
	if err != nil {
		return time.Time{}
	}
	return t
}

func encodeJSON(v any) ([]byte, error) { return json.Marshal(v) }
