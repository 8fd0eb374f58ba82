package profile

import (
	"strings"
	"unicode/utf8"

	"greenconnect/app/links"
	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/account"
)

// Limits of the company fields, stated in the error messages. The name's is sign-up's, so a
// name accepted there is accepted here (docs/profile.md, "The company").
const (
	maxNameLength  = account.CompanyMax
	maxAboutLength = 2000
	maxCityLength  = 100
	maxEmployees   = 10_000_000
)

// cleanCompany trims and checks the company fields, normalising web addresses. Empty
// fields are allowed while drafting; Missing says what publishing still needs.
func cleanCompany(c *Company, files map[string]FileRef, p *web.FieldErrors) {
	c.CompanyName = strings.TrimSpace(c.CompanyName)
	c.About = strings.TrimSpace(strings.ReplaceAll(c.About, "\r\n", "\n"))
	c.City = strings.TrimSpace(c.City)
	c.Country = strings.ToUpper(strings.TrimSpace(c.Country))
	c.Industry, c.Sector = strings.TrimSpace(c.Industry), strings.TrimSpace(c.Sector)
	maxLen(p, "company.companyName", c.CompanyName, maxNameLength)
	maxLen(p, "company.about", c.About, maxAboutLength)
	maxLen(p, "company.city", c.City, maxCityLength)
	if c.Country != "" && !reference.IsCountry(c.Country) {
		p.Add("company.country", "profile.error.country", nil)
	}
	if c.Industry != "" {
		if _, ok := reference.IndustryByKey(c.Industry); !ok {
			p.Add("company.industry", "profile.error.industry", nil)
		}
	}
	if c.Sector != "" && !reference.IsSectorOf(c.Industry, c.Sector) {
		p.Add("company.sector", "profile.error.sector", nil)
	}
	if n := c.EmployeeCount; n != nil && (*n < 1 || *n > maxEmployees) {
		p.Add("company.employeeCount", "profile.error.employee_count", map[string]any{"Max": "10,000,000"})
	}
	cleanURL(p, "company.website", &c.Website)
	for field, ptr := range map[string]*string{"facebook": &c.Facebook, "linkedin": &c.Linkedin, "tiktok": &c.Tiktok,
		"twitter": &c.Twitter, "instagram": &c.Instagram, "representativeLinkedin": &c.RepresentativeLinkedin} {
		if !cleanURL(p, "company."+field, ptr) || *ptr == "" {
			continue
		}
		if !links.OnSite(*ptr, field) {
			site := links.SiteOf(field)
			key := "profile.error.site"
			if site.Path != "" {
				key = "profile.error.person_profile"
			}
			p.Add("company."+field, key, map[string]any{"Name": site.Name, "Link": site.Example})
		}
	}
	checkFile(p, "company.logo", c.Logo, "logo", files)
}

// cleanURL normalises *s when it is a web address; false (and a problem) when it is not.
func cleanURL(p *web.FieldErrors, path string, s *string) bool {
	if strings.TrimSpace(*s) == "" {
		*s = ""
		return true
	}
	u, ok := links.Normalize(*s)
	if !ok {
		p.Add(path, "profile.error.url", nil)
		return false
	}
	*s = u
	return true
}

func maxLen(p *web.FieldErrors, path, s string, limit int) {
	if utf8.RuneCountInString(s) > limit {
		p.Add(path, "profile.error.too_long", map[string]any{"Max": limit})
	}
}

// checkFile accepts "" or the address of a file of this profile of the given kind.
func checkFile(p *web.FieldErrors, path, address, kind string, files map[string]FileRef) {
	if address == "" {
		return
	}
	if f, ok := files[address]; !ok || f.Kind != kind {
		p.Add(path, "profile.error.file_unknown", nil)
	}
}
