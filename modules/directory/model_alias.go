package directory

import "greenconnect/modules/directory/model"

// The module's types live in model (the views use them too); these names keep the
// service's signatures short.
type (
	Offering        = model.Offering
	Picture         = model.Picture
	Card            = model.Card
	MarketFilter    = model.MarketFilter
	MarketPage      = model.MarketPage
	CompanyRef      = model.CompanyRef
	ServiceView     = model.ServiceView
	Related         = model.Related
	Entry           = model.Entry
	DirectoryPage   = model.DirectoryPage
	DirectoryFilter = model.DirectoryFilter
)

const PageSize = model.PageSize
