package main

import (
	"os"
	"runtime/debug"
)

// gcPercent and gcHeadroomMB are the collector's settings for serve when the operator set
// neither (README, "Performance"): a collection when the heap reaches four times what is
// live after the last one rather than twice (Go's default, 100), so a rendered page pays
// about a third of the collector it did; and a cap, the page cache's memory plus
// gcHeadroomMB, past which Go collects sooner whatever gcPercent says, so the heap of an
// instance stays bounded when the page cache is full.
const (
	gcPercent    = 300
	gcHeadroomMB = 192
)

// tuneGC applies gcPercent and the cap, each only where its variable (GOGC, GOMEMLIMIT) is
// unset: the runtime read those at start, and an operator's choice stands.
func tuneGC(pageCacheMB int) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(int64(pageCacheMB+gcHeadroomMB) << 20)
	}
}
