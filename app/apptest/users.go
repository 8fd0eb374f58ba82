package apptest

import "greenconnect/modules/account"

// Password is the password of every account CreateUser makes.
const Password = "correct horse battery staple"

func accountUser(email string, roles []string) account.NewUser {
	if roles == nil {
		roles = []string{}
	}
	return account.NewUser{Email: email, Password: Password, DisplayName: "Test " + email,
		CompanyName: "Company of " + email, Verified: true, Roles: roles}
}
