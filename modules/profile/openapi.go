package profile

import _ "embed"

// OpenAPI is the module's part of the API's OpenAPI document (docs/api.md): its routes and
// schemas, merged by app/openapi at wiring.
//
//go:embed openapi.json
var OpenAPI []byte
