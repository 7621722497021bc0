//go:build !linux

package fp

// tableMemory is n zeroed bytes for a decoded table.
func tableMemory(n int) []byte { return make([]byte, n) }
