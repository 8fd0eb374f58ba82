// Package metrics is what an operator scrapes (README, "Beyond one machine"): Prometheus
// metrics of one server, on a listener of their own (METRICS_ADDR), never on the public
// port. Each server has its own registry, so several servers in one process (tests) do not
// share or clash.
package metrics

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Namespace prefixes every metric of the app.
const Namespace = "greenconnect"

// Path is where the metrics listener answers.
const Path = "/metrics"

// Metrics is one server's registry and request histogram.
type Metrics struct {
	Registry *prometheus.Registry
	requests *prometheus.HistogramVec
	routes   map[*fiber.Handler]bool // the first handler of each real route (not middleware)
}

// New returns a registry with the Go runtime's and the process's metrics and the request
// histogram.
func New() *Metrics {
	m := &Metrics{Registry: prometheus.NewRegistry()}
	m.requests = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: Namespace, Name: "http_request_duration_seconds",
		Help: "Time to answer a request, by route pattern (\"unmatched\" for what no route answered), method and status.",
		// From a page answered from memory (0.1 ms) to an upload (seconds).
		Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
	}, []string{"route", "method", "status"})
	m.Registry.MustRegister(m.requests, collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{Namespace: Namespace}))
	return m
}

// Middleware times every request. Wire it ahead of the request log, which writes error
// answers, so the status is the one sent. routeOf names the pattern of an answer given
// before the router matched a route (a page from the cache); "" when it has none.
func (m *Metrics) Middleware(routeOf func(fiber.Ctx) string) fiber.Handler {
	return func(c fiber.Ctx) error {
		start := time.Now()
		err := c.Next()
		status := c.Response().StatusCode()
		if err != nil { // not written yet: the error handler's status
			status = fiber.StatusInternalServerError
			var fe *fiber.Error
			if errors.As(err, &fe) {
				status = fe.Code
			}
		}
		route := routeOf(c)
		if route == "" {
			route = m.route(c)
		}
		m.requests.WithLabelValues(route, c.Method(), strconv.Itoa(status)).Observe(time.Since(start).Seconds())
		return err
	}
}

// Routes learns app's routes; call it once every route is registered. Until then, and for
// a request answered by middleware (a 404, a refused CSRF token), the route is "unmatched":
// the label is always a registered pattern, never an address, so its values are few.
func (m *Metrics) Routes(app *fiber.App) {
	m.routes = map[*fiber.Handler]bool{}
	for _, r := range app.GetRoutes(true) {
		if len(r.Handlers) > 0 {
			m.routes[&r.Handlers[0]] = true
		}
	}
}

// Unmatched labels what no route answered.
const Unmatched = "unmatched"

func (m *Metrics) route(c fiber.Ctx) string {
	r := c.Route()
	if r == nil || len(r.Handlers) == 0 || !m.routes[&r.Handlers[0]] {
		return Unmatched
	}
	return r.Path
}

// Handler answers the scrape.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{Registry: m.Registry, Timeout: 10 * time.Second})
}

// Listen serves the metrics on addr (METRICS_ADDR) until ctx ends. It returns once the
// address is bound, or the error binding it: a taken address stops the start-up.
func (m *Metrics) Listen(ctx context.Context, addr string, log *slog.Logger) (net.Addr, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	mux := http.NewServeMux()
	mux.Handle("GET "+Path, m.Handler())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("metrics listener", "err", err)
		}
	}()
	go func() {
		<-ctx.Done()
		stop, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(stop)
	}()
	return ln.Addr(), nil
}
