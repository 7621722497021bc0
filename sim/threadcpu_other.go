//go:build !linux

package sim

import "time"

// threadCPU is unknown outside Linux.
func threadCPU() time.Duration { return -1 }
