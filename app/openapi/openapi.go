// Package openapi serves the JSON API's OpenAPI 3.1 document (docs/api.md). Each module owns
// a fragment describing its own routes (its openapi.json: "paths" and "components"); the
// wiring merges them under one header, so a module adds its routes where it defines them.
package openapi

import (
	"encoding/json"
	"fmt"

	"github.com/gofiber/fiber/v3"
)

// Path is where the document is served.
const Path = "/api/openapi.json"

// Merge builds the document from the header's fields and the modules' fragments. A path or
// a schema given twice is an error: one owner each.
func Merge(version, baseURL string, fragments map[string][]byte) ([]byte, error) {
	paths := map[string]json.RawMessage{Path: json.RawMessage(selfPath)}
	schemas := map[string]json.RawMessage{"Error": json.RawMessage(errorSchema)}
	for owner, raw := range fragments {
		var f struct {
			Paths      map[string]json.RawMessage `json:"paths"`
			Components struct {
				Schemas map[string]json.RawMessage `json:"schemas"`
			} `json:"components"`
		}
		if err := json.Unmarshal(raw, &f); err != nil {
			return nil, fmt.Errorf("openapi: %s's fragment: %w", owner, err)
		}
		for p, v := range f.Paths {
			if _, dup := paths[p]; dup {
				return nil, fmt.Errorf("openapi: %s describes %s again", owner, p)
			}
			paths[p] = v
		}
		for n, v := range f.Components.Schemas {
			if _, dup := schemas[n]; dup {
				return nil, fmt.Errorf("openapi: %s defines schema %s again", owner, n)
			}
			schemas[n] = v
		}
	}
	doc := map[string]any{
		"openapi": "3.1.0",
		"info": map[string]any{"title": "Green Connect API", "version": version,
			"description": "Sustainability profiles, Green Ratings, the green directory and marketplace. " +
				"Signed-in calls use the session cookie with the X-XSRF-TOKEN header, or a bearer API token."},
		"servers": []map[string]string{{"url": baseURL}},
		"paths":   paths,
		"components": map[string]any{"schemas": schemas, "securitySchemes": map[string]any{
			"session": map[string]any{"type": "apiKey", "in": "cookie", "name": "gc_session"},
			"token":   map[string]any{"type": "http", "scheme": "bearer"}}},
	}
	return json.MarshalIndent(doc, "", "  ")
}

// The shell's part: this document, and the one error shape every route answers.
const selfPath = `{"get": {"operationId": "openapi", "summary": "This document", "tags": ["shell"],
  "responses": {"200": {"description": "The OpenAPI 3.1 document", "content": {"application/json": {"schema": {"type": "object"}}}}}}}`

const errorSchema = `{"type": "object", "required": ["error"], "properties": {"error": {"type": "object",
  "required": ["code", "message"], "properties": {"code": {"type": "string"}, "message": {"type": "string"},
  "fields": {"type": "object", "additionalProperties": {"type": "string"}}, "requestId": {"type": "string"}}}},
  "example": {"error": {"code": "validation", "message": "Some fields need your attention.",
  "fields": {"company.website": "Enter a full web address, such as https://www.example.com."}}}}`

// Handler serves the document.
func Handler(doc []byte) fiber.Handler {
	return func(c fiber.Ctx) error {
		c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSONCharsetUTF8)
		c.Set(fiber.HeaderCacheControl, "public, max-age=300")
		c.Set(fiber.HeaderAccessControlAllowOrigin, "*")
		return c.Send(doc)
	}
}
