package config

import (
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"os"
	"strings"
	"unicode"
)

// validate refuses settings the app must not run with. Production needs every setting that
// has a development default; staging needs its own SESSION_SECRET, so that a staging
// instance never shares the development key (which is public: it is in this repository).
func (c Config) validate() error {
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("BASE_URL must be an http or https address, not %q", c.BaseURL)
	}
	switch c.Env {
	case Staging:
		return c.validateSecret()
	case Production:
		return c.validateProduction()
	}
	return nil
}

func (c Config) validateSecret() error {
	if c.SessionSecret == "" {
		return fmt.Errorf("%s mode needs SESSION_SECRET", c.Env)
	}
	if len(c.SessionSecret) < 32 {
		return fmt.Errorf("SESSION_SECRET must be at least 32 characters in %s", c.Env)
	}
	if c.SessionSecret == developmentSecret {
		return fmt.Errorf("SESSION_SECRET must be this instance's own secret in %s, not the development one", c.Env)
	}
	return nil
}

func (c Config) validateProduction() error {
	var missing []string
	for name, v := range map[string]string{"DATABASE_URL": c.DatabaseURL,
		"SESSION_SECRET": c.SessionSecret, "BASE_URL": os.Getenv("BASE_URL"), "SMTP_URL": c.SMTPURL} {
		if v == "" {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("production mode needs %s", strings.Join(sorted(missing), ", "))
	}
	if err := c.validateSecret(); err != nil {
		return err
	}
	if !strings.HasPrefix(c.BaseURL, "https://") && !c.TLSTerminatedUpstream {
		return fmt.Errorf("BASE_URL must be an https address in production, not %q "+
			"(set TLS_TERMINATED_UPSTREAM=true only if a proxy in front ends TLS and visitors use https)", c.BaseURL)
	}
	if c.DemoData {
		return errors.New("DEMO_DATA cannot be enabled in production")
	}
	return nil
}

// parseProxies reads TRUSTED_PROXIES: addresses ("10.0.0.7") and ranges ("10.0.0.0/8").
// A wrong entry stops the start rather than being skipped: skipping it would quietly count
// every visitor behind that proxy as one.
func parseProxies(entries []string) ([]netip.Prefix, error) {
	out := make([]netip.Prefix, 0, len(entries))
	for _, e := range entries {
		if p, err := netip.ParsePrefix(e); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(e)
		if err != nil || a.Zone() != "" {
			return nil, fmt.Errorf("TRUSTED_PROXIES: %q is neither an IP address nor a CIDR range", e)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

// replicaURLs reads DATABASE_REPLICA_URLS: postgres:// addresses separated by commas or
// spaces, one host each. The message names the entry by its place, never its password.
func replicaURLs(v string) ([]string, error) {
	var out []string
	for i, e := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
		u, err := url.Parse(e)
		if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") || u.Host == "" {
			return nil, fmt.Errorf("DATABASE_REPLICA_URLS: entry %d is not a postgres://host/database address", i+1)
		}
		out = append(out, e)
	}
	return out, nil
}
