package report

import (
	"strings"
	"time"
)

// SchemeURIs maps the template's identifier schemes to the URIs an XBRL entity identifier uses;
// another scheme (a national register) gets "urn:greenconnect:id:<scheme>" (docs/vsme.md).
var SchemeURIs = map[string]string{
	"LEI":    "http://standards.iso.org/iso/17442",
	"DUNS":   "http://www.dnb.com/duns",
	"EU ID":  "https://e-justice.europa.eu/euid",
	"PermID": "https://permid.org",
}

// SchemeURI is the identifier scheme's URI.
func (e Entity) SchemeURI() string {
	if u, ok := SchemeURIs[e.Scheme]; ok {
		return u
	}
	s := strings.ToLower(strings.Join(strings.Fields(e.Scheme), "-"))
	if s == "" {
		s = "national"
	}
	return "urn:greenconnect:id:" + s
}

// SchemeFromURI is the scheme name for an identifier scheme URI.
func SchemeFromURI(uri string) string {
	for k, v := range SchemeURIs {
		if v == uri {
			return k
		}
	}
	return strings.TrimPrefix(uri, "urn:greenconnect:id:")
}

// dayAfter is the day after an ISO date (XBRL durations end at the start of that day).
func dayAfter(d string) string {
	t, err := time.Parse("2006-01-02", d)
	if err != nil {
		return d
	}
	return t.AddDate(0, 0, 1).Format("2006-01-02")
}

// dayBefore undoes dayAfter.
func dayBefore(d string) string {
	t, err := time.Parse("2006-01-02", d)
	if err != nil {
		return d
	}
	return t.AddDate(0, 0, -1).Format("2006-01-02")
}

// ValidLEI says whether s is a Legal Entity Identifier: 20 digits and capital letters whose
// last two are ISO 17442's check digits (letters as 10–35, the whole number mod 97 is 1).
func ValidLEI(s string) bool {
	if len(s) != 20 {
		return false
	}
	rem := 0
	for _, ch := range s {
		var d int
		switch {
		case ch >= '0' && ch <= '9':
			d = int(ch - '0')
			rem = (rem*10 + d) % 97
			continue
		case ch >= 'A' && ch <= 'Z':
			d = int(ch-'A') + 10
		default:
			return false
		}
		rem = (rem*100 + d) % 97
	}
	return rem == 1 && s[18] >= '0' && s[18] <= '9' && s[19] >= '0' && s[19] <= '9'
}
