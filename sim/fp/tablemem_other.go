//go:build !linux || race

package fp

// tableBytes is n zeroed bytes for a table's entries, from the Go heap: tablemem_linux.go maps
// them in huge pages, except under the race detector, which sees only the Go heap's accesses.
func tableBytes(n int) []byte { return make([]byte, n) }
