package profile

// demoCompany is one company of the demo data. Answers has one letter per rated section in
// rating order (D defined, P planning, N not needed, - unanswered); Extra is the same for
// green offerings and web presence.
type demoCompany struct {
	Email, Name, City, Country, Industry, Sector, Site string
	Employees                                          int
	Provider                                           bool
	Answers, Extra                                     string
	Acc                                                string // carbon, esg or others, for a D accreditation
	Status                                             Status
	Reason                                             string // for rejected
	About                                              string
}

// demoCompanies are about two dozen companies across countries, industries and levels.
var demoCompanies = []demoCompany{
	{"contact@nordlys-energi.example", "Nordlys Energi", "Bergen", "NO", "energy", "renewable_energy", "nordlys-energi.example", 140, false,
		"DDNNNNN", "DD", "esg", StatusApproved, "", "Offshore wind and hydro power for coastal towns, with an ESG report audited every year."},
	{"hello@verdant-logistics.example", "Verdant Logistics", "Rotterdam", "NL", "transport", "freight_logistics", "verdant-logistics.example", 620, false,
		"DDDDDDD", "DN", "carbon", StatusApproved, "", "Electric last-mile delivery and rail freight across the Benelux."},
	{"info@atelier-lumiere.example", "Atelier Lumière", "Lyon", "FR", "manufacturing", "textiles", "atelier-lumiere.example", 38, false,
		"PDDDDDP", "DD", "others", StatusApproved, "", "Organic linen and hemp fabrics, woven and dyed in the Rhône valley."},
	{"office@carpathia-wood.example", "Carpathia Wood", "Brașov", "RO", "agriculture", "forestry", "carpathia-wood.example", 85, false,
		"NDDDDDD", "DN", "others", StatusApproved, "", "FSC-certified forestry and furniture-grade timber from the Carpathians."},
	{"team@greenbyte-hosting.example", "GreenByte Hosting", "Dublin", "IE", "technology", "data_centres", "greenbyte-hosting.example", 54, true,
		"NDDDDNN", "DD", "others", StatusApproved, "", "Web hosting on renewable power, with heat reuse for a district network."},
	{"hola@sol-y-agua.example", "Sol y Agua", "Valencia", "ES", "energy", "water_management", "sol-y-agua.example", 210, false,
		"NPDPPDN", "DN", "", StatusApproved, "", "Solar-powered irrigation and water recycling for farms."},
	{"info@kreislauf-bau.example", "Kreislauf Bau", "Hamburg", "DE", "construction", "building_materials", "kreislauf-bau.example", 330, false,
		"PDDDDDD", "DN", "carbon", StatusApproved, "", "Recycled concrete and reclaimed building materials for circular construction."},
	{"ciao@terra-viva.example", "Terra Viva Alimentari", "Bologna", "IT", "agriculture", "food_processing", "terra-viva.example", 95, false,
		"NNPPPPN", "DN", "", StatusApproved, "", "Organic pasta and preserves from local growers."},
	{"hej@fjord-design.example", "Fjord Design Studio", "Copenhagen", "DK", "media", "design", "fjord-design.example", 12, false,
		"NNNPNNN", "NN", "", StatusApproved, "", "A small design studio making low-carbon websites and print."},
	{"kontakt@zielony-dom.example", "Zielony Dom", "Kraków", "PL", "construction", "architecture", "zielony-dom.example", 27, false,
		"NPDDDDP", "DN", "", StatusApproved, "", "Passive-house architecture and energy retrofits."},
	{"ola@mar-azul.example", "Mar Azul Pescas", "Porto", "PT", "agriculture", "fisheries", "mar-azul.example", 64, false,
		"NNDPDDN", "DN", "", StatusApproved, "", "Line-caught fish with full traceability from boat to plate."},
	{"info@evergreen-consult.example", "Evergreen ESG Consulting", "London", "GB", "sustainability_services", "esg_consulting", "evergreen-consult.example", 45, true,
		"DDNNNNN", "DD", "esg", StatusApproved, "", "ESG strategy, reporting and CSRD readiness for mid-sized companies."},
	{"hi@carbonwise.example", "CarbonWise Analytics", "Toronto", "CA", "sustainability_services", "carbon_services", "carbonwise.example", 33, true,
		"NDDDDDD", "DD", "carbon", StatusApproved, "", "Carbon accounting software and verification for supply chains."},
	{"info@pacific-reef.example", "Pacific Reef Tours", "Cairns", "AU", "hospitality", "travel_tourism", "pacific-reef.example", 22, false,
		"NPNPDNN", "DN", "", StatusApproved, "", "Low-impact reef tours with marine science guides."},
	{"contato@mata-verde.example", "Mata Verde Cosméticos", "São Paulo", "BR", "retail", "consumer_products", "mata-verde.example", 150, false,
		"NNDDPNN", "DN", "", StatusApproved, "", "Natural cosmetics with refillable packaging."},
	{"info@sunveld-solar.example", "Sunveld Solar", "Cape Town", "ZA", "energy", "renewable_energy", "sunveld-solar.example", 75, false,
		"NDPDDDN", "DN", "others", StatusApproved, "", "Rooftop solar and battery storage for businesses."},
	{"contact@lianhe-green.example", "Lianhe Green Packaging", "Shenzhen", "CN", "manufacturing", "packaging", "lianhe-green.example", 480, false,
		"NDDPNPN", "DN", "others", StatusApproved, "", "Compostable packaging made from bamboo and sugarcane fibre."},
	{"info@midori-rail.example", "Midori Rail Systems", "Osaka", "JP", "transport", "public_transport", "midori-rail.example", 900, false,
		"DPNNNNN", "NN", "", StatusApproved, "", "Energy-saving signalling and regenerative braking for commuter rail."},
	{"hello@haritha-textiles.example", "Haritha Textiles", "Bengaluru", "IN", "manufacturing", "textiles", "haritha-textiles.example", 260, false,
		"NNNNNNN", "NN", "", StatusApproved, "", "Cotton garments; our sustainability journey has just begun."},
	{"office@alpen-hotel.example", "Alpen Hotel Lärche", "Innsbruck", "AT", "hospitality", "hotels", "alpen-hotel.example", 60, false,
		"NPPDPNN", "NN", "", StatusPending, "", "A family hotel heated by wood chips from the valley."},
	{"info@brussels-bikes.example", "Brussels Cargo Bikes", "Brussels", "BE", "transport", "electric_mobility", "brussels-bikes.example", 18, false,
		"NNDDDNN", "DN", "", StatusPending, "", "Cargo-bike deliveries and bike-leasing for companies."},
	{"contact@helvetia-finance.example", "Helvetia Impact Finance", "Zürich", "CH", "finance", "investment", "helvetia-finance.example", 120, false,
		"NDNDNNN", "NN", "others", StatusRejected, "The accreditation link does not open and the goals have no description. Please add evidence and publish again.",
		"Impact investment funds for clean technology."},
	{"info@helsinki-print.example", "Helsinki Eco Print", "Helsinki", "FI", "media", "publishing", "helsinki-print.example", 30, false,
		"NN-----", "--", "", StatusDraft, "", "Printing on recycled paper with plant-based inks."},
	{"info@prairie-grains.example", "Prairie Grains Co-op", "Des Moines", "US", "agriculture", "crop_farming", "prairie-grains.example", 340, false,
		"NPDNPDN", "DN", "", StatusApproved, "", "A farmers' co-operative practising no-till and cover crops."},
}
