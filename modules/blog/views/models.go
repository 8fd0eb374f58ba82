package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// Company is a post's author as the pages show it.
type Company struct {
	Name    string
	LogoURL string // "": the company icon
	Href    string // "": its page is not public
	Level   string // a rating level key
	Stars   int
}

// Entry is a post in a list.
type Entry struct {
	Href, Title, Excerpt, CoverURL, Category, Date string
	Company                                        Company
}

// Tab is one category tab of The Green Room.
type Tab struct {
	Label, Href string
	Current     bool
}

// ListView is The Green Room's listing.
type ListView struct {
	Tabs         []Tab
	SearchAction string
	Category     string // kept by the search form
	Query        string
	Count        string // "12 posts" or "No post yet"
	PastEnd      bool
	FirstHref    string
	Entries      []Entry
	PrevHref     string
	NextHref     string
	PageLabel    string // "Page 2 of 5"
	Marquee      MarqueeStrip
	FeedHref     string
	NewHref      string // signed-in companies: write a post
}

// MarqueeStrip is the scrolling headlines (CSS only; paused by its control and by
// prefers-reduced-motion).
type MarqueeStrip struct {
	Headlines []string
}

// PostView is a post's page.
type PostView struct {
	Title, HTML, CoverURL, Category, Date string
	Company                               Company
	Draft                                 bool   // seen by its company only
	HiddenReason                          string // set when hidden: its company and moderators see why
	EditHref                              string // its company: edit
	BackHref                              string
	Report                                *ReportForm
	Enquiry                               *EnquiryForm
	AbsoluteURL, Description, ImageURL    string // OpenGraph and Twitter card
	ModerateHref                          string // moderators: the post in the queue
}

// ReportForm is the report form under a post (signed-in users).
type ReportForm struct {
	Action  string
	Form    web.Form
	Reasons []templates.Option
	Done    bool // this user reported the post already
}

// EnquiryForm is the enquiry form under a business post (signed-in users).
type EnquiryForm struct {
	Action    string
	Form      web.Form
	Positions []templates.Option
}

// FormView is the editor.
type FormView struct {
	Heading       string
	Action        string
	PreviewAction string
	Form          web.Form
	Version       int
	Categories    []templates.Option
	CoverID       string // the kept cover's id (blog_files), "" for none
	CoverURL      string
	Preview       string // the rendered content (safe HTML), when asked for
	OutsideImages bool   // the preview shows an image as a link: say why
	ImageAction   string // where an image is uploaded into the post
	Snippet       string // the Markdown of the image just uploaded, to copy
	BackHref      string
	DeleteHref    string // an existing post
	ViewHref      string
}

// MinePost is one of the company's posts in its list.
type MinePost struct {
	Title, InternalTitle, Status, Date string
	HiddenReason                       string
	ViewHref, EditHref, DeleteHref     string
	ReviewAction                       string // a hidden post: where its author asks for another look
	ReviewAsked                        string // the date they asked, while the moderators have not decided
}

// MineEnquiry is an enquiry the company received.
type MineEnquiry struct {
	PostTitle, PostHref, Position, Subject, Message, Date string
}

// MineView is /blog/mine.
type MineView struct {
	NewHref   string
	Posts     []MinePost
	Enquiries []MineEnquiry
}

// QueueView is the moderation queue.
type QueueView struct {
	Tabs   []Tab
	Hidden bool               // the hidden posts, not the reported ones
	List   templates.ListView // search, status, sort and pages
	Posts  []QueuedPost
}

// QueuedPost is a post in the queue.
type QueuedPost struct {
	Title, Href, Reports, HiddenReason string
	Changed                            string // translated date
	ReviewAsked                        bool   // hidden, and its author asks for another look
}

// ModerateView is one post with its reports and the decisions.
type ModerateView struct {
	Post        PostView
	Reports     []ReportLine
	Hidden      bool
	HideAction  string
	ShowAction  string
	DismissHref string
	Form        web.Form
	BackHref    string
	ReviewAsk   *ReviewAskLine // the author asks for another look at the hidden post
}

// ReviewAskLine is an author's ask for another look.
type ReviewAskLine struct {
	Date, Message string
}

// ReportLine is one report.
type ReportLine struct {
	Reason, Message, Date string
	Open                  bool
}

// MarqueeView is the marquee's editor.
type MarqueeView struct {
	Action string
	Form   web.Form
	Langs  []MarqueeLang
}

// MarqueeLang is one language's field.
type MarqueeLang struct {
	Code, Label string
}
