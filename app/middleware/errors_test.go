package middleware_test

import (
	"errors"
	"io"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/recover"
	"github.com/gofiber/fiber/v3/middleware/requestid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/i18n"
	"greenconnect/app/middleware"
	"greenconnect/app/web"
	"greenconnect/templates"
)

func newApp(t *testing.T) *fiber.App {
	b, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: templates.Messages})
	require.NoError(t, err)
	shell := &middleware.Shell{Bundle: b, Site: &web.Site{}}
	app := fiber.New(fiber.Config{ErrorHandler: middleware.ErrorHandler(shell)})
	app.Use(recover.New())
	app.Get("/boom", func(c fiber.Ctx) error { return errors.New("database password is hunter2") })
	app.Get("/panic", func(c fiber.Ctx) error { panic("nil map somewhere") })
	app.Get("/api/boom", func(c fiber.Ctx) error { return errors.New("secret detail") })
	return app
}

func get(t *testing.T, app *fiber.App, path, lang string) (int, string) {
	req := httptest.NewRequest("GET", path, nil)
	req.Header.Set("Accept-Language", lang)
	res, err := app.Test(req, fiber.TestConfig{Timeout: 5 * time.Second})
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

func TestUnexpectedErrorsAreAThemed500WithoutDetails(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	for _, path := range []string{"/boom", "/panic"} {
		status, body := get(t, app, path, "ro")
		require.Equal(t, 500, status, path)
		require.Contains(t, body, "Ceva nu a funcționat", "themed page in the user's language")
		require.Contains(t, body, `data-testid="error-page"`)
		require.NotContains(t, body, "hunter2")
		require.NotContains(t, body, "nil map")
	}
	status, body := get(t, app, "/api/boom", "en")
	require.Equal(t, 500, status)
	require.JSONEq(t, `{"error":{"code":"internal","message":"Something went wrong! Please try later or contact support"}}`, body)
}

func TestAFailedAdminOperationSaysSoWithTheRequestID(t *testing.T) {
	t.Parallel()
	b, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: templates.Messages})
	require.NoError(t, err)
	app := fiber.New(fiber.Config{ErrorHandler: middleware.ErrorHandler(&middleware.Shell{Bundle: b, Site: &web.Site{}})})
	app.Use(requestid.New(requestid.Config{Generator: func() string { return "req-42" }}))
	app.Post("/admin/users/x/disable", func(c fiber.Ctx) error { return errors.New("connection refused") })
	app.Post("/administrator", func(c fiber.Ctx) error { return errors.New("connection refused") })

	res, err := app.Test(httptest.NewRequest("POST", "/admin/users/x/disable", nil))
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	require.Equal(t, 500, res.StatusCode)
	require.Contains(t, string(body), "Please check database or connection to API, operation failed (request req-42)")
	require.NotContains(t, string(body), "connection refused")

	res, err = app.Test(httptest.NewRequest("POST", "/administrator", nil))
	require.NoError(t, err)
	body, _ = io.ReadAll(res.Body)
	require.Contains(t, string(body), "Something went wrong", "only the admin area's addresses")
}

// Addresses read by programs outside /api (Shell.Machines) answer even a panic with the JSON
// error shape, in the asker's language (docs/shell.md, "Errors").
func TestAMachineAddressAnswersAPanicAsJSON(t *testing.T) {
	t.Parallel()
	b, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: templates.Messages})
	require.NoError(t, err)
	shell := &middleware.Shell{Bundle: b, Site: &web.Site{}, Machines: func(p string) bool { return p == "/hook" }}
	app := fiber.New(fiber.Config{ErrorHandler: middleware.ErrorHandler(shell)})
	app.Use(recover.New())
	app.Post("/hook", func(c fiber.Ctx) error { panic("nil map somewhere") })
	app.Get("/api/panic", func(c fiber.Ctx) error { panic("nil map somewhere") })
	for _, path := range []string{"/hook", "/api/panic"} {
		method := "GET"
		if path == "/hook" {
			method = "POST"
		}
		req := httptest.NewRequest(method, path, nil)
		req.Header.Set("Accept-Language", "ro")
		res, err := app.Test(req)
		require.NoError(t, err)
		body, _ := io.ReadAll(res.Body)
		require.Equal(t, 500, res.StatusCode, path)
		require.Contains(t, res.Header.Get("Content-Type"), "application/json", path)
		require.Contains(t, string(body), `"code":"internal"`, path)
		require.Contains(t, string(body), "Ceva nu a funcționat", path)
		require.NotContains(t, string(body), "nil map", path)
	}
}
