package web

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

var testSpec = ListSpec{Sorts: []string{"created", "email"}, Desc: true, PageSize: 10,
	Filters: map[string][]string{"role": {"admin", "moderator"}}}

func TestAListKeepsOnlyWhatItsSpecAllows(t *testing.T) {
	t.Parallel()
	v, _ := url.ParseQuery("q=%20a%00b%20&sort=password&dir=sideways&page=-3&role=root&extra=1")
	q := ParseList(v, testSpec)
	require.Equal(t, "ab", q.Q)
	require.Equal(t, "created", q.Sort)
	require.True(t, q.Desc)
	require.Equal(t, 1, q.Page)
	require.Empty(t, q.Filter("role"))
	require.Equal(t, "q=ab", q.Encode(), "only the search differs from the defaults")

	v, _ = url.ParseQuery("page=99999999999999999999999")
	require.Equal(t, 1, ParseList(v, testSpec).Page, "a number too large to read is the first page")
	v, _ = url.ParseQuery("page=2000000000")
	q = ParseList(v, testSpec)
	require.Equal(t, ListPageMax, q.Page)
	require.Positive(t, q.Offset(), "the offset fits an int32")
}

func TestAListsAddressesKeepEveryOtherChoice(t *testing.T) {
	t.Parallel()
	v, _ := url.ParseQuery("q=acme&role=admin&sort=email&dir=asc&page=3")
	q := ParseList(v, testSpec)
	require.Equal(t, "/l?dir=asc&page=3&q=acme&role=admin&sort=email", q.Href("/l"))
	require.Equal(t, "/l?dir=asc&page=4&q=acme&role=admin&sort=email", q.WithPage(4).Href("/l"))
	require.Equal(t, "/l?q=acme&role=admin&sort=email", q.WithSort("email").Href("/l"), "the other direction, from page 1")
	require.Equal(t, "/l?q=acme&role=admin", q.WithSort("created").Href("/l"), "a new column starts in its default direction")
	require.Equal(t, 3, q.Pages(21))
	require.Equal(t, 1, q.Pages(0))
}

func TestASearchIsCutToItsLimit(t *testing.T) {
	t.Parallel()
	long := ""
	for i := 0; i < 150; i++ {
		long += "é"
	}
	q := ParseList(url.Values{"q": {long}}, testSpec)
	require.Equal(t, ListSearchMax, len([]rune(q.Q)))
}
