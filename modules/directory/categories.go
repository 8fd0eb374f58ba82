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

// SectorIndustry joins an industry and a category as the API's sector_industry field does:
// industry, a hyphen, category (docs/directory.md, "Cards").
func SectorIndustry(industry, category string) string {
	if category == "" {
		return industry
	}
	return industry + "-" + category
}
