package metrics

import (
	"context"
	"maps"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"greenconnect/app/pagecache"
)

// collector reads its values when scraped, from a function.
type collector struct {
	descs   []*prometheus.Desc
	collect func(ch chan<- prometheus.Metric)
}

func (c *collector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

func (c *collector) Collect(ch chan<- prometheus.Metric) { c.collect(ch) }

func desc(name, help string, labels ...string) *prometheus.Desc {
	return prometheus.NewDesc(prometheus.BuildFQName(Namespace, "", name), help, labels, nil)
}

// PageCache reports the page cache's hits, misses, renders, coalesced waits, stale answers,
// evictions, pages and bytes, for visitors' pages (cache="public") and signed-in pages
// kept for their session (cache="private").
func (m *Metrics) PageCache(pc *pagecache.Cache) {
	if pc == nil { // PAGE_CACHE_MB=0
		return
	}
	hits := desc("pagecache_hits_total", "Answers from a kept, current page.", "cache")
	misses := desc("pagecache_misses_total", "Requests that found no page to answer with (they rendered, or waited for another's render).", "cache")
	renders := desc("pagecache_renders_total", "Pages rendered and kept.", "cache")
	coalesced := desc("pagecache_coalesced_total", "Requests that waited for another request's render of the same page and were answered with it.", "cache")
	stale := desc("pagecache_stale_total", "Answers with a page past its TTL while another request rendered it again.", "cache")
	evictions := desc("pagecache_evictions_total", "Pages dropped to stay within PAGE_CACHE_MB.", "cache")
	pages := desc("pagecache_pages", "Pages kept now.", "cache")
	bytes := desc("pagecache_bytes", "Memory the kept pages weigh now (gzip), in bytes.", "cache")
	m.Registry.MustRegister(&collector{
		descs: []*prometheus.Desc{hits, misses, renders, coalesced, stale, evictions, pages, bytes},
		collect: func(ch chan<- prometheus.Metric) {
			visitors, signedIn := pc.Stats()
			for _, s := range []struct {
				cache string
				st    pagecache.Stats
			}{{"public", visitors}, {"private", signedIn}} {
				counter := func(d *prometheus.Desc, v uint64) {
					ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, float64(v), s.cache)
				}
				counter(hits, s.st.Hits)
				counter(misses, s.st.Misses)
				counter(renders, s.st.Renders)
				counter(coalesced, s.st.Coalesced)
				counter(stale, s.st.Stale)
				counter(evictions, s.st.Evictions)
				ch <- prometheus.MustNewConstMetric(pages, prometheus.GaugeValue, float64(s.st.Pages), s.cache)
				ch <- prometheus.MustNewConstMetric(bytes, prometheus.GaugeValue, float64(s.st.Bytes), s.cache)
			}
		},
	})
}

// Pools reports the database pools, by pool (the primary's own, "primary", and those of
// its planned statements, by their names): connections by state, the most each opens, and
// the acquisitions (those that had to wait for a free connection, and the time spent
// waiting).
func (m *Metrics) Pools(primary *pgxpool.Pool, plans map[string]*pgxpool.Pool) {
	conns := desc("db_pool_connections", "Connections of each database pool now, by state.", "pool", "state")
	max := desc("db_pool_max_connections", "The most connections each pool opens (pool_max_conns; half of it for a plan pool).", "pool")
	acquires := desc("db_pool_acquires_total", "Connections taken from each pool.", "pool")
	waited := desc("db_pool_empty_acquires_total", "Acquisitions that found no idle connection and waited for one.", "pool")
	canceled := desc("db_pool_canceled_acquires_total", "Acquisitions given up (the request's context ended) before a connection came.", "pool")
	waiting := desc("db_pool_acquire_seconds_total", "Time spent acquiring connections, in seconds.", "pool")
	pools := map[string]*pgxpool.Pool{"primary": primary}
	maps.Copy(pools, plans)
	m.Registry.MustRegister(&collector{
		descs: []*prometheus.Desc{conns, max, acquires, waited, canceled, waiting},
		collect: func(ch chan<- prometheus.Metric) {
			for name, pool := range pools {
				s := pool.Stat()
				ch <- prometheus.MustNewConstMetric(conns, prometheus.GaugeValue, float64(s.AcquiredConns()), name, "acquired")
				ch <- prometheus.MustNewConstMetric(conns, prometheus.GaugeValue, float64(s.IdleConns()), name, "idle")
				ch <- prometheus.MustNewConstMetric(conns, prometheus.GaugeValue, float64(s.ConstructingConns()), name, "constructing")
				ch <- prometheus.MustNewConstMetric(max, prometheus.GaugeValue, float64(s.MaxConns()), name)
				ch <- prometheus.MustNewConstMetric(acquires, prometheus.CounterValue, float64(s.AcquireCount()), name)
				ch <- prometheus.MustNewConstMetric(waited, prometheus.CounterValue, float64(s.EmptyAcquireCount()), name)
				ch <- prometheus.MustNewConstMetric(canceled, prometheus.CounterValue, float64(s.CanceledAcquireCount()), name)
				ch <- prometheus.MustNewConstMetric(waiting, prometheus.CounterValue, s.AcquireDuration().Seconds(), name)
			}
		},
	})
}

// Jobs reports the background queue's jobs by state (available, running, retryable...),
// counted when scraped; a failed count is reported as an invalid metric (the scrape shows
// the error) rather than as zero.
func (m *Metrics) Jobs(count func(ctx context.Context) (map[string]int, error)) {
	jobs := desc("jobs", "Jobs of the background queue (river) by state.", "state")
	m.Registry.MustRegister(&collector{
		descs: []*prometheus.Desc{jobs},
		collect: func(ch chan<- prometheus.Metric) {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			byState, err := count(ctx)
			if err != nil {
				ch <- prometheus.NewInvalidMetric(jobs, err)
				return
			}
			for state, n := range byState {
				ch <- prometheus.MustNewConstMetric(jobs, prometheus.GaugeValue, float64(n), state)
			}
		},
	})
}

// Sent reports the texts (SMS) and mail handed to their provider since start.
func (m *Metrics) Sent(texts, mail func() uint64) {
	m.Registry.MustRegister(
		prometheus.NewCounterFunc(prometheus.CounterOpts{Namespace: Namespace, Name: "texts_sent_total",
			Help: "Text messages (SMS) the provider accepted."}, func() float64 { return float64(texts()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Namespace: Namespace, Name: "mail_sent_total",
			Help: "Mails the mail server accepted."}, func() float64 { return float64(mail()) }),
	)
}
