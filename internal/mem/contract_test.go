package mem_test

import (
	"cudasim/internal/mem"
	"cudasim/sim"
)

// The engine reads and writes device memory through a *mem.Space.
var _ sim.Memory = (*mem.Space)(nil)
