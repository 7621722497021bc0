//go:build linux && amd64

package main

import (
	"os"
	"runtime/pprof"
)

// cpuProfile is the file CUDASIM_CPUPROFILE names, where Go's CPU profile of the whole
// process's emulator (kernels, copies, the driver's calls) goes while the program runs; it
// is written out as the process exits (cudasimProcessExit), so a program killed by a signal
// leaves it empty. `go tool pprof libcuda.so.1 FILE` reads it.
var cpuProfile *os.File

// startCPUProfile starts the profile CUDASIM_CPUPROFILE asks for, if any.
func startCPUProfile(path string) {
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err != nil {
		warnf("CUDASIM_CPUPROFILE: %v; no profile", err)
		return
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		warnf("CUDASIM_CPUPROFILE: %v; no profile", err)
		f.Close()
		return
	}
	cpuProfile = f
}

// stopCPUProfile writes the profile out.
func stopCPUProfile() {
	if cpuProfile == nil {
		return
	}
	pprof.StopCPUProfile()
	cpuProfile.Close()
	cpuProfile = nil
}
