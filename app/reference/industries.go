package reference

// Industry is one industry of the curated list and its sectors. Names are messages:
// reference.industry.<key> and reference.sector.<sector key>; keys are what records store.
type Industry struct {
	Key     string
	Sectors []string
}

// Industries is the curated industry → sector list, in display order.
var Industries = []Industry{
	{"agriculture", []string{"crop_farming", "livestock", "food_processing", "fisheries", "forestry"}},
	{"construction", []string{"building_construction", "architecture", "real_estate", "building_materials", "facility_management"}},
	{"energy", []string{"renewable_energy", "energy_efficiency", "utilities", "water_management", "waste_management"}},
	{"manufacturing", []string{"industrial_machinery", "chemicals", "textiles", "electronics", "packaging", "automotive"}},
	{"transport", []string{"freight_logistics", "public_transport", "electric_mobility", "shipping", "aviation"}},
	{"retail", []string{"retail_stores", "ecommerce", "fashion", "consumer_products", "furniture"}},
	{"hospitality", []string{"hotels", "restaurants_catering", "travel_tourism", "events"}},
	{"technology", []string{"software", "it_services", "data_centres", "telecommunications", "hardware"}},
	{"finance", []string{"banking", "insurance", "investment", "accounting"}},
	{"professional_services", []string{"consulting", "legal", "marketing", "engineering_services", "recruitment"}},
	{"sustainability_services", []string{"carbon_services", "esg_consulting", "certification_audit", "environmental_consulting", "circular_economy"}},
	{"health", []string{"healthcare", "pharmaceuticals", "medical_devices", "wellbeing"}},
	{"education", []string{"schools_universities", "professional_training", "research"}},
	{"public_nonprofit", []string{"government", "nonprofit", "community"}},
	{"media", []string{"publishing", "film_broadcasting", "design", "arts_culture"}},
}

// IndustryByKey finds an industry.
func IndustryByKey(key string) (Industry, bool) {
	for _, in := range Industries {
		if in.Key == key {
			return in, true
		}
	}
	return Industry{}, false
}

// IsSectorOf reports whether sector belongs to industry.
func IsSectorOf(industry, sector string) bool {
	in, ok := IndustryByKey(industry)
	if !ok {
		return false
	}
	for _, s := range in.Sectors {
		if s == sector {
			return true
		}
	}
	return false
}

// IndustryMessage is the message id of an industry's name ("" for an unknown key).
func IndustryMessage(key string) string {
	if _, ok := IndustryByKey(key); !ok {
		return ""
	}
	return "reference.industry." + key
}

// SectorMessage is the message id of a sector's name ("" for an unknown key).
func SectorMessage(key string) string {
	for _, in := range Industries {
		for _, s := range in.Sectors {
			if s == key {
				return "reference.sector." + key
			}
		}
	}
	return ""
}
