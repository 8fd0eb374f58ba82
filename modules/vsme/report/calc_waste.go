package report

import "strings"

// waste totals each waste type's recycled and disposed amounts, then hazardous and
// non-hazardous totals in the unit chosen for them (kg unless chosen), mass and volume apart,
// as the template does.
func (c *calc) waste() {
	p := c.r.Period
	type row struct {
		dims  map[string]string
		unit  string
		sum   float64
		isVol bool
	}
	rows := map[string]*row{}
	for _, f := range c.r.Facts {
		// A category (a chapter of the list) is neither hazardous nor not: it counts in no
		// total (docs/vsme.md, "Calculations").
		if f.Period != p || f.Dims[axisWaste] == "" || c.tax.IsCategory(f.Dims[axisWaste]) {
			continue
		}
		vol := strings.HasSuffix(f.Concept, "Volume")
		switch strings.TrimSuffix(strings.TrimSuffix(f.Concept, "Mass"), "Volume") {
		case "vsme:WasteDivertedToRecycleOrReuse", "vsme:WasteDirectedToDisposal":
		default:
			continue
		}
		v, ok := f.Number()
		if !ok {
			continue
		}
		k := f.Dims[axisWaste] + "|" + f.Unit
		if rows[k] == nil {
			rows[k] = &row{dims: copyDims(f.Dims), unit: f.Unit, isVol: vol}
		}
		rows[k].sum += v
	}
	if len(rows) == 0 {
		return
	}
	hazM, nonM, hazV, nonV := 0.0, 0.0, 0.0, 0.0
	massUnit := c.unitOf("vsme:TotalHazardousWasteGeneratedMass", "utr:kg")
	for _, r := range rows {
		concept := "vsme:TotalWasteRecycledReusedAndDirectedToDisposalMass"
		if r.isVol {
			concept = "vsme:TotalWasteRecycledReusedAndDirectedToDisposalVolume"
		}
		c.put(concept, r.dims, p, r.sum, r.unit)
		m := r.dims[axisWaste]
		hazardous := strings.Contains(m, "-Hazardous-") && !strings.Contains(m, "-Non-Hazardous-")
		if r.isVol {
			v, _ := Convert(r.sum, r.unit, "utr:m3")
			if hazardous {
				hazV += v
			} else {
				nonV += v
			}
			continue
		}
		v, _ := Convert(r.sum, r.unit, massUnit)
		if hazardous {
			hazM += v
		} else {
			nonM += v
		}
	}
	c.put("vsme:TotalHazardousWasteGeneratedMass", nil, p, hazM, massUnit)
	c.put("vsme:TotalNonHazardousWasteGeneratedMass", nil, p, nonM, massUnit)
	c.put("vsme:TotalWasteGeneratedMass", nil, p, hazM+nonM, massUnit)
	c.put("vsme:TotalHazardousWasteGeneratedVolume", nil, p, hazV, "utr:m3")
	c.put("vsme:TotalNonHazardousWasteGeneratedVolume", nil, p, nonV, "utr:m3")
	c.put("vsme:TotalWasteGeneratedVolume", nil, p, hazV+nonV, "utr:m3")
}

// unitOf is the unit a fact of the concept already has (the user's choice), else def.
func (c *calc) unitOf(concept, def string) string {
	for _, f := range c.r.Facts {
		if f.Concept == concept && f.Unit != "" {
			return f.Unit
		}
	}
	return def
}

// materials totals the mass and the volume of the materials used.
func (c *calc) materials() {
	p := c.r.Period
	massUnit := c.unitOf("vsme:TotalMassOfMaterialUsed", "utr:kg")
	mass, vol, nm, nv := 0.0, 0.0, 0, 0
	for _, f := range c.r.Facts {
		if f.Period != p {
			continue
		}
		v, ok := f.Number()
		if !ok {
			continue
		}
		switch f.Concept {
		case "vsme:WeightOfMaterialUsed":
			if w, ok := Convert(v, f.Unit, massUnit); ok {
				mass += w
				nm++
			}
		case "vsme:VolumeOfMaterialUsed":
			if w, ok := Convert(v, f.Unit, "utr:m3"); ok {
				vol += w
				nv++
			}
		}
	}
	if nm > 0 {
		c.put("vsme:TotalMassOfMaterialUsed", nil, p, mass, massUnit)
	}
	if nv > 0 {
		c.put("vsme:TotalVolumeOfMaterialUsed", nil, p, vol, "utr:m3")
	}
}

// workforce computes the rates the template computes from its helper figures.
func (c *calc) workforce() {
	p := c.r.Period
	in := c.r.Inputs
	has := func(k string) bool { _, ok := in[k]; return ok }
	pure := "xbrli:pure"
	if has(InputEmployeesLeft) && has(InputEmployeesAtStart) && has(InputEmployeesAtEnd) {
		if avg := (in[InputEmployeesAtStart] + in[InputEmployeesAtEnd]) / 2; avg != 0 {
			c.put("vsme:EmployeeTurnoverRate", nil, p, in[InputEmployeesLeft]/avg, pure)
		}
	}
	employees, okE := c.get("vsme:NumberOfEmployees", nil, p, "")
	accidents, okA := c.get("vsme:NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod", nil, p, "")
	if okE && okA && has(InputHoursPerEmployee) {
		if hours := in[InputHoursPerEmployee] * employees; hours != 0 {
			c.put("vsme:RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod", nil, p, accidents/hours*200000, pure)
		}
	}
	if has(InputHourlyPayMale) && has(InputHourlyPayFemale) && in[InputHourlyPayMale] != 0 {
		c.put("vsme:PercentageGapInPayBetweenFemaleAndMaleEmployees", nil, p,
			(in[InputHourlyPayMale]-in[InputHourlyPayFemale])/in[InputHourlyPayMale], pure)
	}
	if okE && employees != 0 && has(InputEmployeesCoveredCBA) {
		c.put("vsme:PercentageOfEmployeesCoveredByCollectiveBargainingAgreements", nil, p, in[InputEmployeesCoveredCBA]/employees, pure)
	}
}
