package reference

import (
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/stretchr/testify/require"
)

// TestGoalsAndPrinciplesAreTranslatedInEveryLanguage: every goal has a name and a statement,
// every principle a text and an area, in the four languages, and fr, ro and zh are real
// translations, not English copies.
func TestGoalsAndPrinciplesAreTranslatedInEveryLanguage(t *testing.T) {
	t.Parallel()
	require.Len(t, SDGs, 17)
	var ids []string
	for _, n := range SDGs {
		ids = append(ids, SDGName(n), SDGText(n))
	}
	seen := map[int]bool{}
	for _, a := range CompactAreas {
		ids = append(ids, a.Message())
		for _, p := range a.Principles {
			require.False(t, seen[p], "principle %d in one area only", p)
			seen[p] = true
			ids = append(ids, PrincipleText(p))
			require.Equal(t, a.Key, AreaOf(p).Key)
		}
	}
	require.Len(t, seen, PrincipleCount)
	for n := 1; n <= PrincipleCount; n++ {
		require.True(t, seen[n] && IsPrinciple(n), "principle %d", n)
	}
	require.Equal(t, []int{3, 4, 5, 6}, AreaOf(4).Principles, "labour is 3 to 6")
	for _, bad := range []int{0, -1, 18, 1 << 40} {
		require.False(t, IsSDG(bad))
		require.Empty(t, SDGName(bad))
	}
	require.False(t, IsPrinciple(11))
	require.Empty(t, PrincipleText(0))

	msgs := map[string]map[string]string{}
	for _, lang := range []string{"en", "fr", "ro", "zh"} {
		raw, err := Messages.ReadFile("i18n/" + lang + ".toml")
		require.NoError(t, err)
		m := map[string]string{}
		_, err = toml.Decode(string(raw), &m)
		require.NoError(t, err)
		msgs[lang] = m
	}
	for _, id := range ids {
		en := msgs["en"][id]
		require.NotEmpty(t, en, id)
		for _, lang := range []string{"fr", "ro", "zh"} {
			require.NotEmpty(t, msgs[lang][id], "%s in %s", id, lang)
			require.NotEqual(t, en, msgs[lang][id], "%s is translated in %s", id, lang)
		}
	}
	require.Equal(t, "Climate action", msgs["en"][SDGName(13)])
	require.Equal(t, "气候行动", msgs["zh"][SDGName(13)])
}
