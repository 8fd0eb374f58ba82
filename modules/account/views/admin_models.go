package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// UsersView is the admin list of accounts.
type UsersView struct {
	List templates.ListView
	Rows []UserRow
}

// UserRow is one account in an admin list.
type UserRow struct {
	Email, Name, Company string
	Roles                []string // translated
	Status               string   // translated
	StatusKey            string   // active, unverified, disabled: the badge's look
	Created              string   // the date, in the page's language
	Age                  string   // unverified: how long ago it signed up
	Href                 string   // the account's admin page
	ResendHref           string   // unverified: mails the link again
}

// UserView is one account's admin page: what it is and the actions on it.
type UserView struct {
	UsersHref              string
	Email, Name, Company   string
	Status, StatusKey      string
	Created                string
	PendingEmail           string
	Version                string // posted back with every change: 409 when the account changed since
	Roles                  []RoleChoice
	Disabled               bool
	EmailHref, ResetHref   string
	RolesHref, DisableHref string
	EnableHref             string
	EmailForm              web.Form
}

// RoleChoice is a role's checkbox.
type RoleChoice struct {
	Name, Label string
	Held        bool
}

// UnverifiedView is the admin list of accounts that never confirmed their address, and the
// form that deletes the old ones.
type UnverifiedView struct {
	List       templates.ListView
	Rows       []UserRow
	DeleteHref string
	Ages       []templates.Option
	DeleteForm web.Form
}
