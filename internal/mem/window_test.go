package mem

import (
	"testing"

	"cudasim/sim"
)

// engineWindow mirrors the engine's generic-address windows; no allocation
// may land there.
func TestEngineWindowMatchesSim(t *testing.T) {
	if engineWindow.start != sim.SharedWindow || engineWindow.end != sim.LocalWindow+sim.WindowSize ||
		sim.SharedWindow > sim.LocalWindow {
		t.Errorf("engineWindow %#x-%#x, sim's windows span %#x-%#x", engineWindow.start, engineWindow.end,
			sim.SharedWindow, sim.LocalWindow+sim.WindowSize)
	}
}
