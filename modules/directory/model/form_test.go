package model

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func validForm() ServiceForm {
	return ServiceForm{Name: " Solar roofs ", Industry: "energy", Category: "renewable_energy",
		Description: "Rooftop solar for businesses.", Tags: "Solar, batteries,solar, ,EV charging"}
}

func TestAValidFormGivesTheService(t *testing.T) {
	f := validForm()
	f.URL = "example.com/solar"
	f.Instagram = "https://www.instagram.com/solar"
	o, errs := f.Validate()
	require.Empty(t, errs)
	require.Equal(t, "Solar roofs", o.Name)
	require.Equal(t, []string{"solar", "batteries", "ev charging"}, o.Tags)
	require.Equal(t, "https://example.com/solar", o.URL, "an address typed without scheme gets https")
	require.Equal(t, "energy-renewable_energy", o.SectorIndustry())
}

func TestEachFieldIsChecked(t *testing.T) {
	for _, tc := range []struct {
		field, want string
		change      func(*ServiceForm)
	}{
		{"name", "directory.form.error.required", func(f *ServiceForm) { f.Name = "  " }},
		{"name", "directory.form.error.too_long", func(f *ServiceForm) { f.Name = strings.Repeat("x", MaxNameRunes+1) }},
		{"industry", "directory.form.error.industry", func(f *ServiceForm) { f.Industry = "mining" }},
		{"category", "directory.form.error.category", func(f *ServiceForm) { f.Category = "" }},
		{"description", "directory.form.error.required", func(f *ServiceForm) { f.Description = "" }},
		{"description", "directory.form.error.too_long", func(f *ServiceForm) { f.Description = strings.Repeat("é", MaxDescriptionRunes+1) }},
		{"url", "directory.form.error.url", func(f *ServiceForm) { f.URL = "javascript:alert(1)" }},
		{"url", "directory.form.error.url", func(f *ServiceForm) { f.URL = "not a site" }},
		{"instagram", "directory.form.error.social", func(f *ServiceForm) { f.Instagram = "https://evil.example/instagram.com" }},
		{"linkedin", "directory.form.error.social", func(f *ServiceForm) { f.Linkedin = "https://notlinkedin.com/x" }},
		{"tags", "directory.form.error.tags_many", func(f *ServiceForm) { f.Tags = "a,b,c,d,e,f,g,h,i,j,k" }},
		{"pictures", "directory.form.error.pictures_many", func(f *ServiceForm) { f.Pictures = make([]Picture, MaxPictures+1) }},
	} {
		f := validForm()
		tc.change(&f)
		_, errs := f.Validate()
		key, _, ok := errs.Message(tc.field)
		require.True(t, ok, "%s: %v", tc.field, errs)
		require.Equal(t, tc.want, key, tc.field)
	}
}

func TestSubdomainsOfTheNetworkAreAccepted(t *testing.T) {
	f := validForm()
	f.Linkedin = "https://ro.linkedin.com/company/x"
	f.Facebook = "facebook.com/x"
	_, errs := f.Validate()
	require.Empty(t, errs)
}
