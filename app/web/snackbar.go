package web

import "context"

// SnackbarFor translates a flash for the snackbar in the request's language.
func SnackbarFor(ctx context.Context, f Flash) SnackbarEvent {
	ev := SnackbarEvent{Message: T(ctx, f.Key, f.Data), Severity: f.Severity}
	if f.LinkHref != "" {
		ev.LinkHref, ev.LinkText = f.LinkHref, T(ctx, f.LinkKey)
	}
	return ev
}
