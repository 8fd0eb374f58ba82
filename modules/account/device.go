package account

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
)

// The known-device mark: a cookie set at every completed sign-in, naming the account and a
// random device id, signed with SESSION_SECRET together with the account's session epoch. It
// is not a credential (the password is still needed); it only lets the owner's own devices
// past the delays that others' failed attempts put on the account
// (docs/account-security.md#limits). Whatever ends every session (a new epoch: a password
// reset or change, "sign out everywhere", an admin disabling the account) voids every mark.
const (
	deviceCookie = "gc_device"
	deviceTTL    = 365 * 24 * time.Hour
)

func (s *Service) deviceMAC(userID string, epoch int32, device string) string {
	m := hmac.New(sha256.New, []byte(s.secret))
	m.Write([]byte("greenconnect/device/v2|" + userID + "|" + strconv.Itoa(int(epoch)) + "|" + device))
	return hex.EncodeToString(m.Sum(nil))[:32]
}

// knownDevice is the device id of a mark that is valid for the account in its current
// session epoch, or "".
func (s *Service) knownDevice(mark string, userID uuid.UUID, epoch int32) string {
	parts := strings.Split(mark, ".")
	if len(parts) != 4 || parts[0] != "2" || parts[1] != userID.String() || len(parts[2]) != 43 {
		return ""
	}
	if !hmac.Equal([]byte(parts[3]), []byte(s.deviceMAC(parts[1], epoch, parts[2]))) {
		return ""
	}
	return parts[2]
}

// deviceMark is the mark for the account on this device: the current one's id is kept when
// it is still valid for the account, so its failure count follows it.
func (s *Service) deviceMark(ctx context.Context, current string, userID uuid.UUID) (string, error) {
	u, err := s.q.GetUserByID(ctx, userID)
	if err != nil {
		return "", err
	}
	device := s.knownDevice(current, userID, u.SessionEpoch)
	if device == "" {
		device = newSecret()
	}
	return "2." + userID.String() + "." + device + "." + s.deviceMAC(userID.String(), u.SessionEpoch, device), nil
}
