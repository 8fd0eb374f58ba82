package middleware

import (
	"hash/crc32"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// ETag gives every successful answer with a body a weak ETag and answers 304 when the
// asker already has it: a revisit of an unchanged page costs no body. (fiber's own etag
// middleware hashes with a CRC polynomial the processor does not accelerate: a tenth of
// a signed-in page's CPU. CRC-32 IEEE is computed in hardware.) An ETag a handler set
// stays.
func ETag() fiber.Handler {
	return func(c fiber.Ctx) error {
		if err := c.Next(); err != nil {
			return err
		}
		res := c.Response()
		body := res.Body()
		if res.StatusCode() != fiber.StatusOK || len(body) == 0 || len(res.Header.Peek(fiber.HeaderETag)) > 0 {
			return nil
		}
		tag := `W/"` + strconv.Itoa(len(body)) + "-" + strconv.FormatUint(uint64(crc32.ChecksumIEEE(body)), 16) + `"`
		res.Header.Set(fiber.HeaderETag, tag)
		if web.ETagMatches(c.Get(fiber.HeaderIfNoneMatch), tag) {
			res.ResetBody()
			c.Status(fiber.StatusNotModified)
		}
		return nil
	}
}
