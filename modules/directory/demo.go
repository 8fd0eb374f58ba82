package directory

import (
	"context"
	"hash/fnv"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/upload"
	"greenconnect/modules/directory/store"
)

// SeedDemo gives every listed company a few published services from the demo catalogue,
// and the demo company (demoProfile, may be uuid.Nil) a draft as well. It is idempotent: a
// company that has any service is left alone. It returns how many services it made.
func (s *Service) SeedDemo(ctx context.Context, demoProfile uuid.UUID) (int, error) {
	if _, err := s.RefreshAll(ctx); err != nil {
		return 0, err
	}
	companies, err := s.q.ListListedCompanies(ctx)
	if err != nil {
		return 0, err
	}
	made := 0
	for _, c := range companies {
		n, err := s.q.CountCompanyServices(ctx, c.ProfileID)
		if err != nil || n > 0 {
			if err != nil {
				return made, err
			}
			continue
		}
		count := 3
		if c.ServiceProvider {
			count = 4
		}
		seed := hashOf(c.CompanyName)
		for k, d := range pickDemo(seed, count) {
			if _, err := s.seedService(ctx, c, d, seed+uint32(k), true); err != nil {
				return made, err
			}
			made++
		}
		if c.ProfileID == demoProfile {
			draft := demoService{Name: "Solar carports with EV charging", Category: "renewable_energy",
				Tags: []string{"solar", "ev", "charging"}, Description: "Carports with solar roofs that charge your fleet while it is parked.",
				Explanation: "A draft, to show how a service looks before it is published."}
			if _, err := s.seedService(ctx, c, draft, seed+99, false); err != nil {
				return made, err
			}
			made++
		}
	}
	return made, nil
}

// pickDemo draws count different services of the catalogue.
func pickDemo(seed uint32, count int) []demoService {
	out := make([]demoService, 0, count)
	used := map[int]bool{}
	for i := 0; len(out) < count; i++ {
		j := int((seed + uint32(i)*7919) % uint32(len(demoServices)))
		if used[j] {
			continue
		}
		used[j] = true
		out = append(out, demoServices[j])
	}
	return out
}

func (s *Service) seedService(ctx context.Context, c store.ListListedCompaniesRow, d demoService, seed uint32, publish bool) (Offering, error) {
	site := strings.TrimSuffix(c.Website, "/")
	if site == "" {
		site = "https://www.example.com"
	}
	o := Offering{
		Name: d.Name, Industry: c.Industry, Category: d.Category, URL: site + "/services/" + slug(d.Name),
		Description: d.Description, Explanation: d.Explanation, Tags: d.Tags,
	}
	if o.Industry == "" {
		o.Industry = "sustainability_services"
	}
	if d.Prices {
		o.PriceLink = site + "/prices"
	}
	if seed%3 == 0 {
		o.LinkedinURL = "https://www.linkedin.com/company/" + slug(c.CompanyName)
	}
	if seed%4 == 1 {
		o.InstagramURL = "https://www.instagram.com/" + strings.ReplaceAll(slug(c.CompanyName), "-", "")
		o.FacebookURL = "https://www.facebook.com/" + slug(c.CompanyName)
	}
	var err error
	if seed%2 == 0 { // the others show their company's logo
		if o.LogoKey, err = s.saveGenerated(ctx, c.ProfileID, upload.Logo, seed, demoLogo); err != nil {
			return o, err
		}
	}
	for i := range int(seed % 4) {
		key, err := s.saveGenerated(ctx, c.ProfileID, upload.Picture, seed+uint32(i)*31, demoPicture)
		if err != nil {
			return o, err
		}
		o.Pictures = append(o.Pictures, StoredPicture{Key: key})
	}
	created, err := s.Create(ctx, c.ProfileID, o)
	if err != nil || !publish {
		return created, err
	}
	return s.SetPublished(ctx, c.ProfileID, created.ID, created.Version, true)
}

// saveGenerated stores the image draw makes of seed as one of the company's files (drawn
// once per process: upload.Store.SaveGenerated).
func (s *Service) saveGenerated(ctx context.Context, profileID uuid.UUID, kind upload.Kind, seed uint32, draw func(uint32) []byte) (string, error) {
	f, err := s.uploads.SaveGenerated(ctx, kind, "directory-demo-"+strconv.FormatUint(uint64(seed), 10),
		func() []byte { return draw(seed) })
	if err != nil {
		return "", err
	}
	return f.Key, s.q.InsertServiceFile(ctx, store.InsertServiceFileParams{
		Key: f.Key, ProfileID: profileID, Kind: kind.Name, Width: int32(f.Width), Height: int32(f.Height), Now: s.now(),
	})
}

func hashOf(s string) uint32 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(s))
	return h.Sum32()
}

// slug is a name as it appears in a demo address.
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

// timeStep spreads bulk-made services over the past, a minute apart.
func timeStep(i int) time.Duration { return time.Duration(i) * time.Minute }
