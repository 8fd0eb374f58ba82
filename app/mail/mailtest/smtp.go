// Package mailtest is an SMTP server for Go tests: it speaks enough SMTP for a real client
// (go-mail) to deliver to it, keeps what it received, and can refuse on demand to show that
// a failing server loses no mail. The browser tests use mailpit instead.
package mailtest

import (
	"bufio"
	"fmt"
	"net"
	"net/mail"
	"strings"
	"sync"
	"testing"
)

// Received is one delivered message.
type Received struct {
	From string
	To   []string
	Msg  *mail.Message
	Raw  string
}

// Server is a running test SMTP server.
type Server struct {
	ln       net.Listener
	mu       sync.Mutex
	received []Received
	failNext int    // answer DATA with 451 this many times
	refuse   string // RCPT TO address answered with 550
}

// Start listens on a free loopback port until the test ends.
func Start(t testing.TB) *Server {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{ln: ln}
	go s.serve()
	t.Cleanup(func() { ln.Close() })
	return s
}

// URL is the SMTP_URL for this server.
func (s *Server) URL() string { return "smtp://" + s.ln.Addr().String() }

// FailNext makes the next n deliveries fail with a temporary error.
func (s *Server) FailNext(n int) { s.mu.Lock(); s.failNext = n; s.mu.Unlock() }

// Refuse makes RCPT TO addr fail permanently.
func (s *Server) Refuse(addr string) { s.mu.Lock(); s.refuse = addr; s.mu.Unlock() }

// Messages returns what was delivered so far.
func (s *Server) Messages() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.received...)
}

func (s *Server) serve() {
	for {
		conn, err := s.ln.Accept()
		if err != nil {
			return
		}
		go s.session(conn)
	}
}

func (s *Server) session(conn net.Conn) {
	defer conn.Close()
	r := bufio.NewReader(conn)
	say := func(format string, a ...any) { fmt.Fprintf(conn, format+"\r\n", a...) }
	say("220 mailtest ready")
	var cur Received
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(cmd, "EHLO"), strings.HasPrefix(cmd, "HELO"):
			say("250-mailtest")
			say("250 8BITMIME")
		case strings.HasPrefix(cmd, "MAIL FROM:"):
			cur = Received{From: addr(line)}
			say("250 OK")
		case strings.HasPrefix(cmd, "RCPT TO:"):
			to := addr(line)
			s.mu.Lock()
			refused := s.refuse != "" && strings.EqualFold(to, s.refuse)
			s.mu.Unlock()
			if refused {
				say("550 5.1.1 no such user")
				continue
			}
			cur.To = append(cur.To, to)
			say("250 OK")
		case cmd == "DATA":
			say("354 go ahead")
			var body strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				body.WriteString(strings.TrimPrefix(l, "."))
			}
			s.mu.Lock()
			if s.failNext > 0 {
				s.failNext--
				s.mu.Unlock()
				say("451 4.3.0 try again later")
				continue
			}
			cur.Raw = body.String()
			cur.Msg, _ = mail.ReadMessage(strings.NewReader(cur.Raw))
			s.received = append(s.received, cur)
			s.mu.Unlock()
			say("250 OK queued")
		case cmd == "RSET", cmd == "NOOP":
			say("250 OK")
		case cmd == "QUIT":
			say("221 bye")
			return
		default:
			say("502 not implemented")
		}
	}
}

func addr(line string) string {
	i, j := strings.Index(line, "<"), strings.Index(line, ">")
	if i < 0 || j < i {
		return ""
	}
	return line[i+1 : j]
}
