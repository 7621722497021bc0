//go:build !linux

package driver

// hostMemoryBytes is the machine's physical memory, 0 if unknown.
func hostMemoryBytes() uint64 { return 0 }
