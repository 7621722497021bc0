//go:build !lanecheck

package sim

// scrambleUpper is lanecheck_on.go's test of the narrow slots' readers; without the tag it is
// nothing, and exec's call of it compiles to nothing.
func (w *warp) scrambleUpper(*inst) {}
