// Package server assembles the app: the middleware pipeline and every module, wired
// explicitly in one place.
package server

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/compress"
	"github.com/gofiber/fiber/v3/middleware/recover"
	"github.com/gofiber/fiber/v3/middleware/requestid"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/assets"
	"greenconnect/app/audit"
	"greenconnect/app/config"
	"greenconnect/app/db"
	"greenconnect/app/i18n"
	"greenconnect/app/jobs"
	"greenconnect/app/mail"
	"greenconnect/app/metrics"
	"greenconnect/app/middleware"
	"greenconnect/app/openapi"
	"greenconnect/app/pagecache"
	"greenconnect/app/ratelimit"
	"greenconnect/app/session"
	"greenconnect/app/signal"
	"greenconnect/app/sms"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/billing"
	"greenconnect/modules/directory"
	"greenconnect/static"
)

// Deps are what the server needs from outside.
type Deps struct {
	Config config.Config
	Pool   *pgxpool.Pool // the primary
	// Replicas are streaming replicas of Pool (DATABASE_REPLICA_URLS) that the public pages
	// read from when they can (docs/conventions.md, "Database"); Reads.Start checks them.
	Replicas []*pgxpool.Pool
	Log      *slog.Logger
	Now      func() time.Time // the clock; tests set it
}

// Server is the assembled app and the shared parts tests and commands reach for.
type Server struct {
	App      *fiber.App
	Sessions *session.Sessions
	Limiter  *ratelimit.Limiter
	Bundle   *i18n.Bundle
	Uploads  *upload.Store
	Assets   *assets.Assets
	Jobs     *jobs.Queue  // background work; serve starts it, tests Drain it
	Mailer   *mail.Mailer // transactional mail, delivered by a job
	Audit    *audit.Log   // what admins and moderators did (docs/audit.md)
	// Signals carries messages between instances (LISTEN/NOTIFY); serve starts it.
	Signals *signal.Hub
	// Pages is the page cache of visitors' pages; nil when PAGE_CACHE_MB is 0.
	Pages *pagecache.Cache
	// Texts is the SMS provider's client; nil when none is configured.
	Texts *sms.Twilio
	// Metrics is this server's Prometheus registry, served on METRICS_ADDR by serve, never
	// on the public port.
	Metrics *metrics.Metrics
	// Reads routes the public pages' reads to the replicas; serve starts its health checks.
	Reads   *db.Reads
	Modules *Modules
	pages   fencedPages // what the modules' changes call: Pages after a fence on Reads
}

// csrfCookie holds the CSRF token of a browser with a session (readable by the islands).
const csrfCookie = "XSRF-TOKEN"

// pagesChannel is the NOTIFY channel of the page cache's invalidations.
const pagesChannel = "gc_pagecache"

// New builds the whole app.
func New(d Deps) (*Server, error) {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	bundle, err := messages()
	if err != nil {
		return nil, err
	}
	files, err := assets.Load(static.FS)
	if err != nil {
		return nil, err
	}
	uploads, err := upload.Open(context.Background(), d.Config.BlobURL)
	if err != nil {
		return nil, err
	}
	transport, err := mailTransport(d)
	if err != nil {
		return nil, err
	}
	queue := jobs.New(d.Pool, jobs.Options{Log: d.Log})
	mailer := mail.New(bundle, queue, mail.Config{From: d.Config.MailFrom, BaseURL: d.Config.BaseURL, Transport: transport})
	cleanup := time.Duration(0) // the janitor cleans; no goroutine per manager
	s := &Server{
		Sessions: session.New(d.Pool, session.Options{Secure: d.Config.SecureCookies(), CleanupInterval: cleanup}),
		Limiter:  ratelimit.New(d.Pool, d.Now),
		Bundle:   bundle,
		Uploads:  uploads,
		Assets:   files,
		Jobs:     queue,
		Mailer:   mailer,
		Audit:    audit.New(d.Pool, d.Now),
		Signals:  signal.New(d.Pool, d.Log),
		Metrics:  metrics.New(),
		Reads:    db.NewReads(d.Pool, d.Replicas, db.ReplicaOptions{Log: d.Log}),
	}
	if d.Config.SMS.Enabled() {
		c := d.Config.SMS
		s.Texts = &sms.Twilio{BaseURL: c.URL, AccountSID: c.AccountSID, AuthToken: c.AuthToken, From: c.From,
			Sent: new(atomic.Uint64)}
	}
	site := &web.Site{
		Env: d.Config.Env, BaseURL: d.Config.BaseURL, GreenCheckURL: d.Config.GreenCheckURL,
		ClientLogging: d.Config.ClientLogging, Asset: files.URL, Entry: files.Entry,
		Messages: islandMessages(bundle),
	}
	shell := &middleware.Shell{Bundle: bundle, Site: site, Sessions: s.Sessions,
		Machines: func(path string) bool { return billing.IsWebhook(path) || directory.IsBadgeData(path) }}
	if d.Config.PageCacheMB > 0 {
		s.Pages = pagecache.New(pagecache.Config{
			MaxBytes: d.Config.PageCacheMB << 20, SessionCookie: session.CookieName, Variant: shell.PageVariant, Log: d.Log,
			ServeStale: staleFor(d.Config.PageCacheStale),
			Broadcast:  func(ctx context.Context, msg string) error { return s.Signals.Notify(ctx, pagesChannel, msg) },
		})
	}
	s.pages = fencedPages{pages: s.Pages, reads: s.Reads}
	if s.Pages != nil {
		s.Signals.Listen(pagesChannel, s.pages.Receive)
		s.Signals.OnReconnect(s.pages.Forget)
	}
	csrfGuard, err := middleware.CSRF(middleware.CSRFConfig{Secret: d.Config.SessionSecret, TokenCookie: csrfCookie,
		SessionCookie: session.CookieName, Secure: d.Config.SecureCookies(), Origins: d.Config.Origins()})
	if err != nil {
		return nil, err
	}
	s.Sessions.OnCookie = csrfGuard.SessionChanged // the token follows the session it is derived from
	// The app's contexts answer c.IP() with middleware.ClientIP: the one client address.
	s.App = fiber.NewWithCustomCtx(middleware.NewCtx(d.Config.TrustedProxies), fiber.Config{
		AppName:      "greenconnect",
		ErrorHandler: middleware.ErrorHandler(shell),
		BodyLimit:    25 << 20, // uploads; each handler checks its own, smaller limit
		// A page (gzip) and its headers leave in one write: with the default 4 KB, most
		// pages took two system calls.
		WriteBufferSize: 16 << 10,
		ReadTimeout:     30 * time.Second,
		WriteTimeout:    30 * time.Second,
		IdleTimeout:     120 * time.Second,
		// Trusted proxies' X-Forwarded-Proto and -Host are believed (c.Scheme(), c.Host()).
		TrustProxy:       len(d.Config.TrustedProxies) > 0,
		TrustProxyConfig: fiber.TrustProxyConfig{Proxies: d.Config.TrustedProxyList()},
	})
	app := s.App
	// The metrics time each request as sent: outside the request log, which writes errors.
	app.Use(requestid.New(), s.Metrics.Middleware(pagecache.Route), middleware.RequestLog(d.Log), recover.New(), middleware.SecurityHeaders(d.Config.SecureCookies()))
	registerHealth(app, d.Pool)
	app.Get(assets.Prefix+"*", files.Handler())
	app.Get(upload.Prefix+"*", uploads.Handler())
	if s.Pages != nil {
		// A visitor's page kept by the cache is answered here, before anything that costs.
		app.Use(s.Pages.Serve())
	}
	if len(d.Replicas) > 0 {
		app.Use(replicaRoute()) // which requests may read from a replica
	}
	app.Use(compress.New(compress.Config{Level: compress.LevelBestSpeed}))
	if s.Pages != nil {
		app.Use(s.Pages.Store()) // keeps (and gzips) what a handler marked pagecache.Public
	} else { // keeps none, and still says anyone may (a CDN in front: README, "Beyond one machine")
		app.Use(pagecache.Headers(pagecache.Config{SessionCookie: session.CookieName}))
	}
	// Hashed over the uncompressed body (compress runs outside it): a revisit of an
	// unchanged page answers 304.
	app.Use(middleware.ETag())
	// The paths other sites embed (the badge) and Stripe's webhook skip sessions, the shell
	// and CSRF tokens (the webhook proves itself by its signature: docs/billing.md).
	perRequest := []fiber.Handler{s.Sessions.Middleware(), shell.Middleware(), csrfGuard.Handler()}
	if s.Pages != nil {
		// A signed-in page its handler marked pagecache.Private, kept for its session.
		perRequest = append(perRequest, s.Pages.ServePrivate(privatePageKey(s.Sessions, s.Signals, d.Now, shell.PageVariant)))
	}
	app.Use(middleware.Except(append(slices.Clone(directory.EmbedPrefixes), billing.WebhookPrefixes...), perRequest...)...)
	// Private documents (README, "Security"): the kinds a module guards are served here, where
	// the session says who asks; Handler above passed them on.
	app.Get(upload.Prefix+"*", uploads.PrivateHandler())
	app.Head(upload.Prefix+"*", uploads.PrivateHandler())

	s.Modules = wireModules(app, d, s, shell, site)
	doc, err := openAPIDocument(d.Config.BaseURL)
	if err != nil {
		return nil, err
	}
	app.Get(openapi.Path, openapi.Handler(doc))
	addHeadRoutes(app)
	app.Use(func(c fiber.Ctx) error { return web.NotFound() })
	s.instrument(d)
	return s, nil
}

// Close closes what New opened on the database (the pools of planned statements, Reads):
// before the pools it was given close.
func (s *Server) Close() { s.Reads.Close() }

// instrument registers what the metrics report besides the requests (README, "Beyond one
// machine"): the page cache, the database pool, the job queue's depth, texts and mail sent.
func (s *Server) instrument(d Deps) {
	s.Metrics.Routes(s.App)
	s.Metrics.PageCache(s.Pages)
	s.Metrics.Pools(d.Pool, s.Reads.PlanPools())
	s.Metrics.Jobs(s.Jobs.CountByState)
	texts := func() uint64 {
		if s.Texts == nil {
			return 0
		}
		return s.Texts.Sent.Load()
	}
	s.Metrics.Sent(texts, s.Mailer.Sent)
}

// staleFor is the page cache's ServeStale for PAGE_CACHE_STALE_SECONDS: 0 turns stale
// answers off (the cache's own zero is its default).
func staleFor(d time.Duration) time.Duration {
	if d <= 0 {
		return -1
	}
	return d
}

// mailTransport is SMTP_URL's server, or the log when it is unset (development without
// `make run`'s mailpit; production refuses to start without SMTP_URL).
func mailTransport(d Deps) (mail.Transport, error) {
	if d.Config.SMTPURL == "" {
		return mail.Log{Logger: d.Log}, nil
	}
	return mail.ParseSMTPURL(d.Config.SMTPURL)
}

// addHeadRoutes answers HEAD wherever GET is answered (a CDN, a link checker or an uptime
// probe asks HEAD). fiber adds these itself only when it starts listening, behind the
// catch-all 404 below, which would answer every HEAD first.
func addHeadRoutes(app *fiber.App) {
	heads := map[string]bool{}
	var gets []fiber.Route
	for _, r := range app.GetRoutes(true) {
		switch r.Method {
		case fiber.MethodHead:
			heads[r.Path] = true
		case fiber.MethodGet:
			gets = append(gets, r)
		}
	}
	for _, r := range gets {
		if heads[r.Path] || len(r.Handlers) == 0 {
			continue
		}
		heads[r.Path] = true
		rest := make([]any, 0, len(r.Handlers)-1)
		for _, h := range r.Handlers[1:] {
			rest = append(rest, h)
		}
		app.Head(r.Path, r.Handlers[0], rest...)
	}
}

// messages are the translations of every module, parsed once per process: they are embedded
// and never change, and a test binary builds a server for each test.
var messages = sync.OnceValues(func() (*i18n.Bundle, error) { return i18n.NewBundle(MessageSources()...) })
