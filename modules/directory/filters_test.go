package directory

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMarketQueryStringIsTheSeedsContract(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, query, canonical string
	}{
		{"defaults write nothing", "", ""},
		{"page 1 is never written", "page=1", ""},
		{"page above 1 is written last", "page=3&category=training", "category=training&page=3"},
		{"a page that is not a number is ignored", "page=two&industry=energy", "industry=energy"},
		{"a page below 1 is ignored", "page=-4", ""},
		{"tags are joined by comma", "tags=solar&tags=ev", "tags=solar,ev"},
		{"a comma list is read as such", "tags=solar,ev,solar", "tags=solar,ev"},
		{"tags are normalised", "tags=  Solar%20%20Panels ,EV", "tags=solar+panels,ev"},
		{"the legacy key contry is read", "contry=FR", "country=FR"},
		{"country wins over contry", "contry=FR&country=de", "country=DE"},
		{"unknown values are dropped", "category=nope&country=XX&industry=mining", ""},
		{"booleans are written as true", "onlyWithPrices=on&onlyWithGreenRating=1&onlyServices=true", "onlyWithPrices=true&onlyWithGreenRating=true&onlyServices=true"},
		{"false booleans are left out", "onlyWithPrices=false", ""},
		{"search text is trimmed", "q=%20%20solar%20%20roof%20", "q=solar+roof"},
		{"keys come in a fixed order", "page=2&onlyServices=true&industry=energy&country=RO&category=consulting&tags=a&q=x",
			"q=x&tags=a&category=consulting&country=RO&industry=energy&onlyServices=true&page=2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, err := url.ParseQuery(tc.query)
			require.NoError(t, err)
			f := ParseMarketFilter(v)
			require.Equal(t, tc.canonical, f.Encode())
			// What is written reads back the same.
			again, err := url.ParseQuery(f.Encode())
			require.NoError(t, err)
			require.Equal(t, f, ParseMarketFilter(again))
		})
	}
}

func TestApplyingATagGoesBackToPageOne(t *testing.T) {
	t.Parallel()
	f := ParseMarketFilter(url.Values{"page": {"4"}, "tags": {"solar"}})
	require.Equal(t, "/marketplace/services?tags=solar,ev", f.WithTag("ev").URL(MarketPath))
	require.Equal(t, "/marketplace/services?tags=solar", f.WithTag("solar").URL(MarketPath), "a chosen tag is not repeated")
	require.Equal(t, "/marketplace/services?tags=solar&page=5", f.WithPage(5).URL(MarketPath))
	require.Equal(t, "", MarketFilter{Page: 7}.WithPage(1).Encode(), "the page alone is not a filter")
}

func TestTooManyTagsAreCut(t *testing.T) {
	t.Parallel()
	v := url.Values{"tags": {"a,b,c,d,e,f,g,h,i,j,k,l"}}
	require.Len(t, ParseMarketFilter(v).Tags, MaxFilterTags)
}

func TestDirectoryQueryString(t *testing.T) {
	t.Parallel()
	v, _ := url.ParseQuery("level=champion&hasServices=on&contry=ro&page=2&level2=x")
	f := ParseDirectoryFilter(v)
	require.Equal(t, "country=RO&level=champion&hasServices=true&page=2", f.Encode())
	v, _ = url.ParseQuery("level=none&page=1")
	require.Equal(t, "", ParseDirectoryFilter(v).Encode(), "only real levels filter")
}

func TestBuyersFiltersAreInTheAddress(t *testing.T) {
	t.Parallel()
	v, _ := url.ParseQuery("backed=on&sdg=7&verified=1&level=achiever")
	require.Equal(t, "level=achiever&verified=true&sdg=7&backed=true", ParseDirectoryFilter(v).Encode())
	require.Equal(t, "level=achiever&sdg=7&backed=true&verified=true", ParseMarketFilter(v).Encode())
	for _, bad := range []string{"sdg=0", "sdg=18", "sdg=-1", "sdg=seven", "sdg=99999999999999999999", "sdg=7%20OR%201=1", "level=none", "level=%27"} {
		v, err := url.ParseQuery(bad)
		require.NoError(t, err)
		require.Equal(t, "", ParseDirectoryFilter(v).Encode(), bad)
		require.Equal(t, "", ParseMarketFilter(v).Encode(), bad)
	}
}

func TestSectorIndustryJoinsIndustryAndCategory(t *testing.T) {
	t.Parallel()
	require.Equal(t, "energy-training", SectorIndustry("energy", "training"))
	require.Equal(t, "energy", SectorIndustry("energy", ""))
}
