package report

// factors converts a unit into its family's base unit (MWh, t, m3, sqm, tCO2e).
var factors = map[string]struct {
	family string
	factor float64
}{
	"utr:Wh": {"energy", 1e-6}, "utr:kWh": {"energy", 1e-3}, "utr:MWh": {"energy", 1}, "utr:GWh": {"energy", 1e3},
	"utr:TWh": {"energy", 1e6}, "utr:MJ": {"energy", 1 / 3600.0}, "utr:GJ": {"energy", 1 / 3.6}, "utr:TJ": {"energy", 1e3 / 3.6},
	"utr:g": {"mass", 1e-6}, "utr:kg": {"mass", 1e-3}, "utr:t": {"mass", 1}, "utr:kt": {"mass", 1e3}, "utr:Mt": {"mass", 1e6},
	"utr:l": {"volume", 1e-3}, "utr:m3": {"volume", 1},
	"utr:sqm": {"area", 1}, "utr:ha": {"area", 1e4}, "utr:sqkm": {"area", 1e6},
	"utr:tCO2e": {"ghg", 1}, "utr:ktCO2e": {"ghg", 1e3}, "utr:MtCO2e": {"ghg", 1e6},
}

// Convert changes a value from one unit to another of the same kind (kWh to MWh, kg to t).
func Convert(v float64, from, to string) (float64, bool) {
	if from == to {
		return v, true
	}
	a, ok1 := factors[from]
	b, ok2 := factors[to]
	if !ok1 || !ok2 || a.family != b.family {
		return 0, false
	}
	return v * a.factor / b.factor, true
}

// UnitsLike lists the units a value can be entered in for a base unit's kind.
func UnitsLike(unit string) []string {
	f, ok := factors[unit]
	if !ok {
		return []string{unit}
	}
	var out []string
	for _, u := range unitOrder {
		if factors[u].family == f.family {
			out = append(out, u)
		}
	}
	return out
}

var unitOrder = []string{"utr:kWh", "utr:MWh", "utr:GWh", "utr:GJ", "utr:kg", "utr:t", "utr:l", "utr:m3", "utr:sqm", "utr:ha", "utr:tCO2e"}
