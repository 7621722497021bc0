//go:build amd64

package fp

import "unsafe"

// touchLines prefetches the cache lines at lines[:n] (PREFETCHT0).
//
//go:noescape
func touchLines(lines *[2 * 32]unsafe.Pointer, n int)
