package blog

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"greenconnect/modules/blog/store"
)

// LoadTestAuthor is a company that writes load-test posts: its profile and its user.
type LoadTestAuthor struct {
	ProfileID, UserID uuid.UUID
}

// loadTopics and loadActions make the load-test posts' titles and texts: words a search
// finds often ("green"), sometimes ("solar") and rarely (each post's number).
var (
	loadTopics  = []string{"green", "solar", "recycling", "energy", "water", "transport", "packaging", "biodiversity", "training", "waste", "supply", "heating"}
	loadActions = []string{"How we cut", "A year of", "Notes on", "What we learnt about", "Our plan for", "Questions on", "Partners wanted for"}
)

// SeedLoadTest gives the authors want published posts in all, taking turns, loaded in bulk
// (the benchmark's set: one post a company, docs/blog.md, "Listings at any size"). They are
// dated from 400 days back, older than any week the Green Room points count, so no rating
// moves. It returns how many it made; a second run makes none.
func (s *Service) SeedLoadTest(ctx context.Context, authors []LoadTestAuthor, want int) (int, error) {
	if len(authors) == 0 || want <= 0 {
		return 0, nil
	}
	users := make([]uuid.UUID, len(authors))
	for i, a := range authors {
		users[i] = a.UserID
	}
	have, err := s.q.CountPostsBy(ctx, users)
	if err != nil || int(have) >= want {
		return 0, err
	}
	start := s.now().Add(-400 * 24 * time.Hour)
	rows := make([]store.CopyLoadTestPostsParams, 0, want-int(have))
	for i := int(have); i < want; i++ {
		a := authors[i%len(authors)]
		topic := loadTopics[i%len(loadTopics)]
		if i%3 == 0 {
			topic = "green " + topic
		}
		at := start.Add(-time.Duration(i) * 37 * time.Minute)
		title := fmt.Sprintf("%s %s, part %d", loadActions[(i/len(loadTopics))%len(loadActions)], topic, i)
		content := fmt.Sprintf("Post %d of the load-test set. %s: what we measured, what it cost and what comes "+
			"next for our %s work. We share it so that others in the directory can compare, ask and join in.", i, title, topic)
		summary := Summary(content)
		rows = append(rows, store.CopyLoadTestPostsParams{ProfileID: a.ProfileID, UserID: a.UserID, Title: title,
			Content: content, Summary: &summary, Category: Categories[i%len(Categories)], Published: true, PublishedAt: &at,
			CreatedAt: at, UpdatedAt: at})
	}
	n, err := s.q.CopyLoadTestPosts(ctx, rows)
	if err != nil {
		return 0, err
	}
	return int(n), s.q.AnalyzePosts(ctx)
}
