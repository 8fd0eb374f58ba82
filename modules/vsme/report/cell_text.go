package report

// Numbers and dates as a template's cells hold them: the stored value of a number or date cell,
// or text a person typed (docs/vsme.md, "Import").

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	plainNumber = regexp.MustCompile(`^[+-]?[0-9.,]*[0-9]([eE][+-]?[0-9]+)?$`)
	grouped     = map[rune]*regexp.Regexp{
		',': regexp.MustCompile(`^[+-]?[0-9]{1,3}(,[0-9]{3})+$`),
		'.': regexp.MustCompile(`^[+-]?[0-9]{1,3}(\.[0-9]{3})+$`),
	}
)

// cellNumber reads a number: the cell's stored value ("1.4893617021276596E-2") or text typed
// with spaces or apostrophes between thousands, a decimal comma ("100,5"; "60.000,50"), or a
// percent sign where the concept is a percentage ("10%" is 0.1). A single comma followed by
// three digits ("1,500") groups thousands, as in the template's English. NaN, infinities,
// hexadecimal and anything else are refused.
func cellNumber(raw string, percent bool) (float64, bool) {
	s := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\u00a0', '\u202f', '\u2009', '\'', '’':
			return -1
		}
		return r
	}, raw)
	scale := 1.0
	if strings.HasSuffix(s, "%") {
		if !percent {
			return 0, false
		}
		s, scale = strings.TrimSuffix(s, "%"), 0.01
	}
	if !plainNumber.MatchString(s) {
		return 0, false
	}
	mant, exp := s, ""
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		mant, exp = s[:i], s[i:]
	}
	comma, dot := strings.LastIndex(mant, ","), strings.LastIndex(mant, ".")
	var intPart, frac string
	switch {
	case comma >= 0 && dot >= 0:
		dec, sep := '.', ','
		if comma > dot {
			dec, sep = ',', '.'
		}
		i := strings.LastIndex(mant, string(dec))
		intPart, frac = mant[:i], mant[i+1:]
		if strings.ContainsRune(frac, sep) || strings.Count(intPart, string(dec)) > 0 || !grouped[sep].MatchString(intPart) {
			return 0, false
		}
		intPart = strings.ReplaceAll(intPart, string(sep), "")
	case comma >= 0:
		if strings.Count(mant, ",") > 1 || grouped[','].MatchString(mant) {
			if !grouped[','].MatchString(mant) {
				return 0, false
			}
			intPart = strings.ReplaceAll(mant, ",", "")
		} else {
			intPart, frac = mant[:comma], mant[comma+1:]
		}
	case strings.Count(mant, ".") > 1:
		if !grouped['.'].MatchString(mant) {
			return 0, false
		}
		intPart = strings.ReplaceAll(mant, ".", "")
	default:
		intPart = mant
	}
	num := intPart
	if frac != "" {
		num += "." + frac
	}
	v, err := strconv.ParseFloat(num+exp, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false
	}
	return v * scale, true
}

var dayMonthYear = regexp.MustCompile(`^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$`)

// excelDate turns a cell holding a date into an ISO date: an ISO date (with or without a
// time), an Excel serial day, day/month/year as the European template's users write it
// ("31/12/2026", "31.12.2026") or year/month/day. "" when it is no date.
func excelDate(v string) string {
	v = strings.TrimSpace(v)
	valid := func(y, m, d int) string {
		t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
		if t.Year() != y || int(t.Month()) != m || t.Day() != d {
			return ""
		}
		return t.Format("2006-01-02")
	}
	if len(v) >= 10 && (v[4] == '-' || v[4] == '/') && v[7] == v[4] && (len(v) == 10 || v[10] == 'T' || v[10] == ' ') {
		y, e1 := strconv.Atoi(v[:4])
		m, e2 := strconv.Atoi(v[5:7])
		d, e3 := strconv.Atoi(v[8:10])
		if e1 != nil || e2 != nil || e3 != nil {
			return ""
		}
		return valid(y, m, d)
	}
	if m := dayMonthYear.FindStringSubmatch(v); m != nil {
		d, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		return valid(y, mo, d)
	}
	if f, err := strconv.ParseFloat(v, 64); err == nil && f >= 1 && f < 2958466 {
		t, err := excelizeDate(f)
		if err == nil {
			return t.Format("2006-01-02")
		}
	}
	return ""
}
