package web

import (
	"errors"
	"fmt"
	"net/http/httptest"
	"testing"

	"github.com/gofiber/fiber/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParamUUIDIsANotFoundForAnythingButAUUID(t *testing.T) {
	t.Parallel()
	app := fiber.New()
	app.Get("/x/:id", func(c fiber.Ctx) error {
		id, err := ParamUUID(c, "id")
		if err != nil {
			return c.SendStatus(AsError(err).Status)
		}
		return c.SendString(id.String())
	})
	for path, want := range map[string]int{
		"/x/0b7a3c2e-8f0e-4e43-9a0c-3d6f1f1f2a11": 200,
		"/x/nope": 404, "/x/%00": 404, "/x/" + "1234567890": 404,
	} {
		res, err := app.Test(httptest.NewRequest("GET", path, nil))
		require.NoError(t, err)
		assert.Equal(t, want, res.StatusCode, path)
	}
}

func TestIsNotFoundSeesThroughWrapping(t *testing.T) {
	t.Parallel()
	assert.True(t, IsNotFound(NotFound()))
	assert.True(t, IsNotFound(fmt.Errorf("loading: %w", NotFound())))
	assert.False(t, IsNotFound(Forbidden()))
	assert.False(t, IsNotFound(errors.New("not found")))
	assert.False(t, IsNotFound(nil))
}

func TestRequiredAndMaxLenCountCharactersNotBytes(t *testing.T) {
	t.Parallel()
	var errs FieldErrors
	Required(&errs, "a", "")
	Required(&errs, "b", "x")
	MaxLen(&errs, "c", "中中中", 3)
	MaxLen(&errs, "d", "éééé", 3)
	assert.Equal(t, []string{"a", "d"}, errs.Paths())
	m, _ := errs.Get("d")
	assert.Equal(t, "form.error.too_long", m.Key)
	assert.Equal(t, 3, m.Data["Max"])
}
