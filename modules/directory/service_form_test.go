package directory

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/web"
)

func validForm() serviceForm {
	f := serviceForm{Form: web.NewForm()}
	f.Set("name", " Solar roofs ")
	f.Set("industry", "energy")
	f.Set("category", "renewable_energy")
	f.Set("description", "Rooftop solar for businesses.")
	f.Set("tags", "Solar, batteries,solar, ,EV charging")
	return f
}

func TestAValidFormGivesTheService(t *testing.T) {
	t.Parallel()
	f := validForm()
	f.Set("url", "example.com/solar")
	f.Set("instagram", "https://www.instagram.com/solar")
	o := f.check()
	require.Zero(t, f.Errors.Len(), f.Errors.Paths())
	require.Equal(t, "Solar roofs", o.Name)
	require.Equal(t, []string{"solar", "batteries", "ev charging"}, o.Tags)
	require.Equal(t, "https://example.com/solar", o.URL, "an address typed without scheme gets https")
	require.Equal(t, "energy-renewable_energy", o.SectorIndustry())
}

func TestEachFieldIsChecked(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		field, want string
		change      func(*serviceForm)
	}{
		{"name", "form.error.required", func(f *serviceForm) { f.Set("name", "  ") }},
		{"name", "form.error.too_long", func(f *serviceForm) { f.Set("name", strings.Repeat("x", MaxNameRunes+1)) }},
		{"industry", "directory.form.error.industry", func(f *serviceForm) { f.Set("industry", "mining") }},
		{"category", "directory.form.error.category", func(f *serviceForm) { f.Set("category", "") }},
		{"description", "form.error.required", func(f *serviceForm) { f.Set("description", "") }},
		{"description", "form.error.too_long", func(f *serviceForm) { f.Set("description", strings.Repeat("é", MaxDescriptionRunes+1)) }},
		{"url", "directory.form.error.url", func(f *serviceForm) { f.Set("url", "javascript:alert(1)") }},
		{"url", "directory.form.error.url", func(f *serviceForm) { f.Set("url", "not a site") }},
		{"url", "directory.form.error.url", func(f *serviceForm) { f.Set("url", "https://user:pw@example.com") }},
		{"price_link", "directory.form.error.url", func(f *serviceForm) { f.Set("price_link", "https://example.c/prices") }},
		{"instagram", "directory.form.error.social", func(f *serviceForm) { f.Set("instagram", "https://evil.example/instagram.com") }},
		{"linkedin", "directory.form.error.social", func(f *serviceForm) { f.Set("linkedin", "https://notlinkedin.com/x") }},
		{"tags", "directory.form.error.tags_many", func(f *serviceForm) { f.Set("tags", "a,b,c,d,e,f,g,h,i,j,k") }},
		{"pictures", "directory.form.error.pictures_many", func(f *serviceForm) { f.Pictures = make([]StoredPicture, MaxPictures+1) }},
	} {
		f := validForm()
		tc.change(&f)
		f.check()
		m, ok := f.Errors.Get(tc.field)
		require.True(t, ok, "%s: %v", tc.field, f.Errors.Paths())
		require.Equal(t, tc.want, m.Key, tc.field)
		require.Equal(t, 1, f.Errors.Len(), "only %s is wrong", tc.field)
	}
}

func TestSubdomainsOfTheNetworkAreAccepted(t *testing.T) {
	t.Parallel()
	f := validForm()
	f.Set("linkedin", "https://ro.linkedin.com/company/x")
	f.Set("facebook", "facebook.com/x")
	f.Set("url", "HTTPS://Example.COM/Solar")
	o := f.check()
	require.Zero(t, f.Errors.Len(), f.Errors.Paths())
	require.Equal(t, "https://example.com/Solar", o.URL, "the profile's rule (app/links): the host in lower case")
}

func TestAStoredServiceFillsTheFormItChecksBackTo(t *testing.T) {
	t.Parallel()
	f := validForm()
	f.Set("url", "https://example.com/solar")
	o := f.check()
	again := formOf(o)
	require.Equal(t, o, again.check(), "editing and saving unchanged gives the same service")
	require.Equal(t, "solar, batteries, ev charging", again.Value("tags"))
}
