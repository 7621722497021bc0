package replay

import (
	"strings"

	"cudasim/driver"
)

// enumValue reads a cuda.h constant name a trace may write instead of a
// number for attributes, limits and flags, or several joined by '|'. The
// names and values are the driver's table of them (driver/cudah.tsv).
func enumValue(name string) (int64, bool) {
	var v int64
	for _, part := range strings.Split(name, "|") {
		x, ok := driver.CudaHValue(part)
		if !ok {
			return 0, false
		}
		v |= x
	}
	return v, true
}
