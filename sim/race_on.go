//go:build race

package sim

// raceEnabled: built with -race. The coalesced memory kernels (fastmem_amd64.s) are then left
// out, so that the race detector sees every access kernels make to device memory.
const raceEnabled = true
