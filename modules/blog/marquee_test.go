package blog_test

import (
	"context"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
)

func TestAdminsSetTheMarqueeInFourLanguages(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.Client()
	adminID := app.CreateUser("admin@example.com", account.RoleAdmin)
	admin.SignInAs(adminID)
	res := admin.PostForm("/admin/marquee", url.Values{"en": {strings.Repeat("too many\n", 6)}, "fr": {"Bonjour"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please write at most 5 headlines.", res.Text("#f-en-error"))
	require.Equal(t, "Bonjour", res.Text("#f-fr"), "what was typed is kept")

	res = admin.PostForm("/admin/marquee", url.Values{"en": {"Solar week <script>x</script>\n\nSecond headline"}, "fr": {"La semaine du soleil"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)

	anon := app.Client()
	blog := anon.Get("/blog")
	require.Equal(t, []string{"Solar week <script>x</script>", "Second headline"}, blog.Find("[data-testid=marquee] ul:not([aria-hidden]) li").Map(func(_ int, s *goquery.Selection) string { return s.Text() }))
	require.Equal(t, 0, blog.Find("[data-testid=marquee] script").Length())
	require.Equal(t, 1, anon.Get("/").Find("[data-testid=marquee]").Length(), "the landing page shows it too")
	anon.SetCookie("gc_prefs", "l=fr")
	require.Equal(t, "La semaine du soleil", anon.Get("/blog").Text("[data-testid=marquee] ul:not([aria-hidden]) li"))
	anon.SetCookie("gc_prefs", "l=zh")
	require.Equal(t, 2, anon.Get("/blog").Find("[data-testid=marquee] ul:not([aria-hidden]) li").Length(), "a language without its own shows the English")

	entries, err := app.Server.Audit.List(context.Background(), audit.Filter{Action: "blog.marquee."})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 1)
	require.Equal(t, adminID, entries.Entries[0].Actor.ID)

	// Two admins open the editor; the second save does not silently replace the first.
	other := app.Client()
	other.SignInAs(app.CreateUser("admin2@example.com", account.RoleAdmin))
	mine := admin.Get("/admin/marquee").Find(`[data-testid="marquee-form"] input[name=seen]`).AttrOr("value", "")
	theirs := other.Get("/admin/marquee").Find(`[data-testid="marquee-form"] input[name=seen]`).AttrOr("value", "")
	require.NotEmpty(t, mine)
	require.Equal(t, http.StatusSeeOther, other.PostForm("/admin/marquee", url.Values{"en": {"Their headline"}, "seen": {theirs}}).StatusCode)
	res = admin.PostForm("/admin/marquee", url.Values{"en": {"My headline"}, "seen": {mine}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Contains(t, res.Text(`[data-testid="marquee-form"] [data-testid="conflict"]`), "Someone saved the marquee while you were editing it")
	require.Equal(t, "My headline", res.Text("#f-en"), "what was typed is kept")
	require.Equal(t, "Their headline", anon.Get("/blog").Text("[data-testid=marquee] ul:not([aria-hidden]) li"))
	again := res.Find(`[data-testid="marquee-form"] input[name=seen]`).AttrOr("value", "")
	require.Equal(t, http.StatusSeeOther, admin.PostForm("/admin/marquee", url.Values{"en": {"My headline"}, "seen": {again}}).StatusCode,
		"saved again, deliberately")
	anon.SetCookie("gc_prefs", "l=en")
	page := anon.Get("/blog")
	require.Equal(t, "My headline", page.Text("[data-testid=marquee] ul:not([aria-hidden]) li"))

	// The strip is never an empty box with a lone checkbox: the headline is in the page's
	// first list, and the pause is a toggle button (docs/blog.md, "Marquee").
	require.Zero(t, page.Find(`[data-testid=marquee] input[type=checkbox]`).Length())
	pause := page.Find(`[data-testid=marquee] button[data-testid=marquee-pause]`)
	require.Equal(t, "false", pause.AttrOr("aria-pressed", ""))
	require.Equal(t, "button", pause.AttrOr("type", ""))
	require.Equal(t, "Pause the headlines", pause.Text())
	require.Equal(t, "true", page.Find("[data-testid=marquee] ul[aria-hidden]").AttrOr("aria-hidden", ""), "the scrolling copy is not read twice")
}

func TestAnEnquiryReachesTheAuthorByMailAndOnTheirList(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ownerID, profileID := author(t, app, "owner@example.com")
	p := publish(t, app, ownerID, profileID, "Waste heat", "We have heat to give.", "business_opportunities")
	news := publish(t, app, ownerID, profileID, "News", "Just news.", "company_news")
	sender := app.Client()
	sender.SignInAs(app.CreateUser("sender@example.com"))
	page := sender.Get("/blog/" + p.ID.String())
	require.Equal(t, 1, page.Find("[data-testid=enquiry-form]").Length())
	require.Equal(t, 0, sender.Get("/blog/"+news.ID.String()).Find("[data-testid=enquiry-form]").Length(), "business posts only")
	require.Equal(t, http.StatusNotFound, sender.PostForm("/blog/"+news.ID.String()+"/enquiry",
		url.Values{"position": {"owner"}, "subject": {"x"}, "message": {"y"}}).StatusCode)

	res := sender.PostForm("/blog/"+p.ID.String()+"/enquiry", url.Values{"position": {"other"}, "subject": {"Greenhouse"}, "message": {"We grow tomatoes."}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please fill in this field.", res.Text("#f-enquiry-other-error"))
	require.Equal(t, "Other position: Please fill in this field.", res.Text(".form-alert-list"),
		"the error summary names the field")
	other, _ := res.Find("#f-enquiry-other").Attr("data-shown-when")
	require.Equal(t, "f-enquiry-position=other", other, "the Other field shows only when Other is chosen")
	require.Equal(t, "We grow tomatoes.", res.Text("#f-enquiry-message"))
	res = sender.PostForm("/blog/"+p.ID.String()+"/enquiry", url.Values{"position": {"other"}, "other": {"Head grower"},
		"subject": {"Greenhouse"}, "message": {"We grow <b>tomatoes</b>."}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)

	mail := app.LastMailTo("owner@example.com")
	require.Equal(t, "An enquiry about “Waste heat”", mail.Subject)
	require.Contains(t, mail.Text, "Head grower")
	require.Contains(t, mail.Text, "sender@example.com")
	require.NotContains(t, mail.HTML, "<b>tomatoes</b>", "the message is text in the mail")

	owner := app.Client()
	owner.SignInAs(ownerID)
	list := owner.Get("/blog/mine")
	require.Contains(t, list.Text("[data-testid=enquiries]"), "Greenhouse")
	require.Contains(t, list.Text("[data-testid=enquiries]"), "We grow <b>tomatoes</b>.")
}

// The marquee is kept in memory (the landing page and The Green Room show it on every
// view) and a save on one instance reaches every other one's copy.
func TestASavedMarqueeReachesEveryInstance(t *testing.T) {
	t.Parallel()
	a := apptest.New(t)
	b := apptest.NewOn(t, a.Pool, a.DBURL, a.Config, a.Clock)
	ctx := context.Background()
	for _, inst := range []*apptest.App{a, b} {
		inst.Server.Signals.Start(ctx, 5*time.Second)
		t.Cleanup(inst.Server.Signals.Stop)
		require.Eventually(t, inst.Server.Signals.Listening, 10*time.Second, 10*time.Millisecond)
	}
	admin := audit.Actor{ID: a.CreateUser("admin@example.com", account.RoleAdmin), Label: "admin"}
	drops := b.Server.Signals.MemoDrops()
	require.NoError(t, a.Server.Modules.Blog.SaveMarquee(ctx, admin, map[string]string{"en": "First"}, ""))
	require.Eventually(t, func() bool { return b.Server.Signals.MemoDrops() > drops }, 10*time.Second, 10*time.Millisecond,
		"b hears of the save")
	require.Equal(t, []string{"First"}, b.Server.Modules.Blog.Headlines(ctx, "en"))
	// Kept: a row changed behind the service's back is not read again...
	_, err := a.Pool.Exec(ctx, "UPDATE blog_marquee SET headlines = 'Behind its back' WHERE lang = 'en'")
	require.NoError(t, err)
	require.Equal(t, []string{"First"}, b.Server.Modules.Blog.Headlines(ctx, "en"), "b reads its copy")
	// ...and a save through either instance drops the copies.
	require.NoError(t, a.Server.Modules.Blog.SaveMarquee(ctx, admin, map[string]string{"en": "Second"}, ""))
	require.Equal(t, []string{"Second"}, a.Server.Modules.Blog.Headlines(ctx, "en"), "the instance that saved, at once")
	require.Eventually(t, func() bool {
		return slices.Equal(b.Server.Modules.Blog.Headlines(ctx, "en"), []string{"Second"})
	}, 10*time.Second, 20*time.Millisecond, "the other, when it hears of it")
}
