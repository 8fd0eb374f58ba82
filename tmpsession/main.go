// Throwaway: prints a session cookie for an email, to look at pages before sign-in exists.
package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"greenconnect/app/config"
	"greenconnect/app/db"
	"greenconnect/app/server"
)

func main() {
	ctx := context.Background()
	pool, err := db.Open(ctx, "postgres://postgres@127.0.0.1:54601/greenconnect?sslmode=disable")
	if err != nil {
		panic(err)
	}
	cfg := config.Config{Env: config.Development, BaseURL: "http://127.0.0.1:3401", SessionSecret: "x", BlobURL: "file:///tmp/tmpblob?create_dir=true"}
	srv, err := server.New(server.Deps{Config: cfg, Pool: pool, Now: time.Now})
	if err != nil {
		panic(err)
	}
	u, err := srv.Modules.Accounts.ByEmail(ctx, os.Args[1])
	if err != nil {
		panic(err)
	}
	sctx, _ := srv.Sessions.Load(ctx, "")
	if err := srv.Modules.Accounts.StartSession(sctx, u.ID); err != nil {
		panic(err)
	}
	tok, _, err := srv.Sessions.Commit(sctx)
	if err != nil {
		panic(err)
	}
	fmt.Print(tok)
}
