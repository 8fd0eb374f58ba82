package rating_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/modules/rating"
)

func TestNextStepsAreExactAndNetOfExclusions(t *testing.T) {
	t.Parallel()
	rec := withAcc(answers(rating.NotNeeded, rating.NotNeeded, rating.Defined, rating.Defined, rating.NotNeeded, rating.NotNeeded, rating.NotNeeded), rating.NoAccreditation)
	base := rating.Compute(rec, rating.DefaultTable(), now)
	require.Equal(t, 20+60+50, base.Total)
	steps := rating.NextSteps(rec, rating.DefaultTable(), now)
	byKey := map[string]rating.Step{}
	for _, s := range steps {
		byKey[s.Section.Key()+"."+string(s.Stage)+"."+s.Accreditation.Key()] = s
	}
	// An ESG report adds 300 but removes CO2 (60) and goals (50): +190.
	require.Equal(t, 190, byKey["sustainabilityESGReport.DEFINED."].Gain)
	require.True(t, byKey["sustainabilityESGReport.DEFINED."].ReachesNext, "130 → 320 passes 200")
	// A carbon accreditation adds 100 but removes CO2: +40; esg removes CO2 and goals: −10, not listed.
	require.Equal(t, 40, byKey["environmentalAccreditations.DEFINED.carbon"].Gain)
	_, listed := byKey["environmentalAccreditations.DEFINED.esg"]
	require.False(t, listed, "a change that lowers the total is not a step")
	require.Equal(t, 40, byKey["environmentalAccreditations.DEFINED.others"].Gain)
	require.Equal(t, 50, byKey["environmentalPolicies.DEFINED."].Gain)
	require.Equal(t, 10, byKey["environmentalPolicies.PLANNING."].Gain)
	require.Equal(t, steps[0].Gain, 190, "best first")
	company := 0
	for _, s := range steps {
		if s.Company {
			company = s.Gain
		}
	}
	require.Equal(t, 25, company, "completing the company profile")
	for _, s := range steps {
		require.Equal(t, base.Total+s.Gain, s.Total)
	}
}

func TestNextStepsKeepAMissedTargetSuspended(t *testing.T) {
	t.Parallel()
	rec := answers(rating.NotNeeded, rating.NotNeeded, rating.NotNeeded, rating.NotNeeded, rating.NotNeeded, rating.NotNeeded, rating.Planning)
	rec.Answers[rating.Training].PlannedFor = now.AddDate(0, 0, -3)
	for _, s := range rating.NextSteps(rec, rating.DefaultTable(), now) {
		require.False(t, s.Section == rating.Training && s.Stage == rating.Planning, "re-planning does not lift the suspension")
	}
	rec.Answers[rating.Goals] = rating.Answer{Stage: rating.NotNeeded, AnsweredAt: now, MissedTarget: now.AddDate(0, -1, 0)}
	for _, s := range rating.NextSteps(rec, rating.DefaultTable(), now) {
		require.False(t, s.Section == rating.Goals && s.Stage == rating.Planning)
	}
}

func TestNextLevel(t *testing.T) {
	t.Parallel()
	for total, want := range map[int]struct {
		l    rating.Level
		from int
	}{0: {rating.LevelStarter, 1}, 49: {rating.LevelExplorer, 50}, 50: {rating.LevelAchiever, 200}, 299: {rating.LevelChampion, 300}} {
		l, from, ok := rating.NextLevel(total)
		require.True(t, ok)
		require.Equal(t, want.l, l)
		require.Equal(t, want.from, from)
	}
	_, _, ok := rating.NextLevel(300)
	require.False(t, ok)
}
