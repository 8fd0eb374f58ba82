package web

import (
	"context"

	"greenconnect/app/audit"
)

// AuditActor is the signed-in user who makes this request, as the audit log records them
// (docs/audit.md). Handlers pass it to the service method that changes something on an
// admin's or a moderator's behalf.
func AuditActor(ctx context.Context) audit.Actor {
	sh := ShellFrom(ctx)
	a := audit.Actor{RequestID: sh.RequestID}
	if u := sh.User; u != nil {
		a.ID, a.Label = u.ID, u.Email
	}
	return a
}
