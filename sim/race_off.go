//go:build !race

package sim

// raceEnabled: built without -race (see race_on.go).
const raceEnabled = false
