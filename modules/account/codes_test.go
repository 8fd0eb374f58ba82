package account_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/i18n"
	"greenconnect/modules/account"
)

// Every identity code an answer may carry has its explanation in every language: the keys
// are made by CodeKey, so the catalog test, which reads keys written in the code, cannot
// see them.
func TestEveryIdentityCodeIsExplainedInEveryLanguage(t *testing.T) {
	b, err := i18n.NewBundle(i18n.Source{Name: "account", FS: account.Messages})
	require.NoError(t, err)
	for _, lang := range []string{"en", "fr", "ro", "zh"} {
		for _, code := range account.Codes {
			require.True(t, b.Has(lang, account.CodeKey(code)), "%s has no %s", lang, account.CodeKey(code))
		}
	}
}
