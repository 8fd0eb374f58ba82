package profile

import (
	"bytes"
	"context"
	"encoding/json"
	"hash/fnv"
	"image"
	"image/color"
	"image/png"
	"math"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
	"greenconnect/modules/rating"
)

// EnsureAccount finds or makes a demo account and gives its id.
type EnsureAccount func(ctx context.Context, email, companyName string) (uuid.UUID, error)

// DemoCompanyEmail's company gets a rich, approved profile: the one to sign in with.
var demoMain = demoCompany{Name: "Evergreen Demo Ltd", City: "Cluj-Napoca", Country: "RO", Industry: "sustainability_services",
	Sector: "environmental_consulting", Site: "evergreen-demo.example", Employees: 48, Provider: true,
	Answers: "PDDDDDP", Extra: "DD", Acc: "carbon", Status: StatusApproved,
	About: "We help small companies measure, cut and report their footprint, and we practise what we preach."}

// SeedDemo gives the demo company an approved profile and makes the demo directory: about
// two dozen companies across countries, industries and levels, most approved, some
// pending, rejected or draft. It is idempotent: a profile already past its first version is
// left alone. reviewer is the admin who approves them.
func (s *Service) SeedDemo(ctx context.Context, ensure EnsureAccount, demoEmail string, reviewer uuid.UUID) error {
	main := demoMain
	main.Email = demoEmail
	for _, d := range append([]demoCompany{main}, demoCompanies...) {
		if err := s.seedOne(ctx, ensure, d, reviewer); err != nil {
			return err
		}
	}
	return nil
}

func (s *Service) seedOne(ctx context.Context, ensure EnsureAccount, d demoCompany, reviewer uuid.UUID) error {
	userID, err := ensure(ctx, d.Email, d.Name)
	if err != nil {
		return err
	}
	row, err := s.byUser(ctx, userID)
	if err != nil || row.Version > 1 || Status(row.Status) != StatusDraft {
		return err
	}
	owner := &web.User{ID: userID}
	logoURL, err := s.saveDemoLogo(ctx, row.ID, d.Name)
	if err != nil {
		return err
	}
	patch := Patch{Version: int(row.Version), Sections: map[string]json.RawMessage{}}
	patch.Company, _ = json.Marshal(Company{CompanyName: d.Name, About: d.About, City: d.City, Country: d.Country,
		Industry: d.Industry, Sector: d.Sector, Website: "https://www." + d.Site, EmployeeCount: &d.Employees,
		ServiceProvider: d.Provider, Linkedin: "https://www.linkedin.com/company/" + d.Site, Logo: logoURL})
	for i, key := range SectionKeys {
		letter := (d.Answers + d.Extra)[i]
		if letter == '-' {
			continue
		}
		patch.Sections[key], _ = json.Marshal(demoSection(key, letter, d, s.now()))
	}
	rec, err := s.Save(ctx, row.ID, owner, patch)
	if err != nil || d.Status == StatusDraft {
		return err
	}
	if _, err := s.Publish(ctx, row.ID, owner, rec.Version); err != nil {
		return err
	}
	switch d.Status {
	case StatusApproved:
		return s.Approve(ctx, row.ID, reviewer, rec.Version)
	case StatusRejected:
		return s.Reject(ctx, row.ID, reviewer, rec.Version, d.Reason, []string{KeyAccreditations, KeyGoals})
	}
	return nil
}

var demoEvidence = map[string]string{
	"esg_report":     "Our annual ESG report, prepared under the GRI standards.",
	"accreditations": "Certified; the certificate is published on our website.",
	"co2":            "Scope 1 and 2 emissions measured every year, scope 3 for our main suppliers.",
	"goals":          "Targets for energy, materials and climate linked to the UN goals we work towards.",
	"initiatives":    "Tree planting and repair days with our neighbours, twice a year.",
	"policies":       "Written travel, purchasing, energy and waste policies, reviewed yearly.",
	"training":       "Every employee takes a sustainability course in their first month.",
	"services":       "Our green services and products, with prices on request.",
	"web":            "Green hosting on renewable power and a lightweight website.",
}

func demoSection(key string, letter byte, d demoCompany, now time.Time) map[string]any {
	slug := SectionSlug(key)
	switch letter {
	case 'N':
		return map[string]any{"status": string(rating.NotNeeded)}
	case 'P':
		return map[string]any{"status": string(rating.Planning), "plannedFor": now.AddDate(0, 7, 0).Format(time.DateOnly)}
	}
	item := Detail{Description: demoEvidence[slug], Weblink: "https://www." + d.Site + "/sustainability#" + slug}
	switch key {
	case KeyAccreditations:
		item.Accreditation = d.Acc
	case KeyGoals:
		item.Goals = []Commitment{{7, "Solar panels on our roofs cover half of the power we use."},
			{12, "We repair and reuse our equipment before we buy new."}, {13, "We measure our emissions every year and cut them by 5% a year."}}
		item.Principles = []Commitment{{8, "We publish our footprint and our targets every year."}}
	case KeyServices:
		item.PriceLink, item.GreenCategory = "https://www."+d.Site+"/prices", "Green services"
	}
	return map[string]any{"status": string(rating.Defined), "details": []Detail{item}}
}

// saveDemoLogo stores the demo logo of a company name as the profile's (drawn once per
// process: upload.Store.SaveGenerated).
func (s *Service) saveDemoLogo(ctx context.Context, id uuid.UUID, company string) (string, error) {
	const kind = "logo"
	stored, err := s.uploads.SaveGenerated(ctx, uploadKinds[kind], "profile-demo-"+company,
		func() []byte { return demoLogo(company) })
	if err != nil {
		return "", err
	}
	return stored.URL(), s.q.InsertProfileFile(ctx, store.InsertProfileFileParams{Key: stored.Key, ProfileID: id, Kind: kind,
		Name: "logo.png", ContentType: stored.ContentType, Size: stored.Size, Now: s.now()})
}

// demoLogo draws a simple leaf mark in a colour of the name, so every demo company has a
// logo of its own.
func demoLogo(name string) []byte {
	h := fnv.New32a()
	_, _ = h.Write([]byte(name))
	sum := h.Sum32()
	hue := float64(sum%360) / 360
	fg := hsl(hue, 0.55, 0.38)
	bg := hsl(hue, 0.45, 0.93)
	const size = 128
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	angle := float64(sum%90) / 90 * math.Pi / 2
	for y := range size {
		for x := range size {
			img.Set(x, y, bg)
			// A leaf: the overlap of two discs, turned by the name's angle.
			dx, dy := float64(x-size/2), float64(y-size/2)
			rx := dx*math.Cos(angle) - dy*math.Sin(angle)
			ry := dx*math.Sin(angle) + dy*math.Cos(angle)
			if math.Hypot(rx-22, ry) < 46 && math.Hypot(rx+22, ry) < 46 {
				img.Set(x, y, fg)
			}
			if math.Abs(ry) < 2 && math.Abs(rx) < 20 {
				img.Set(x, y, bg) // the vein
			}
		}
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

func hsl(h, s, l float64) color.RGBA {
	f := func(n float64) uint8 {
		k := math.Mod(n+h*12, 12)
		a := s * math.Min(l, 1-l)
		return uint8(math.Round(255 * (l - a*math.Max(-1, math.Min(math.Min(k-3, 9-k), 1)))))
	}
	return color.RGBA{f(0), f(8), f(4), 255}
}
