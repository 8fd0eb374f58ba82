package pagecache_test

import (
	"errors"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/compress"
	"github.com/gofiber/fiber/v3/middleware/recover"
	"github.com/stretchr/testify/require"

	"greenconnect/app/middleware"
	"greenconnect/app/pagecache"
)

// slowSite has one public page, /page, whose render the test steers: each render counts,
// waits for the test's gate when one is set, and then does what fail says (nothing, an
// error, a panic, a page not marked public) before answering with its number.
type slowSite struct {
	*site
	gate    atomic.Pointer[chan struct{}] // a render waits for it to close
	entered chan int                      // each render's number, as it starts
	fail    atomic.Value                  // string: "", "error", "panic", "private"
}

func newSlowSite(t *testing.T, cfg pagecache.Config) *slowSite {
	t.Helper()
	cfg.SessionCookie = "gc_session"
	s := &slowSite{site: &site{app: fiber.New(), cache: pagecache.New(cfg)}, entered: make(chan int, 1000)}
	s.fail.Store("")
	s.app.Use(recover.New(), s.cache.Serve(), compress.New(), s.cache.Store(), middleware.ETag())
	s.app.Get("/page", func(c fiber.Ctx) error {
		n := int(s.renders.Add(1))
		fail := s.fail.Load().(string) // as the render starts
		s.entered <- n
		if g := s.gate.Load(); g != nil {
			<-*g
		}
		switch fail {
		case "error":
			return errors.New("the database went away")
		case "panic":
			panic("render panicked")
		case "":
			pagecache.Public(c, "company:1")
		}
		return c.SendString("render " + strconv.Itoa(n))
	})
	return s
}

// hold makes the next renders wait until the returned function is called.
func (s *slowSite) hold() (release func()) {
	g := make(chan struct{})
	s.gate.Store(&g)
	var once sync.Once
	return func() { once.Do(func() { s.gate.Store(nil); close(g) }) }
}

// burst asks for path n times at once and returns the answers.
func (s *slowSite) burst(t *testing.T, n int, path string) []answer {
	t.Helper()
	out := make([]answer, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { out[i] = s.get(t, path) })
	}
	wg.Wait()
	return out
}

// waiting starts n requests for /page that will wait on the render in progress, and
// returns their answers once they have all come.
func (s *slowSite) waiting(t *testing.T, n int) func() []answer {
	t.Helper()
	ch := make(chan answer, n)
	for range n {
		go func() { ch <- s.get(t, "/page") }()
	}
	time.Sleep(100 * time.Millisecond) // they are queued behind the render by now
	return func() []answer {
		var out []answer
		for range n {
			select {
			case a := <-ch:
				out = append(out, a)
			case <-time.After(30 * time.Second): // a hang, not slowness: a busy machine takes seconds
				t.Fatalf("a waiting request hung (%d of %d answered)", len(out), n)
			}
		}
		return out
	}
}

func TestABurstForOneFreshPageRendersItOnce(t *testing.T) {
	t.Parallel()
	s := newSlowSite(t, pagecache.Config{})
	release := s.hold()
	go func() { <-s.entered; time.Sleep(200 * time.Millisecond); release() }()
	const n = 40
	answers := s.burst(t, n, "/page")
	for _, a := range answers {
		require.Equal(t, http.StatusOK, a.status)
		require.Equal(t, "render 1", a.body, "every request got the one render")
	}
	require.EqualValues(t, 1, s.renders.Load(), "rendered once for %d concurrent requests", n)
	st, _ := s.cache.Stats()
	require.EqualValues(t, 1, st.Renders)
	require.EqualValues(t, 1, st.Misses)
	require.EqualValues(t, n-1, st.Coalesced+st.Hits, "the others waited for it (or came after)")
	require.Positive(t, st.Coalesced)
}

// The render the others wait on fails, panics or turns out not to be public: each waiter
// then renders the page itself and gets a proper answer, never a hang.
func TestWaitersGetAnAnswerWhenTheRenderTheyWaitOnFails(t *testing.T) {
	t.Parallel()
	for _, how := range []string{"error", "panic", "private"} {
		t.Run(how, func(t *testing.T) {
			t.Parallel()
			s := newSlowSite(t, pagecache.Config{})
			release := s.hold()
			s.fail.Store(how)
			leader := make(chan answer, 1)
			go func() { leader <- s.get(t, "/page") }()
			<-s.entered
			answers := s.waiting(t, 5)
			require.EqualValues(t, 1, s.renders.Load(), "the others wait for the first render")
			s.fail.Store("")
			release()
			if how == "private" {
				require.Equal(t, http.StatusOK, (<-leader).status)
			} else {
				require.Equal(t, http.StatusInternalServerError, (<-leader).status)
			}
			for _, a := range answers() {
				require.Equal(t, http.StatusOK, a.status)
				require.Contains(t, a.body, "render ", "rendered for itself")
				require.NotEqual(t, "render 1", a.body)
			}
		})
	}
}

// A page whose render completed without being kept is rendered at once by the next
// requests for a while: they do not queue behind one another.
func TestAPageThatIsNotKeptIsNotWaitedFor(t *testing.T) {
	t.Parallel()
	s := newSlowSite(t, pagecache.Config{})
	s.fail.Store("private")
	require.Equal(t, "render 1", s.get(t, "/page").body)
	release := s.hold()
	defer release()
	done := make(chan struct{})
	go func() {
		for range 3 {
			<-s.entered
		}
		close(done)
	}()
	for range 3 {
		go s.get(t, "/page")
	}
	select {
	case <-done: // three renders at once
	case <-time.After(30 * time.Second): // held renders never end: a queue would never get here
		t.Fatal("requests for a page that is never kept waited for one another")
	}
}

// A waiter waits MaxWait at most for a render that does not end, then renders itself.
func TestAWaiterRendersItselfAfterMaxWait(t *testing.T) {
	t.Parallel()
	s := newSlowSite(t, pagecache.Config{MaxWait: 200 * time.Millisecond})
	release := s.hold()
	go s.get(t, "/page")
	<-s.entered
	start := time.Now()
	waiter := make(chan answer, 1)
	go func() { waiter <- s.get(t, "/page") }()
	<-s.entered // the waiter's own render
	require.GreaterOrEqual(t, time.Since(start), 150*time.Millisecond)
	release()
	a := <-waiter
	require.Equal(t, http.StatusOK, a.status)
	require.Equal(t, "render 2", a.body)
}

// Past its TTL a page is served, stale, while one request renders it again; past TTL and
// ServeStale it is gone and the next request waits for the render.
func TestAnExpiredPageIsServedStaleWhileOneRequestRendersIt(t *testing.T) {
	t.Parallel()
	s := newSlowSite(t, pagecache.Config{TTL: 100 * time.Millisecond, ServeStale: time.Second})
	require.Equal(t, "render 1", s.get(t, "/page").body)
	<-s.entered
	time.Sleep(150 * time.Millisecond)

	release := s.hold()
	renewed := make(chan answer, 1)
	go func() { renewed <- s.get(t, "/page") }()
	<-s.entered
	for range 3 {
		a := s.get(t, "/page")
		require.Equal(t, "render 1", a.body, "the stale copy, at once")
		require.Equal(t, "HIT", a.header.Get("X-Cache"))
	}
	release()
	require.Equal(t, "render 2", (<-renewed).body)
	require.Equal(t, "render 2", s.get(t, "/page").body, "the new copy is kept")
	st, _ := s.cache.Stats()
	require.EqualValues(t, 3, st.Stale)
	require.EqualValues(t, 2, st.Renders)
}

func TestTheStaleWindowIsBounded(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		stale time.Duration
		wait  time.Duration
	}{{"past the window", 100 * time.Millisecond, 300 * time.Millisecond}, {"turned off", -1, 150 * time.Millisecond}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			s := newSlowSite(t, pagecache.Config{TTL: 100 * time.Millisecond, ServeStale: c.stale})
			require.Equal(t, "render 1", s.get(t, "/page").body)
			<-s.entered
			time.Sleep(c.wait)
			release := s.hold()
			go func() { s.get(t, "/page") }()
			<-s.entered
			answers := s.waiting(t, 2)
			release()
			for _, a := range answers() {
				require.Equal(t, "render 2", a.body, "no stale copy: it waited for the render")
			}
			st, _ := s.cache.Stats()
			require.Zero(t, st.Stale)
		})
	}
}

// A change committed while the page renders: the waiters do not take that render as
// current (it may lack the change) and render for themselves.
func TestWaitersDoNotTakeARenderCrossedByAChange(t *testing.T) {
	t.Parallel()
	s := newSlowSite(t, pagecache.Config{})
	release := s.hold()
	go s.get(t, "/page")
	<-s.entered
	answers := s.waiting(t, 2)
	s.cache.Invalidate(t.Context(), "company:1")
	release()
	for _, a := range answers() {
		require.NotEqual(t, "render 1", a.body)
	}
}
