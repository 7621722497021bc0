//go:build !(amd64 && linux)

package sim

// Runs are compiled on linux/amd64 only (jit_amd64.go); elsewhere they are interpreted.

var compiledRuns = false

type jitCode struct{}

// jitMem is what compiled code reads besides the registers: nothing here.
type jitMem struct{}

func (w *warp) jitReady(sh []byte, block [3]uint32) {}

func (k *Kernel) compileRuns(fast []inst, uni *uniformity, live *lazyLiveness) {}

func (w *warp) runCompiled(in *inst, budget int64) (ran, next, quiet int) {
	panic("runCompiled: no compiled runs on this platform")
}

// straight runs nothing where nothing is compiled: exec runs every instruction.
func (w *warp) straight(limit int64) (n int64, tinstr uint64) { return 0, 0 }

// round is never called: no kernel has rounds (Kernel.rounds) where nothing is compiled.
func (c *cta) round(i int, limit int64, winstr *uint64) (w *warp, n int64, tinstr uint64, resumed bool, exited uint32) {
	panic("round: no compiled runs on this platform")
}

// adoptable is never asked: no kernel has rounds.
func (c *cta) adoptable(i int) bool { return false }

// straightAfterBarrier has nothing to let straight run.
func (w *warp) straightAfterBarrier() {}
