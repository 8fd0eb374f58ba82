package views

import (
	"time"

	"github.com/a-h/templ"

	"greenconnect/app/web"
	"greenconnect/templates"
)

// The view models of the directory's pages: handlers fill them, templates read them. Names
// are translated and addresses built by the handlers; a rating level stays a key
// (rating.Level names it).

// Link is a text and the address it opens.
type Link struct {
	Text string
	Href string
}

// Listing is what the directory and the services listings share: a GET form of filters
// beside the results, the count in a live region, the results swapped by htmx.
type Listing struct {
	Name        string // element id prefix: "market" or "directory"
	Path        string // the listing's own address, which its form and links use
	Title, Lead string // translated
	SearchLabel string // translated
	Filters     web.Form
	Open        bool   // some filter is set: the folded filters start open
	Count       string // translated: how many match
	Empty       string // translated: nothing matches
	PastEnd     bool   // a page after the last one
	FirstPage   string // the first page's address, for PastEnd
	Page, Pages int
	PageURL     func(page int) string
	Countries   []templates.Option
	Industries  []templates.Option
	// The filter form is kept in Forms per FormKey (everything it shows: the address, the
	// filters, the choices offered); rendered each time without them.
	Forms   *templates.Kept
	FormKey string
}

// MarketView is a services listing page: the marketplace or the training page.
type MarketView struct {
	Listing
	Training   bool // the training page: category fixed, no category filter
	Categories []templates.Option
	Tags       []TagChoice // tags offered as filters (popular ones plus those chosen)
	Cards      []Card
	Overlay    templ.Component
}

// TagChoice is a tag of the listing's tag filter.
type TagChoice struct {
	Tag     string
	Checked bool
}

// ServiceItem is what every list of services shows of one. Href is its page; the overlay
// opens from a link to it.
type ServiceItem struct {
	ID       string
	Name     string
	Href     string
	LogoURL  string
	Industry string // translated
	Category string // translated
}

// Card is a service in a listing.
type Card struct {
	ServiceItem
	URL         string
	WebsiteHref string // the website button: the service consent first ("" without a website)
	Socials     Socials
	Description string
	Tags        []Link // each narrows the listing to the tag
	CompanyName string
	CompanyHref string
	Stars       int
}

// Socials are a service's optional social profiles.
type Socials struct {
	Name                          string // the service, for the links' names
	Instagram, Facebook, Linkedin string
}

// DirectoryView is the green directory page.
type DirectoryView struct {
	Listing
	Entries []Entry
}

// Entry is a company of the green directory.
type Entry struct {
	Name          string
	Href          string
	LogoURL       string
	Industry      string // translated
	Sector        string // translated, "" for none
	City          string
	Country       string // translated, "" for none
	Level         string // rating level key
	Stars         int
	Total         int
	About         string
	ServiceCount  int
	ValidatedOn   string // translated date: Green Verification validated its details; "" for not
	VerifiedItems int    // its verified evidence items,
	ItemsOn       string // the newest verified on this day (translated)
	Evidence      string // translated: "5/7 answers backed · 2 verified"; "" with no answer
}

// ServiceView is the service page (and the overlay's content: its htmx fragment).
type ServiceView struct {
	ID           string
	Name         string
	Preview      bool   // the public cannot see it (yet): its owner previews it
	EditHref     string // the owner's edit page, when the viewer owns it
	LogoURL      string
	Industry     string // translated
	Category     string // translated
	Company      CompanyRef
	URL          string
	WebsiteHref  string // the website buttons: the service consent first ("" without a website)
	Socials      Socials
	Description  string
	Tags         []Link // each opens the marketplace filtered by the tag
	Explanation  string
	Pictures     []Picture
	PriceLink    string
	PriceListURL string
	AbsoluteURL  string // the page's address, for sharing and OpenGraph
	ImageURL     string // absolute address of the image OpenGraph shows, or ""
	MarketHref   string
	Others       []ServiceItem // the company's other services; shown only when not empty
}

// CompanyRef is what a service page shows of its company.
type CompanyRef struct {
	Name  string
	Href  string // "" while the company page is not public
	Level string // rating level key
	Stars int
}

// Picture is a stored image with its size.
type Picture struct {
	Key           string
	URL           string
	Width, Height int
}

// ManageView is the company's list of its services.
type ManageView struct {
	Services    []ManagedService
	Listed      bool // the company is in the directory: published services are public
	NewHref     string
	SnippetHref string
	Overlay     templ.Component
}

// ManagedService is one service in the company's list, with its actions; Href previews it.
type ManagedService struct {
	ServiceItem
	Published   bool
	Version     int
	EditHref    string
	PublishHref string // publishes, or unpublishes a published service
	DeleteHref  string
	Takedown    *TakedownView // an admin unpublished it: the owner reads why
	MayPublish  bool          // no takedown, or edited since: the publish button shows
}

// ServiceFormView is the service form: new or edit. Form holds the text fields as typed
// and their problems; files already stored travel as keys.
type ServiceFormView struct {
	Title        string // translated
	Form         web.Form
	Version      int
	Action       string
	BackHref     string
	New          bool
	Public       bool          // an edited service is published: a save shows at once
	Takedown     *TakedownView // an admin unpublished it: the owner reads why
	Industries   []templates.Option
	Categories   []templates.Option
	LogoKey      string
	LogoURL      string
	PriceListKey string
	PriceListURL string
	Pictures     []Picture // in the order they will show
	Limits       FormLimits
}

// FormLimits are the limits the form's help texts state.
type FormLimits struct {
	Name, Description, Explanation, Tags, Pictures int
}

// CheckView is the "check this badge" page of a company.
type CheckView struct {
	CompanyName   string
	CompanyHref   string // "" when the company page is not public
	DirectoryHref string
	BadgeURL      string
	Level         string // rating level key
	Stars         int
	Total         int
	Active        bool
	Listed        bool
	VerifiedAt    time.Time
	Evidence      string // translated: what backs its public answers; "" for none
	ValidatedOn   string // translated: Green Verification validated its details; "" for not
	VerifiedItems int    // its verified evidence items,
	ItemsOn       string // the newest verified on this day (translated)
	MethodHref    string // how the Green Rating works
}

// SnippetView is the embed snippet of a company's badge.
type SnippetView struct {
	ImageSnippet  string // the no-JavaScript form: a link around the badge image
	ScriptSnippet string // the richer form: the same plus the badge script
	BadgeURL      string
	CheckHref     string
	Listed        bool
	Props         SnippetProps
}

// SnippetProps are the copy buttons' translated messages (the snippet island's props; its
// TypeScript type is generated from this struct by app/islandprops).
type SnippetProps struct {
	Messages map[string]string `json:"messages"`
}

// OverlayProps are the service overlay island's props: its translated strings and the
// hashed address of the icons it draws with (its TypeScript type is generated from this
// struct by app/islandprops).
type OverlayProps struct {
	Messages map[string]string `json:"messages"`
	Icons    string            `json:"icons"`
}

// BadgeView is the rating badge, its texts already in the badge's language.
type BadgeView struct {
	Title  string // the image's accessible name
	Brand  string
	Level  string
	Stars  int
	Score  string
	Line   string // 'Verified …', or why it is greyed out
	Listed bool
}

// Badge sizes: fixed, so the embedding page reserves the space (no layout shift).
const (
	BadgeWidth  = 260
	BadgeHeight = 88
)

// LeaveView is the page that asks for the service consent before a visitor leaves for a
// service's website. ConsentAction is where agreeing posts (it comes back to Back, which
// then leads on); SettingsHref is where every consent can be changed later.
type LeaveView struct {
	Service, Company string
	Website          string // the stored address, shown and linked for this once
	Host             string
	ServiceHref      string
	Back             string
	ConsentAction    string
	SettingsHref     string
}

// keptFilterForm is the listing's filter form, kept per its key when the handler gave one.
func keptFilterForm(l Listing, fields templ.Component) templ.Component {
	if l.Forms == nil || l.FormKey == "" {
		return filterForm(l, fields)
	}
	return l.Forms.Keep(l.FormKey, filterForm(l, fields))
}
