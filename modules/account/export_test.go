package account

// PasswordCheck is one argon2id verification the service ran: against the dummy hash (an
// unknown email or an account without a password) or a real one, and how many bytes of
// password it hashed.
type PasswordCheck struct {
	Dummy bool
	Bytes int
}

// RecordPasswordChecks makes the service report every password verification (tests only).
func (s *Service) RecordPasswordChecks(record func(PasswordCheck)) {
	inner := s.checkPassword
	s.checkPassword = func(hash, password string) (bool, error) {
		record(PasswordCheck{Dummy: hash == dummyHash, Bytes: len(password)})
		return inner(hash, password)
	}
}
