// Command smsprovider is the browser tests' SMS provider: smstest's Twilio-speaking server
// on a local port (PORT), with the account SID and auth token of TWILIO_ACCOUNT_SID and
// TWILIO_AUTH_TOKEN, so the app under test sends through its real client and the tests read
// the codes at GET /messages?to=+40....
package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"greenconnect/app/sms/smstest"
)

func main() {
	p := &smstest.Provider{AccountSID: os.Getenv("TWILIO_ACCOUNT_SID"), AuthToken: os.Getenv("TWILIO_AUTH_TOKEN")}
	if p.AccountSID == "" || p.AuthToken == "" || os.Getenv("PORT") == "" {
		log.Fatal("smsprovider: set PORT, TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN")
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/readyz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	mux.Handle("/", p)
	srv := &http.Server{Addr: "127.0.0.1:" + os.Getenv("PORT"), Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
