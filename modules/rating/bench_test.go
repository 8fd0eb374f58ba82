package rating

import (
	"testing"
	"time"
)

// BenchmarkCompute rates a fully answered profile with a year of weekly posts (goal: ≤ 5 µs).
func BenchmarkCompute(b *testing.B) {
	rec := withAcc(answers(Planning, Defined, Defined, Planning, Defined, NotNeeded, Planning), Carbon)
	rec.CompanyComplete = true
	for i := 0; i < 52; i++ {
		rec.Posts = append(rec.Posts, now.AddDate(0, 0, -7*i).Add(-time.Hour))
	}
	tbl := DefaultTable()
	b.ReportAllocs()
	for b.Loop() {
		_ = Compute(rec, tbl, now)
	}
}

// BenchmarkBestPath is the cost of checking an admin's edit of the table.
func BenchmarkBestPath(b *testing.B) {
	tbl := DefaultTable()
	for b.Loop() {
		_ = BestPath(tbl)
	}
}
