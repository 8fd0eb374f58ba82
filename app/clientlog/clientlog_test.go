package clientlog_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
)

type apiErr struct {
	Error struct {
		Code   string            `json:"code"`
		Fields map[string]string `json:"fields"`
	} `json:"error"`
}

func TestClientLogAcceptsValidEntries(t *testing.T) {
	t.Parallel()
	c := apptest.New(t).Client()
	for _, level := range []string{"critical", "error", "warning", "info"} {
		res := c.JSON(http.MethodPost, "/api/logging/log", map[string]any{"level": level, "message": "boom",
			"error": map[string]string{"name": "TypeError", "message": "x is undefined", "stack": "at f"}, "data": map[string]int{"step": 2}})
		require.Equal(t, http.StatusNoContent, res.StatusCode, level)
	}
}

func TestClientLogRefusesBadEntriesWithReasons(t *testing.T) {
	t.Parallel()
	c := apptest.New(t).Client()
	res := c.JSON(http.MethodPost, "/api/logging/log", map[string]any{"level": "debug", "message": ""})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	var e apiErr
	res.DecodeJSON(&e)
	require.Equal(t, "validation", e.Error.Code)
	require.Contains(t, e.Error.Fields["level"], "critical, error, warning or info")
	require.Contains(t, e.Error.Fields["message"], "required")

	req, _ := http.NewRequest(http.MethodPost, apptest.BaseURL+"/api/logging/log", strings.NewReader("{not json"))
	req.Header.Set("X-XSRF-TOKEN", c.Token())
	require.Equal(t, http.StatusBadRequest, c.Do(req).StatusCode, "malformed JSON is a 400, never a 500")

	big := strings.Repeat("x", 20<<10)
	res = c.JSON(http.MethodPost, "/api/logging/log", map[string]any{"level": "info", "message": big})
	require.Equal(t, http.StatusRequestEntityTooLarge, res.StatusCode)
}

func TestClientLogIsRateLimited(t *testing.T) {
	t.Parallel()
	c := apptest.New(t).Client()
	entry := map[string]any{"level": "info", "message": "again"}
	for i := 0; i < 30; i++ {
		require.Equal(t, http.StatusNoContent, c.JSON(http.MethodPost, "/api/logging/log", entry).StatusCode)
	}
	res := c.JSON(http.MethodPost, "/api/logging/log", entry)
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode)
	require.NotEmpty(t, res.Header.Get("Retry-After"))
	require.Contains(t, res.Body, "Too many attempts. Please wait")
}

func TestClientLogOffAnswersNotFound(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, func(c *config.Config) { c.ClientLogging = false })
	res := app.Client().JSON(http.MethodPost, "/api/logging/log", map[string]any{"level": "info", "message": "x"})
	require.Equal(t, http.StatusNotFound, res.StatusCode)
}
