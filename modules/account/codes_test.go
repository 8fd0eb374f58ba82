package account

import (
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/i18n"
)

// Every identity code an answer may carry has its explanation in every language: the keys
// are made by CodeKey, so the catalog test, which reads keys written in the code, cannot
// see them.
func TestEveryIdentityCodeIsExplainedInEveryLanguage(t *testing.T) {
	b, err := i18n.NewBundle(i18n.Source{Name: "account", FS: Messages})
	require.NoError(t, err)
	for _, lang := range []string{"en", "fr", "ro", "zh"} {
		for _, code := range Codes {
			require.True(t, b.Has(lang, CodeKey(code)), "%s has no %s", lang, CodeKey(code))
		}
	}
}
