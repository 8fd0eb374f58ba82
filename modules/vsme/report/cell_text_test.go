package report

import "testing"

func TestCellNumber(t *testing.T) {
	for _, c := range []struct {
		in      string
		percent bool
		want    float64
		ok      bool
	}{
		{"1500", false, 1500, true}, {"1.4893617021276596E-2", false, 0.014893617021276596, true},
		{"-3.5", false, -3.5, true}, {"23 500", false, 23500, true}, {"23\u00a0500,25", false, 23500.25, true},
		{"1'234.5", false, 1234.5, true}, {"1,500", false, 1500, true}, {"1,234,567.8", false, 1234567.8, true},
		{"100,5", false, 100.5, true}, {"0,25", false, 0.25, true}, {"60.000,50", false, 60000.5, true},
		{"1.234.567", false, 1234567, true}, {"10%", true, 0.1, true}, {"12,5 %", true, 0.125, true},
		{"10%", false, 0, false}, {"NaN", false, 0, false}, {"Inf", false, 0, false}, {"0x1p4", false, 0, false},
		{"1,2,3", false, 0, false}, {"1.2.3", false, 0, false}, {"60,000.5,0", false, 0, false}, {"", false, 0, false},
		{"about 150", false, 0, false}, {"10%%", true, 0, false}, {"1.000,000.5", false, 0, false},
	} {
		got, ok := cellNumber(c.in, c.percent)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("cellNumber(%q, %v) = %v, %v; want %v, %v", c.in, c.percent, got, ok, c.want, c.ok)
		}
	}
}

func TestExcelDate(t *testing.T) {
	for in, want := range map[string]string{
		"2026-12-31": "2026-12-31", "2026-12-31T00:00:00": "2026-12-31", "2026/12/31": "2026-12-31",
		"46387": "2026-12-31", "46387.5": "2026-12-31", "31/12/2026": "2026-12-31", "31.12.2026": "2026-12-31",
		"1-2-2026": "2026-02-01", "2026-02-30": "", "31/02/2026": "", "12/31/2026": "", "soon": "", "": "", "-1": "",
	} {
		if got := excelDate(in); got != want {
			t.Errorf("excelDate(%q) = %q, want %q", in, got, want)
		}
	}
}
