package account

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"greenconnect/app/web"
)

// Password rules. Length is what makes a password strong, so there are no composition
// rules (NIST SP 800-63B): at least 8 characters, at most 128 (hashing cost), not the email
// address and not one of the passwords every attacker tries first.
const (
	PasswordMin = 8
	PasswordMax = 128
)

// CheckPasswordRules returns the first rule the password breaks, or nil. Each rule has its
// own message, so the person knows exactly what to change.
func CheckPasswordRules(password, email string) *web.Msg {
	n := utf8.RuneCountInString(password)
	switch {
	case n == 0:
		return &web.Msg{Key: "account.password.required"}
	case n < PasswordMin:
		return &web.Msg{Key: "account.password.too_short", Data: map[string]any{"Min": PasswordMin}}
	case n > PasswordMax:
		return &web.Msg{Key: "account.password.too_long", Data: map[string]any{"Max": PasswordMax}}
	case email != "" && strings.EqualFold(strings.TrimSpace(password), strings.TrimSpace(email)):
		return &web.Msg{Key: "account.password.like_email"}
	case isCommonPassword(password):
		return &web.Msg{Key: "account.password.common"}
	}
	return nil
}

// Strength levels of the hint shown beside the password field.
const (
	StrengthWeak   = "weak"
	StrengthFair   = "fair"
	StrengthGood   = "good"
	StrengthStrong = "strong"
)

// PasswordStrength rates a password for the hint: mostly by length, a little by variety,
// and down for repetition. It is a hint; the rules above decide what is accepted.
func PasswordStrength(password string) string {
	n := utf8.RuneCountInString(password)
	if n < PasswordMin || isCommonPassword(password) {
		return StrengthWeak
	}
	score := 0
	for _, min := range []int{PasswordMin, 10, 14, 18} {
		if n >= min {
			score++
		}
	}
	if charClasses(password) >= 3 {
		score++
	}
	if distinct(password) < n/3+1 {
		score -= 2
	}
	switch {
	case score >= 4:
		return StrengthStrong
	case score == 3:
		return StrengthGood
	case score == 2:
		return StrengthFair
	}
	return StrengthWeak
}

func charClasses(s string) int {
	var lower, upper, digit, other bool
	for _, r := range s {
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsDigit(r):
			digit = true
		default:
			other = true
		}
	}
	n := 0
	for _, b := range []bool{lower, upper, digit, other} {
		if b {
			n++
		}
	}
	return n
}

func distinct(s string) int {
	seen := map[rune]bool{}
	for _, r := range s {
		seen[unicode.ToLower(r)] = true
	}
	return len(seen)
}

func isCommonPassword(p string) bool {
	return commonPasswords[strings.ToLower(strings.TrimSpace(p))]
}

// commonPasswords are the most used passwords of 8 characters or more in public breach
// lists, plus this site's name: the first guesses of any attacker.
var commonPasswords = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Fields(`
		12345678 123456789 1234567890 12345678910 123123123 987654321 11111111 00000000
		password password1 password12 password123 password! passw0rd p@ssw0rd p@ssword
		qwertyuiop qwerty123 qwerty12 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx asdfghjkl
		iloveyou iloveyou1 sunshine princess football baseball welcome1 welcome123
		abc12345 abcd1234 a1b2c3d4 aa123456 letmein1 trustno1 superman batman123
		starwars computer michelle jennifer sunshine1 whatever 88888888 12341234
		11223344 qwer1234 asdf1234 changeme changeme1 secret123 admin123 administrator
		greenconnect greenconnect1 greenconnect123 greenconnect-demo`) {
		m[p] = true
	}
	return m
}()
