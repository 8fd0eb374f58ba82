package billing_test

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/i18n"
	"greenconnect/app/middleware"
	"greenconnect/app/session"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
)

// gated serves a page and an API address behind each feature, the way the module that
// uses the gate will: the app's own sessions, shell and error path around them.
func gated(app *apptest.App) *fiber.App {
	srv := app.Server
	shell := &middleware.Shell{Bundle: srv.Bundle, Sessions: srv.Sessions, LoadUser: srv.Modules.Accounts.LoadUser,
		Site: &web.Site{Env: "test", BaseURL: apptest.BaseURL, Asset: srv.Assets.URL, Entry: srv.Assets.Entry,
			Messages: func(*i18n.Localizer, ...string) map[string]string { return nil }}}
	g := fiber.New(fiber.Config{ErrorHandler: middleware.ErrorHandler(shell)})
	g.Use(srv.Sessions.Middleware(), shell.Middleware())
	ok := func(c fiber.Ctx) error { return c.SendString("the feature") }
	for _, f := range billing.Features {
		g.Get("/feature/"+string(f), account.RequireUser(), billing.RequireFeature(srv.Modules.Billing, f), ok)
		g.Get("/api/feature/"+string(f), account.RequireUser(), billing.RequireFeature(srv.Modules.Billing, f), ok)
	}
	return g
}

// askGated requests path of the gated app as the user (uuid.Nil: a visitor).
func askGated(t *testing.T, app *apptest.App, g *fiber.App, user uuid.UUID, path string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, apptest.BaseURL+path, nil)
	if strings.HasPrefix(path, "/api/") {
		req.Header.Set("Accept", "application/json")
	}
	if user != uuid.Nil {
		c := app.Client()
		c.SignInAs(user)
		req.AddCookie(&http.Cookie{Name: session.CookieName, Value: c.Cookie(session.CookieName)})
	}
	res, err := g.Test(req)
	require.NoError(t, err)
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

func TestTheGateLetsEachPlanThroughToWhatItIncludes(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	bills := app.Server.Modules.Billing
	admin := app.CreateUser("gatekeeper@example.com", account.RoleAdmin)
	g := gated(app)
	plans := map[billing.PlanKey]map[billing.Feature]bool{
		billing.PlanFree:        {billing.FeatureCompanyValidation: false, billing.FeatureDocumentVerification: false},
		billing.PlanPremium:     {billing.FeatureCompanyValidation: true, billing.FeatureDocumentVerification: false},
		billing.PlanPremiumPlus: {billing.FeatureCompanyValidation: true, billing.FeatureDocumentVerification: true},
	}
	actor := web.AuditActor(ctx)
	actor.ID = admin
	for plan, want := range plans {
		user := app.CreateUser(string(plan) + "@example.com")
		if plan != billing.PlanFree {
			require.NoError(t, bills.Grant(ctx, actor, string(plan)+"@example.com", plan, ""))
		}
		for f, allowed := range want {
			got, err := bills.Entitled(ctx, user, f)
			require.NoError(t, err)
			require.Equal(t, allowed, got, "%s %s", plan, f)

			status, body := askGated(t, app, g, user, "/feature/"+string(f))
			apiStatus, apiBody := askGated(t, app, g, user, "/api/feature/"+string(f))
			if allowed {
				require.Equal(t, http.StatusOK, status, "%s %s", plan, f)
				require.Equal(t, "the feature", body)
				require.Equal(t, http.StatusOK, apiStatus)
				continue
			}
			require.Equal(t, http.StatusForbidden, status, "%s %s", plan, f)
			require.Contains(t, body, `data-testid="plan-required"`)
			require.Contains(t, body, `href="/pricing"`)
			require.Contains(t, body, "Your plan does not include this feature.")
			require.Equal(t, http.StatusForbidden, apiStatus)
			require.Contains(t, apiBody, `"code":"plan_required"`)
		}
	}
	// A visitor is asked to sign in first, never shown a 500.
	status, _ := askGated(t, app, g, uuid.Nil, "/api/feature/"+string(billing.FeatureCompanyValidation))
	require.Equal(t, http.StatusUnauthorized, status)
	status, _ = askGated(t, app, g, uuid.Nil, "/feature/"+string(billing.FeatureCompanyValidation)+"?"+url.Values{"x": {"1"}}.Encode())
	require.Equal(t, http.StatusSeeOther, status)
}
