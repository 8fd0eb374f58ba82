package rating

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/web"
)

func TestDefaultTableBestPathIsExactly495(t *testing.T) {
	t.Parallel()
	require.Equal(t, 495, BestPath(DefaultTable()))
	require.Len(t, Paths(), 26)
}

func TestTableFromPointsChecksEveryEntry(t *testing.T) {
	t.Parallel()
	points := DefaultTable().Points()
	tbl, errs := TableFromPoints(points)
	require.Zero(t, errs.Len())
	require.Equal(t, DefaultTable(), tbl)

	bad := DefaultTable().Points()
	bad["co2Accounting.PLANNING"] = -1
	delete(bad, "greenRoom")
	bad["co2Accounting.DEFINED2"] = 3
	_, errs = TableFromPoints(bad)
	require.Equal(t, []string{"greenRoom: rating.table.error.missing", "co2Accounting.PLANNING: rating.table.error.negative",
		"co2Accounting.DEFINED2: rating.table.error.unknown"}, problems(errs), "in the table's order")

	over := DefaultTable().Points()
	over["environmentalAccreditations.DEFINED.esg"] = 101
	_, errs = TableFromPoints(over)
	best, _ := errs.Get(tableProblem)
	require.Equal(t, "rating.table.error.best_path", best.Key)
	require.Equal(t, "496", best.Data["Total"])

	// A rise where the best path does not go is fine: training is excluded on the best path.
	other := DefaultTable().Points()
	other["sustainabilityTraining.DEFINED"] = 60
	tbl, errs = TableFromPoints(other)
	require.Zero(t, errs.Len())
	require.Equal(t, 60, tbl.Stages[Training].Defined)
	require.Equal(t, 495, BestPath(tbl))
}

// The entries past the limit are those the best path counts that were raised (docs/rating.md,
// "The editor").
func TestPastTheLimitNamesTheRaisedEntriesOfTheBestPath(t *testing.T) {
	t.Parallel()
	saved := DefaultTable()
	require.Empty(t, PastTheLimit(saved, saved))
	points := saved.Points()
	points["environmentalAccreditations.DEFINED.esg"] = 150
	points["sustainabilityTraining.DEFINED"] = 80 // off the best path: excluded by the ESG report
	typed := TableAsTyped(points)
	require.Equal(t, 545, BestPath(typed))
	require.Equal(t, []string{"environmentalAccreditations.DEFINED.esg"}, PastTheLimit(typed, saved))

	points["greenRoom"] = 60
	require.Equal(t, []string{"greenRoom", "environmentalAccreditations.DEFINED.esg"}, PastTheLimit(TableAsTyped(points), saved))

	delete(points, "signUpGreenRating")
	points["co2Accounting.PLANNING"] = -4
	typed = TableAsTyped(points)
	require.Equal(t, 0, typed.SignUp, "an entry not typed counts 0")
	require.Equal(t, 0, typed.Stages[CO2Accounting].Planning, "as does a negative one")
	require.Equal(t, 545+10-20, BestPath(typed))
}

func TestBestPathFindsTheOtherRoutes(t *testing.T) {
	t.Parallel()
	tbl := DefaultTable()
	tbl.Stages[Goals].Defined = 300 // no ESG report, others accreditation: 95+30+40+60+300+150
	require.Equal(t, 675, BestPath(tbl))
}

func TestGreenRatingsShapeRoundTrips(t *testing.T) {
	t.Parallel()
	raw, err := json.Marshal(DefaultTable().GreenRatings())
	require.NoError(t, err)
	require.JSONEq(t, `{
	  "signUpGreenRating": 20, "companyProfile": 25, "greenRoom": 50,
	  "sustainabilityESGReport": [{"keyName":"DEFINED","value":300},{"keyName":"PLANNING","value":30},{"keyName":"NOT_NEEDED","value":0}],
	  "environmentalAccreditations": [{"keyName":"DEFINED","value":[{"keyName":"carbon","value":100},{"keyName":"esg","value":100},{"keyName":"others","value":40}]},
	                                  {"keyName":"PLANNING","value":20},{"keyName":"NOT_NEEDED","value":0}],
	  "co2Accounting": [{"keyName":"DEFINED","value":60},{"keyName":"PLANNING","value":15},{"keyName":"NOT_NEEDED","value":0}],
	  "sustainabilityGoals": [{"keyName":"DEFINED","value":50},{"keyName":"PLANNING","value":10},{"keyName":"NOT_NEEDED","value":0}],
	  "environmentalInitiatives": [{"keyName":"DEFINED","value":50},{"keyName":"PLANNING","value":10},{"keyName":"NOT_NEEDED","value":0}],
	  "environmentalPolicies": [{"keyName":"DEFINED","value":50},{"keyName":"PLANNING","value":10},{"keyName":"NOT_NEEDED","value":0}],
	  "sustainabilityTraining": [{"keyName":"DEFINED","value":50},{"keyName":"PLANNING","value":10},{"keyName":"NOT_NEEDED","value":0}]
	}`, string(raw))
	var back map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &back))
	points, errs := PointsFromGreenRatings(back)
	require.Zero(t, errs.Len())
	tbl, errs := TableFromPoints(points)
	require.Zero(t, errs.Len())
	require.Equal(t, DefaultTable(), tbl)

	_, errs = PointsFromGreenRatings(map[string]json.RawMessage{
		"greenRoom": json.RawMessage(`"fifty"`), "co2Accounting": json.RawMessage(`{}`),
		"sustainabilityGoals": json.RawMessage(`[{"keyName":"DEFINED","value":1.5}]`)})
	require.Equal(t, []string{"co2Accounting: rating.table.error.shape", "greenRoom: rating.table.error.number",
		"sustainabilityGoals.DEFINED: rating.table.error.number"}, problems(errs))
}

func TestTableFormatRoundTrips(t *testing.T) {
	t.Parallel()
	rows := DefaultTable().TableFormat()
	require.Len(t, rows, 26)
	raw, _ := json.Marshal(rows[:1])
	require.JSONEq(t, `[{"keyName":"signUpGreenRating","pointKey":null,"points":20,"acrredKey":null}]`, string(raw))
	raw, _ = json.Marshal(rows[6])
	require.JSONEq(t, `{"keyName":"environmentalAccreditations","pointKey":"DEFINED","points":100,"acrredKey":"carbon"}`, string(raw))
	points, errs := PointsFromTableFormat(rows)
	require.Zero(t, errs.Len())
	tbl, errs := TableFromPoints(points)
	require.Zero(t, errs.Len())
	require.Equal(t, DefaultTable(), tbl)

	_, errs = PointsFromTableFormat(append(rows, rows[0]))
	require.Equal(t, []string{"signUpGreenRating: rating.table.error.duplicate"}, problems(errs))
}

// problems lists a check's problems as "path: message id", in the order found.
func problems(errs web.FieldErrors) []string {
	var out []string
	for _, p := range errs.Paths() {
		m, _ := errs.Get(p)
		out = append(out, p+": "+m.Key)
	}
	return out
}
