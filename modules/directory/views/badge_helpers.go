package views

import (
	"strconv"
	"unicode"

	"github.com/a-h/templ"
)

func pick(cond bool, yes, no string) string {
	if cond {
		return yes
	}
	return no
}

func starAt(i int) string { return "translate(" + strconv.Itoa(72+i*13) + " 48)" }

func starFill(b BadgeView, i int) string {
	switch {
	case i >= b.Stars:
		return "#cfd8dc"
	case b.Listed:
		return "#b7791f"
	}
	return "#90a4ae"
}

// The badge's last line: "Verified <date>" beside the icon; a greyed badge's longer reason
// ("Not currently listed on Green Connect") starts under the icon, at the left edge, and
// is narrowed to fit when a language makes it longer than the badge (docs/directory.md).
const (
	lineWidthListed   = 180 // from x 72 to 8 px before the right edge
	lineWidthUnlisted = 240 // from x 12
)

func lineX(b BadgeView) string { return pick(b.Listed, "72", "12") }

// fitLine sets textLength on the line when its estimated width at 10 px passes the room.
func fitLine(b BadgeView) templ.Attributes {
	room := lineWidthUnlisted
	if b.Listed {
		room = lineWidthListed
	}
	if estimateWidth(b.Line) <= float64(room) {
		return nil
	}
	return templ.Attributes{"textLength": strconv.Itoa(room), "lengthAdjust": "spacingAndGlyphs"}
}

// estimateWidth is a generous width of s at font-size 10 in a system sans-serif: about
// 5.6 px a Latin letter, 10 px a Han or kana character.
func estimateWidth(s string) float64 {
	w := 0.0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || r >= 0xFF00:
			w += 10
		default:
			w += 5.6
		}
	}
	return w
}
