package config

import (
	"fmt"
	"net"
	"os"
	"sort"
	"strconv"
	"strings"
)

func get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

// portVar reads a TCP port, 0 up to 65535.
func portVar(name string, fallback int) (int, error) {
	return boundedVar(name, fallback, 65535, "a port number")
}

// countVar reads a count from 1 up to a billion (a rate, a limit).
func countVar(name string, fallback int) (int, error) {
	n, err := boundedVar(name, fallback, 1_000_000_000, "a whole number from 1 to 1000000000")
	if err == nil && n < 1 {
		return 0, fmt.Errorf("%s must be a whole number from 1 to 1000000000, not %q", name, os.Getenv(name))
	}
	return n, err
}

// megabytesVar reads a size in megabytes, 0 up to 65,536.
func megabytesVar(name string, fallback int) (int, error) {
	return boundedVar(name, fallback, 65536, "a number of megabytes (0 to 65536)")
}

// boundedVar reads a whole number from 0 to max; what says what it must be otherwise.
func boundedVar(name string, fallback, max int, what string) (int, error) {
	v := os.Getenv(name)
	if v == "" {
		return fallback, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > max {
		return 0, fmt.Errorf("%s must be %s, not %q", name, what, v)
	}
	return n, nil
}

// addrVar reads a listen address, host:port; set and empty, it is "" (off).
func addrVar(name, fallback string) (string, error) {
	v, ok := os.LookupEnv(name)
	if !ok {
		return fallback, nil
	}
	if v == "" {
		return "", nil
	}
	if _, port, err := net.SplitHostPort(v); err != nil || port == "" {
		return "", fmt.Errorf("%s must be an address to listen on, host:port (127.0.0.1:9090), or empty, not %q", name, v)
	}
	return v, nil
}

func boolVar(name string, fallback bool) (bool, error) {
	v := os.Getenv(name)
	if v == "" {
		return fallback, nil
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return false, fmt.Errorf("%s must be true or false, not %q", name, v)
	}
	return b, nil
}

func list(v string) []string {
	var out []string
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func sorted(s []string) []string { sort.Strings(s); return s }

// countryList reads a comma-separated list of two-letter country codes (ISO 3166-1), upper-cased.
func countryList(name string) ([]string, error) {
	var out []string
	for _, c := range list(os.Getenv(name)) {
		c = strings.ToUpper(c)
		if len(c) != 2 || c[0] < 'A' || c[0] > 'Z' || c[1] < 'A' || c[1] > 'Z' {
			return nil, fmt.Errorf("%s must be two-letter country codes separated by commas (DE,FR,GB), not %q", name, os.Getenv(name))
		}
		out = append(out, c)
	}
	return out, nil
}
