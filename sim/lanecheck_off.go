//go:build !lanecheck

package sim

// scrambleUpper and scrambleNarrow are lanecheck_on.go's test of the narrow slots' readers;
// without the tag they are nothing, and their calls compile to nothing.
func (w *warp) scrambleUpper(*inst) {}

// laneCheck is whether the tag is on (round's loop over its warps is compiled out without it).
const laneCheck = false

func (w *warp) scrambleNarrow() {}

func (w *warp) scramblePacked() {}

func (w *warp) scrambleDead(_, _ []int32) {}

func scrambleStale(*[32]uint64) {}
