package reference

import (
	"sort"
	"strings"
	"sync"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// countryCodes are the 249 officially assigned ISO 3166-1 alpha-2 codes.
var countryCodes = strings.Fields(`
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`)

// Country is a country's code and its name in one language.
type Country struct {
	Code string
	Name string
}

var countryLists sync.Map // lang → []Country, sorted by name in that language

// Countries lists every country named in lang ("en", "fr", "ro", "zh"), sorted as that
// language sorts (pinyin for zh).
func Countries(lang string) []Country {
	if l, ok := countryLists.Load(lang); ok {
		return l.([]Country)
	}
	tag := language.Make(lang)
	namer := display.Regions(tag)
	list := make([]Country, len(countryCodes))
	for i, code := range countryCodes {
		list[i] = Country{Code: code, Name: namer.Name(language.MustParseRegion(code))}
	}
	coll := collate.New(tag)
	sort.SliceStable(list, func(i, j int) bool { return coll.CompareString(list[i].Name, list[j].Name) < 0 })
	countryLists.Store(lang, list)
	return list
}

// isCountry is every assigned code, for IsCountry.
var isCountry = func() map[string]bool {
	set := make(map[string]bool, len(countryCodes))
	for _, c := range countryCodes {
		set[c] = true
	}
	return set
}()

// IsCountry reports whether code is an assigned ISO 3166-1 alpha-2 code.
func IsCountry(code string) bool { return isCountry[code] }

var countryNames sync.Map // lang → map[code]name, from Countries(lang)

// CountryName is the name of a country in lang; "" for an unknown code. A listing names a
// country on each of its cards: the names are read once a language (Countries), not parsed
// and looked up again on each.
func CountryName(lang, code string) string {
	if names, ok := countryNames.Load(lang); ok {
		return names.(map[string]string)[code]
	}
	list := Countries(lang)
	names := make(map[string]string, len(list))
	for _, c := range list {
		names[c.Code] = c.Name
	}
	countryNames.Store(lang, names)
	return names[code]
}
