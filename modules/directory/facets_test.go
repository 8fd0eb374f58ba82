package directory_test

import (
	"context"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
)

// offeredTags are the tags the marketplace's filter offers.
func offeredTags(t *testing.T, app *apptest.App) []string {
	t.Helper()
	var tags []string
	app.Client().Get("/marketplace/services").Find("input[name=tags]").Each(func(_ int, in *goquery.Selection) {
		tags = append(tags, in.AttrOr("value", ""))
	})
	return tags
}

// The filter choices a change made elsewhere (another instance, here the database itself)
// moved are reloaded once their time is past, aside: the view that finds them old is
// answered with them as they are, a later one offers the new.
func TestOldFilterChoicesAreServedWhileTheyReload(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, func(c *config.Config) { c.PageCacheMB = 0 }) // every view renders
	_, listed := makeCompany(t, app, "a@example.com", company{Name: "Listed Co", Country: "RO", Industry: "energy"})
	svc := addService(t, app, listed, offering("Panels", "consulting", "solar"), true)
	require.Equal(t, []string{"solar"}, offeredTags(t, app))

	_, err := app.Pool.Exec(context.Background(), `UPDATE services SET tags = '{solar,wind}' WHERE id = $1`, svc.ID)
	require.NoError(t, err)
	require.Equal(t, []string{"solar"}, offeredTags(t, app), "kept for facetTTL")

	app.Clock.Advance(3 * time.Minute)
	require.Equal(t, []string{"solar"}, offeredTags(t, app), "the view that finds them old does not wait")
	require.Eventually(t, func() bool { return len(offeredTags(t, app)) == 2 }, 30*time.Second, 20*time.Millisecond)
	require.ElementsMatch(t, []string{"solar", "wind"}, offeredTags(t, app))
}
