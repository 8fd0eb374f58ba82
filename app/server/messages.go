package server

import (
	"greenconnect/app/i18n"
	"greenconnect/app/mail"
	"greenconnect/app/reference"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
	"greenconnect/modules/blog"
	"greenconnect/modules/directory"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
	"greenconnect/modules/site"
	"greenconnect/modules/vsme"
	"greenconnect/templates"
)

// MessageSources lists every owner of translations (the catalogue test reads them all).
func MessageSources() []i18n.Source {
	return []i18n.Source{
		{Name: "templates", FS: templates.Messages},
		{Name: "mail", FS: mail.Messages},
		{Name: "reference", FS: reference.Messages},
		{Name: "site", FS: site.Messages},
		{Name: "account", FS: account.Messages},
		{Name: "rating", FS: rating.Messages},
		{Name: "profile", FS: profile.Messages},
		{Name: "directory", FS: directory.Messages},
		{Name: "blog", FS: blog.Messages},
		{Name: "billing", FS: billing.Messages},
		{Name: "vsme", FS: vsme.Messages},
	}
}
