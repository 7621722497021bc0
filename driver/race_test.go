//go:build race

package driver

func init() { raceDetector = true }
