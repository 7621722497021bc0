//go:build !race

package fp

// raceBuild: the tests run under the race detector (race_on_test.go).
const raceBuild = false
