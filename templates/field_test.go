package templates

import (
	"bytes"
	"context"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/a-h/templ"
	"github.com/stretchr/testify/require"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
)

// fragment renders a component in English and parses it.
func fragment(t *testing.T, c templ.Component) *goquery.Document {
	t.Helper()
	bundle, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: Messages})
	require.NoError(t, err)
	sh := &web.Shell{Prefs: web.DefaultPrefs(), Loc: bundle.Localizer("en")}
	var b bytes.Buffer
	require.NoError(t, c.Render(web.WithShell(context.Background(), sh), &b))
	doc, err := goquery.NewDocumentFromReader(&b)
	require.NoError(t, err)
	return doc
}

func refused() web.Form {
	f := web.NewForm()
	f.Set("name", "Solar <b>")
	f.Errors.Add("name", "upload.too_large", map[string]any{"Max": "5 MB"})
	return f
}

func TestEveryKindOfFieldTiesItsLabelHelpAndErrorTheSameWay(t *testing.T) {
	t.Parallel()
	for _, kind := range []string{"", "text", "email", "url", "number", "date", "password", "textarea", "select", "checkbox", "file"} {
		t.Run(kind, func(t *testing.T) {
			t.Parallel()
			in := Input{Name: "name", Type: kind, Label: "Name", Help: "Say it", Required: true, Refill: true,
				Options: []Option{{Value: "a", Label: "A"}}}
			doc := fragment(t, Field(refused(), in))
			ctl := doc.Find("#f-name")
			require.Equal(t, 1, ctl.Length(), "one control with the id")
			require.Equal(t, "name", ctl.AttrOr("name", ""))
			require.Equal(t, "true", ctl.AttrOr("aria-invalid", ""))
			require.Equal(t, "f-name-help f-name-error", ctl.AttrOr("aria-describedby", ""))
			_, required := ctl.Attr("required")
			require.True(t, required)
			require.Equal(t, "Say it", doc.Find("p.field-help#f-name-help").Text())
			require.Equal(t, "The file is too large: the limit is 5 MB.", doc.Find("p.field-error#f-name-error span").Text())
			label := doc.Find("label")
			require.Contains(t, label.Text(), "Name")
			require.Equal(t, 1, label.Find(".required-mark[aria-hidden=true]").Length())
			if kind == "checkbox" {
				require.Equal(t, 1, label.Find("#f-name").Length(), "a checkbox sits inside its label")
			} else {
				require.Equal(t, "f-name", label.AttrOr("for", ""))
			}
		})
	}
}

func TestAFieldWithoutProblemsOrHelpIsDescribedByNothing(t *testing.T) {
	t.Parallel()
	f := web.NewForm()
	f.Set("site", "https://example.com")
	doc := fragment(t, Field(f, Input{Name: "site", Type: "url", Label: "Site"}))
	ctl := doc.Find("input#f-site")
	require.Equal(t, "https://example.com", ctl.AttrOr("value", ""))
	_, invalid := ctl.Attr("aria-invalid")
	_, described := ctl.Attr("aria-describedby")
	require.False(t, invalid)
	require.False(t, described)
	require.Equal(t, 0, doc.Find(".field-error, .field-help, .required-mark").Length())
}

func TestFieldsKeepWhatWasTypedExceptAPasswordBeingChecked(t *testing.T) {
	t.Parallel()
	f := web.NewForm()
	f.Set("about", "We <plant> trees")
	f.Set("password", "secret")
	f.Set("sector", "b")
	f.Set("terms", "yes")
	doc := fragment(t, templ.Join(
		Field(f, Input{Name: "about", Type: "textarea", Label: "About", Rows: 6}),
		Field(f, Input{Name: "password", Type: "password", Label: "Password"}),
		Field(f, Input{Name: "sector", Type: "select", Label: "Sector", Choose: "Choose…", Options: []Option{
			{Value: "a", Label: "A", Group: "First"}, {Value: "b", Label: "B", Group: "First"}, {Value: "c", Label: "C", Group: "Second"}}}),
		Field(f, Input{Name: "terms", Type: "checkbox", Label: "Terms", Value: "yes"}),
	))
	require.Equal(t, "We <plant> trees", doc.Find("textarea#f-about").Text())
	require.Equal(t, "6", doc.Find("textarea#f-about").AttrOr("rows", ""))
	require.Equal(t, "", doc.Find("#f-password").AttrOr("value", "none"), "a password being checked is not sent back")
	require.Equal(t, "", doc.Find("#f-sector option").First().AttrOr("value", "x"), "the empty choice comes first")
	require.Equal(t, []string{"First", "Second"}, doc.Find("#f-sector optgroup").Map(func(_ int, s *goquery.Selection) string {
		return s.AttrOr("label", "")
	}))
	require.Equal(t, "b", doc.Find("#f-sector option[selected]").AttrOr("value", ""))
	_, checked := doc.Find("#f-terms").Attr("checked")
	require.True(t, checked)
	require.Equal(t, "yes", doc.Find("#f-terms").AttrOr("value", ""))
}

func TestTheSummaryOfARefusedFormLinksToEachFieldInOrder(t *testing.T) {
	t.Parallel()
	require.Equal(t, "", fragment(t, FormErrors(web.NewForm())).Find("body").Text(), "nothing for a form without problems")

	f := refused()
	f.Errors.Add("items.0.link", "upload.empty", nil)
	f.Errors.Add("name", "upload.busy", nil) // a second problem of a field is not shown
	doc := fragment(t, FormErrors(f))
	alert := doc.Find("#form-alert[role=alert]")
	require.Equal(t, "Please check the fields marked below.", alert.Find("p").Text())
	links := alert.Find("li a")
	require.Equal(t, []string{"#f-name", "#f-items-0-link"}, links.Map(func(_ int, s *goquery.Selection) string {
		return s.AttrOr("href", "")
	}))
	require.Equal(t, "The file is empty.", links.Eq(1).Text())

	f.Labels = map[string]string{"name": "Name"}
	links = fragment(t, FormErrors(f)).Find("#form-alert li a")
	require.Equal(t, "Name: The file is too large: the limit is 5 MB.", links.Eq(0).Text(), "a known field is named")
	require.Equal(t, "The file is empty.", links.Eq(1).Text())

	f = web.Form{Prefix: "token-"}
	f.Fail("upload.empty", nil)
	doc = fragment(t, FormErrors(f))
	require.Equal(t, "The file is empty.", doc.Find("#f-token-alert p").Text(), "the form's own message, under its prefix")
	require.Equal(t, 0, doc.Find("li").Length())
}

func TestAGroupsErrorLineAndAHiddenLabelKeepTheIdScheme(t *testing.T) {
	t.Parallel()
	require.Equal(t, "", fragment(t, FieldError(web.NewForm(), "status")).Find("body").Text(), "nothing without a problem")
	f := web.NewForm()
	f.Errors.Add("d0.status", "upload.empty", nil)
	doc := fragment(t, FieldError(f, "d0.status"))
	require.Equal(t, "The file is empty.", doc.Find("p.field-error#f-d0-status-error span").Text())

	doc = fragment(t, Field(web.NewForm(), Input{Name: "points", Type: "number", Label: "Points", HideLabel: true}))
	require.Equal(t, "f-points", doc.Find("label.visually-hidden").AttrOr("for", ""), "read by screen readers only")
	require.Equal(t, 0, fragment(t, Field(web.NewForm(), Input{Name: "points", Label: "Points"})).Find("label.visually-hidden").Length())
}

func TestTheConflictBannerIsOneAlertWithTheWaysOut(t *testing.T) {
	t.Parallel()
	f := refused()
	require.Equal(t, 0, fragment(t, FormErrors(f)).Find(`[data-testid="conflict"]`).Length(), "no conflict, no banner")

	f.Conflict = &web.SaveConflict{ReloadHref: "/my/company", Overwrite: true}
	doc := fragment(t, FormErrors(f))
	banner := doc.Find(`[data-testid="conflict"]`)
	require.Equal(t, 1, banner.Length())
	require.Equal(t, "alert", banner.AttrOr("role", ""))
	require.Equal(t, "Someone else saved first", banner.Find("h2").Text())
	require.Contains(t, banner.Text(), "Your changes are still here, not saved.")
	require.Equal(t, "/my/company", banner.Find("a").AttrOr("href", ""))
	require.Equal(t, "Keep my changes and save", banner.Find("button[type=submit]").Text())
	require.Equal(t, 1, doc.Find("#form-alert, .form-alert").Length(), "the field summary still follows")

	f.Conflict = &web.SaveConflict{Text: web.Msg{Key: "shell.form.check"}, ReloadHref: "/x"}
	banner = fragment(t, FormConflict(f)).Find(`[data-testid="conflict"]`)
	require.Contains(t, banner.Text(), "Please check the fields marked below.", "the page's own explanation")
	require.Equal(t, 0, banner.Find("button").Length(), "no overwrite offered")
}

func TestTheConflictBannerSpeaksEveryLanguage(t *testing.T) {
	t.Parallel()
	bundle, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: Messages})
	require.NoError(t, err)
	for _, lang := range i18n.Languages {
		loc := bundle.Localizer(lang)
		for _, id := range []string{"shell.conflict.title", "shell.conflict.text", "shell.conflict.keep_mine", "shell.conflict.reload"} {
			require.NotEqual(t, id, loc.T(id), lang)
		}
	}
}
