package views

import "strconv"

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
