package blog_test

import (
	"context"
	"encoding/xml"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
)

// Who works the queue (docs/blog.md, "Reporting and moderation"): moderators and admins;
// moderators also reach the profile review queue; a company does not.
func TestModerationPermissionsPerRole(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ownerID, profileID := author(t, app, "owner@example.com")
	p := publish(t, app, ownerID, profileID, "Post", "Content", "company_news")
	for _, c := range []struct {
		roles []string
		want  int
	}{
		{nil, http.StatusForbidden},
		{[]string{account.RoleModerator}, http.StatusOK},
		{[]string{account.RoleAdmin}, http.StatusOK},
	} {
		email := "user" + strings.Join(c.roles, "") + "@example.com"
		c2 := app.Client()
		c2.SignInAs(app.CreateUser(email, c.roles...))
		require.Equal(t, c.want, c2.Get("/admin/reported-posts").StatusCode, "queue, roles %v", c.roles)
		require.Equal(t, c.want, c2.Get("/admin/profiles").StatusCode, "profile review, roles %v", c.roles)
		hide := c2.PostForm("/admin/reported-posts/"+p.ID.String()+"/hide", url.Values{"reason": {"x"}})
		if c.want == http.StatusForbidden {
			require.Equal(t, http.StatusForbidden, hide.StatusCode)
			marquee := c2.Get("/admin/marquee")
			require.Equal(t, http.StatusForbidden, marquee.StatusCode)
		}
	}
	mod := app.Client()
	mod.SignInAs(app.CreateUser("m2@example.com", account.RoleModerator))
	require.Equal(t, http.StatusForbidden, mod.Get("/admin/marquee").StatusCode, "the marquee is the admins'")
	require.Equal(t, http.StatusSeeOther, app.Client().Get("/admin/reported-posts").StatusCode, "visitors go to sign in")
}

// Reported → hidden: the post leaves every public list and feed at once, its author gets a
// mail with the reason and sees it on /blog/mine, and the decision is in the audit log.
func TestAReportedPostHiddenByAModerator(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	ownerID, profileID := author(t, app, "owner@example.com")
	p := publish(t, app, ownerID, profileID, "Questionable", "Buy now!!!", "company_news")
	id := p.ID.String()

	reader := app.Client()
	reader.SignInAs(app.CreateUser("reader@example.com"))
	res := reader.PostForm("/blog/"+id+"/report", url.Values{"reason": {"other"}, "message": {"Looks like spam"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "other needs its text")
	require.Equal(t, "Please fill in this field.", res.Text("#f-report-other-error"))
	require.Equal(t, "Looks like spam", res.Text("#f-report-message"))
	res = reader.PostForm("/blog/"+id+"/report", url.Values{"reason": {"spam"}, "message": {"Looks like spam"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	res = reader.PostForm("/blog/"+id+"/report", url.Values{"reason": {"spam"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	reports, err := app.Server.Modules.Blog.Reports(ctx, p.ID)
	require.NoError(t, err)
	require.Len(t, reports, 1, "one report per user per post")

	mod := app.Client()
	modID := app.CreateUser("mod@example.com", account.RoleModerator)
	mod.SignInAs(modID)
	queue := mod.Get("/admin/reported-posts")
	require.Contains(t, queue.Text("[data-testid=queue-table]"), "Questionable")
	res = mod.PostForm("/admin/reported-posts/"+id+"/hide", url.Values{"reason": {""}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a reason is required")
	res = mod.PostForm("/admin/reported-posts/"+id+"/hide", url.Values{"reason": {"Advertising is not allowed <b>here</b>"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)

	anon := app.Client()
	require.Equal(t, http.StatusNotFound, anon.Get("/blog/"+id).StatusCode)
	require.Equal(t, http.StatusNotFound, reader.Get("/blog/"+id).StatusCode)
	require.Equal(t, 0, anon.Get("/blog").Find("[data-testid=blog-card]").Length())
	require.NotContains(t, anon.Get("/blog/feed.xml").Body, "Questionable")
	require.Equal(t, http.StatusOK, mod.Get("/blog/"+id).StatusCode, "moderators still see it")

	owner := app.Client()
	owner.SignInAs(ownerID)
	mine := owner.Get("/blog/mine")
	require.Contains(t, mine.Text("[data-testid=hidden-reason]"), "Advertising is not allowed <b>here</b>")
	require.Equal(t, 0, mine.Find("[data-testid=hidden-reason] b").Length(), "the reason is text")
	mail := app.LastMailTo("owner@example.com")
	require.Equal(t, "Your post was hidden by a moderator", mail.Subject)
	require.Contains(t, mail.Text, "Advertising is not allowed")

	entries, err := app.Server.Audit.List(ctx, audit.Filter{Action: "blog.post.hide"})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 1)
	require.Equal(t, modID, entries.Entries[0].Actor.ID)
	require.Equal(t, "Advertising is not allowed <b>here</b>", entries.Entries[0].Entry.Note)

	require.Equal(t, http.StatusSeeOther, mod.PostForm("/admin/reported-posts/"+id+"/restore", nil).StatusCode)
	require.Equal(t, http.StatusOK, anon.Get("/blog/"+id).StatusCode)
	entries, err = app.Server.Audit.List(ctx, audit.Filter{Action: "blog.post."})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 2)
	require.Equal(t, audit.Pair{Before: "true", After: "false"}, entries.Entries[0].Changes["hidden"])

	// Reported again, the reports are dismissed: recorded once; a second dismissal finds none.
	other := app.Client()
	other.SignInAs(app.CreateUser("other@example.com"))
	require.Equal(t, http.StatusSeeOther, other.PostForm("/blog/"+id+"/report", url.Values{"reason": {"spam"}}).StatusCode)
	require.Equal(t, http.StatusSeeOther, mod.PostForm("/admin/reported-posts/"+id+"/dismiss", nil).StatusCode)
	require.Equal(t, http.StatusConflict, mod.PostForm("/admin/reported-posts/"+id+"/dismiss", nil).StatusCode)
	entries, err = app.Server.Audit.List(ctx, audit.Filter{Action: "blog.post.dismiss"})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 1)
	require.Equal(t, audit.Pair{Before: "1", After: "0"}, entries.Entries[0].Changes["openReports"])
}

// Script typed into a title or content never runs: the page escapes the title, the content
// is sanitized, the feed is well-formed XML with the text escaped.
func TestScriptInAPostRunsNowhere(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ownerID, profileID := author(t, app, "owner@example.com")
	title := `</title><script>alert("t")</script> & "quotes"`
	p := publish(t, app, ownerID, profileID, title, `<script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3))`, "business_opportunities")
	anon := app.Client()
	page := anon.Get("/blog/" + p.ID.String())
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, 0, page.Find("main script, [data-testid=post-content] img[onerror]").Length())
	require.NotContains(t, page.Body, "javascript:alert")
	require.NotContains(t, page.Body, `<script>alert("t")`)
	og, _ := page.Find(`meta[property="og:title"]`).Attr("content")
	require.Equal(t, title, og, "the tag holds the text, escaped")

	feed := anon.Get("/blog/feed.xml?category=business_opportunities")
	require.Equal(t, http.StatusOK, feed.StatusCode)
	require.True(t, strings.HasPrefix(feed.Header.Get("Content-Type"), "application/atom+xml"))
	var parsed struct {
		Entries []struct {
			Title   string `xml:"title"`
			Summary string `xml:"summary"`
		} `xml:"entry"`
	}
	require.NoError(t, xml.Unmarshal([]byte(feed.Body), &parsed), "well-formed")
	require.Len(t, parsed.Entries, 1)
	require.Equal(t, title, parsed.Entries[0].Title)
	require.NotContains(t, feed.Body, "<script")
	require.Empty(t, app.Client().Get("/blog/feed.xml?category=company_news").Find("entry").Nodes)
}

// Search like the marketplace's: words as prefixes, query syntax read as text, never a 500;
// huge or odd page numbers answer.
func TestSearchAndPagesTakeAnyInput(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ownerID, profileID := author(t, app, "owner@example.com")
	publish(t, app, ownerID, profileID, "Énergie solaire", "Panels on the roof", "company_news")
	publish(t, app, ownerID, profileID, "Wind farms", "Turbines offshore", "sustainability_news")
	anon := app.Client()
	require.Equal(t, "Énergie solaire", strings.TrimSpace(anon.Get("/blog?q=energ").Find("[data-testid=blog-card] h2").Text()))
	require.Equal(t, 1, anon.Get("/blog?q=turb").Find("[data-testid=blog-card]").Length())
	for _, q := range []string{"a:*|b", "'\\'", "ʼ:ː", "!!!", "\x00", strings.Repeat("x ", 300), "(&|)"} {
		res := anon.Get("/blog?q=" + url.QueryEscape(q))
		require.Less(t, res.StatusCode, 500, "q=%q", q)
	}
	for _, page := range []string{"99999999999999999999", "-1", "abc", "100001"} {
		res := anon.Get("/blog?page=" + page)
		require.Less(t, res.StatusCode, 500, "page=%s", page)
	}
	past := anon.Get("/blog?page=5")
	require.Equal(t, http.StatusOK, past.StatusCode)
	require.Equal(t, 1, past.Find("[data-testid=past-end]").Length())
	require.Equal(t, 1, anon.Get("/blog?category=sustainability_news").Find("[data-testid=blog-card]").Length())
}
