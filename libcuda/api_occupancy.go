//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"cudasim/cu"
	"cudasim/driver"
)

// The cluster occupancy calls, which take a CUlaunchConfig (whose decoding
// can fail: attributes with a NULL array). The other occupancy calls and
// cuCtxGetStreamPriorityRange are generated from internal/surface/surface.txt.

//export cuOccupancyMaxActiveClusters
func cuOccupancyMaxActiveClusters(numClusters *C.int, f C.uintptr_t, cfg *C.CUlaunchConfig) (res C.CUresult) {
	const name = "cuOccupancyMaxActiveClusters"
	defer guard(name, &res)
	if rec.on() {
		r := rec.fwd(sym_cuOccupancyMaxActiveClusters, u64(numClusters), uint64(f), u64(cfg))
		rec.comment("%s(%v) -> %d (not traced)", name, rec.fn(f), r)
		return r
	}
	return clusterOccupancy(name, numClusters, f, cfg, thread().OccupancyMaxActiveClusters)
}

//export cuOccupancyMaxPotentialClusterSize
func cuOccupancyMaxPotentialClusterSize(clusterSize *C.int, f C.uintptr_t, cfg *C.CUlaunchConfig) (res C.CUresult) {
	const name = "cuOccupancyMaxPotentialClusterSize"
	defer guard(name, &res)
	if rec.on() {
		r := rec.fwd(sym_cuOccupancyMaxPotentialClusterSize, u64(clusterSize), uint64(f), u64(cfg))
		rec.comment("%s(%v) -> %d (not traced)", name, rec.fn(f), r)
		return r
	}
	return clusterOccupancy(name, clusterSize, f, cfg, thread().OccupancyMaxPotentialClusterSize)
}

// clusterOccupancy decodes the arguments of the two cluster occupancy calls;
// as measured on the H200, a NULL output or configuration is
// CUDA_ERROR_INVALID_VALUE.
func clusterOccupancy(name string, out *C.int, f C.uintptr_t, cfg *C.CUlaunchConfig, call func(driver.Function, *driver.LaunchConfig) (int32, error)) C.CUresult {
	if out == nil {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "%s: NULL output", name))
	}
	if cfg == nil {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "%s: NULL launch configuration", name))
	}
	c, err := launchConfig(cfg, false)
	if err != nil {
		return ret(name, err)
	}
	v, err := call(driver.Function(f), &c)
	if err == nil {
		*out = C.int(v)
	}
	return ret(name, err)
}
