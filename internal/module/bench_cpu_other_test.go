//go:build !unix

package module

// processCPU is not measured here: the benchmarks' cpu-ms/op reads 0.
func processCPU() int64 { return 0 }
