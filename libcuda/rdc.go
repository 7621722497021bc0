//go:build linux && amd64

package main

import (
	"debug/elf"
	"fmt"
	"os"
	"sync"

	"cudasim/driver"
)

var rdcOnce sync.Once

// registerExecutableRDC hands the driver the device code of an executable
// built with relocatable device code (nvcc -rdc=true), whose linked cubins
// carry no PTX (driver.RegisterRelocatableProgram): its .nv_fatbin and
// __nv_relfatbin sections. An executable without them costs one read of
// its section headers. Failures are logged (CUDASIM_LOG): the program's
// launches then say its kernels have only SASS.
func registerExecutableRDC() {
	rdcOnce.Do(func() {
		f, err := elf.Open("/proc/self/exe")
		if err != nil {
			return
		}
		defer f.Close()
		rel, fat := f.Section("__nv_relfatbin"), f.Section(".nv_fatbin")
		if rel == nil || fat == nil || rel.Type == elf.SHT_NOBITS || fat.Type == elf.SHT_NOBITS {
			return
		}
		relData, err1 := rel.Data()
		fatData, err2 := fat.Data()
		if err1 == nil && err2 == nil {
			err = driver.RegisterRelocatableProgram(fatData, relData)
		} else {
			err = fmt.Errorf("reading the executable's device code: %v %v", err1, err2)
		}
		if err != nil && logLevel >= logErrors {
			fmt.Fprintf(os.Stderr, "cudasim: relocatable device code of the executable: %v\n", err)
		}
	})
}
