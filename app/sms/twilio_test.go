package sms_test

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/sms"
	"greenconnect/app/sms/smstest"
)

func client(p *smstest.Provider, url string) *sms.Twilio {
	return &sms.Twilio{BaseURL: url, AccountSID: p.AccountSID, AuthToken: p.AuthToken, From: "+15005550006"}
}

func TestTwilioSendsTheMessagesAPIsForm(t *testing.T) {
	t.Parallel()
	p, srv := smstest.New(t)
	require.NoError(t, client(p, srv.URL).Send(context.Background(), "+40721234567", "Your code is 123456"))
	got := p.Messages()
	require.Len(t, got, 1)
	require.Equal(t, "+40721234567", got[0].To)
	require.Equal(t, "+15005550006", got[0].From)
	require.Equal(t, "Your code is 123456", got[0].Body)
}

func TestTwilioRefusalsSayWhetherToRetry(t *testing.T) {
	t.Parallel()
	p, srv := smstest.New(t)
	c := client(p, srv.URL)
	var e *sms.Error

	err := c.Send(context.Background(), "0721", "x")
	require.True(t, errors.As(err, &e))
	require.Equal(t, 21211, e.Code, "Twilio's invalid 'To' number")
	require.True(t, e.Permanent())

	bad := *c
	bad.AuthToken = "wrong"
	err = bad.Send(context.Background(), "+40721234567", "x")
	require.True(t, errors.As(err, &e))
	require.Equal(t, http.StatusUnauthorized, e.Status)
	require.Equal(t, 20003, e.Code)
	require.True(t, e.Permanent(), "wrong credentials do not get better by retrying")

	p.Fail(smstest.Failure{Status: http.StatusTooManyRequests, Code: 20429, Message: "Too Many Requests"},
		smstest.Failure{Status: http.StatusServiceUnavailable, Code: 20503, Message: "Service unavailable"})
	for range 2 {
		err = c.Send(context.Background(), "+40721234567", "x")
		require.True(t, errors.As(err, &e))
		require.False(t, e.Permanent(), "a 429 or a 5xx may pass later")
	}
	require.NoError(t, c.Send(context.Background(), "+40721234567", "x"))

	down := &sms.Twilio{BaseURL: "http://127.0.0.1:1", AccountSID: p.AccountSID, AuthToken: p.AuthToken, From: "+15005550006"}
	err = down.Send(context.Background(), "+40721234567", "x")
	require.Error(t, err)
	require.False(t, errors.As(err, &e), "a network failure is retried")
}
