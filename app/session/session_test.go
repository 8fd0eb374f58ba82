package session_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/stretchr/testify/require"

	"greenconnect/app/db/dbtest"
	"greenconnect/app/session"
	"greenconnect/app/web"
)

func newApp(t *testing.T) (*fiber.App, *session.Sessions) {
	s := session.New(dbtest.New(t), session.Options{})
	app := fiber.New()
	app.Use(s.Middleware())
	app.Post("/put", func(c fiber.Ctx) error {
		s.Put(c.Context(), "colour", c.Query("v"))
		return c.SendString("stored")
	})
	app.Get("/get", func(c fiber.Ctx) error { return c.SendString(s.GetString(c.Context(), "colour")) })
	app.Post("/flash", func(c fiber.Ctx) error {
		s.AddFlash(c.Context(), web.Success("shell.prefs.saved"))
		return c.SendStatus(http.StatusNoContent)
	})
	app.Get("/flashes", func(c fiber.Ctx) error { return c.JSON(s.PopFlashes(c.Context())) })
	app.Post("/destroy", func(c fiber.Ctx) error { return s.Destroy(c.Context()) })
	return app, s
}

func do(t *testing.T, app *fiber.App, method, path, cookie string) (*http.Response, string) {
	req := httptest.NewRequest(method, path, nil)
	if cookie != "" {
		req.AddCookie(&http.Cookie{Name: session.CookieName, Value: cookie})
	}
	res, err := app.Test(req, fiber.TestConfig{Timeout: 10 * time.Second})
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

func sessionCookie(res *http.Response) *http.Cookie {
	for _, c := range res.Cookies() {
		if c.Name == session.CookieName {
			return c
		}
	}
	return nil
}

func TestValueWrittenInOneRequestIsReadInTheNext(t *testing.T) {
	t.Parallel()
	app, _ := newApp(t)
	res, _ := do(t, app, http.MethodPost, "/put?v=teal", "")
	ck := sessionCookie(res)
	require.NotNil(t, ck, "a modified session sets its cookie")
	require.True(t, ck.HttpOnly)
	require.Contains(t, res.Header.Get("Cache-Control"), "private", "no shared cache may keep a session response")
	require.Equal(t, http.SameSiteLaxMode, ck.SameSite)

	_, body := do(t, app, http.MethodGet, "/get", ck.Value)
	require.Equal(t, "teal", body)

	_, body = do(t, app, http.MethodGet, "/get", "")
	require.Empty(t, body, "another browser does not see it")
}

// Reading a session does not write it again: a signed-in page view costs no INSERT. A write
// expires no later than the idle timeout from now.
func TestReadingASessionDoesNotRewriteIt(t *testing.T) {
	t.Parallel()
	pool := dbtest.New(t)
	s := session.New(pool, session.Options{IdleTimeout: time.Hour})
	app := fiber.New()
	app.Use(s.Middleware())
	app.Post("/put", func(c fiber.Ctx) error { s.Put(c.Context(), "colour", "teal"); return nil })
	app.Get("/get", func(c fiber.Ctx) error { return c.SendString(s.GetString(c.Context(), "colour")) })

	res, _ := do(t, app, http.MethodPost, "/put", "")
	ck := sessionCookie(res)
	require.NotNil(t, ck)
	require.WithinDuration(t, time.Now().Add(time.Hour), ck.Expires, time.Minute, "the cookie lasts the idle timeout")
	expiry := func() time.Time {
		var e time.Time
		require.NoError(t, pool.QueryRow(t.Context(), "SELECT expiry FROM sessions WHERE token = $1", ck.Value).Scan(&e))
		return e
	}
	first := expiry()
	require.WithinDuration(t, time.Now().Add(time.Hour), first, time.Minute, "the row expires after the idle timeout, not the lifetime")

	time.Sleep(20 * time.Millisecond)
	res, body := do(t, app, http.MethodGet, "/get", ck.Value)
	require.Equal(t, "teal", body)
	require.Nil(t, sessionCookie(res), "an unchanged session sets no cookie")
	require.Equal(t, first, expiry(), "an unchanged session is not written")
}

func TestUnmodifiedSessionSetsNoCookie(t *testing.T) {
	t.Parallel()
	app, _ := newApp(t)
	res, _ := do(t, app, http.MethodGet, "/get", "")
	require.Nil(t, sessionCookie(res), "visitors who store nothing get no session")
}

func TestFlashShowsOnce(t *testing.T) {
	t.Parallel()
	app, _ := newApp(t)
	res, _ := do(t, app, http.MethodPost, "/flash", "")
	ck := sessionCookie(res)
	require.NotNil(t, ck)
	_, body := do(t, app, http.MethodGet, "/flashes", ck.Value)
	require.Contains(t, body, "shell.prefs.saved")
	_, body = do(t, app, http.MethodGet, "/flashes", ck.Value)
	require.Equal(t, "null", body)
}

func TestDestroyExpiresCookieAndData(t *testing.T) {
	t.Parallel()
	app, _ := newApp(t)
	res, _ := do(t, app, http.MethodPost, "/put?v=x", "")
	tok := sessionCookie(res).Value
	res, _ = do(t, app, http.MethodPost, "/destroy", tok)
	require.Equal(t, -1, sessionCookie(res).MaxAge)
	_, body := do(t, app, http.MethodGet, "/get", tok)
	require.Empty(t, body, "the old token no longer loads anything")
}
