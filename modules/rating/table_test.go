package rating_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/web"
	"greenconnect/modules/rating"
)

func TestDefaultTableBestPathIsExactly495(t *testing.T) {
	t.Parallel()
	require.Equal(t, 495, rating.BestPath(rating.DefaultTable()))
	require.Len(t, rating.Paths(), 26)
}

func TestTableFromPointsChecksEveryEntry(t *testing.T) {
	t.Parallel()
	points := rating.DefaultTable().Points()
	tbl, errs := rating.TableFromPoints(points)
	require.Zero(t, errs.Len())
	require.Equal(t, rating.DefaultTable(), tbl)

	bad := rating.DefaultTable().Points()
	bad["co2Accounting.PLANNING"] = -1
	delete(bad, "greenRoom")
	bad["co2Accounting.DEFINED2"] = 3
	_, errs = rating.TableFromPoints(bad)
	require.Equal(t, []string{"greenRoom: rating.table.error.missing", "co2Accounting.PLANNING: rating.table.error.negative",
		"co2Accounting.DEFINED2: rating.table.error.unknown"}, problems(errs), "in the table's order")

	over := rating.DefaultTable().Points()
	over["environmentalAccreditations.DEFINED.esg"] = 101
	_, errs = rating.TableFromPoints(over)
	best, _ := errs.Get(rating.TableProblem)
	require.Equal(t, "rating.table.error.best_path", best.Key)
	require.Equal(t, "496", best.Data["Total"])

	// A rise where the best path does not go is fine: training is excluded on the best path.
	other := rating.DefaultTable().Points()
	other["sustainabilityTraining.DEFINED"] = 60
	tbl, errs = rating.TableFromPoints(other)
	require.Zero(t, errs.Len())
	require.Equal(t, 60, tbl.Stages[rating.Training].Defined)
	require.Equal(t, 495, rating.BestPath(tbl))
}

// The entries past the limit are those the best path counts that were raised (docs/rating.md,
// "The editor").
func TestPastTheLimitNamesTheRaisedEntriesOfTheBestPath(t *testing.T) {
	t.Parallel()
	saved := rating.DefaultTable()
	require.Empty(t, rating.PastTheLimit(saved, saved))
	points := saved.Points()
	points["environmentalAccreditations.DEFINED.esg"] = 150
	points["sustainabilityTraining.DEFINED"] = 80 // off the best path: excluded by the ESG report
	typed := rating.TableAsTyped(points)
	require.Equal(t, 545, rating.BestPath(typed))
	require.Equal(t, []string{"environmentalAccreditations.DEFINED.esg"}, rating.PastTheLimit(typed, saved))

	points["greenRoom"] = 60
	require.Equal(t, []string{"greenRoom", "environmentalAccreditations.DEFINED.esg"}, rating.PastTheLimit(rating.TableAsTyped(points), saved))

	delete(points, "signUpGreenRating")
	points["co2Accounting.PLANNING"] = -4
	typed = rating.TableAsTyped(points)
	require.Equal(t, 0, typed.SignUp, "an entry not typed counts 0")
	require.Equal(t, 0, typed.Stages[rating.CO2Accounting].Planning, "as does a negative one")
	require.Equal(t, 545+10-20, rating.BestPath(typed))
}

func TestBestPathFindsTheOtherRoutes(t *testing.T) {
	t.Parallel()
	tbl := rating.DefaultTable()
	tbl.Stages[rating.Goals].Defined = 300 // no ESG report, others accreditation: 95+30+40+60+300+150
	require.Equal(t, 675, rating.BestPath(tbl))
}

func TestGreenRatingsShapeRoundTrips(t *testing.T) {
	t.Parallel()
	raw, err := json.Marshal(rating.DefaultTable().GreenRatings())
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
	points, errs := rating.PointsFromGreenRatings(back)
	require.Zero(t, errs.Len())
	tbl, errs := rating.TableFromPoints(points)
	require.Zero(t, errs.Len())
	require.Equal(t, rating.DefaultTable(), tbl)

	_, errs = rating.PointsFromGreenRatings(map[string]json.RawMessage{
		"greenRoom": json.RawMessage(`"fifty"`), "co2Accounting": json.RawMessage(`{}`),
		"sustainabilityGoals": json.RawMessage(`[{"keyName":"DEFINED","value":1.5}]`)})
	require.Equal(t, []string{"co2Accounting: rating.table.error.shape", "greenRoom: rating.table.error.number",
		"sustainabilityGoals.DEFINED: rating.table.error.number"}, problems(errs))
}

func TestTableFormatRoundTrips(t *testing.T) {
	t.Parallel()
	rows := rating.DefaultTable().TableFormat()
	require.Len(t, rows, 26)
	raw, _ := json.Marshal(rows[:1])
	require.JSONEq(t, `[{"keyName":"signUpGreenRating","pointKey":null,"points":20,"acrredKey":null}]`, string(raw))
	raw, _ = json.Marshal(rows[6])
	require.JSONEq(t, `{"keyName":"environmentalAccreditations","pointKey":"DEFINED","points":100,"acrredKey":"carbon"}`, string(raw))
	points, errs := rating.PointsFromTableFormat(rows)
	require.Zero(t, errs.Len())
	tbl, errs := rating.TableFromPoints(points)
	require.Zero(t, errs.Len())
	require.Equal(t, rating.DefaultTable(), tbl)

	_, errs = rating.PointsFromTableFormat(append(rows, rows[0]))
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
