package directory

import (
	"math"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/web"
)

func TestPagesAreClampedSoTheirOffsetFits(t *testing.T) {
	t.Parallel()
	for raw, want := range map[string]int{
		"300000000": MaxPage, "99999999999999999999": MaxPage, "100001": MaxPage, "100000": MaxPage,
		"2": 2, "-99999999999999999999": 1, "-3": 1, "0": 1, "1e9": 1, "0x10": 1, "": 1, " 7 ": 7,
	} {
		require.Equal(t, want, ParseDirectoryFilter(url.Values{"page": {raw}}).Page, raw)
		require.Equal(t, want, ParseMarketFilter(url.Values{"page": {raw}}).Page, raw)
	}
	require.Equal(t, "page=100", ParseMarketFilter(url.Values{"page": {"300000000"}}).Encode(),
		"the address is rewritten to the highest page a listing shows (CountBound / PageSize)")
	require.Equal(t, 100, MaxPage)
	for _, page := range []int{math.MinInt, -1, 0, 1, MaxPage, MaxPage + 1, math.MaxInt} {
		require.GreaterOrEqual(t, Offset(page), int32(0), "page %d", page)
		require.LessOrEqual(t, Offset(page), int32((MaxPage-1)*PageSize), "page %d", page)
	}
}

func TestTextFromAnAddressIsCleaned(t *testing.T) {
	t.Parallel()
	f := ParseMarketFilter(url.Values{"q": {"solar\x00 roof\x1b[31m \xff\xfe\u202e"}, "tags": {"ev\x00,\xffsolar\tpanels"}})
	require.Equal(t, "solar roof [31m \u202e", f.Query, "NUL, escapes and invalid bytes never reach the database")
	require.Equal(t, []string{"ev", "solar panels"}, f.Tags)
	long := ParseDirectoryFilter(url.Values{"q": {strings.Repeat("ʼ", 300)}}).Query
	require.Equal(t, web.MaxSearchRunes, len([]rune(long)))
}

func TestASearchCountsWhatItRanks(t *testing.T) {
	t.Parallel()
	require.Equal(t, int32(CountBound), boundFor(""))
	require.Equal(t, int32(SearchBound), boundFor("'solar':*"), "a search counts the matches it ranks")
}
