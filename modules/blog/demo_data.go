package blog

// demoPost is one entry of the demo catalogue.
type demoPost struct {
	Category, Title, Content string
}

// demoPosts cover every category; Markdown as a company would write it.
var demoPosts = []demoPost{
	{"company_news", "We switched our whole fleet to electric vans",
		"After two years of trials, **every delivery van** we own now runs on electricity.\n\n- 38 vans replaced\n- 210 tonnes of CO2 avoided a year\n- Charging on our own rooftop solar by day\n\nThe drivers were the first to ask for it: quieter cabs, no fumes at the depot."},
	{"sustainability_news", "What the new EU reporting rules mean for small suppliers",
		"The CSRD reaches far beyond the companies it names: their suppliers will be asked for data too.\n\nStart with three numbers: your energy use, your fuel use and your waste. Most of it is already on your invoices."},
	{"event_announcements", "Open day at our recycling plant, 14 March",
		"Come and see how old concrete becomes new building material. Guided tours every hour from 10:00, [register here](https://example.com/open-day).\n\nChildren welcome; safety boots provided."},
	{"business_opportunities", "Looking for a partner to reuse our waste heat",
		"Our data centre gives off about **1.2 MW** of low-grade heat all year round. We are looking for a greenhouse, a pool or a district network nearby that can use it.\n\nSend us an enquiry below."},
	{"business_enquiries", "Wanted: a supplier of compostable packaging",
		"We ship 40,000 parcels a month and want to drop plastic fillers by the summer. We need compostable void fill and mailers, certified EN 13432."},
	{"company_news", "Our first verified carbon footprint",
		"This year an independent auditor verified our scope 1 and 2 emissions for the first time. The report is on our website; the short version: *down 18% on last year*."},
	{"sustainability_news", "Five easy wins for an office's energy bill",
		"1. Turn the heating down one degree\n2. Switch to LED lighting\n3. Put computers to sleep after 10 minutes\n4. Check the building's schedule matches opening hours\n5. Buy a renewable tariff"},
	{"event_announcements", "Webinar: measuring Scope 3 without tears",
		"On the last Thursday of the month we walk through a supplier survey that works, with the spreadsheet we use ourselves. Free, 45 minutes, in English and French."},
	{"business_opportunities", "Reclaimed timber available for furniture makers",
		"We have 300 m³ of reclaimed oak beams from a barn restoration. Graded, de-nailed and kiln-dried. Looking for joiners and furniture makers."},
	{"business_enquiries", "Seeking an ESG consultant for our first report",
		"A family company of 120 people, we need help with our first ESG report under the voluntary standard for SMEs. Budget and timeline in the enquiry."},
	{"company_news", "Solar roof finished on the Cluj warehouse",
		"1,400 panels now cover the roof of our main warehouse. On a sunny day the building runs entirely on its own power, and the surplus goes to the neighbours."},
	{"sustainability_news", "Why heat pumps work in cold climates too",
		"Modern air-source heat pumps keep working well below freezing. Norway, one of the coldest countries in Europe, has the most heat pumps per home."},
	{"event_announcements", "Join our beach clean-up in Porto",
		"Saturday morning, gloves and bags provided. Last year 60 volunteers collected 420 kg of plastic in three hours."},
	{"business_opportunities", "Cargo-bike delivery partners wanted in Brussels",
		"We are expanding to three new districts and look for shops that want same-day, zero-emission deliveries."},
	{"company_news", "We are now a certified B Corp",
		"After eighteen months of assessment we joined the B Corp community. Thank you to everyone on the team who filled in one more spreadsheet."},
	{"sustainability_news", "Rail freight is back: the numbers",
		"A tonne of goods moved by rail emits about a sixth of what it would by road. New night connections make rail faster than trucks on several routes."},
}
