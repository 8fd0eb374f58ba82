-- +goose Up
-- The Green Rating points table (rating module): one row, in the seed's greenRatings shape,
-- edited by admins. Every rating is computed from the current row, so an edit takes effect
-- for every company at once. version guards against two admins overwriting each other.
CREATE TABLE green_rating_table (
	id         smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
	points     jsonb NOT NULL,
	version    integer NOT NULL DEFAULT 1,
	updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
	updated_at timestamptz NOT NULL DEFAULT now()
);

-- The default points table (docs/rating.md, "The points table").
INSERT INTO green_rating_table (points) VALUES ('{
	"signUpGreenRating": 20, "companyProfile": 25, "greenRoom": 50,
	"sustainabilityESGReport": [{"keyName": "DEFINED", "value": 300}, {"keyName": "PLANNING", "value": 30}, {"keyName": "NOT_NEEDED", "value": 0}],
	"environmentalAccreditations": [
		{"keyName": "DEFINED", "value": [{"keyName": "carbon", "value": 100}, {"keyName": "esg", "value": 100}, {"keyName": "others", "value": 40}]},
		{"keyName": "PLANNING", "value": 20}, {"keyName": "NOT_NEEDED", "value": 0}],
	"co2Accounting": [{"keyName": "DEFINED", "value": 60}, {"keyName": "PLANNING", "value": 15}, {"keyName": "NOT_NEEDED", "value": 0}],
	"sustainabilityGoals": [{"keyName": "DEFINED", "value": 50}, {"keyName": "PLANNING", "value": 10}, {"keyName": "NOT_NEEDED", "value": 0}],
	"environmentalInitiatives": [{"keyName": "DEFINED", "value": 50}, {"keyName": "PLANNING", "value": 10}, {"keyName": "NOT_NEEDED", "value": 0}],
	"environmentalPolicies": [{"keyName": "DEFINED", "value": 50}, {"keyName": "PLANNING", "value": 10}, {"keyName": "NOT_NEEDED", "value": 0}],
	"sustainabilityTraining": [{"keyName": "DEFINED", "value": 50}, {"keyName": "PLANNING", "value": 10}, {"keyName": "NOT_NEEDED", "value": 0}]
}');

-- +goose Down
DROP TABLE green_rating_table;
