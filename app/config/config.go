// Package config reads the application's settings from environment variables, the only
// source of configuration. Every variable is listed in the README with its default.
package config

import (
	"fmt"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Environments the app knows (docs/shell.md, "Environments").
const (
	Development = "development"
	Test        = "test"
	Staging     = "staging"
	Production  = "production"
)

// Config is the whole configuration, read once at start-up and passed down explicitly.
type Config struct {
	Env         string
	Host        string
	Port        int
	BaseURL     string
	DatabaseURL string // empty: run the embedded PostgreSQL
	// DatabaseReplicaURLs are streaming replicas of the database the public pages read from
	// (docs/conventions.md, "Database").
	DatabaseReplicaURLs []string
	DataDir             string // embedded cluster, uploads and other local state
	EmbeddedPGPort      int
	SessionSecret       string
	SMTPURL             string
	MailFrom            string // sender of transactional mail
	ContactEmail        string // where people write about their data (the privacy page); optional
	BlobURL             string
	GreenCheckURL       string // the external greenwashing-check app (docs/shell.md, "Environments")
	ClientLogging       bool   // islands send their log entries to /api/logging/log
	DemoData            bool
	LogLevel            string
	TrustedProxies      []netip.Prefix // proxies whose X-Forwarded-For is believed (middleware.ClientIP)
	PageCacheMB         int            // memory for the page cache of visitors' pages; 0 turns it off
	// PageCacheStale is how long past its 5 minutes a kept page is still served while one
	// request renders it again (PAGE_CACHE_STALE_SECONDS); 0: never.
	PageCacheStale time.Duration
	// MetricsAddr is where /metrics is served (Prometheus); empty: nowhere.
	MetricsAddr string
	// PublicAPIPerMinute is how many calls of the public listing API one address may make a minute.
	PublicAPIPerMinute int
	// TLSTerminatedUpstream says browsers reach the app over https through a proxy that ends
	// TLS in front of it, although BASE_URL is http: cookies stay Secure (see SecureCookies).
	TLSTerminatedUpstream bool
	Google                OIDCClient  // sign in with Google; off unless its client id and secret are set
	Microsoft             OIDCClient  // sign in with Microsoft; same
	SMS                   SMSProvider // the SMS second factor; off unless configured
	Stripe                Stripe      // payments; off unless its keys are set (docs/billing.md)
}

// SMSProvider is the account at the SMS provider (Twilio's Messages API).
type SMSProvider struct {
	URL        string // the API's base address; tests point it at a local server
	AccountSID string
	AuthToken  string
	From       string // the sending number (E.164)
	// Countries are the ISO 3166 codes of the countries codes are texted to (SMS_COUNTRIES;
	// empty: the account module's defaults, the EU/EEA, UK, US and CA).
	Countries []string
	// DailyLimit is how many texts all accounts together may cause in a day (SMS_DAILY_LIMIT).
	DailyLimit int
}

// Enabled reports whether SMS can be sent.
func (s SMSProvider) Enabled() bool { return s.AccountSID != "" && s.AuthToken != "" && s.From != "" }

// OIDCClient is the app's registration at an OpenID Connect provider.
type OIDCClient struct {
	ClientID     string
	ClientSecret string
	IssuerURL    string // the provider's issuer; tests point it at a local provider
}

// Enabled reports whether the provider is configured.
func (o OIDCClient) Enabled() bool { return o.ClientID != "" && o.ClientSecret != "" }

// Load reads the environment. It fails on a malformed value, and in staging and production
// when a setting they require is missing (validate).
func Load() (Config, error) {
	env := get("APP_ENV", Development)
	switch env {
	case Development, Test, Staging, Production:
	default:
		return Config{}, fmt.Errorf("APP_ENV must be development, test, staging or production, not %q", env)
	}
	c := Config{
		Env:           env,
		Host:          get("HOST", "127.0.0.1"),
		DatabaseURL:   os.Getenv("DATABASE_URL"),
		DataDir:       get("DATA_DIR", ".data"),
		SessionSecret: os.Getenv("SESSION_SECRET"),
		SMTPURL:       os.Getenv("SMTP_URL"),
		GreenCheckURL: get("GREENCHECK_URL", defaultGreenCheck[env]),
		LogLevel:      get("LOG_LEVEL", "info"),
		Google: OIDCClient{ClientID: os.Getenv("GOOGLE_CLIENT_ID"), ClientSecret: os.Getenv("GOOGLE_CLIENT_SECRET"),
			IssuerURL: get("GOOGLE_ISSUER_URL", "https://accounts.google.com")},
		Microsoft: OIDCClient{ClientID: os.Getenv("MICROSOFT_CLIENT_ID"), ClientSecret: os.Getenv("MICROSOFT_CLIENT_SECRET"),
			IssuerURL: get("MICROSOFT_ISSUER_URL", "https://login.microsoftonline.com/"+get("MICROSOFT_TENANT", "common")+"/v2.0")},
		SMS: SMSProvider{URL: get("TWILIO_API_URL", "https://api.twilio.com"), AccountSID: os.Getenv("TWILIO_ACCOUNT_SID"),
			AuthToken: os.Getenv("TWILIO_AUTH_TOKEN"), From: os.Getenv("TWILIO_FROM_NUMBER")},
	}
	var err error
	if c.Port, err = portVar("PORT", 3000); err != nil {
		return c, err
	}
	if c.EmbeddedPGPort, err = portVar("EMBEDDED_PG_PORT", 54329); err != nil {
		return c, err
	}
	if c.PageCacheMB, err = megabytesVar("PAGE_CACHE_MB", 64); err != nil {
		return c, err
	}
	stale, err := boundedVar("PAGE_CACHE_STALE_SECONDS", 30, 3600, "a number of seconds (0 to 3600)")
	if err != nil {
		return c, err
	}
	c.PageCacheStale = time.Duration(stale) * time.Second
	if c.MetricsAddr, err = addrVar("METRICS_ADDR", "127.0.0.1:9090"); err != nil {
		return c, err
	}
	if c.PublicAPIPerMinute, err = countVar("PUBLIC_API_PER_MINUTE", 120); err != nil {
		return c, err
	}
	if c.SMS.DailyLimit, err = countVar("SMS_DAILY_LIMIT", 1000); err != nil {
		return c, err
	}
	if c.SMS.Countries, err = countryList("SMS_COUNTRIES"); err != nil {
		return c, err
	}
	if c.ClientLogging, err = boolVar("CLIENT_LOGGING", true); err != nil {
		return c, err
	}
	if c.DemoData, err = boolVar("DEMO_DATA", env == Development); err != nil {
		return c, err
	}
	if c.TLSTerminatedUpstream, err = boolVar("TLS_TERMINATED_UPSTREAM", false); err != nil {
		return c, err
	}
	if c.Stripe, err = loadStripe(); err != nil {
		return c, err
	}
	if c.TrustedProxies, err = parseProxies(list(os.Getenv("TRUSTED_PROXIES"))); err != nil {
		return c, err
	}
	if c.DatabaseReplicaURLs, err = replicaURLs(os.Getenv("DATABASE_REPLICA_URLS")); err != nil {
		return c, err
	}
	c.BaseURL = strings.TrimRight(get("BASE_URL", fmt.Sprintf("http://%s:%d", c.Host, c.Port)), "/")
	c.MailFrom = get("MAIL_FROM", "Green Connect <no-reply@"+mailDomain(c.BaseURL)+">")
	if c.ContactEmail = os.Getenv("CONTACT_EMAIL"); c.ContactEmail != "" {
		if a, err := mail.ParseAddress(c.ContactEmail); err != nil || a.Name != "" {
			return c, fmt.Errorf("CONTACT_EMAIL must be a plain email address, not %q", c.ContactEmail)
		}
	}
	abs, err := filepath.Abs(c.DataDir)
	if err != nil {
		return c, err
	}
	c.DataDir = abs
	c.BlobURL = get("BLOB_URL", "file://"+filepath.Join(c.DataDir, "uploads")+"?create_dir=true")
	if c.SessionSecret == "" && (env == Development || env == Test) {
		c.SessionSecret = developmentSecret
	}
	return c, c.validate()
}

// developmentSecret keys development and test instances only: staging and production
// refuse it (validate).
const developmentSecret = "development-only-secret-do-not-use-in-production"

// IsProduction reports whether the app runs in production mode.
func (c Config) IsProduction() bool { return c.Env == Production }

// SecureCookies reports whether browsers reach the app over https, so cookies carry the
// Secure flag, HSTS is sent and the CSP upgrades insecure requests: an https BASE_URL, or
// TLS_TERMINATED_UPSTREAM.
func (c Config) SecureCookies() bool {
	return strings.HasPrefix(c.BaseURL, "https://") || c.TLSTerminatedUpstream
}

// Origins are the origins a browser's state-changing request may come from (the CSRF
// check): BASE_URL's, and its https twin when TLS ends in front of an http BASE_URL.
func (c Config) Origins() []string {
	out := []string{c.BaseURL}
	if c.TLSTerminatedUpstream && strings.HasPrefix(c.BaseURL, "http://") {
		out = append(out, "https://"+strings.TrimPrefix(c.BaseURL, "http://"))
	}
	return out
}

// TrustedProxyList is TrustedProxies as text (fiber's TrustProxyConfig).
func (c Config) TrustedProxyList() []string {
	out := make([]string, len(c.TrustedProxies))
	for i, p := range c.TrustedProxies {
		out[i] = p.String()
	}
	return out
}

// Addr is the listen address.
func (c Config) Addr() string { return fmt.Sprintf("%s:%d", c.Host, c.Port) }

// mailDomain is the host of the public address, or localhost when that is an IP address.
func mailDomain(baseURL string) string {
	u, err := url.Parse(baseURL)
	if err != nil || u.Hostname() == "" || net.ParseIP(u.Hostname()) != nil {
		return "localhost"
	}
	return u.Hostname()
}

var defaultGreenCheck = map[string]string{
	Development: "http://localhost:3001",
	Test:        "http://localhost:3001",
	Staging:     "https://social-dev.greenconnect.app/green-check",
	Production:  "https://green-check.greenconnect.app",
}
