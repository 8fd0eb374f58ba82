package reference

import (
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

func TestCountriesAreTheAssignedISOCodesNamedInEveryLanguage(t *testing.T) {
	t.Parallel()
	require.Len(t, countryCodes, 249)
	seen := map[string]bool{}
	for _, c := range countryCodes {
		require.False(t, seen[c], "duplicate %s", c)
		seen[c] = true
		_, err := language.ParseRegion(c)
		require.NoError(t, err, c)
	}
	for _, lang := range []string{"en", "fr", "ro", "zh"} {
		list := Countries(lang)
		require.Len(t, list, 249)
		for _, c := range list {
			require.NotEmpty(t, c.Name, "%s in %s", c.Code, lang)
			require.NotEqual(t, c.Code, c.Name, "%s has a real name in %s", c.Code, lang)
		}
		for _, code := range countryCodes { // the kept names, each as x/text names it
			require.Equal(t, display.Regions(language.Make(lang)).Name(language.MustParseRegion(code)), CountryName(lang, code))
		}
	}
	require.Equal(t, "Roumanie", CountryName("fr", "RO"))
	require.Equal(t, "România", CountryName("ro", "RO"))
	require.Equal(t, "罗马尼亚", CountryName("zh", "RO"))
	require.Equal(t, "", CountryName("en", "XK"), "not an assigned ISO code")
	require.False(t, IsCountry("UK"))
	fr := Countries("fr")
	require.Equal(t, "Afghanistan", fr[0].Name)
	require.Equal(t, "Afrique du Sud", fr[1].Name, "sorted as French sorts")
}
