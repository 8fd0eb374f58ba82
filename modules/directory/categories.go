package directory

// Categories are the service categories, the part of sector_industry after the hyphen.
// Names are messages directory.category.<key>; keys are what services store and what the
// marketplace's ?category= holds.
var Categories = []string{
	"carbon_accounting", "esg_reporting", "certification", "consulting", "energy_efficiency",
	"renewable_energy", "waste_recycling", "circular_economy", "sustainable_mobility", "green_building",
	"water_management", "sustainable_sourcing", "green_it", "biodiversity", "eco_products", "training",
}

// TrainingCategory is the category /sustainability-training lists.
const TrainingCategory = "training"

// IsCategory reports whether key is a known category.
func IsCategory(key string) bool {
	for _, c := range Categories {
		if c == key {
			return true
		}
	}
	return false
}

// CategoryMessage is the message id of a category's name ("" for an unknown key).
func CategoryMessage(key string) string {
	if !IsCategory(key) {
		return ""
	}
	return "directory.category." + key
}

// SectorIndustry joins an industry and a category the way the seed's sector_industry field
// does: industry, a hyphen, category. Keys contain no hyphen, so the split is unambiguous.
func SectorIndustry(industry, category string) string {
	if category == "" {
		return industry
	}
	return industry + "-" + category
}

// SplitSectorIndustry is the card's reading of sector_industry (seed §2): the sector is the
// part before the first hyphen; the category is the part after it, or the first part when
// there is no hyphen.
func SplitSectorIndustry(s string) (sector, category string) {
	for i := 0; i < len(s); i++ {
		if s[i] == '-' {
			return s[:i], s[i+1:]
		}
	}
	return s, s
}
