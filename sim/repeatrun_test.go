package sim

import (
	"os"
	"testing"
)

// .ci/run runs sim's tests four times: in full on the default paths, then -short with
// CUDASIM_ENGINE=portable, with CUDASIM_ENGINE=interpreted, and under -race (which leaves out the
// coalesced memory kernels). The long recorded sweeps (hwCheckRandom, hwCheckSweep, hwCheckRuns)
// and the tests that compare every engine path (TestConformanceBothPaths, eachEnginePath) choose
// each run's path themselves, so the repeated runs would mostly redo the full run's work:
// repeatedPathsRun skips what would run exactly as in the full run, and repeatSample has the
// others check one item in repeatStride (docs/engine-performance.md, "CI's repeated runs").

// repeatStride: a repeated run checks every repeatStride'th item of a long sweep, the
// interpreted and race runs different ones.
const repeatStride = 4

// repeatedRun names the repeated run this process is ("" for the full one or a developer's
// -short run on the default build).
func repeatedRun() string {
	if !testing.Short() {
		return ""
	}
	if e := os.Getenv("CUDASIM_ENGINE"); e != "" {
		return e
	}
	if raceEnabled {
		return "race"
	}
	return ""
}

// skipSamePaths skips a test that sets every run's engine path itself (setEnginePortable, and
// compiledRuns left as the environment has it) when CUDASIM_ENGINE=portable: the environment
// then changes nothing it runs, and the full run has run it.
func skipSamePaths(t *testing.T) {
	t.Helper()
	if repeatedRun() == "portable" {
		t.Skip("sets each run's engine path itself: CUDASIM_ENGINE=portable runs it as the full run does")
	}
}

// repeatSample reports whether this run checks item i of a long sweep: every item in the full
// run, one in repeatStride in a repeated one (skipSamePaths first).
func repeatSample(i int) bool {
	switch repeatedRun() {
	case "":
		return true
	case "race":
		return i%repeatStride == 2
	default:
		return i%repeatStride == 1
	}
}
