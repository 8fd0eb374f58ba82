package account

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"net"
	"net/url"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"greenconnect/app/web"
)

// Why an OIDC round trip was started.
const (
	intentSignIn = "signin" // sign in, or sign up when no account matches
	intentLink   = "link"   // a signed-in user adds the provider to the account
)

const sessionOIDCFlow = "oidc_flow"

// oidcFlow is what the browser's session keeps between the redirect to the provider and
// its return: the state (against forged callbacks), the nonce (against replayed ID tokens)
// and the PKCE verifier (against stolen codes). Nothing of it travels in a cookie of its own.
type oidcFlow struct {
	Provider string `json:"provider"`
	State    string `json:"state"`
	Nonce    string `json:"nonce"`
	Verifier string `json:"verifier"`
	Next     string `json:"next"`
	Intent   string `json:"intent"`
	At       int64  `json:"at"`
}

// StartOIDC begins a round trip to the provider and returns the address to send the
// browser to. A newer start in the same browser replaces an older one.
func (s *Service) StartOIDC(ctx context.Context, name, intent, next string) (string, error) {
	p, ok := s.providers[name]
	if !ok {
		return "", IdentityError(CodeProviderDisabled, nil)
	}
	op, _, err := p.discover(ctx)
	if err != nil {
		web.Log(ctx).Warn("oidc discovery failed", "provider", name, "err", err)
		return "", IdentityError(CodeNetworkFailed, map[string]any{"Provider": p.Label})
	}
	f := oidcFlow{Provider: name, State: newSecret(), Nonce: newSecret(), Verifier: oauth2.GenerateVerifier(),
		Next: web.LocalPath(next, ""), Intent: intent, At: s.now().Unix()}
	raw, _ := json.Marshal(f)
	s.sessions.Put(ctx, sessionOIDCFlow, string(raw))
	return p.oauth(op).AuthCodeURL(f.State, oidc.Nonce(f.Nonce), oauth2.S256ChallengeOption(f.Verifier)), nil
}

// Identity claims of a finished round trip.
type oidcClaims struct {
	Subject       string `json:"sub"`
	Email         string `json:"email"`
	EmailVerified any    `json:"email_verified"` // a boolean, or "true" from some providers
	Name          string `json:"name"`
	Nonce         string `json:"nonce"`
	Issuer        string `json:"iss"`
	TenantID      string `json:"tid"`      // Microsoft
	DomainOwner   any    `json:"xms_edov"` // Microsoft: the email's domain is verified by the tenant
}

func truthy(v any) bool {
	switch b := v.(type) {
	case bool:
		return b
	case string:
		return b == "true" || b == "1"
	}
	return false
}

// finishOIDC checks the provider's answer and returns the verified identity and the flow
// it belongs to. Every failure is an identity code the page explains.
func (s *Service) finishOIDC(ctx context.Context, name string, q url.Values) (pendingIdentity, oidcFlow, error) {
	var f oidcFlow
	p, ok := s.providers[name]
	if !ok {
		return pendingIdentity{}, f, IdentityError(CodeProviderDisabled, nil)
	}
	data := map[string]any{"Provider": p.Label}
	raw := s.sessions.GetString(ctx, sessionOIDCFlow)
	s.sessions.Remove(ctx, sessionOIDCFlow) // one answer per round trip
	if raw == "" || json.Unmarshal([]byte(raw), &f) != nil || f.Provider != name ||
		s.now().Sub(time.Unix(f.At, 0)) > pendingTTL ||
		subtle.ConstantTimeCompare([]byte(f.State), []byte(q.Get("state"))) != 1 {
		return pendingIdentity{}, f, IdentityError(CodeCancelledPopup, data)
	}
	if e := q.Get("error"); e != "" {
		web.Log(ctx).Warn("oidc provider error", "provider", name, "error", e, "description", q.Get("error_description"))
		switch e {
		case "access_denied", "login_required", "consent_required", "interaction_required":
			return pendingIdentity{}, f, IdentityError(CodePopupClosed, data)
		case "unauthorized_client", "invalid_client", "invalid_request", "invalid_scope", "unsupported_response_type":
			return pendingIdentity{}, f, IdentityError(CodeUnauthorizedDomain, data)
		}
		return pendingIdentity{}, f, IdentityError(CodeNetworkFailed, data)
	}
	op, verifier, err := p.discover(ctx)
	if err != nil {
		return pendingIdentity{}, f, IdentityError(CodeNetworkFailed, data).With(err)
	}
	octx := oidc.ClientContext(ctx, p.http)
	tok, err := p.oauth(op).Exchange(octx, q.Get("code"), oauth2.VerifierOption(f.Verifier))
	if err != nil {
		var netErr net.Error
		if errors.As(err, &netErr) {
			return pendingIdentity{}, f, IdentityError(CodeNetworkFailed, data).With(err)
		}
		return pendingIdentity{}, f, IdentityError(CodeCancelledPopup, data).With(err)
	}
	rawID, _ := tok.Extra("id_token").(string)
	idt, err := verifier.Verify(octx, rawID)
	if err != nil {
		return pendingIdentity{}, f, IdentityError(CodeUnauthorizedDomain, data).With(err)
	}
	var c oidcClaims
	if err := idt.Claims(&c); err != nil {
		return pendingIdentity{}, f, IdentityError(CodeUnauthorizedDomain, data).With(err)
	}
	if subtle.ConstantTimeCompare([]byte(c.Nonce), []byte(f.Nonce)) != 1 {
		return pendingIdentity{}, f, IdentityError(CodeCancelledPopup, data).With(errors.New("oidc: nonce mismatch"))
	}
	if err := CheckIssuer(p.issuer, c.Issuer, c.TenantID); err != nil {
		return pendingIdentity{}, f, IdentityError(CodeUnauthorizedDomain, data).With(err)
	}
	if c.Email == "" { // some providers put the email only in userinfo
		if ui, err := op.UserInfo(octx, oauth2.StaticTokenSource(tok)); err == nil && ui.Subject == c.Subject {
			c.Email, c.EmailVerified = ui.Email, ui.EmailVerified
		}
	}
	if c.Email == "" || CheckEmail(c.Email) != nil {
		return pendingIdentity{}, f, IdentityError(CodeMissingEmail, data)
	}
	return pendingIdentity{Provider: name, Subject: c.Subject, Email: c.Email, Name: c.Name,
		Verified: truthy(c.EmailVerified) || truthy(c.DomainOwner), Intent: f.Intent,
		Next: f.Next, At: s.now().Unix()}, f, nil
}
