package driver

//go:generate go run gen.go

// The names cuda.h gives constants, from the one table of them, cudah.tsv
// (zcudah.go is generated from it).

// LimitName returns the limit's cuda.h name less the CU_LIMIT_ prefix, or ""
// if it has none.
func LimitName(l Limit) string {
	if int(l) < len(limitNames) {
		return limitNames[l]
	}
	return ""
}

// CudaHValue returns the value cuda.h gives a constant of cudah.tsv by name
// (CU_LIMIT_STACK_SIZE, CU_EVENT_DISABLE_TIMING, ...).
func CudaHValue(name string) (int64, bool) {
	v, ok := cudaH[name]
	return v, ok
}
