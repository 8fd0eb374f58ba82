package account

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"time"

	"github.com/google/uuid"
)

// The known-device mark: a cookie set at every completed sign-in, naming the account and a
// random device id, signed with SESSION_SECRET. It is not a credential (the password is
// still needed); it only lets the owner's own devices past the delays that others' failed
// attempts put on the account (docs/account-security.md#limits).
const (
	deviceCookie = "gc_device"
	deviceTTL    = 365 * 24 * time.Hour
)

func (s *Service) deviceMAC(userID, device string) string {
	m := hmac.New(sha256.New, []byte(s.secret))
	m.Write([]byte("greenconnect/device/v1|" + userID + "|" + device))
	return hex.EncodeToString(m.Sum(nil))[:32]
}

// knownDevice is the device id of a mark that is valid for userID, or "".
func (s *Service) knownDevice(mark string, userID uuid.UUID) string {
	parts := strings.Split(mark, ".")
	if len(parts) != 4 || parts[0] != "1" || parts[1] != userID.String() || len(parts[2]) != 43 {
		return ""
	}
	if !hmac.Equal([]byte(parts[3]), []byte(s.deviceMAC(parts[1], parts[2]))) {
		return ""
	}
	return parts[2]
}

// deviceMark is the mark for userID on this device: the current one's id is kept when it is
// valid for the account, so its failure count follows it.
func (s *Service) deviceMark(current string, userID uuid.UUID) string {
	device := s.knownDevice(current, userID)
	if device == "" {
		device = newSecret()
	}
	return "1." + userID.String() + "." + device + "." + s.deviceMAC(userID.String(), device)
}
