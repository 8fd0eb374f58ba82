package account_test

import (
	"testing"
	"time"
)

func mustTime(t *testing.T, s string) time.Time {
	tm, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

func timeSeconds(n int64) time.Duration { return time.Duration(n) * time.Second }
