package account

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"greenconnect/app/config"
)

// ProviderInfo is a sign-in provider as pages show it.
type ProviderInfo struct {
	Name  string // google, microsoft: also the path segment and the history's method
	Label string // brand name, not translated
}

// provider is an OpenID Connect provider the app is registered with. Its discovery
// document is fetched on first use (and again after a failure), so a provider that is down
// at start-up does not stop the app.
type provider struct {
	ProviderInfo
	client      config.OIDCClient
	redirectURL string

	mu       sync.Mutex
	oidc     *oidc.Provider
	verifier *oidc.IDTokenVerifier
	issuer   string // expected iss; may hold {tenantid} for Microsoft's multi-tenant endpoints
	http     *http.Client
}

// ConfigureProviders enables the providers whose client id and secret are set. Their
// callback is BASE_URL/signin/<name>/callback, the address to register at the provider.
func (s *Service) ConfigureProviders(baseURL string, google, microsoft config.OIDCClient) {
	for _, p := range []struct {
		info   ProviderInfo
		client config.OIDCClient
	}{{ProviderInfo{MethodGoogle, "Google"}, google}, {ProviderInfo{MethodMicrosoft, "Microsoft"}, microsoft}} {
		if !p.client.Enabled() {
			continue
		}
		s.providers[p.info.Name] = &provider{ProviderInfo: p.info, client: p.client,
			redirectURL: baseURL + providerCallbackPath(p.info.Name),
			http:        &http.Client{Timeout: 15 * time.Second}}
	}
}

// Providers lists the enabled providers, in a stable order.
func (s *Service) Providers() []ProviderInfo {
	var out []ProviderInfo
	for _, name := range []string{MethodGoogle, MethodMicrosoft} {
		if p, ok := s.providers[name]; ok {
			out = append(out, p.ProviderInfo)
		}
	}
	return out
}

// ProviderLabel is a provider's brand name ("" when it is not enabled).
func (s *Service) ProviderLabel(name string) string {
	if p, ok := s.providers[name]; ok {
		return p.Label
	}
	return ""
}

// discover fetches the provider's configuration once it is reachable.
func (p *provider) discover(ctx context.Context) (*oidc.Provider, *oidc.IDTokenVerifier, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.oidc != nil {
		return p.oidc, p.verifier, nil
	}
	ctx = oidc.ClientContext(ctx, p.http)
	op, err := oidc.NewProvider(ctx, p.client.IssuerURL)
	issuer := p.client.IssuerURL
	var mismatch *oidc.IssuerMismatchError
	if errors.As(err, &mismatch) && p.Name == MethodMicrosoft {
		// Microsoft's common, organizations and consumers endpoints publish an issuer with a
		// {tenantid} placeholder (or one fixed tenant): each token's iss is checked below.
		issuer = mismatch.Discovered
		op, err = oidc.NewProvider(oidc.InsecureIssuerURLContext(ctx, issuer), p.client.IssuerURL)
	}
	if err != nil {
		return nil, nil, err
	}
	p.oidc, p.issuer = op, issuer
	p.verifier = op.Verifier(&oidc.Config{ClientID: p.client.ClientID, SkipIssuerCheck: issuer != p.client.IssuerURL})
	return p.oidc, p.verifier, nil
}

func (p *provider) oauth(op *oidc.Provider) *oauth2.Config {
	return &oauth2.Config{ClientID: p.client.ClientID, ClientSecret: p.client.ClientSecret,
		Endpoint: op.Endpoint(), RedirectURL: p.redirectURL,
		Scopes: []string{oidc.ScopeOpenID, "email", "profile"}}
}

// CheckIssuer checks a token's issuer iss against the one its provider publishes: the same,
// with the token's own tenant id tid in place of {tenantid} where the published one has it.
// It is the only check of a Microsoft multi-tenant token's issuer (its verifier cannot make
// it); for a fixed issuer it repeats the verifier's.
func CheckIssuer(published, iss, tid string) error {
	want := published
	if strings.Contains(want, "{tenantid}") {
		if tid == "" {
			return fmt.Errorf("oidc: token without tid from %s", published)
		}
		want = strings.ReplaceAll(want, "{tenantid}", tid)
	}
	if iss != want {
		return fmt.Errorf("oidc: issuer %q, want %q", iss, want)
	}
	return nil
}
