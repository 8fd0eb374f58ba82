package web

import (
	"errors"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestFieldErrorsKeepTheFirstProblemOfEachFieldInOrder(t *testing.T) {
	t.Parallel()
	var e FieldErrors
	require.NoError(t, e.Err(), "no problem, no error")
	e.Add("company.website", "a", nil)
	e.Add("company.city", "b", map[string]any{"Max": 3})
	e.Add("company.website", "c", nil)
	e.Add("version", "d", nil)
	require.Equal(t, []string{"company.website", "company.city", "version"}, e.Paths())
	m, ok := e.Get("company.website")
	require.True(t, ok)
	require.Equal(t, "a", m.Key, "the first problem of a field is the one to fix first")

	form := e.Under("company.")
	require.Equal(t, []string{"website", "city"}, form.Paths(), "a page form's names from the API's paths")
	m, _ = form.Get("city")
	require.Equal(t, 3, m.Data["Max"])

	require.Equal(t, []string{"version", "company.city", "company.website"},
		e.InOrder("version", "company.city", "nothing").Paths(), "the named first, the rest as found")

	var err *Error
	require.True(t, errors.As(e.Err(), &err))
	require.Equal(t, http.StatusUnprocessableEntity, err.Status)
	require.Equal(t, 3, err.Fields.Len())
}

func TestAFormTakesTheProblemsOfAValidationErrorOnly(t *testing.T) {
	t.Parallel()
	f := NewForm()
	require.False(t, f.Take(errors.New("disk full")), "any other error is the caller's")
	require.False(t, f.Take(Conflict("x.conflict")))
	require.False(t, f.Failed())

	require.True(t, f.Take(InvalidField("name", "x.required", nil)))
	require.True(t, f.Invalid("name"))
	require.Nil(t, f.Error)

	g := NewForm()
	require.True(t, g.Take(Invalid(FieldErrors{})), "a refusal without fields")
	require.Equal(t, "error.validation.text", g.Error.Key)
	require.True(t, g.Failed())
}

func TestAFormIsFilledWithSavedValuesUnlessTyped(t *testing.T) {
	t.Parallel()
	f := NewForm()
	f.Set("name", "typed")
	f.Default("name", "saved")
	f.Default("city", "Cluj")
	require.Equal(t, "typed", f.Value("name"))
	require.Equal(t, "Cluj", f.Value("city"))
	var zero Form
	zero.Default("x", "y")
	require.Equal(t, "y", zero.Value("x"), "the zero form is usable")
}

func TestFieldIDsAreSafeForAnyName(t *testing.T) {
	t.Parallel()
	require.Equal(t, "f-price_link", FieldID("price_link"))
	require.Equal(t, "f-items-0-link", FieldID("items.0.link"))
	require.Equal(t, "f-token-name", Form{Prefix: "token-"}.ID("name"))
	require.Equal(t, "f-a--b", FieldID(`a"<b`))
}

func TestClipCutsBetweenCharacters(t *testing.T) {
	t.Parallel()
	require.Equal(t, "short", Clip("short", 40))
	require.Equal(t, "ab…", Clip("abc", 2))
	require.Equal(t, "北京…", Clip("北京上海", 2), "three bytes a character: cut after the second, not inside the first")
}
