//go:build !linux

package driver

// hostMemoryBytes is the machine's physical memory, 0 if unknown.
func hostMemoryBytes() uint64 { return 0 }

// processMemoryLimit is the limit on the process's memory, 0 if none is
// known.
func processMemoryLimit() uint64 { return 0 }

// hostMappingOf is unknown off Linux.
func hostMappingOf(addr, n uint64, io bool) (hostMapping, bool) { return hostMapping{}, false }

// pinPages does nothing off Linux: pages fault in on first use.
func pinPages(addr, n uint64, writable bool) {}

// pinnable: nothing is pinned off Linux.
func pinnable(n uint64) bool { return false }
