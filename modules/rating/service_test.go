package rating_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/app/web"
	"greenconnect/modules/rating"
)

func TestMigratedTableIsProductDefaults(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	cur, err := app.Server.Modules.Ratings.Table(context.Background())
	require.NoError(t, err)
	require.Equal(t, rating.DefaultTable(), cur.Table)
	require.Equal(t, 1, cur.Version)
}

func TestSaveTableChecksVersionAndPoints(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	svc := app.Server.Modules.Ratings
	points := rating.DefaultTable().Points()
	points["co2Accounting.DEFINED"] = 70
	saved, err := svc.SaveTable(ctx, audit.System("test"), points, 1)
	require.NoError(t, err)
	require.Equal(t, 2, saved.Version)

	_, err = svc.SaveTable(ctx, audit.System("test"), points, 1)
	require.Equal(t, 409, web.AsError(err).Status, "a stale edit never overwrites")

	points["sustainabilityESGReport.DEFINED"] = 301
	_, err = svc.SaveTable(ctx, audit.System("test"), points, 2)
	e := web.AsError(err)
	require.Equal(t, 422, e.Status)
	require.Equal(t, "rating.table.error.best_path", e.Key)

	cur, _ := svc.Table(ctx)
	require.Equal(t, 70, cur.Table.Stages[rating.CO2Accounting].Defined)
	require.Equal(t, 300, cur.Table.Stages[rating.ESGReport].Defined, "a refused edit changes nothing")
}
