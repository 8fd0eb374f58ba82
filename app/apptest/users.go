package apptest

import (
	"sync"

	"greenconnect/modules/account"
)

// Password is the password of every account CreateUser makes.
const Password = "correct horse battery staple"

// passwordHash is Password hashed once per test process, at the production cost
// (account.HashPassword): the accounts CreateUser makes share it rather than each paying an
// argon2id hash (docs/conventions.md, "Tests"). Signing in still verifies it in full.
var passwordHash = sync.OnceValues(func() (string, error) { return account.HashPassword(Password) })

func accountUser(email string, roles []string) (account.NewUser, error) {
	hash, err := passwordHash()
	if roles == nil {
		roles = []string{}
	}
	return account.NewUser{Email: email, PasswordHash: hash, DisplayName: "Test " + email,
		CompanyName: "Company of " + email, Verified: true, Roles: roles}, err
}
