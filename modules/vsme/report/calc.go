package report

import (
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

// Helper figures of the template's calculations (docs/vsme.md, "Calculations").
const (
	InputEmployeesLeft       = "EmployeesLeft"
	InputEmployeesAtStart    = "EmployeesAtStart"
	InputEmployeesAtEnd      = "EmployeesAtEnd"
	InputHoursPerEmployee    = "HoursWorkedPerEmployee"
	InputHourlyPayMale       = "AverageHourlyPayMale"
	InputHourlyPayFemale     = "AverageHourlyPayFemale"
	InputEmployeesCoveredCBA = "EmployeesCoveredByCollectiveBargaining"
)

const (
	axisEnergy = "vsme:BreakdownOfEnergyConsumptionAxis"
	axisScope  = "vsme:ReportingScopesAxis"
	axisWaste  = "vsme:TypeOfWasteAxis"
	memberRen  = "vsme:RenewableEnergyMember"
	memberNon  = "vsme:NonRenewableEnergyMember"
)

// DerivedConcepts are the concepts Calculate computes; forms show them read-only.
var DerivedConcepts = map[string]bool{
	"vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions": true, "vsme:TotalGrossMarketBasedScope1AndScope2GHGEmissions": true,
	"vsme:TotalGrossLocationBasedGHGEmissions": true, "vsme:TotalGrossMarketBasedGHGEmissions": true,
	"vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased": true, "vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased": true,
	"vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue": true, "vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue": true,
	"vsme:TotalWasteRecycledReusedAndDirectedToDisposalMass": true, "vsme:TotalWasteRecycledReusedAndDirectedToDisposalVolume": true,
	"vsme:TotalHazardousWasteGeneratedMass": true, "vsme:TotalNonHazardousWasteGeneratedMass": true, "vsme:TotalWasteGeneratedMass": true,
	"vsme:TotalHazardousWasteGeneratedVolume": true, "vsme:TotalNonHazardousWasteGeneratedVolume": true, "vsme:TotalWasteGeneratedVolume": true,
	"vsme:TotalMassOfMaterialUsed": true, "vsme:TotalVolumeOfMaterialUsed": true,
	"vsme:EmployeeTurnoverRate": true, "vsme:RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod": true,
	"vsme:PercentageGapInPayBetweenFemaleAndMaleEmployees": true, "vsme:PercentageOfEmployeesCoveredByCollectiveBargainingAgreements": true,
}

// Calculate fills in what the digital template calculates from what was entered: energy per
// source, scope 1 + 2 and total emissions (location- and market-based, for the reporting,
// baseline and target years), emission intensity per turnover, waste per type and in total
// (hazardous or not, mass and volume, converting kg and t), material totals, turnover rate,
// accident rate, pay gap and collective bargaining coverage. Facts left without a value are
// dropped.
func Calculate(r *Report) {
	c := &calc{r: r, tax: taxonomy.Load()}
	c.energy()
	for _, s := range c.scopes() {
		c.ghg(s)
	}
	c.waste()
	c.materials()
	c.workforce()
	kept := r.Facts[:0]
	for _, f := range r.Facts {
		if f.Value != "" {
			kept = append(kept, f)
		}
	}
	r.Facts = kept
	r.Sort()
}

type calc struct {
	r   *Report
	tax *taxonomy.Taxonomy
}

// get finds a fact by concept, dimensions and period, with its value in unit (when given).
func (c *calc) get(concept string, dims map[string]string, p Period, unit string) (float64, bool) {
	p = c.periodFor(concept, p)
	for _, f := range c.r.Facts {
		if f.Concept == concept && sameDims(f.Dims, dims) && f.Period == p && f.Value != "" {
			v, ok := f.Number()
			if !ok {
				return 0, false
			}
			if unit != "" && f.Unit != unit {
				return Convert(v, f.Unit, unit)
			}
			return v, true
		}
	}
	return 0, false
}

// put sets a computed fact, keeping the unit the user chose for it (converting the value).
func (c *calc) put(concept string, dims map[string]string, p Period, v float64, unit string) {
	con := c.tax.Concept(concept)
	if con == nil {
		return
	}
	p = c.periodFor(concept, p)
	for _, f := range c.r.Facts {
		if f.Concept == concept && sameDims(f.Dims, dims) && f.Period == p && f.Unit != unit && f.Unit != "" {
			if w, ok := Convert(v, unit, f.Unit); ok {
				v, unit = w, f.Unit
			}
		}
	}
	c.remove(concept, dims, p)
	c.r.Facts = append(c.r.Facts, Fact{Concept: concept, Value: FormatNumber(v), Unit: unit,
		Decimals: intp(decimalsFor(con)), Dims: copyDims(dims), Period: p, Source: "calc"})
}

func (c *calc) remove(concept string, dims map[string]string, p Period) {
	kept := c.r.Facts[:0]
	for _, f := range c.r.Facts {
		if !(f.Concept == concept && sameDims(f.Dims, dims) && f.Period == p) {
			kept = append(kept, f)
		}
	}
	c.r.Facts = kept
}

// periodFor gives an instant concept the end of the period.
func (c *calc) periodFor(concept string, p Period) Period {
	if con := c.tax.Concept(concept); con != nil && con.PeriodType == "instant" {
		return Period{End: p.End}
	}
	return p
}

// scope is a column of the emissions table: the reporting year, or a baseline or target year
// with its member on the reporting scopes axis.
type scope struct {
	p    Period
	dims map[string]string
}

// scopes are the reporting period and any baseline or target year the emissions use.
func (c *calc) scopes() []scope {
	out := []scope{{p: c.r.Period}}
	seen := map[string]bool{c.r.Period.Start + c.r.Period.End: true}
	for _, f := range c.r.Facts {
		k := f.Period.Start + f.Period.End + f.Dims[axisScope]
		if strings.HasPrefix(f.Concept, "vsme:GrossScope") && !seen[k] {
			seen[k] = true
			var dims map[string]string
			if m := f.Dims[axisScope]; m != "" {
				dims = map[string]string{axisScope: m}
			}
			out = append(out, scope{p: f.Period, dims: dims})
		}
	}
	return out
}

func (c *calc) sum(s scope, unit string, parts ...string) (float64, int) {
	total, n := 0.0, 0
	for _, concept := range parts {
		if v, ok := c.get(concept, s.dims, s.p, unit); ok {
			total += v
			n++
		}
	}
	return total, n
}

func (c *calc) energy() {
	p := c.r.Period
	for _, src := range []string{"vsme:EnergyConsumptionFromElectricity", "vsme:EnergyConsumptionFromSelfGeneratedElectricity", "vsme:EnergyConsumptionFromFuels"} {
		ren, ok1 := c.get(src, map[string]string{axisEnergy: memberRen}, p, "utr:MWh")
		non, ok2 := c.get(src, map[string]string{axisEnergy: memberNon}, p, "utr:MWh")
		if ok1 || ok2 {
			c.put(src, nil, p, ren+non, "utr:MWh")
		}
	}
}

// RenewableShare is the renewable part of the energy broken down by source, or false.
func RenewableShare(r *Report) (float64, bool) {
	c := &calc{r: r, tax: taxonomy.Load()}
	ren, total := 0.0, 0.0
	for _, src := range []string{"vsme:EnergyConsumptionFromElectricity", "vsme:EnergyConsumptionFromSelfGeneratedElectricity", "vsme:EnergyConsumptionFromFuels"} {
		v, _ := c.get(src, map[string]string{axisEnergy: memberRen}, r.Period, "utr:MWh")
		w, _ := c.get(src, map[string]string{axisEnergy: memberNon}, r.Period, "utr:MWh")
		ren += v
		total += v + w
	}
	if total == 0 {
		return 0, false
	}
	return ren / total, true
}

func (c *calc) ghg(s scope) {
	const s1, s2l, s2m, s3 = "vsme:GrossScope1GreenhouseGasEmissions", "vsme:GrossLocationBasedScope2GreenhouseGasEmissions",
		"vsme:GrossMarketBasedScope2GreenhouseGasEmissions", "vsme:GrossScope3GreenhouseGasEmissions"
	t := "utr:tCO2e"
	p, d := s.p, s.dims
	_, has1 := c.get(s1, d, p, t)
	_, has2m := c.get(s2m, d, p, t)
	_, has3 := c.get(s3, d, p, t)
	if v, n := c.sum(s, t, s1, s2l); n > 0 {
		c.put("vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions", d, p, v, t)
	}
	if has1 && has2m {
		v, _ := c.sum(s, t, s1, s2m)
		c.put("vsme:TotalGrossMarketBasedScope1AndScope2GHGEmissions", d, p, v, t)
	}
	if has3 {
		if v, _ := c.sum(s, t, s1, s2l, s3); v != 0 {
			c.put("vsme:TotalGrossLocationBasedGHGEmissions", d, p, v, t)
		}
		if has1 && has2m {
			c.put("vsme:TotalGrossMarketBasedGHGEmissions", d, p, mustSum(c.sum(s, t, s1, s2m, s3)), t)
		}
	}
	if p != c.r.Period || len(d) > 0 {
		return
	}
	turnover, ok := c.get("vsme:Turnover", nil, p, "")
	if !ok || turnover == 0 {
		return
	}
	unit := "utr:tCO2e/iso4217:" + c.r.Currency
	pairs := [][2]string{
		{"vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions", "vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased"},
		{"vsme:TotalGrossMarketBasedScope1AndScope2GHGEmissions", "vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased"},
	}
	if has3 {
		pairs = [][2]string{
			{"vsme:TotalGrossLocationBasedGHGEmissions", "vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue"},
			{"vsme:TotalGrossMarketBasedGHGEmissions", "vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue"},
		}
	}
	for _, pr := range pairs {
		if v, ok := c.get(pr[0], nil, p, t); ok {
			c.put(pr[1], nil, p, v/turnover, unit)
		}
	}
}

func mustSum(v float64, _ int) float64 { return v }
