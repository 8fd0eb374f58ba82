package rating_test

import (
	"testing"
	"time"

	"greenconnect/modules/rating"
)

// BenchmarkCompute rates a fully answered profile with a year of weekly posts (goal: ≤ 5 µs).
func BenchmarkCompute(b *testing.B) {
	rec := withAcc(answers(rating.Planning, rating.Defined, rating.Defined, rating.Planning, rating.Defined, rating.NotNeeded, rating.Planning), rating.Carbon)
	rec.CompanyComplete = true
	for i := 0; i < 52; i++ {
		rec.Posts = append(rec.Posts, now.AddDate(0, 0, -7*i).Add(-time.Hour))
	}
	tbl := rating.DefaultTable()
	b.ReportAllocs()
	for b.Loop() {
		_ = rating.Compute(rec, tbl, now)
	}
}

// BenchmarkBestPath is the cost of checking an admin's edit of the table.
func BenchmarkBestPath(b *testing.B) {
	tbl := rating.DefaultTable()
	for b.Loop() {
		_ = rating.BestPath(tbl)
	}
}
