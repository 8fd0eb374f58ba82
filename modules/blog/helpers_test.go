package blog_test

import (
	"context"
	"fmt"
	"net/url"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/blog"
)

// author makes a signed-up company account and its (draft) profile.
func author(t *testing.T, app *apptest.App, email string) (userID, profileID uuid.UUID) {
	t.Helper()
	userID = app.CreateUser(email)
	profileID, err := app.Server.Modules.Profiles.ProfileIDForUser(context.Background(), userID)
	require.NoError(t, err)
	return userID, profileID
}

// loadTestAuthors are n company accounts (emails prefix0@example.com…) for the load-test set.
func loadTestAuthors(t *testing.T, app *apptest.App, prefix string, n int) []blog.LoadTestAuthor {
	t.Helper()
	var authors []blog.LoadTestAuthor
	for i := range n {
		userID, profileID := author(t, app, fmt.Sprintf("%s%d@example.com", prefix, i))
		authors = append(authors, blog.LoadTestAuthor{ProfileID: profileID, UserID: userID})
	}
	return authors
}

// publish writes a published post for the company through the service.
func publish(t *testing.T, app *apptest.App, userID, profileID uuid.UUID, title, content, category string) blog.Post {
	t.Helper()
	p, err := app.Server.Modules.Blog.Save(context.Background(), profileID, userID, blog.PostInput{
		Title: title, Content: content, Category: category, Published: true})
	require.NoError(t, err)
	return p
}

// postForm is a valid editor form.
func postForm(title, content, category, status string) url.Values {
	return url.Values{"title": {title}, "content": {content}, "category": {category}, "status": {status}, "internal_title": {"internal " + title}}
}

// auditActor is a moderator as the audit log records them.
func auditActor(id uuid.UUID) audit.Actor { return audit.Actor{ID: id, Label: "moderator"} }
