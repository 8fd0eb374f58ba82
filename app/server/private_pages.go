package server

import (
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/session"
	"greenconnect/app/signal"
	"greenconnect/app/web"
)

// privatePageKey names what a signed-in page kept by the page cache is made of
// (docs/conventions.md, "Signed-in pages and the private cache"): the user and the
// versions of their pages and of the site's (read with the user on every request), the
// memos' drops, the session as loaded, the minute on the app's clock (what changes with
// the clock alone shows within the minute, a planning stage's end at midnight at once), the
// variant with the language and display settings the page is rendered in (a signed-in
// user's saved ones win over the cookie), and the address. No key for a visitor, an API token or a user read without versions.
func privatePageKey(sessions *session.Sessions, hub *signal.Hub, now func() time.Time, variant func(fiber.Ctx) string) func(fiber.Ctx) (string, bool) {
	return func(c fiber.Ctx) (string, bool) {
		sh := web.ShellFrom(c.Context())
		if sh == nil || sh.User == nil || sh.AuthMethod != web.AuthSession || sh.User.PageVersion == "" {
			return "", false
		}
		digest := sessions.Digest(c.Context())
		if digest == "" {
			return "", false
		}
		return sh.User.ID.String() + " " + sh.User.PageVersion + " " + strconv.FormatUint(hub.MemoDrops(), 10) +
			" " + strconv.FormatInt(now().Unix()/60, 10) + " " + digest + "\n" + variant(c) + "|" + sh.Loc.Lang + "|" + sh.Prefs.Encode() + "\n" +
			string(c.Request().RequestURI()), true
	}
}
