package rating_test

import (
	"regexp"

	"github.com/PuerkitoBio/goquery"
)

type goquerySelection = goquery.Selection

var firstNumber = regexp.MustCompile(`\d+`)

func bestPathOf(s string) string { return firstNumber.FindString(s) }
