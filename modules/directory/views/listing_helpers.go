package views

import (
	"context"

	"github.com/a-h/templ"

	"greenconnect/modules/directory/model"
)

func marketListing(ctx context.Context, vm MarketVM) listing {
	f, p := vm.Page.Filter, vm.Page
	l := listing{
		Name: "market", Path: vm.Path, Title: "directory.market.title", Lead: "directory.market.lead",
		SearchLabel: "directory.filters.search", Query: f.Query, Open: f.Active(), Empty: "directory.market.empty",
		PastEnd: len(p.Cards) == 0 && f.Page > 1 && p.Total > 0, FirstPage: f.WithPage(1).URL(vm.Path),
		Page: f.Page, Pages: p.Pages(), PageURL: func(n int) string { return f.WithPage(n).URL(vm.Path) },
		Count: t(ctx, "directory.market.none"),
	}
	if vm.Training {
		l.Title, l.Lead = "directory.training.title", "directory.training.lead"
	}
	if p.Total > 0 {
		l.Count = t(ctx, "directory.market.count", map[string]any{"Count": number(ctx, p.Total)})
	}
	return l
}

func marketFields(vm MarketVM) templ.Component { return marketFieldset(vm) }

// marketCards are the cards, or nil when there are none.
func marketCards(vm MarketVM) templ.Component {
	if len(vm.Page.Cards) == 0 {
		return nil
	}
	return cardList(vm)
}

func directoryListing(ctx context.Context, vm DirectoryVM) listing {
	f, p := vm.Page.Filter, vm.Page
	l := listing{
		Name: "directory", Path: model.DirectoryPath, Title: "directory.list.title", Lead: "directory.list.lead",
		SearchLabel: "directory.filters.search_companies", Query: f.Query, Open: f.Active(), Empty: "directory.list.empty",
		PastEnd: len(p.Entries) == 0 && f.Page > 1 && p.Total > 0, FirstPage: f.WithPage(1).URL(model.DirectoryPath),
		Page: f.Page, Pages: p.Pages(), PageURL: func(n int) string { return f.WithPage(n).URL(model.DirectoryPath) },
		Count: t(ctx, "directory.list.none"),
	}
	if p.Total > 0 {
		l.Count = t(ctx, "directory.list.count", map[string]any{"Count": number(ctx, p.Total)})
	}
	return l
}

func directoryFields(vm DirectoryVM) templ.Component { return directoryFieldset(vm) }

// directoryEntries are the entries, or nil when there are none.
func directoryEntries(vm DirectoryVM) templ.Component {
	if len(vm.Page.Entries) == 0 {
		return nil
	}
	return entryList(vm)
}
